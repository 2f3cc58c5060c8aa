import Foundation

/// How a stack view places its visible views across its axis: the constraints it makes from its alignment.
///
/// Fill pins both edges of each view to the stack's. Every other alignment pins one edge (or the centre, or the
/// baselines) and only keeps the other inside the stack with an inequality, as UIKit's does; the stack then
/// shrinks toward its largest view at a low priority, so that a stack that nothing else sizes is as large as its
/// largest view, and a stack that is sized leaves the views their own sizes.
extension UIStackView {
    /// The alignment the constraints follow: a vertical stack has no baselines to line up across its axis, so the
    /// baseline alignments act there as leading and trailing (UIKit documents them for horizontal stacks only).
    var effectiveAlignment: Alignment {
        guard axis == .vertical else { return alignment }
        switch alignment {
        case .firstBaseline: return .leading
        case .lastBaseline: return .trailing
        default: return alignment
        }
    }

    /// The alignment constraints of the visible views.
    func alignmentConstraints(_ visible: [UIView], _ across: AxisAttributes) -> [NSLayoutConstraint] {
        guard let reference = visible.first else { return [] }
        let area = arrangementArea
        let alignment = effectiveAlignment
        var constraints: [NSLayoutConstraint] = []
        if alignment != .fill {
            constraints.append(
                make("UISV-spanning-fit", self, across.size, priority: ArrangementPriority.crossFit))
        }
        for view in visible {
            switch alignment {
            case .fill:
                constraints.append(make("UISV-alignment", view, across.leading, .equal, area, across.leading))
                constraints.append(make("UISV-alignment", view, across.trailing, .equal, area, across.trailing))
            case .leading:
                constraints.append(make("UISV-alignment", view, across.leading, .equal, area, across.leading))
                constraints.append(
                    make("UISV-spanning-boundary", view, across.trailing, .lessThanOrEqual, area, across.trailing))
            case .trailing:
                constraints.append(make("UISV-alignment", view, across.trailing, .equal, area, across.trailing))
                constraints.append(
                    make("UISV-spanning-boundary", view, across.leading, .greaterThanOrEqual, area, across.leading))
            case .center:
                constraints.append(make("UISV-alignment", view, across.center, .equal, area, across.center))
                constraints.append(
                    make("UISV-spanning-boundary", view, across.leading, .greaterThanOrEqual, area, across.leading))
            case .firstBaseline, .lastBaseline:
                constraints += baselineConstraints(view, reference, across, first: alignment == .firstBaseline)
            }
            if alignment != .fill {
                constraints.append(
                    make(
                        "UISV-ambiguity-suppression", view, across.size,
                        priority: ArrangementPriority.ambiguitySuppression))
            }
        }
        return constraints
    }

    /// A baseline alignment in a horizontal stack: the view's baseline on the first view's, the view inside the
    /// stack, and its top (or bottom) pulled toward the stack's, so that the views sit at the top (or bottom) of a
    /// stack taller than they are.
    private func baselineConstraints(
        _ view: UIView, _ reference: UIView, _ across: AxisAttributes, first: Bool
    ) -> [NSLayoutConstraint] {
        let area = arrangementArea
        let baseline: NSLayoutConstraint.Attribute = first ? .firstBaseline : .lastBaseline
        var constraints: [NSLayoutConstraint] = []
        if view !== reference {
            constraints.append(make("UISV-alignment", view, baseline, .equal, reference, baseline))
        }
        constraints.append(
            make("UISV-spanning-boundary", view, across.leading, .greaterThanOrEqual, area, across.leading))
        constraints.append(
            make("UISV-spanning-boundary", view, across.trailing, .lessThanOrEqual, area, across.trailing))
        let edge = first ? across.leading : across.trailing
        constraints.append(
            make("UISV-baseline-edge", view, edge, .equal, area, edge, priority: ArrangementPriority.baselineEdge))
        return constraints
    }
}
