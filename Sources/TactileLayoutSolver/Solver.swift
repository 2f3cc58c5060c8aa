// The solver's API, after kiwi's `Solver`.

/// An incremental Cassowary solver (Badros, Borning and Stuckey, 2001), the algorithm of Auto Layout: constraints and
/// edit variables are added and removed one at a time, and each change moves the solution from the last one rather
/// than solving from scratch.
///
/// The solution always satisfies every required constraint, and among those solutions it minimises the errors of the
/// optional ones priority by priority (see ``Strength``). Every operation leaves the solution up to date:
/// ``value(of:)`` reads it at once, and ``updateVariables(_:)`` reports the variables that changed since the last
/// report.
///
/// The design follows kiwi (the C++ solver of Python's `kiwisolver`), with integer-indexed tables, a column index and
/// reused buffers: a change of one constant and a new layout allocate nothing once the buffers have grown.
package final class Solver {
    var tableau = Tableau()
    var names: [Int32: String] = [:]

    package init() {}

    // MARK: Variables

    /// A new variable, 0 until constraints say otherwise. `name` appears in messages.
    package func makeVariable(_ name: String = "") -> Variable {
        let id = tableau.newSymbol(.external)
        tableau.variables.append(id)
        if !name.isEmpty { names[id] = name }
        return Variable(id: id, owner: ObjectIdentifier(self))
    }

    /// The variable's name, or `v` and its number.
    package func name(of variable: Variable) -> String { names[variable.id] ?? variable.description }

    /// The variable's value in the current solution.
    package func value(of variable: Variable) -> Double {
        guard owns(variable) else { return 0 }
        return tableau.value(of: variable.id)
    }

    /// Calls `changed` for each variable whose value differs from the one last reported (every variable starts
    /// reported as 0), in the order the variables were made. Allocates nothing.
    package func updateVariables(_ changed: (Variable, Double) -> Void) {
        tableau.collectChanges()
        let owner = ObjectIdentifier(self)
        for id in tableau.changed {
            changed(Variable(id: id, owner: owner), tableau.reported[Int(id)])
        }
    }

    /// Marks every variable's current value as reported.
    package func updateVariables() { updateVariables { _, _ in } }

    /// Marks every variable's current value as reported, and returns the ids of the variables whose value differs
    /// from the one last reported, in the order the variables were made, with every variable's reported value by
    /// id (so the current value of each). The arrays are the solver's own, not copies: reading them allocates
    /// nothing, and a caller that keeps them across a change to the solver makes the solver copy them. The form of
    /// ``updateVariables(_:)`` for a caller with many variables, which reads each value by its id.
    package func collectChangedVariables() -> (ids: [Int32], values: [Double]) {
        tableau.collectChanges()
        return (tableau.changed, tableau.reported)
    }

    func owns(_ variable: Variable) -> Bool {
        variable.owner == ObjectIdentifier(self) && variable.id >= 0 && Int(variable.id) < tableau.kinds.count
            && tableau.kinds[Int(variable.id)] == .external
    }

    // MARK: Constraints

    /// The constraints in the solver, edit variables' own included.
    package var constraintCount: Int { tableau.recordIndex.count }

    package func hasConstraint(_ constraint: Constraint) -> Bool {
        tableau.recordIndex[ObjectIdentifier(constraint)] != nil
    }

    /// Adds a constraint. Throws, leaving the solver as it was, when the constraint is already in the solver, when
    /// its strength or numbers are bad or a variable is another solver's, and when it is required and contradicts
    /// the required constraints already in the solver (``SolverError/unsatisfiable(_:conflicting:)``).
    package func addConstraint(_ constraint: Constraint) throws(SolverError) {
        if hasConstraint(constraint) { throw .duplicateConstraint(constraint) }
        if let problem = constraint.strength.problem { throw .badStrength(constraint.strength, reason: problem) }
        if !constraint.expression.constant.isFinite { throw .notFinite(what: "The constant of `\(constraint)`") }
        for term in constraint.expression.terms {
            if !owns(term.variable) { throw .unknownVariable(term.variable) }
            if !term.coefficient.isFinite { throw .notFinite(what: "A coefficient of `\(constraint)`") }
        }
        if let error = tableau.add(constraint) { throw error }
    }

    /// Takes a constraint out of the solver.
    package func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        guard let index = tableau.recordIndex[ObjectIdentifier(constraint)] else {
            throw .unknownConstraint(constraint)
        }
        if let error = tableau.remove(record: index) { throw error }
    }

    /// Changes the constant of a constraint's expression (`expression.constant`, the `k` of `terms + k == 0`) in
    /// place, without removing and adding it: how Auto Layout follows a change of `NSLayoutConstraint.constant`. A
    /// required constraint that cannot hold with the new constant throws
    /// ``SolverError/unsatisfiable(_:conflicting:)`` and keeps its old constant.
    package func updateConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        guard let index = tableau.recordIndex[ObjectIdentifier(constraint)] else {
            throw .unknownConstraint(constraint)
        }
        if !constant.isFinite { throw .notFinite(what: "The new constant of `\(constraint)`") }
        if let error = tableau.updateConstant(record: index, to: constant) { throw error }
    }

    /// The constant of a constraint's expression as the solver has it (see ``updateConstant(of:to:)``), or nil when
    /// the constraint is not in the solver.
    package func constant(of constraint: Constraint) -> Double? {
        tableau.recordIndex[ObjectIdentifier(constraint)].map { tableau.records[Int($0)].constant }
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable: a value suggested with ``suggestValue(_:for:)`` holds with `strength`,
    /// which cannot be required. It holds 0 until a value is suggested.
    package func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard owns(variable) else { throw .unknownVariable(variable) }
        if tableau.editRecords[Int(variable.id)] >= 0 {
            throw .duplicateEditVariable(variable, name: name(of: variable))
        }
        if let problem = strength.problem { throw .badStrength(strength, reason: problem) }
        if strength.isRequired {
            throw .badStrength(strength, reason: "an edit variable's priority must be below 1000 (required)")
        }
        let constraint = Constraint(variable, .equal, strength: strength, label: "edit \(name(of: variable))")
        if let error = tableau.add(constraint) { throw error }
        let index = tableau.recordIndex[ObjectIdentifier(constraint)]!
        tableau.records[Int(index)].editVariable = variable.id
        tableau.editRecords[Int(variable.id)] = index
    }

    package func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard owns(variable) else { throw .unknownVariable(variable) }
        let index = tableau.editRecords[Int(variable.id)]
        if index < 0 { throw .unknownEditVariable(variable, name: name(of: variable)) }
        tableau.editRecords[Int(variable.id)] = -1
        if let error = tableau.remove(record: index) { throw error }
    }

    package func hasEditVariable(_ variable: Variable) -> Bool {
        owns(variable) && tableau.editRecords[Int(variable.id)] >= 0
    }

    /// Suggests a value for an edit variable; the solution moves to it as far as the stronger constraints allow.
    package func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard owns(variable) else { throw .unknownVariable(variable) }
        let index = tableau.editRecords[Int(variable.id)]
        if index < 0 { throw .unknownEditVariable(variable, name: name(of: variable)) }
        if !value.isFinite { throw .notFinite(what: "The value suggested for \(name(of: variable))") }
        // The edit constraint is `variable + k == 0`: suggesting `value` makes k = -value.
        if let error = tableau.updateConstant(record: index, to: -value) { throw error }
    }
}
