import Foundation
import Testing
@testable import Tactile
import TactileTesting

// Delivering touches to views while recognizers analyse them: the exact view message sequences
// (requirements GTD-01 to GTD-10, GRI-13, TD-09, EX-10, EX-11; decisions DIS-02, DIS-03, DIS-04, GAP-01).
//
// Recognizer calls, view calls and actions go into one EventLog, so their relative order is asserted too.

// MARK: - Fixtures

/// A recognizer that logs the touches it is sent (as `<label>.touchesBegan(t1,t2)`), and lets a test decide what
/// it does with them.
@MainActor
private class GTDLoggingRecognizer: UIGestureRecognizer {
    let label: String
    let log: EventLog
    var onBegan: ((GTDLoggingRecognizer, Set<UITouch>, UIEvent) -> Void)?
    var onMoved: ((GTDLoggingRecognizer, Set<UITouch>, UIEvent) -> Void)?
    var onEnded: ((GTDLoggingRecognizer, Set<UITouch>, UIEvent) -> Void)?
    /// Touches ended so far in this attempt.
    var endedCount = 0

    init(_ label: String, log: EventLog) {
        self.label = label
        self.log = log
        super.init(target: nil, action: nil)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        log.record(label, "touchesBegan", touches: touches)
        onBegan?(self, touches, event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        log.record(label, "touchesMoved", touches: touches)
        onMoved?(self, touches, event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        log.record(label, "touchesEnded", touches: touches)
        endedCount += touches.count
        onEnded?(self, touches, event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        log.record(label, "touchesCancelled", touches: touches)
        if state == .possible { state = .failed }
    }

    override func reset() {
        super.reset()
        endedCount = 0
    }
}

/// Figure 1-6's recognizer (DIS-04): a discrete gesture made of two touches; it decides when its second touch
/// ends, and recognizes (or, in the failure variant, fails).
@MainActor
private final class GTDTwoTouchRecognizer: GTDLoggingRecognizer {
    var failsAtTheEnd = false
    /// The state read back right after setting it at step 4.
    var stateAfterDeciding: UIGestureRecognizer.State?

    override init(_ label: String, log: EventLog) {
        super.init(label, log: log)
        onEnded = { r, _, _ in
            guard let r = r as? GTDTwoTouchRecognizer, r.endedCount == 2 else { return }
            r.state = r.failsAtTheEnd ? .failed : .recognized
            r.stateAfterDeciding = r.state
        }
    }
}

/// A view that records, with each call, the touches' timestamps (ms after `base`) and locations in the view, the
/// touches' phases, the virtual time of the call, and optionally a recognizer's state.
@MainActor
private final class GTDDetailView: UIView {
    let name: String
    let log: EventLog
    let base: TimeInterval
    let clock: VirtualScheduler
    weak var watched: UIGestureRecognizer?

    init(_ name: String, frame: CGRect, log: EventLog, clock: VirtualScheduler) {
        self.name = name
        self.log = log
        self.clock = clock
        self.base = clock.now
        super.init(frame: frame)
        isMultipleTouchEnabled = true
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func ms(_ t: TimeInterval) -> Int { Int(((t - base) * 1000).rounded()) }

    private func record(_ method: String, _ touches: Set<UITouch>) {
        let ordered = touches.sorted { $0.location(in: self).x < $1.location(in: self).x }
        var detail = ordered.map { t in
            let p = t.location(in: self)
            return "ts=\(ms(t.timestamp)) (\(Int(p.x.rounded())),\(Int(p.y.rounded()))) \(t.phase)"
        }.joined(separator: "; ")
        detail += " at=\(ms(clock.now))"
        if let watched { detail += " r=\(watched.state)" }
        log.record(name, method, touches: touches, detail: detail)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record("touchesBegan", touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("touchesMoved", touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record("touchesEnded", touches) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("touchesCancelled", touches)
    }
}

@MainActor
private func gtdLogActions(_ r: UIGestureRecognizer, _ label: String, into log: EventLog) {
    r.addAction { g in log.record(label, "action", detail: "\(g.state)") }
}

// MARK: - GTD-01 to GTD-05: Figure 1-6 and its variants

@MainActor
@Suite("GTD-01…05 Figure 1-6: a two-touch discrete gesture against the view")
struct FigureOneSixDeliveryTests {
    let sim = TouchSimulator()
    let log = EventLog()
    let window: UIWindow
    let view: RecordingView

    init() {
        window = sim.makeWindow()
        view = RecordingView("V", frame: window.bounds, log: log)
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
    }

    /// DIS-04: two touches begin together, move together, and end one after the other.
    func playFigureOneSix() {
        let f = sim.touchDown(at: [CGPoint(x: 100, y: 200), CGPoint(x: 150, y: 200)], in: view)
        sim.advance(by: 1.0 / 60.0)
        sim.move([(f[0], CGPoint(x: 102, y: 203)), (f[1], CGPoint(x: 152, y: 203))], in: view)
        sim.advance(by: 0.05)
        sim.lift(f[0])
        sim.advance(by: 0.05)
        sim.lift(f[1])
        sim.advance(by: 1)
    }

    @Test("GTD-01 / GTD-03 / EX-10 the recognizer sees each phase before the view; the view's touchesCancelled{t1,t2} comes before the action")
    func figureOneSix() {
        let r = GTDTwoTouchRecognizer("R", log: log)
        gtdLogActions(r, "A", into: log)
        view.addGestureRecognizer(r)
        playFigureOneSix()
        #expect(
            log.lines == [
                "R.touchesBegan(t1,t2)", "V.touchesBegan(t1,t2)",
                "R.touchesMoved(t1,t2)", "V.touchesMoved(t1,t2)",
                "R.touchesEnded(t1)",  // step 3: withheld from the view
                "R.touchesEnded(t2)", "V.touchesCancelled(t1,t2)", "A.action[ended]",
            ])
    }

    @Test("GTD-03 both touches are cancelled exactly once, after the moves and before the action; the view never gets touchesEnded")
    func figureOneSixCancellationOrder() {
        let r = GTDTwoTouchRecognizer("R", log: log)
        gtdLogActions(r, "A", into: log)
        view.addGestureRecognizer(r)
        playFigureOneSix()
        let lines = log.lines
        let cancelled = log.entries.filter { $0.receiver == "V" && $0.method == "touchesCancelled" }.flatMap(\.items)
        #expect(cancelled.sorted() == ["t1", "t2"])
        #expect(!lines.contains { $0.hasPrefix("V.touchesEnded") })
        let lastCancel = lines.lastIndex { $0.hasPrefix("V.touchesCancelled") }
        let action = lines.firstIndex(of: "A.action[ended]")
        let moved = lines.firstIndex(of: "V.touchesMoved(t1,t2)")
        #expect(lastCancel != nil && action != nil && moved != nil)
        if let lastCancel, let action, let moved {
            #expect(moved < lastCancel && lastCancel < action)
        }
        #expect(lines.filter { $0 == "A.action[ended]" }.count == 1)
    }

    @Test(
        "GTD-03 / GCS-03 the recognizer's state column: possible through step 3; at step 4 the state it sets (recognized, or failed) reads back at once",
        arguments: [false, true])
    func figureOneSixStates(failsAtTheEnd: Bool) {
        let r = GTDTwoTouchRecognizer("R", log: log)
        r.failsAtTheEnd = failsAtTheEnd
        var statesSeen: [UIGestureRecognizer.State] = []
        r.onBegan = { r, _, _ in statesSeen.append(r.state) }
        r.onMoved = { r, _, _ in statesSeen.append(r.state) }
        view.addGestureRecognizer(r)
        let f = sim.touchDown(at: [CGPoint(x: 100, y: 200), CGPoint(x: 150, y: 200)], in: view)
        sim.move([(f[0], CGPoint(x: 102, y: 203)), (f[1], CGPoint(x: 152, y: 203))], in: view)
        sim.lift(f[0])
        #expect(r.state == .possible)
        sim.lift(f[1])
        #expect(statesSeen == [.possible, .possible])
        #expect(r.stateAfterDeciding == (failsAtTheEnd ? .failed : .recognized))
    }

    @Test("GTD-03 / DIS-04 with a UITapGestureRecognizer requiring two touches, delaysTouchesEnded YES and NO", arguments: [true, false])
    func figureOneSixWithTap(delaysTouchesEnded: Bool) {
        let tap = UITapGestureRecognizer()
        tap.numberOfTouchesRequired = 2
        tap.delaysTouchesEnded = delaysTouchesEnded
        gtdLogActions(tap, "A", into: log)
        view.addGestureRecognizer(tap)
        playFigureOneSix()
        if delaysTouchesEnded {
            #expect(
                log.lines == [
                    "V.touchesBegan(t1,t2)", "V.touchesMoved(t1,t2)", "V.touchesCancelled(t1,t2)", "A.action[ended]",
                ])
        } else {
            // Step 3 reaches the view at once; at step 4 only the touch still in progress is cancelled.
            #expect(
                log.lines == [
                    "V.touchesBegan(t1,t2)", "V.touchesMoved(t1,t2)", "V.touchesEnded(t1)", "V.touchesCancelled(t2)",
                    "A.action[ended]",
                ])
        }
    }

    @Test("GTD-07 Figure 1-6 with delaysTouchesEnded = NO: the first lift reaches the view at step 3")
    func figureOneSixNoDelay() {
        let r = GTDTwoTouchRecognizer("R", log: log)
        r.delaysTouchesEnded = false
        gtdLogActions(r, "A", into: log)
        view.addGestureRecognizer(r)
        playFigureOneSix()
        #expect(
            log.lines == [
                "R.touchesBegan(t1,t2)", "V.touchesBegan(t1,t2)",
                "R.touchesMoved(t1,t2)", "V.touchesMoved(t1,t2)",
                "R.touchesEnded(t1)", "V.touchesEnded(t1)",
                "R.touchesEnded(t2)", "V.touchesCancelled(t2)", "A.action[ended]",
            ])
    }

    @Test("GTD-04 failure variant: the recognizer fails at step 4, and the view gets both touches in ONE touchesEnded")
    func failureVariant() {
        let r = GTDTwoTouchRecognizer("R", log: log)
        r.failsAtTheEnd = true
        gtdLogActions(r, "A", into: log)
        view.addGestureRecognizer(r)
        playFigureOneSix()
        #expect(
            log.lines == [
                "R.touchesBegan(t1,t2)", "V.touchesBegan(t1,t2)",
                "R.touchesMoved(t1,t2)", "V.touchesMoved(t1,t2)",
                "R.touchesEnded(t1)",
                "R.touchesEnded(t2)", "V.touchesEnded(t1,t2)",
            ])
    }

    @Test("GTD-04 failure variant with delaysTouchesEnded = NO: each lift reaches the view when it happens; no action")
    func failureVariantNoDelay() {
        let r = GTDTwoTouchRecognizer("R", log: log)
        r.failsAtTheEnd = true
        r.delaysTouchesEnded = false
        gtdLogActions(r, "A", into: log)
        view.addGestureRecognizer(r)
        playFigureOneSix()
        #expect(
            log.calls(to: "V") == [
                "touchesBegan(t1,t2)", "touchesMoved(t1,t2)", "touchesEnded(t1)", "touchesEnded(t2)",
            ])
        #expect(!log.lines.contains { $0.hasPrefix("A.") })
    }

