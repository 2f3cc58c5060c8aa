import Foundation

/// Makes the menu of a context menu from the suggested elements (UIKit: `UIContextMenuActionProvider`). Views
/// without system actions suggest none.
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

/// Makes the view controller previewed with a context menu (UIKit: `UIContextMenuContentPreviewProvider`).
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// What a context menu shows: its menu and an optional preview, made on demand when the menu is presented.
///
/// UIKit counterpart: `UIContextMenuConfiguration` (iOS 13). Tactile calls the preview provider, then the action
/// provider, as the menu is presented, and keeps the results in ``UIContextMenuInteraction/presentedMenu`` and
/// ``UIContextMenuInteraction/presentedPreviewViewController``.
@MainActor
public final class UIContextMenuConfiguration {
    /// The identifier given at creation, or a unique `NSUUID` (UIKit: `identifier`).
    public let identifier: any NSCopying
    let previewProvider: UIContextMenuContentPreviewProvider?
    let actionProvider: UIContextMenuActionProvider?

    /// Creates a configuration (UIKit: `UIContextMenuConfiguration(identifier:previewProvider:actionProvider:)`).
    /// On Linux, where Swift values do not bridge to `NSCopying`, pass an `NSString`, `NSNumber` or `NSUUID` as the
    /// identifier.
    public init(
        identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
        actionProvider: UIContextMenuActionProvider? = nil
    ) {
        self.identifier = identifier ?? NSUUID()
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }
}

/// The delegate of a ``UIContextMenuInteraction``: it says what menu to show where, and hears when it is shown,
/// ended and when its preview is chosen.
///
/// UIKit counterpart: `UIContextMenuInteractionDelegate`. Only the configuration method is required; the others
/// do nothing by default. Tactile calls them in UIKit's order: configuration, will display; then, when the preview
/// is chosen, will perform preview action; then will end.
@MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
    /// The configuration for a menu at `location` (in the interaction's view), or `nil` for no menu there.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration?

    /// The menu is about to appear.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)

    /// The menu is about to go away: dismissed, or an element was chosen.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)

    /// The user chose the preview; show the previewed content in full, usually in the animator's completion.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating)
}

extension UIContextMenuInteractionDelegate {
    /// Does nothing.
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}

    /// Does nothing.
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}

    /// Does nothing.
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {}
}
