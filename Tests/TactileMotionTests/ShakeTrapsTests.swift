import Foundation
import Testing
import SharedTestData
import Tactile
import TactileMotion
import TactileEvaluation
import TactileTesting

/// Things that move a phone without being a shake: a walk, a vibration motor, a tap, and real recordings of
/// tapping, vibration, fast rotation and fast translation (requirements SHK-01, SHK-04; research/motion.md §9).
@MainActor
@Suite("Shake traps")
struct ShakeTrapsTests {
    /// Plays `samples` (accelerometer only) into an application with a first responder; returns its motion calls.
    static func shakes(in samples: [RawMotionSample]) -> [String] {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let log = EventLog()
        let view = RecordingView("view", frame: window.bounds, log: log)
        view.acceptsFirstResponder = true
        window.addSubview(view)
        _ = view.becomeFirstResponder()
        let source = RecordedMotionSource(samples: samples)
        let feed = DeviceMotionFeed(source: source, application: sim.application)
        let duration = (samples.last?.timestamp ?? 0) - (samples.first?.timestamp ?? 0)
        sim.advance(by: duration + 1)
        feed.stop()
        return log.lines
    }

    /// Accelerometer samples at `rate` Hz for `duration` s of a device held upright, plus `extra(t)` g.
    static func upright(rate: Double, duration: Double, _ extra: (Double) -> (Double, Double, Double)) -> [RawMotionSample] {
        (0..<Int(rate * duration)).map { i in
            let t = Double(i) / rate
            let (x, y, z) = extra(t)
            return RawMotionSample(timestamp: t, sensor: .accelerometer, x: x, y: -1 + y, z: z)
        }
    }

    @Test("SHK-01 walking (2 steps a second, ±0.35 g bounce, ±0.15 g sway) for 10 s is not a shake")
    func walk() {
        let samples = Self.upright(rate: 100, duration: 10) { t in
            (0.15 * sin(2 * .pi * 1 * t), 0.35 * sin(2 * .pi * 2 * t), 0.1 * sin(2 * .pi * 2 * t + 1))
        }
        #expect(Self.shakes(in: samples).isEmpty)
    }

    @Test("SHK-01 a vibration motor (150 Hz, ±1 g, sampled at 400 Hz) for 2 s is not a shake: too few samples pass")
    func vibration() {
        let samples = Self.upright(rate: 400, duration: 2) { t in (0, 0, 1.0 * sin(2 * .pi * 150 * t)) }
        #expect(Self.shakes(in: samples).isEmpty)
    }

    @Test("SHK-01 a tap (one 3 g spike of 20 ms) is not a shake; a real shake in the same stream is")
    func tapThenShake() {
        let samples = Self.upright(rate: 100, duration: 6) { t in
            if t >= 1, t < 1.02 { return (0, 0, 3) }
            if t >= 3, t < 4 { return (sin(2 * .pi * 4 * t + 0.1) >= 0 ? 2.5 : -2.5, 0, 0) }
            return (0, 0, 0)
        }
        #expect(Self.shakes(in: samples) == ["view.motionBegan", "view.motionEnded"])
    }
}

/// `../shared/data/broad` beside the repository, or `nil` when it is absent.
private let broadDirectory = sharedDataFolder("broad")

/// The same traps in real recordings: BROAD's tapping, phone-vibration, fast-rotation and fast-translation trials
/// (research/motion.md §9 names them as realistic negatives). Skipped without `../shared/data/broad`.
@MainActor
@Suite(
    "Shake traps in BROAD recordings",
    .enabled(if: broadDirectory != nil, "../shared/data/broad not found (optional research data, not part of the repository: the README's \"Optional research data\" says where to get it)")
)
struct ShakeTrapsInRecordings {
    @Test("SHK-01 recordings that are not shakes give no shake", arguments: [
        "24_disturbed_tapping_A", "07_undisturbed_fast_rotation_B",
    ])
    func noShake(trial name: String) throws {
        let url = try #require(broadDirectory).appendingPathComponent(name + ".csv")
        let trial = try BROADTrial(contentsOf: url)
        let accelerometer = RecordedMotionSource(trial: trial).samples.filter { $0.sensor == .accelerometer }
        #expect(ShakeTrapsTests.shakes(in: accelerometer).isEmpty)
    }

    @Test("SHK-01 fast back-and-forth translation by hand is shaking by seismic's rule: the trial gives many shakes, each closed")
    func fastTranslation() throws {
        // research/motion.md suggests this trial as a negative, but its movements are exactly what the rule (and
        // iOS's description, "the user shakes the device") calls a shake: up to 3 g and more (90th percentile 2.8 g) back and forth for seconds.
        let url = try #require(broadDirectory).appendingPathComponent("16_undisturbed_fast_translation_B.csv")
        let accelerometer = RecordedMotionSource(trial: try BROADTrial(contentsOf: url)).samples
            .filter { $0.sensor == .accelerometer }
        let calls = ShakeTrapsTests.shakes(in: accelerometer)
        let began = calls.filter { $0 == "view.motionBegan" }.count
        #expect(began > 10)
        #expect(calls.count == 2 * began)  // every motionBegan is closed by one motionEnded or motionCancelled
    }

    @Test("SHK-01 the phone-vibration trial: the vibration is not a shake, but one vigorous 0.6 s movement at 132 s is")
    func vibrationTrial() throws {
        // Known limitation of seismic's rule, kept as Tactile's default: between 132.1 s and 132.8 s the sensor is
        // moved by hand at 1.4–1.7 g (gravity included), and 75 % of a 0.5 s window passes 13 m/s². The rule counts
        // that as a shake; seismic itself does too. The vibration before and after gives nothing.
        let url = try #require(broadDirectory).appendingPathComponent("27_disturbed_phone_vibration_B.csv")
        let trial = try BROADTrial(contentsOf: url)
        let accelerometer = RecordedMotionSource(trial: trial).samples.filter { $0.sensor == .accelerometer }
        let sim = TouchSimulator(start: 0)
        let window = sim.makeWindow()
        let view = ShakeTimes(frame: window.bounds)
        window.addSubview(view)
        _ = view.becomeFirstResponder()
        let feed = DeviceMotionFeed(source: RecordedMotionSource(samples: accelerometer), application: sim.application)
        sim.advance(by: trial.timestamps.last! + 1)
        feed.stop()
        #expect(view.calls.map(\.0) == ["began", "ended"])
        #expect(view.calls.allSatisfy { $0.1 > 132.1 && $0.1 < 133.2 })
    }
}

/// A first responder that notes when shakes begin and end.
final class ShakeTimes: UIView {
    var calls: [(String, TimeInterval)] = []
    override var canBecomeFirstResponder: Bool { true }
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { calls.append(("began", event?.timestamp ?? -1)) }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { calls.append(("ended", event?.timestamp ?? -1)) }
    override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { calls.append(("cancelled", event?.timestamp ?? -1)) }
}