    @Test("GTD-05 continuous: once the pan begins the view gets touchesCancelled, then nothing more for that touch")
    func continuousVariant() {
        let pan = UIPanGestureRecognizer()
        gtdLogActions(pan, "P", into: log)
        view.addGestureRecognizer(pan)
        let f = sim.touchDown(at: CGPoint(x: 100, y: 200), in: view)
        sim.advance(by: 1.0 / 60.0)
        sim.move(f, to: CGPoint(x: 105, y: 200), in: view)
        sim.advance(by: 1.0 / 60.0)
        sim.move(f, to: CGPoint(x: 115, y: 200), in: view)  // the pan begins
        for i in 1...5 {
            sim.advance(by: 1.0 / 60.0)
            sim.move(f, to: CGPoint(x: 115 + CGFloat(i) * 10, y: 200), in: view)
        }
        sim.lift(f)
        sim.advance(by: 1)
        #expect(
            log.lines == [
                "V.touchesBegan(t1)", "V.touchesMoved(t1)", "V.touchesCancelled(t1)",
                "P.action[began]", "P.action[changed]", "P.action[changed]", "P.action[changed]",
                "P.action[changed]", "P.action[changed]", "P.action[ended]",
            ])
    }

    @Test("GTD-05 / GTD-10 a finger that lands while the pan is active is tracked by it and never reaches the view")
    func newFingerDuringContinuousGesture() {
        let pan = UIPanGestureRecognizer()
        gtdLogActions(pan, "P", into: log)
        view.addGestureRecognizer(pan)
        let f1 = sim.touchDown(at: CGPoint(x: 100, y: 200), in: view)
        sim.move(f1, to: CGPoint(x: 130, y: 200), in: view)
        #expect(pan.state == .began)
        let f2 = sim.touchDown(at: CGPoint(x: 200, y: 300), in: view)
        #expect(pan.numberOfTouches == 2)
        sim.move([(f1, CGPoint(x: 140, y: 200)), (f2, CGPoint(x: 210, y: 300))], in: view)
        sim.lift(f2)
        sim.move(f1, to: CGPoint(x: 160, y: 200), in: view)
        sim.lift(f1)
        sim.advance(by: 1)
        #expect(log.calls(to: "V") == ["touchesBegan(t1)", "touchesCancelled(t1)"])
        #expect(log.calls(to: "P").first == "action[began]")
        #expect(log.calls(to: "P").last == "action[ended]")
        #expect(log.calls(to: "P").filter { $0 == "action[ended]" }.count == 1)
    }
}

