import Foundation
import Testing
@testable import Tactile
import TactileTesting

// The responder chain: requirements RSP-01 to RSP-11, seed example EX-19, decisions DIS-08 (default handlers
// forward), GAP-02 (the application delegate ends the chain) and SHK-02 / RSP-11 (shake to edit).

// MARK: - Helpers

/// A window that logs what reaches its handlers, then behaves normally (forwards to the application).
fileprivate final class ChainWindow: UIWindow {
    let name: String
    let log: EventLog
    init(_ name: String, frame: CGRect, application: UIApplication, log: EventLog) {
        self.name = name
        self.log = log
        super.init(frame: frame, application: application)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record(name, "touchesBegan", touches: touches)
        super.touchesBegan(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record(name, "touchesEnded", touches: touches)
        super.touchesEnded(touches, with: event)
    }
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.record(name, "motionBegan")
        super.motionBegan(motion, with: event)
    }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.record(name, "motionEnded")
        super.motionEnded(motion, with: event)
    }
    override func remoteControlReceived(with event: UIEvent?) {
        log.record(name, "remoteControlReceived", detail: event.map { "\($0.subtype)" })
        super.remoteControlReceived(with: event)
    }
}

/// An application that logs what reaches its handlers, then forwards them (to its delegate, if any).
fileprivate final class ChainApplication: UIApplication {
    let log: EventLog
    init(scheduler: VirtualScheduler, log: EventLog) {
        self.log = log
        super.init(scheduler: scheduler)
    }
    required init?(coder: NSCoder) { nil }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record("App", "touchesBegan", touches: touches)
        super.touchesBegan(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record("App", "touchesEnded", touches: touches)
        super.touchesEnded(touches, with: event)
    }
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.record("App", "motionBegan")
        super.motionBegan(motion, with: event)
    }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.record("App", "motionEnded")
        super.motionEnded(motion, with: event)
    }
    override func remoteControlReceived(with event: UIEvent?) {
        log.record("App", "remoteControlReceived", detail: event.map { "\($0.subtype)" })
        super.remoteControlReceived(with: event)
    }
}

/// A recording controller whose root view is a forwarding `RecordingView` named `viewName`.
fileprivate final class RootRecordingViewController: RecordingViewController {
    let viewName: String
    init(_ name: String, viewName: String, log: EventLog) {
        self.viewName = viewName
        super.init(name, log: log)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func loadView() {
        let v = RecordingView(viewName, frame: .zero, log: log)
        v.forwardsToSuper = true
        view = v
    }
    override func viewDidLoad() {}
    override func viewWillAppear(_ animated: Bool) {}
    override func viewDidAppear(_ animated: Bool) {}
}

/// A view that records every responder handler and consumes it (does not call super).
fileprivate final class SinkView: UIView {
    let log: EventLog
    init(log: EventLog) {
        self.log = log
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.record("P", "touchesBegan") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.record("P", "touchesMoved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.record("P", "touchesEnded") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record("P", "touchesCancelled")
    }
    override func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {
        log.record("P", "touchesEstimatedPropertiesUpdated")
    }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.record("P", "pressesBegan")
    }
    override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.record("P", "pressesChanged")
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.record("P", "pressesEnded")
    }
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.record("P", "pressesCancelled")
    }
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.record("P", "motionBegan", detail: "\(motion)")
    }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.record("P", "motionEnded", detail: "\(motion)")
    }
    override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.record("P", "motionCancelled", detail: "\(motion)")
    }
    override func remoteControlReceived(with event: UIEvent?) {
        log.record("P", "remoteControlReceived", detail: event.map { "\($0.subtype)" })
    }
}

