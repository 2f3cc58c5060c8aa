import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// The failure graph's linear bookkeeping decides exactly what the scan it replaced decided (GRI-01, GR-07):
/// random scenes of recognizers linked by `require(toFail:)`, by delegates and by subclass overrides, with cycles
/// and simultaneous recognition, each run twice, once with the reference scan
/// (`GestureEnvironment.usesReferenceArbitration`), must give the same arbitration log and the same actions.
@MainActor
@Suite("Failure-requirement graphs against the reference scan")
struct FailureGraphReferenceTests {
    final class Simultaneous: UIGestureRecognizerDelegate {
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
        ) -> Bool { true }
    }

    /// Names failure requirements of its own, and allows some pairs to recognize together.
    final class Naming: UIGestureRecognizerDelegate {
        var requires: [(UIGestureRecognizer, UIGestureRecognizer)] = []
        var requiredBy: [(UIGestureRecognizer, UIGestureRecognizer)] = []
        var simultaneous = true
        /// Every question asked, in order: the linear arbitration asks the same ones.
        var asked: [String] = []
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
        ) -> Bool { simultaneous }
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf other: UIGestureRecognizer
        ) -> Bool {
            asked.append("\(gestureRecognizer.name!) requires \(other.name!)?")
            return requires.contains { $0.0 === gestureRecognizer && $0.1 === other }
        }
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy other: UIGestureRecognizer
        ) -> Bool {
            asked.append("\(gestureRecognizer.name!) required by \(other.name!)?")
            return requiredBy.contains { $0.0 === gestureRecognizer && $0.1 === other }
        }
    }

    final class FailsOnLift: UIGestureRecognizer {
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }
    }

    /// Requires every pan to fail (a subclass override).
    final class WaitsForPans: UITapGestureRecognizer {
        override func shouldRequireFailure(of other: UIGestureRecognizer) -> Bool { other is UIPanGestureRecognizer }
    }

    /// Builds case `seed`'s scene on a new simulator and runs its input; returns the log and the actions.
    func run(seed: UInt64, reference: Bool) -> [String] {
        var random = TestRandom(seed: seed)
        let sim = TouchSimulator()
        sim.application.gestureEnvironment.usesReferenceArbitration = reference
        let log = GestureArbitrationLog()
        sim.application.gestureArbitrationLog = log
        let window = sim.makeWindow()
        let outer = UIView(frame: window.bounds)
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(outer)
        outer.addSubview(inner)
        var actions: [String] = []
        let simultaneous = Simultaneous(), naming = Naming()
        naming.simultaneous = random.chance(0.7)
        let count = 2 + random.int(9)
        var recognizers: [UIGestureRecognizer] = []
        for i in 0..<count {
            let r: UIGestureRecognizer
            switch random.int(7) {
            case 0: r = UITapGestureRecognizer()
            case 1:
                let double = UITapGestureRecognizer()
                double.numberOfTapsRequired = 2
                r = double
            case 2: r = FailsOnLift()
            case 3:
                let press = UILongPressGestureRecognizer()
                press.minimumPressDuration = 0.2
                r = press
            case 4: r = UIPanGestureRecognizer()
            case 5: r = WaitsForPans()
            default: r = UISwipeGestureRecognizer()
            }
            r.name = "r\(i)"
            switch random.int(4) {
            case 0: break
            case 1, 2: r.delegate = simultaneous
            default: r.delegate = naming
            }
            r.cancelsTouchesInView = random.chance(0.5)
            r.addAction { actions.append("\($0.name!) \($0.state)") }
            recognizers.append(r)
        }
        for a in recognizers {
            for b in recognizers where a !== b {
                if random.chance(0.25) { a.require(toFail: b) }
                if random.chance(0.05) { naming.requires.append((a, b)) }
                if random.chance(0.05) { naming.requiredBy.append((a, b)) }
            }
        }
        for r in recognizers { (random.chance(0.7) ? inner : outer).addGestureRecognizer(r) }
        let p = CGPoint(x: 100, y: 100)
        for _ in 0..<2 {
            switch random.int(5) {
            case 0: sim.tap(at: p)
            case 1:
                sim.tap(at: p)
                sim.advance(by: 0.1)
                sim.tap(at: p)
            case 2:
                let f = sim.touchDown(at: p)
                sim.advance(by: 0.5)
                sim.lift(f)
            case 3: sim.drag(from: p, to: CGPoint(x: 180, y: 110), duration: 0.1)
            default:
                let f = sim.touchDown(at: p)
                sim.advance(by: 0.05)
                recognizers[random.int(count)].isEnabled = false
                sim.lift(f)
            }
            sim.advance(by: 1)
        }
        return log.entries.map { "\($0.time) \($0.message)" } + actions + naming.asked
    }

    @Test("GRI-01 / GR-07 400 random failure graphs decide as the reference scan does")
    func randomGraphsMatchReference() {
        for seed in UInt64(1)...400 {
            let linear = run(seed: seed, reference: false)
            let reference = run(seed: seed, reference: true)
            #expect(linear == reference, "case \(seed)")
            if linear != reference { break }
        }
    }

    @Test("GRI-01 long chains and rings decide as the reference scan does")
    func chainsMatchReference() {
        func scene(links: Int, ring: Bool, reversed: Bool, reference: Bool) -> [String] {
            let sim = TouchSimulator()
            sim.application.gestureEnvironment.usesReferenceArbitration = reference
            let log = GestureArbitrationLog()
            sim.application.gestureArbitrationLog = log
            let window = sim.makeWindow()
            let view = UIView(frame: window.bounds)
            window.addSubview(view)
            let delegate = Simultaneous()
            var actions: [String] = []
            let chain: [UIGestureRecognizer] = (0...links).map { i in
                let r = UITapGestureRecognizer()
                r.name = "r\(i)"
                r.delegate = delegate
                r.addAction { actions.append($0.name!) }
                return r
            }
            for i in 0..<links { chain[i].require(toFail: chain[i + 1]) }
            if ring { chain[links].require(toFail: chain[0]) }
            for r in reversed ? chain.reversed() : chain { view.addGestureRecognizer(r) }
            sim.tap(at: CGPoint(x: 100, y: 100))
            sim.advance(by: 1)
            sim.tap(at: CGPoint(x: 100, y: 100))
            return log.messages + actions
        }
        for ring in [false, true] {
            for reversed in [false, true] {
                #expect(scene(links: 60, ring: ring, reversed: reversed, reference: false)
                    == scene(links: 60, ring: ring, reversed: reversed, reference: true))
            }
        }
    }
}
