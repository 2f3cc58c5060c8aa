import Foundation

/// What a navigation bar shows for a view controller (UIKit counterpart: `UINavigationItem`).
///
/// Tactile draws no navigation bar: the item keeps and returns what is set, so code that configures it runs
/// unchanged, and an app can show the title and the bar button items its own way. Bar button items send their
/// actions when the app (or a test, with the simulator of TactileTesting) presses them; see ``UIBarButtonItem``.
/// Deliberate difference from UIKit: title views, the back button and search controllers do not exist.
@MainActor
open class UINavigationItem: NSObject {
    /// The title shown in the bar. A view controller's item follows its ``UIViewController/title``, as in UIKit.
    open var title: String?
    /// A line of text shown above the title. Default `nil`.
    open var prompt: String?

    /// The items on the leading side of the bar, the first one outermost (UIKit: `leftBarButtonItems`). Default
    /// `nil`.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// The items on the trailing side of the bar, the first one outermost (UIKit: `rightBarButtonItems`). Default
    /// `nil`.
    open var rightBarButtonItems: [UIBarButtonItem]?

    /// The outermost item on the leading side: the first of ``leftBarButtonItems`` (UIKit: `leftBarButtonItem`).
    /// Setting it makes it the only leading item; setting `nil` removes them all.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// The outermost item on the trailing side: the first of ``rightBarButtonItems`` (UIKit: `rightBarButtonItem`).
    /// Setting it makes it the only trailing item; setting `nil` removes them all.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets ``leftBarButtonItem`` (UIKit: `setLeftBarButton(_:animated:)`); nothing is animated.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets ``rightBarButtonItem`` (UIKit: `setRightBarButton(_:animated:)`); nothing is animated.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Sets ``leftBarButtonItems`` (UIKit: `setLeftBarButtonItems(_:animated:)`); nothing is animated.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets ``rightBarButtonItems`` (UIKit: `setRightBarButtonItems(_:animated:)`); nothing is animated.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }

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
