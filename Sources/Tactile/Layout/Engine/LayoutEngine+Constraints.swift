import Foundation
import TactileLayoutSolver

/// Auto Layout constraints in the engine: their linear expressions, adding and removing them, changes of constant
/// and priority, and the message UIKit logs for constraints that cannot all hold.
extension LayoutEngine {
    // MARK: Expressions

    /// `item.attribute` in the coordinates of `container`: the item's own variables plus the positions of its
    /// ancestors below `container`. Nil when the item was freed or is not inside `container`.
    func expression(
        _ object: AnyObject?, _ attribute: NSLayoutConstraint.Attribute, in container: UIView
    ) -> LinearExpression? {
        guard var target = object else { return nil }
        var attribute = attribute
        if attribute.isMarginRelative, let view = target as? UIView {
            target = view.layoutMarginsGuide
            attribute = attribute.withoutMargins
        }
        guard let axis = attribute.axis else { return nil }
        var position = LinearExpression()
        let own: Item?
        if let view = target as? UIView {
            own = item(for: view)
            if view !== container, !addPositions(from: view, to: container, axis, into: &position) { return nil }
        } else if let guide = target as? UILayoutGuide {
            guard let guideItem = item(for: guide), let owner = guide.owningView else { return nil }
            own = guideItem
            position.terms.append(Term(axis == .horizontal ? guideItem.minX : guideItem.minY))
            if owner !== container, !addPositions(from: owner, to: container, axis, into: &position) { return nil }
        } else {
            return nil
        }
        guard let own else { return nil }
        let size = axis == .horizontal ? own.width : own.height
        switch attribute {
        case .width, .height:
            return LinearExpression(size)
        case .left, .leading, .top, .firstBaseline:
            return position
        case .right, .trailing, .bottom, .lastBaseline:
            return position + LinearExpression([Term(size)])
        case .centerX, .centerY:
            return position + LinearExpression([Term(size, 0.5)])
        default:
            return nil
        }
    }

    /// Adds the left (or top) positions of `view` and its ancestors below `container`; false when `container` is not
    /// an ancestor.
    private func addPositions(
        from view: UIView, to container: UIView, _ axis: NSLayoutConstraint.Axis, into expression: inout LinearExpression
    ) -> Bool {
        var current = view
        while current !== container {
            let item = item(for: current)
            expression.terms.append(Term(axis == .horizontal ? item.minX : item.minY))
            guard let parent = current.superview else { return false }
            current = parent
        }
        return true
    }

    // MARK: Adding and removing

    /// Adds an active constraint installed on `container`. A constraint that cannot hold with the required ones is
    /// broken and logged, as UIKit does; it stays active.
    func add(_ constraint: NSLayoutConstraint, in container: UIView) {
        guard !needsRebuild, constraint.engineRecord == nil else { return }
        releaseExercisedVariables()
        guard let first = expression(constraint.firstItem, constraint.firstAttribute, in: container) else { return }
        var lhs = first
        let c = Double(constraint.constant)
        if constraint.hasSecondItem {
            guard let second = expression(constraint.secondItem, constraint.secondAttribute, in: container) else {
                return
            }
            lhs = lhs - second * Double(constraint.multiplier)
        }
        let base = lhs.constant
        lhs.constant = base - c
        let solverConstraint = Constraint(lhs, constraint.relation.solverRelation, strength: constraint.strength)
        do {
            try solver.addConstraint(solverConstraint)
            constraint.engineRecord = ConstraintRecord(solverConstraint: solverConstraint, baseConstant: base)
            registerConstraint(solverConstraint, constraint)
        } catch {
            constraint.engineRecord = ConstraintRecord(solverConstraint: nil, baseConstant: base)
            markBroken(constraint)
            if !constraint.wasReportedBroken {
                constraint.wasReportedBroken = true
                reportUnsatisfiable(error, breaking: constraint.description(active: true))
            }
        }
    }

