import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// A view controller written the way an iOS developer writes one: action methods that take the recognizer
/// (GR-04, GR-06, GR-11 / Listing 1-5).
@MainActor
fileprivate final class GestureViewController: UIViewController {
    let log: EventLog
    private(set) var senders: [UIGestureRecognizer] = []

    init(log: EventLog) {
        self.log = log
        super.init()
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func handleTap(_ recognizer: UITapGestureRecognizer) {
        senders.append(recognizer)
        log.record("VC", "handleTap", detail: "\(recognizer.state)")
    }

    func handleTapAgain(_ recognizer: UITapGestureRecognizer) {
        log.record("VC", "handleTapAgain", detail: "\(recognizer.state)")
    }

    func handleAny(_ recognizer: UIGestureRecognizer) {
        log.record("VC", "handleAny", detail: "\(recognizer.state)")
    }

    /// Listing 1-5's pattern: the action method reads `state` to find the end of a continuous gesture.
    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        if recognizer.state == .ended || recognizer.state == .cancelled {
            log.record("VC", "panFinished", detail: "\(recognizer.state)")
        } else {
            let t = recognizer.translation(in: recognizer.view)
            log.record("VC", "panMoved", detail: "\(recognizer.state) \(Int(t.x)),\(Int(t.y))")
        }
    }
}

/// A target that is not a responder, adopting ``ActionPerforming`` (the Linux stand-in for selector dispatch).
@MainActor
fileprivate final class PlainSelectorTarget: ActionPerforming {
    let log: EventLog
    init(log: EventLog) { self.log = log }
    func perform(_ action: Selector, with sender: Any?, for event: UIEvent?) -> Bool {
        log.record("plain", "\(action)", detail: sender is UIGestureRecognizer ? "recognizer" : "other")
        return true
    }
}

/// Target-action, the three target forms, and when actions are sent (requirements GR-02, GR-04 to GR-11,
/// GSM-05; decisions DIS-07, GAP-11, GAP-12).
@MainActor
@Suite("Gesture actions and targets (GR)")
struct GestureActionTests {
    let sim = TouchSimulator()
    let log = EventLog()
    let p = CGPoint(x: 100, y: 100)

    /// A window with one recording view "V" covering it.
    func makeView() -> RecordingView {
        let v = SingleViewScene(simulator: sim, recordingAs: "V", log: log, isMultipleTouchEnabled: true).view
        return v
    }

    func calls() -> [String] { log.lines.filter { !$0.hasPrefix("V.") } }

    // MARK: Typed target-action

    @Test("GR-04 / GR-06 typed target-action: a view controller's method receives the recognizer itself")
    func typedTargetAction() {
        let v = makeView()
        let vc = GestureViewController(log: log)
        let tap = UITapGestureRecognizer(target: vc, action: GestureViewController.handleTap)
        v.addGestureRecognizer(tap)
        sim.tap(at: p)
        #expect(calls() == ["VC.handleTap[ended]"])
        #expect(vc.senders.count == 1)
        #expect(vc.senders.first === tap)
        #expect(tap.actionCount == 1)
    }

    @Test("GR-04 typed addTarget with a method taking the base class works for any recognizer")
    func typedBaseClassMethod() {
        let v = makeView()
        let vc = GestureViewController(log: log)
        defer { withExtendedLifetime(vc) {} }  // targets are held weakly
        let tap = UITapGestureRecognizer()
        tap.addTarget(vc, action: GestureViewController.handleAny)
        v.addGestureRecognizer(tap)
        sim.tap(at: p)
        #expect(calls() == ["VC.handleAny[ended]"])
    }

    @Test("GAP-12 the typed target is held weakly: once the controller is freed its action stops, others go on")
    func typedTargetIsWeak() {
        let v = makeView()
        let tap = UITapGestureRecognizer()
        weak var weakVC: GestureViewController?
        do {
            let vc = GestureViewController(log: log)
            weakVC = vc
            tap.addTarget(vc, action: GestureViewController.handleTap)
            v.addGestureRecognizer(tap)
            sim.tap(at: p)
            #expect(calls() == ["VC.handleTap[ended]"])
        }
        #expect(weakVC == nil)
        GRFixtures.recordActions(of: tap, into: log)
        tap.name = "tap"
        sim.advance(by: 1)
        sim.tap(at: p)
        #expect(calls() == ["VC.handleTap[ended]", "tap.action[ended]"])
    }

