import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// Frames with many contacts at once: the work of tracking, delivering and arbitrating them grows no faster than
/// the number of contacts times the recognizers that watch them, and frames above
/// ``TactileConfiguration/maximumContactsPerFrame`` are refused.
@MainActor
@Suite("Many contacts in one frame")
struct ManyContactsTests {
    /// Counts how often its finger count is asked for: the work a frame of many fingers makes it do.
    final class CountingPinch: UIPinchGestureRecognizer {
        var countsAsked = 0
        override var numberOfTouches: Int {
            countsAsked += 1
            return super.numberOfTouches
        }
    }

    /// Counts the touches that begin and end in it.
    final class Counter: UIView {
        var began = 0, ended = 0
        override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { began += t.count }
        override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { ended += t.count }
        override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { ended += t.count }
    }

    /// On a full-screen view with a tap, a double tap, a pan and a pinch (the canvas scene of `tactile replay`),
    /// lands `n` fingers in one frame, moves them in three frames and lifts them in one; returns the seconds it
    /// took, the pinch, and how many touches the view saw begin and end.
    static func replay(contacts n: Int) -> (seconds: Double, pinch: CountingPinch, began: Int, ended: Int) {
        let sim = TouchSimulator()
        var configuration = TactileConfiguration()
        configuration.maximumContactsPerFrame = max(n, configuration.maximumContactsPerFrame)
        sim.application.configuration = configuration
        let window = sim.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let view = Counter(frame: window.bounds)
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        let tap = UITapGestureRecognizer()
        tap.require(toFail: doubleTap)
        let pinch = CountingPinch()
        for r in [tap, doubleTap, UIPanGestureRecognizer(), pinch] { view.addGestureRecognizer(r) }
        let columns = Int(Double(n).squareRoot().rounded(.up))
        let step = 380 / CGFloat(columns)
        let points = (0..<n).map { i in
            CGPoint(x: 10 + CGFloat(i % columns) * step, y: 10 + CGFloat(i / columns) * step)
        }
        let start = ContinuousClock.now
        let fingers = sim.touchDown(at: points)
        for k in 1...3 {
            sim.move(zip(fingers, points).map { ($0, CGPoint(x: $1.x, y: $1.y + CGFloat(k))) })
        }
        sim.lift(fingers)
        sim.advance(by: 1)
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return (seconds, pinch, view.began, view.ended)
    }

    @Test("a pinch given 1,000 fingers at once counts them a few times, not once per finger it ignores")
    func pinchCountsFingersOnce() {
        let small = Self.replay(contacts: 10).pinch.countsAsked
        let large = Self.replay(contacts: 1_000)
        #expect(large.began == 1_000 && large.ended == 1_000)
        // The same count for 10 fingers and for 1,000: asking once per ignored finger made it 1,000 (and each
        // count searched the ignored fingers: n³ work, 17 s to replay the frame).
        #expect(large.pinch.countsAsked == small)
        #expect(large.pinch.countsAsked < 20)
    }

    @Test("1,000 contacts landing, moving and lifting together replay in seconds, not minutes")
    func thousandContactsReplayQuickly() {
        // Measured at 2.1 s in a debug build on the shared 2-core machine (most of it the simulator's own search
        // for each finger it moves); 278 s before the pinch stopped counting its fingers once per ignored finger.
        // The bound is 20 times the measured figure, so that a loaded machine cannot make it fail.
        let run = Self.replay(contacts: 1_000)
        #expect(run.began == 1_000 && run.ended == 1_000)
        #expect(run.seconds < 40, "took \(run.seconds) s")
    }

    /// The figures of BENCHMARKS.md's "Many contacts in one frame": `TACTILE_MANY_CONTACTS=100,300,1000,5000 swift
    /// test --filter ManyContactsTests/timings` prints the seconds each count takes (nothing runs without it).
    @Test("timings for BENCHMARKS.md, with TACTILE_MANY_CONTACTS set")
    func timings() {
        guard let list = ProcessInfo.processInfo.environment["TACTILE_MANY_CONTACTS"] else { return }
        for n in list.split(separator: ",").compactMap({ Int($0) }) {
            let run = Self.replay(contacts: n)
            print("many contacts: \(n) contacts, \(String(format: "%.3f", run.seconds)) s, pinch counted its fingers "
                + "\(run.pinch.countsAsked) times")
        }
    }

    @Test("a frame above maximumContactsPerFrame is refused: nothing is delivered and the dispatch observer hears why")
    func framesAboveTheMaximumAreRefused() {
        let sim = TouchSimulator()
        let window = sim.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let view = Counter(frame: window.bounds)
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        var messages: [String] = []
        sim.application.dispatchObserver = { _, message in messages.append(message) }
        #expect(TactileConfiguration.default.maximumContactsPerFrame == 256)
        func frame(_ n: Int) -> DigitizerFrame {
            DigitizerFrame(
                timestamp: sim.now,
                contacts: (0..<n).map { DigitizerContact(id: $0, location: CGPoint(x: 1 + $0 % 300, y: 1 + $0 / 300)) })
        }
        sim.application.enqueue(.digitizer(frame(257)))
        sim.scheduler.runDueActions()
        #expect(view.began == 0)
        #expect(messages.contains {
            $0 == "refused a frame of 257 contacts: more than the maximum of 256 (TactileConfiguration.maximumContactsPerFrame)"
        })
        sim.application.enqueue(.digitizer(frame(256)))
        sim.scheduler.runDueActions()
        #expect(view.began == 256)
    }
}
