import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// Long chains and wide graphs of failure requirements (GRI-01, GR-07): the outcomes UIKit's rules give, and work
/// that grows linearly with the graph. The arbitration is also checked against the reference scan it replaced
/// (`GestureEnvironment.usesReferenceArbitration`) on random graphs: the same log, the same actions, in the same
/// order.
@MainActor
@Suite("Failure-requirement graphs: long chains, wide graphs, linear work")
struct FailureGraphScalingTests {
    /// Lets every recognizer recognize alongside every other, so that only failure requirements decide.
    final class Simultaneous: UIGestureRecognizerDelegate {
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
        ) -> Bool { true }
    }

    /// Fails when its touch lifts.
    final class FailsOnLift: UIGestureRecognizer {
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }
    }

    /// A simulator and a view filling its window, where the tests' recognizers go.
    static func simulatorWithView() -> (TouchSimulator, UIView) {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        return (sim, view)
    }

    /// A chain of `links + 1` single-tap recognizers, r0 requiring r1 to fail, r1 requiring r2, …; added to the view
    /// from r0 (or from the last, `reversed`). Returns the simulator, the recognizers and the names they fire.
    func chain(links: Int, reversed: Bool = false, delegate: Simultaneous)
        -> (TouchSimulator, [UIGestureRecognizer], () -> [Int])
    {
        let (sim, view) = Self.simulatorWithView()
        var fired: [Int] = []
        let chain: [UIGestureRecognizer] = (0...links).map { i in
            let r = UITapGestureRecognizer()
            r.name = "r\(i)"
            r.delegate = delegate
            r.cancelsTouchesInView = false
            r.addAction { _ in fired.append(i) }
            return r
        }
        for i in 0..<links { chain[i].require(toFail: chain[i + 1]) }
        for r in reversed ? chain.reversed() : chain { view.addGestureRecognizer(r) }
        return (sim, chain, { fired })
    }

    @Test("GRI-01 a tap through a chain of 1,000 requirements resolves from its end: every other link fires, once")
    func longChain() {
        let delegate = Simultaneous()
        for reversed in [false, true] {
            let (sim, chain, fired) = chain(links: 1_000, reversed: reversed, delegate: delegate)
            sim.tap(at: CGPoint(x: 100, y: 100))
            // The last link has no requirement and recognizes; the one before it required it to fail and fails; the
            // one before that now recognizes; and so on down to r0.
            #expect(fired() == Array(stride(from: 1_000, through: 0, by: -2)))
            #expect(chain.allSatisfy { $0.state == .possible })  // all reset
            sim.advance(by: 1)
            sim.tap(at: CGPoint(x: 100, y: 100))  // nothing is stuck: the next tap does the same
            #expect(fired() == Array(stride(from: 1_000, through: 0, by: -2)) + Array(stride(from: 1_000, through: 0, by: -2)))
        }
    }

    @Test("GRI-01 one recognizer required to fail by 1,000 others: when it fails they all fire, once, in order")
    func wideGraphRequirementFails() {
        let (sim, view) = Self.simulatorWithView()
        let delegate = Simultaneous()
        let hub = FailsOnLift()
        hub.delegate = delegate
        var fired: [Int] = []
        for i in 0..<1_000 {
            let r = UITapGestureRecognizer()
            r.delegate = delegate
            r.cancelsTouchesInView = false
            r.require(toFail: hub)
            r.addAction { _ in fired.append(i) }
            view.addGestureRecognizer(r)
        }
        view.addGestureRecognizer(hub)  // last: the taps are waiting when it fails
        sim.tap(at: CGPoint(x: 100, y: 100))
        #expect(fired.count == 1_000)
        #expect(Set(fired).count == 1_000)
        #expect(fired == fired.sorted() || fired == fired.sorted().reversed())
    }

    @Test("GRI-01 one recognizer required to fail by 1,000 others: when it recognizes, none of them fires")
    func wideGraphRequirementRecognizes() {
        let (sim, view) = Self.simulatorWithView()
        let delegate = Simultaneous()
        let hub = UITapGestureRecognizer()
        hub.delegate = delegate
        var hubFired = 0, othersFired = 0
        hub.addAction { _ in hubFired += 1 }
        for _ in 0..<1_000 {
            let r = UITapGestureRecognizer()
            r.delegate = delegate
            r.require(toFail: hub)
            r.addAction { _ in othersFired += 1 }
            view.addGestureRecognizer(r)
        }
        view.addGestureRecognizer(hub)
        sim.tap(at: CGPoint(x: 100, y: 100))
        #expect(hubFired == 1)
        #expect(othersFired == 0)
    }

    @Test("GRI-01 a ring of 100 requirements: the link that asked first is decided, then the ring resolves from it")
    func longCycle() {
        let (sim, view) = Self.simulatorWithView()
        let delegate = Simultaneous()
        var fired: [Int] = []
        let ring: [UIGestureRecognizer] = (0..<100).map { i in
            let r = UITapGestureRecognizer()
            r.delegate = delegate
            r.addAction { _ in fired.append(i) }
            view.addGestureRecognizer(r)
            return r
        }
        for i in 0..<100 { ring[i].require(toFail: ring[(i + 1) % 100]) }
        sim.tap(at: CGPoint(x: 100, y: 100))
        // r0 asked first and is decided; r99, which required it to fail, fails; r98 then recognizes; …
        #expect(fired == [0] + Array(stride(from: 98, through: 2, by: -2)))
    }

    @Test("GRI-01 the work of a tap through a chain grows linearly with the chain")
    func chainWorkIsLinear() {
        let delegate = Simultaneous()
        var visits: [Int: Int] = [:]
        for links in [10, 100, 1_000] {
            let (sim, _, fired) = chain(links: links, delegate: delegate)
            sim.tap(at: CGPoint(x: 100, y: 100))  // the delegate's class is known from now on
            sim.advance(by: 1)
            let before = sim.application.gestureEnvironment.failureGraphVisits
            sim.tap(at: CGPoint(x: 100, y: 100))
            visits[links] = sim.application.gestureEnvironment.failureGraphVisits - before
            #expect(fired().count == 2 * (links / 2 + 1))
        }
        // Each link: its wait recorded, its requirement's change queued, and one look; a scanning arbitration looked
        // at every waiting link after each decision (links²/2).
        for (links, v) in visits { #expect(v <= 4 * (links + 1), "\(links) links: \(v) visits") }
        #expect(visits[1_000]! <= 11 * visits[100]!)
    }

    @Test("GRI-01 the work of a tap on a wide graph grows linearly with its width")
    func wideWorkIsLinear() {
        var visits: [Int] = []
        for width in [100, 1_000] {
            let (sim, view) = Self.simulatorWithView()
            let delegate = Simultaneous()
            let hub = FailsOnLift()
            hub.delegate = delegate
            for _ in 0..<width {
                let r = UITapGestureRecognizer()
                r.delegate = delegate
                r.cancelsTouchesInView = false
                r.require(toFail: hub)
                view.addGestureRecognizer(r)
            }
            view.addGestureRecognizer(hub)
            let before = sim.application.gestureEnvironment.failureGraphVisits
            sim.tap(at: CGPoint(x: 100, y: 100))
            visits.append(sim.application.gestureEnvironment.failureGraphVisits - before)
            #expect(visits.last! <= 4 * (width + 1))
        }
        #expect(visits[1] <= 11 * visits[0])
    }

    @Test("GR-07 requirements named by a delegate and by a subclass are still asked for, after default delegates")
    func delegateAndSubclassRequirementsStillAsked() {
        final class NamesRequirement: UIGestureRecognizerDelegate {
            var required: UIGestureRecognizer?
            var asked = 0
            func gestureRecognizer(
                _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf other: UIGestureRecognizer
            ) -> Bool {
                asked += 1
                return other === required
            }
            func gestureRecognizer(
                _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
            ) -> Bool { true }
        }
        final class RequiresDoubleTaps: UITapGestureRecognizer {
            override func shouldRequireFailure(of other: UIGestureRecognizer) -> Bool {
                (other as? UITapGestureRecognizer)?.numberOfTapsRequired == 2
            }
        }
        // A chain with default delegates first, so that their class is known not to name requirements.
        let (sim, _, _) = chain(links: 3, delegate: Simultaneous())
        sim.tap(at: CGPoint(x: 100, y: 100))
        for subclass in [false, true] {
            let (sim, view) = Self.simulatorWithView()
            let double = UITapGestureRecognizer()
            double.numberOfTapsRequired = 2
            let names = NamesRequirement()
            let single = subclass ? RequiresDoubleTaps() : UITapGestureRecognizer()
            if !subclass { names.required = double }
            single.delegate = names
            var singles: [TimeInterval] = []
            single.addAction { _ in singles.append(sim.now) }
            view.addGestureRecognizer(single)
            view.addGestureRecognizer(double)
            let start = sim.now
            sim.tap(at: CGPoint(x: 100, y: 100))
            #expect(singles.isEmpty)  // waiting for the double tap to fail
            sim.advance(by: 1)
            #expect(singles.count == 1 && singles[0] > start + 0.05)
            #expect(subclass || names.asked > 0)  // the subclass answers first: the delegate is not asked
        }
    }
}
