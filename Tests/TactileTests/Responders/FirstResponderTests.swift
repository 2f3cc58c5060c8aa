import Foundation
import Testing
@testable import Tactile
import TactileTesting

// The first responder: requirements FR-01 to FR-08, decisions DIS-09 (in a window and able to) and DIS-18
// (motion, remote-control and press events go to the key window's first responder), seed example EX-20.

// MARK: - Helpers

/// A recording view that logs `becomeFirstResponder` and `resignFirstResponder` with their results, and can
/// refuse to resign.
fileprivate final class FirstResponderView: RecordingView {
    var refusesToResign = false
    /// Runs at the start of `resignFirstResponder`, before anything changes.
    var onResign: (() -> Void)?

    override var canResignFirstResponder: Bool { !refusesToResign }

    override func becomeFirstResponder() -> Bool {
        let result = super.becomeFirstResponder()
        log.record(name, "becomeFirstResponder", detail: "\(result)")
        return result
    }

    override func resignFirstResponder() -> Bool {
        onResign?()
        let result = super.resignFirstResponder()
        log.record(name, "resignFirstResponder", detail: "\(result)")
        return result
    }
}

/// A window that logs motion, remote-control and press handlers, then forwards them.
fileprivate final class EventWindow: UIWindow {
    let name: String
    let log: EventLog
    init(_ name: String, frame: CGRect, application: UIApplication, log: EventLog) {
        self.name = name
        self.log = log
        super.init(frame: frame, application: application)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.record(name, "motionBegan")
        super.motionBegan(motion, with: event)
    }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.record(name, "motionEnded")
        super.motionEnded(motion, with: event)
    }
    override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.record(name, "motionCancelled")
        super.motionCancelled(motion, with: event)
    }
    override func remoteControlReceived(with event: UIEvent?) {
        log.record(name, "remoteControlReceived", detail: event.map { "\($0.subtype)" })
        super.remoteControlReceived(with: event)
    }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.record(name, "pressesBegan", presses: presses)
        super.pressesBegan(presses, with: event)
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.record(name, "pressesEnded", presses: presses)
        super.pressesEnded(presses, with: event)
    }
}

/// A controller that becomes first responder in viewDidAppear and resigns in viewWillDisappear (FR-08).
fileprivate final class ResigningViewController: RecordingViewController {
    override func viewWillDisappear(_ animated: Bool) {
        log.record(name, "resignFirstResponder", detail: "\(resignFirstResponder())")
        super.viewWillDisappear(animated)
    }
}

@MainActor
fileprivate func shake(_ sim: TouchSimulator) {
    sim.application.enqueue(.shake(RawShakeEvent(timestamp: sim.now, phase: .began)))
    sim.application.enqueue(.shake(RawShakeEvent(timestamp: sim.now, phase: .ended)))
    sim.scheduler.runDueActions()
}

@MainActor
fileprivate func remote(_ sim: TouchSimulator, _ subtype: UIEvent.EventSubtype) {
    sim.application.enqueue(.remoteControl(RawRemoteControlEvent(timestamp: sim.now, subtype: subtype)))
    sim.scheduler.runDueActions()
}

@MainActor
fileprivate func pressKey(_ sim: TouchSimulator, _ key: UIKeyboardHIDUsage = .keyboardA) {
    sim.application.enqueue(.key(RawKeyEvent(timestamp: sim.now, keyCode: key, isDown: true, characters: "a")))
    sim.application.enqueue(.key(RawKeyEvent(timestamp: sim.now, keyCode: key, isDown: false, characters: "a")))
    sim.scheduler.runDueActions()
}

// MARK: - Becoming and resigning

