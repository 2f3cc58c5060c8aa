import Foundation
import TactileLayoutSolver

/// `systemLayoutSizeFitting(_:)`: the size an item's constraints allow nearest a target, found in the engine itself
/// and undone before returning, so that the solution the views show does not change.
extension LayoutEngine {
    func fittingSize(
        of item: Item, view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
    ) -> CGSize {
        // A view held to its frame lets go of its size while it is measured, and is sized by its content instead.
        var suspended: [Constraint] = []
        var temporary: [Constraint] = []
        if item.frameConstraints.count == 4 {
            for constraint in item.frameConstraints[2...] where solver.hasConstraint(constraint) {
                try? solver.removeConstraint(constraint)
                suspended.append(constraint)
            }
            let size = view.intrinsicContentSize
            let parts: [(Variable, CGFloat, NSLayoutConstraint.Axis)] = [
                (item.width, size.width, .horizontal), (item.height, size.height, .vertical),
            ]
            for (variable, value, axis) in parts where value != UIView.noIntrinsicMetric && value.isFinite {
                let resist = view.contentCompressionResistancePriority(for: axis)
                let hug = view.contentHuggingPriority(for: axis)
                temporary.append(
                    Constraint(variable, .greaterThanOrEqual, Double(value), strength: strength(resist)))
                temporary.append(Constraint(variable, .lessThanOrEqual, Double(value), strength: strength(hug)))
            }
        }
        temporary.append(Constraint(item.width, .equal, Double(target.width), strength: strength(horizontal)))
        temporary.append(Constraint(item.height, .equal, Double(target.height), strength: strength(vertical)))
        var added: [Constraint] = []
        for constraint in temporary where (try? solver.addConstraint(constraint)) != nil { added.append(constraint) }
        let size = CGSize(width: solver.value(of: item.width), height: solver.value(of: item.height))
        for constraint in added { try? solver.removeConstraint(constraint) }
        for constraint in suspended { try? solver.addConstraint(constraint) }
        return size
    }

    private func strength(_ priority: UILayoutPriority) -> Strength {
        Strength(priority: Double(priority.clamped.rawValue))
    }
}
