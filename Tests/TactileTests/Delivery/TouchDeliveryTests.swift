import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// Touch delivery to views and the four handlers (requirements TD-01 to TD-09, PIPE-10, PIPE-12).
@MainActor
@Suite("Touch delivery to views")
struct TouchDeliveryTests {
    let sim = TouchSimulator()
    let log = EventLog()

    @Test("TD-01 a tap gives began then ended to the hit view; a system cancel gives cancelled")
    func fourHandlers() {
        let window = sim.makeWindow()
        let v = RecordingView("V", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        window.addSubview(v)
        let f = sim.touchDown(at: CGPoint(x: 10, y: 10))
        sim.advance(by: 0.01)
        sim.move(f, to: CGPoint(x: 20, y: 10))
        sim.advance(by: 0.01)
        sim.lift(f)
        sim.touchDown(at: CGPoint(x: 10, y: 10))
        sim.application.cancelAllTouches()
        #expect(log.lines == [
            "V.touchesBegan(t1)", "V.touchesMoved(t1)", "V.touchesEnded(t1)",
            "V.touchesBegan(t2)", "V.touchesCancelled(t2)",
        ])
    }

    @Test("TD-02 fingers that touch down together arrive in one call; fingers that touch separately in several")
    func simultaneousAndSeparate() {
        let window = sim.makeWindow()
        let v = RecordingView("V", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        v.isMultipleTouchEnabled = true
        window.addSubview(v)
        let pair = sim.touchDown(at: [CGPoint(x: 10, y: 10), CGPoint(x: 50, y: 10)])
        let third = sim.touchDown(at: CGPoint(x: 90, y: 10))
        sim.move([(pair[0], CGPoint(x: 12, y: 10)), (third, CGPoint(x: 92, y: 10))])
        sim.lift(pair + [third])
        #expect(log.lines == [
            "V.touchesBegan(t1,t2)", "V.touchesBegan(t3)", "V.touchesMoved(t1,t3)", "V.touchesEnded(t1,t2,t3)",
        ])
    }

    @Test("TD-02 / EVT-09 each view gets only its own touches, phase by phase, in one event")
    func groupsByView() {
        let window = sim.makeWindow()
        let a = RecordingView("A", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let b = RecordingView("B", frame: CGRect(x: 100, y: 0, width: 100, height: 100), log: log)
        window.addSubview(a)
        window.addSubview(b)
        let fa = sim.touchDown(at: CGPoint(x: 10, y: 10))
        let fb = sim.touchDown(at: CGPoint(x: 110, y: 10))
        // One frame: A's finger lifts while B's moves. Moved is delivered before ended.
        sim.application.enqueue(.digitizer(DigitizerFrame(timestamp: sim.now, contacts: [
            DigitizerContact(id: fa.id, location: CGPoint(x: 10, y: 10), state: .lifted),
            DigitizerContact(id: fb.id, location: CGPoint(x: 120, y: 10)),
        ])))
        sim.scheduler.runDueActions()
        #expect(log.lines == [
            "A.touchesBegan(t1)", "B.touchesBegan(t2)", "B.touchesMoved(t2)", "A.touchesEnded(t1)",
        ])
    }

    @Test("TD-03 / TDC-01 a view that is not multiple-touch enabled receives only the first touch")
    func singleTouchView() {
        let window = sim.makeWindow()
        let v = RecordingView("V", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        #expect(v.isMultipleTouchEnabled == false)
        window.addSubview(v)
        var counts: [Int] = []
        final class Probe: RecordingView {
            var onEnded: ((Set<UITouch>, UIEvent?) -> Void)?
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                onEnded?(touches, event)
                super.touchesEnded(touches, with: event)
            }
        }
        let first = sim.touchDown(at: CGPoint(x: 10, y: 10))
        let second = sim.touchDown(at: CGPoint(x: 50, y: 50))
        sim.move(second, to: CGPoint(x: 60, y: 60))
        sim.lift(second)
        sim.lift(first)
        #expect(log.lines == ["V.touchesBegan(t1)", "V.touchesEnded(t1)"])
        // Two fingers landing in the same frame: only one is delivered.
        log.clear()
        let probe = Probe("P", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        probe.onEnded = { touches, event in counts.append(event?.touches(for: probe)?.count ?? -1) }
        window.addSubview(probe)
        let both = sim.touchDown(at: [CGPoint(x: 10, y: 10), CGPoint(x: 50, y: 10)])
        sim.lift(both)
        #expect(log.lines == ["P.touchesBegan(t2)", "P.touchesEnded(t2)"])  // the second finger was never logged
        #expect(counts == [1])
    }

    @Test("TD-03 a second touch on a single-touch view still reaches the view's recognizers")
    func suppressedTouchReachesRecognizers() {
        final class Counter: UIGestureRecognizer {
            var began = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { began += touches.count }
        }
        let window = sim.makeWindow()
        let v = RecordingView("V", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        let r = Counter()
        v.addGestureRecognizer(r)
        window.addSubview(v)
        sim.touchDown(at: CGPoint(x: 10, y: 10))
        sim.touchDown(at: CGPoint(x: 50, y: 10))
        #expect(r.began == 2)
        #expect(log.lines == ["V.touchesBegan(t1)"])
    }

    @Test("TD-06 / TCH-06 a touch stays bound to its view after it leaves the view's bounds")
    func bindingOutsideBounds() {
        let window = sim.makeWindow()
        let a = RecordingView("A", frame: CGRect(x: 0, y: 0, width: 50, height: 50), log: log)
        let b = RecordingView("B", frame: CGRect(x: 100, y: 0, width: 50, height: 50), log: log)
        window.addSubview(a)
        window.addSubview(b)
        sim.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 120, y: 10), duration: 0.05)
        #expect(log.calls(to: "B").isEmpty)
        #expect(log.calls(to: "A").first == "touchesBegan(t1)")
        #expect(log.calls(to: "A").last == "touchesEnded(t1)")
    }

    @Test("TD-07 / DIS-08 / BP-02 / BP-03 / BP-05 / RSP-09 a handler that calls super bubbles the touches; one that does not consumes them")
    func superBubbles() {
        let window = sim.makeWindow()
        let parent = RecordingView("P", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        let child = RecordingView("C", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        parent.addSubview(child)
        window.addSubview(parent)
        child.forwardsToSuper = true
        sim.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.lines == ["C.touchesBegan(t1)", "P.touchesBegan(t1)", "C.touchesEnded(t1)", "P.touchesEnded(t1)"])
        log.clear()
        child.forwardsToSuper = false
        sim.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.lines == ["C.touchesBegan(t2)", "C.touchesEnded(t2)"])
    }

    @Test("TD-08 / EX-27 the last finger is detected with touches.count == event.touches(for: self).count")
    func lastFinger() {
        final class LastFingerView: UIView {
            var results: [Bool] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                results.append(touches.count == event!.touches(for: self)!.count)
            }
        }
        let window = sim.makeWindow()
        let v = LastFingerView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        v.isMultipleTouchEnabled = true
        window.addSubview(v)
        let f = sim.touchDown(at: [CGPoint(x: 10, y: 10), CGPoint(x: 50, y: 10)])
        sim.lift(f[0])
        sim.lift(f[1])
        #expect(v.results == [false, true])
        let g = sim.touchDown(at: [CGPoint(x: 10, y: 10), CGPoint(x: 50, y: 10)])
        sim.lift(g)
        #expect(v.results == [false, true, true])
    }

    @Test("TD-04 a view in a hidden, transparent or non-interactive branch receives nothing")
    func requirementsForReceiving() {
        let window = sim.makeWindow()
        let v = RecordingView("V", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        window.addSubview(v)
        for change in [{ v.isHidden = true }, { v.alpha = 0 }, { v.isUserInteractionEnabled = false }] {
            v.isHidden = false
            v.alpha = 1
            v.isUserInteractionEnabled = true
            change()
            sim.tap(at: CGPoint(x: 10, y: 10))
        }
        #expect(log.lines.isEmpty)
    }

    @Test("PIPE-12 / GR-03 recognizers see each phase before the view does")
    func recognizersFirst() {
        final class Recorder: UIGestureRecognizer {
            let log: EventLog
            init(log: EventLog) {
                self.log = log
                super.init(target: nil, action: nil)
            }
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                log.record("R", "touchesBegan", touches: touches)
            }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
                log.record("R", "touchesEnded", touches: touches)
                state = .failed  // decided: not a gesture, so the view gets its touchesEnded
            }
        }
        let window = sim.makeWindow()
        let parent = RecordingView("P", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        let v = RecordingView("V", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        parent.addSubview(v)
        window.addSubview(parent)
        parent.addGestureRecognizer(Recorder(log: log))  // GRI-13: a recognizer on an ancestor sees the touch too
        sim.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.lines == ["R.touchesBegan(t1)", "V.touchesBegan(t1)", "R.touchesEnded(t1)", "V.touchesEnded(t1)"])
    }
}
