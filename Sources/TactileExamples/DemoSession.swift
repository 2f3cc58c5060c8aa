import Foundation
import Tactile
import TactileMotion
import TactileTesting

/// The scripted session `tactile demo` plays on ``DemoScene``, narrated.
///
/// No UIKit counterpart. Every step is real input (digitizer frames, a shake, remote-control events) pushed
/// through the whole pipeline on a ``VirtualScheduler``, so the output is the same on every run and machine. Each
/// step prints what the app did (actions and responder calls, with the time from the start of the session, as
/// `tactile replay` prints times from the start of a recording) and why
/// (the arbitration decisions that explain it: who waited for whom, who failed and who prevented whom).
@MainActor
public enum DemoSession {
    /// One step of the script (no UIKit counterpart).
    public struct Step: Sendable {
        /// What the step does and which rule it shows.
        public var title: String
        /// When the step began, in seconds from the start of the session.
        public var start: TimeInterval
        /// What the app did, one line each, with the time from the start of the session.
        public var did: [String]
        /// The arbitration decisions behind it.
        public var why: [String]
    }

    /// Plays the script on `simulator` (which should be fresh: its application gets the scene's window) and
    /// returns the steps. If the application already has a ``GestureArbitrationLog`` (a trace recorder's, say)
    /// it is used; otherwise one is installed.
    /// With `verbose`, `.changed` actions are narrated and every arbitration entry counts as a reason.
    public static func run(on simulator: TouchSimulator, verbose: Bool = false) -> (scene: DemoScene, steps: [Step]) {
        let sim = simulator
        let window = sim.makeWindow(frame: CGRect(x: 0, y: 0, width: 360, height: 640))
        let scene = DemoScene(window: window)
        scene.narratesChanges = verbose
        let arbitration = sim.application.gestureArbitrationLog ?? GestureArbitrationLog()
        sim.application.gestureArbitrationLog = arbitration
        sim.application.beginReceivingRemoteControlEvents()

        var steps: [Step] = []
        var did: [String] = []
        let sessionStart = sim.now
        var stepStart = sim.now
        scene.narrate = { line in did.append(NarrationTime.prefix(sim.now - sessionStart) + line) }
        func step(_ title: String, settle: TimeInterval = 0.5, _ body: () -> Void) {
            did = []
            arbitration.clear()
            stepStart = sim.now
            body()
            sim.advance(by: settle)  // let delayed decisions (double-tap timeouts) happen inside the step
            let why = reasons(arbitration.entries, verbose: verbose)
                .map { NarrationTime.prefix($0.time - sessionStart) + $0.message }
            steps.append(Step(title: title, start: stepStart - sessionStart, did: did, why: why))
        }
        let toolbar = scene.toolbar, photo = scene.photo, strip = scene.strip, pad = scene.checkPad

        step("Tap the Share button. Its toolbar has a tap recognizer, but the button's own action wins, as in UIKit.") {
            sim.tap(at: CGPoint(x: 50, y: 30), in: toolbar)
        }
        step("Tap the toolbar beside the button: now the toolbar's tap recognizer fires.") {
            sim.tap(at: CGPoint(x: 250, y: 30), in: toolbar)
        }
        step("Tap the photo once. The single tap requires the double tap to fail, so it waits until no second tap comes.") {
            sim.tap(at: CGPoint(x: 180, y: 170), in: photo)
        }
        step("Double-tap the photo: the double tap recognizes and the waiting single tap fails.") {
            sim.doubleTap(at: CGPoint(x: 180, y: 170), in: photo)
        }
        step("Press and hold the photo for 0.8 s: a continuous long press (began, ended).") {
            sim.longPress(at: CGPoint(x: 100, y: 100), in: photo, duration: 0.8)
        }
        step("Drag one finger across the photo: the pan reports translation and velocity.") {
            sim.drag(from: CGPoint(x: 60, y: 250), to: CGPoint(x: 300, y: 150), in: photo, duration: 0.4)
        }
        step("Spread and turn two fingers on the photo: pinch and rotation recognize together (delegate).") {
            sim.perform(spreadAndTurn(center: CGPoint(x: 180, y: 170), from: 50, to: 90, by: .pi / 6), in: photo)
        }
        step("Flick left on the strip: the swipe recognizes; the strip pan, which requires it to fail, fails.") {
            sim.swipe(from: CGPoint(x: 300, y: 60), to: CGPoint(x: 120, y: 60), in: strip, duration: 0.08)
        }
        step("Drag slowly on the strip: the swipe fails (too slow), so the strip pan recognizes.") {
            sim.drag(from: CGPoint(x: 60, y: 60), to: CGPoint(x: 160, y: 60), in: strip, duration: 1.2)
        }
        step("Draw a checkmark on the pad: the custom recognizer from Apple's Event Handling Guide.") {
            sim.perform([TouchPath(keyframes: [
                .init(time: 0, location: CGPoint(x: 120, y: 40)), .init(time: 0.08, location: CGPoint(x: 150, y: 80)),
                .init(time: 0.12, location: CGPoint(x: 165, y: 95)), .init(time: 0.2, location: CGPoint(x: 200, y: 50)),
                .init(time: 0.28, location: CGPoint(x: 240, y: 10)),
            ])], in: pad)
        }
        step("Shake the device: accelerometer samples pass the shake detector, and the first responder gets "
            + "motionBegan and motionEnded.", settle: 0)
        {
            // A simulated phone held upright, shaken left and right at 4 Hz, ±2.5 g, for one second.
            let upright = CMQuaternion(angle: .pi / 2, axisX: 1, axisY: 0, axisZ: 0)
            let phone = ScriptedMotionSource(sensors: [.accelerometer], orientation: { _ in upright })
            phone.userAcceleration = { t in
                guard t < 1 else { return CMAcceleration(x: 0, y: 0, z: 0) }
                let phase: Double = sin(2 * Double.pi * 4 * t + 0.1)
                return CMAcceleration(x: phase >= 0 ? 2.5 : -2.5, y: 0, z: 0)
            }
            let feed = DeviceMotionFeed(source: phone, application: sim.application)
            sim.advance(by: 1.6)
            feed.stop()
        }
        step("Press play/pause, then next track, on a headset: remote-control events go to the first responder.",
            settle: 0)
        {
            sim.application.enqueueAndProcess(
                .remoteControl(RawRemoteControlEvent(timestamp: sim.now, subtype: .remoteControlTogglePlayPause)))
            sim.advance(by: 0.5)
            sim.application.enqueueAndProcess(
                .remoteControl(RawRemoteControlEvent(timestamp: sim.now, subtype: .remoteControlNextTrack)))
        }
        step("Press the photo firmly, with a finger that reports pressure: at half the maximum force it peeks and the "
            + "photo's other recognizers fail; pressing harder pops.")
        {
            scene.withPhotoPreviews {
                let finger = sim.forcePress(at: CGPoint(x: 180, y: 170), in: photo, to: 4, duration: 0.2)
                sim.advance(by: 0.1)
                sim.press(finger, force: 6.5)
                sim.advance(by: 0.1)
                sim.lift(finger)
            }
        }
        return (scene, steps)
    }