    /// Removes a constraint that is being deactivated, then tries again the constraints it broke.
    func remove(_ constraint: NSLayoutConstraint) {
        guard let record = constraint.engineRecord else { return }
        releaseExercisedVariables()
        constraint.engineRecord = nil
        if let solverConstraint = record.solverConstraint {
            try? solver.removeConstraint(solverConstraint)
            unregisterConstraint(solverConstraint)
            retryBroken()
        } else {
            unmarkBroken(constraint)
        }
        requestUpdate()
    }

    private func retryBroken() {
        guard !broken.isEmpty else { return }
        let candidates = broken
        for constraint in candidates {
            guard let container = constraint.installedOn, let record = constraint.engineRecord,
                record.solverConstraint == nil
            else { continue }
            unmarkBroken(constraint)
            constraint.engineRecord = nil
            add(constraint, in: container)
        }
    }

    /// The constant of an active constraint changed: the solver follows in place.
    func constantDidChange(_ constraint: NSLayoutConstraint) {
        guard !needsRebuild, let record = constraint.engineRecord else { return }
        requestUpdate()
        guard let solverConstraint = record.solverConstraint else { return }
        do {
            try solver.updateConstant(of: solverConstraint, to: record.baseConstant - Double(constraint.constant))
        } catch {
            reportUnsatisfiable(error, breaking: constraint.description(active: true))
        }
    }

    /// The priority of an active constraint changed: it is removed and added again with its new strength.
    func priorityDidChange(_ constraint: NSLayoutConstraint) {
        guard !needsRebuild, constraint.engineRecord != nil, let container = constraint.installedOn else { return }
        remove(constraint)
        add(constraint, in: container)
        requestUpdate()
    }

    private func registerConstraint(_ solverConstraint: Constraint, _ constraint: NSLayoutConstraint) {
        constraintOfSolverConstraint[ObjectIdentifier(solverConstraint)] = constraint
    }

    private func unregisterConstraint(_ solverConstraint: Constraint) {
        constraintOfSolverConstraint[ObjectIdentifier(solverConstraint)] = nil
    }

    // MARK: Unsatisfiable constraints

    /// Logs what UIKit logs when constraints cannot all hold, naming the conflicting constraints and the one broken.
    func reportUnsatisfiable(_ error: SolverError, breaking broken: String) {
        var lines: [String] = []
        if case .unsatisfiable(_, let conflicting) = error {
            for solverConstraint in conflicting { lines.append(describe(solverConstraint)) }
            lines.append(broken)
        } else {
            lines.append("\(broken): \(error.localizedDescription)")
        }
        LayoutLog.report(UnsatisfiableConstraintsMessage(constraints: lines, broken: broken).text)
    }

    /// A solver constraint as UIKit would name it: the Auto Layout constraint it stands for, or the autoresizing-mask,
    /// content-size or guide constraint the engine made (found by search: this runs only for messages).
    func describe(_ solverConstraint: Constraint) -> String {
        if let constraint = constraintOfSolverConstraint[ObjectIdentifier(solverConstraint)] {
            return constraint.description(active: true)
        }
        for item in items {
            let name = LayoutItems.name(of: item.view ?? item.guide)
            let parts = ["minX", "minY", "width", "height"]
            if let index = item.frameConstraints.firstIndex(where: { $0 === solverConstraint }) {
                let f = item.fixedFrame
                let value = [f.minX, f.minY, f.width, f.height][index]
                return "<NSAutoresizingMaskLayoutConstraint \(name).\(parts[index]) == \(ObjectDescription.number(value))>"
            }
            if let index = item.contentConstraints.firstIndex(where: { $0 === solverConstraint }) {
                let horizontal = index < 2
                let value = horizontal ? item.contentSize.width : item.contentSize.height
                let kind = index % 2 == 0 ? "CompressionResistance" : "Hug"
                let priority = item.contentPriorities.indices.contains(index) ? item.contentPriorities[index] : .required
                return "<NSContentSizeLayoutConstraint \(name).\(horizontal ? "width" : "height") "
                    + "\(solverConstraint.relation) \(ObjectDescription.number(value)) \(kind):\(priority)>"
            }
            if let index = item.guideConstraints.firstIndex(where: { $0 === solverConstraint }) {
                return "<\(name).\(parts[index]) follows \(LayoutItems.name(of: item.guide?.owningView))>"
            }
        }
        return solverConstraint.description
    }

