import Foundation
import Testing
@testable import Tactile
import TactileTesting

// The view hierarchy: subview order and the operations that change it, isDescendant(of:), window,
// viewWithTag(_:), the UIKit hooks and their order, and the interaction defaults of UIImageView and UILabel
// (TDC-03, EX-24). HIT-05 relies on the subview order: index 0 is the back-most view.

// MARK: - Helpers

/// Gives names to objects for readable hook logs.
@MainActor
fileprivate final class Names {
    private var names: [ObjectIdentifier: String] = [:]
    func set(_ object: AnyObject, _ name: String) { names[ObjectIdentifier(object)] = name }
    func callAsFunction(_ object: AnyObject?) -> String {
        guard let object else { return "nil" }
        return names[ObjectIdentifier(object)] ?? "?"
    }
}

/// A view that logs every hierarchy hook. Details: the superview or window it moves to (`willMove…`), the
/// superview or window it has once the move is done (`didMove…`), and the subview concerned (`…Subview`).
fileprivate final class HookView: UIView {
    let name: String
    let log: EventLog
    let names: Names

    init(_ name: String, log: EventLog, names: Names) {
        self.name = name
        self.log = log
        self.names = names
        super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        names.set(self, name)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func willMove(toSuperview newSuperview: UIView?) {
        log.record(name, "willMoveToSuperview", detail: names(newSuperview))
    }
    override func didMoveToSuperview() {
        log.record(name, "didMoveToSuperview", detail: names(superview))
    }
    override func willMove(toWindow newWindow: UIWindow?) {
        log.record(name, "willMoveToWindow", detail: names(newWindow))
    }
    override func didMoveToWindow() {
        log.record(name, "didMoveToWindow", detail: names(window))
    }
    override func didAddSubview(_ subview: UIView) {
        log.record(name, "didAddSubview", detail: names(subview))
    }
    override func willRemoveSubview(_ subview: UIView) {
        log.record(name, "willRemoveSubview", detail: names(subview))
    }
}

/// EX-24: S3's DragView, an image view that follows the finger by changing its transform.
fileprivate final class DragView: UIImageView {
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let current = touch.location(in: self)
        let previous = touch.previousLocation(in: self)
        transform = transform.translatedBy(x: current.x - previous.x, y: current.y - previous.y)
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

@MainActor
fileprivate func ids(_ views: [UIView]) -> [ObjectIdentifier] { views.map { ObjectIdentifier($0) } }

// MARK: - Order

@Suite("View hierarchy: subview order")
@MainActor
struct ViewHierarchyOrderTests {
    private func parentWithABC() -> (UIView, UIView, UIView, UIView) {
        let parent = UIView()
        let a = UIView(), b = UIView(), c = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.addSubview(c)
        return (parent, a, b, c)
    }

    @Test("HIT-05 addSubview appends: subviews are in insertion order, back to front")
    func addAppends() {
        let (parent, a, b, c) = parentWithABC()
        #expect(ids(parent.subviews) == ids([a, b, c]))
        #expect(a.superview === parent && b.superview === parent && c.superview === parent)
    }

    @Test("addSubview of a view that is already a subview moves it to the front")
    func reAddMovesToFront() {
        let (parent, a, b, c) = parentWithABC()
        parent.addSubview(a)
        #expect(ids(parent.subviews) == ids([b, c, a]))
    }

    @Test("insertSubview(_:at:) places the view at that index")
    func insertAt() {
        let (parent, a, b, c) = parentWithABC()
        let d = UIView()
        parent.insertSubview(d, at: 1)
        #expect(ids(parent.subviews) == ids([a, d, b, c]))
        let e = UIView()
        parent.insertSubview(e, at: 0)
        #expect(ids(parent.subviews) == ids([e, a, d, b, c]))
        // Moving an existing subview.
        parent.insertSubview(c, at: 0)
        #expect(ids(parent.subviews) == ids([c, e, a, d, b]))
    }

    @Test("insertSubview(_:aboveSubview:) and (_:belowSubview:) place the view next to its sibling")
    func insertAboveBelow() {
        let (parent, a, b, c) = parentWithABC()
        let d = UIView(), e = UIView()
        parent.insertSubview(d, aboveSubview: a)
        #expect(ids(parent.subviews) == ids([a, d, b, c]))
        parent.insertSubview(e, belowSubview: a)
        #expect(ids(parent.subviews) == ids([e, a, d, b, c]))
        // Existing subviews move.
        parent.insertSubview(c, belowSubview: a)
        #expect(ids(parent.subviews) == ids([e, c, a, d, b]))
        parent.insertSubview(e, aboveSubview: b)
        #expect(ids(parent.subviews) == ids([c, a, d, b, e]))
        parent.insertSubview(b, aboveSubview: c)
        #expect(ids(parent.subviews) == ids([c, b, a, d, e]))
    }

    @Test("removeFromSuperview removes the view and clears its superview")
    func remove() {
        let (parent, a, b, c) = parentWithABC()
        b.removeFromSuperview()
        #expect(ids(parent.subviews) == ids([a, c]))
        #expect(b.superview == nil)
        b.removeFromSuperview()  // no superview: nothing happens
        #expect(b.superview == nil)
    }

    @Test("HIT-05 bringSubviewToFront and sendSubviewToBack reorder")
    func frontAndBack() {
        let (parent, a, b, c) = parentWithABC()
        parent.bringSubviewToFront(a)
        #expect(ids(parent.subviews) == ids([b, c, a]))
        parent.sendSubviewToBack(c)
        #expect(ids(parent.subviews) == ids([c, b, a]))
        // A view that is not a subview is ignored.
        parent.bringSubviewToFront(UIView())
        #expect(ids(parent.subviews) == ids([c, b, a]))
    }

    @Test("exchangeSubview(at:withSubviewAt:) swaps two subviews")
    func exchange() {
        let (parent, a, b, c) = parentWithABC()
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(ids(parent.subviews) == ids([c, b, a]))
    }

    @Test("adding a view to another superview removes it from the first")
    func reparent() {
        let (parent, a, b, c) = parentWithABC()
        let other = UIView()
        other.addSubview(b)
        #expect(ids(parent.subviews) == ids([a, c]))
        #expect(ids(other.subviews) == ids([b]))
        #expect(b.superview === other)
    }

    @Test("isDescendant(of:) is true for the view itself and its ancestors only")
    func isDescendant() {
        let root = UIView(), child = UIView(), grandchild = UIView(), sibling = UIView()
        root.addSubview(child)
        child.addSubview(grandchild)
        root.addSubview(sibling)
        #expect(grandchild.isDescendant(of: grandchild))
        #expect(grandchild.isDescendant(of: child))
        #expect(grandchild.isDescendant(of: root))
        #expect(!grandchild.isDescendant(of: sibling))
        #expect(!root.isDescendant(of: child))
        #expect(!sibling.isDescendant(of: child))
    }

    @Test("window is the window containing the view, nil outside one; a window is its own window")
    func windowProperty() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        #expect(child.window == nil)
        window.addSubview(parent)
        #expect(child.window === window)
        #expect(parent.window === window)
        #expect(window.window === window)
        parent.removeFromSuperview()
        #expect(child.window == nil)
    }

    @Test("a root view controller's view is in its window")
    func rootViewInWindow() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let vc = UIViewController()
        window.rootViewController = vc
        #expect(vc.view.window === window)
        #expect(vc.view.superview === window)
        #expect(vc.view.frame == window.bounds)
    }

    @Test("viewWithTag searches the view itself first, then its subtree depth first")
    func viewWithTag() {
        let root = UIView()
        let a = UIView(), a1 = UIView(), b = UIView()
        a.tag = 1
        a1.tag = 2
        b.tag = 2
        root.addSubview(a)
        a.addSubview(a1)
        root.addSubview(b)
        #expect(root.viewWithTag(0) === root)
        #expect(root.viewWithTag(1) === a)
        #expect(root.viewWithTag(2) === a1)
        #expect(b.viewWithTag(2) === b)
        #expect(root.viewWithTag(99) == nil)
        #expect(a1.viewWithTag(1) == nil)  // ancestors are not searched
    }
}

