import Foundation
import Testing
import TactileTesting

// Tests for EventLog and the recording responders of TactileTesting: the vocabulary the other tests use to
// assert exact sequences (touch labels t1, t2 …, press labels p1 …, "Receiver.method(items)[detail]").

@MainActor
@Suite("EventLog")
struct EventLogTests {
    private func makeScene() -> (TouchSimulator, UIWindow, RecordingView, EventLog) {
        let scene = SingleViewScene(recordingAs: "V", isMultipleTouchEnabled: true)
        return (scene.simulator, scene.window, scene.view, scene.log)
    }

    @Test("a new log is empty")
    func empty() {
        let log = EventLog()
        #expect(log.entries.isEmpty)
        #expect(log.lines.isEmpty)
        #expect(log.calls(to: "V").isEmpty)
    }

    @Test("touches are labelled t1, t2 … in the order the log first sees them")
    func labelsInOrder() {
        let (sim, _, _, log) = makeScene()
        let f1 = sim.touchDown(at: CGPoint(x: 10, y: 10))
        let f2 = sim.touchDown(at: CGPoint(x: 100, y: 100))
        sim.lift(f2)
        sim.lift(f1)
        #expect(log.lines == ["V.touchesBegan(t1)", "V.touchesBegan(t2)", "V.touchesEnded(t2)", "V.touchesEnded(t1)"])
    }

    @Test("clear() removes the entries but keeps the labels: t1 stays t1 and new touches continue the count")
    func labelsStableAcrossClear() {
        let (sim, _, _, log) = makeScene()
        let f1 = sim.touchDown(at: CGPoint(x: 10, y: 10))
        let f2 = sim.touchDown(at: CGPoint(x: 100, y: 100))
        #expect(log.lines == ["V.touchesBegan(t1)", "V.touchesBegan(t2)"])
        log.clear()
        #expect(log.entries.isEmpty)
        sim.lift(f1)
        #expect(log.lines == ["V.touchesEnded(t1)"])
        sim.lift(f2)
        sim.tap(at: CGPoint(x: 200, y: 200))
        #expect(log.lines == ["V.touchesEnded(t1)", "V.touchesEnded(t2)", "V.touchesBegan(t3)", "V.touchesEnded(t3)"])
    }

