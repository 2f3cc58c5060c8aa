import Foundation
import Testing
import Tactile
import TactileTesting

// UIMenuController's deprecated API mapped onto the edit menu interaction (EDT-01..03): standard actions and custom
// UIMenuItems appear when canPerformAction allows them, and choosing one reaches that responder.

/// A first responder that allows copy and a custom "highlight:" action.
fileprivate final class HighlightingView: UIView {
    var performed: [String] = []
    override var canBecomeFirstResponder: Bool { true }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == UIResponderStandardEditActions.copy || action == Selector("highlight:") { return true }
        if action == Selector("strike:") { return false }
        return super.canPerformAction(action, withSender: sender)
    }
    override func perform(_ action: Selector, with sender: Any?, for event: UIEvent?) -> Bool {
        if action == Selector("highlight:") {
            performed.append("highlight")
            return true
        }
        return super.perform(action, with: sender, for: event)
    }
    override func copy(_ sender: Any?) { performed.append("copy") }
}

@MainActor
@Suite("EDT-02 UIMenuController mapped onto the edit menu")
struct UIMenuControllerTests {
    let sim = TouchSimulator()

    @Test("EDT-02 showMenu lists the allowed standard actions, then the allowed menu items; hideMenu hides it")
    func showAndHide() throws {
        let window = sim.makeWindow()
        let view = HighlightingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        #expect(view.becomeFirstResponder())
        let controller = UIMenuController()
        controller.menuItems = [
            UIMenuItem(title: "Highlight", action: Selector("highlight:")),
            UIMenuItem(title: "Strike", action: Selector("strike:")),
        ]
        final class Box: @unchecked Sendable { var names: [String] = [] }
        let posted = Box()
        let names = [
            UIMenuController.willShowMenuNotification, UIMenuController.didShowMenuNotification,
            UIMenuController.willHideMenuNotification, UIMenuController.didHideMenuNotification,
        ]
        let observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: controller, queue: nil) { note in
                posted.names.append(note.name.rawValue.replacingOccurrences(of: "UIMenuController", with: ""))
            }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }

        #expect(!controller.isMenuVisible)
        controller.showMenu(from: view, rect: CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(controller.isMenuVisible)
        #expect(controller.presentedMenu?.leafElements.map(\.title) == ["Copy", "Highlight"])
        #expect(view.interactions.count == 1)
        controller.hideMenu()
        #expect(!controller.isMenuVisible)
        #expect(view.interactions.isEmpty)
        #expect(posted.names == [
            "WillShowMenuNotification", "DidShowMenuNotification", "WillHideMenuNotification",
            "DidHideMenuNotification",
        ])
        #expect(throws: MenuSelectionError.noMenuPresented) {
            try controller.perform(UICommand(title: "Copy", action: UIResponderStandardEditActions.copy))
        }
    }

    @Test("EDT-03 choosing a menu item sends its action to the responder; isMenuVisible = true shows it again")
    func choosing() throws {
        let window = sim.makeWindow()
        let view = HighlightingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        #expect(view.becomeFirstResponder())
        let controller = UIMenuController()
        controller.menuItems = [UIMenuItem(title: "Highlight", action: Selector("highlight:"))]
        controller.showMenu(from: view, rect: .zero)
        let highlight = try #require(controller.presentedMenu?.leafElements.last)
        try controller.perform(highlight)
        #expect(view.performed == ["highlight"])
        #expect(!controller.isMenuVisible)
        controller.isMenuVisible = true
        let copy = try #require(controller.presentedMenu?.leafElements.first)
        try controller.perform(copy)
        #expect(view.performed == ["highlight", "copy"])
    }

    @Test("EDT-02 nothing allowed: showMenu shows nothing and leaves no interaction behind")
    func nothingAllowed() {
        let window = sim.makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        let controller = UIMenuController()
        controller.showMenu(from: view, rect: .zero)
        #expect(!controller.isMenuVisible)
        #expect(view.interactions.isEmpty)
    }

    @Test("EDT-02 iOS 3 to 12 calls: setTargetRect then setMenuVisible shows; setMenuVisible(false) hides")
    func targetRectAndVisible() throws {
        let window = sim.makeWindow()
        let view = HighlightingView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        window.addSubview(view)
        #expect(view.becomeFirstResponder())
        let controller = UIMenuController()
        controller.setMenuVisible(true, animated: true)
        #expect(!controller.isMenuVisible, "no target view is set yet")
        controller.setTargetRect(CGRect(x: 10, y: 10, width: 20, height: 20), in: view)
        #expect(!controller.isMenuVisible, "setting the rectangle shows nothing")
        controller.setMenuVisible(true, animated: true)
        #expect(controller.isMenuVisible)
        #expect(controller.targetView === view)
        #expect(controller.targetRect == CGRect(x: 10, y: 10, width: 20, height: 20))
        let menu = controller.presentedMenu
        controller.setMenuVisible(true, animated: false)
        #expect(controller.presentedMenu === menu, "showing a shown menu changes nothing")
        controller.setMenuVisible(false, animated: true)
        #expect(!controller.isMenuVisible)
        #expect(view.interactions.isEmpty)
    }

    @Test("EDT-02 hideMenu(from:) hides only the menu of that view; isMenuVisible = false hides it")
    func hideFromView() {
        let window = sim.makeWindow()
        let view = HighlightingView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        let other = UIView(frame: CGRect(x: 0, y: 300, width: 100, height: 100))
        window.addSubview(view)
        window.addSubview(other)
        #expect(view.becomeFirstResponder())
        let controller = UIMenuController()
        controller.showMenu(from: view, rect: view.bounds)
        controller.hideMenu(from: other)
        #expect(controller.isMenuVisible)
        controller.hideMenu(from: view)
        #expect(!controller.isMenuVisible)
        controller.isMenuVisible = true
        #expect(controller.isMenuVisible)
        controller.isMenuVisible = false
        #expect(!controller.isMenuVisible)
    }

    @Test("EDT-02 a new target rectangle in another view shows the menu again there")
    func retarget() {
        let window = sim.makeWindow()
        let view = HighlightingView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        let other = UIView(frame: CGRect(x: 0, y: 300, width: 100, height: 100))
        window.addSubview(view)
        window.addSubview(other)
        #expect(view.becomeFirstResponder())
        let controller = UIMenuController()
        final class Box: @unchecked Sendable { var names: [String] = [] }
        let posted = Box()
        let observers = [UIMenuController.willShowMenuNotification, UIMenuController.willHideMenuNotification].map {
            NotificationCenter.default.addObserver(forName: $0, object: controller, queue: nil) { note in
                posted.names.append(note.name.rawValue.replacingOccurrences(of: "UIMenuController", with: ""))
            }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        controller.showMenu(from: view, rect: view.bounds)
        controller.setTargetRect(other.bounds, in: other)
        #expect(controller.isMenuVisible)
        #expect(other.interactions.count == 1 && view.interactions.isEmpty)
        #expect(posted.names == [
            "WillShowMenuNotification", "WillHideMenuNotification", "WillShowMenuNotification",
        ])
        controller.hideMenu()
    }

    @Test("EDT-02 a view in no window shows no menu")
    func noWindow() {
        let view = HighlightingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let controller = UIMenuController()
        controller.showMenu(from: view, rect: view.bounds)
        #expect(!controller.isMenuVisible)
        #expect(view.interactions.isEmpty)
        #expect(controller.menuFrame == .zero)
    }
}
