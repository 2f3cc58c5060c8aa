import Foundation
import Tactile
import TactileTesting
import Testing

@MainActor
@Suite("Shake detection: motion events from accelerometer samples")
struct ShakeDetectionTests {
    /// A rig with a key window whose first responder records motion calls.
    static func makeRig() -> (MotionRig, EventLog) {
        let rig = MotionRig()
        let log = EventLog()
        let window = rig.sim.makeWindow()
        let view = ShakeTimingView("responder", frame: window.bounds, log: log)
        view.rig = rig
        view.acceptsFirstResponder = true
        window.addSubview(view)
        _ = view.becomeFirstResponder()
        return (rig, log)
    }

    /// Holds the device still in portrait.
    static func rest(_ rig: MotionRig, _ duration: TimeInterval) {
        rig.hold(angle: 0, for: duration)
    }

    @Test("SHK-01 SHK-02 SHK-03 a jerky 4 Hz ±2 g burst of 1 s gives one motionBegan and one motionEnded to the first responder")
    func burstGivesOnePair() {
        let (rig, log) = Self.makeRig()
        defer { rig.tearDown() }
        Self.rest(rig, 1)
        let start = rig.now
        rig.feed(for: 1) { ShakeWave.square(amplitude: 2, frequency: 4).acceleration(at: $0) }
        Self.rest(rig, 2)
        #expect(log.lines == ["responder.motionBegan", "responder.motionEnded"])
        #expect(rig.shakePhases == [.began, .ended])
        // Began once 75 % of the 0.5 s window (still holding samples at rest) accelerates; ended once fewer than
        // half of it do.
        let began = rig.shakes[0].time - start, ended = rig.shakes[1].time - start
        #expect(began >= 0.36 && began < 0.39)
        #expect(ended > 1.0 && ended < 1.5)
        #expect(!rig.application.shakeDetector.isShaking)
    }

    @Test("SHK-01 seismic's rule from rest: a smooth 4 Hz ±2.5 g sine is a shake, a ±2 g sine is not (72 % above 1.33 g)")
    func sineAmplitudes() {
        let (strong, strongLog) = Self.makeRig()
        defer { strong.tearDown() }
        Self.rest(strong, 1)
        strong.feed(for: 1) { ShakeWave.sine(amplitude: 2.5, frequency: 4).acceleration(at: $0) }
        Self.rest(strong, 1)
        #expect(strongLog.lines == ["responder.motionBegan", "responder.motionEnded"])

        let (weak, weakLog) = Self.makeRig()
        defer { weak.tearDown() }
        Self.rest(weak, 1)
        weak.feed(for: 1) { ShakeWave.sine(amplitude: 2, frequency: 4).acceleration(at: $0) }
        Self.rest(weak, 1)
        #expect(weakLog.lines.isEmpty)
    }

    @Test("SHK-01 the threshold is an override away: at 1.2 g a smooth ±2 g sine is a shake")
    func overridableThreshold() {
        let (rig, log) = Self.makeRig()
        defer { rig.tearDown() }
        var configuration = ShakeDetectionConfiguration()
        configuration.accelerationThreshold = 1.2
        rig.application.shakeDetector.configuration = configuration
        #expect(rig.application.shakeDetector.configuration.accelerationThreshold == 1.2)
        Self.rest(rig, 1)
        rig.feed(for: 1) { ShakeWave.sine(amplitude: 2, frequency: 4).acceleration(at: $0) }
        Self.rest(rig, 1)
        #expect(log.lines == ["responder.motionBegan", "responder.motionEnded"])
    }

    @Test("SHK-01 a slow tilt is not a shake")
    func slowTiltIsNotAShake() {
        let (rig, log) = Self.makeRig()
        defer { rig.tearDown() }
        rig.feed(for: 2) { t in gravityVector(angle: 45 * t, tilt: 20 * t) }
        rig.feed(for: 2) { t in gravityVector(angle: 90 - 45 * t, tilt: 40 - 20 * t) }
        #expect(log.lines.isEmpty)
        #expect(rig.shakes.isEmpty)
    }

    @Test("SHK-01 a single tap spike is not a shake")
    func tapSpikeIsNotAShake() {
        let (rig, log) = Self.makeRig()
        defer { rig.tearDown() }
        Self.rest(rig, 1)
        rig.feed(for: 0.03) { _ in SIMD3(0, -1, 3) }  // three samples of a 3 g knock
        Self.rest(rig, 1)
        rig.feed(for: 0.01) { _ in SIMD3(4, -1, 0) }  // one sample
        Self.rest(rig, 1)
        #expect(log.lines.isEmpty)
        #expect(rig.shakes.isEmpty)
    }

