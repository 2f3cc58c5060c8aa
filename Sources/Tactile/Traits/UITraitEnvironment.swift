import Foundation

/// Something that has traits: screens, windows, views and view controllers (UIKit: `UITraitEnvironment`).
///
/// Deliberate difference from UIKit: Tactile's traits do not change while the app runs unless a screen's
/// ``UIScreen/forceTouchCapability`` or a window's size does, and there is no `traitCollectionDidChange(_:)`
/// callback; read ``traitCollection`` when you need it.
@MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The environment's traits.
    var traitCollection: UITraitCollection { get }
}

extension UIView: UITraitEnvironment {
    /// The view's traits: those of its window (size classes from the window's size); a view outside a window has
    /// the main screen's traits, with size classes from its own bounds (UIKit: `traitCollection`).
    public var traitCollection: UITraitCollection {
        if let window { return UITraitCollection.environment(size: window.bounds.size, screen: window.screen) }
        return UITraitCollection.environment(size: bounds.size, screen: UIScreen.main)
    }
}

extension UIViewController: UITraitEnvironment {
    /// The controller's traits: those of its view's window, or of the main screen before the view is in one
    /// (UIKit: `traitCollection`).
    public var traitCollection: UITraitCollection {
        if let view = viewIfLoaded { return view.traitCollection }
        return UIScreen.main.traitCollection
    }
}

extension UIScreen: UITraitEnvironment {
    /// The screen's traits, with size classes from its bounds (UIKit: `traitCollection`).
    public var traitCollection: UITraitCollection {
        UITraitCollection.environment(size: bounds.size, screen: self)
    }
}
