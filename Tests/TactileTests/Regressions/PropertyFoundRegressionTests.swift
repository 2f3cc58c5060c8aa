import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// Defects found by the property-based tests (Tests/TactilePropertyTests, issue 9), each reconstructed by hand
/// as the smallest scene that shows it.
@MainActor
@Suite("Regressions found by property-based tests")
struct PropertyFoundRegressionTests {
    let sim = TouchSimulator()
    let log = EventLog()

    /// A recording view that runs a closure after recording `touchesBegan`.
    final class HookView: RecordingView {
        var onBegan: ((Set<UITouch>, UIEvent?) -> Void)?
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            super.touchesBegan(touches, with: event)
            onBegan?(touches, event)
        }
    }

    /// A tap recognizer that counts the touches it is sent and can run a closure when touches begin.
    final class CountingTap: UITapGestureRecognizer {
        var began: [Int] = []
        var onBegan: (() -> Void)?
        var onEnded: ((UIEvent) -> Void)?
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            began.append(touches.count)
            super.touchesBegan(touches, with: event)
            onBegan?()
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesEnded(touches, with: event)
            onEnded?(event)
        }
    }

    /// A pan that removes itself from its view on its second move after beginning.
    final class SelfRemovingPan: UIPanGestureRecognizer {
        var movesSinceBegan = 0
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesMoved(touches, with: event)
            if state != .possible { movesSinceBegan += 1 }
            if movesSinceBegan == 2 { view?.removeGestureRecognizer(self) }
        }
    }

    /// A recognizer that withholds touchesBegan from the view and fails 0.3 s after its first touch.
    final class HoldingRecognizer: UIGestureRecognizer {
        private var timer: ScheduledAction?
        init() {
            super.init(target: nil, action: nil)
            delaysTouchesBegan = true
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesBegan(touches, with: event)
            if timer == nil {
                timer = scheduler?.schedule(after: 0.3) { [weak self] in
                    if self?.state == .possible { self?.state = .failed }
                }
            }
        }
        override func reset() {
            super.reset()
            timer?.cancel()
            timer = nil
        }
    }

    /// A pan that records the size of each touchesBegan it is sent.
    final class CountingPan: UIPanGestureRecognizer {
        var began: [Int] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            began.append(touches.count)
            super.touchesBegan(touches, with: event)
        }
    }

    /// A delegate that runs a closure when asked whether its recognizer should begin (and says yes).
    final class HookDelegate: UIGestureRecognizerDelegate {
        var onShouldBegin: (() -> Void)?
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            onShouldBegin?()
            return true
        }
    }

    func hookView() -> HookView {
        let v = SingleViewScene(simulator: sim) { HookView("V", frame: $0, log: log) }.view
        v.isMultipleTouchEnabled = true
        return v
    }

    @Test("GTD-07 / TD-06 a touchesEnded withheld by a recognizer that a view's handler disables reaches the view")
    func test_heldEndedReleasedFromViewHandlerIsDelivered() {
        let v = hookView()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        v.addGestureRecognizer(double)
        var begins = 0
        v.onBegan = { _, _ in
            begins += 1
            if begins == 2 { double.isEnabled = false }  // the second finger's touchesBegan disables it
        }
        sim.tap(at: CGPoint(x: 100, y: 100))  // the double tap waits for a second tap: t1's end is withheld
        #expect(log.lines == ["V.touchesBegan(t1)"])
        sim.advance(by: 0.1)
        let f = sim.touchDown(at: CGPoint(x: 100, y: 100))
        // Before the fix the release happened during the view stage of t2's event and was dropped: V never
        // heard t1 end.
        #expect(log.lines == ["V.touchesBegan(t1)", "V.touchesBegan(t2)", "V.touchesEnded(t1)"])
        sim.lift(f)
        #expect(log.lines.last == "V.touchesEnded(t2)")
    }

    @Test("GR-05 / GSM-07 a recognizer withdrawn by an earlier recognizer of the same touch is not sent it")
    func test_withdrawnRecognizerHearsNothingMoreOfThePhase() {
        let v = hookView()
        let first = CountingTap()
        let second = CountingTap()
        // The first recognizer to see the touch takes the view out of the window: every recognizer of the view
        // is withdrawn, including the second, which has not been sent the touch yet.
        first.onBegan = { v.removeFromSuperview() }
        v.addGestureRecognizer(first)
        v.addGestureRecognizer(second)
        sim.tap(at: CGPoint(x: 100, y: 100))
        #expect(first.began == [1])
        #expect(second.began.isEmpty)  // before the fix it was sent touchesBegan after it had failed
        #expect(second.state == .possible)
        #expect(second.resetCount == 1)
        // The touch stays bound to its view, which hears it to the end (TCH-06).
        #expect(log.lines == ["V.touchesBegan(t1)", "V.touchesEnded(t1)"])
    }

    @Test("TD-06 / PIPE-11 sendEvent called re-entrantly from touchesBegan begins the touch only once")
    func test_reentrantSendEventBeginsTouchOnce() {
        let v = hookView()
        let tap = CountingTap()
        var actions = 0
        tap.addAction { _ in actions += 1 }
        v.addGestureRecognizer(tap)
        var resent = false
        v.onBegan = { [sim] _, event in
            guard !resent, let event else { return }
            resent = true
            sim.application.sendEvent(event)
        }
        sim.tap(at: CGPoint(x: 100, y: 100))
        #expect(resent)
        #expect(tap.began == [1])  // before the fix: [1, 1], the touch counted twice and the tap never reset
        #expect(actions == 1)
        #expect(tap.state == .possible)
        #expect(tap.resetCount == 1)
        #expect(log.lines == ["V.touchesBegan(t1)", "V.touchesCancelled(t1)"])
    }

    @Test("GRI-01 a requirement that began and was then cancelled never failed: its dependent fails")
    func test_cancelledRequirementStillBlocksItsDependent() {
        let v = hookView()
        let pan = UIPanGestureRecognizer()
        let tap = UITapGestureRecognizer()
        tap.require(toFail: pan)
        var taps = 0
        tap.addAction { _ in taps += 1 }
        v.addGestureRecognizer(pan)
        v.addGestureRecognizer(tap)
        let a = sim.touchDown(at: CGPoint(x: 100, y: 100))
        sim.advance(by: 0.02)
        sim.move(a, to: CGPoint(x: 140, y: 100))  // the pan begins; the tap fails
        #expect(pan.state == .began)
        let b = sim.touchDown(at: CGPoint(x: 200, y: 200))
        let c = sim.touchDown(at: CGPoint(x: 220, y: 240))
        sim.lift(a)  // the tap's only touch is gone: it is reset and takes new touches
        sim.cancel([b])  // the pan is cancelled; it keeps c, so it is not reset yet
        #expect(pan.state == .cancelled)
        sim.tap(at: CGPoint(x: 60, y: 400))
        #expect(taps == 0)  // before the fix the tap recognized: a cancelled requirement counted as failed
        sim.lift(c)
        #expect(tap.state == .possible && pan.state == .possible)
    }

    @Test("GSM-03 a request made before a re-entrant callback changed the state is dropped, not illegal")
    func test_staleRequestFromReentrantShouldBeginIsDropped() {
        var configuration = TactileConfiguration.default
        configuration.assertsOnIllegalGestureTransitions = false
        let sim = TouchSimulator(configuration: configuration)
        let arbitration = GestureArbitrationLog()
        sim.application.gestureArbitrationLog = arbitration
        let v = SingleViewScene(simulator: sim) { HookView("V", frame: $0, log: log) }.view
        var lastEvent: UIEvent?
        v.onBegan = { _, event in lastEvent = event }
        let pan = UIPanGestureRecognizer()
        let delegate = HookDelegate()
        var resent = false
        // The delegate, asked whether the pan may begin, sends the event again: the pan sees the move again
        // while its begin is being decided, and asks to begin a second time.
        delegate.onShouldBegin = {
            guard !resent, let e = lastEvent else { return }
            resent = true
            sim.application.sendEvent(e)
        }
        pan.delegate = delegate
        var states: [UIGestureRecognizer.State] = []
        pan.addAction { states.append($0.state) }
        v.addGestureRecognizer(pan)
        sim.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.1)
        #expect(resent)
        let illegal = arbitration.entries.filter { if case .illegalTransition = $0.event { true } else { false } }
        #expect(illegal.isEmpty)  // before the fix: began → began, an assertion failure in debug builds
        #expect(states.first == .began && states.last == .ended)
        #expect(pan.state == .possible && pan.resetCount == 1)
    }

    @Test("DIS-07 a recognizer removed while its move is settled sends its cancelled action reading cancelled")
    func test_withdrawnRecognizerActionReadsCancelled() {
        let v = hookView()
        let pan = SelfRemovingPan()
        var states: [UIGestureRecognizer.State] = []
        pan.addAction { states.append($0.state) }
        v.addGestureRecognizer(pan)
        sim.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.2)
        #expect(states.first == .began)
        #expect(states.last == .cancelled)  // before the fix it read .changed, the request it had made
        #expect(!states.contains(.failed))
    }

    /// A recognizer that withholds began from the view (not ended), fails when its last touch lifts, and can
    /// run a closure when its touches move.
    final class LiftFailingRecognizer: UIGestureRecognizer {
        var down = 0
        var onMoved: ((UIEvent) -> Void)?
        init() {
            super.init(target: nil, action: nil)
            delaysTouchesBegan = true
            delaysTouchesEnded = false
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesBegan(touches, with: event)
            down += touches.count
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesMoved(touches, with: event)
            onMoved?(event)
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesEnded(touches, with: event)
            down -= touches.count
            if down <= 0, state == .possible { state = .failed }
        }
        override func reset() {
            super.reset()
            down = 0
        }
    }

    @Test("GTD-06 / TD-06 an event re-sent while a touch's began is withheld does not end the touch twice")
    func test_reentrantSendEventHoldsTheEndOnce() {
        let v = hookView()
        let r = LiftFailingRecognizer()
        var resent = false
        r.onMoved = { [sim] event in
            guard !resent else { return }
            resent = true
            sim.application.sendEvent(event)  // from the moved phase, before the outer ended phase
        }
        v.addGestureRecognizer(r)
        func frame(_ contacts: [DigitizerContact]) {
            sim.application.enqueue(.digitizer(DigitizerFrame(timestamp: sim.now, contacts: contacts)))
            sim.scheduler.runDueActions()
            sim.advance(by: 0.02)
        }
        let a = CGPoint(x: 100, y: 100), b = CGPoint(x: 200, y: 200), a2 = CGPoint(x: 110, y: 100)
        frame([DigitizerContact(id: 1, location: a)])
        frame([DigitizerContact(id: 1, location: a), DigitizerContact(id: 2, location: b)])
        var lifted = DigitizerContact(id: 2, location: b)
        lifted.state = .lifted
        frame([DigitizerContact(id: 1, location: a2), lifted])  // a moves and b lifts in one event
        var liftedA = DigitizerContact(id: 1, location: a2)
        liftedA.state = .lifted
        frame([liftedA])
        #expect(resent)
        // Before the fix b's end was queued by the re-entrant dispatch and again by the outer one.
        #expect(log.calls(to: "V").filter { $0.hasPrefix("touchesEnded") }.count == 2)
        #expect(log.lines.first == "V.touchesBegan(t1,t2)")
        #expect(log.lines.last == "V.touchesEnded(t1)")
    }

    @Test("GRI-08 a recognizer whose touches are cancelled while it is asked to begin fails instead of beginning")
    func test_recognizerFailingDuringItsShouldBeginIsNotCommitted() {
        var configuration = TactileConfiguration.default
        configuration.assertsOnIllegalGestureTransitions = false  // so that the defect fails here, not traps
        let sim = TouchSimulator(configuration: configuration)
        let v = SingleViewScene(simulator: sim) { HookView("V", frame: $0, log: log) }.view
        let press = UILongPressGestureRecognizer()
        let delegate = HookDelegate()
        delegate.onShouldBegin = { [sim] in sim.application.cancelAllTouches() }
        press.delegate = delegate
        var states: [UIGestureRecognizer.State] = []
        press.addAction { states.append($0.state) }
        v.addGestureRecognizer(press)
        let f = sim.touchDown(at: CGPoint(x: 100, y: 100))
        sim.advance(by: 0.6)  // the press is due: asked whether it should begin, the delegate cancels the touch
        sim.lift(f)
        #expect(states.isEmpty)  // before the fix it began (reading .failed) and stayed began for ever
        #expect(press.state == .possible && press.resetCount == 1)
        #expect(log.lines == ["V.touchesBegan(t1)", "V.touchesCancelled(t1)"])
    }

    @Test("GSM-07 a recognizer withdrawn because its view left the window is not begun again by a re-sent event")
    func test_recognizerOfViewThatLeftTheWindowIsNotBegunAgain() {
        let container = SingleViewScene(simulator: sim).view
        let v = HookView("V", frame: container.bounds, log: log)
        container.addSubview(v)
        let first = CountingTap()
        let second = CountingTap()
        first.onBegan = { container.removeFromSuperview() }
        var resent = false
        v.onBegan = { [sim] _, event in
            guard !resent, let event else { return }
            resent = true
            sim.application.sendEvent(event)
        }
        v.addGestureRecognizer(first)
        v.addGestureRecognizer(second)
        sim.tap(at: CGPoint(x: 100, y: 100))
        #expect(resent)
        #expect(first.began == [1])
        #expect(second.began.isEmpty)  // before the fix the re-sent began reached it after its reset
        #expect(first.resetCount == 1 && second.resetCount == 1)
        #expect(first.state == .possible && second.state == .possible)
    }

    @Test("DIS-06 a request made by a view handler run while held phases are replayed is settled")
    func test_requestFromReplayedHandlerIsSettled() {
        let v = hookView()
        let swipe = UISwipeGestureRecognizer()
        swipe.delaysTouchesBegan = true  // the view's began waits until the swipe fails on its timer
        let triple = UITapGestureRecognizer()
        triple.numberOfTapsRequired = 3
        v.addGestureRecognizer(swipe)
        v.addGestureRecognizer(triple)
        v.onBegan = { [sim] _, _ in sim.application.cancelAllTouches() }  // runs while the began is replayed
        let f = sim.touchDown(at: CGPoint(x: 100, y: 100))
        sim.advance(by: 0.5)
        sim.lift(f)
        sim.advance(by: 1)
        #expect(log.lines == ["V.touchesBegan(t1)", "V.touchesCancelled(t1)"])
        // Before the fix the triple tap's request to fail stayed queued: it never failed nor reset.
        #expect(triple.state == .possible)
        #expect(triple.resetCount == 1)
    }

    @Test("GSM-07 / TD-06 an event re-sent while a withheld began is replayed does not begin the touch again")
    func test_reentrantSendEventDuringReplayDoesNotBeginAgain() {
        let v = hookView()
        let holder = HoldingRecognizer()
        let pan = CountingPan()
        pan.maximumNumberOfTouches = 1  // it ignores the second finger
        v.addGestureRecognizer(holder)
        v.addGestureRecognizer(pan)
        var resent = false
        v.onBegan = { [sim] _, event in
            guard !resent, let event else { return }
            resent = true
            sim.application.sendEvent(event)  // while the touches show their replayed began phase
        }
        let a = sim.touchDown(at: CGPoint(x: 100, y: 100))
        sim.advance(by: 0.02)
        let b = sim.touchDown(at: CGPoint(x: 200, y: 200))  // ignored by the pan
        sim.advance(by: 0.03)
        sim.lift(a)  // the pan fails and is reset: it no longer lists b as ignored
        sim.advance(by: 0.3)  // the holder fails: the view's withheld phases are replayed
        #expect(resent)
        #expect(pan.began == [1, 1])  // a, then b (which it ignored); before the fix b began again: [1, 1, 1]
        sim.lift(b)
        #expect(pan.state == .possible)
    }
}
