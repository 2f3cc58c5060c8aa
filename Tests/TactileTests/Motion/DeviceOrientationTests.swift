import Foundation
import Tactile
import TactileTesting
import Testing

@MainActor
@Suite("Device orientation: UIDevice")
struct DeviceOrientationTests {
    @Test("ORI-03 UIDeviceOrientation has UIKit's raw values and predicates")
    func rawValuesAndPredicates() {
        #expect(UIDeviceOrientation.allCases.map(\.rawValue) == [0, 1, 2, 3, 4, 5, 6])
        #expect(UIDeviceOrientation(rawValue: 3) == .landscapeLeft)
        #expect(UIDeviceOrientation.allCases.filter(\.isPortrait) == [.portrait, .portraitUpsideDown])
        #expect(UIDeviceOrientation.allCases.filter(\.isLandscape) == [.landscapeLeft, .landscapeRight])
        #expect(UIDeviceOrientation.allCases.filter(\.isFlat) == [.faceUp, .faceDown])
        #expect(
            UIDeviceOrientation.allCases.filter(\.isValidInterfaceOrientation)
                == [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight])
    }

    @Test("ORI-01 UIDevice.current is the shared application's device; every application has its own")
    func currentIsTheSharedApplicationsDevice() {
        #expect(UIDevice.current === UIApplication.shared.device)
        let a = UIApplication(scheduler: VirtualScheduler())
        let b = UIApplication(scheduler: VirtualScheduler())
        #expect(a.device !== b.device)
        #expect(a.device.application === a)
        #expect(a.device === a.device)
    }

    @Test("ORI-02 the orientation is unknown before begin, even while samples arrive")
    func unknownBeforeBegin() {
        let rig = MotionRig()
        defer { rig.tearDown() }
        #expect(!rig.device.isGeneratingDeviceOrientationNotifications)
        rig.hold(angle: 90)
        #expect(rig.device.orientation == .unknown)
        #expect(rig.notifications.isEmpty)
    }

    @Test("ORI-02 ORI-04 after begin the first settled reading is posted once, with the device as object")
    func firstReadingAfterBegin() {
        let rig = MotionRig()
        defer { rig.tearDown() }
        rig.device.beginGeneratingDeviceOrientationNotifications()
        #expect(rig.device.isGeneratingDeviceOrientationNotifications)
        #expect(rig.device.orientation == .unknown)  // nothing has settled yet
        rig.hold(angle: 0, for: 0.5)
        #expect(rig.device.orientation == .portrait)
        #expect(rig.postedOrientations == [.portrait])
        // The first sample proposes portrait; it settles 40 ms later, at the fifth 100 Hz sample.
        #expect(abs(rig.notifications[0].time - (1000 + 0.05)) < 1e-6)
    }

    @Test("ORI-02 ORI-05 begin and end nest with a counter; the last end stops, releases the accelerometer and forgets")
    func beginAndEndNest() {
        let rig = MotionRig()
        defer { rig.tearDown() }
        var demand: [Bool] = []
        let id = rig.device.addAccelerometerDemandObserver { demand.append($0) }
        #expect(demand == [false])  // called at once with the current demand

        rig.device.beginGeneratingDeviceOrientationNotifications()
        rig.device.beginGeneratingDeviceOrientationNotifications()
        #expect(demand == [false, true])  // the second begin changes nothing
        rig.hold(angle: 90)
        #expect(rig.device.orientation == .landscapeLeft)

        rig.device.endGeneratingDeviceOrientationNotifications()
        #expect(rig.device.isGeneratingDeviceOrientationNotifications)
        #expect(rig.device.isAccelerometerDemanded)
        rig.hold(angle: 0)
        #expect(rig.device.orientation == .portrait)

        rig.device.endGeneratingDeviceOrientationNotifications()
        #expect(!rig.device.isGeneratingDeviceOrientationNotifications)
        #expect(!rig.device.isAccelerometerDemanded)
        #expect(demand == [false, true, false])
        #expect(rig.device.orientation == .unknown)  // as UIKit documents; no notification for it
        #expect(rig.postedOrientations == [.landscapeLeft, .portrait])

        rig.device.endGeneratingDeviceOrientationNotifications()  // unmatched: ignored
        rig.hold(angle: 180)
        #expect(rig.device.orientation == .unknown)
        #expect(rig.postedOrientations == [.landscapeLeft, .portrait])

        rig.device.beginGeneratingDeviceOrientationNotifications()
        rig.hold(angle: 180)
        #expect(rig.device.orientation == .portraitUpsideDown)
        #expect(rig.postedOrientations == [.landscapeLeft, .portrait, .portraitUpsideDown])
        #expect(demand == [false, true, false, true])

        rig.device.removeAccelerometerDemandObserver(id)
        rig.device.endGeneratingDeviceOrientationNotifications()
        #expect(demand == [false, true, false, true])
    }

    @Test("ORI-04 one notification per change through a full turn and back")
    func oneNotificationPerChange() {
        let rig = MotionRig()
        defer { rig.tearDown() }
        rig.device.beginGeneratingDeviceOrientationNotifications()
        for angle in stride(from: 0.0, through: 360, by: 10) { rig.hold(angle: angle, for: 0.3) }
        for angle in stride(from: 360.0, through: 0, by: -10) { rig.hold(angle: angle, for: 0.3) }
        #expect(
            rig.postedOrientations == [
                .portrait, .landscapeLeft, .portraitUpsideDown, .landscapeRight, .portrait,
                .landscapeRight, .portraitUpsideDown, .landscapeLeft, .portrait,
            ])
    }

    /// Adjacent pairs, both ways round, at several tilts.
    nonisolated static let adjacentPairs: [(UIDeviceOrientation, UIDeviceOrientation)] = [
        (.portrait, .landscapeLeft), (.landscapeLeft, .portraitUpsideDown),
        (.portraitUpsideDown, .landscapeRight), (.landscapeRight, .portrait),
        (.landscapeLeft, .portrait), (.portraitUpsideDown, .landscapeLeft),
        (.landscapeRight, .portraitUpsideDown), (.portrait, .landscapeRight),
    ]

    @Test(
        "ORI-03 sweeping across a border switches only past the 45° dead band, in both directions",
        arguments: adjacentPairs.indices, [0.0, 40, -30])
    func sweepAcrossBorder(pair: Int, tilt: Double) {
        let (from, to) = Self.adjacentPairs[pair]
        let rig = MotionRig()
        defer { rig.tearDown() }
        rig.device.beginGeneratingDeviceOrientationNotifications()
        let a = centreAngle(of: from)
        var b = centreAngle(of: to)
        if b - a > 180 { b -= 360 }
        if a - b > 180 { b += 360 }
        let direction = b > a ? 1.0 : -1.0
        // Degrees from `from`'s centre towards `to`'s.
        func at(_ degrees: Double) { rig.hold(angle: a + direction * degrees, tilt: tilt) }

        at(0)
        #expect(rig.device.orientation == from)
        at(45)  // the border itself
        at(64.5)  // 3° short of the far edge of the dead band
        #expect(rig.device.orientation == from, "hysteresis keeps \(from) at 64.5°")
        at(70.5)
        #expect(rig.device.orientation == to, "\(to) past the dead band")
        at(45)
        at(25.5)  // 3° short of the near edge, seen from `to`
        #expect(rig.device.orientation == to, "hysteresis keeps \(to) at 25.5° from \(from)")
        at(19.5)
        #expect(rig.device.orientation == from)
        #expect(rig.postedOrientations == [from, to, from])
    }

    @Test(
        "ORI-03 face up and face down enter at 75° of tilt and leave below 65°, from and back to any orientation",
        arguments: [UIDeviceOrientation.portrait, .landscapeLeft, .portraitUpsideDown, .landscapeRight],
        [UIDeviceOrientation.faceUp, .faceDown])
    func flat(upright: UIDeviceOrientation, flat: UIDeviceOrientation) {
        let rig = MotionRig()
        defer { rig.tearDown() }
        rig.device.beginGeneratingDeviceOrientationNotifications()
        let angle = centreAngle(of: upright)
        let sign = flat == .faceUp ? 1.0 : -1.0
        rig.hold(angle: angle, tilt: 0)
        rig.hold(angle: angle, tilt: sign * 72)
        #expect(rig.device.orientation == upright)
        rig.hold(angle: angle, tilt: sign * 78)
        #expect(rig.device.orientation == flat)
        #expect(rig.device.orientation.isFlat)
        rig.hold(angle: angle, tilt: sign * 68)
        #expect(rig.device.orientation == flat, "hysteresis keeps \(flat) at 68°")
        rig.hold(angle: angle, tilt: sign * 62)
        #expect(rig.device.orientation == upright)
        #expect(rig.postedOrientations == [upright, flat, upright])
    }

    @Test("ORI-03 turning a flat device over goes from face up to face down; flat from the start is reported")
    func flipOver() {
        let rig = MotionRig()
        defer { rig.tearDown() }
        rig.device.beginGeneratingDeviceOrientationNotifications()
        rig.hold(angle: 0, tilt: 90)
        #expect(rig.device.orientation == .faceUp)
        rig.hold(angle: 0, tilt: -90)
        #expect(rig.device.orientation == .faceDown)
        #expect(rig.postedOrientations == [.faceUp, .faceDown])
    }

    @Test("ORI-03 an ambiguous reading keeps the previous value, and unknown stays unknown")
    func ambiguousKeepsPrevious() {
        let rig = MotionRig()
        defer { rig.tearDown() }
        rig.device.beginGeneratingDeviceOrientationNotifications()
        rig.hold(angle: 45, for: 2)
        #expect(rig.device.orientation == .unknown)
        #expect(rig.notifications.isEmpty)
        rig.hold(angle: 90)
        #expect(rig.device.orientation == .landscapeLeft)
        rig.hold(angle: 45, for: 2)
        rig.hold(angle: 135, for: 2)
        #expect(rig.device.orientation == .landscapeLeft)
        // Wobbling ±12° around the portrait/landscape-left border keeps portrait.
        rig.hold(angle: 0)
        rig.feed(for: 3) { t in gravityVector(angle: 45 + 12 * sin(2 * .pi * 1.5 * t)) }
        #expect(rig.device.orientation == .portrait)
        #expect(rig.postedOrientations == [.landscapeLeft, .portrait])
    }

    @Test("ORI-03 free-fall and high-g readings are rejected, and hold changes off for 0.5 s")
    func rejectsNonGravity() {
        var configuration = DeviceOrientationConfiguration()
        configuration.filterTimeConstant = 0  // raw readings, to time the hold-off exactly
        let rig = MotionRig(configuration: configuration)
        defer { rig.tearDown() }
        rig.device.beginGeneratingDeviceOrientationNotifications()
        rig.hold(angle: 0)
        // Landscape-left directions at 1.5 g (a bump) and 0.5 g (falling): outside 1 g ± 0.4 g.
        rig.feed(for: 1) { _ in gravityVector(angle: 90, magnitude: 1.5) }
        #expect(rig.device.orientation == .portrait)
        rig.feed(for: 1) { _ in gravityVector(angle: 90, magnitude: 0.5) }
        #expect(rig.device.orientation == .portrait)
        rig.feed(for: 1) { _ in SIMD3(0, 0, 0) }
        #expect(rig.device.orientation == .portrait)
        // Readings just inside the band count.
        let lastRejection = rig.now
        rig.feed(for: 1) { _ in gravityVector(angle: 90, magnitude: 1.35) }
        #expect(rig.device.orientation == .landscapeLeft)
        #expect(rig.notifications.count == 2)
        let changed = rig.notifications[1].time
        #expect(changed >= lastRejection + 0.5 - 1e-9 && changed < lastRejection + 0.52)
    }

    @Test("ORI-03 a new orientation must hold for the 40 ms settle time")
    func settleTime() {
        var configuration = DeviceOrientationConfiguration()
        configuration.filterTimeConstant = 0
        let rig = MotionRig(configuration: configuration)
        defer { rig.tearDown() }
        rig.device.beginGeneratingDeviceOrientationNotifications()
        rig.hold(angle: 0)
        let landscape = gravityVector(angle: 90), portrait = gravityVector(angle: 0)
        // Four samples over 30 ms (the proposal is 30 ms old at the last), then back: no change.
        rig.feed(for: 0.04) { _ in landscape }
        rig.sample(portrait)
        #expect(rig.device.orientation == .portrait)
        // An ambiguous reading in the middle restarts the wait.
        rig.feed(for: 0.03) { _ in landscape }
        rig.feed(for: 0.01) { _ in gravityVector(angle: 45) }
        rig.feed(for: 0.03) { _ in landscape }
        #expect(rig.device.orientation == .portrait)
        let start = rig.now
        rig.feed(for: 0.1) { _ in landscape }
        #expect(rig.device.orientation == .landscapeLeft)
        // The proposal began two samples before `start`, so it settles 20 ms after it.
        #expect(abs(rig.notifications.last!.time - (start + 0.02)) < 1e-6)
    }

    @Test("ORI-03 the low-pass filter smooths a step, and restarts after a gap longer than 1 s")
    func filterLagAndReset() {
        let rig = MotionRig()
        defer { rig.tearDown() }
        rig.device.beginGeneratingDeviceOrientationNotifications()
        rig.hold(angle: 0)
        var start = rig.now
        rig.hold(angle: 90)
        let smoothed = rig.notifications.last!.time - start
        // The filtered direction passes 67.5° at about τ·ln(…) ≈ 0.2–0.3 s after the step.
        #expect(smoothed > 0.15 && smoothed < 0.4)

        rig.pause(1.5)
        start = rig.now
        rig.hold(angle: 0)
        let afterGap = rig.notifications.last!.time - start
        #expect(afterGap < 0.06)  // first sample + 40 ms settle
        #expect(rig.postedOrientations == [.portrait, .landscapeLeft, .portrait])
    }

    @Test("ORI-03 every threshold is overridable: no dead band switches at 45°, a wider flat angle")
    func overridableThresholds() {
        var configuration = DeviceOrientationConfiguration()
        configuration.adjacentOrientationGap = 0
        configuration.flatEnterTilt = 60 * .pi / 180
        configuration.flatExitTilt = 50 * .pi / 180
        let rig = MotionRig(configuration: configuration)
        defer { rig.tearDown() }
        rig.device.beginGeneratingDeviceOrientationNotifications()
        rig.hold(angle: 44)
        #expect(rig.device.orientation == .portrait)
        rig.hold(angle: 46)
        #expect(rig.device.orientation == .landscapeLeft)
        rig.hold(angle: 46, tilt: 62)
        #expect(rig.device.orientation == .faceUp)
        #expect(rig.device.orientationConfiguration == configuration)
    }

    @Test("ORI-03 the rule alone: dead-band edges at 22.5° and 67.5°, tilt edges at 65° and 75°")
    func proposedOrientationRule() {
        func proposed(_ angle: Double, tilt: Double = 0, current: UIDeviceOrientation = .unknown)
            -> UIDeviceOrientation?
        {
            DeviceOrientationEstimator.proposedOrientation(
                forGravity: gravityVector(angle: angle, tilt: tilt), current: current)
        }
        #expect(proposed(22.4) == .portrait)
        #expect(proposed(22.6) == nil)
        #expect(proposed(67.4) == nil)
        #expect(proposed(67.6) == .landscapeLeft)
        #expect(proposed(-22.4) == .portrait)
        #expect(proposed(-67.6) == .landscapeRight)
        #expect(proposed(180 + 22.4) == .portraitUpsideDown)
        #expect(proposed(0, tilt: 74.9) == .portrait)
        #expect(proposed(0, tilt: 75.1) == .faceUp)
        #expect(proposed(0, tilt: -75.1) == .faceDown)
        #expect(proposed(0, tilt: 65.1, current: .faceUp) == .faceUp)
        #expect(proposed(0, tilt: 64.9, current: .faceUp) == .portrait)
        #expect(proposed(0, tilt: -65.1, current: .faceUp) == .portrait)  // the other side: not face up any more
        #expect(DeviceOrientationEstimator.proposedOrientation(forGravity: .zero, current: .portrait) == nil)
    }

    @Test("ORI-03 only accelerometer samples count")
    func otherSensorsIgnored() {
        let rig = MotionRig()
        defer { rig.tearDown() }
        rig.device.beginGeneratingDeviceOrientationNotifications()
        for _ in 0..<50 {
            rig.sim.advance(by: 0.01)
            rig.sample(gravityVector(angle: 0), sensor: .gyroscope)
        }
        #expect(rig.device.orientation == .unknown)
    }

    @Test("ORI-01 NotificationCenter observers registered for the device receive the change")
    func notificationCenterObserver() {
        let rig = MotionRig()
        defer { rig.tearDown() }
        let device = rig.device
        final class Box: @unchecked Sendable { var names: [Notification.Name] = [] }
        let box = Box()
        let token = NotificationCenter.default.addObserver(
            forName: UIDevice.orientationDidChangeNotification, object: device, queue: nil
        ) { box.names.append($0.name) }
        defer { NotificationCenter.default.removeObserver(token) }
        device.beginGeneratingDeviceOrientationNotifications()
        rig.hold(angle: 270)
        #expect(box.names == [UIDevice.orientationDidChangeNotification])
        #expect(device.orientation == .landscapeRight)
        #expect(UIDevice.orientationDidChangeNotification.rawValue == "UIDeviceOrientationDidChangeNotification")
    }
}
