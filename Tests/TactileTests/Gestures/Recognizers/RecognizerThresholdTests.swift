import Foundation
import Testing
@testable import Tactile
import TactileTesting

// Every threshold of TactileConfiguration that the recognizers use: its documented default, and proof that
// changing it (for the whole application, or for one recognizer) changes what is recognized
// (decisions GAP-05/06; research/gestures.md §3.2; requirement GRC-09).

/// Where a changed threshold is installed.
enum ThresholdScope: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// `UIApplication.configuration`.
    case application
    /// `UIGestureRecognizer.configurationOverride`.
    case recognizerOverride

    var testDescription: String { rawValue }
}

/// One recognizer threshold, its documented default, a changed value, and a gesture whose outcome the change flips.
enum RecognizerThreshold: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case panHysteresis
    case swipeMinimumDistance
    case swipeMaximumDuration
    case swipeMaximumAngle
    case pinchHysteresis
    case rotationHysteresis
    case screenEdgeRegion
    case multiTapInterval
    case multiTapDistance
    case tapMovementTolerance
    case maximumTapDuration

    var testDescription: String { rawValue }

    /// The default documented in TactileConfiguration's table (nil: no limit).
    var documentedDefault: Double? {
        switch self {
        case .panHysteresis: 10
        case .swipeMinimumDistance: 24
        case .swipeMaximumDuration: 0.25
        case .swipeMaximumAngle: 20 * Double.pi / 180
        case .pinchHysteresis: 10
        case .rotationHysteresis: Double.pi / 36
        case .screenEdgeRegion: 20
        case .multiTapInterval: 0.35
        case .multiTapDistance: 100
        case .tapMovementTolerance: 10
        case .maximumTapDuration: nil
        }
    }

    func value(in c: TactileConfiguration) -> Double? {
        switch self {
        case .panHysteresis: Double(c.panHysteresis)
        case .swipeMinimumDistance: Double(c.swipeMinimumDistance)
        case .swipeMaximumDuration: c.swipeMaximumDuration
        case .swipeMaximumAngle: Double(c.swipeMaximumAngle)
        case .pinchHysteresis: Double(c.pinchHysteresis)
        case .rotationHysteresis: Double(c.rotationHysteresis)
        case .screenEdgeRegion: Double(c.screenEdgeRegion)
        case .multiTapInterval: c.multiTapInterval
        case .multiTapDistance: Double(c.multiTapDistance)
        case .tapMovementTolerance: Double(c.tapMovementTolerance)
        case .maximumTapDuration: c.maximumTapDuration
        }
    }

    /// The changed value that flips the probe gesture's outcome.
    func change(_ c: inout TactileConfiguration) {
        switch self {
        case .panHysteresis: c.panHysteresis = 20
        case .swipeMinimumDistance: c.swipeMinimumDistance = 40
        case .swipeMaximumDuration: c.swipeMaximumDuration = 0.6
        case .swipeMaximumAngle: c.swipeMaximumAngle = 35 * .pi / 180
        case .pinchHysteresis: c.pinchHysteresis = 20
        case .rotationHysteresis: c.rotationHysteresis = 0.2
        case .screenEdgeRegion: c.screenEdgeRegion = 40
        case .multiTapInterval: c.multiTapInterval = 0.6
        case .multiTapDistance: c.multiTapDistance = 30
        case .tapMovementTolerance: c.tapMovementTolerance = 20
        case .maximumTapDuration: c.maximumTapDuration = 0.5
        }
    }

    /// Whether the probe gesture is recognized with the default thresholds (the changed value gives the opposite).
    var recognizedByDefault: Bool {
        switch self {
        case .panHysteresis, .swipeMinimumDistance, .pinchHysteresis, .rotationHysteresis, .multiTapDistance,
            .maximumTapDuration:
            true
        case .swipeMaximumDuration, .swipeMaximumAngle, .screenEdgeRegion, .multiTapInterval, .tapMovementTolerance:
            false
        }
    }

    /// What the probe does, for the test's name.
    var probeDescription: String {
        switch self {
        case .panHysteresis: "a 15 pt drag begins a pan (10 pt) / does not (20 pt)"
        case .swipeMinimumDistance: "a quick 30 pt flick is a swipe (24 pt) / is not (40 pt)"
        case .swipeMaximumDuration: "30 pt at 60 pt/s is not a swipe (0.25 s) / is (0.6 s)"
        case .swipeMaximumAngle: "a flick 30° off the axis is not a swipe (20°) / is (35°)"
        case .pinchHysteresis: "a 15 pt spread begins a pinch (10 pt) / does not (20 pt)"
        case .rotationHysteresis: "a 0.15 rad turn begins a rotation (5°) / does not (0.2 rad)"
        case .screenEdgeRegion: "a touch-down 30 pt from the edge is not an edge pan (20 pt) / is (40 pt)"
        case .multiTapInterval: "taps 0.5 s apart are not a double tap (0.35 s) / are (0.6 s)"
        case .multiTapDistance: "taps 50 pt apart are a double tap (100 pt) / are not (30 pt)"
        case .tapMovementTolerance: "a tap that moves 15 pt fails (10 pt) / taps (20 pt)"
        case .maximumTapDuration: "a 1 s press taps (no limit) / does not (0.5 s)"
        }
    }

    /// Runs the probe gesture on a fresh stage; `configure` installs the thresholds. Returns whether the recognizer
    /// recognized (an action in `.began` or `.ended`).
    @MainActor
    func probe(scope: ThresholdScope?, changed: Bool) -> Bool {
        let sim = TouchSimulator()
        let view = SingleViewScene(simulator: sim, isMultipleTouchEnabled: true).view
        let recognizer: UIGestureRecognizer
        switch self {
        case .panHysteresis: recognizer = UIPanGestureRecognizer()
        case .swipeMinimumDistance, .swipeMaximumDuration, .swipeMaximumAngle: recognizer = UISwipeGestureRecognizer()
        case .pinchHysteresis: recognizer = UIPinchGestureRecognizer()
        case .rotationHysteresis: recognizer = UIRotationGestureRecognizer()
        case .screenEdgeRegion:
            let edge = UIScreenEdgePanGestureRecognizer()
            edge.edges = .left
            recognizer = edge
        case .multiTapInterval, .multiTapDistance:
            let tap = UITapGestureRecognizer()
            tap.numberOfTapsRequired = 2
            recognizer = tap
        case .tapMovementTolerance, .maximumTapDuration: recognizer = UITapGestureRecognizer()
        }
        view.addGestureRecognizer(recognizer)
        var recognized = false
        recognizer.addAction { r in if r.state == .began || r.state == .ended { recognized = true } }
        if changed, let scope {
            switch scope {
            case .application:
                var c = sim.application.configuration
                change(&c)
                sim.application.configuration = c
            case .recognizerOverride:
                var c = TactileConfiguration()
                change(&c)
                recognizer.configurationOverride = c
            }
        }

        let p = CGPoint(x: 100, y: 240)
        switch self {
        case .panHysteresis:
            sim.drag(from: p, to: CGPoint(x: p.x + 15, y: p.y), in: view, duration: 0.25)
        case .swipeMinimumDistance:
            sim.swipe(from: p, to: CGPoint(x: p.x + 30, y: p.y), in: view, duration: 0.08)
        case .swipeMaximumDuration:
            sim.drag(from: p, to: CGPoint(x: p.x + 30, y: p.y), in: view, duration: 0.5)
        case .swipeMaximumAngle:
            let a = 30 * CGFloat.pi / 180
            sim.swipe(from: p, to: CGPoint(x: p.x + 60 * cos(a), y: p.y + 60 * sin(a)), in: view, duration: 0.08)
        case .pinchHysteresis:
            let f = sim.touchDown(at: [p, CGPoint(x: p.x + 100, y: p.y)], in: view)
            sim.move(f[1], to: CGPoint(x: p.x + 115, y: p.y), in: view)
            sim.lift(f)
        case .rotationHysteresis:
            let c = CGPoint(x: 160, y: 240)
            let f = sim.touchDown(at: [CGPoint(x: 110, y: 240), CGPoint(x: 210, y: 240)], in: view)
            let a: CGFloat = 0.15
            sim.move(
                [
                    (f[0], CGPoint(x: c.x - 50 * cos(a), y: c.y - 50 * sin(a))),
                    (f[1], CGPoint(x: c.x + 50 * cos(a), y: c.y + 50 * sin(a))),
                ], in: view)
            sim.lift(f)
        case .screenEdgeRegion:
            sim.drag(from: CGPoint(x: 30, y: 240), to: CGPoint(x: 120, y: 240), in: view, duration: 0.2)
        case .multiTapInterval:
            sim.doubleTap(at: p, in: view, interval: 0.5)
        case .multiTapDistance:
            sim.tap(at: p, in: view)
            sim.advance(by: 0.1)
            sim.tap(at: CGPoint(x: p.x, y: p.y + 50), in: view)
        case .tapMovementTolerance:
            let f = sim.touchDown(at: p, in: view)
            sim.advance(by: 0.03)
            sim.move(f, to: CGPoint(x: p.x + 15, y: p.y), in: view)
            sim.advance(by: 0.03)
            sim.lift(f)
        case .maximumTapDuration:
            sim.tap(at: p, in: view, duration: 1.0)
        }
        sim.advance(by: 2)
        return recognized
    }
}

