import Foundation
import Tactile

/// A random touch storm: 1 to 20 fingers landing, moving and lifting at random times, several of them often in
/// the same digitizer frame, with stationary frames, fingers cancelled by the digitizer, fingers that land and
/// lift between two samples, and system cancellations of every touch (`UIApplication.cancelAllTouches()`, TD-01).
///
/// Times are on a 1/120 s grid, so fingers that change at the same instant share a frame (a multitouch event,
/// EVT-02). Most fingers land on a view (a random point of a random view's frame); some land anywhere.
struct StormSpec: Sendable, Equatable {
    enum Ending: String, Sendable, Equatable {
        /// The finger lifts (touchesEnded).
        case lift
        /// The digitizer reports it cancelled (palm rejection).
        case cancel
        /// It lands and lifts between two samples: one frame, already lifted.
        case liftOnArrival
    }

    struct Finger: Sendable, Equatable {
        /// Keyframes: (time from the start of the storm, location in window = screen coordinates).
        var path: [Keyframe]
        var ending: Ending
        var down: Double { path[0].time }
        var up: Double { path[path.count - 1].time }
    }

    struct Keyframe: Sendable, Equatable {
        var time: Double
        var point: CGPoint
    }

    /// One frame of the storm, or a system cancellation.
    enum Step: Sendable, Equatable {
        case frame(time: Double, contacts: [DigitizerContact])
        case systemCancel(time: Double)
        /// A key going down or up (issue 22).
        case key(ExtrasSpec.KeyStep)

        var time: Double {
            switch self {
            case .frame(let t, _), .systemCancel(let t): t
            case .key(let k): k.time
            }
        }
    }

    static let tick = 1.0 / 120.0

    var fingers: [Finger]
    var systemCancellations: [Double]
    var stationaryFrames: [Double]
    /// Each finger's kind (pencil, force), by index; empty or shorter for plain fingers (issue 22).
    var contactKinds: [ExtrasSpec.ContactKind] = []
    /// Keys going down and up (issue 22).
    var keySteps: [ExtrasSpec.KeyStep] = []

    static func generate(_ rng: inout CaseRandom, hierarchy: HierarchySpec) -> StormSpec {
        let count = rng.chance(0.6) ? rng.int(1...4) : rng.int(5...20)
        let span = rng.pick([0.3, 0.8, 1.5])
        func grid(_ t: Double) -> Double { (t / tick).rounded() * tick }
        func clamp(_ p: CGPoint) -> CGPoint {
            CGPoint(
                x: min(max(p.x, 0), HierarchySpec.windowSize.width - 0.5),
                y: min(max(p.y, 0), HierarchySpec.windowSize.height - 0.5))
        }
        var fingers: [Finger] = []
        for _ in 0..<count {
            let start: CGPoint
            if rng.chance(0.85) {
                let f = hierarchy.windowFrame(of: rng.int(0...(hierarchy.nodes.count - 1)))
                start = clamp(CGPoint(x: f.minX + f.width * rng.double(0...1), y: f.minY + f.height * rng.double(0...1)))
            } else {
                start = CGPoint(
                    x: rng.double(0...(HierarchySpec.windowSize.width - 1)),
                    y: rng.double(0...(HierarchySpec.windowSize.height - 1)))
            }
            let down = grid(rng.double(0...span))
            let ending: Ending = rng.chance(0.07) ? .cancel : (rng.chance(0.06) ? .liftOnArrival : .lift)
            if ending == .liftOnArrival {
                fingers.append(Finger(path: [Keyframe(time: down, point: start)], ending: ending))
                continue
            }
            let duration = rng.pick([0.0, rng.double(0.02...0.2), rng.double(0.2...0.8), rng.double(0.8...1.6)])
            let up = grid(down + max(tick, duration))
            var path = [Keyframe(time: down, point: start)]
            let moves = rng.int(0...6)
            var point = start
            var times = (0..<moves).map { _ in grid(rng.double(down...up)) }.filter { $0 > down && $0 < up }
            times = Array(Set(times)).sorted()
            for t in times {
                let reach: Double = rng.pick([2, 6, 40, 120])
                point = clamp(CGPoint(x: point.x + rng.double(-reach...reach), y: point.y + rng.double(-reach...reach)))
                path.append(Keyframe(time: t, point: point))
            }
            if rng.chance(0.5) {
                let reach: Double = rng.pick([2, 40])
                point = clamp(CGPoint(x: point.x + rng.double(-reach...reach), y: point.y + rng.double(-reach...reach)))
            }
            path.append(Keyframe(time: up, point: point))
            fingers.append(Finger(path: path, ending: ending))
        }
        let systemCancellations = rng.chance(0.12) ? [grid(rng.double(0...span + 0.5))] : []
        let stationary = (0..<rng.int(0...3)).map { _ in grid(rng.double(0...span + 0.5)) }
        return StormSpec(fingers: fingers, systemCancellations: systemCancellations, stationaryFrames: stationary)
    }