/// Calls every handler of `responder` once, in a fixed order.
@MainActor
fileprivate func callEveryHandler(on responder: UIResponder) {
    let touches = Set<UITouch>()
    let presses = Set<UIPress>()
    let remote = UIEvent(type: .remoteControl, subtype: .remoteControlPause, timestamp: 0)
    responder.touchesBegan(touches, with: nil)
    responder.touchesMoved(touches, with: nil)
    responder.touchesEnded(touches, with: nil)
    responder.touchesCancelled(touches, with: nil)
    responder.touchesEstimatedPropertiesUpdated(touches)
    responder.pressesBegan(presses, with: nil)
    responder.pressesChanged(presses, with: nil)
    responder.pressesEnded(presses, with: nil)
    responder.pressesCancelled(presses, with: nil)
    responder.motionBegan(.motionShake, with: nil)
    responder.motionEnded(.motionShake, with: nil)
    responder.motionCancelled(.motionShake, with: nil)
    responder.remoteControlReceived(with: remote)
}

fileprivate let everyHandlerLine = [
    "P.touchesBegan", "P.touchesMoved", "P.touchesEnded", "P.touchesCancelled",
    "P.touchesEstimatedPropertiesUpdated",
    "P.pressesBegan", "P.pressesChanged", "P.pressesEnded", "P.pressesCancelled",
    "P.motionBegan[motionShake]", "P.motionEnded[motionShake]", "P.motionCancelled[motionShake]",
    "P.remoteControlReceived[remoteControlPause]",
]

/// The chain from `start`, following `next` until nil (at most 50 links), as names.
@MainActor
fileprivate func chain(from start: UIResponder, names: [(UIResponder, String)]) -> [String] {
    var result: [String] = []
    var r: UIResponder? = start
    while let current = r, result.count < 50 {
        result.append(names.first { $0.0 === current }?.1 ?? "?\(type(of: current))")
        r = current.next
    }
    return result
}

/// A delegate that is a view: per GAP-02 it is not the application's next responder.
fileprivate final class ViewDelegate: UIView, UIApplicationDelegate {}
/// A delegate that is a view controller: not the application's next responder either.
fileprivate final class ViewControllerDelegate: UIViewController, UIApplicationDelegate {}

/// Something to undo.
@MainActor
fileprivate final class Counter {
    var value = 0
}

/// Collects what the shake-to-edit presenter is given.
@MainActor
fileprivate final class PresenterBox {
    var managers: [UndoManager] = []
}

// MARK: - next

@Suite("Responder chain: next")
@MainActor
struct ResponderChainNextTests {
    @Test("RSP-02 a base UIResponder has no next responder")
    func baseIsNil() {
        #expect(UIResponder().next == nil)
    }

    @Test("RSP-02 a view's next is its superview, or nil without one")
    func viewNextIsSuperview() {
        let parent = UIView()
        let child = UIView()
        #expect(child.next == nil)
        parent.addSubview(child)
        #expect(child.next === parent)
        child.removeFromSuperview()
        #expect(child.next == nil)
    }

    @Test("RSP-02 a view controller's root view's next is the controller, even inside a superview")
    func rootViewNextIsController() {
        let vc = UIViewController()
        let container = UIView()
        #expect(vc.view.next === vc)
        container.addSubview(vc.view)
        #expect(vc.view.next === vc)
        let subview = UIView()
        vc.view.addSubview(subview)
        #expect(subview.next === vc.view)
    }

    @Test("RSP-02 RSP-04 a view controller's next is the superview of its view")
    func controllerNextIsSuperviewOfItsView() {
        let vc = UIViewController()
        let container = UIView()
        container.addSubview(vc.view)
        #expect(vc.next === container)
    }

