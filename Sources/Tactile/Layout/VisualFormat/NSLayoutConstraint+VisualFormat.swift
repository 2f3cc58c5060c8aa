import Foundation

/// The constraints of a line of Auto Layout's visual format language.
extension NSLayoutConstraint {
    /// The standard space between a view and its superview's edge in a visual format (`|-[view]`): 20 points, as
    /// Apple's guide gives it.
    static let visualFormatSuperviewSpacing: CGFloat = 20

    /// The constraints that a line of the visual format language describes (UIKit:
    /// `constraints(withVisualFormat:options:metrics:views:)`), inactive: activate them with
    /// ``activate(_:)``.
    ///
    /// `views` maps the names in the format to views (or layout guides); `metrics` maps other names to numbers.
    /// `options` aligns the views of the line (an attribute across the line's axis) and picks the direction of a
    /// horizontal line. A dash alone is the standard spacing: 8 points between views, 20 to the superview's edge.
    ///
    /// Deliberate difference: where UIKit raises an exception for a format it cannot parse (or a name that is not
    /// in the dictionaries, or an alignment along the line's own axis), Tactile logs the message, with a caret under
    /// the place, through ``LayoutLog/handler`` and returns no constraints.
    public class func constraints(
        withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?,
        views: [String: Any]
    ) -> [NSLayoutConstraint] {
        do {
            let parsed = try VisualFormat(parsing: format, metrics: metrics, views: views)
            return try VisualFormatBuilder(format: parsed, text: format, options: opts, views: views).constraints()
        } catch let error as VisualFormatError {
            LayoutLog.report(error.description)
        } catch {
            LayoutLog.report("Unable to make constraints from the format \"\(format)\": \(error.localizedDescription)")
        }
        return []
    }
}

/// What the visual format builder refuses after parsing: a name that is not a view or guide, a missing superview, an
/// alignment along the line's axis.
struct VisualFormatBuildError: Error, LocalizedError {
    var message: String
    var errorDescription: String? { message }
}

/// Turns a parsed format into constraints.
@MainActor
struct VisualFormatBuilder {
    let format: VisualFormat
    let text: String
    let options: NSLayoutConstraint.FormatOptions
    let views: [String: Any]