    @Test("SHK-04 a burst longer than 2.5 s is cancelled, and must calm down before the next shake")
    func longBurstIsCancelled() {
        let (rig, log) = Self.makeRig()
        defer { rig.tearDown() }
        rig.feed(for: 4) { ShakeWave.square(amplitude: 2, frequency: 4).acceleration(at: $0) }
        #expect(log.lines == ["responder.motionBegan", "responder.motionCancelled"])
        #expect(rig.shakes.count == 2)
        let duration = rig.shakes[1].time - rig.shakes[0].time
        #expect(duration > 2.5 && duration < 2.52)
        Self.rest(rig, 1)
        rig.feed(for: 1) { ShakeWave.square(amplitude: 2, frequency: 4).acceleration(at: $0) }
        Self.rest(rig, 1)
        #expect(
            log.lines == [
                "responder.motionBegan", "responder.motionCancelled", "responder.motionBegan", "responder.motionEnded",
            ])
    }

    @Test("SHK-04 the application can cancel a shake in progress")
    func applicationCancels() {
        let (rig, log) = Self.makeRig()
        defer { rig.tearDown() }
        let wave = ShakeWave.square(amplitude: 2, frequency: 4)
        rig.feed(for: 0.5) { wave.acceleration(at: $0) }
        #expect(rig.application.shakeDetector.isShaking)
        rig.application.shakeDetector.cancelShake()
        rig.feed(for: 0.5) { wave.acceleration(at: 0.5 + $0) }
        Self.rest(rig, 1)
        #expect(log.lines == ["responder.motionBegan", "responder.motionCancelled"])
        rig.application.shakeDetector.cancelShake()  // nothing in progress: nothing happens
        #expect(log.lines.count == 2)
    }

    @Test("SHK-04 when the first responder changes during a shake, the old one gets motionCancelled at once and the new one nothing")
    func firstResponderChanges() {
        let (rig, log) = Self.makeRig()
        defer { rig.tearDown() }
        let window = rig.application.keyWindow!
        let other = RecordingView("other", frame: window.bounds, log: log)
        other.acceptsFirstResponder = true
        window.addSubview(other)
        let wave = ShakeWave.square(amplitude: 2, frequency: 4)
        rig.feed(for: 0.5) { wave.acceleration(at: $0) }
        #expect(log.lines == ["responder.motionBegan"])
        _ = other.becomeFirstResponder()
        #expect(log.lines == ["responder.motionBegan", "responder.motionCancelled"])
        #expect(!rig.application.shakeDetector.isShaking)
        // The rest of the burst is not a new shake, and its end reaches no one.
        rig.feed(for: 0.5) { wave.acceleration(at: 0.5 + $0) }
        Self.rest(rig, 1)
        #expect(log.lines == ["responder.motionBegan", "responder.motionCancelled"])
        // The next shake goes to the new first responder.
        rig.feed(for: 1) { wave.acceleration(at: $0) }
        Self.rest(rig, 1)
        #expect(log.lines.suffix(2) == ["other.motionBegan", "other.motionEnded"])
    }

    @Test("SHK-04 an injected shake's end after a first-responder change is dropped; unmatched ends still arrive")
    func injectedShakeAcrossResponderChange() {
        let (rig, log) = Self.makeRig()
        defer { rig.tearDown() }
        let window = rig.application.keyWindow!
        let other = RecordingView("other", frame: window.bounds, log: log)
        other.acceptsFirstResponder = true
        window.addSubview(other)
        let app = rig.application
        app.enqueueAndProcess(.shake(RawShakeEvent(timestamp: rig.now, phase: .began)))
        _ = other.becomeFirstResponder()
        app.enqueueAndProcess(.shake(RawShakeEvent(timestamp: rig.now, phase: .ended)))
        #expect(log.lines == ["responder.motionBegan", "responder.motionCancelled"])
        app.enqueueAndProcess(.shake(RawShakeEvent(timestamp: rig.now, phase: .ended)))  // no began: delivered as is
        #expect(log.lines.last == "other.motionEnded")
    }

    @Test("SHK-04 a shake whose samples stop is cancelled on the scheduler")
    func samplesStopping() {
        let (rig, log) = Self.makeRig()
        defer { rig.tearDown() }
        rig.feed(for: 0.6) { ShakeWave.square(amplitude: 2, frequency: 4).acceleration(at: $0) }
        #expect(log.lines == ["responder.motionBegan"])
        rig.pause(2)
        #expect(log.lines == ["responder.motionBegan"])
        rig.pause(2)
        #expect(log.lines == ["responder.motionBegan", "responder.motionCancelled"])
    }

    @Test("SHK-01 shake detection is on by default and can be switched off; switching off cancels")
    func enabling() {
        let (rig, log) = Self.makeRig()
        defer { rig.tearDown() }
        let detector = rig.application.shakeDetector
        #expect(detector.isEnabled)
        #expect(detector.application === rig.application)
        detector.isEnabled = false
        rig.feed(for: 1) { ShakeWave.square(amplitude: 2, frequency: 4).acceleration(at: $0) }
        #expect(log.lines.isEmpty)
        detector.isEnabled = true
        rig.feed(for: 0.5) { ShakeWave.square(amplitude: 2, frequency: 4).acceleration(at: $0) }
        detector.isEnabled = false  // cancels at once
        #expect(log.lines == ["responder.motionBegan", "responder.motionCancelled"])
    }

    @Test("SHK-01 detection works from 20 Hz to 4 kHz sampling", arguments: [20.0, 50, 100, 400, 2000, 4000])
    func sampleRates(rate: Double) {
        let (rig, log) = Self.makeRig()
        defer { rig.tearDown() }
        rig.rate = rate
        Self.rest(rig, 0.5)
        rig.feed(for: 1) { ShakeWave.square(amplitude: 2, frequency: 4).acceleration(at: $0) }
        Self.rest(rig, 1)
        #expect(log.lines == ["responder.motionBegan", "responder.motionEnded"])
    }

    @Test("SHK-02 a shake nobody handles reaches the window: shake-to-edit still applies")
    func unhandledShakeReachesShakeToEdit() {
        let rig = MotionRig()
        defer { rig.tearDown() }
        let window = rig.sim.makeWindow()
        final class Counter { var value = 5 }
        let counter = Counter()
        window.undoManager?.registerUndo(withTarget: counter) { $0.value = 0 }
        var presented = 0
        rig.application.shakeToEditPresenter = { _ in presented += 1 }
        rig.feed(for: 1) { ShakeWave.square(amplitude: 2, frequency: 4).acceleration(at: $0) }
        Self.rest(rig, 1)
        #expect(presented == 1)
    }

    @Test("ORI-06 SHK-01 shakes and orientation together: the shake is delivered and the orientation holds")
    func shakeAndOrientationTogether() {
        let (rig, log) = Self.makeRig()
        defer { rig.tearDown() }
        rig.device.beginGeneratingDeviceOrientationNotifications()
        Self.rest(rig, 1)
        #expect(rig.device.orientation == .portrait)
        // A violent side-to-side shake along x, the landscape axis.
        rig.feed(for: 1) { ShakeWave.square(amplitude: 2, frequency: 4).acceleration(at: $0) }
        Self.rest(rig, 1)
        #expect(log.lines == ["responder.motionBegan", "responder.motionEnded"])
        #expect(rig.device.orientation == .portrait)
        #expect(rig.postedOrientations == [.portrait])
    }

    @Test("DIS-10 gyroscope samples are not shakes, and raw samples still reach motion-sample observers")
    func otherSensorsAndObservers() {
        let (rig, log) = Self.makeRig()
        defer { rig.tearDown() }
        var observed = 0
        let id = rig.application.addMotionSampleObserver { _ in observed += 1 }
        defer { rig.application.removeMotionSampleObserver(id) }
        for i in 1...100 {
            rig.sim.scheduler.advance(to: 1000 + Double(i) / 100)
            rig.sample(SIMD3(5, 5, 5), sensor: .gyroscope)
        }
        #expect(log.lines.isEmpty)
        #expect(observed == 100)
    }

    @Test("SHK-01 detected shakes are derived, not input: the input observer sees only the samples; the dispatch log names them")
    func detectedShakesAreNotRawInput() {
        let (rig, log) = Self.makeRig()
        defer { rig.tearDown() }
        var shakeInputs = 0, motionInputs = 0
        var dispatchLines: [String] = []
        rig.application.inputObserver = { raw in
            switch raw {
            case .shake: shakeInputs += 1
            case .motion: motionInputs += 1
            default: break
            }
        }
        rig.application.dispatchObserver = { _, line in dispatchLines.append(line) }
        rig.feed(for: 1) { ShakeWave.square(amplitude: 2, frequency: 4).acceleration(at: $0) }
        Self.rest(rig, 1)
        #expect(log.lines == ["responder.motionBegan", "responder.motionEnded"])
        #expect(shakeInputs == 0)
        #expect(motionInputs == 200)
        #expect(
            dispatchLines == [
                "shake began: detected in accelerometer samples", "shake ended: detected in accelerometer samples",
            ])
    }

    @Test("SHK-04 a responder that cancels from motionBegan gets motionCancelled after motionBegan returns")
    func cancelFromMotionBegan() {
        let rig = MotionRig()
        defer { rig.tearDown() }
        let log = EventLog()
        let window = rig.sim.makeWindow()
        final class Canceller: RecordingView {
            override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
                log.record(name, "motionBegan.enter")
                window?.application?.shakeDetector.cancelShake()
                log.record(name, "motionBegan.exit")
            }
        }
        let view = Canceller("responder", frame: window.bounds, log: log)
        view.acceptsFirstResponder = true
        window.addSubview(view)
        _ = view.becomeFirstResponder()
        rig.feed(for: 1) { ShakeWave.square(amplitude: 2, frequency: 4).acceleration(at: $0) }
        Self.rest(rig, 1)
        #expect(
            log.lines == [
                "responder.motionBegan.enter", "responder.motionBegan.exit", "responder.motionCancelled",
            ])
    }

    @Test("SHK-01 without a key window shakes go nowhere, and detection carries on")
    func noKeyWindow() {
        let rig = MotionRig()
        defer { rig.tearDown() }
        rig.feed(for: 1) { ShakeWave.square(amplitude: 2, frequency: 4).acceleration(at: $0) }
        #expect(rig.application.shakeDetector.isShaking)
        Self.rest(rig, 1)
        #expect(!rig.application.shakeDetector.isShaking)
    }
}