    @Test("RSP-02 a window's next is its application; the root controller's next is the window")
    func windowNextIsApplication() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let vc = UIViewController()
        window.rootViewController = vc
        #expect(window.next === sim.application)
        #expect(vc.view.superview === window)
        #expect(vc.next === window)
    }

    @Test("RSP-02 the application's next is nil when it has no delegate")
    func applicationNextIsNil() {
        let sim = TouchSimulator()
        #expect(sim.application.next == nil)
    }

    @Test("GAP-02 a plain UIResponder delegate is the application's next, and ends the chain")
    func plainResponderDelegateIsNext() {
        let sim = TouchSimulator()
        let delegate = RecordingResponder("D", log: EventLog())
        sim.application.delegate = delegate
        #expect(sim.application.next === delegate)
        #expect(delegate.next == nil)
    }

    @Test("GAP-02 a delegate that is a view or a view controller is not the application's next")
    func viewDelegateIsNotNext() {
        let sim = TouchSimulator()
        let viewDelegate = ViewDelegate()
        sim.application.delegate = viewDelegate
        #expect(sim.application.next == nil)
        let vcDelegate = ViewControllerDelegate()
        sim.application.delegate = vcDelegate
        #expect(sim.application.next == nil)
        withExtendedLifetime((viewDelegate, vcDelegate)) {}
    }

    @Test("RSP-03 EX-19 simple app: H → S → R → rootVC → window → application → delegate")
    func simpleChainListedExactly() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let root = UIViewController()
        window.rootViewController = root
        let s = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let h = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.view.addSubview(s)
        s.addSubview(h)
        let delegate = RecordingResponder("D", log: EventLog())
        sim.application.delegate = delegate
        let names: [(UIResponder, String)] = [
            (h, "H"), (s, "S"), (root.view, "R"), (root, "rootVC"), (window, "window"),
            (sim.application, "application"), (delegate, "delegate"),
        ]
        #expect(
            chain(from: h, names: names) == ["H", "S", "R", "rootVC", "window", "application", "delegate"])
    }

    @Test("RSP-04 EX-19 nested controllers: V → C → childVC → R → rootVC → window → application → nil")
    func nestedChainListedExactly() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let root = UIViewController()
        window.rootViewController = root
        let child = UIViewController()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let v = UIView()
        child.view.addSubview(v)
        let names: [(UIResponder, String)] = [
            (v, "V"), (child.view, "C"), (child, "childVC"), (root.view, "R"), (root, "rootVC"),
            (window, "window"), (sim.application, "application"),
        ]
        #expect(
            chain(from: v, names: names) == ["V", "C", "childVC", "R", "rootVC", "window", "application"])
    }

    @Test("RSP-04 a child controller whose view sits deeper in the parent's hierarchy passes to that superview")
    func nestedChildViewDeeper() {
        let root = UIViewController()
        let holder = UIView()
        root.view.addSubview(holder)
        let child = UIViewController()
        root.addChild(child)
        holder.addSubview(child.view)
        child.didMove(toParent: root)
        let names: [(UIResponder, String)] = [
            (child.view, "C"), (child, "childVC"), (holder, "holder"), (root.view, "R"), (root, "rootVC"),
        ]
        #expect(chain(from: child.view, names: names) == ["C", "childVC", "holder", "R", "rootVC"])
    }
}

// MARK: - Events climbing the chain

@Suite("Responder chain: events climbing it")
@MainActor
struct ResponderChainDeliveryTests {
    private struct Setup {
        let sim: TouchSimulator
        let window: ChainWindow
        let root: RootRecordingViewController
        let s: RecordingView
        let h: RecordingView
        let log: EventLog
        let delegate: RecordingResponder?
    }