    @Test("label(for:) is stable for the same touch and distinct for different touches")
    func labelForTouch() {
        let (sim, _, view, log) = makeScene()
        var touches: [UITouch] = []
        let probe = TouchCollector(frame: view.bounds) { touches.append(contentsOf: $0) }
        view.addSubview(probe)
        sim.tap(at: CGPoint(x: 10, y: 10))
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 10, y: 10))
        #expect(touches.count == 4)
        #expect(log.label(for: touches[2]) == "t1")  // the log sees this touch first
        #expect(log.label(for: touches[0]) == "t2")
        #expect(log.label(for: touches[1]) == "t2")  // the same object as touches[0]
        #expect(log.label(for: touches[3]) == "t1")
        #expect(log.entries.isEmpty)  // asking for a label records nothing
    }

    @Test("entries read Receiver.method(items)[detail]; items are sorted; calls(to:) drops the receiver")
    func entryFormat() {
        let (sim, _, _, log) = makeScene()
        let fingers = sim.touchDown(at: [CGPoint(x: 10, y: 10), CGPoint(x: 100, y: 100)])
        log.record("X", "viewDidLoad")
        log.record("Y", "motionEnded", detail: "motionShake")
        sim.lift(fingers)
        #expect(log.lines == ["V.touchesBegan(t1,t2)", "X.viewDidLoad", "Y.motionEnded[motionShake]", "V.touchesEnded(t1,t2)"])
        #expect(log.calls(to: "V") == ["touchesBegan(t1,t2)", "touchesEnded(t1,t2)"])
        #expect(log.calls(to: "Y") == ["motionEnded[motionShake]"])
        #expect(log.calls(to: "Z").isEmpty)
        #expect(log.entries[0].receiver == "V")
        #expect(log.entries[0].method == "touchesBegan")
        #expect(log.entries[0].items == ["t1", "t2"])
        #expect(log.entries[0].detail == nil)
        #expect(log.entries[0] == log.entries[0])
        #expect(log.entries[0] != log.entries[3])
        #expect(log.entries[2].detail == "motionShake")
        #expect(log.entries[2].items.isEmpty)
        #expect(log.entries[1].description == "X.viewDidLoad")
    }

    @Test("presses are labelled p1, p2 … independently of touches")
    func pressLabels() {
        let (sim, _, view, log) = makeScene()
        view.acceptsFirstResponder = true
        #expect(view.becomeFirstResponder())
        sim.tap(at: CGPoint(x: 10, y: 10))
        for (code, ch) in [(UIKeyboardHIDUsage.keyboardA, "a"), (.keyboardZ, "z")] {
            sim.application.enqueue(.key(RawKeyEvent(timestamp: sim.now, keyCode: code, isDown: true, characters: ch)))
            sim.application.enqueue(.key(RawKeyEvent(timestamp: sim.now, keyCode: code, isDown: false, characters: ch)))
        }
        sim.scheduler.runDueActions()
        #expect(log.lines == [
            "V.touchesBegan(t1)", "V.touchesEnded(t1)", "V.pressesBegan(p1)", "V.pressesEnded(p1)",
            "V.pressesBegan(p2)", "V.pressesEnded(p2)",
        ])
    }

    // MARK: Recording responders

    @Test("RecordingView consumes events by default; with forwardsToSuper they bubble up the chain (DIS-08)")
    func recordingViewForwarding() {
        let (sim, _, parent, log) = makeScene()
        let child = RecordingView("C", frame: CGRect(x: 0, y: 0, width: 50, height: 50), log: log)
        parent.addSubview(child)
        #expect(!child.forwardsToSuper)
        sim.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.lines == ["C.touchesBegan(t1)", "C.touchesEnded(t1)"])
        log.clear()
        child.forwardsToSuper = true
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.lines == ["C.touchesBegan(t2)", "V.touchesBegan(t2)", "C.touchesEnded(t2)", "V.touchesEnded(t2)"])
    }

    @Test("RecordingView records shakes and remote-control commands with their subtype as detail")
    func recordingViewMotionAndRemote() {
        let (sim, _, view, log) = makeScene()
        view.acceptsFirstResponder = true
        #expect(view.becomeFirstResponder())
        sim.application.beginReceivingRemoteControlEvents()
        sim.application.enqueue(.shake(RawShakeEvent(timestamp: sim.now, phase: .began)))
        sim.application.enqueue(.shake(RawShakeEvent(timestamp: sim.now, phase: .cancelled)))
        sim.application.enqueue(
            .remoteControl(RawRemoteControlEvent(timestamp: sim.now, subtype: .remoteControlTogglePlayPause)))
        sim.scheduler.runDueActions()
        #expect(log.lines == [
            "V.motionBegan", "V.motionCancelled", "V.remoteControlReceived[remoteControlTogglePlayPause]",
        ])
    }

    @Test("RecordingResponder as the application delegate ends the chain and records what reaches it (GAP-02)")
    func recordingResponderAsDelegate() {
        let (sim, window, _, log) = makeScene()
        let delegate = RecordingResponder("App", log: log)
        sim.application.delegate = delegate
        let forwarding = RecordingView("F", frame: CGRect(x: 200, y: 200, width: 50, height: 50), log: log)
        forwarding.forwardsToSuper = true
        let bare = UIView(frame: CGRect(x: 200, y: 300, width: 50, height: 50))
        window.addSubview(forwarding)
        window.addSubview(bare)
        sim.tap(at: CGPoint(x: 210, y: 310))  // a plain UIView forwards to the window, the app, the delegate
        #expect(log.lines == ["App.touchesBegan(t1)", "App.touchesEnded(t1)"])
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 210, y: 210))  // a recording view that calls super: it, then the delegate
        #expect(log.lines == [
            "App.touchesBegan(t1)", "App.touchesEnded(t1)", "F.touchesBegan(t2)", "App.touchesBegan(t2)",
            "F.touchesEnded(t2)", "App.touchesEnded(t2)",
        ])
    }
}

/// A view that hands every touch set it receives to a closure and consumes it.
@MainActor
private final class TouchCollector: UIView {
    let body: (Set<UITouch>) -> Void
    init(frame: CGRect, _ body: @escaping (Set<UITouch>) -> Void) {
        self.body = body
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { body(touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { body(touches) }
}