    // MARK: Selector form

    @Test("GR-04 selector form: a responder's handler registered with setActionHandler(for:_:) runs with the recognizer as sender")
    func selectorForm() {
        let v = makeView()
        let responder = UIResponder()
        let senderBox = GRBox<AnyObject?>(nil)
        responder.setActionHandler(for: Selector("handleTap:")) { sender, _ in
            senderBox.value = sender as AnyObject?
            log.record("responder", "handleTap:", detail: (sender as? UIGestureRecognizer).map { "\($0.state)" })
        }
        defer { withExtendedLifetime(responder) {} }  // targets are held weakly
        let tap = UITapGestureRecognizer(target: responder, action: Selector("handleTap:"))
        v.addGestureRecognizer(tap)
        sim.tap(at: p)
        #expect(calls() == ["responder.handleTap:[ended]"])
        #expect(senderBox.value === tap)
    }

    @Test("GR-04 selector form with addTarget and a non-responder ActionPerforming target")
    func selectorFormPlainTarget() {
        let v = makeView()
        let target = PlainSelectorTarget(log: log)
        defer { withExtendedLifetime(target) {} }  // targets are held weakly
        let tap = UITapGestureRecognizer()
        tap.addTarget(target, action: Selector("tapped:"))
        v.addGestureRecognizer(tap)
        sim.tap(at: p)
        #expect(calls() == ["plain.tapped:[recognizer]"])
    }

    @Test("GAP-12 the selector target is held weakly too")
    func selectorTargetIsWeak() {
        let v = makeView()
        let tap = UITapGestureRecognizer()
        weak var weakResponder: UIResponder?
        do {
            let responder = UIResponder()
            weakResponder = responder
            responder.setActionHandler(for: Selector("handleTap:")) { _, _ in log.record("responder", "handleTap:") }
            tap.addTarget(responder, action: Selector("handleTap:"))
        }
        #expect(weakResponder == nil)
        v.addGestureRecognizer(tap)
        sim.tap(at: p)
        #expect(calls().isEmpty)
        #expect(tap.state == .possible)
        #expect(tap.resetCount == 1)
    }

    // MARK: Closure form

    @Test("GAP-12 closure form: addAction runs the closure with the recognizer; removeAction(id) removes only it")
    func closureForm() {
        let v = makeView()
        let tap = UITapGestureRecognizer()
        let first = tap.addAction { r in log.record("first", "closure", detail: "\(r.state)") }
        tap.addAction { r in log.record("second", "closure", detail: "\(r.state)") }
        v.addGestureRecognizer(tap)
        sim.tap(at: p)
        #expect(calls() == ["first.closure[ended]", "second.closure[ended]"])
        tap.removeAction(first)
        #expect(tap.actionCount == 1)
        sim.advance(by: 1)
        sim.tap(at: p)
        #expect(calls() == ["first.closure[ended]", "second.closure[ended]", "second.closure[ended]"])
    }

    // MARK: Multiple targets and removal

    /// A tap recognizer with four actions, in this order: typed `handleTap`, selector `a:`, closure, typed
    /// `handleTapAgain`, plus selector `b:` on the same responder.
    fileprivate func multiTargetScene() -> (UITapGestureRecognizer, GestureViewController, UIResponder) {
        let v = makeView()
        let vc = GestureViewController(log: log)
        let responder = UIResponder()
        responder.setActionHandler(for: Selector("a:")) { _, _ in log.record("responder", "a:") }
        responder.setActionHandler(for: Selector("b:")) { _, _ in log.record("responder", "b:") }
        let tap = UITapGestureRecognizer(target: vc, action: GestureViewController.handleTap)
        tap.addTarget(responder, action: Selector("a:"))
        tap.addAction { _ in log.record("closure", "run") }
        tap.addTarget(vc, action: GestureViewController.handleTapAgain)
        tap.addTarget(responder, action: Selector("b:"))
        v.addGestureRecognizer(tap)
        return (tap, vc, responder)
    }