@Suite("First responder: becoming and resigning")
@MainActor
struct FirstResponderBecomingTests {
    @Test("FR-02 defaults: cannot become, can resign, is not first responder")
    func defaults() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let responders: [UIResponder] = [UIResponder(), UIView(), UIViewController(), window, sim.application]
        for r in responders {
            #expect(r.canBecomeFirstResponder == false)
            #expect(r.canResignFirstResponder == true)
            #expect(r.isFirstResponder == false)
        }
    }

    @Test("FR-01 EX-20 DIS-09 a responder that cannot become first responder is refused, even in a window")
    func defaultCannotBecome() {
        let sim = TouchSimulator()
        let view = SingleViewScene(simulator: sim, viewFrame: CGRect(x: 0, y: 0, width: 10, height: 10)).view
        #expect(view.becomeFirstResponder() == false)
        #expect(view.isFirstResponder == false)
    }

    @Test("DIS-09 a responder that can become first responder is refused while it is in no window")
    func notInWindowIsRefused() {
        let log = EventLog()
        let parent = UIView()
        let view = FirstResponderView("A", frame: .zero, log: log)
        view.acceptsFirstResponder = true
        parent.addSubview(view)
        #expect(view.becomeFirstResponder() == false)
        #expect(view.isFirstResponder == false)
        let vc = RecordingViewController("VC", log: log)
        vc.acceptsFirstResponder = true
        #expect(vc.becomeFirstResponder() == false)
        #expect(vc.isFirstResponder == false)
    }

    @Test("FR-01 DIS-09 in a window and able to: becomeFirstResponder returns true and isFirstResponder is set")
    func inWindowBecomes() {
        let log = EventLog()
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let view = FirstResponderView("A", frame: CGRect(x: 0, y: 0, width: 10, height: 10), log: log)
        view.acceptsFirstResponder = true
        window.addSubview(view)
        #expect(view.becomeFirstResponder())
        #expect(view.isFirstResponder)
        // Asking again while first responder succeeds without resigning.
        #expect(view.becomeFirstResponder())
        #expect(log.lines == ["A.becomeFirstResponder[true]", "A.becomeFirstResponder[true]"])
        #expect(view.resignFirstResponder())
        #expect(view.isFirstResponder == false)
    }

    @Test("FR-03 DIS-09 EX-20 becomeFirstResponder returns false in viewWillAppear and true in viewDidAppear")
    func appearanceTiming() {
        let log = EventLog()
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let vc = RecordingViewController("VC", log: log)
        vc.acceptsFirstResponder = true
        vc.becomesFirstResponderOnAppearance = true
        window.rootViewController = vc
        #expect(
            log.lines == [
                "VC.viewDidLoad", "VC.viewWillAppear", "VC.becomeFirstResponder[false]", "VC.viewDidAppear",
                "VC.becomeFirstResponder[true]",
            ])
        #expect(vc.isFirstResponder)
        #expect(vc.view.isFirstResponder == false)
    }

    @Test("FR-03 DIS-09 the same order when the window is shown after its root controller is set")
    func appearanceTimingWindowShownLater() {
        let log = EventLog()
        let sim = TouchSimulator()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: sim.application)
        let vc = RecordingViewController("VC", log: log)
        vc.acceptsFirstResponder = true
        vc.becomesFirstResponderOnAppearance = true
        window.rootViewController = vc
        window.makeKeyAndVisible()
        let appearance = log.lines.filter { $0 != "VC.viewDidLoad" }
        #expect(
            appearance == [
                "VC.viewWillAppear", "VC.becomeFirstResponder[false]", "VC.viewDidAppear",
                "VC.becomeFirstResponder[true]",
            ])
        #expect(vc.isFirstResponder)
    }

    @Test("FR-01 one first responder per window: each of two windows keeps its own")
    func onePerWindow() {
        let log = EventLog()
        let sim = TouchSimulator()
        let w1 = sim.makeWindow()
        let w2 = sim.makeWindow()
        let a = FirstResponderView("A", frame: .zero, log: log)
        let b = FirstResponderView("B", frame: .zero, log: log)
        let c = FirstResponderView("C", frame: .zero, log: log)
        for v in [a, b, c] { v.acceptsFirstResponder = true }
        w1.addSubview(a)
        w2.addSubview(b)
        w1.addSubview(c)
        #expect(a.becomeFirstResponder())
        #expect(b.becomeFirstResponder())
        #expect(a.isFirstResponder)
        #expect(b.isFirstResponder)
        log.clear()
        #expect(c.becomeFirstResponder())
        #expect(log.lines == ["A.resignFirstResponder[true]", "C.becomeFirstResponder[true]"])
        #expect(a.isFirstResponder == false)
        #expect(c.isFirstResponder)
        #expect(b.isFirstResponder)
    }

    @Test("FR-01 the old first responder resigns before the new one takes over")
    func oldResignsFirst() {
        let log = EventLog()
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let a = FirstResponderView("A", frame: .zero, log: log)
        let b = FirstResponderView("B", frame: .zero, log: log)
        a.acceptsFirstResponder = true
        b.acceptsFirstResponder = true
        window.addSubview(a)
        window.addSubview(b)
        #expect(a.becomeFirstResponder())
        var bWasFirstDuringResign: Bool?
        a.onResign = { bWasFirstDuringResign = b.isFirstResponder }
        log.clear()
        #expect(b.becomeFirstResponder())
        #expect(log.lines == ["A.resignFirstResponder[true]", "B.becomeFirstResponder[true]"])
        #expect(bWasFirstDuringResign == false)
        #expect(a.isFirstResponder == false)
        #expect(b.isFirstResponder)
    }

    @Test("FR-02 a first responder whose canResignFirstResponder is false blocks the change")
    func refusingToResignBlocks() {
        let log = EventLog()
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let a = FirstResponderView("A", frame: .zero, log: log)
        let b = FirstResponderView("B", frame: .zero, log: log)
        a.acceptsFirstResponder = true
        b.acceptsFirstResponder = true
        window.addSubview(a)
        window.addSubview(b)
        #expect(a.becomeFirstResponder())
        a.refusesToResign = true
        #expect(b.becomeFirstResponder() == false)
        #expect(a.isFirstResponder)
        #expect(b.isFirstResponder == false)
        #expect(a.resignFirstResponder() == false)
        #expect(a.isFirstResponder)
        a.refusesToResign = false
        #expect(b.becomeFirstResponder())
        #expect(a.isFirstResponder == false)
    }

    @Test("FR-01 removing the first responder from its window makes it resign")
    func removalResigns() {
        let log = EventLog()
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let a = FirstResponderView("A", frame: .zero, log: log)
        a.acceptsFirstResponder = true
        window.addSubview(a)
        #expect(a.becomeFirstResponder())
        log.clear()
        a.removeFromSuperview()
        #expect(log.lines == ["A.resignFirstResponder[true]"])
        #expect(a.isFirstResponder == false)
        // Adding it back does not make it first responder again.
        window.addSubview(a)
        #expect(a.isFirstResponder == false)
    }

    @Test("FR-01 removing an ancestor of the first responder from the window makes it resign")
    func ancestorRemovalResigns() {
        let log = EventLog()
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let container = UIView()
        let a = FirstResponderView("A", frame: .zero, log: log)
        a.acceptsFirstResponder = true
        window.addSubview(container)
        container.addSubview(a)
        #expect(a.becomeFirstResponder())
        log.clear()
        container.removeFromSuperview()
        #expect(log.lines == ["A.resignFirstResponder[true]"])
        #expect(a.isFirstResponder == false)
        // The window no longer sends shakes there.
        shake(sim)
        #expect(log.lines == ["A.resignFirstResponder[true]"])
    }

    @Test("FR-08 a controller that resigns in viewWillDisappear stops receiving shakes")
    func resignWhenDone() {
        let log = EventLog()
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let vc = ResigningViewController("VC", log: log)
        vc.acceptsFirstResponder = true
        vc.becomesFirstResponderOnAppearance = true
        window.rootViewController = vc
        #expect(vc.isFirstResponder)
        shake(sim)
        #expect(log.calls(to: "VC").last == "motionEnded")
        log.clear()
        vc.view.removeFromSuperview()
        #expect(
            log.lines == ["VC.resignFirstResponder[true]", "VC.viewWillDisappear", "VC.viewDidDisappear"])
        #expect(vc.isFirstResponder == false)
    }
}

