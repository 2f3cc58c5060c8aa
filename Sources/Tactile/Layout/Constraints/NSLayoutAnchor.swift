import Foundation

/// One attribute of a view or layout guide (an edge, a centre, a size), from which constraints are made with
/// ``constraint(equalTo:)`` and its relatives, checked by type: an x-axis anchor relates only to x-axis anchors,
/// a y-axis anchor to y-axis anchors, a dimension to dimensions.
///
/// UIKit counterpart: `NSLayoutAnchor`. Each access to a view's anchor property makes a new anchor object, as in
/// UIKit; anchors compare equal when they name the same attribute of the same item.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject> {
    /// The view or guide the anchor belongs to (UIKit: `item`).
    public var item: AnyObject? { itemReference }
    private weak var itemReference: AnyObject?
    /// The item's identity, for equality (an anchor compares equal to another of the same item and attribute).
    nonisolated let itemIdentity: ObjectIdentifier?
    nonisolated let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        itemReference = item
        itemIdentity = item.map(ObjectIdentifier.init)
        self.attribute = attribute
    }

    /// The item and attribute, as UIKit names them in messages (`UIView:0x….leading`) (UIKit: `name`).
    public var name: String { LayoutItems.name(of: item) + "." + attribute.name }

    /// Whether the constraints leave this attribute undetermined (UIKit: `hasAmbiguousLayout`).
    public var hasAmbiguousLayout: Bool {
        if let view = item as? UIView { return view.hasAmbiguousLayout }
        if let guide = item as? UILayoutGuide { return guide.hasAmbiguousLayout }
        return false
    }

    /// The constraints that involve this anchor's item along its axis (UIKit: `constraintsAffectingLayout`).
    public var constraintsAffectingLayout: [NSLayoutConstraint] {
        let axis = attribute.axis ?? .horizontal
        if let view = item as? UIView { return view.constraintsAffectingLayout(for: axis) }
        if let guide = item as? UILayoutGuide { return guide.constraintsAffectingLayout(for: axis) }
        return []
    }

    /// `self == anchor` (UIKit: `constraint(equalTo:)`). The constraint starts inactive.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: 0)
    }

    /// `self >= anchor` (UIKit: `constraint(greaterThanOrEqualTo:)`).
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: 0)
    }

    /// `self <= anchor` (UIKit: `constraint(lessThanOrEqualTo:)`).
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: 0)
    }

    /// `self == anchor + c` (UIKit: `constraint(equalTo:constant:)`).
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: c)
    }

    /// `self >= anchor + c` (UIKit: `constraint(greaterThanOrEqualTo:constant:)`).
    public func constraint(
        greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: c)
    }

    /// `self <= anchor + c` (UIKit: `constraint(lessThanOrEqualTo:constant:)`).
    public func constraint(
        lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: c)
    }

    func make(
        _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat,
        constant: CGFloat
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            item: item as Any, attribute: attribute, relatedBy: relation, toItem: other?.item,
            attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }
}

extension NSLayoutAnchor: Hashable {
    /// Whether both anchors name the same attribute of the same item.
    public nonisolated static func == (lhs: NSLayoutAnchor, rhs: NSLayoutAnchor) -> Bool {
        lhs.itemIdentity == rhs.itemIdentity && lhs.attribute == rhs.attribute
    }

    /// Hashes the item and attribute (UIKit: `NSObject.hash`).
    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(itemIdentity)
        hasher.combine(attribute)
    }
}

/// The spacing Auto Layout uses between sibling views when code asks for the system spacing (Tactile: 8 points,
/// UIKit's standard spacing between siblings).
let systemSiblingSpacing: CGFloat = 8

/// A horizontal anchor: a leading, trailing, left or right edge, or a horizontal centre.
///
/// UIKit counterpart: `NSLayoutXAxisAnchor`. The system spacing is 8 points. `anchorWithOffset(to:)` is not
/// provided.
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `self == anchor + multiplier × system spacing` (UIKit: `constraint(equalToSystemSpacingAfter:multiplier:)`).
    public func constraint(
        equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: systemSiblingSpacing * multiplier)
    }

    /// `self >= anchor + multiplier × system spacing` (UIKit:
    /// `constraint(greaterThanOrEqualToSystemSpacingAfter:multiplier:)`).
    public func constraint(
        greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: systemSiblingSpacing * multiplier)
    }

    /// `self <= anchor + multiplier × system spacing` (UIKit:
    /// `constraint(lessThanOrEqualToSystemSpacingAfter:multiplier:)`).
    public func constraint(
        lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: systemSiblingSpacing * multiplier)
    }
}

/// A vertical anchor: a top or bottom edge, a baseline, or a vertical centre.
///
/// UIKit counterpart: `NSLayoutYAxisAnchor`. The system spacing is 8 points. `anchorWithOffset(to:)` is not
/// provided.
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// `self == anchor + multiplier × system spacing` (UIKit: `constraint(equalToSystemSpacingBelow:multiplier:)`).
    public func constraint(
        equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: systemSiblingSpacing * multiplier)
    }

    /// `self >= anchor + multiplier × system spacing` (UIKit:
    /// `constraint(greaterThanOrEqualToSystemSpacingBelow:multiplier:)`).
    public func constraint(
        greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: systemSiblingSpacing * multiplier)
    }

    /// `self <= anchor + multiplier × system spacing` (UIKit:
    /// `constraint(lessThanOrEqualToSystemSpacingBelow:multiplier:)`).
    public func constraint(
        lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: systemSiblingSpacing * multiplier)
    }
}

/// A width or a height, which may also be constrained to a constant.
///
/// UIKit counterpart: `NSLayoutDimension`.
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self == c` (UIKit: `constraint(equalToConstant:)`).
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, nil, multiplier: 1, constant: c)
    }

    /// `self >= c` (UIKit: `constraint(greaterThanOrEqualToConstant:)`).
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, nil, multiplier: 1, constant: c)
    }

    /// `self <= c` (UIKit: `constraint(lessThanOrEqualToConstant:)`).
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, nil, multiplier: 1, constant: c)
    }

    /// `self == anchor × m` (UIKit: `constraint(equalTo:multiplier:)`).
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: 0)
    }

    /// `self >= anchor × m` (UIKit: `constraint(greaterThanOrEqualTo:multiplier:)`).
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    /// `self <= anchor × m` (UIKit: `constraint(lessThanOrEqualTo:multiplier:)`).
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    /// `self == anchor × m + c` (UIKit: `constraint(equalTo:multiplier:constant:)`).
    public func constraint(
        equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c)
    }

    /// `self >= anchor × m + c` (UIKit: `constraint(greaterThanOrEqualTo:multiplier:constant:)`).
    public func constraint(
        greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }

    /// `self <= anchor × m + c` (UIKit: `constraint(lessThanOrEqualTo:multiplier:constant:)`).
    public func constraint(
        lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}