    @Test("GAP-12 / GR-04 multiple targets are all called, in the order they were added")
    func multipleTargetsInOrder() {
        let (tap, vc, responder) = multiTargetScene()
        defer { withExtendedLifetime((vc, responder)) {} }
        #expect(tap.actionCount == 5)
        sim.tap(at: p)
        #expect(calls() == ["VC.handleTap[ended]", "responder.a:", "closure.run", "VC.handleTapAgain[ended]", "responder.b:"])
    }

    @Test("GR-05 removeTarget(target, action:) removes only that pair")
    func removeTargetPair() {
        let (tap, vc, responder) = multiTargetScene()
        defer { withExtendedLifetime((vc, responder)) {} }
        tap.removeTarget(responder, action: Selector("a:"))
        #expect(tap.actionCount == 4)
        sim.tap(at: p)
        #expect(calls() == ["VC.handleTap[ended]", "closure.run", "VC.handleTapAgain[ended]", "responder.b:"])
    }

    @Test("GR-05 removeTarget(target, action: nil) removes every action of that target")
    func removeTargetAllActions() {
        let (tap, vc, responder) = multiTargetScene()
        defer { withExtendedLifetime((vc, responder)) {} }
        tap.removeTarget(vc, action: nil)
        #expect(tap.actionCount == 3)
        sim.tap(at: p)
        #expect(calls() == ["responder.a:", "closure.run", "responder.b:"])
    }

    @Test("GR-05 removeTarget(nil, action:) removes that action from every target")
    func removeActionFromAllTargets() {
        let (tap, vc, responder) = multiTargetScene()
        defer { withExtendedLifetime((vc, responder)) {} }
        tap.removeTarget(nil, action: Selector("b:"))
        sim.tap(at: p)
        #expect(calls() == ["VC.handleTap[ended]", "responder.a:", "closure.run", "VC.handleTapAgain[ended]"])
    }

    @Test("GR-05 removeTarget(nil, action: nil) removes every target-action pair; closure actions stay")
    func removeEveryTarget() {
        let (tap, vc, responder) = multiTargetScene()
        defer { withExtendedLifetime((vc, responder)) {} }
        tap.removeTarget(nil, action: nil)
        #expect(tap.actionCount == 1)
        sim.tap(at: p)
        #expect(calls() == ["closure.run"])
    }

    @Test("GR-05 removing a target that was never added changes nothing")
    func removeUnknownTarget() {
        let (tap, vc, responder) = multiTargetScene()
        defer { withExtendedLifetime((vc, responder)) {} }
        tap.removeTarget(UIResponder(), action: nil)
        tap.removeTarget(responder, action: Selector("c:"))
        #expect(tap.actionCount == 5)
    }

    // MARK: When actions are sent (GR-08, GSM-05, DIS-07)

    @Test("GR-08 / GSM-05 a discrete recognizer sends exactly one action; a failed one sends none")
    func discreteOneAction() {
        let v = makeView()
        let tap = UITapGestureRecognizer()
        tap.name = "tap"
        GRFixtures.recordActions(of: tap, into: log)
        v.addGestureRecognizer(tap)
        sim.tap(at: p)
        #expect(calls() == ["tap.action[ended]"])
        // A finger that moves 50 pt is not a tap: the recognizer fails, and failing sends nothing.
        sim.advance(by: 1)
        sim.drag(from: p, to: CGPoint(x: 150, y: 100))
        #expect(calls() == ["tap.action[ended]"])
        #expect(tap.resetCount == 2)
    }

    @Test("GR-08 / DIS-07 a continuous recognizer sends began, every change and ended")
    func continuousManyActions() {
        let v = makeView()
        let pan = UIPanGestureRecognizer()
        pan.name = "pan"
        GRFixtures.recordActions(of: pan, into: log)
        v.addGestureRecognizer(pan)
        let f = sim.touchDown(at: p)
        sim.move(f, to: CGPoint(x: 105, y: 100))  // within the 10 pt hysteresis
        #expect(calls().isEmpty)
        sim.move(f, to: CGPoint(x: 115, y: 100))
        sim.move(f, to: CGPoint(x: 125, y: 100))
        sim.move(f, to: CGPoint(x: 135, y: 100))
        sim.lift(f)
        #expect(calls() == ["pan.action[began]", "pan.action[changed]", "pan.action[changed]", "pan.action[ended]"])
    }

