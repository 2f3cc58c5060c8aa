import Foundation

/// A linear relation between two layout attributes: `firstItem.firstAttribute relation secondItem.secondAttribute
/// × multiplier + constant`, which Auto Layout satisfies when it lays out the views.
///
/// UIKit counterpart: `NSLayoutConstraint`. Items are views (``UIView``) and layout guides (``UILayoutGuide``).
/// Differences, all where UIKit raises an exception: activating a constraint whose items share no common ancestor,
/// or giving it a priority outside 1…1000, logs a message and leaves it inactive (or clamps the priority);
/// changing an installed constraint's priority between required and optional, which UIKit refuses, is allowed.
/// An unsatisfiable constraint is logged and broken, as in UIKit (see <doc:AutoLayout>).
@MainActor
open class NSLayoutConstraint {
    /// A part of an item's layout that a constraint relates (UIKit: `NSLayoutConstraint.Attribute`).
    ///
    /// Leading and trailing are left and right: Tactile lays out left to right. A view's baselines are its top
    /// and bottom edges, except a label's, which sit on its first and last lines of text.
    public enum Attribute: Int, Sendable, Hashable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
        case firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        /// No attribute: the second attribute of a constraint with no second item.
        case notAnAttribute = 0

        /// UIKit's old name for ``lastBaseline``.
        public static var baseline: Attribute { .lastBaseline }
    }

    /// How the two sides compare (UIKit: `NSLayoutConstraint.Relation`).
    public enum Relation: Int, Sendable, Hashable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// The axis of a content hugging or compression resistance priority (UIKit: `NSLayoutConstraint.Axis`).
    public enum Axis: Int, Sendable, Hashable {
        case horizontal = 0, vertical = 1
    }

    /// Options of ``constraints(withVisualFormat:options:metrics:views:)``: how to align the views of a format
    /// line, and in which direction to read it (UIKit: `NSLayoutConstraint.FormatOptions`).
    public struct FormatOptions: OptionSet, Sendable, Hashable {
        /// The options' bits.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Aligns the left edges of the views of the line.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Aligns the right edges.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Aligns the top edges.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Aligns the bottom edges.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Aligns the leading edges.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Aligns the trailing edges.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Aligns the horizontal centres.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Aligns the vertical centres.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Aligns the last baselines.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Aligns the first baselines.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The bits of the alignment options.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        /// A horizontal line reads from leading to trailing (the default).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// A horizontal line reads from left to right.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// A horizontal line reads from right to left.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The bits of the direction options.
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        /// Vertical spacing is measured between edges (the default).
        public static let spacingEdgeToEdge = FormatOptions([])
        /// Vertical spacing is measured between baselines.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The bits of the spacing options.
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)
    }

    // MARK: What the constraint relates

    /// The first item: a view or a layout guide (UIKit: `firstItem`). Weak, as UIKit does not retain it either.
    public var firstItem: AnyObject? { firstItemReference }
    /// The attribute of the first item (UIKit: `firstAttribute`).
    public let firstAttribute: Attribute
    /// How the first side relates to the second (UIKit: `relation`).
    public let relation: Relation
    /// The second item, or `nil` for a constant size (UIKit: `secondItem`).
    public var secondItem: AnyObject? { secondItemReference }
    /// The attribute of the second item, ``Attribute/notAnAttribute`` without one (UIKit: `secondAttribute`).
    public let secondAttribute: Attribute
    /// The factor of the second side (UIKit: `multiplier`).
    public let multiplier: CGFloat

    private weak var firstItemReference: AnyObject?
    private weak var secondItemReference: AnyObject?

    /// Whether the constraint had a second item when it was made (its item may have been freed since).
    let hasSecondItem: Bool

    // MARK: What may change

    /// The constant added to the second side (UIKit: `constant`). Changing it on an active constraint moves the
    /// layout at the next layout pass, without re-solving from scratch; wrap `layoutIfNeeded()` in
    /// `UIView.animate` to animate the change.
    open var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            engineConstantDidChange()
        }
    }

    /// The priority, from 1 to 1000 (UIKit: `priority`). Default ``UILayoutPriority/required``. A value outside
    /// 1…1000 is brought into it, with a message.
    open var priority: UILayoutPriority = .required {
        didSet {
            if !priority.isValid {
                let given = priority
                priority = priority.clamped
                LayoutLog.report(
                    "The priority \(given) of \(self) is outside 1…1000 (UILayoutPriority.required); using "
                        + "\(priority).")
                return
            }
            guard priority != oldValue else { return }
            enginePriorityDidChange()
        }
    }

    /// A name that appears in the constraint's description and in messages about it (UIKit: `identifier`).
    open var identifier: String?

    /// Whether the constraint is part of the layout (UIKit: `isActive`). Activating it installs it on the closest
    /// common ancestor of its items, as `addConstraint(_:)` on that view would; deactivating removes it.
    open var isActive: Bool {
        get { installedOn != nil }
        set {
            if newValue { activate() } else { deactivate() }
        }
    }

    /// Whether the constraint should be archived with the view (UIKit: `shouldBeArchived`). Tactile archives
    /// nothing; kept for source compatibility.
    open var shouldBeArchived = false

    // MARK: Engine state

    /// The view whose ``UIView/constraints`` hold this constraint while it is active.
    weak var installedOn: UIView?
    /// The engine's record of this constraint while it is in an engine.
    var engineRecord: LayoutEngine.ConstraintRecord?
    /// Whether the unsatisfiable-constraint message for this constraint has been logged.
    var wasReportedBroken = false

    // MARK: Initialisers

    /// `view1.attr1 relation view2.attr2 × multiplier + c` (UIKit:
    /// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`).
    ///
    /// `view1` and `view2` are views or layout guides; `view2` is `nil` (with `attr2` ``Attribute/notAnAttribute``)
    /// for a constant width or height. The constraint starts inactive.
    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        firstItemReference = view1 as AnyObject
        secondItemReference = view2.map { $0 as AnyObject }
        hasSecondItem = view2 != nil
        firstAttribute = attr1
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.relation = relation
        self.multiplier = multiplier
        constant = c
    }

    // MARK: Activation

    /// Activates every constraint in `constraints` (UIKit: `NSLayoutConstraint.activate(_:)`), faster than setting
    /// ``isActive`` one by one in UIKit and the same in Tactile.
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint in `constraints` (UIKit: `NSLayoutConstraint.deactivate(_:)`).
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    private func activate() {
        guard installedOn == nil else { return }
        guard let container = LayoutItems.commonContainer(of: self) else {
            LayoutLog.report(
                "Unable to activate \(self): its items have no common ancestor (they are in different view "
                    + "hierarchies, or an item was freed). The constraint stays inactive.")
            return
        }
        container.install(self)
    }

    private func deactivate() {
        installedOn?.uninstall(self)
    }
}

extension NSLayoutConstraint: Hashable {
    /// Whether `lhs` and `rhs` are the same constraint (UIKit: `NSObject.isEqual(_:)`, identity).
    public nonisolated static func == (lhs: NSLayoutConstraint, rhs: NSLayoutConstraint) -> Bool { lhs === rhs }
    /// Hashes the constraint's identity (UIKit: `NSObject.hash`).
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension NSLayoutConstraint {
    /// The engine of the hierarchy the constraint is installed in, if it is in it.
    private var engine: LayoutEngine? {
        guard engineRecord != nil else { return nil }
        return installedOn?.rootForLayout.autoLayoutStorage?.engine
    }

    func engineConstantDidChange() { engine?.constantDidChange(self) }

    func enginePriorityDidChange() { engine?.priorityDidChange(self) }
}
