import Foundation

/// How a stack view arranges its views along its axis: the constraints it makes from its distribution and spacing,
/// and those that collapse hidden views.
///
/// The stack view makes real constraints, as UIKit's does, rather than setting frames itself: they take part in
/// the hierarchy's layout like any other, so constraints of your own on the arranged views (a width, an aspect
/// ratio, an edge lined up with a view outside the stack) combine with the stack's, a stack view that nothing
/// else sizes takes its views' size, and stacks nest. They are installed on the stack view, named as UIKit names
/// them (`UISV-spacing`, `UISV-canvas-connection`, …), and replaced as a set each time something changes: that
/// costs a few dozen constraint additions, against the cost of a layout engine that would have to follow each
/// property.
extension UIStackView {
    /// The priorities of the optional constraints the stack makes. UIKit's stack view uses the same values, so that
    /// code that sets priorities around them (a view's hugging priority, a constraint of its own at 999) sees the
    /// same outcome.
    enum ArrangementPriority {
        /// Across the axis, where the alignment leaves a view's size free (every alignment but fill): the size 0,
        /// so that a view with no intrinsic size is not ambiguous; its content size and constraints outweigh it.
        static let ambiguitySuppression = UILayoutPriority(25)
        /// The baseline alignments: each view's top (or bottom) toward the stack's, so that the highest (or lowest)
        /// view touches it when the stack is taller than its views.
        static let baselineEdge = UILayoutPriority(48)
        /// The equal distributions: the stack's size along its axis toward 0, so that a stack that nothing else
        /// sizes keeps its spaces at their minimum.
        static let axisFit = UILayoutPriority(49)
        /// Every alignment but fill: the stack's size across its axis toward 0, so that a stack that nothing else
        /// sizes is as large as its largest view. Above `fittingSizeLevel`, as in UIKit.
        static let crossFit = UILayoutPriority(51)
        /// Equal centering: the distances between centres equal, from 150 down, the first distance strongest. Below
        /// the hugging and compression resistance of the views, which keep their sizes.
        static let equalCentering = UILayoutPriority(150)
        /// Fill proportionally: the views' sizes in proportion; below required, so that a required size of your own
        /// wins.
        static let proportional = UILayoutPriority(999)
    }

    /// The attributes of one axis: edges, centre and size.
    struct AxisAttributes {
        let leading: NSLayoutConstraint.Attribute
        let trailing: NSLayoutConstraint.Attribute
        let center: NSLayoutConstraint.Attribute
        let size: NSLayoutConstraint.Attribute

        init(_ axis: NSLayoutConstraint.Axis) {
            switch axis {
            case .horizontal: (leading, trailing, center, size) = (.leading, .trailing, .centerX, .width)
            case .vertical: (leading, trailing, center, size) = (.top, .bottom, .centerY, .height)
            }
        }
    }

    /// The view or guide the views are arranged in: the stack view, or its margins guide.
    var arrangementArea: AnyObject { isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self }

    /// Replaces the stack's constraints with ones made from its current properties and arranged views.
    func arrange() {
        needsArrangement = false
        removeConstraints(arrangementConstraints)
        arrangementConstraints = makeArrangementConstraints()
        addConstraints(arrangementConstraints)
    }

    /// The constraints of the current arrangement, along the axis then across it.
    func makeArrangementConstraints() -> [NSLayoutConstraint] {
        let views = arrangedStorage
        let visible = views.filter { !$0.isHidden }
        keepDistributionGuides(visible.count - 1)
        guard !views.isEmpty else { return [] }
        // Where the views' hugging or compression resistance priorities tie, the engine stretches or shrinks the
        // view whose content constraints weigh least: the first one, as UIKit's stack view does.
        for (index, view) in visible.enumerated() { view.setContentWeight(1 + Double(index) / 1024) }
        for view in views where view.isHidden { view.setContentWeight(1) }
        let along = AxisAttributes(axis)
        let across = AxisAttributes(axis == .horizontal ? .vertical : .horizontal)
        var constraints = distributionConstraints(visible, along)
        constraints += hidingConstraints(views, along, across)
        constraints += alignmentConstraints(visible, across)
        if visible.isEmpty {
            // Every view is hidden: a stack that nothing else sizes shrinks to nothing.
            constraints.append(make("UISV-canvas-fit", self, along.size, priority: ArrangementPriority.axisFit))
            constraints.append(make("UISV-spanning-fit", self, across.size, priority: ArrangementPriority.crossFit))
        }
        return constraints
    }

