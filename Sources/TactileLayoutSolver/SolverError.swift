import Foundation

/// What a ``Solver`` refuses, and why. The solver is left as it was before the call that threw.
package enum SolverError: Error, LocalizedError, CustomStringConvertible {
    /// A required constraint cannot hold together with the required constraints already in the solver: the first is
    /// the one that was being added or changed; `conflicting` are the required constraints already in the solver
    /// that it contradicts (those whose relaxation would help; possibly empty when the contradiction is numerical).
    /// Auto Layout breaks one of them and logs all, as UIKit does.
    case unsatisfiable(Constraint, conflicting: [Constraint])
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The strength cannot be used: `reason` says what was expected.
    case badStrength(Strength, reason: String)
    /// The variable was not made by this solver.
    case unknownVariable(Variable)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable, name: String)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable, name: String)
    /// A value that is not a finite number (NaN or infinite): `what` names where it was given.
    case notFinite(what: String)
    /// The simplex did not finish within its bound on pivots (numerically degenerate input); the operation was
    /// undone as far as possible.
    case didNotConverge(operation: String)

    package var errorDescription: String? { description }

    package var description: String {
        switch self {
        case .unsatisfiable(let constraint, let conflicting):
            let others = conflicting.isEmpty
                ? "" : "; it conflicts with: " + conflicting.map { "`\($0)`" }.joined(separator: ", ")
            return "The required constraint `\(constraint)` cannot be satisfied\(others)."
        case .duplicateConstraint(let constraint):
            return "The constraint `\(constraint)` is already in the solver."
        case .unknownConstraint(let constraint):
            return "The constraint `\(constraint)` is not in the solver."
        case .badStrength(let strength, let reason):
            return "Bad strength (\(strength)): \(reason)."
        case .unknownVariable(let variable):
            return "The variable \(variable) belongs to another solver; use variables made by this solver's "
                + "makeVariable(_:)."
        case .duplicateEditVariable(_, let name):
            return "The variable \(name) is already an edit variable."
        case .unknownEditVariable(_, let name):
            return "The variable \(name) is not an edit variable; call addEditVariable(_:strength:) first."
        case .notFinite(let what):
            return "\(what) must be a finite number."
        case .didNotConverge(let operation):
            return "The solver did not converge while it \(operation)."
        }
    }
}