// MARK: - Routing of non-touch events (FR-06, FR-07, DIS-18)

@Suite("First responder: motion, remote-control and press routing")
@MainActor
struct FirstResponderRoutingTests {
    private struct TwoWindows {
        let sim: TouchSimulator
        let w1: EventWindow
        let w2: EventWindow
        let a: RecordingView
        let b: RecordingView
        let log: EventLog
    }

    /// Two visible windows W1 and W2, each with a first responder (A in W1, B in W2). W2 is key.
    private func twoWindows() -> TwoWindows {
        let log = EventLog()
        let sim = TouchSimulator()
        let frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        let w1 = EventWindow("W1", frame: frame, application: sim.application, log: log)
        let w2 = EventWindow("W2", frame: frame, application: sim.application, log: log)
        w1.makeKeyAndVisible()
        w2.makeKeyAndVisible()
        let a = RecordingView("A", frame: .zero, log: log)
        let b = RecordingView("B", frame: .zero, log: log)
        a.acceptsFirstResponder = true
        b.acceptsFirstResponder = true
        w1.addSubview(a)
        w2.addSubview(b)
        _ = a.becomeFirstResponder()
        _ = b.becomeFirstResponder()
        return TwoWindows(sim: sim, w1: w1, w2: w2, a: a, b: b, log: log)
    }

