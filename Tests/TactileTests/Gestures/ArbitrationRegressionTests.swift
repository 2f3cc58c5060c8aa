import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// Named regression tests for arbitration defects found in review (issue 3).
@MainActor
@Suite("Arbitration regressions")
struct ArbitrationRegressionTests {
    let sim = TouchSimulator()
    let log = EventLog()

    func view() -> RecordingView {
        let v = SingleViewScene(simulator: sim, recordingAs: "V", log: log).view
        return v
    }

    @Test("GRI-01 / GRI-02 a pan waiting on a swipe whose finger lifts inside the swipe window fails; the next tap works")
    func waitingPanLiftsEarly() {
        let v = view()
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = [.left, .right]
        let pan = UIPanGestureRecognizer()
        var panStates: [UIGestureRecognizer.State] = []
        pan.addAction { panStates.append($0.state) }
        pan.require(toFail: swipe)
        let tap = UITapGestureRecognizer()
        var taps = 0
        tap.addAction { _ in taps += 1 }
        v.addGestureRecognizer(swipe)
        v.addGestureRecognizer(pan)
        v.addGestureRecognizer(tap)
        sim.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 115, y: 100), duration: 0.1)
        #expect(panStates.isEmpty)
        #expect(pan.state == .possible)
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 200, y: 300))
        #expect(taps == 1)
        #expect(panStates.isEmpty)
    }

    @Test("GRI-01 a waiting pan keeps receiving moves, so its translation is current when it begins")
    func waitingPanTranslationCurrent() {
        let v = view()
        let swipe = UISwipeGestureRecognizer()
        let pan = UIPanGestureRecognizer()
        pan.require(toFail: swipe)
        var began: CGPoint?
        pan.addAction { r in if r.state == .began { began = (r as! UIPanGestureRecognizer).translation(in: v) } }
        v.addGestureRecognizer(swipe)
        v.addGestureRecognizer(pan)
        let f = sim.touchDown(at: CGPoint(x: 100, y: 100))
        sim.advance(by: 0.1)
        sim.move(f, to: CGPoint(x: 100, y: 115))  // vertical: the pan's conditions are met; the swipe (right) waits
        sim.advance(by: 0.1)
        sim.move(f, to: CGPoint(x: 100, y: 130))
        sim.advance(by: 0.1)  // the swipe's time runs out: the pan begins now
        #expect(began == CGPoint(x: 0, y: 30))
        sim.lift(f)
    }

    @Test("GRI-09 / GRI-11 two pans on two views, dragged by different fingers, run at the same time")
    func independentPans() {
        let window = sim.makeWindow()
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 480))
        let right = UIView(frame: CGRect(x: 160, y: 0, width: 160, height: 480))
        window.addSubview(left)
        window.addSubview(right)
        let panL = UIPanGestureRecognizer(), panR = UIPanGestureRecognizer()
        var states: [String] = []
        panL.addAction { states.append("L \($0.state)") }
        panR.addAction { states.append("R \($0.state)") }
        left.addGestureRecognizer(panL)
        right.addGestureRecognizer(panR)
        let a = sim.touchDown(at: CGPoint(x: 50, y: 100))
        sim.move(a, to: CGPoint(x: 50, y: 130))
        let b = sim.touchDown(at: CGPoint(x: 250, y: 100))
        sim.move(b, to: CGPoint(x: 250, y: 130))
        sim.lift([a, b])
        #expect(states == ["L began", "R began", "L ended", "R ended"])
    }

    @Test("GRI-01 a cycle of failure requirements is broken: the recognizer that asked first is decided")
    func cyclicRequirements() {
        let v = view()
        let a = UITapGestureRecognizer(), b = UITapGestureRecognizer()
        a.name = "a"
        b.name = "b"
        a.require(toFail: b)
        b.require(toFail: a)
        var fired: [String] = []
        a.addAction { fired.append($0.name!) }
        b.addAction { fired.append($0.name!) }
        v.addGestureRecognizer(a)
        v.addGestureRecognizer(b)
        sim.tap(at: CGPoint(x: 100, y: 100))
        #expect(fired.count == 1)
        #expect(a.state == .possible && b.state == .possible)
        #expect(log.lines == ["V.touchesBegan(t1)", "V.touchesCancelled(t1)"])
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 100, y: 100))  // nothing is stuck
        #expect(fired.count == 2)
    }

    @Test("GR-05 a recognizer disabled from inside its delegate's gestureRecognizerShouldBegin does not fire")
    func disabledInShouldBegin() {
        final class Disabling: UIGestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                gestureRecognizer.isEnabled = false
                return true
            }
        }
        sim.application.configuration.assertsOnIllegalGestureTransitions = false
        let v = view()
        let tap = UITapGestureRecognizer()
        let delegate = Disabling()
        tap.delegate = delegate
        var fired = 0
        tap.addAction { _ in fired += 1 }
        v.addGestureRecognizer(tap)
        let arbitration = GestureArbitrationLog()
        sim.application.gestureArbitrationLog = arbitration
        sim.tap(at: CGPoint(x: 100, y: 100))
        #expect(fired == 0)
        #expect(!arbitration.messages.contains { $0.contains("illegal") })
        #expect(log.lines == ["V.touchesBegan(t1)", "V.touchesEnded(t1)"])
    }

    @Test("GR-05 removing a view from its window releases a recognizer that never decided, and the view")
    func lingeringRecognizerReleased() {
        final class Undecided: UIGestureRecognizer {}  // never leaves .possible
        let window = sim.makeWindow()
        weak var weakView: UIView?
        let r = Undecided()
        do {
            let v = UIView(frame: window.bounds)
            weakView = v
            v.addGestureRecognizer(r)
            window.addSubview(v)
            sim.tap(at: CGPoint(x: 10, y: 10))
            #expect(r.isParticipating)
            v.removeFromSuperview()
        }
        #expect(!r.isParticipating)
        #expect(r.resetCount == 1)
        #expect(weakView == nil)
    }

    @Test("GRI-01 a dependent fails as soon as its requirement begins, releasing its hold on the view")
    func dependentFailsWhenRequirementBegins() {
        let v = view()
        let longPress = UILongPressGestureRecognizer()
        let tap = UITapGestureRecognizer()
        tap.require(toFail: longPress)
        let both = SimultaneousDelegate()
        tap.delegate = both
        v.addGestureRecognizer(longPress)
        v.addGestureRecognizer(tap)
        sim.touchDown(at: CGPoint(x: 100, y: 100))
        sim.advance(by: 0.6)  // the long press begins
        #expect(longPress.state == .began)
        #expect(tap.state == .failed)
    }

    final class SimultaneousDelegate: UIGestureRecognizerDelegate {
        func gestureRecognizer(
            _ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith o: UIGestureRecognizer
        ) -> Bool { true }
    }

    @Test("GR-09 / GAP-11 a single tap fired after waiting for a double tap can still ask for its touch")
    func delayedTapHasItsTouch() {
        let v = view()
        let single = UITapGestureRecognizer(), double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        var seen: (Int, CGPoint)?
        single.addAction { r in seen = (r.numberOfTouches, r.location(ofTouch: 0, in: v)) }
        v.addGestureRecognizer(single)
        v.addGestureRecognizer(double)
        sim.tap(at: CGPoint(x: 120, y: 140))
        sim.advance(by: 0.5)
        #expect(seen?.0 == 1)
        #expect(seen?.1 == CGPoint(x: 120, y: 140))
    }

    @Test("GCS-08 a subclass written like S3's overrides init(target:action:) and calls super")
    func subclassOverridesDesignatedInit() {
        final class Diagonal: UIGestureRecognizer {
            var areas: [Int] = []
            override init(target: Any?, action: Selector?) {
                super.init(target: target, action: action)
                areas = [0]
            }
        }
        let responder = UIResponder()
        var performed = 0
        responder.setActionHandler(for: Selector("diagonal:")) { _, _ in performed += 1 }
        let d = Diagonal(target: responder, action: Selector("diagonal:"))
        #expect(d.areas == [0])
        #expect(d.actionCount == 1)
        d.state = .recognized  // detached: applies at once
        #expect(performed == 1)
    }
}