    /// `item1.attribute1 relation item2.attribute2 × multiplier + constant`, named and prioritised; with no second
    /// item, `item1.attribute1 relation constant`.
    func make(
        _ identifier: String, _ item1: AnyObject, _ attribute1: NSLayoutConstraint.Attribute,
        _ relation: NSLayoutConstraint.Relation = .equal, _ item2: AnyObject? = nil,
        _ attribute2: NSLayoutConstraint.Attribute = .notAnAttribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
        priority: UILayoutPriority = .required
    ) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(
            item: item1, attribute: attribute1, relatedBy: relation, toItem: item2,
            attribute: item2 == nil ? .notAnAttribute : attribute2, multiplier: multiplier, constant: constant)
        constraint.priority = priority
        constraint.identifier = identifier
        return constraint
    }

    // MARK: Along the axis

    /// The first visible view starts at the area's leading edge, the last ends at its trailing edge, and each
    /// follows the one before it by its spacing: exactly for the filling distributions, at least for the equal
    /// ones; then what the distribution adds.
    private func distributionConstraints(_ visible: [UIView], _ along: AxisAttributes) -> [NSLayoutConstraint] {
        guard let first = visible.first, let last = visible.last else { return [] }
        let area = arrangementArea
        var constraints = [
            make("UISV-canvas-connection", first, along.leading, .equal, area, along.leading),
            make("UISV-canvas-connection", last, along.trailing, .equal, area, along.trailing),
        ]
        let equal = distribution == .equalSpacing || distribution == .equalCentering
        let edges = spacingEdges(along)
        for (previous, next) in zip(visible, visible.dropFirst()) {
            constraints.append(
                make(
                    "UISV-spacing", next, edges.before, equal ? .greaterThanOrEqual : .equal, previous, edges.after,
                    constant: resolvedSpacing(after: previous)))
        }
        switch distribution {
        case .fill:
            break
        case .fillEqually:
            for view in visible.dropFirst() {
                constraints.append(make("UISV-fill-equally", view, along.size, .equal, first, along.size))
            }
        case .fillProportionally:
            constraints += proportionalConstraints(visible, along)
        case .equalSpacing, .equalCentering:
            constraints += equalDistributionConstraints(visible, along)
        }
        return constraints
    }

    /// The attributes a space runs between: the trailing edge of one view and the leading edge of the next, or,
    /// in a vertical stack with ``isBaselineRelativeArrangement``, the last baseline and the first baseline.
    private func spacingEdges(
        _ along: AxisAttributes
    ) -> (after: NSLayoutConstraint.Attribute, before: NSLayoutConstraint.Attribute) {
        if isBaselineRelativeArrangement && axis == .vertical { return (.lastBaseline, .firstBaseline) }
        return (along.trailing, along.leading)
    }

    /// Fill proportionally: each view with an intrinsic size along the axis is sized in proportion to the first
    /// such view. Relating the views to each other rather than to the stack keeps the proportions whatever the
    /// spacing, and leaves a view with no intrinsic size to take what is left, as in fill.
    private func proportionalConstraints(_ visible: [UIView], _ along: AxisAttributes) -> [NSLayoutConstraint] {
        let sized = visible.compactMap { view -> (view: UIView, length: CGFloat)? in
            let size = view.intrinsicContentSize
            let length = axis == .horizontal ? size.width : size.height
            return length > 0 && length.isFinite ? (view, length) : nil
        }
        guard let reference = sized.first else { return [] }
        return sized.dropFirst().map { entry in
            make(
                "UISV-fill-proportionally", entry.view, along.size, .equal, reference.view, along.size,
                multiplier: entry.length / reference.length, priority: ArrangementPriority.proportional)
        }
    }

    /// Equal spacing and equal centering: a guide spans each space (from one view's trailing edge to the next
    /// one's leading edge) or each distance between centres, and the guides are made the same size: always for
    /// spaces, where the spacing allows for centres. The stack shrinks to its minimum where nothing else sizes it.
    private func equalDistributionConstraints(
        _ visible: [UIView], _ along: AxisAttributes
    ) -> [NSLayoutConstraint] {
        let guides = distributionGuides
        guard let firstGuide = guides.first, visible.count >= 2 else { return [] }
        let centering = distribution == .equalCentering
        let edges = spacingEdges(along)
        var constraints: [NSLayoutConstraint] = []
        for (index, guide) in guides.prefix(visible.count - 1).enumerated() {
            let previous = visible[index]
            let next = visible[index + 1]
            constraints.append(
                make(
                    "UISV-distributing-edge", guide, along.leading, .equal, previous,
                    centering ? along.center : edges.after))
            constraints.append(
                make(
                    "UISV-distributing-edge", guide, along.trailing, .equal, next,
                    centering ? along.center : edges.before))
            guard index > 0 else { continue }
            // Decreasing priorities make equal centering that cannot hold everywhere give way from the last
            // distance first, the same way every time.
            let priority =
                centering
                ? ArrangementPriority.equalCentering - Float(index - 1) / Float(guides.count) : .required
            constraints.append(
                make("UISV-distributing", guide, along.size, .equal, firstGuide, along.size, priority: priority))
        }
        constraints.append(make("UISV-canvas-fit", self, along.size, priority: ArrangementPriority.axisFit))
        return constraints
    }

    /// Keeps `count` distribution guides for the equal distributions. Guides are added as needed; they are removed
    /// only when the stack needs none, so that hiding and showing a view does not rebuild the hierarchy's layout.
    private func keepDistributionGuides(_ count: Int) {
        let needed = distribution == .equalSpacing || distribution == .equalCentering ? Swift.max(0, count) : 0
        if needed == 0 {
            for guide in distributionGuides { removeLayoutGuide(guide) }
            distributionGuides.removeAll()
            return
        }
        while distributionGuides.count < needed {
            let guide = UILayoutGuide()
            guide.identifier = "UISV-distributing"
            addLayoutGuide(guide)
            distributionGuides.append(guide)
        }
    }

    // MARK: Hidden views

    /// A hidden view takes no space and no spacing: it is left out of the chain of visible views, so that the others
    /// close up whatever its own constraints say, sized 0 along the axis (required, as in UIKit: a required size of
    /// its own conflicts with it, and one of the two is broken and logged) and placed where it would be, after the
    /// visible view before it. Across the axis it keeps the alignment's edge or centre but not the stack's size, so
    /// that it does not make the stack larger.
    private func hidingConstraints(
        _ views: [UIView], _ along: AxisAttributes, _ across: AxisAttributes
    ) -> [NSLayoutConstraint] {
        let area = arrangementArea
        var constraints: [NSLayoutConstraint] = []
        var previousVisible: UIView?
        for view in views {
            guard view.isHidden else {
                previousVisible = view
                continue
            }
            constraints.append(make("UISV-hiding", view, along.size))
            if let previousVisible {
                constraints.append(make("UISV-hiding", view, along.leading, .equal, previousVisible, along.trailing))
            } else {
                constraints.append(make("UISV-hiding", view, along.leading, .equal, area, along.leading))
            }
            let edge: NSLayoutConstraint.Attribute
            switch effectiveAlignment {
            case .fill, .leading, .firstBaseline: edge = across.leading
            case .center: edge = across.center
            case .trailing, .lastBaseline: edge = across.trailing
            }
            constraints.append(make("UISV-alignment", view, edge, .equal, area, edge))
            constraints.append(
                make(
                    "UISV-ambiguity-suppression", view, across.size,
                    priority: ArrangementPriority.ambiguitySuppression))
        }
        return constraints
    }
}