@MainActor
@Suite("GAP-05/06 recognizer thresholds in TactileConfiguration")
struct RecognizerThresholdTests {
    @Test("GAP-05 each threshold has its documented default", arguments: RecognizerThreshold.allCases)
    func documentedDefault(_ threshold: RecognizerThreshold) throws {
        let actual = threshold.value(in: .default)
        let fresh = threshold.value(in: TactileConfiguration())
        #expect(actual == fresh)
        if let expected = threshold.documentedDefault {
            let value = try #require(actual)
            #expect(abs(value - expected) < 1e-12, "\(threshold): \(value), documented \(expected)")
        } else {
            #expect(actual == nil, "\(threshold) should have no limit by default")
        }
    }

    @Test("GAP-05 the threshold table at a glance")
    func table() {
        let c = TactileConfiguration.default
        #expect(c.panHysteresis == 10)
        #expect(c.swipeMinimumDistance == 24)
        #expect(c.swipeMaximumDuration == 0.25)
        #expect(abs(c.swipeMaximumAngle - 20 * .pi / 180) < 1e-12)
        #expect(c.pinchHysteresis == 10)
        #expect(abs(c.rotationHysteresis - .pi / 36) < 1e-12)
        #expect(c.screenEdgeRegion == 20)
        #expect(c.multiTapInterval == 0.35)
        #expect(c.multiTapDistance == 100)
        #expect(c.tapMovementTolerance == 10)
        #expect(c.maximumTapDuration == nil)
        // GRC-03: a swipe meets a pan's conditions first, so the swipe distance must exceed the pan hysteresis.
        #expect(c.swipeMinimumDistance > c.panHysteresis)
        // UIKit's documented long-press values are recognizer properties, not configuration (GAP-05/06).
        let press = UILongPressGestureRecognizer()
        #expect(press.minimumPressDuration == 0.5)
        #expect(press.allowableMovement == 10)
    }

