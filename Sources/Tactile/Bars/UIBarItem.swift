import Foundation

/// What the items of navigation bars and toolbars have in common: a title, an image, whether they are enabled and
/// a tag (UIKit counterpart: `UIBarItem`).
///
/// Tactile draws no bars: the item keeps what is set, for code that configures it and for an app that shows its
/// items its own way. ``UIBarButtonItem`` is the one subclass; UIKit's `UITabBarItem` is not provided.
@MainActor
open class UIBarItem: NSObject {
    /// The title (UIKit: `title`). Default `nil`.
    open var title: String?
    /// The image; kept, not drawn (UIKit: `image`). Default `nil`.
    open var image: UIImage?
    /// Whether the item responds to the user: a disabled item sends no action (UIKit: `isEnabled`). Default `true`.
    open var isEnabled = true
    /// A number the app uses to tell items apart (UIKit: `tag`). Default 0.
    open var tag = 0

    /// Creates an item with no title or image (UIKit: `init()`).
    public override init() {
        super.init()
    }
}