    /// The frames and cancellations, in time order. Contact ids are the finger's index + 1.
    var steps: [Step] {
        var times = Set<Double>()
        for f in fingers { for k in f.path { times.insert(k.time) } }
        for t in stationaryFrames { times.insert(t) }
        var steps: [Step] = []
        for t in times.sorted() {
            var contacts: [DigitizerContact] = []
            for (i, f) in fingers.enumerated() where f.down <= t + 1e-9 && t <= f.up + 1e-9 {
                var c = DigitizerContact(id: i + 1, location: location(of: f, at: t))
                if i < contactKinds.count {
                    let k = contactKinds[i]
                    if k.isPencil { c.type = .pencil }
                    if k.maximumPossibleForce > 0 {
                        // The force ramps up to its peak over the first 60 % of the contact, then holds.
                        let ramp = f.up > f.down ? min(1, (t - f.down) / (0.6 * (f.up - f.down))) : 1
                        c.maximumPossibleForce = k.maximumPossibleForce
                        c.force = max(0.05, k.maximumPossibleForce * k.peakFraction * ramp)
                    }
                }
                if f.ending == .liftOnArrival {
                    c.state = .lifted
                } else if abs(t - f.up) < 1e-9 {
                    c.state = f.ending == .cancel ? .cancelled : .lifted
                }
                contacts.append(c)
            }
            steps.append(.frame(time: t, contacts: contacts))
        }
        for t in systemCancellations {
            let i = steps.firstIndex { $0.time > t } ?? steps.count
            steps.insert(.systemCancel(time: t), at: i)
        }
        for k in keySteps.sorted(by: { $0.time < $1.time }) {
            let i = steps.firstIndex { $0.time > k.time } ?? steps.count
            steps.insert(.key(k), at: i)
        }
        return steps
    }

    /// The finger's location at `t`: its last keyframe at or before `t` (moves happen at keyframes).
    private func location(of f: Finger, at t: Double) -> CGPoint {
        var p = f.path[0].point
        for k in f.path where k.time <= t + 1e-9 { p = k.point }
        return p
    }

    var summary: String {
        var lines = fingers.enumerated().map { i, f in
            let path = f.path.map { String(format: "%.3f@(%.0f,%.0f)", $0.time, $0.point.x, $0.point.y) }
            return "finger \(i + 1) \(f.ending.rawValue): " + path.joined(separator: " → ")
        }
        for t in systemCancellations { lines.append(String(format: "system cancellation at %.3f", t)) }
        for t in stationaryFrames { lines.append(String(format: "stationary frame at %.3f", t)) }
        for (i, k) in contactKinds.enumerated() where k.isPencil || k.maximumPossibleForce > 0 {
            lines.append(
                "finger \(i + 1): \(k.isPencil ? "pencil" : "finger with force"), max force "
                    + String(format: "%.2f, peak %.0f%%", k.maximumPossibleForce, k.peakFraction * 100))
        }
        for s in keySteps {
            lines.append(
                String(format: "key at %.3f: ", s.time) + "\(s.command ? "⌘" : "")\(s.input) \(s.isDown ? "down" : "up")")
        }
        return lines.joined(separator: "\n")
    }
}
