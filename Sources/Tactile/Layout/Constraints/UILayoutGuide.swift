import Foundation

/// A rectangle in a view's coordinates that takes part in Auto Layout like a view, without being one: it draws
/// nothing and receives no touches. Use it for spaces between views, or to group views for alignment.
///
/// UIKit counterpart: `UILayoutGuide`. A guide belongs to the view it was added to with
/// ``UIView/addLayoutGuide(_:)``; its ``layoutFrame`` is in that view's coordinates once the view has been laid
/// out. Every view has two guides that Tactile keeps up to date: ``UIView/layoutMarginsGuide`` and
/// ``UIView/safeAreaLayoutGuide``.
@MainActor
open class UILayoutGuide {
    /// The view the guide was added to (UIKit: `owningView`). Weak, as in UIKit.
    open internal(set) weak var owningView: UIView?

    /// A name for messages and descriptions (UIKit: `identifier`). Default empty.
    open var identifier: String = ""

    /// Which system rectangle the guide follows, if it is one of a view's own guides.
    let systemRole: SystemRole?

    enum SystemRole {
        /// The view's bounds inset by its effective layout margins.
        case layoutMargins
        /// The view's bounds inset by its safe area insets.
        case safeArea
    }

    /// A guide to add to a view with ``UIView/addLayoutGuide(_:)`` (UIKit: `init()`).
    public init() { systemRole = nil }

    init(systemRole: SystemRole, owner: UIView) {
        self.systemRole = systemRole
        owningView = owner
        identifier = systemRole == .layoutMargins ? "UIViewLayoutMarginsGuide" : "UIViewSafeAreaLayoutGuide"
    }

    /// The engine's variables for this guide while it is in an engine.
    var engineItem: LayoutEngine.Item?

    /// The guide's rectangle in its owning view's coordinates, as the last layout solved it (UIKit:
    /// `layoutFrame`). Zero before the owning view has been laid out. A margins or safe-area guide that no
    /// constraint uses is computed from the owning view's bounds.
    open var layoutFrame: CGRect {
        if let item = engineItem, let engine = item.engine, !engine.needsRebuild { return engine.frame(of: item) }
        guard let owningView, systemRole != nil else { return .zero }
        return owningView.bounds.inset(by: owningView.insets(of: self))
    }

    // MARK: Anchors (UIKit names)

    /// The guide's leading edge (UIKit: `leadingAnchor`).
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The guide's trailing edge (UIKit: `trailingAnchor`).
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The guide's left edge (UIKit: `leftAnchor`).
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The guide's right edge (UIKit: `rightAnchor`).
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The guide's top edge (UIKit: `topAnchor`).
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The guide's bottom edge (UIKit: `bottomAnchor`).
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The guide's width (UIKit: `widthAnchor`).
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The guide's height (UIKit: `heightAnchor`).
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The guide's horizontal centre (UIKit: `centerXAnchor`).
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The guide's vertical centre (UIKit: `centerYAnchor`).
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }

    // MARK: Debugging (UIKit names)

    /// Whether the constraints leave the guide's frame undetermined (UIKit: `hasAmbiguousLayout`).
    open var hasAmbiguousLayout: Bool {
        guard let item = engineItem, let engine = item.engine else { return false }
        return engine.isAmbiguous(item)
    }

    /// The constraints that involve the guide along `axis` (UIKit: `constraintsAffectingLayout(for:)`).
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        owningView?.rootForLayout.constraintsInSubtree(involving: self, axis: axis) ?? []
    }
}

extension UILayoutGuide: Hashable {
    /// Whether `lhs` and `rhs` are the same guide (UIKit: `NSObject.isEqual(_:)`, identity).
    public nonisolated static func == (lhs: UILayoutGuide, rhs: UILayoutGuide) -> Bool { lhs === rhs }
    /// Hashes the guide's identity (UIKit: `NSObject.hash`).
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UILayoutGuide: @MainActor CustomStringConvertible {
    /// `<UILayoutGuide: 0x…; layoutFrame = (0 0; 100 50); owningView = <UIView: 0x…>>`, as UIKit prints it.
    public var description: String {
        var fields = ["layoutFrame = \(ObjectDescription.frame(layoutFrame))"]
        if !identifier.isEmpty { fields.insert("identifier = \(identifier)", at: 0) }
        fields.append("owningView = \(ObjectDescription.short(owningView))")
        return ObjectDescription.make(self, fields)
    }
}
