import Foundation

// How constraints, their items and attributes are named in descriptions and messages, as UIKit names them:
// `<NSLayoutConstraint:0x… UILabel:0x….leading == UIView:0x….leadingMargin + 8   (active)>`.

extension NSLayoutConstraint: @MainActor CustomStringConvertible, @MainActor CustomDebugStringConvertible {
    /// `<NSLayoutConstraint:0x… 'identifier' first.attribute == multiplier*second.attribute + constant @priority
    /// (active)>`, as UIKit prints a constraint.
    public var description: String { description(active: isActive) }

    /// The same as ``description``.
    public var debugDescription: String { description }

    func description(active: Bool) -> String {
        var text = "<NSLayoutConstraint:\(ObjectDescription.address(self)) "
        if let identifier { text += "'\(identifier)' " }
        text += LayoutItems.name(of: firstItem) + "." + firstAttribute.name + " " + relation.symbol
        let c = constant
        if hasSecondItem {
            text += " "
            if multiplier != 1 { text += ObjectDescription.number(multiplier) + "*" }
            text += LayoutItems.name(of: secondItem) + "." + secondAttribute.name
            if c != 0 { text += (c < 0 ? " - " : " + ") + ObjectDescription.number(abs(c)) }
        } else {
            text += " " + ObjectDescription.number(c)
        }
        if priority != .required { text += " @\(priority)" }
        if active { text += "   (active)" }
        return text + ">"
    }
}

extension NSLayoutConstraint.Relation {
    /// `==`, `<=` or `>=`.
    var symbol: String {
        switch self {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}

extension NSLayoutConstraint.Attribute {
    /// The attribute as UIKit prints it (`leading`, `centerXWithinMargins`).
    var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }

    /// The axis the attribute lies on; nil for ``notAnAttribute``.
    var axis: NSLayoutConstraint.Axis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins:
            .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
            .centerYWithinMargins:
            .vertical
        case .notAnAttribute:
            nil
        }
    }

    /// Whether the attribute is a width or a height (not a position).
    var isSize: Bool { self == .width || self == .height }

    /// Whether the attribute is one of the margin attributes, measured from the layout margins.
    var isMarginRelative: Bool { rawValue >= 13 && rawValue <= 20 }

    /// The edge or centre a margin attribute measures, of the margins guide.
    var withoutMargins: NSLayoutConstraint.Attribute {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: self
        }
    }

    /// Whether the attribute is named by reading direction (leading, trailing and their margins).
    var isDirectional: Bool {
        self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
    }

    /// Whether the attribute is a left or right edge (or its margin).
    var isAbsoluteHorizontalEdge: Bool {
        self == .left || self == .right || self == .leftMargin || self == .rightMargin
    }
}

/// Naming and finding the items of constraints: views, and layout guides through their owning views.
@MainActor
enum LayoutItems {
    /// `UIView:0x…`, `UILabel:0x…`, or `UILayoutGuide:0x…'UIViewSafeAreaLayoutGuide'`, as UIKit names items.
    static func name(of item: AnyObject?) -> String {
        guard let item else { return "(null)" }
        let base = ObjectDescription.typeName(item) + ":" + ObjectDescription.address(item)
        if let guide = item as? UILayoutGuide, !guide.identifier.isEmpty { return base + "'\(guide.identifier)'" }
        return base
    }

    /// The view an item lays out in: the view itself, or a guide's owning view.
    static func view(of item: AnyObject?) -> UIView? {
        if let view = item as? UIView { return view }
        if let guide = item as? UILayoutGuide { return guide.owningView }
        return nil
    }

    /// The view a constraint is installed on when activated: the closest common ancestor of its items' views (for
    /// a constraint with one item, that item's view). Nil when the items share no ancestor or one was freed.
    static func commonContainer(of constraint: NSLayoutConstraint) -> UIView? {
        guard let first = view(of: constraint.firstItem) else { return nil }
        guard constraint.hasSecondItem else { return first }
        guard let second = view(of: constraint.secondItem) else { return nil }
        return closestCommonAncestor(first, second)
    }

    static func closestCommonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
        var candidate: UIView? = a
        while let view = candidate {
            if b.isDescendant(of: view) { return view }
            candidate = view.superview
        }
        return nil
    }
}
