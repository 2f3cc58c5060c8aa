import Foundation

/// What a navigation bar shows for a view controller (UIKit counterpart: `UINavigationItem`).
///
/// Tactile draws no navigation bar: the item keeps and returns what is set, so code that configures it runs
/// unchanged. Deliberate difference from UIKit: it has only ``title`` and ``prompt``; bar button items
/// (`leftBarButtonItem`, `rightBarButtonItem`) and title views do not exist, because Tactile has no navigation bar
/// to put them in or to deliver their touches.
@MainActor
open class UINavigationItem: NSObject {
    /// The title shown in the bar. A view controller's item follows its ``UIViewController/title``, as in UIKit.
    open var title: String?
    /// A line of text shown above the title. Default `nil`.
    open var prompt: String?

    /// Creates an item with a title.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// Creates an item with no title (UIKit: `init(coder:)` and the item a view controller makes).
    public override init() {
        super.init()
    }
}

/// The style of the status bar (UIKit counterpart: `UIStatusBarStyle`). Tactile shows no status bar; the style
/// is kept for code that overrides ``UIViewController/preferredStatusBarStyle``.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark or light content, following the interface style.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}