    /// Window W (logging, forwarding) → rootVC (R as its view) → S → H, all forwarding to super.
    private func setup(withDelegate: Bool) -> Setup {
        let log = EventLog()
        let scheduler = VirtualScheduler(start: 1000)
        let app = ChainApplication(scheduler: scheduler, log: log)
        let delegate = withDelegate ? RecordingResponder("D", log: log) : nil
        app.delegate = delegate
        let sim = TouchSimulator(application: app, scheduler: scheduler)
        let window = ChainWindow("W", frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app, log: log)
        window.makeKeyAndVisible()
        let root = RootRecordingViewController("rootVC", viewName: "R", log: log)
        window.rootViewController = root
        let s = RecordingView("S", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        let h = RecordingView("H", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        s.forwardsToSuper = true
        h.forwardsToSuper = true
        root.view.addSubview(s)
        s.addSubview(h)
        log.clear()
        return Setup(sim: sim, window: window, root: root, s: s, h: h, log: log, delegate: delegate)
    }

    @Test("RSP-03 RSP-05 HIT-15 EX-19 an unhandled touch climbs H, S, R, rootVC, window, application, delegate")
    func unhandledTouchClimbsToDelegate() {
        let s = setup(withDelegate: true)
        s.sim.tap(at: CGPoint(x: 50, y: 50))
        #expect(
            s.log.lines == [
                "H.touchesBegan(t1)", "S.touchesBegan(t1)", "R.touchesBegan(t1)", "rootVC.touchesBegan(t1)",
                "W.touchesBegan(t1)", "App.touchesBegan(t1)", "D.touchesBegan(t1)",
                "H.touchesEnded(t1)", "S.touchesEnded(t1)", "R.touchesEnded(t1)", "rootVC.touchesEnded(t1)",
                "W.touchesEnded(t1)", "App.touchesEnded(t1)", "D.touchesEnded(t1)",
            ])
    }

    @Test("RSP-03 EX-19 with no delegate the touch ends at the application and is discarded without a crash")
    func unhandledTouchEndsAtApplication() {
        let s = setup(withDelegate: false)
        s.sim.tap(at: CGPoint(x: 50, y: 50))
        #expect(
            s.log.lines == [
                "H.touchesBegan(t1)", "S.touchesBegan(t1)", "R.touchesBegan(t1)", "rootVC.touchesBegan(t1)",
                "W.touchesBegan(t1)", "App.touchesBegan(t1)",
                "H.touchesEnded(t1)", "S.touchesEnded(t1)", "R.touchesEnded(t1)", "rootVC.touchesEnded(t1)",
                "W.touchesEnded(t1)", "App.touchesEnded(t1)",
            ])
        // The application keeps working afterwards.
        s.log.clear()
        s.sim.advance(by: 1)
        s.sim.tap(at: CGPoint(x: 150, y: 150))
        #expect(s.log.lines.first == "S.touchesBegan(t2)")
    }

    @Test("RSP-04 EX-19 nested controllers: an unhandled touch climbs V, C, childVC, R, rootVC, window, application")
    func nestedTouchClimb() {
        let s = setup(withDelegate: false)
        s.s.removeFromSuperview()
        let child = RootRecordingViewController("childVC", viewName: "C", log: s.log)
        s.root.addChild(child)
        s.root.view.addSubview(child.view)
        child.didMove(toParent: s.root)
        child.view.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let v = RecordingView("V", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: s.log)
        v.forwardsToSuper = true
        child.view.addSubview(v)
        s.log.clear()
        s.sim.tap(at: CGPoint(x: 50, y: 50))
        let names = ["V", "C", "childVC", "R", "rootVC", "W", "App"]
        #expect(s.log.lines == names.map { "\($0).touchesBegan(t1)" } + names.map { "\($0).touchesEnded(t1)" })
    }

    @Test("RSP-05 DIS-08 a responder that does not call super stops the climb")
    func handlerWithoutSuperStops() {
        let s = setup(withDelegate: true)
        s.s.forwardsToSuper = false
        s.sim.tap(at: CGPoint(x: 50, y: 50))
        #expect(
            s.log.lines == [
                "H.touchesBegan(t1)", "S.touchesBegan(t1)", "H.touchesEnded(t1)", "S.touchesEnded(t1)",
            ])
    }

    @Test("RSP-06 FR-07 EX-19 a shake from a first-responder leaf climbs the same chain")
    func shakeClimbsFromFirstResponder() {
        let s = setup(withDelegate: true)
        s.h.acceptsFirstResponder = true
        #expect(s.h.becomeFirstResponder())
        s.sim.application.enqueue(.shake(RawShakeEvent(timestamp: s.sim.now, phase: .began)))
        s.sim.application.enqueue(.shake(RawShakeEvent(timestamp: s.sim.now, phase: .ended)))
        s.sim.scheduler.runDueActions()
        // RecordingViewController logs only motionEnded, RecordingResponder only motionEnded.
        #expect(
            s.log.lines == [
                "H.motionBegan", "S.motionBegan", "R.motionBegan", "W.motionBegan", "App.motionBegan",
                "H.motionEnded", "S.motionEnded", "R.motionEnded", "rootVC.motionEnded", "W.motionEnded",
                "App.motionEnded", "D.motionEnded",
            ])
    }

    @Test("RSP-06 FR-07 EX-19 a remote-control event from a first-responder leaf climbs the same chain")
    func remoteControlClimbsFromFirstResponder() {
        let s = setup(withDelegate: true)
        s.h.acceptsFirstResponder = true
        #expect(s.h.becomeFirstResponder())
        s.sim.application.beginReceivingRemoteControlEvents()
        s.sim.application.enqueue(
            .remoteControl(RawRemoteControlEvent(timestamp: s.sim.now, subtype: .remoteControlNextTrack)))
        s.sim.scheduler.runDueActions()
        let names = ["H", "S", "R", "rootVC", "W", "App", "D"]
        #expect(s.log.lines == names.map { "\($0).remoteControlReceived[remoteControlNextTrack]" })
    }

    @Test("DIS-08 TD-07 end to end: a plain UIView's default touch handlers forward to its superview")
    func plainViewForwardsTouches() {
        let log = EventLog()
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let parent = RecordingView("P", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(parent)
        parent.addSubview(plain)
        let finger = sim.touchDown(at: CGPoint(x: 50, y: 50))
        sim.advance(by: 0.02)
        sim.move(finger, to: CGPoint(x: 60, y: 50))
        sim.advance(by: 0.02)
        sim.lift(finger)
        #expect(log.lines == ["P.touchesBegan(t1)", "P.touchesMoved(t1)", "P.touchesEnded(t1)"])
    }
}