    @Test("DIS-07 a continuous gesture whose touches are cancelled sends a cancelled action")
    func continuousCancelledAction() {
        let v = makeView()
        let pan = UIPanGestureRecognizer()
        pan.name = "pan"
        GRFixtures.recordActions(of: pan, into: log)
        v.addGestureRecognizer(pan)
        let f = sim.touchDown(at: p)
        sim.move(f, to: CGPoint(x: 130, y: 100))
        sim.move(f, to: CGPoint(x: 140, y: 100))
        sim.cancel([f])
        #expect(calls() == ["pan.action[began]", "pan.action[changed]", "pan.action[cancelled]"])
        #expect(pan.state == .possible)
        #expect(pan.resetCount == 1)
    }

    @Test("GR-08 a continuous gesture keeps sending actions until the last finger of the sequence lifts")
    func continuousUntilSequenceEnds() {
        let v = makeView()
        let r = GRProbe.make("R", .continuous(beginsOn: .moved), log: log)
        v.addGestureRecognizer(r)
        let fingers = sim.touchDown(at: [p, CGPoint(x: 200, y: 100)])
        sim.move(fingers[0], to: CGPoint(x: 120, y: 100))
        sim.lift(fingers[0])
        #expect(GRFixtures.actions(log) == ["R.action[began]"])
        sim.move(fingers[1], to: CGPoint(x: 220, y: 100))
        sim.lift(fingers[1])
        #expect(GRFixtures.actions(log) == ["R.action[began]", "R.action[changed]", "R.action[ended]"])
    }

    @Test("GR-11 / Listing 1-5 an action method reads state to detect the end of a continuous gesture (ended)")
    func actionReadsStateEnded() {
        let v = makeView()
        let vc = GestureViewController(log: log)
        defer { withExtendedLifetime(vc) {} }  // targets are held weakly
        let pan = UIPanGestureRecognizer(target: vc, action: GestureViewController.handlePan)
        v.addGestureRecognizer(pan)
        let f = sim.touchDown(at: p)
        sim.move(f, to: CGPoint(x: 120, y: 100))
        sim.move(f, to: CGPoint(x: 130, y: 110))
        sim.lift(f)
        #expect(calls() == ["VC.panMoved[began 20,0]", "VC.panMoved[changed 30,10]", "VC.panFinished[ended]"])
    }

    @Test("GR-11 / Listing 1-5 an action method reads state to detect the end of a continuous gesture (cancelled)")
    func actionReadsStateCancelled() {
        let v = makeView()
        let vc = GestureViewController(log: log)
        defer { withExtendedLifetime(vc) {} }  // targets are held weakly
        let pan = UIPanGestureRecognizer(target: vc, action: GestureViewController.handlePan)
        v.addGestureRecognizer(pan)
        let f = sim.touchDown(at: p)
        sim.move(f, to: CGPoint(x: 120, y: 100))
        sim.cancel([f])
        #expect(calls() == ["VC.panMoved[began 20,0]", "VC.panFinished[cancelled]"])
    }

    // MARK: Location (GR-09, GAP-11)