    @Test("FR-07 DIS-18 a shake goes to the key window's first responder only")
    func shakeToKeyWindowFirstResponder() {
        let t = twoWindows()
        #expect(t.w2.isKeyWindow)
        #expect(t.a.isFirstResponder && t.b.isFirstResponder)
        shake(t.sim)
        #expect(t.log.lines == ["B.motionBegan", "B.motionEnded"])
        t.log.clear()
        t.w1.makeKey()
        shake(t.sim)
        #expect(t.log.lines == ["A.motionBegan", "A.motionEnded"])
    }

    @Test("FR-07 a cancelled shake reaches the first responder as motionCancelled")
    func shakeCancelled() {
        let t = twoWindows()
        t.sim.application.enqueue(.shake(RawShakeEvent(timestamp: t.sim.now, phase: .began)))
        t.sim.application.enqueue(.shake(RawShakeEvent(timestamp: t.sim.now, phase: .cancelled)))
        t.sim.application.processPendingEvents()
        #expect(t.log.lines == ["B.motionBegan", "B.motionCancelled"])
    }

    @Test("FR-07 RSP-05 an unhandled shake climbs from the first responder up to the window")
    func shakeClimbs() {
        let t = twoWindows()
        t.b.forwardsToSuper = true
        shake(t.sim)
        #expect(t.log.lines == ["B.motionBegan", "W2.motionBegan", "B.motionEnded", "W2.motionEnded"])
    }

    @Test("PIPE-10 DIS-18 with no first responder, a shake goes to the key window")
    func shakeWithoutFirstResponderGoesToKeyWindow() {
        let t = twoWindows()
        #expect(t.b.resignFirstResponder())
        shake(t.sim)
        #expect(t.log.lines == ["W2.motionBegan", "W2.motionEnded"])
    }

    @Test("RC FR-07 remote-control events are delivered only after beginReceivingRemoteControlEvents")
    func remoteControlNeedsBeginReceiving() {
        let t = twoWindows()
        remote(t.sim, .remoteControlPlay)
        #expect(t.log.lines.isEmpty)
        t.sim.application.beginReceivingRemoteControlEvents()
        remote(t.sim, .remoteControlTogglePlayPause)
        #expect(t.log.lines == ["B.remoteControlReceived[remoteControlTogglePlayPause]"])
        t.sim.application.endReceivingRemoteControlEvents()
        remote(t.sim, .remoteControlPause)
        #expect(t.log.lines == ["B.remoteControlReceived[remoteControlTogglePlayPause]"])
    }

