import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// Defects found by the widened property storms (issue 22: keys pressed during touches, cycles in failure graphs,
/// views removed from inside delegate calls), each reconstructed by hand as the smallest scene that shows it. The
/// generated cases that found them replay by seed in `Tests/TactilePropertyTests/FoundCaseRegressionTests.swift`.
@MainActor
@Suite("Regressions found by the widened property storms")
struct WidenedStormRegressionTests {
    let sim = TouchSimulator()
    let log = EventLog()

    /// A discrete recognizer that recognizes as soon as it holds `touchesNeeded` touches (by default, the first).
    final class RecognizesOnBegan: UIGestureRecognizer {
        var touchesNeeded = 1
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesBegan(touches, with: event)
            if numberOfTouches >= touchesNeeded { state = .recognized }
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesEnded(touches, with: event)
            if state == .possible { state = .failed }
        }
    }

    /// A delegate that runs a closure when asked whether its recognizer should receive a touch (and says yes).
    final class HookDelegate: UIGestureRecognizerDelegate {
        var onShouldReceiveTouch: (() -> Void)?
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
            onShouldReceiveTouch?()
            onShouldReceiveTouch = nil
            return true
        }
    }

    /// A view that can be first responder, offers ⌘K, and records its presses.
    final class KeyView: RecordingView {
        var eventPressCounts: [Int] = []
        override var keyCommands: [UIKeyCommand]? {
            [UIKeyCommand(input: "k", modifierFlags: .command, action: KeyView.commandK)]
        }
        func commandK() { log.record(name, "commandK") }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            eventPressCounts.append(event?.allPresses.count ?? 0)
            super.pressesBegan(presses, with: event)
        }
    }

    /// A recognizer that, once armed, cancels every touch (as the system does) the next time a touch moves.
    final class CancelsAllOnMove: UIGestureRecognizer {
        var armed = false
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesMoved(touches, with: event)
            guard armed else { return }
            armed = false
            view?.window?.application?.cancelAllTouches()
        }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesCancelled(touches, with: event)
            state = .failed
        }
    }

    /// A view that runs a closure once, after recording, the first time it is sent touchesBegan.
    final class BeganHookView: RecordingView {
        var onBegan: (() -> Void)?
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            super.touchesBegan(touches, with: event)
            let hook = onBegan
            onBegan = nil
            hook?()
        }
    }

    /// A view that keeps the last touch event it was sent.
    final class EventKeepingView: RecordingView {
        var lastEvent: UIEvent?
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            super.touchesMoved(touches, with: event)
            lastEvent = event
        }
    }

    func key(_ usage: Int, down: Bool, command: Bool = false, characters: String = "") {
        sim.application.enqueue(
            .key(
                RawKeyEvent(
                    timestamp: sim.now, keyCode: UIKeyboardHIDUsage(rawValue: usage), isDown: down,
                    characters: characters, modifierFlags: command ? .command : [])))
        sim.scheduler.runDueActions()
    }

    @Test("A key held on the first responder does not leave its recognizers undecided, so a dependent tap fires")
    func pressDoesNotHoldDependentsBack() {
        let window = sim.makeWindow()
        let field = RecordingView("F", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        field.acceptsFirstResponder = true
        let button = RecordingView("B", frame: CGRect(x: 0, y: 200, width: 100, height: 100), log: log)
        window.addSubview(field)
        window.addSubview(button)
        #expect(field.becomeFirstResponder())
        let pan = UIPanGestureRecognizer()  // ignores presses, as every built-in touch recognizer does
        field.addGestureRecognizer(pan)
        let tap = UITapGestureRecognizer()
        tap.require(toFail: pan)
        var taps = 0
        tap.addAction { _ in taps += 1 }
        button.addGestureRecognizer(tap)

        key(0x04, down: true, characters: "a")  // the pan on the first responder is sent the press
        sim.tap(at: CGPoint(x: 50, y: 50), in: button)
        sim.advance(by: 1)
        key(0x04, down: false, characters: "a")
        sim.advance(by: 1)
        // Before: the press made the pan take part in the tap's gesture, undecided for good; the tap waited forever.
        #expect(taps == 1)
        #expect(tap.state == .possible && pan.state == .possible)
        #expect(log.lines.contains("F.pressesBegan(p1)") && log.lines.contains("F.pressesEnded(p1)"))
    }

    @Test("A press's end reaches the responder that began it, after that responder left the window and was let go")
    func pressEndReachesRemovedResponder() {
        let window = sim.makeWindow()
        weak var weakField: RecordingView?
        do {
            let field = RecordingView("F", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
            field.acceptsFirstResponder = true
            window.addSubview(field)
            #expect(field.becomeFirstResponder())
            weakField = field
        }
        key(0x05, down: true, characters: "b")
        weakField?.removeFromSuperview()  // nothing but the press holds it now
        key(0x05, down: false, characters: "b")
        #expect(log.lines == ["F.pressesBegan(p1)", "F.pressesEnded(p1)"])
        #expect(weakField == nil)  // once the press has ended, it is freed
    }

    @Test("A press consumed by a key command is not part of later press events, and keeps nothing alive")
    func consumedPressLeavesTheEvent() {
        let window = sim.makeWindow()
        let field = KeyView("F", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        field.acceptsFirstResponder = true
        window.addSubview(field)
        #expect(field.becomeFirstResponder())
        weak var weakRecognizer: UIGestureRecognizer?
        do {
            let r = UIPanGestureRecognizer()
            field.addGestureRecognizer(r)
            weakRecognizer = r
        }
        key(0x0E, down: true, command: true, characters: "k")  // ⌘K: the key command consumes the press
        key(0x05, down: true, characters: "b")
        key(0x05, down: false, characters: "b")
        key(0x0E, down: false, command: true, characters: "k")
        #expect(log.lines == ["F.commandK", "F.pressesBegan(p1)", "F.pressesEnded(p1)"])
        #expect(field.eventPressCounts == [1])  // before: the consumed ⌘K press was in the event too
        if let r = weakRecognizer { field.removeGestureRecognizer(r) }
        #expect(weakRecognizer == nil)  // before: the consumed press stayed in the event, holding the recognizer
        #expect(sim.application.pressesEvent.allPresses.isEmpty)
    }

    @Test("A recognizer that waits for a member of a requirement cycle is not decided before the cycle")
    func dependentOfCycleWaitsForTheCycle() {
        let window = sim.makeWindow()
        let v = UIView(frame: window.bounds)
        window.addSubview(v)
        let a = RecognizesOnBegan(), b = RecognizesOnBegan(), c = RecognizesOnBegan()
        for r in [a, b, c] { v.addGestureRecognizer(r) }
        a.require(toFail: b)  // a is an ordinary dependent of b
        b.require(toFail: c)  // b and c require each other: a cycle
        c.require(toFail: b)
        var recognized: [String] = []
        a.addAction { _ in recognized.append("a") }
        b.addAction { _ in recognized.append("b") }
        c.addAction { _ in recognized.append("c") }
        sim.tap(at: CGPoint(x: 10, y: 10), in: v)
        sim.advance(by: 1)
        // The cycle is broken in favour of the member that asked first (b); a, which required b to fail, fails.
        // Before: a asked first of all three and was decided first, recognizing while b was undecided.
        #expect(recognized == ["b"])
        #expect([a, b, c].allSatisfy { $0.state == .possible })
    }

    @Test("A touch sequence cancelled inside an event sent again while a new touch's recognizers are chosen")
    func cancelInsideResentEventWhileChoosingRecognizers() {
        let window = sim.makeWindow()
        let a = EventKeepingView("A", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let b = RecordingView("B", frame: CGRect(x: 0, y: 200, width: 100, height: 100), log: log)
        window.addSubview(a)
        window.addSubview(b)
        // Several recognizers hear A's touch: the one that cancels everything is sent the move first.
        let canceller = CancelsAllOnMove()
        a.addGestureRecognizer(canceller)
        a.addGestureRecognizer(UIPanGestureRecognizer())
        a.addGestureRecognizer(UIPinchGestureRecognizer())
        let tap = UITapGestureRecognizer()
        let delegate = HookDelegate()
        tap.delegate = delegate
        b.addGestureRecognizer(tap)
        func frame(_ contacts: [DigitizerContact]) {
            sim.advance(by: 1.0 / 60)
            sim.application.enqueue(.digitizer(DigitizerFrame(timestamp: sim.now, contacts: contacts)))
            sim.scheduler.runDueActions()
        }
        frame([DigitizerContact(id: 1, location: CGPoint(x: 50, y: 50))])
        frame([DigitizerContact(id: 1, location: CGPoint(x: 52, y: 50))])
        // The first finger moves in the frame where the second lands on B. When B's tap is asked about the second
        // finger, its delegate sends the event again: the first finger's move goes to A's recognizers again, and
        // the canceller cancels every touch from there. Before: the sequence's end emptied the buffers that this
        // dispatch was walking, and the walk trapped (index out of range).
        delegate.onShouldReceiveTouch = { [a, sim] in
            canceller.armed = true
            if let e = a.lastEvent { sim.application.sendEvent(e) }
        }
        frame([
            DigitizerContact(id: 1, location: CGPoint(x: 54, y: 50)),
            DigitizerContact(id: 2, location: CGPoint(x: 50, y: 250)),
        ])
        var lifted = [
            DigitizerContact(id: 1, location: CGPoint(x: 54, y: 50)),
            DigitizerContact(id: 2, location: CGPoint(x: 50, y: 250)),
        ]
        for i in lifted.indices { lifted[i].state = .lifted }
        frame(lifted)
        sim.advance(by: 1)
        #expect(log.lines.filter { $0.hasPrefix("A.") }.first == "A.touchesBegan(t1)")
        #expect(log.lines.filter { $0.hasPrefix("A.") }.last == "A.touchesCancelled(t1)")
        #expect(a.gestureRecognizers?.allSatisfy { $0.state == .possible } == true && tap.state == .possible)
    }

    /// A view that cancels every touch (as the system does) when its own touches are cancelled.
    final class CancelsAllWhenCancelled: RecordingView {
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            super.touchesCancelled(touches, with: event)
            window?.application?.cancelAllTouches()
        }
    }

    /// A discrete recognizer that recognizes when its touch lifts.
    final class RecognizesOnEnded: UIGestureRecognizer {
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesEnded(touches, with: event)
            state = .recognized
        }
    }

    @Test("A recognizer whose view cancels every touch while its touches are taken over still sends its action")
    func actionAfterTheViewEndsTheSequence() {
        let window = sim.makeWindow()
        let v = CancelsAllWhenCancelled("V", frame: window.bounds, log: log)
        window.addSubview(v)
        let r = RecognizesOnEnded()
        v.addGestureRecognizer(r)
        var states: [UIGestureRecognizer.State] = []
        r.addAction { recognizer in states.append(recognizer.state) }
        sim.tap(at: CGPoint(x: 10, y: 10), in: v)
        sim.advance(by: 1)
        // Before: the cancellation ended the sequence and reset the recognizer first; its action then read possible.
        #expect(states == [.ended])
        #expect(r.state == .possible && r.resetCount == 1)
        #expect(log.lines == ["V.touchesBegan(t1)", "V.touchesCancelled(t1)"])
    }

    @Test("A delegate that takes views out of the window while a touch's recognizers are chosen keeps them out")
    func removalWhileChoosingRecognizers() {
        let window = sim.makeWindow()
        let container = UIView(frame: window.bounds)
        let inner = RecordingView("V", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        container.addSubview(inner)
        window.addSubview(container)
        let hooked = UITapGestureRecognizer()
        let delegate = HookDelegate()
        hooked.delegate = delegate
        inner.addGestureRecognizer(hooked)
        let other = UITapGestureRecognizer()
        inner.addGestureRecognizer(other)
        delegate.onShouldReceiveTouch = { container.removeFromSuperview() }
        sim.tap(at: CGPoint(x: 10, y: 10), in: window)
        sim.advance(by: 1)
        // Before: both joined the gesture from outside the window and were reset without ever failing.
        #expect(hooked.resetCount == 0 && other.resetCount == 0)
        #expect(hooked.state == .possible && other.state == .possible)
        #expect(log.lines == ["V.touchesBegan(t1)", "V.touchesEnded(t1)"])  // the touch stays bound to its view
    }

    @Test("A view whose withheld touchesBegan is still on its way when a gesture takes the touch over hears nothing")
    func takeoverWhileReleasedBeginsGoOut() {
        let window = sim.makeWindow()
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        let a = BeganHookView("A", frame: CGRect(x: 0, y: 0, width: 150, height: 300), log: log)
        let b = RecordingView("B", frame: CGRect(x: 160, y: 0, width: 150, height: 300), log: log)
        container.addSubview(a)
        container.addSubview(b)
        // Withholds both touches' touchesBegan, and fails (releasing both in one batch) when the second finger lands.
        let hold = UIPanGestureRecognizer()
        hold.maximumNumberOfTouches = 1
        hold.delaysTouchesBegan = true
        container.addGestureRecognizer(hold)
        // Recognizes when the second finger lands, but waits for `gate`, which stays undecided while its finger is
        // down.
        let taker = RecognizesOnBegan()
        taker.touchesNeeded = 2
        container.addGestureRecognizer(taker)
        let gate = UITapGestureRecognizer()
        a.addGestureRecognizer(gate)
        taker.require(toFail: gate)
        var actions = 0
        taker.addAction { _ in actions += 1 }
        // A's touchesBegan goes out first: removing `gate` there frees `taker`, which takes both touches over before
        // B's touchesBegan, the next in the batch, is sent.
        a.onBegan = { a.removeGestureRecognizer(gate) }
        let first = sim.touchDown(at: CGPoint(x: 50, y: 50), in: window)
        let second = sim.touchDown(at: CGPoint(x: 200, y: 50), in: window)
        sim.lift([first, second])
        sim.advance(by: 1)
        #expect(actions == 1)
        #expect(hold.state == .possible && taker.state == .possible)
        // Before: B got touchesCancelled for a touch it had never been sent, and then its touchesBegan.
        #expect(log.lines == ["A.touchesBegan(t1)", "A.touchesCancelled(t1)"])
    }
}