// MARK: - GTD-06 delaysTouchesBegan

@MainActor
@Suite("GTD-06 delaysTouchesBegan")
struct DelaysTouchesBeganDeliveryTests {
    let sim = TouchSimulator()
    let log = EventLog()
    let window: UIWindow
    private let view: GTDDetailView

    init() {
        window = sim.makeWindow()
        view = GTDDetailView("V", frame: window.bounds, log: log, clock: sim.scheduler)
        window.addSubview(view)
    }

    @Test("GTD-06 / DIS-02 a recognized tap with delaysTouchesBegan = YES: no part of the touch reaches the view")
    func recognizedTapReachesNothing() {
        let tap = UITapGestureRecognizer()
        tap.delaysTouchesBegan = true
        gtdLogActions(tap, "A", into: log)
        view.addGestureRecognizer(tap)
        sim.tap(at: CGPoint(x: 100, y: 200), in: view)
        sim.advance(by: 1)
        #expect(log.lines == ["A.action[ended]"])
    }

    @Test("GTD-06 / EX-11 a recognized double tap with delaysTouchesBegan = YES: no touch callbacks at all")
    func recognizedDoubleTapReachesNothing() {
        let tap = UITapGestureRecognizer()
        tap.numberOfTapsRequired = 2
        tap.delaysTouchesBegan = true
        gtdLogActions(tap, "A", into: log)
        view.addGestureRecognizer(tap)
        sim.doubleTap(at: CGPoint(x: 100, y: 200), in: view)
        sim.advance(by: 1)
        #expect(log.lines == ["A.action[ended]"])
    }