    func constraints() throws -> [NSLayoutConstraint] {
        let horizontal = format.axis == .horizontal
        let leftToRight = options.contains(.directionLeftToRight) || options.contains(.directionRightToLeft)
        let rightToLeft = options.contains(.directionRightToLeft)
        let start: NSLayoutConstraint.Attribute = horizontal ? (leftToRight ? (rightToLeft ? .right : .left) : .leading) : .top
        let end: NSLayoutConstraint.Attribute = horizontal ? (leftToRight ? (rightToLeft ? .left : .right) : .trailing) : .bottom
        // Right to left: the line reads from the right edge.
        let sign: CGFloat = rightToLeft ? -1 : 1
        let size: NSLayoutConstraint.Attribute = horizontal ? .width : .height
        let baselines = !horizontal && options.contains(.spacingBaselineToBaseline)

        let items = try format.views.map { try item(named: $0.name) }
        var result: [NSLayoutConstraint] = []

        // Sizes: `[a(>=50,==b@750)]`.
        for (index, view) in format.views.enumerated() {
            for predicate in view.sizePredicates {
                result.append(try make(items[index], size, predicate, other: { try item(named: $0) }, otherAttribute: size))
            }
        }

        // Connections, in reading order.
        var connections = format.connections[...]
        if format.startsAtSuperview, let first = connections.popFirst() {
            let superview = try superview(of: items[0])
            result += try connect(
                first, from: (superview, start), to: (items[0], start), sign: sign,
                standard: NSLayoutConstraint.visualFormatSuperviewSpacing)
        }
        for index in 0..<max(0, items.count - 1) {
            guard let connection = connections.popFirst() else { break }
            result += try connect(
                connection, from: (items[index], baselines ? .lastBaseline : end),
                to: (items[index + 1], baselines ? .firstBaseline : start), sign: sign, standard: systemSiblingSpacing)
        }
        if format.endsAtSuperview, let last = connections.popFirst(), let lastItem = items.last {
            let superview = try superview(of: lastItem)
            result += try connect(
                last, from: (lastItem, end), to: (superview, end), sign: sign,
                standard: NSLayoutConstraint.visualFormatSuperviewSpacing)
        }

        // Alignment across the line: each view with the next.
        let alignments: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
            (.alignAllFirstBaseline, .firstBaseline),
        ]
        for (option, attribute) in alignments where options.contains(option) {
            if attribute.axis == (horizontal ? .horizontal : .vertical) {
                throw VisualFormatBuildError(
                    message: "Unable to parse constraint format: the option aligns \(attribute.name), which lies "
                        + "along the line of \"\(text)\"; align across it (for a \(horizontal ? "horizontal" : "vertical") "
                        + "line, \(horizontal ? "top, bottom, centerY or a baseline" : "leading, trailing, left, right or centerX")).")
            }
            for index in 0..<max(0, items.count - 1) {
                result.append(
                    NSLayoutConstraint(
                        item: items[index + 1], attribute: attribute, relatedBy: .equal, toItem: items[index],
                        attribute: attribute, multiplier: 1, constant: 0))
            }
        }
        return result
    }

    /// The constraints of one connection: `to.attribute == from.attribute + spacing` for each predicate.
    private func connect(
        _ connection: VisualFormat.Connection, from: (AnyObject, NSLayoutConstraint.Attribute),
        to: (AnyObject, NSLayoutConstraint.Attribute), sign: CGFloat, standard: CGFloat
    ) throws -> [NSLayoutConstraint] {
        let predicates: [VisualFormat.Predicate]
        switch connection {
        case .flush: predicates = [VisualFormat.Predicate(.equal, .constant(0))]
        case .standard: predicates = [VisualFormat.Predicate(.equal, .constant(Double(standard)))]
        case .predicates(let list): predicates = list
        }
        return try predicates.map { predicate in
            guard case .constant(let value) = predicate.object else {
                throw VisualFormatBuildError(message: "Unable to parse constraint format: a spacing must be a number.")
            }
            // Left to right, `to − from relation value` (`to` first, so that `>=` keeps its sense); right to left,
            // the line reads from the right edge, so `from − to relation value`.
            let (first, second) = sign < 0 ? (from, to) : (to, from)
            return NSLayoutConstraint(
                item: first.0, attribute: first.1, relatedBy: predicate.relation.layoutRelation, toItem: second.0,
                attribute: second.1, multiplier: 1, constant: CGFloat(value)
            ).withPriority(predicate.priority)
        }
    }

    private func make(
        _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, _ predicate: VisualFormat.Predicate,
        other: (String) throws -> AnyObject, otherAttribute: NSLayoutConstraint.Attribute
    ) throws -> NSLayoutConstraint {
        let constraint: NSLayoutConstraint
        switch predicate.object {
        case .constant(let value):
            constraint = NSLayoutConstraint(
                item: item, attribute: attribute, relatedBy: predicate.relation.layoutRelation, toItem: nil,
                attribute: .notAnAttribute, multiplier: 1, constant: CGFloat(value))
        case .view(let name):
            constraint = NSLayoutConstraint(
                item: item, attribute: attribute, relatedBy: predicate.relation.layoutRelation, toItem: try other(name),
                attribute: otherAttribute, multiplier: 1, constant: 0)
        }
        return constraint.withPriority(predicate.priority)
    }

    private func item(named name: String) throws -> AnyObject {
        let value = views[name]
        if let view = value as? UIView { return view }
        if let guide = value as? UILayoutGuide { return guide }
        throw VisualFormatBuildError(
            message: "Unable to parse constraint format: \"\(name)\" in \"\(text)\" is not a view or a layout guide "
                + "(it is \(value.map { String(describing: type(of: $0)) } ?? "missing")).")
    }

    private func superview(of item: AnyObject) throws -> UIView {
        if let view = item as? UIView, let superview = view.superview { return superview }
        if let guide = item as? UILayoutGuide, let owner = guide.owningView { return owner }
        throw VisualFormatBuildError(
            message: "Unable to parse constraint format: \"\(text)\" refers to the superview (`|`) of a view that has "
                + "none; add the view to its superview first.")
    }
}

extension VisualFormat.Predicate.Relation {
    var layoutRelation: NSLayoutConstraint.Relation {
        switch self {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}

extension NSLayoutConstraint {
    /// The constraint with `priority`, when one is given.
    fileprivate func withPriority(_ priority: Float?) -> NSLayoutConstraint {
        if let priority { self.priority = UILayoutPriority(priority) }
        return self
    }
}
