import Foundation

/// How a context menu's preview is committed when the user chooses it (UIKit:
/// `UIContextMenuInteractionCommitStyle`).
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    /// The menu and preview go away.
    case dismiss
    /// The preview grows into place, as peek and pop's pop did.
    case pop
}

/// Lets a context menu delegate run code with the menu's appearance or disappearance (UIKit:
/// `UIContextMenuInteractionAnimating`).
///
/// Tactile animates nothing: the animations run as soon as the delegate method returns, then the completions, in
/// the order they were added.
@MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The preview view controller from the configuration's preview provider, or `nil`.
    var previewViewController: UIViewController? { get }
    /// Adds changes to make along with the menu's appearance or disappearance.
    func addAnimations(_ animations: @escaping @MainActor () -> Void)
    /// Adds code to run once the menu has appeared or disappeared.
    func addCompletion(_ completion: @escaping @MainActor () -> Void)
}

/// The animator passed when the user chooses a context menu's preview (UIKit:
/// `UIContextMenuInteractionCommitAnimating`).
@MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// How the preview is committed. Default ``UIContextMenuInteractionCommitStyle/pop``.
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// Lets an edit menu delegate run code with the menu's appearance or disappearance (UIKit:
/// `UIEditMenuInteractionAnimating`). As with context menus, the animations and completions run at once, after the
/// delegate method returns.
@MainActor
public protocol UIEditMenuInteractionAnimating: AnyObject {
    /// Adds changes to make along with the menu's appearance or disappearance.
    func addAnimations(_ animations: @escaping @MainActor () -> Void)
    /// Adds code to run once the menu has appeared or disappeared.
    func addCompletion(_ completion: @escaping @MainActor () -> Void)
}

/// The one animator behind the three protocols: it keeps what the delegate adds and runs it when told.
@MainActor
final class MenuAnimator: UIContextMenuInteractionCommitAnimating, UIEditMenuInteractionAnimating {
    let previewViewController: UIViewController?
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle = .pop
    private var animations: [@MainActor () -> Void] = []
    private var completions: [@MainActor () -> Void] = []

    init(previewViewController: UIViewController? = nil) {
        self.previewViewController = previewViewController
    }

    func addAnimations(_ animations: @escaping @MainActor () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping @MainActor () -> Void) { completions.append(completion) }

    /// Runs the animations, then the completions.
    func run() {
        let (a, c) = (animations, completions)
        animations = []
        completions = []
        for animation in a { animation() }
        for completion in c { completion() }
    }
}