    @Test("GAP-05 the probe gesture gives the expected outcome with the default thresholds", arguments: RecognizerThreshold.allCases)
    func probeWithDefaults(_ threshold: RecognizerThreshold) {
        #expect(
            threshold.probe(scope: nil, changed: false) == threshold.recognizedByDefault,
            "\(threshold): \(threshold.probeDescription)")
    }

    @Test(
        "GAP-05 changing a threshold changes behaviour, via application.configuration and via configurationOverride",
        arguments: RecognizerThreshold.allCases, ThresholdScope.allCases)
    func changingChangesBehaviour(_ threshold: RecognizerThreshold, _ scope: ThresholdScope) {
        #expect(
            threshold.probe(scope: scope, changed: true) == !threshold.recognizedByDefault,
            "\(threshold) changed via \(scope): \(threshold.probeDescription)")
    }

    @Test("GAP-05 precedence: configurationOverride, then application.configuration, then the defaults")
    func precedence() {
        let detached = UIPanGestureRecognizer()
        #expect(detached.configuration == .default)

        let sim = TouchSimulator()
        let view = SingleViewScene(simulator: sim).view
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        #expect(pan.configuration.panHysteresis == 10)
        var app = sim.application.configuration
        app.panHysteresis = 30
        sim.application.configuration = app
        #expect(pan.configuration.panHysteresis == 30)
        var own = TactileConfiguration()
        own.panHysteresis = 4
        pan.configurationOverride = own
        #expect(pan.configuration.panHysteresis == 4)
        pan.configurationOverride = nil
        #expect(pan.configuration.panHysteresis == 30)
    }

    @Test("GAP-05 a recognizer reads its gesture's application during a gesture and its window's application between gestures")
    func configurationAndSchedulerFollowTheApplication() {
        var first = TactileConfiguration()
        first.panHysteresis = 11
        var second = TactileConfiguration()
        second.panHysteresis = 22
        let simA = TouchSimulator(configuration: first)
        let simB = TouchSimulator(configuration: second)
        let windowA = simA.makeWindow(), windowB = simB.makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        windowA.addSubview(view)
        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(tap)
        var seen: [(hysteresis: CGFloat, scheduler: ObjectIdentifier?)] = []
        _ = tap.addAction { r in
            seen.append((r.configuration.panHysteresis, (r.scheduler as? VirtualScheduler).map(ObjectIdentifier.init)))
        }
        func schedulerID() -> ObjectIdentifier? { (tap.scheduler as? VirtualScheduler).map(ObjectIdentifier.init) }

        simA.tap(at: CGPoint(x: 50, y: 50), in: view)
        #expect(seen.map(\.hysteresis) == [11])
        #expect(seen.last?.scheduler == ObjectIdentifier(simA.scheduler))
        #expect(tap.configuration.panHysteresis == 11)
        #expect(schedulerID() == ObjectIdentifier(simA.scheduler))

        // Moved to the other application's window after the gesture: that application's values at once.
        windowB.addSubview(view)
        #expect(tap.configuration.panHysteresis == 22)
        #expect(schedulerID() == ObjectIdentifier(simB.scheduler))

        simB.tap(at: CGPoint(x: 50, y: 50), in: view)
        #expect(seen.map(\.hysteresis) == [11, 22])
        #expect(seen.last?.scheduler == ObjectIdentifier(simB.scheduler))
    }

    @Test("GAP-05 a simulator created with a configuration hands it to its application")
    func simulatorConfiguration() {
        var c = TactileConfiguration()
        c.multiTapInterval = 0.5
        let sim = TouchSimulator(configuration: c)
        #expect(sim.application.configuration.multiTapInterval == 0.5)
        let view = SingleViewScene(simulator: sim).view
        let tap = UITapGestureRecognizer()
        tap.numberOfTapsRequired = 2
        view.addGestureRecognizer(tap)
        var count = 0
        tap.addAction { _ in count += 1 }
        sim.doubleTap(at: CGPoint(x: 100, y: 100), in: view, interval: 0.45)
        #expect(count == 1)
        sim.advance(by: 1)
        sim.doubleTap(at: CGPoint(x: 100, y: 100), in: view, interval: 0.55)
        sim.advance(by: 1)
        #expect(count == 1)
    }
}