    @Test("GTD-06 a pan with delaysTouchesBegan = YES that begins: the view hears nothing of the drag")
    func recognizedPanReachesNothing() {
        let pan = UIPanGestureRecognizer()
        pan.delaysTouchesBegan = true
        view.addGestureRecognizer(pan)
        var actions = 0
        pan.addAction { _ in actions += 1 }
        sim.drag(from: CGPoint(x: 50, y: 200), to: CGPoint(x: 250, y: 200), in: view, duration: 0.2)
        sim.advance(by: 1)
        #expect(log.lines.isEmpty)
        #expect(actions > 2)
    }

    @Test("GTD-06 when the recognizer fails, the withheld touchesBegan is replayed with its original timestamp and location, then the withheld moves, in order")
    func replayOnFailure() {
        let tap = UITapGestureRecognizer()
        tap.delaysTouchesBegan = true
        view.addGestureRecognizer(tap)
        let f = sim.touchDown(at: CGPoint(x: 100, y: 200), in: view)
        sim.advance(by: 1.0 / 60.0)
        sim.move(f, to: CGPoint(x: 103, y: 200), in: view)
        #expect(log.lines.isEmpty)
        sim.advance(by: 1.0 / 60.0)
        sim.move(f, to: CGPoint(x: 115, y: 200), in: view)  // the tap fails: > 10 pt
        sim.advance(by: 1.0 / 60.0)
        sim.move(f, to: CGPoint(x: 120, y: 200), in: view)
        sim.advance(by: 1.0 / 60.0)
        sim.lift(f)
        #expect(
            log.lines == [
                "V.touchesBegan(t1)[ts=0 (100,200) began at=33]",
                "V.touchesMoved(t1)[ts=17 (103,200) moved at=33]",
                "V.touchesMoved(t1)[ts=33 (115,200) moved at=33]",
                "V.touchesMoved(t1)[ts=50 (120,200) moved at=50]",
                "V.touchesEnded(t1)[ts=67 (120,200) ended at=67]",
            ])
    }

    @Test("GTD-06 a withheld tap (began, moved, ended) is replayed in order, with original values, when a double tap times out")
    func replayAfterLiftOnTimeout() {
        let tap = UITapGestureRecognizer()
        tap.numberOfTapsRequired = 2
        tap.delaysTouchesBegan = true
        view.addGestureRecognizer(tap)
        let f = sim.touchDown(at: CGPoint(x: 100, y: 200), in: view)
        sim.advance(by: 0.02)
        sim.move(f, to: CGPoint(x: 104, y: 203), in: view)
        sim.advance(by: 0.03)
        sim.lift(f)  // at 50 ms
        sim.advance(by: 0.34)
        #expect(log.lines.isEmpty)
        sim.advance(by: 0.02)  // 0.35 s after the lift the double tap fails
        #expect(
            log.lines == [
                "V.touchesBegan(t1)[ts=0 (100,200) began at=400]",
                "V.touchesMoved(t1)[ts=20 (104,203) moved at=400]",
                "V.touchesEnded(t1)[ts=50 (104,203) ended at=400]",
            ])
    }

    @Test("GTD-06 two fingers: the replay keeps them together — touchesBegan(t1,t2), then touchesMoved(t1,t2), in order")
    func replayTwoFingers() {
        let tap = UITapGestureRecognizer()
        tap.numberOfTouchesRequired = 2
        tap.delaysTouchesBegan = true
        view.addGestureRecognizer(tap)
        let f = sim.touchDown(at: [CGPoint(x: 100, y: 200), CGPoint(x: 150, y: 200)], in: view)
        sim.advance(by: 1.0 / 60.0)
        sim.move([(f[0], CGPoint(x: 103, y: 200)), (f[1], CGPoint(x: 153, y: 200))], in: view)
        #expect(log.lines.isEmpty)
        sim.advance(by: 1.0 / 60.0)
        sim.move([(f[0], CGPoint(x: 115, y: 200)), (f[1], CGPoint(x: 165, y: 200))], in: view)  // fails
        sim.advance(by: 1.0 / 60.0)
        sim.lift(f)
        #expect(
            log.lines == [
                "V.touchesBegan(t1,t2)[ts=0 (100,200) began; ts=0 (150,200) began at=33]",
                "V.touchesMoved(t1,t2)[ts=17 (103,200) moved; ts=17 (153,200) moved at=33]",
                "V.touchesMoved(t1,t2)[ts=33 (115,200) moved; ts=33 (165,200) moved at=33]",
                "V.touchesEnded(t1,t2)[ts=50 (115,200) ended; ts=50 (165,200) ended at=50]",
            ])
    }

    @Test("GTD-06 two fingers: each touch's own phases arrive in order, and no move comes before both touchesBegan")
    func replayTwoFingersPerTouchOrder() {
        let tap = UITapGestureRecognizer()
        tap.numberOfTouchesRequired = 2
        tap.delaysTouchesBegan = true
        view.addGestureRecognizer(tap)
        let f = sim.touchDown(at: [CGPoint(x: 100, y: 200), CGPoint(x: 150, y: 200)], in: view)
        sim.advance(by: 1.0 / 60.0)
        sim.move([(f[0], CGPoint(x: 103, y: 200)), (f[1], CGPoint(x: 153, y: 200))], in: view)
        sim.advance(by: 1.0 / 60.0)
        sim.move([(f[0], CGPoint(x: 115, y: 200)), (f[1], CGPoint(x: 165, y: 200))], in: view)
        sim.lift(f)
        func phases(_ label: String) -> [String] {
            log.entries.filter { $0.items.contains(label) }.map(\.method)
        }
        let expected = ["touchesBegan", "touchesMoved", "touchesMoved", "touchesEnded"]
        #expect(phases("t1") == expected)
        #expect(phases("t2") == expected)
        let lastBegan = log.entries.lastIndex { $0.method == "touchesBegan" }
        let firstMoved = log.entries.firstIndex { $0.method == "touchesMoved" }
        #expect(lastBegan != nil && firstMoved != nil && lastBegan! < firstMoved!)
    }

    @Test("GTD-06 the touches stay withheld until EVERY recognizer has failed; then everything is replayed in order")
    func heldUntilEveryRecognizerFails() {
        let tap = UITapGestureRecognizer()
        tap.delaysTouchesBegan = true
        let press = UILongPressGestureRecognizer()
        press.allowableMovement = 50
        press.delaysTouchesBegan = true
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(press)
        let f = sim.touchDown(at: CGPoint(x: 100, y: 200), in: view)
        sim.advance(by: 0.1)
        sim.move(f, to: CGPoint(x: 120, y: 200), in: view)  // the tap fails, the long press does not
        #expect(tap.state == .failed)
        #expect(press.state == .possible)
        #expect(log.lines.isEmpty)
        sim.advance(by: 0.1)
        sim.lift(f)  // the long press fails: lifted before 0.5 s
        #expect(
            log.lines == [
                "V.touchesBegan(t1)[ts=0 (100,200) began at=200]",
                "V.touchesMoved(t1)[ts=100 (120,200) moved at=200]",
                "V.touchesEnded(t1)[ts=200 (120,200) ended at=200]",
            ])
    }

    @Test("GTD-06 the default (NO): the view gets touchesBegan at once, while the recognizer is still deciding")
    func defaultDoesNotDelay() {
        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(tap)
        _ = sim.touchDown(at: CGPoint(x: 100, y: 200), in: view)
        #expect(log.lines == ["V.touchesBegan(t1)[ts=0 (100,200) began at=0]"])
    }
}

