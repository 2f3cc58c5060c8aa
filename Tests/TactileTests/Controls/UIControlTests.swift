import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// `UIControl` tracking, events and actions (requirements CTL-04, CTL-05, RSP-06; decisions GAP-10).
@MainActor
@Suite("UIControl")
struct UIControlTests {
    let sim = TouchSimulator()

    /// A control that records its tracking calls and every event.
    final class Probe: UIControl {
        var calls: [String] = []
        override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            calls.append("begin")
            return true
        }
        override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            calls.append("continue")
            return true
        }
        override func endTracking(_ touch: UITouch?, with event: UIEvent?) { calls.append("end") }
        override func cancelTracking(with event: UIEvent?) { calls.append("cancel") }
    }

    static let names: [(UIControl.Event, String)] = [
        (.touchDown, "down"), (.touchDownRepeat, "downRepeat"), (.touchDragInside, "dragInside"),
        (.touchDragOutside, "dragOutside"), (.touchDragEnter, "enter"), (.touchDragExit, "exit"),
        (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"),
    ]

    func scene() -> (Probe, UIView, [String]) {
        let parent = SingleViewScene(simulator: sim).view
        let c = Probe(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        parent.addSubview(c)
        return (c, parent, [])
    }

    func record(_ c: UIControl) -> () -> [String] {
        final class Box { var events: [String] = [] }
        let box = Box()
        for (event, name) in Self.names {
            c.addAction(for: event) { _, _ in box.events.append(name) }
        }
        return { box.events }
    }

    @Test("GAP-10 down, drag inside, exit past the 70 pt margin, enter again, up inside; highlight follows")
    func dragOutAndBack() {
        let (c, _, _) = scene()
        let events = record(c)
        var highlights: [Bool] = []
        c.addAction(for: .allTouchEvents) { c, _ in highlights.append(c.isHighlighted) }
        let f = sim.touchDown(at: CGPoint(x: 150, y: 125))
        #expect(c.isTracking && c.isTouchInside && c.state == .highlighted)
        sim.move(f, to: CGPoint(x: 260, y: 125))  // 60 pt right of the bounds: still inside the margin
        sim.move(f, to: CGPoint(x: 280, y: 125))  // 80 pt: outside
        sim.move(f, to: CGPoint(x: 290, y: 125))
        sim.move(f, to: CGPoint(x: 200, y: 125))  // back inside the margin
        sim.lift(f)
        #expect(events() == [
            "down", "dragInside", "exit", "dragOutside", "dragOutside", "enter", "dragInside", "upInside",
        ])
        #expect(c.calls == ["begin", "continue", "continue", "continue", "continue", "end"])
        #expect(!c.isTracking && !c.isHighlighted && c.state == .normal)
        #expect(highlights.contains(false))
    }

    @Test("GAP-10 a release outside the margin is touchUpOutside; a repeated tap adds touchDownRepeat")
    func upOutsideAndRepeat() {
        let (c, _, _) = scene()
        let events = record(c)
        sim.drag(from: CGPoint(x: 150, y: 125), to: CGPoint(x: 150, y: 400), duration: 0.05)
        #expect(events().last == "upOutside")
        sim.advance(by: 1)
        sim.doubleTap(at: CGPoint(x: 150, y: 125))
        #expect(events().suffix(5) == ["down", "upInside", "down", "downRepeat", "upInside"])
    }

    @Test("CTL-01 / GTD-02 an ancestor's recognizer that recognizes cancels the control's touch: touchCancel")
    func cancelledByAncestorRecognizer() {
        let (c, parent, _) = scene()
        let events = record(c)
        let pan = UIPanGestureRecognizer()  // not an overlapping gesture for a plain control
        parent.addGestureRecognizer(pan)
        sim.drag(from: CGPoint(x: 150, y: 125), to: CGPoint(x: 150, y: 300), duration: 0.2)
        #expect(events().first == "down")
        #expect(events().last == "cancel")
        #expect(!events().contains("upOutside"))
        #expect(c.calls.last == "cancel")
    }

    @Test("GAP-10 a disabled control is not hit and sends nothing; state reports disabled and selected")
    func disabled() {
        let (c, _, _) = scene()
        let events = record(c)
        c.isEnabled = false
        c.isSelected = true
        #expect(c.state == [.disabled, .selected])
        sim.tap(at: CGPoint(x: 150, y: 125))
        #expect(events().isEmpty)
    }

    // MARK: Actions

    final class Controller: UIViewController {
        var received: [String] = []
        func tapped(_ sender: UIButton) { received.append("typed \(sender.tag)") }
        func tappedWithEvent(_ sender: UIControl, _ event: UIEvent?) {
            received.append("typed+event \(event?.type == .touches)")
        }
    }

    @Test("CTL-04 typed target-action with the sender (and the event); the target is held weakly")
    func typedActions() {
        let window = sim.makeWindow()
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        button.tag = 7
        window.addSubview(button)
        var vc: Controller? = Controller()
        weak let weakVC = vc
        button.addTarget(vc!, action: Controller.tapped, for: .touchUpInside)
        button.addTarget(vc!, action: Controller.tappedWithEvent, for: .touchUpInside)
        sim.tap(at: CGPoint(x: 10, y: 10))
        #expect(vc?.received == ["typed 7", "typed+event true"])
        #expect(button.allTargets.count == 1)
        vc = nil
        #expect(weakVC == nil)
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 10, y: 10))  // nothing to call, nothing crashes
    }

    @Test("RSP-06 / CTL-04 a nil-targeted action climbs from the first responder to a view controller")
    func nilTargetReachesViewController() {
        let window = sim.makeWindow()
        let vc = UIViewController()
        window.rootViewController = vc
        var handled: [String] = []
        vc.setActionHandler(for: Selector("save:")) { sender, _ in handled.append("vc \(sender is UIButton)") }
        let field = UIView(frame: CGRect(x: 0, y: 200, width: 100, height: 40))
        final class Focusable: UIView { override var canBecomeFirstResponder: Bool { true } }
        let focus = Focusable(frame: CGRect(x: 0, y: 300, width: 10, height: 10))
        vc.view.addSubview(field)
        vc.view.addSubview(focus)
        #expect(focus.becomeFirstResponder())
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        vc.view.addSubview(button)
        button.addTarget(nil, action: Selector("save:"), for: .touchUpInside)
        #expect(button.actions(forTarget: nil, forControlEvent: .touchUpInside) == ["save:"])
        sim.tap(at: CGPoint(x: 10, y: 10))
        #expect(handled == ["vc true"])
    }

    @Test("RSP-06 a nil-targeted action nobody in the views handles reaches the application delegate")
    func nilTargetReachesAppDelegate() {
        final class Delegate: UIResponder, UIApplicationDelegate {}
        let delegate = Delegate()
        var handled = 0
        delegate.setActionHandler(for: Selector("logout:")) { _, _ in handled += 1 }
        sim.application.delegate = delegate
        let window = sim.makeWindow()
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        window.addSubview(button)
        button.addTarget(nil, action: Selector("logout:"), for: .touchUpInside)
        sim.tap(at: CGPoint(x: 10, y: 10))
        #expect(handled == 1)
    }

    @Test("UIAction: added for events, sent with the control as sender, removed by identity or identifier")
    func uiAction() {
        let window = sim.makeWindow()
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        window.addSubview(button)
        var fired: [String] = []
        let a = UIAction(title: "A", identifier: UIAction.Identifier("a")) { action in
            fired.append("\(action.title) \(action.sender as? UIButton === button)")
        }
        let b = UIAction(title: "B") { action in fired.append(action.title) }
        button.addAction(a, for: .primaryActionTriggered)
        button.addAction(b, for: .touchUpInside)
        sim.tap(at: CGPoint(x: 10, y: 10))
        #expect(fired == ["B", "A true"])
        button.removeAction(identifiedBy: UIAction.Identifier("a"), for: .primaryActionTriggered)
        button.removeAction(b, for: .touchUpInside)
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 10, y: 10))
        #expect(fired == ["B", "A true"])
        #expect(button.allControlEvents.isEmpty)
    }

    @Test("removeTarget removes selector actions per target and event; sendActions(for:) sends them directly")
    func removeTargetAndSendActions() {
        let window = sim.makeWindow()
        let c = UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        window.addSubview(c)
        let r = UIResponder()
        var got: [String] = []
        r.setActionHandler(for: Selector("a:")) { _, _ in got.append("a") }
        r.setActionHandler(for: Selector("b:")) { _, _ in got.append("b") }
        c.addTarget(r, action: Selector("a:"), for: [.valueChanged, .touchUpInside])
        c.addTarget(r, action: Selector("b:"), for: .valueChanged)
        c.sendActions(for: .valueChanged)
        #expect(got == ["a", "b"])
        c.removeTarget(r, action: Selector("b:"), for: .valueChanged)
        c.removeTarget(r, action: Selector("a:"), for: .valueChanged)
        c.sendActions(for: .valueChanged)
        #expect(got == ["a", "b"])
        #expect(c.actions(forTarget: r, forControlEvent: .touchUpInside) == ["a:"])
        c.removeTarget(nil, action: nil, for: .allEvents)
        #expect(c.allTargets.isEmpty)
    }
}