// MARK: - Hooks

@Suite("View hierarchy: hooks and their order")
@MainActor
struct ViewHierarchyHookTests {
    @Test("adding outside any window: willMove(toSuperview:), didMoveToSuperview, didAddSubview; no window hooks")
    func addWithoutWindow() {
        let log = EventLog(), names = Names()
        let parent = HookView("P", log: log, names: names)
        let v = HookView("v", log: log, names: names)
        parent.addSubview(v)
        #expect(
            log.lines == ["v.willMoveToSuperview[P]", "v.didMoveToSuperview[P]", "P.didAddSubview[v]"])
    }

    @Test("adding a subtree to a view in a window: every descendant gets the window hooks, in UIKit's order")
    func addIntoWindow() {
        let log = EventLog(), names = Names()
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        names.set(window, "W")
        let parent = HookView("P", log: log, names: names)
        window.addSubview(parent)
        let v = HookView("v", log: log, names: names)
        let c = HookView("c", log: log, names: names)
        let g = HookView("g", log: log, names: names)
        v.addSubview(c)
        c.addSubview(g)
        log.clear()
        parent.addSubview(v)
        #expect(
            log.lines == [
                "v.willMoveToSuperview[P]",
                "v.willMoveToWindow[W]", "c.willMoveToWindow[W]", "g.willMoveToWindow[W]",
                "v.didMoveToWindow[W]", "c.didMoveToWindow[W]", "g.didMoveToWindow[W]",
                "v.didMoveToSuperview[P]",
                "P.didAddSubview[v]",
            ])
    }

    @Test("removing a subtree from a window mirrors it, starting with willRemoveSubview")
    func removeFromWindow() {
        let log = EventLog(), names = Names()
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        names.set(window, "W")
        let parent = HookView("P", log: log, names: names)
        let v = HookView("v", log: log, names: names)
        let c = HookView("c", log: log, names: names)
        window.addSubview(parent)
        parent.addSubview(v)
        v.addSubview(c)
        log.clear()
        v.removeFromSuperview()
        #expect(
            log.lines == [
                "P.willRemoveSubview[v]",
                "v.willMoveToSuperview[nil]",
                "v.willMoveToWindow[nil]", "c.willMoveToWindow[nil]",
                "v.didMoveToWindow[nil]", "c.didMoveToWindow[nil]",
                "v.didMoveToSuperview[nil]",
            ])
    }

    @Test("removing outside any window: willRemoveSubview, willMove(toSuperview: nil), didMoveToSuperview")
    func removeWithoutWindow() {
        let log = EventLog(), names = Names()
        let parent = HookView("P", log: log, names: names)
        let v = HookView("v", log: log, names: names)
        parent.addSubview(v)
        log.clear()
        v.removeFromSuperview()
        #expect(
            log.lines == ["P.willRemoveSubview[v]", "v.willMoveToSuperview[nil]", "v.didMoveToSuperview[nil]"])
    }

    @Test("adding a window's view to a new superview: the old superview is told, and the view ends in the new window")
    func moveBetweenWindows() {
        let log = EventLog(), names = Names()
        let sim = TouchSimulator()
        let w1 = sim.makeWindow()
        let w2 = sim.makeWindow()
        names.set(w1, "W1")
        names.set(w2, "W2")
        let p1 = HookView("P1", log: log, names: names)
        let p2 = HookView("P2", log: log, names: names)
        let v = HookView("v", log: log, names: names)
        let c = HookView("c", log: log, names: names)
        w1.addSubview(p1)
        w2.addSubview(p2)
        p1.addSubview(v)
        v.addSubview(c)
        log.clear()
        p2.addSubview(v)
        #expect(log.lines.contains("P1.willRemoveSubview[v]"))
        #expect(log.lines.last == "P2.didAddSubview[v]")
        #expect(log.calls(to: "v").filter { $0.contains("Window") }.last == "didMoveToWindow[W2]")
        #expect(log.calls(to: "c").filter { $0.contains("Window") }.last == "didMoveToWindow[W2]")
        #expect(log.calls(to: "v").last == "didMoveToSuperview[P2]")
        #expect(c.window === w2)
    }

    @Test("reordering with bringSubviewToFront, sendSubviewToBack and exchange calls no hooks")
    func reorderingCallsNoHooks() {
        let log = EventLog(), names = Names()
        let parent = HookView("P", log: log, names: names)
        let a = HookView("a", log: log, names: names)
        let b = HookView("b", log: log, names: names)
        parent.addSubview(a)
        parent.addSubview(b)
        log.clear()
        parent.bringSubviewToFront(a)
        parent.sendSubviewToBack(a)
        parent.exchangeSubview(at: 0, withSubviewAt: 1)
        #expect(log.lines.isEmpty)
    }

    @Test("hooks see the old state in will… and the new state in did…")
    func stateDuringHooks() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let probe = StateProbeView()
        window.addSubview(probe)
        #expect(
            probe.seen == [
                "willMoveToSuperview: superview=nil window=nil",
                "willMoveToWindow: superview=nil window=nil",
                "didMoveToWindow: superview=set window=set",
                "didMoveToSuperview: superview=set window=set",
            ])
    }
}