// MARK: - GTD-07 / GTD-08 delaysTouchesEnded, GTD-02 cancelsTouchesInView

@MainActor
@Suite("GTD-02/07/08 delaysTouchesEnded and cancelsTouchesInView")
struct DelaysEndedAndCancelsDeliveryTests {
    let sim = TouchSimulator()
    let log = EventLog()
    let window: UIWindow
    let view: RecordingView

    init() {
        window = sim.makeWindow()
        view = RecordingView("V", frame: window.bounds, log: log)
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
    }

    func doubleTapRecognizer() -> UITapGestureRecognizer {
        let tap = UITapGestureRecognizer()
        tap.numberOfTapsRequired = 2
        gtdLogActions(tap, "A", into: log)
        view.addGestureRecognizer(tap)
        return tap
    }

    @Test("GTD-08 / DIS-03 delaysTouchesEnded = YES, double tap: began, began, cancelled, cancelled, then the action")
    func doubleTapDelayed() {
        _ = doubleTapRecognizer()
        sim.doubleTap(at: CGPoint(x: 100, y: 200), in: view)
        sim.advance(by: 1)
        #expect(
            log.lines == [
                "V.touchesBegan(t1)", "V.touchesBegan(t2)", "V.touchesCancelled(t1)", "V.touchesCancelled(t2)",
                "A.action[ended]",
            ])
    }

    @Test("GTD-08 / DIS-03 delaysTouchesEnded = NO, double tap: began, ended, began, cancelled, then the action")
    func doubleTapNotDelayed() {
        let tap = doubleTapRecognizer()
        tap.delaysTouchesEnded = false
        sim.doubleTap(at: CGPoint(x: 100, y: 200), in: view)
        sim.advance(by: 1)
        #expect(
            log.lines == [
                "V.touchesBegan(t1)", "V.touchesEnded(t1)", "V.touchesBegan(t2)", "V.touchesCancelled(t2)",
                "A.action[ended]",
            ])
    }

    @Test("GTD-07 a held touchesEnded is delivered when the recognizer fails (0.35 s after the lift), not before")
    func heldEndedDeliveredOnFailure() {
        let tap = doubleTapRecognizer()
        sim.tap(at: CGPoint(x: 200, y: 300), in: view)  // lifts 0.05 s after touch-down
        sim.advance(by: 0.34)
        #expect(log.lines == ["V.touchesBegan(t1)"])
        #expect(tap.state == .possible)
        sim.advance(by: 0.02)
        #expect(log.lines == ["V.touchesBegan(t1)", "V.touchesEnded(t1)"])
    }

    @Test("GTD-02 / GAP-01 cancelsTouchesInView = NO, single tap: the view gets touchesBegan and touchesEnded; the action comes between")
    func cancelsFalseTap() {
        let tap = UITapGestureRecognizer()
        tap.cancelsTouchesInView = false
        gtdLogActions(tap, "A", into: log)
        view.addGestureRecognizer(tap)
        sim.tap(at: CGPoint(x: 100, y: 200), in: view)
        sim.advance(by: 1)
        #expect(log.lines == ["V.touchesBegan(t1)", "A.action[ended]", "V.touchesEnded(t1)"])
    }

    @Test("GTD-02 / GAP-01 cancelsTouchesInView = NO, pan: the view keeps getting every move and touchesEnded while the actions fire")
    func cancelsFalsePan() {
        let pan = UIPanGestureRecognizer()
        pan.cancelsTouchesInView = false
        gtdLogActions(pan, "P", into: log)
        view.addGestureRecognizer(pan)
        let f = sim.touchDown(at: CGPoint(x: 100, y: 200), in: view)
        for i in 1...4 {
            sim.advance(by: 1.0 / 60.0)
            sim.move(f, to: CGPoint(x: 100 + CGFloat(i) * 8, y: 200), in: view)
        }
        sim.lift(f)
        sim.advance(by: 1)
        #expect(
            log.lines == [
                "V.touchesBegan(t1)", "V.touchesMoved(t1)",
                "P.action[began]", "V.touchesMoved(t1)",
                "P.action[changed]", "V.touchesMoved(t1)",
                "P.action[changed]", "V.touchesMoved(t1)",
                "P.action[ended]", "V.touchesEnded(t1)",
            ])
    }

    @Test("GTD-02 cancelsTouchesInView = NO, double tap: the view gets touchesEnded for both taps and no touchesCancelled")
    func cancelsFalseDoubleTap() {
        let tap = doubleTapRecognizer()
        tap.cancelsTouchesInView = false
        sim.doubleTap(at: CGPoint(x: 100, y: 200), in: view)
        sim.advance(by: 1)
        func phases(_ label: String) -> [String] {
            log.entries.filter { $0.receiver == "V" && $0.items.contains(label) }.map(\.method)
        }
        #expect(phases("t1") == ["touchesBegan", "touchesEnded"])
        #expect(phases("t2") == ["touchesBegan", "touchesEnded"])
        #expect(log.lines.filter { $0 == "A.action[ended]" }.count == 1)
        #expect(!log.lines.contains { $0.contains("touchesCancelled") })
    }

    @Test("GTD-02 cancelsTouchesInView = NO and delaysTouchesEnded = NO, double tap: began, ended, began, ended")
    func cancelsFalseNoDelayDoubleTap() {
        let tap = doubleTapRecognizer()
        tap.cancelsTouchesInView = false
        tap.delaysTouchesEnded = false
        sim.doubleTap(at: CGPoint(x: 100, y: 200), in: view)
        sim.advance(by: 1)
        #expect(log.calls(to: "V") == ["touchesBegan(t1)", "touchesEnded(t1)", "touchesBegan(t2)", "touchesEnded(t2)"])
        #expect(log.calls(to: "A") == ["action[ended]"])
    }

    @Test("GTD-10 by default the view's touchesEnded comes only when the recognizer fails; otherwise touchesCancelled")
    func endedOnlyOnFailure() {
        let tap = UITapGestureRecognizer()
        gtdLogActions(tap, "A", into: log)
        view.addGestureRecognizer(tap)
        sim.tap(at: CGPoint(x: 100, y: 200), in: view)  // recognized
        sim.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 200, y: 200), in: view, duration: 0.1)  // fails
        sim.advance(by: 1)
        let v = log.calls(to: "V")
        #expect(v.first == "touchesBegan(t1)")
        #expect(v.dropFirst().first == "touchesCancelled(t1)")
        #expect(v.contains("touchesEnded(t2)"))
        #expect(!v.contains("touchesCancelled(t2)"))
        #expect(!v.contains("touchesEnded(t1)"))
        #expect(log.calls(to: "A") == ["action[ended]"])
    }
}

