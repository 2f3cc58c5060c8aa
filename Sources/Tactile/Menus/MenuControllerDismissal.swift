import Foundation

/// Hides a ``UIMenuController``'s menu as UIKit does: when the user touches elsewhere, and when the first responder
/// the menu was shown for changes.
///
/// A touch that begins in the menu's window outside ``UIMenuController/menuFrame`` hides the menu and goes on to
/// the views and recognizers it touches, as a tap outside UIKit's edit menu does. A change of the window's first
/// responder (it resigns, or another responder becomes first responder) hides the menu too, since the menu's
/// actions were the old first responder's. ``UIMenuController/hidesMenuAutomatically`` turns both off.
@MainActor
enum MenuControllerDismissal {
    private struct Entry {
        weak var controller: UIMenuController?
    }

    /// The controllers whose menu is shown.
    private static var visible: [Entry] = []

    /// `controller`'s menu is shown.
    static func showing(_ controller: UIMenuController) {
        visible.removeAll { $0.controller == nil || $0.controller === controller }
        visible.append(Entry(controller: controller))
    }

    /// `controller`'s menu is hidden.
    static func hidden(_ controller: UIMenuController) {
        visible.removeAll { $0.controller == nil || $0.controller === controller }
    }

    /// The first responder of `window` changed: hide the menus shown in it.
    static func firstResponderDidChange(in window: UIWindow) {
        guard !visible.isEmpty else { return }
        for entry in visible {
            guard let controller = entry.controller, controller.menuWindow === window,
                controller.hidesMenuAutomatically
            else { continue }
            controller.hideMenu()
        }
    }
}

/// Sees the touches that begin in the window of a shown menu, and hides the menu when one begins outside its frame.
///
/// It recognizes nothing: it fails as soon as it has looked at the touches, delays and cancels nothing, so the
/// touches reach views and other recognizers as if it were not there. It is on the window only while the menu is
/// shown.
@MainActor
final class MenuControllerTouchWatcher: UIGestureRecognizer {
    private weak var controller: UIMenuController?

    init(controller: UIMenuController) {
        self.controller = controller
        super.init(target: nil, action: nil)
        name = "UIMenuController"
        cancelsTouchesInView = false
        delaysTouchesBegan = false
        delaysTouchesEnded = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        state = .failed
        guard let controller, controller.hidesMenuAutomatically, let window = view as? UIWindow else { return }
        let outside = touches.contains { touch in
            !controller.menuFrame.contains(window.convert(touch.location(in: window), to: nil))
        }
        if outside { controller.hideMenu() }
    }
}