    /// The steps as the narrated text `tactile demo` prints.
    public static func narration(_ steps: [Step]) -> [String] {
        var out = ["Tactile demo: a 360 × 640 photo app with a toolbar and Share button, a photo, a thumbnail strip "
            + "and a checkmark pad. Virtual time; every run is identical."]
        for (i, s) in steps.enumerated() {
            out.append("")
            out.append("▶ \(i + 1). \(s.title)")
            if s.did.isEmpty { out.append("    (no action)") }
            for line in s.did { out.append("    " + line) }
            if !s.why.isEmpty {
                out.append("    why:")
                for line in s.why { out.append("      " + line) }
            }
        }
        return out
    }

    /// The entries that explain a step: every decision (a wait, a prevention, a requirement that recognized or
    /// failed, a refusal to begin, a cancelled view touch) and every transition to `.failed` that no decision
    /// just explained. One line per view, not per touch. `verbose` keeps every entry.
    static func reasons(_ entries: [GestureArbitrationLog.Entry], verbose: Bool) -> [GestureArbitrationLog.Entry] {
        if verbose { return entries }
        var kept: [GestureArbitrationLog.Entry] = []
        for e in entries {
            switch e.event {
            case .waiting, .prevented, .requirementRecognized, .requirementsFailed, .requirementCycle,
                .touchesEndedWhileWaiting, .beginRefused, .declined:
                kept.append(e)
            case .transition(_, to: .failed):
                // "X: prevented by Y → failed" is followed by "X: possible → failed": the first says it all.
                if let last = kept.last, last.time == e.time, last.recognizer == e.recognizer { continue }
                kept.append(e)
            case .viewDelivery(.cancelled, let view, _, _):
                if kept.contains(where: {
                    if case .viewDelivery(.cancelled, view, _, _) = $0.event { $0.time == e.time } else { false }
                }) { continue }
                kept.append(e)
            default:
                continue
            }
        }
        return kept
    }

    /// Two fingers on opposite sides of `center`, moving from radius `r0` to `r1` while turning by `angle`.
    static func spreadAndTurn(center: CGPoint, from r0: CGFloat, to r1: CGFloat, by angle: CGFloat) -> [TouchPath] {
        func finger(_ start: CGFloat) -> TouchPath {
            let steps = 12, duration = 0.4
            return TouchPath(keyframes: (0...steps).map { i in
                let f = CGFloat(i) / CGFloat(steps)
                let r = r0 + (r1 - r0) * f, a = start + angle * f
                return .init(time: duration * Double(f), location: CGPoint(x: center.x + r * cos(a), y: center.y + r * sin(a)))
            })
        }
        return [finger(0), finger(.pi)]
    }
}