    @Test("GR-09 / GAP-11 location(in:), location(ofTouch:in:) and numberOfTouches inside the action")
    func locationInAction() {
        let v = SingleViewScene(
            simulator: sim, recordingAs: "V", log: log, viewFrame: CGRect(x: 50, y: 60, width: 200, height: 200),
            isMultipleTouchEnabled: true
        ).view
        let r = GRProbe.make("R", .continuous(beginsOn: .moved), log: log, recordsActions: false)
        let seen = GRBox<[String]>([])
        r.addAction { r in
            let c = r.location(in: r.view), w = r.location(in: nil)
            var s = "\(r.state) c=\(Int(c.x)),\(Int(c.y)) w=\(Int(w.x)),\(Int(w.y))"
            if r.state == .began {
                s += " n=\(r.numberOfTouches)"
                let a = r.location(ofTouch: 0, in: r.view), b = r.location(ofTouch: 1, in: r.view)
                s += " a=\(Int(a.x)),\(Int(a.y)) b=\(Int(b.x)),\(Int(b.y))"
            }
            seen.value.append(s)
        }
        v.addGestureRecognizer(r)
        let fingers = sim.touchDown(at: [CGPoint(x: 10, y: 20), CGPoint(x: 50, y: 20)], in: v)
        sim.move(fingers[1], to: CGPoint(x: 90, y: 20), in: v)
        sim.lift(fingers)
        // After the fingers lift the location stays where they were last. (How many touches UIKit still counts
        // in the ended action is not asserted.)
        #expect(seen.value == [
            "began c=50,20 w=100,80 n=2 a=10,20 b=90,20",
            "ended c=50,20 w=100,80",
        ])
    }

    // MARK: Attaching (GR-02, GR-05)

    @Test("GR-05 recognizers can be added and removed dynamically; gestureRecognizers reflects it")
    func addAndRemoveDynamically() {
        let v = makeView()
        let tap = UITapGestureRecognizer()
        tap.name = "tap"
        GRFixtures.recordActions(of: tap, into: log)
        #expect(v.gestureRecognizers == nil)
        sim.tap(at: p)
        #expect(calls().isEmpty)
        v.addGestureRecognizer(tap)
        #expect(v.gestureRecognizers?.count == 1)
        #expect(v.gestureRecognizers?.first === tap)
        #expect(tap.view === v)
        sim.advance(by: 1)
        sim.tap(at: p)
        #expect(calls() == ["tap.action[ended]"])
        v.removeGestureRecognizer(tap)
        #expect(v.gestureRecognizers == nil)
        #expect(tap.view == nil)
        sim.advance(by: 1)
        sim.tap(at: p)
        #expect(calls() == ["tap.action[ended]"])
        v.addGestureRecognizer(tap)
        sim.advance(by: 1)
        sim.tap(at: p)
        #expect(calls() == ["tap.action[ended]", "tap.action[ended]"])
    }

    @Test("GR-02 a recognizer belongs to one view: adding it to a second view moves it; a view holds many")
    func oneViewPerRecognizer() {
        let window = sim.makeWindow()
        let v1 = RecordingView("V1", frame: CGRect(x: 0, y: 0, width: 160, height: 480), log: log)
        let v2 = RecordingView("V2", frame: CGRect(x: 160, y: 0, width: 160, height: 480), log: log)
        window.addSubview(v1)
        window.addSubview(v2)
        let tap = UITapGestureRecognizer()
        tap.name = "tap"
        GRFixtures.recordActions(of: tap, into: log)
        let other = UITapGestureRecognizer()
        v1.addGestureRecognizer(tap)
        v1.addGestureRecognizer(tap)  // adding twice keeps one entry
        v1.addGestureRecognizer(other)
        #expect(v1.gestureRecognizers?.count == 2)
        v2.addGestureRecognizer(tap)
        #expect(tap.view === v2)
        #expect(v1.gestureRecognizers?.count == 1)
        #expect(v1.gestureRecognizers?.first === other)
        #expect(v2.gestureRecognizers?.count == 1)
        sim.tap(at: CGPoint(x: 80, y: 100))  // in V1
        #expect(GRFixtures.actions(log).isEmpty)
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 240, y: 100))  // in V2
        #expect(GRFixtures.actions(log) == ["tap.action[ended]"])
    }

    @Test("GR-05 setting gestureRecognizers replaces the attached recognizers")
    func settingGestureRecognizers() {
        let v = makeView()
        let a = UITapGestureRecognizer(), b = UITapGestureRecognizer()
        v.addGestureRecognizer(a)
        v.gestureRecognizers = [b]
        #expect(a.view == nil)
        #expect(b.view === v)
        #expect(v.gestureRecognizers?.count == 1)
        v.gestureRecognizers = nil
        #expect(b.view == nil)
        #expect(v.gestureRecognizers == nil)
    }
}