// MARK: - GTD-09 ignore(_:for:)

@MainActor
@Suite("GTD-09 ignore(_:for:)")
struct IgnoreTouchDeliveryTests {
    let sim = TouchSimulator()
    let log = EventLog()
    let window: UIWindow
    let view: RecordingView

    init() {
        window = sim.makeWindow()
        view = RecordingView("V", frame: window.bounds, log: log)
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
    }

    @Test("GTD-09 an ignored touch goes straight to the view, even with both delays on, and never again to the recognizer")
    func ignoredTouchGoesToView() {
        let r = GTDLoggingRecognizer("R", log: log)
        r.delaysTouchesBegan = true
        r.delaysTouchesEnded = true
        // Ignores touches on the right half; recognizes when its own touches have all ended.
        r.onBegan = { r, touches, event in
            for t in touches where t.location(in: r.view).x > 200 { r.ignore(t, for: event) }
        }
        r.onEnded = { r, _, _ in
            if r.numberOfTouches == 0 || r.endedCount == 1 { r.state = .recognized }
        }
        gtdLogActions(r, "A", into: log)
        view.addGestureRecognizer(r)
        let f = sim.touchDown(at: [CGPoint(x: 100, y: 200), CGPoint(x: 250, y: 200)], in: view)
        sim.advance(by: 1.0 / 60.0)
        sim.move([(f[0], CGPoint(x: 104, y: 200)), (f[1], CGPoint(x: 254, y: 200))], in: view)
        sim.advance(by: 1.0 / 60.0)
        sim.lift(f[1])
        sim.advance(by: 1.0 / 60.0)
        sim.lift(f[0])
        sim.advance(by: 1)
        #expect(
            log.lines == [
                "R.touchesBegan(t1,t2)", "V.touchesBegan(t2)",
                "R.touchesMoved(t1)", "V.touchesMoved(t2)",
                "V.touchesEnded(t2)",
                "R.touchesEnded(t1)", "A.action[ended]",
            ])
    }

    @Test("GTD-09 / GSM-07 an ignored touch is not cancelled in the view when the recognizer recognizes, and the reset recognizer hears no more of it")
    func ignoredTouchNotCancelled() {
        let r = GTDLoggingRecognizer("R", log: log)
        r.onBegan = { r, touches, event in
            for t in touches where t.location(in: r.view).x > 200 { r.ignore(t, for: event) }
        }
        r.onEnded = { r, _, _ in r.state = .recognized }
        gtdLogActions(r, "A", into: log)
        view.addGestureRecognizer(r)
        let f = sim.touchDown(at: [CGPoint(x: 100, y: 200), CGPoint(x: 250, y: 200)], in: view)
        sim.lift(f[0])  // recognized: t1 is cancelled in the view, t2 is not
        sim.move(f[1], to: CGPoint(x: 260, y: 220), in: view)
        sim.lift(f[1])
        #expect(log.calls(to: "V") == ["touchesBegan(t1,t2)", "touchesCancelled(t1)", "touchesMoved(t2)", "touchesEnded(t2)"])
        #expect(log.calls(to: "R") == ["touchesBegan(t1,t2)", "touchesEnded(t1)"])
    }

    @Test("GTD-09 ignoring a touch whose phases were withheld (delaysTouchesBegan) releases them to the view, in order")
    func ignoringReleasesWithheldPhases() {
        let r = GTDLoggingRecognizer("R", log: log)
        r.delaysTouchesBegan = true
        r.onMoved = { r, touches, event in
            for t in touches where t.location(in: r.view).x > 110 { r.ignore(t, for: event) }
        }
        view.addGestureRecognizer(r)
        let f = sim.touchDown(at: CGPoint(x: 100, y: 200), in: view)
        sim.move(f, to: CGPoint(x: 105, y: 200), in: view)
        #expect(log.calls(to: "V").isEmpty)
        sim.move(f, to: CGPoint(x: 115, y: 200), in: view)  // ignored from here on
        sim.move(f, to: CGPoint(x: 125, y: 200), in: view)
        sim.lift(f)
        #expect(
            log.lines == [
                "R.touchesBegan(t1)", "R.touchesMoved(t1)", "R.touchesMoved(t1)",
                "V.touchesBegan(t1)", "V.touchesMoved(t1)", "V.touchesMoved(t1)",
                "V.touchesMoved(t1)", "V.touchesEnded(t1)",
            ])
    }
}

