import Foundation

/// Where an edit menu's arrow points (UIKit: `UIEditMenuArrowDirection`). Kept; Tactile draws no arrow.
public enum UIEditMenuArrowDirection: Int, Sendable {
    /// The system chooses.
    case automatic
    /// Up.
    case up
    /// Down.
    case down
    /// Left.
    case left
    /// Right.
    case right
}

/// Where and for what an edit menu is presented.
///
/// UIKit counterpart: `UIEditMenuConfiguration` (iOS 16).
@MainActor
public final class UIEditMenuConfiguration {
    /// The identifier given at creation, or a unique `NSUUID`.
    public let identifier: any NSCopying
    /// The point the menu is shown at, in the interaction's view.
    public let sourcePoint: CGPoint
    /// Where the menu's arrow should point. Default `.automatic`.
    public var preferredArrowDirection: UIEditMenuArrowDirection = .automatic

    /// Creates a configuration (UIKit: `UIEditMenuConfiguration(identifier:sourcePoint:)`). On Linux, pass an
    /// `NSString`, `NSNumber` or `NSUUID` as the identifier.
    public init(identifier: (any NSCopying)?, sourcePoint: CGPoint) {
        self.identifier = identifier ?? NSUUID()
        self.sourcePoint = sourcePoint
    }
}

/// The delegate of a ``UIEditMenuInteraction``: it makes the menu from the suggested standard edit actions and
/// hears when the menu appears and goes away.
///
/// UIKit counterpart: `UIEditMenuInteractionDelegate` (iOS 16). Every method is optional; without a delegate the
/// menu holds the suggested actions.
@MainActor
public protocol UIEditMenuInteractionDelegate: AnyObject {
    /// The menu to show for `configuration`, or `nil` for none. Default: the suggested actions.
    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
        suggestedActions: [UIMenuElement]
    ) -> UIMenu?

    /// The rectangle, in the interaction's view, the menu should avoid covering. Default: `.null` (the source
    /// point). Kept for porting; Tactile places nothing.
    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration
    ) -> CGRect

    /// The menu is about to appear.
    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
        animator: any UIEditMenuInteractionAnimating)

    /// The menu is about to go away: dismissed, replaced, or an element was chosen.
    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
        animator: any UIEditMenuInteractionAnimating)
}

extension UIEditMenuInteractionDelegate {
    /// The suggested actions, as one menu.
    public func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
        suggestedActions: [UIMenuElement]
    ) -> UIMenu? {
        UIMenu(children: suggestedActions)
    }

    /// `.null`.
    public func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration
    ) -> CGRect { .null }

    /// Does nothing.
    public func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
        animator: any UIEditMenuInteractionAnimating
    ) {}

    /// Does nothing.
    public func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
        animator: any UIEditMenuInteractionAnimating
    ) {}
}
