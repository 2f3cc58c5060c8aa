import Foundation

/// An item of a preview's action sheet: an action or a group of actions (UIKit: `UIPreviewActionItem`).
@MainActor
public protocol UIPreviewActionItem: AnyObject {
    /// The title shown for the item.
    var title: String { get }
}

/// One action offered below a peeked preview (UIKit:
/// [`UIPreviewAction`](https://developer.apple.com/documentation/uikit/uipreviewaction)).
///
/// The preview controller returns these from `previewActionItems`. Deliberate difference from UIKit: Tactile draws
/// no action sheet under the preview (iOS shows it when the finger swipes up); an app, or a test, performs an
/// action with ``perform(for:)``.
@MainActor
public final class UIPreviewAction: UIPreviewActionItem {
    /// How an action looks (UIKit: `UIPreviewAction.Style`, same raw values).
    public enum Style: Int, Sendable {
        /// A plain action.
        case `default` = 0
        /// An action shown with a checkmark.
        case selected = 1
        /// An action that destroys data, shown in red.
        case destructive = 2
    }

    /// The title.
    public let title: String
    /// The style.
    public let style: Style
    /// What the action does: called with the action and the previewed view controller.
    public let handler: @MainActor (any UIPreviewActionItem, UIViewController) -> Void

    /// Creates an action (UIKit: `init(title:style:handler:)`).
    public init(
        title: String, style: Style,
        handler: @escaping @MainActor (any UIPreviewActionItem, UIViewController) -> Void
    ) {
        self.title = title
        self.style = style
        self.handler = handler
    }

    /// Runs ``handler`` for `previewViewController` (Tactile addition: in UIKit the system calls it when the
    /// action is chosen in the sheet).
    public func perform(for previewViewController: UIViewController) {
        handler(self, previewViewController)
    }
}

/// A titled group of preview actions, shown as one item that opens to its actions (UIKit: `UIPreviewActionGroup`).
@MainActor
public final class UIPreviewActionGroup: UIPreviewActionItem {
    /// The title.
    public let title: String
    /// The style.
    public let style: UIPreviewAction.Style
    /// The actions in the group.
    public let actions: [UIPreviewAction]

    /// Creates a group (UIKit: `init(title:style:actions:)`).
    public init(title: String, style: UIPreviewAction.Style, actions: [UIPreviewAction]) {
        self.title = title
        self.style = style
        self.actions = actions
    }
}
