import Foundation

/// The window that shows the first responder's input view and input accessory view: the stand-in for UIKit's
/// private keyboard window. It sits at level 1, above the application's normal windows (level 0) and below the
/// status bar and alerts, spans the screen's width at its bottom, and never becomes the key window.
@MainActor
final class InputViewsWindow: UIWindow {
    /// The level of the input views' window: above `.normal`, below `.statusBar`.
    static let level = UIWindow.Level(rawValue: 1)

    override var canBecomeKeyWindow: Bool { false }
}