    @Test("FR-07 DIS-18 remote-control events go to the key window's first responder, then up the chain")
    func remoteControlRouting() {
        let t = twoWindows()
        t.sim.application.beginReceivingRemoteControlEvents()
        t.w1.makeKey()
        t.a.forwardsToSuper = true
        remote(t.sim, .remoteControlNextTrack)
        #expect(
            t.log.lines == [
                "A.remoteControlReceived[remoteControlNextTrack]", "W1.remoteControlReceived[remoteControlNextTrack]",
            ])
        t.log.clear()
        #expect(t.a.resignFirstResponder())
        remote(t.sim, .remoteControlPreviousTrack)
        #expect(t.log.lines == ["W1.remoteControlReceived[remoteControlPreviousTrack]"])
    }

    @Test("GAP-04 DIS-18 key presses go to the key window's first responder")
    func pressesToKeyWindowFirstResponder() {
        let t = twoWindows()
        pressKey(t.sim)
        #expect(t.log.lines == ["B.pressesBegan(p1)", "B.pressesEnded(p1)"])
        t.log.clear()
        t.w1.makeKey()
        pressKey(t.sim)
        #expect(t.log.lines == ["A.pressesBegan(p2)", "A.pressesEnded(p2)"])
    }

    @Test("GAP-04 presses climb the chain from the first responder when it calls super")
    func pressesClimb() {
        let t = twoWindows()
        t.b.forwardsToSuper = true
        pressKey(t.sim)
        #expect(
            t.log.lines == ["B.pressesBegan(p1)", "W2.pressesBegan(p1)", "B.pressesEnded(p1)", "W2.pressesEnded(p1)"])
    }

    @Test("GAP-04 DIS-18 with no first responder, presses go to the key window")
    func pressesWithoutFirstResponder() {
        let t = twoWindows()
        #expect(t.b.resignFirstResponder())
        pressKey(t.sim)
        #expect(t.log.lines == ["W2.pressesBegan(p1)", "W2.pressesEnded(p1)"])
    }

    @Test("GAP-04 a press stays with the responder it began on, even if the first responder changes")
    func pressKeepsItsResponder() {
        let t = twoWindows()
        let c = RecordingView("C", frame: .zero, log: t.log)
        c.acceptsFirstResponder = true
        t.w2.addSubview(c)
        t.sim.application.enqueue(.key(RawKeyEvent(timestamp: t.sim.now, keyCode: .keyboardA, isDown: true)))
        t.sim.scheduler.runDueActions()
        #expect(c.becomeFirstResponder())
        t.sim.application.enqueue(.key(RawKeyEvent(timestamp: t.sim.now, keyCode: .keyboardA, isDown: false)))
        t.sim.scheduler.runDueActions()
        #expect(t.log.lines == ["B.pressesBegan(p1)", "B.pressesEnded(p1)"])
    }

    @Test("DIS-18 with no key window, shakes, remote-control events and presses are dropped")
    func noKeyWindowDrops() {
        let t = twoWindows()
        t.sim.application.beginReceivingRemoteControlEvents()
        t.w1.isHidden = true
        t.w2.isHidden = true
        #expect(t.sim.application.keyWindow == nil)
        shake(t.sim)
        remote(t.sim, .remoteControlPlay)
        pressKey(t.sim)
        #expect(t.log.lines.isEmpty)
    }

    @Test("GAP-04 a press carries its key")
    func pressCarriesKey() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        var seen: [UIKey] = []
        let view = KeyProbeView { seen.append($0) }
        window.addSubview(view)
        #expect(view.becomeFirstResponder())
        pressKey(sim, .keyboardZ)
        #expect(seen.map(\.keyCode) == [.keyboardZ])
        #expect(seen.map(\.characters) == ["a"])
    }
}

/// A first responder that reports the key of each press that begins.
fileprivate final class KeyProbeView: UIView {
    let report: (UIKey) -> Void
    init(report: @escaping (UIKey) -> Void) {
        self.report = report
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override var canBecomeFirstResponder: Bool { true }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for p in presses { if let key = p.key { report(key) } }
    }
}