/// Records its superview and window as seen from inside each hook.
fileprivate final class StateProbeView: UIView {
    var seen: [String] = []
    private func state(_ hook: String) {
        seen.append("\(hook): superview=\(superview == nil ? "nil" : "set") window=\(window == nil ? "nil" : "set")")
    }
    override func willMove(toSuperview newSuperview: UIView?) { state("willMoveToSuperview") }
    override func didMoveToSuperview() { state("didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) { state("willMoveToWindow") }
    override func didMoveToWindow() { state("didMoveToWindow") }
}

// MARK: - UIImageView and UILabel (TDC-03, EX-24)

@Suite("View hierarchy: UIImageView and UILabel ignore touches by default")
@MainActor
struct ViewInteractionDefaultTests {
    @Test("TDC-03 UIImageView and UILabel default isUserInteractionEnabled to false; UIView to true")
    func defaults() {
        #expect(UIImageView().isUserInteractionEnabled == false)
        #expect(UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).isUserInteractionEnabled == false)
        #expect(UILabel().isUserInteractionEnabled == false)
        #expect(UILabel(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).isUserInteractionEnabled == false)
        #expect(UIView().isUserInteractionEnabled)
    }

    @Test("TDC-03 a view inside an image view cannot be touched until the image view enables interaction")
    func buttonInsideImageView() {
        let log = EventLog()
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let button = RecordingView("button", frame: CGRect(x: 50, y: 50, width: 50, height: 50), log: log)
        window.addSubview(imageView)
        imageView.addSubview(button)
        #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === window)
        sim.tap(at: CGPoint(x: 60, y: 60))
        #expect(log.lines.isEmpty)
        imageView.isUserInteractionEnabled = true
        #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === button)
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 60, y: 60))
        // The first touch was never delivered, so the log names this one t1.
        #expect(log.lines == ["button.touchesBegan(t1)", "button.touchesEnded(t1)"])
    }

    @Test("EX-24 DragView with interaction enabled follows a (+10, −5) move; frame origin reads (110, 95)")
    func dragViewMoves() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let drag = DragView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        drag.isUserInteractionEnabled = true
        window.addSubview(drag)
        // Moves arrive in touchesMoved; the lift brings no further movement.
        let finger = sim.touchDown(at: CGPoint(x: 150, y: 150))
        sim.advance(by: 0.02)
        sim.move(finger, to: CGPoint(x: 154, y: 147))
        sim.advance(by: 0.02)
        sim.move(finger, to: CGPoint(x: 160, y: 145))
        sim.advance(by: 0.02)
        sim.lift(finger)
        #expect(abs(drag.frame.origin.x - 110) < 1e-9)
        #expect(abs(drag.frame.origin.y - 95) < 1e-9)
        #expect(drag.frame.size == CGSize(width: 200, height: 200))
        #expect(drag.center == CGPoint(x: 200, y: 200))  // the transform moves it, not the centre
    }

    @Test("EX-24 TDC-03 DragView left at the image-view default does not move")
    func dragViewDisabled() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let drag = DragView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        window.addSubview(drag)
        sim.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 160, y: 145), duration: 0.1)
        #expect(drag.frame == CGRect(x: 100, y: 100, width: 200, height: 200))
        #expect(drag.transform == .identity)
    }
}
