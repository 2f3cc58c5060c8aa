import Foundation
import Testing
import Tactile
import TactileTesting

// Where UIMenuController puts its menu (menuFrame): above the target rectangle, or below it when there is no room,
// centred on it; on the side arrowDirection asks for; inside the window; in screen coordinates. A visible menu that
// moves posts menuFrameDidChangeNotification.

/// A first responder that allows Copy and Paste.
fileprivate final class CopyPasteView: UIView {
    var allowsPaste = false
    override var canBecomeFirstResponder: Bool { true }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == UIResponderStandardEditActions.copy { return true }
        if action == UIResponderStandardEditActions.paste { return allowsPaste }
        return super.canPerformAction(action, withSender: sender)
    }
}

@MainActor
@Suite("UIMenuController places its menu")
struct UIMenuControllerPlacementTests {
    let sim = TouchSimulator()

    /// A 320 × 480 window at `origin` holding a first-responder view at `frame`.
    fileprivate func stage(
        _ frame: CGRect, windowOrigin origin: CGPoint = .zero
    ) -> (window: UIWindow, view: CopyPasteView) {
        let window = sim.makeWindow(frame: CGRect(origin: origin, size: CGSize(width: 320, height: 480)))
        let view = CopyPasteView(frame: frame)
        window.addSubview(view)
        #expect(view.becomeFirstResponder())
        return (window, view)
    }

    /// The width a one-row menu of `titles` has with the default layout.
    func width(of titles: [String]) -> CGFloat {
        let font = UIFont.systemFont(ofSize: 14)
        let items = titles.map { TextMeasurement.current.advance(of: Substring($0), font: font) + 24 }
        return items.reduce(0, +) + CGFloat(titles.count - 1)
    }

    /// Whether `a` and `b` are equal but for rounding in the conversions through the views' transforms.
    func isClose(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }

    /// Collects the frame-change notifications of `controller`.
    final class FrameChanges: @unchecked Sendable { var count = 0 }

    @Test("the menu is above the target rectangle, centred on it, 10 points away, and .zero once hidden")
    func above() throws {
        let (_, view) = stage(CGRect(x: 40, y: 200, width: 200, height: 100))
        let controller = UIMenuController()
        #expect(controller.menuFrame == .zero)
        controller.setTargetRect(CGRect(x: 20, y: 30, width: 100, height: 20), in: view)
        controller.setMenuVisible(true, animated: true)
        let frame = controller.menuFrame
        #expect(isClose(frame.width, width(of: ["Copy"])) && frame.height == 36)
        #expect(isClose(frame.midX, 40 + 70))
        #expect(isClose(frame.maxY, 200 + 30 - 10))
        #expect(controller.arrowDirection == .default)
        controller.hideMenu()
        #expect(controller.menuFrame == .zero)
    }

    @Test("with no room above, the menu goes below the target rectangle")
    func below() {
        let (_, view) = stage(CGRect(x: 0, y: 20, width: 320, height: 100))
        let controller = UIMenuController()
        controller.showMenu(from: view, rect: CGRect(x: 100, y: 10, width: 120, height: 30))
        #expect(isClose(controller.menuFrame.minY, 20 + 40 + 10))
        #expect(isClose(controller.menuFrame.midX, 160))
    }

    @Test("arrowDirection puts the menu on the side it asks for, and moving a visible menu posts the change")
    func arrowDirections() {
        let (_, view) = stage(CGRect(x: 100, y: 200, width: 100, height: 40))
        let controller = UIMenuController()
        let changes = FrameChanges()
        let observer = NotificationCenter.default.addObserver(
            forName: UIMenuController.menuFrameDidChangeNotification, object: controller, queue: nil
        ) { _ in changes.count += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        controller.arrowDirection = .up
        #expect(changes.count == 0, "no menu is shown, so no frame changed")
        controller.showMenu(from: view, rect: view.bounds)
        #expect(isClose(controller.menuFrame.minY, 240 + 10))
        #expect(changes.count == 0, "showing posts the show notifications only")
        controller.arrowDirection = .down
        #expect(isClose(controller.menuFrame.maxY, 200 - 10))
        controller.arrowDirection = .left
        #expect(isClose(controller.menuFrame.minX, 200 + 10))
        #expect(isClose(controller.menuFrame.midY, 220))
        controller.arrowDirection = .right
        #expect(isClose(controller.menuFrame.maxX, 100 - 10))
        #expect(changes.count == 3)
        controller.arrowDirection = .right
        #expect(changes.count == 3, "the same direction again moves nothing")
    }

    @Test("the menu stays 8 points inside the window and no wider than it")
    func keptInside() {
        let (_, view) = stage(CGRect(x: 0, y: 100, width: 320, height: 100))
        let controller = UIMenuController()
        controller.showMenu(from: view, rect: CGRect(x: 0, y: 50, width: 0, height: 0))
        #expect(isClose(controller.menuFrame.minX, 8))
        controller.arrowDirection = .right
        #expect(isClose(controller.menuFrame.minX, 8))
        controller.arrowDirection = .left
        controller.setTargetRect(CGRect(x: 320, y: 50, width: 0, height: 0), in: view)
        #expect(isClose(controller.menuFrame.maxX, 312))
        controller.layout.titleFontSize = 400
        #expect(isClose(controller.menuFrame.width, 320 - 16))
    }

    @Test("menuFrame is in screen coordinates")
    func screenCoordinates() {
        let (_, view) = stage(CGRect(x: 10, y: 200, width: 100, height: 40), windowOrigin: CGPoint(x: 50, y: 60))
        let controller = UIMenuController()
        controller.showMenu(from: view, rect: view.bounds)
        #expect(isClose(controller.menuFrame.midX, 50 + 60))
        #expect(isClose(controller.menuFrame.maxY, 60 + 200 - 10))
    }

    @Test("a new target rectangle moves a visible menu; update() resizes it for new items")
    func moving() {
        let (_, view) = stage(CGRect(x: 0, y: 200, width: 320, height: 100))
        let controller = UIMenuController()
        let changes = FrameChanges()
        let observer = NotificationCenter.default.addObserver(
            forName: UIMenuController.menuFrameDidChangeNotification, object: controller, queue: nil
        ) { _ in changes.count += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        controller.setTargetRect(CGRect(x: 100, y: 50, width: 20, height: 20), in: view)
        controller.setMenuVisible(true, animated: false)
        controller.setTargetRect(CGRect(x: 200, y: 50, width: 20, height: 20), in: view)
        #expect(isClose(controller.menuFrame.midX, 210))
        #expect(changes.count == 1)
        view.allowsPaste = true
        #expect(isClose(controller.menuFrame.width, width(of: ["Copy"])), "a visible menu changes on update() only")
        controller.update()
        #expect(controller.presentedMenu?.leafElements.map(\.title) == ["Copy", "Paste"])
        #expect(isClose(controller.menuFrame.width, width(of: ["Copy", "Paste"])))
        #expect(changes.count == 2)
        controller.update()
        #expect(changes.count == 2, "nothing changed")
    }
}