// MARK: - Default handlers (DIS-08)

@Suite("Responder chain: default handlers forward to next")
@MainActor
struct ResponderChainDefaultHandlerTests {
    @Test("DIS-08 RSP-09 RSP-10 UIView's default handlers forward every family: touches, presses, motion, remote, estimated")
    func viewDefaultsForward() {
        let log = EventLog()
        let parent = SinkView(log: log)
        let child = UIView()
        parent.addSubview(child)
        callEveryHandler(on: child)
        #expect(log.lines == everyHandlerLine)
    }

    @Test("DIS-08 a chain of plain views forwards through every link")
    func forwardsThroughSeveralLinks() {
        let log = EventLog()
        let parent = SinkView(log: log)
        let middle = UIView()
        let leaf = UIView()
        parent.addSubview(middle)
        middle.addSubview(leaf)
        callEveryHandler(on: leaf)
        #expect(log.lines == everyHandlerLine)
    }

    @Test("DIS-08 RSP-02 a plain view controller's default handlers forward to the superview of its view")
    func controllerDefaultsForward() {
        let log = EventLog()
        let parent = SinkView(log: log)
        let vc = UIViewController()
        parent.addSubview(vc.view)
        callEveryHandler(on: vc)
        #expect(log.lines == everyHandlerLine)
        // And the controller's root view forwards through the controller to the same place.
        log.clear()
        callEveryHandler(on: vc.view)
        #expect(log.lines == everyHandlerLine)
    }

    @Test("DIS-08 a responder with no next swallows events without crashing")
    func noNextSwallows() {
        let log = EventLog()
        let orphan = UIView()
        callEveryHandler(on: orphan)
        callEveryHandler(on: UIResponder())
        #expect(log.lines.isEmpty)
    }

    @Test("DIS-08 GAP-02 the window forwards to the application, and the application to its delegate")
    func windowAndApplicationForward() {
        let log = EventLog()
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let delegate = RecordingResponder("D", log: log)
        sim.application.delegate = delegate
        window.touchesBegan([], with: nil)
        window.touchesEnded([], with: nil)
        window.remoteControlReceived(with: UIEvent(type: .remoteControl, subtype: .remoteControlPlay, timestamp: 0))
        sim.application.touchesBegan([], with: nil)
        #expect(
            log.lines == [
                "D.touchesBegan", "D.touchesEnded", "D.remoteControlReceived[remoteControlPlay]", "D.touchesBegan",
            ])
    }
}

// MARK: - Shake to edit (RSP-11)

@Suite("Responder chain: shake to edit")
@MainActor
struct ResponderChainShakeToEditTests {
    private struct Setup {
        let sim: TouchSimulator
        let window: UIWindow
        let presented: PresenterBox
        let counter: Counter
    }