    // MARK: Reading the solution

    /// The item's frame in the current solution, in its superview's (or owning view's) coordinates.
    func frame(of item: Item) -> CGRect {
        CGRect(
            x: solver.value(of: item.minX), y: solver.value(of: item.minY), width: solver.value(of: item.width),
            height: solver.value(of: item.height))
    }

    /// Whether some variable of the item can move without making any constraint worse: the constraints do not
    /// determine it. Checked by pulling each variable both ways with an edit variable weaker than any constraint.
    func isAmbiguous(_ item: Item) -> Bool {
        if needsRebuild { update() }
        for variable in [item.minX, item.minY, item.width, item.height] where probe(variable, keep: false) {
            return true
        }
        return false
    }

    /// Moves the item to another solution that satisfies the constraints as well, where they leave it free; returns
    /// whether anything moved.
    @discardableResult
    func exerciseAmbiguity(_ item: Item) -> Bool {
        if needsRebuild { update() }
        var moved = false
        for variable in [item.minX, item.minY, item.width, item.height] where probe(variable, keep: true) {
            moved = true
        }
        if moved { requestUpdate() }
        return moved
    }

    /// Whether `variable` moves when pulled 100 points either way at a strength below every constraint (UIKit's
    /// constraints have priorities of at least 1); with `keep`, the pull that moved it stays, until the next rebuild,
    /// so that the view shows its other position. A variable already pulled that way is ambiguous.
    private func probe(_ variable: Variable, keep: Bool) -> Bool {
        if solver.hasEditVariable(variable) { return true }
        let start = solver.value(of: variable)
        // The lowest priority, with a weight that no constraint at that priority goes below.
        let weakest = Strength(priority: 1, weight: 1e-6)
        guard (try? solver.addEditVariable(variable, strength: weakest)) != nil else { return false }
        for offset in [100.0, -100.0] {
            try? solver.suggestValue(start + offset, for: variable)
            if abs(solver.value(of: variable) - start) > 1e-6 {
                if keep {
                    exercisedVariables.append(variable)
                } else {
                    try? solver.suggestValue(start, for: variable)
                    try? solver.removeEditVariable(variable)
                }
                return true
            }
        }
        try? solver.suggestValue(start, for: variable)
        try? solver.removeEditVariable(variable)
        return false
    }

    private func releaseExercisedVariables() {
        guard !exercisedVariables.isEmpty else { return }
        for variable in exercisedVariables { try? solver.removeEditVariable(variable) }
        exercisedVariables.removeAll()
    }

    private func markBroken(_ constraint: NSLayoutConstraint) {
        if !broken.contains(where: { $0 === constraint }) { broken.append(constraint) }
    }

    private func unmarkBroken(_ constraint: NSLayoutConstraint) {
        broken.removeAll { $0 === constraint }
    }

    /// Whether the constraint is active but broken, because it conflicted with required constraints.
    func isBroken(_ constraint: NSLayoutConstraint) -> Bool {
        constraint.engineRecord != nil && constraint.engineRecord?.solverConstraint == nil
    }
}

extension NSLayoutConstraint.Relation {
    var solverRelation: TactileLayoutSolver.Relation {
        switch self {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}

extension NSLayoutConstraint {
    /// The solver strength of the constraint's priority.
    var strength: Strength { Strength(priority: Double(priority.clamped.rawValue)) }
}