// MARK: - GTD-10 / GRI-13 recognizers on ancestors

@MainActor
@Suite("GTD-10 / GRI-13 a recognizer on a parent view takes priority over the subview")
struct AncestorRecognizerDeliveryTests {
    let sim = TouchSimulator()
    let log = EventLog()
    let window: UIWindow
    let parent: RecordingView
    let child: RecordingView

    init() {
        window = sim.makeWindow()
        parent = RecordingView("P", frame: window.bounds, log: log)
        child = RecordingView("C", frame: CGRect(x: 50, y: 100, width: 200, height: 200), log: log)
        parent.isMultipleTouchEnabled = true
        child.isMultipleTouchEnabled = true
        window.addSubview(parent)
        parent.addSubview(child)
    }

    @Test("GRI-13 / GTD-01 the parent's recognizer sees the touch before the subview does, at every phase")
    func parentRecognizerFirst() {
        let r = GTDLoggingRecognizer("R", log: log)
        parent.addGestureRecognizer(r)
        let f = sim.touchDown(at: CGPoint(x: 100, y: 100), in: child)
        sim.move(f, to: CGPoint(x: 101, y: 100), in: child)
        sim.lift(f)
        #expect(
            log.lines == [
                "R.touchesBegan(t1)", "C.touchesBegan(t1)", "R.touchesMoved(t1)", "C.touchesMoved(t1)",
                "R.touchesEnded(t1)",  // held for the undecided recognizer (delaysTouchesEnded)
            ])
    }

    @Test("GRI-13 / GTD-10 a tap recognized by the parent's recognizer: the subview gets touchesCancelled, not touchesEnded, before the action")
    func parentTapCancelsChild() {
        let tap = UITapGestureRecognizer()
        gtdLogActions(tap, "A", into: log)
        parent.addGestureRecognizer(tap)
        sim.tap(at: CGPoint(x: 100, y: 100), in: child)
        sim.advance(by: 1)
        #expect(log.lines == ["C.touchesBegan(t1)", "C.touchesCancelled(t1)", "A.action[ended]"])
    }

    @Test("GTD-10 a pan on the parent: once it begins, the subview's touch is cancelled and later touches never reach the subview")
    func parentPanCancelsChild() {
        let pan = UIPanGestureRecognizer()
        gtdLogActions(pan, "A", into: log)
        parent.addGestureRecognizer(pan)
        sim.drag(from: CGPoint(x: 20, y: 100), to: CGPoint(x: 180, y: 100), in: child, duration: 0.2)
        sim.advance(by: 1)
        let c = log.calls(to: "C")
        #expect(c.first == "touchesBegan(t1)")
        #expect(c.last == "touchesCancelled(t1)")
        #expect(!c.contains("touchesEnded(t1)"))
        let cancel = log.lines.firstIndex(of: "C.touchesCancelled(t1)")
        let began = log.lines.firstIndex(of: "A.action[began]")
        #expect(cancel != nil && began != nil && cancel! < began!)
        #expect(log.calls(to: "A").last == "action[ended]")
        #expect(log.calls(to: "P").isEmpty)
    }

    @Test("GRI-13 the parent's recognizer also fires when the subview's own recognizer fails, and the subview still gets cancelled")
    func parentAndChildRecognizers() {
        let childSwipe = UISwipeGestureRecognizer()
        childSwipe.direction = .up
        gtdLogActions(childSwipe, "S", into: log)
        child.addGestureRecognizer(childSwipe)
        let parentTap = UITapGestureRecognizer()
        gtdLogActions(parentTap, "A", into: log)
        parent.addGestureRecognizer(parentTap)
        sim.tap(at: CGPoint(x: 100, y: 100), in: child)
        sim.advance(by: 1)
        #expect(log.lines == ["C.touchesBegan(t1)", "C.touchesCancelled(t1)", "A.action[ended]"])
    }
}