    private func setup(registerUndo: Bool) -> Setup {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let box = PresenterBox()
        sim.application.shakeToEditPresenter = { box.managers.append($0) }
        let counter = Counter()
        if registerUndo {
            counter.value = 5
            window.undoManager?.registerUndo(withTarget: counter) { $0.value = 0 }
        }
        return Setup(sim: sim, window: window, presented: box, counter: counter)
    }

    private func shake(_ sim: TouchSimulator) {
        sim.application.enqueue(.shake(RawShakeEvent(timestamp: sim.now, phase: .began)))
        sim.application.enqueue(.shake(RawShakeEvent(timestamp: sim.now, phase: .ended)))
        sim.scheduler.runDueActions()
    }

    @Test("RSP-11 applicationSupportsShakeToEdit defaults to true")
    func defaultIsTrue() {
        let sim = TouchSimulator()
        #expect(sim.application.applicationSupportsShakeToEdit)
    }

    @Test("RSP-11 SHK-02 an unhandled shake reaching the window presents the undo manager, which can undo")
    func unhandledShakePresents() {
        let s = setup(registerUndo: true)
        s.sim.application.enqueue(.shake(RawShakeEvent(timestamp: s.sim.now, phase: .began)))
        s.sim.scheduler.runDueActions()
        #expect(s.presented.managers.isEmpty)  // the sheet follows the end of the shake
        s.sim.application.enqueue(.shake(RawShakeEvent(timestamp: s.sim.now, phase: .ended)))
        s.sim.scheduler.runDueActions()
        #expect(s.presented.managers.count == 1)
        let manager = s.presented.managers.first
        #expect(manager === s.window.undoManager)
        #expect(manager?.canUndo == true)
        manager?.undo()
        #expect(s.counter.value == 0)
    }

    @Test("RSP-11 a shake that climbs from a first responder calling super also presents the sheet")
    func forwardingFirstResponderStillPresents() {
        let s = setup(registerUndo: true)
        let log = EventLog()
        let view = RecordingView("F", frame: CGRect(x: 0, y: 0, width: 50, height: 50), log: log)
        view.acceptsFirstResponder = true
        view.forwardsToSuper = true
        s.window.addSubview(view)
        #expect(view.becomeFirstResponder())
        shake(s.sim)
        #expect(log.lines == ["F.motionBegan", "F.motionEnded"])
        #expect(s.presented.managers.count == 1)
        #expect(s.presented.managers.first === view.undoManager)
    }

    @Test("RSP-11 nothing is presented when applicationSupportsShakeToEdit is false")
    func notWhenUnsupported() {
        let s = setup(registerUndo: true)
        s.sim.application.applicationSupportsShakeToEdit = false
        shake(s.sim)
        #expect(s.presented.managers.isEmpty)
        #expect(s.counter.value == 5)
    }

    @Test("RSP-11 nothing is presented when there is nothing to undo")
    func notWhenNothingToUndo() {
        let s = setup(registerUndo: false)
        shake(s.sim)
        #expect(s.presented.managers.isEmpty)
    }

    @Test("RSP-11 SHK-02 nothing is presented when the first responder handles the shake without calling super")
    func notWhenHandled() {
        let s = setup(registerUndo: true)
        let log = EventLog()
        let view = RecordingView("F", frame: CGRect(x: 0, y: 0, width: 50, height: 50), log: log)
        view.acceptsFirstResponder = true
        s.window.addSubview(view)
        #expect(view.becomeFirstResponder())
        shake(s.sim)
        #expect(log.lines == ["F.motionBegan", "F.motionEnded"])
        #expect(s.presented.managers.isEmpty)
    }

    @Test("RSP-11 a cancelled shake presents nothing")
    func notWhenCancelled() {
        let s = setup(registerUndo: true)
        s.sim.application.enqueue(.shake(RawShakeEvent(timestamp: s.sim.now, phase: .began)))
        s.sim.application.enqueue(.shake(RawShakeEvent(timestamp: s.sim.now, phase: .cancelled)))
        s.sim.application.processPendingEvents()
        #expect(s.presented.managers.isEmpty)
    }
}
