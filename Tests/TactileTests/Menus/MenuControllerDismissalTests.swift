import Foundation
import Testing
import Tactile
import TactileTesting

// UIMenuController's menu hides as UIKit's does: a touch in its window outside the menu, and a change of the
// window's first responder. The touch that hides the menu still reaches the views and recognizers it touches.

/// A label-like view that shows the shared-style menu on a long press, as iOS 3 to 12 code does.
fileprivate final class PressableView: UIView {
    let controller: UIMenuController
    var copied = 0
    init(frame: CGRect, controller: UIMenuController) {
        self.controller = controller
        super.init(frame: frame)
        let press = UILongPressGestureRecognizer()
        press.addAction { [unowned self] recognizer in
            guard recognizer.state == .began, self.becomeFirstResponder() else { return }
            self.controller.setTargetRect(self.bounds, in: self)
            self.controller.setMenuVisible(true, animated: true)
        }
        addGestureRecognizer(press)
    }
    required init?(coder: NSCoder) { nil }
    override var canBecomeFirstResponder: Bool { true }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == UIResponderStandardEditActions.copy { return true }
        return super.canPerformAction(action, withSender: sender)
    }
    override func copy(_ sender: Any?) { copied += 1 }
}

/// Another view that can be first responder.
fileprivate final class FieldView: UIView {
    override var canBecomeFirstResponder: Bool { true }
}

@MainActor
@Suite("UIMenuController hides on a touch elsewhere or a new first responder")
struct MenuControllerDismissalTests {
    let sim = TouchSimulator()
    let controller = UIMenuController()

    /// A window with a pressable view at the top and a tappable button-like view below it.
    fileprivate func stage() -> (window: UIWindow, view: PressableView, other: UIView, taps: TapCount) {
        let window = sim.makeWindow()
        let view = PressableView(frame: CGRect(x: 20, y: 200, width: 200, height: 40), controller: controller)
        window.addSubview(view)
        let other = UIView(frame: CGRect(x: 20, y: 400, width: 200, height: 60))
        window.addSubview(other)
        let taps = TapCount()
        let tap = UITapGestureRecognizer()
        tap.addAction { _ in taps.count += 1 }
        other.addGestureRecognizer(tap)
        return (window, view, other, taps)
    }

    @MainActor final class TapCount { var count = 0 }

    @Test("a long press shows the menu; lifting keeps it; a tap elsewhere hides it and still reaches its view")
    func tapElsewhere() throws {
        let (window, view, other, taps) = stage()
        let finger = sim.touchDown(at: CGPoint(x: 50, y: 20), in: view)
        sim.advance(by: 0.6)
        #expect(controller.isMenuVisible)
        #expect(view.isFirstResponder)
        sim.lift(finger)
        #expect(controller.isMenuVisible, "the press that showed the menu does not hide it")
        #expect(window.gestureRecognizers?.count == 1, "the menu watches its window's touches while shown")

        sim.tap(at: CGPoint(x: 100, y: 30), in: other)
        #expect(!controller.isMenuVisible)
        #expect(taps.count == 1, "the tap that hid the menu is a tap for its view too")
        #expect(window.gestureRecognizers == nil, "the watcher goes with the menu")
        #expect(view.isFirstResponder, "hiding the menu leaves the first responder alone")
        #expect(view.copied == 0)
    }

    @Test("a touch inside menuFrame leaves the menu shown, so an item drawn there can be chosen")
    func touchInsideMenu() throws {
        let (_, view, _, _) = stage()
        sim.longPress(at: CGPoint(x: 50, y: 20), in: view)
        let frame = controller.menuFrame
        #expect(frame != .zero)
        sim.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        #expect(controller.isMenuVisible)
        try controller.perform(try #require(controller.presentedMenu?.leafElements.first))
        #expect(view.copied == 1)
        #expect(!controller.isMenuVisible)
    }

    @Test("the menu hides when its first responder resigns, or another responder becomes first responder")
    func firstResponderChanges() {
        let (window, view, _, _) = stage()
        final class Names: @unchecked Sendable { var list: [String] = [] }
        let names = Names()
        let observers = [UIMenuController.willHideMenuNotification, UIMenuController.didHideMenuNotification].map {
            NotificationCenter.default.addObserver(forName: $0, object: controller, queue: nil) { note in
                names.list.append(note.name.rawValue)
            }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }

        sim.longPress(at: CGPoint(x: 50, y: 20), in: view)
        #expect(controller.isMenuVisible)
        #expect(view.resignFirstResponder())
        #expect(!controller.isMenuVisible)
        #expect(names.list == [
            "UIMenuControllerWillHideMenuNotification", "UIMenuControllerDidHideMenuNotification",
        ])

        sim.longPress(at: CGPoint(x: 50, y: 20), in: view)
        #expect(controller.isMenuVisible)
        let field = FieldView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(field)
        #expect(field.becomeFirstResponder())
        #expect(!controller.isMenuVisible)
        #expect(names.list.count == 4)
    }

    @Test("a first responder change in another window leaves the menu shown")
    func otherWindow() {
        let (_, view, _, _) = stage()
        sim.longPress(at: CGPoint(x: 50, y: 20), in: view)
        let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: sim.application)
        let field = FieldView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        second.addSubview(field)
        second.isHidden = false
        #expect(field.becomeFirstResponder())
        #expect(controller.isMenuVisible)
        controller.hideMenu()
    }

    @Test("with hidesMenuAutomatically off, neither a touch elsewhere nor a new first responder hides the menu")
    func automaticHidingOff() {
        let (_, view, other, taps) = stage()
        controller.hidesMenuAutomatically = false
        sim.longPress(at: CGPoint(x: 50, y: 20), in: view)
        sim.tap(at: CGPoint(x: 100, y: 30), in: other)
        #expect(taps.count == 1)
        #expect(controller.isMenuVisible)
        #expect(view.resignFirstResponder())
        #expect(controller.isMenuVisible)
        controller.setMenuVisible(false, animated: true)
        #expect(!controller.isMenuVisible)
    }
}