// MARK: - TD-09 touch phases and recognizer states are separate

@MainActor
@Suite("TD-09 touch phases and recognizer states are separate")
struct PhasesVersusStatesTests {
    let sim = TouchSimulator()
    let log = EventLog()
    let window: UIWindow
    private let view: GTDDetailView

    init() {
        window = sim.makeWindow()
        view = GTDDetailView("V", frame: window.bounds, log: log, clock: sim.scheduler)
        window.addSubview(view)
    }

    @Test("TD-09 after a tap recognizer fails, the view's touch keeps moving and ends on its own; the recognizer stays failed meanwhile")
    func failedRecognizerTouchGoesOn() {
        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(tap)
        view.watched = tap
        let f = sim.touchDown(at: CGPoint(x: 100, y: 200), in: view)
        sim.advance(by: 0.1)
        sim.move(f, to: CGPoint(x: 130, y: 200), in: view)
        sim.advance(by: 0.1)
        sim.move(f, to: CGPoint(x: 160, y: 200), in: view)
        sim.advance(by: 0.1)
        sim.lift(f)
        #expect(
            log.lines == [
                "V.touchesBegan(t1)[ts=0 (100,200) began at=0 r=possible]",
                "V.touchesMoved(t1)[ts=100 (130,200) moved at=100 r=failed]",
                "V.touchesMoved(t1)[ts=200 (160,200) moved at=200 r=failed]",
                "V.touchesEnded(t1)[ts=300 (160,200) ended at=300 r=failed]",
            ])
        #expect(tap.state == .possible)  // reset once the touch is over
    }

    @Test("TD-09 a long press begins while the touch is stationary: the view gets touchesCancelled at 0.5 s, with no touch event")
    func longPressBeginsWithoutTouchEvent() {
        let press = UILongPressGestureRecognizer()
        view.addGestureRecognizer(press)
        view.watched = press
        var actionStates: [String] = []
        press.addAction { r in actionStates.append("\(r.state)") }
        let f = sim.touchDown(at: CGPoint(x: 100, y: 200), in: view)
        sim.advance(by: 0.6)
        #expect(
            log.lines == [
                "V.touchesBegan(t1)[ts=0 (100,200) began at=0 r=possible]",
                "V.touchesCancelled(t1)[ts=0 (100,200) cancelled at=500 r=began]",
            ])
        #expect(actionStates == ["began"])
        sim.move(f, to: CGPoint(x: 150, y: 200), in: view)
        sim.lift(f)
        #expect(log.lines.count == 2)
        #expect(actionStates == ["began", "changed", "ended"])
    }

    @Test("TD-09 with cancelsTouchesInView = NO the view sees phases moved/ended while the pan is changed/ended")
    func panStatesAlongsidePhases() {
        let pan = UIPanGestureRecognizer()
        pan.cancelsTouchesInView = false
        view.addGestureRecognizer(pan)
        view.watched = pan
        let f = sim.touchDown(at: CGPoint(x: 100, y: 200), in: view)
        sim.advance(by: 0.1)
        sim.move(f, to: CGPoint(x: 120, y: 200), in: view)
        sim.advance(by: 0.1)
        sim.move(f, to: CGPoint(x: 140, y: 200), in: view)
        sim.advance(by: 0.1)
        sim.lift(f)
        #expect(
            log.lines == [
                "V.touchesBegan(t1)[ts=0 (100,200) began at=0 r=possible]",
                "V.touchesMoved(t1)[ts=100 (120,200) moved at=100 r=began]",
                "V.touchesMoved(t1)[ts=200 (140,200) moved at=200 r=changed]",
                "V.touchesEnded(t1)[ts=300 (140,200) ended at=300 r=ended]",
            ])
    }
}
