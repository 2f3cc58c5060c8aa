import Foundation
import Testing
@testable import Tactile
import TactileTesting

// Tests for UITouch: requirements TCH-01 … TCH-14 (requirements.md §2), decisions DIS-13, GAP-06, GAP-09.

/// What a handler saw of one touch during one call.
private struct TouchSighting {
    var method: String
    var touch: UITouch
    var phase: UITouch.Phase
    var location: CGPoint
    var previousLocation: CGPoint
    var windowLocation: CGPoint
    var timestamp: TimeInterval
    var tapCount: Int
    var view: UIView?
    var window: UIWindow?
}

/// A view that records every touch it is sent, with the touch's state at that moment.
@MainActor
private final class TouchProbeView: UIView {
    let name: String
    var sightings: [TouchSighting] = []
    /// Every call as "method(n)" where n is the number of touches in the set.
    var calls: [String] = []
    /// Extra per-call inspection, run inside the handler.
    var onCall: ((_ method: String, _ touches: Set<UITouch>, _ event: UIEvent?) -> Void)?

    init(_ name: String, frame: CGRect) {
        self.name = name
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func record(_ method: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
        calls.append("\(method)(\(touches.count))")
        for t in touches {
            sightings.append(
                TouchSighting(
                    method: method, touch: t, phase: t.phase, location: t.location(in: self),
                    previousLocation: t.previousLocation(in: self), windowLocation: t.location(in: nil),
                    timestamp: t.timestamp, tapCount: t.tapCount, view: t.view, window: t.window))
        }
        onCall?(method, touches, event)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record("began", touches, event) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("moved", touches, event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record("ended", touches, event) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("cancelled", touches, event)
    }
    override func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) { record("estimated", touches, nil) }
}

private func approx(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }
private func approx(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
    approx(a.x, b.x, tolerance) && approx(a.y, b.y, tolerance)
}

/// Sends one raw digitizer frame at the current virtual time and processes it.
@MainActor
private func touchTestsSendFrame(_ sim: TouchSimulator, _ contacts: [DigitizerContact]) {
    sim.application.enqueue(.digitizer(DigitizerFrame(timestamp: sim.now, contacts: contacts)))
    sim.scheduler.runDueActions()
}

/// Sends any raw event and processes it.
@MainActor
private func touchTestsSendRaw(_ sim: TouchSimulator, _ event: RawInputEvent) {
    sim.application.enqueue(event)
    sim.scheduler.runDueActions()
}

@MainActor
@Suite("UITouch")
struct UITouchTests {
    /// A window at the screen origin with one probe view at (50, 100, 200, 200).
    private func makeScene(
        configuration: TactileConfiguration = .default
    ) -> (TouchSimulator, UIWindow, TouchProbeView) {
        let scene = SingleViewScene(simulator: TouchSimulator(configuration: configuration)) { _ in
            TouchProbeView("V", frame: CGRect(x: 50, y: 100, width: 200, height: 200))
        }
        return (scene.simulator, scene.window, scene.view)
    }

    // MARK: TCH-01

    @Test("TCH-01: the same UITouch object is updated through began, moved and ended")
    func sameObjectThroughSequence() {
        let (sim, _, view) = makeScene()
        let f = sim.touchDown(at: CGPoint(x: 60, y: 110))
        sim.advance(by: 0.02)
        sim.move(f, to: CGPoint(x: 70, y: 120))
        sim.advance(by: 0.02)
        sim.lift(f)

        #expect(view.calls == ["began(1)", "moved(1)", "ended(1)"])
        #expect(view.sightings.count == 3)
        let first = view.sightings[0].touch
        #expect(view.sightings.allSatisfy { $0.touch === first })
        #expect(view.sightings.map(\.phase) == [.began, .moved, .ended])
        #expect(view.sightings.map(\.location) == [
            CGPoint(x: 10, y: 10), CGPoint(x: 20, y: 20), CGPoint(x: 20, y: 20),
        ])
    }

    @Test("TCH-01: a new sequence gets a new UITouch object")
    func newSequenceNewObject() {
        let (sim, _, view) = makeScene()
        sim.tap(at: CGPoint(x: 60, y: 110))
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 60, y: 110))
        #expect(view.calls == ["began(1)", "ended(1)", "began(1)", "ended(1)"])
        #expect(view.sightings[0].touch === view.sightings[1].touch)
        #expect(view.sightings[2].touch === view.sightings[3].touch)
        #expect(view.sightings[0].touch !== view.sightings[2].touch)
    }

    // MARK: TCH-02

    @Test("TCH-02: each phase maps to its handler and the touch shows that phase during the call")
    func phasesMatchHandlers() {
        let (sim, _, view) = makeScene()
        let f = sim.touchDown(at: CGPoint(x: 60, y: 110))
        sim.move(f, to: CGPoint(x: 61, y: 110))
        sim.lift(f)
        let g = sim.touchDown(at: CGPoint(x: 100, y: 150))
        sim.cancel([g])
        #expect(view.calls == ["began(1)", "moved(1)", "ended(1)", "began(1)", "cancelled(1)"])
        #expect(view.sightings.map(\.phase) == [.began, .moved, .ended, .began, .cancelled])
    }

    @Test("TCH-02: a finger that does not move while another moves is stationary and not sent to its view")
    func stationaryAcrossViews() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let a = TouchProbeView("A", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = TouchProbeView("B", frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        window.addSubview(a)
        window.addSubview(b)
        let fa = sim.touchDown(at: CGPoint(x: 50, y: 50))
        let fb = sim.touchDown(at: CGPoint(x: 250, y: 50))
        var otherPhaseDuringMove: UITouch.Phase?
        a.onCall = { method, _, _ in
            if method == "moved" { otherPhaseDuringMove = b.sightings.first?.touch.phase }
        }
        sim.move(fa, to: CGPoint(x: 60, y: 50))

        #expect(a.calls == ["began(1)", "moved(1)"])
        #expect(b.calls == ["began(1)"])
        #expect(otherPhaseDuringMove == .stationary)

        sim.lift([fa, fb])
        #expect(a.calls == ["began(1)", "moved(1)", "ended(1)"])
        #expect(b.calls == ["began(1)", "ended(1)"])
    }

    @Test("TCH-02, EVT-09: in a multitouch view only the moving finger is in the moved set; the other is stationary")
    func stationaryInSameView() {
        let (sim, _, view) = makeScene()
        view.isMultipleTouchEnabled = true
        let f1 = sim.touchDown(at: CGPoint(x: 60, y: 110))
        let f2 = sim.touchDown(at: CGPoint(x: 160, y: 210))
        var phases: [UITouch.Phase] = []
        view.onCall = { method, touches, event in
            guard method == "moved" else { return }
            for t in event?.touches(for: view) ?? [] where !touches.contains(t) { phases.append(t.phase) }
        }
        sim.move(f1, to: CGPoint(x: 70, y: 110))
        #expect(view.calls == ["began(1)", "began(1)", "moved(1)"])
        #expect(view.sightings.last?.touch === view.sightings[0].touch)
        #expect(phases == [.stationary])
        sim.lift([f1, f2])
        #expect(view.calls.last == "ended(2)")
    }

    @Test("TCH-02: a frame in which no finger changed sends nothing")
    func repeatedFrameSendsNothing() {
        let (sim, _, view) = makeScene()
        let f1 = sim.touchDown(at: CGPoint(x: 60, y: 110))
        sim.advance(by: 0.016)
        sim.repeatFrame()
        sim.advance(by: 0.016)
        sim.repeatFrame()
        #expect(view.calls == ["began(1)"])
        #expect(view.sightings[0].touch.phase == .stationary)
        sim.lift(f1)
        #expect(view.calls == ["began(1)", "ended(1)"])
    }

    // MARK: TCH-03

    @Test("TCH-03: location and previousLocation in the touch's view, in the window (nil) and in another view")
    func locationsInViews() {
        let sim = TouchSimulator()
        // The window is offset on screen, so window coordinates differ from screen coordinates.
        let window = sim.makeWindow(frame: CGRect(x: 0, y: 20, width: 320, height: 460))
        let container = UIView(frame: CGRect(x: 50, y: 100, width: 200, height: 200))
        let child = TouchProbeView("child", frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let other = UIView(frame: CGRect(x: 200, y: 300, width: 50, height: 50))
        window.addSubview(container)
        container.addSubview(child)
        window.addSubview(other)

        var inContainer: [CGPoint] = []
        var previousInContainer: [CGPoint] = []
        var inOther: [CGPoint] = []
        var previousInOther: [CGPoint] = []
        var previousInWindow: [CGPoint] = []
        child.onCall = { _, touches, _ in
            guard let t = touches.first else { return }
            inContainer.append(t.location(in: container))
            previousInContainer.append(t.previousLocation(in: container))
            inOther.append(t.location(in: other))
            previousInOther.append(t.previousLocation(in: other))
            previousInWindow.append(t.previousLocation(in: nil))
        }
        // Screen (70, 150) = window (70, 130) = container (20, 30) = child (10, 10) = other (-130, -170).
        let f = sim.touchDown(at: CGPoint(x: 70, y: 150))
        sim.move(f, to: CGPoint(x: 80, y: 165))
        #expect(child.sightings.map(\.location) == [CGPoint(x: 10, y: 10), CGPoint(x: 20, y: 25)])
        // At began, the previous location is the location itself.
        #expect(child.sightings.map(\.previousLocation) == [CGPoint(x: 10, y: 10), CGPoint(x: 10, y: 10)])
        #expect(child.sightings.map(\.windowLocation) == [CGPoint(x: 70, y: 130), CGPoint(x: 80, y: 145)])
        #expect(previousInWindow == [CGPoint(x: 70, y: 130), CGPoint(x: 70, y: 130)])
        #expect(inContainer == [CGPoint(x: 20, y: 30), CGPoint(x: 30, y: 45)])
        #expect(previousInContainer == [CGPoint(x: 20, y: 30), CGPoint(x: 20, y: 30)])
        #expect(inOther == [CGPoint(x: -130, y: -170), CGPoint(x: -120, y: -155)])
        #expect(previousInOther == [CGPoint(x: -130, y: -170), CGPoint(x: -130, y: -170)])
        // Passing the window itself is the same as nil.
        let t = child.sightings[0].touch
        #expect(t.location(in: window) == CGPoint(x: 80, y: 145))
        #expect(t.previousLocation(in: window) == CGPoint(x: 70, y: 130))
    }

    @Test("TCH-03: locations go through a scaled view's transform")
    func locationInScaledView() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let view = TouchProbeView("S", frame: CGRect(x: 110, y: 190, width: 100, height: 100))  // centre (160, 240)
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        window.addSubview(view)
        // Screen offset (+20, +40) from the centre is local offset (+10, +20): local (60, 70).
        let f = sim.touchDown(at: CGPoint(x: 180, y: 280))
        // Screen offset (-40, -60) → local offset (-20, -30): local (30, 20).
        sim.move(f, to: CGPoint(x: 120, y: 180))
        #expect(view.sightings.count == 2)
        #expect(approx(view.sightings[0].location, CGPoint(x: 60, y: 70)))
        #expect(approx(view.sightings[1].location, CGPoint(x: 30, y: 20)))
        #expect(approx(view.sightings[1].previousLocation, CGPoint(x: 60, y: 70)))
        #expect(view.sightings[1].windowLocation == CGPoint(x: 120, y: 180))
    }

    @Test("TCH-03: locations go through a rotated view's transform")
    func locationInRotatedView() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let view = TouchProbeView("R", frame: CGRect(x: 110, y: 190, width: 100, height: 100))  // centre (160, 240)
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        window.addSubview(view)
        // The rotation maps local offset (x, y) to screen offset (-y, x). Screen offset (10, 0) is local
        // offset (0, -10): local (50, 40). Screen offset (0, 20) is local offset (20, 0): local (70, 50).
        let f = sim.touchDown(at: CGPoint(x: 170, y: 240))
        sim.move(f, to: CGPoint(x: 160, y: 260))
        #expect(view.sightings.count == 2)
        #expect(approx(view.sightings[0].location, CGPoint(x: 50, y: 40)))
        #expect(approx(view.sightings[1].location, CGPoint(x: 70, y: 50)))
        #expect(approx(view.sightings[1].previousLocation, CGPoint(x: 50, y: 40)))
    }

    // MARK: TCH-04

    @Test("TCH-04: quick taps at the same spot count 1, 2, 3, in touchesBegan and touchesEnded")
    func tapCountIncrements() {
        let (sim, _, view) = makeScene()
        for _ in 0..<3 {
            sim.tap(at: CGPoint(x: 100, y: 150))
            sim.advance(by: 0.1)
        }
        #expect(view.calls == ["began(1)", "ended(1)", "began(1)", "ended(1)", "began(1)", "ended(1)"])
        #expect(view.sightings.map(\.tapCount) == [1, 1, 2, 2, 3, 3])
    }

    @Test("TCH-04: a gap longer than multiTapInterval (0.35 s) restarts the count")
    func tapCountResetsAfterInterval() {
        let (sim, _, view) = makeScene()
        #expect(sim.application.configuration.multiTapInterval == 0.35)
        sim.tap(at: CGPoint(x: 100, y: 150))
        sim.advance(by: 0.3)  // within the window
        sim.tap(at: CGPoint(x: 100, y: 150))
        sim.advance(by: 0.4)  // longer than 0.35 s
        sim.tap(at: CGPoint(x: 100, y: 150))
        sim.advance(by: 0.1)
        sim.tap(at: CGPoint(x: 100, y: 150))
        #expect(view.sightings.filter { $0.method == "ended" }.map(\.tapCount) == [1, 2, 1, 2])
    }

    @Test("TCH-04: a tap farther than multiTapDistance (100 pt) from the previous one restarts the count")
    func tapCountResetsWithDistance() {
        let (sim, _, view) = makeScene()
        #expect(sim.application.configuration.multiTapDistance == 100)
        sim.tap(at: CGPoint(x: 60, y: 110))
        sim.advance(by: 0.1)
        sim.tap(at: CGPoint(x: 60, y: 200))  // 90 pt away: continues
        sim.advance(by: 0.1)
        sim.tap(at: CGPoint(x: 60, y: 290))  // 90 pt from the previous tap: continues
        sim.advance(by: 0.1)
        sim.tap(at: CGPoint(x: 175, y: 290))  // 115 pt away: restarts
        #expect(view.sightings.filter { $0.method == "ended" }.map(\.tapCount) == [1, 2, 3, 1])
    }

    @Test("TCH-04: a touch that moved more than tapMovementTolerance (10 pt) is not a tap, so the next starts at 1")
    func tapCountResetsAfterMovedTouch() {
        let (sim, _, view) = makeScene()
        #expect(sim.application.configuration.tapMovementTolerance == 10)
        // Moved 15 pt: not a tap.
        let f = sim.touchDown(at: CGPoint(x: 100, y: 150))
        sim.move(f, to: CGPoint(x: 100, y: 165))
        sim.lift(f)
        sim.advance(by: 0.1)
        sim.tap(at: CGPoint(x: 100, y: 165))
        sim.advance(by: 1)
        // Moved 5 pt: still a tap, the next one continues the count.
        let g = sim.touchDown(at: CGPoint(x: 100, y: 150))
        sim.move(g, to: CGPoint(x: 100, y: 155))
        sim.lift(g)
        sim.advance(by: 0.1)
        sim.tap(at: CGPoint(x: 100, y: 155))
        #expect(view.sightings.filter { $0.method == "ended" }.map(\.tapCount) == [1, 1, 1, 2])
    }

    @Test("TCH-04, GAP-05/06: multiTapInterval is overridable per application")
    func tapCountCustomInterval() {
        var config = TactileConfiguration()
        config.multiTapInterval = 0.6
        let (sim, _, view) = makeScene(configuration: config)
        sim.tap(at: CGPoint(x: 100, y: 150))
        sim.advance(by: 0.5)  // too slow for the default 0.35 s, fine for 0.6 s
        sim.tap(at: CGPoint(x: 100, y: 150))
        sim.advance(by: 0.7)  // too slow even for 0.6 s
        sim.tap(at: CGPoint(x: 100, y: 150))
        #expect(view.sightings.filter { $0.method == "ended" }.map(\.tapCount) == [1, 2, 1])

        // The same timing with the default interval does not count up.
        let (sim2, _, view2) = makeScene()
        sim2.tap(at: CGPoint(x: 100, y: 150))
        sim2.advance(by: 0.5)
        sim2.tap(at: CGPoint(x: 100, y: 150))
        #expect(view2.sightings.filter { $0.method == "ended" }.map(\.tapCount) == [1, 1])
    }

    @Test("TCH-04: changing the application's configuration after creation takes effect")
    func tapCountConfigurationChangedLater() {
        let (sim, _, view) = makeScene()
        sim.application.configuration.multiTapInterval = 0.05
        sim.tap(at: CGPoint(x: 100, y: 150))
        sim.advance(by: 0.1)  // within the default 0.35 s but beyond 0.05 s
        sim.tap(at: CGPoint(x: 100, y: 150))
        sim.application.configuration.multiTapDistance = 5
        sim.application.configuration.multiTapInterval = 0.35
        sim.advance(by: 0.1)
        sim.tap(at: CGPoint(x: 100, y: 160))  // 10 pt away: beyond 5 pt
        #expect(view.sightings.filter { $0.method == "ended" }.map(\.tapCount) == [1, 1, 1])
    }

    // MARK: TCH-05

    @Test("TCH-05, EVT-10: the timestamp is the virtual time of the frame that last changed the touch")
    func timestampIsFrameTime() {
        let sim = TouchSimulator(start: 500)
        let window = sim.makeWindow()
        let a = TouchProbeView("A", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = TouchProbeView("B", frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        window.addSubview(a)
        window.addSubview(b)
        var eventTimestamps: [TimeInterval] = []
        a.onCall = { _, _, event in eventTimestamps.append(event?.timestamp ?? -1) }

        let t0 = sim.now
        let fa = sim.touchDown(at: CGPoint(x: 50, y: 50))
        let fb = sim.touchDown(at: CGPoint(x: 250, y: 50))
        sim.advance(by: 0.25)
        let t1 = sim.now
        sim.move(fa, to: CGPoint(x: 55, y: 50))
        sim.advance(by: 0.5)
        let t2 = sim.now
        sim.lift(fa)

        #expect(t0 == 500)
        #expect(a.sightings.map(\.timestamp) == [t0, t1, t2])
        #expect(eventTimestamps == [t0, t1, t2])
        // B's finger did not change: its timestamp stays at its creation time.
        let tb = b.sightings[0].touch
        #expect(tb.timestamp == t0)
        sim.advance(by: 0.125)
        let t3 = sim.now
        sim.lift(fb)
        #expect(b.sightings.map(\.timestamp) == [t0, t3])
    }

    // MARK: TCH-06

    @Test("TCH-06: a touch stays bound to its view and window after moving outside the view")
    func viewBindingForLife() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let a = TouchProbeView("A", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = TouchProbeView("B", frame: CGRect(x: 150, y: 0, width: 100, height: 100))
        window.addSubview(a)
        window.addSubview(b)
        let f = sim.touchDown(at: CGPoint(x: 50, y: 50))
        sim.move(f, to: CGPoint(x: 120, y: 50))  // between the views
        sim.move(f, to: CGPoint(x: 200, y: 60))  // inside B
        sim.lift(f)

        #expect(a.calls == ["began(1)", "moved(1)", "moved(1)", "ended(1)"])
        #expect(b.calls.isEmpty)
        #expect(a.sightings.allSatisfy { $0.view === a && $0.window === window })
        // Locations are still reported in A's coordinates, outside its bounds.
        #expect(a.sightings.map(\.location) == [
            CGPoint(x: 50, y: 50), CGPoint(x: 120, y: 50), CGPoint(x: 200, y: 60), CGPoint(x: 200, y: 60),
        ])
    }

    @Test("TCH-06: a touch stays bound to its window when it moves over another window")
    func windowBindingForLife() {
        let sim = TouchSimulator()
        let top = sim.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        let bottom = sim.makeWindow(frame: CGRect(x: 0, y: 240, width: 320, height: 240))
        let a = TouchProbeView("A", frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        let b = TouchProbeView("B", frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        top.addSubview(a)
        bottom.addSubview(b)
        let f = sim.touchDown(at: CGPoint(x: 100, y: 100))
        sim.move(f, to: CGPoint(x: 100, y: 300))  // over the bottom window now
        sim.lift(f)
        #expect(a.calls == ["began(1)", "moved(1)", "ended(1)"])
        #expect(b.calls.isEmpty)
        #expect(a.sightings.allSatisfy { $0.window === top && $0.view === a })
        // Window coordinates are the top window's, past its bottom edge.
        #expect(a.sightings.map(\.windowLocation) == [
            CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 300), CGPoint(x: 100, y: 300),
        ])
    }

    // MARK: TCH-07

    @Test("TCH-07: gestureRecognizers lists the enabled recognizers of the view and its ancestors")
    func gestureRecognizersOfTouch() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = TouchProbeView("V", frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let sibling = UIView(frame: CGRect(x: 150, y: 10, width: 100, height: 100))
        window.addSubview(container)
        container.addSubview(view)
        container.addSubview(sibling)
        let onView = UIGestureRecognizer()
        onView.delaysTouchesEnded = false  // it never decides; let the view have touchesEnded
        let disabledOnView = UIGestureRecognizer()
        disabledOnView.isEnabled = false
        let onContainer = UIGestureRecognizer()
        onContainer.delaysTouchesEnded = false  // it never decides; let the view have touchesEnded
        let onWindow = UIGestureRecognizer()
        onWindow.delaysTouchesEnded = false  // it never decides; let the view have touchesEnded
        let onSibling = UIGestureRecognizer()
        onSibling.delaysTouchesEnded = false  // it never decides; let the view have touchesEnded
        view.addGestureRecognizer(onView)
        view.addGestureRecognizer(disabledOnView)
        container.addGestureRecognizer(onContainer)
        window.addGestureRecognizer(onWindow)
        sibling.addGestureRecognizer(onSibling)

        var seen: [[ObjectIdentifier]?] = []
        view.onCall = { _, touches, _ in
            seen.append(touches.first?.gestureRecognizers.map { $0.map(ObjectIdentifier.init) })
        }
        sim.tap(at: CGPoint(x: 50, y: 50))
        #expect(seen.count == 2)
        let expected: Set<ObjectIdentifier> = [
            ObjectIdentifier(onView), ObjectIdentifier(onContainer), ObjectIdentifier(onWindow),
        ]
        for list in seen {
            #expect(list?.count == 3)
            #expect(Set(list ?? []) == expected)
        }
    }

    @Test("TCH-07: gestureRecognizers is nil when no recognizer sees the touch")
    func gestureRecognizersNil() {
        let (sim, _, view) = makeScene()
        var recognizers: [[UIGestureRecognizer]?] = []
        view.onCall = { _, touches, _ in recognizers.append(touches.first?.gestureRecognizers) }
        sim.tap(at: CGPoint(x: 100, y: 150))
        #expect(recognizers.count == 2)
        #expect(recognizers.allSatisfy { $0 == nil })
    }

    // MARK: TCH-08

    @Test("TCH-08: type comes from the contact: direct by default, pencil, indirect")
    func touchType() {
        let (sim, _, view) = makeScene()
        sim.tap(at: CGPoint(x: 100, y: 150))
        let p = sim.touchDown(at: CGPoint(x: 100, y: 150), type: .pencil)
        sim.lift(p)
        touchTestsSendFrame(sim, [DigitizerContact(id: 77, location: CGPoint(x: 100, y: 150), type: .indirect)])
        touchTestsSendFrame(sim, [])
        #expect(view.sightings.map(\.touch.type) == [.direct, .direct, .pencil, .pencil, .indirect, .indirect])
    }

    // MARK: TCH-09, TCH-10

    @Test("TCH-09: majorRadius and majorRadiusTolerance come from the contact and follow its changes")
    func radius() {
        let (sim, _, view) = makeScene()
        var radii: [CGFloat] = []
        var tolerances: [CGFloat] = []
        view.onCall = { _, touches, _ in
            radii.append(touches.first?.majorRadius ?? -1)
            tolerances.append(touches.first?.majorRadiusTolerance ?? -1)
        }
        let p = CGPoint(x: 100, y: 150)
        touchTestsSendFrame(sim, [DigitizerContact(id: 1, location: p, majorRadius: 12.5, majorRadiusTolerance: 2.25)])
        // Only the radius changes: that is still a change of the touch (moved).
        touchTestsSendFrame(sim, [DigitizerContact(id: 1, location: p, majorRadius: 20, majorRadiusTolerance: 3.5)])
        touchTestsSendFrame(sim, [])
        #expect(view.calls == ["began(1)", "moved(1)", "ended(1)"])
        #expect(radii == [12.5, 20, 20])
        #expect(tolerances == [2.25, 3.5, 3.5])
    }

    @Test("TCH-10, GAP-09: force and maximumPossibleForce come from the raw contact; a force change is a move")
    func force() {
        let (sim, _, view) = makeScene()
        var forces: [CGFloat] = []
        var maxima: [CGFloat] = []
        view.onCall = { _, touches, _ in
            forces.append(touches.first?.force ?? -1)
            maxima.append(touches.first?.maximumPossibleForce ?? -1)
        }
        let p = CGPoint(x: 100, y: 150)
        touchTestsSendFrame(sim, [DigitizerContact(id: 1, location: p, force: 0.5, maximumPossibleForce: 6.5)])
        touchTestsSendFrame(sim, [DigitizerContact(id: 1, location: p, force: 1.75, maximumPossibleForce: 6.5)])
        touchTestsSendFrame(sim, [])
        #expect(view.calls == ["began(1)", "moved(1)", "ended(1)"])
        #expect(forces == [0.5, 1.75, 1.75])
        #expect(maxima == [6.5, 6.5, 6.5])
    }

    @Test("TCH-10: a digitizer without pressure reports force 0; the simulator's force reaches touchesMoved")
    func forceThroughSimulator() {
        let (sim, _, view) = makeScene()
        var forces: [CGFloat] = []
        view.onCall = { _, touches, _ in forces.append(touches.first?.force ?? -1) }
        sim.tap(at: CGPoint(x: 100, y: 150))
        let f = sim.touchDown(at: CGPoint(x: 100, y: 150), force: 0.25)
        sim.move(f, to: CGPoint(x: 100, y: 150), force: 0.5)
        sim.lift(f)
        #expect(view.calls == ["began(1)", "ended(1)", "began(1)", "moved(1)", "ended(1)"])
        #expect(forces == [0, 0, 0.25, 0.5, 0.5])
    }

    // MARK: TCH-11

    @Test("TCH-11 F3D-08: an estimated-properties update refines the touch and calls touchesEstimatedPropertiesUpdated")
    func estimatedPropertiesUpdate() {
        let (sim, _, view) = makeScene()
        let contact = DigitizerContact(
            id: 1, location: CGPoint(x: 100, y: 150), type: .pencil, force: 0.3, maximumPossibleForce: 4,
            estimatedProperties: [.force, .azimuth], estimatedPropertiesExpectingUpdates: [.force],
            estimationUpdateIndex: 7)
        touchTestsSendFrame(sim, [contact])
        #expect(view.calls == ["began(1)"])
        let touch = view.sightings[0].touch
        #expect(touch.estimatedProperties == [.force, .azimuth])
        #expect(touch.estimatedPropertiesExpectingUpdates == [.force])
        #expect(touch.estimationUpdateIndex == 7)
        #expect(touch.estimationUpdateIndex == NSNumber(value: 7))
        #expect(touch.estimationUpdateIndexValue == 7)
        #expect(touch.force == 0.3)

        var forceDuringCallback: CGFloat?
        var expectingDuringCallback: UITouch.Properties?
        view.onCall = { method, touches, _ in
            guard method == "estimated" else { return }
            forceDuringCallback = touches.first?.force
            expectingDuringCallback = touches.first?.estimatedPropertiesExpectingUpdates
        }
        touchTestsSendRaw(sim,
            .estimatedPropertiesUpdate(
                EstimatedPropertiesUpdate(
                    timestamp: sim.now, estimationUpdateIndex: 7, force: 0.9, finalProperties: [.force])))

        #expect(view.calls == ["began(1)", "estimated(1)"])
        #expect(view.sightings[1].touch === touch)
        #expect(forceDuringCallback == 0.9)
        #expect(expectingDuringCallback == [])
        #expect(touch.force == 0.9)
        #expect(touch.estimatedPropertiesExpectingUpdates == [])
        #expect(touch.estimatedProperties == [.azimuth])
        // The update is not a touch phase: no touchesMoved.
        touchTestsSendFrame(sim, [])
        #expect(view.calls == ["began(1)", "estimated(1)", "ended(1)"])
    }

    @Test("TCH-11: an update of the location moves the touch's reported location")
    func estimatedLocationUpdate() {
        let (sim, _, view) = makeScene()
        touchTestsSendFrame(sim, [
            DigitizerContact(
                id: 3, location: CGPoint(x: 100, y: 150), estimatedProperties: [.location],
                estimatedPropertiesExpectingUpdates: [.location], estimationUpdateIndex: 42)
        ])
        touchTestsSendRaw(sim,
            .estimatedPropertiesUpdate(
                EstimatedPropertiesUpdate(
                    timestamp: sim.now, estimationUpdateIndex: 42, location: CGPoint(x: 102.5, y: 151.5),
                    finalProperties: [.location])))
        #expect(view.calls == ["began(1)", "estimated(1)"])
        let touch = view.sightings[0].touch
        #expect(view.sightings[1].location == CGPoint(x: 52.5, y: 51.5))
        #expect(touch.location(in: view) == CGPoint(x: 52.5, y: 51.5))
        #expect(touch.estimatedProperties == [])
    }

    @Test("TCH-11: updates may arrive after the touch ended; an unknown index is ignored")
    func estimatedUpdateAfterEnd() {
        let (sim, _, view) = makeScene()
        touchTestsSendFrame(sim, [
            DigitizerContact(
                id: 1, location: CGPoint(x: 100, y: 150), force: 0.2, estimatedProperties: [.force],
                estimatedPropertiesExpectingUpdates: [.force], estimationUpdateIndex: 5)
        ])
        touchTestsSendFrame(sim, [])
        touchTestsSendRaw(sim,
            .estimatedPropertiesUpdate(
                EstimatedPropertiesUpdate(
                    timestamp: sim.now, estimationUpdateIndex: 99, force: 1, finalProperties: [.force])))
        #expect(view.calls == ["began(1)", "ended(1)"])
        touchTestsSendRaw(sim,
            .estimatedPropertiesUpdate(
                EstimatedPropertiesUpdate(
                    timestamp: sim.now, estimationUpdateIndex: 5, force: 0.8, finalProperties: [.force])))
        #expect(view.calls == ["began(1)", "ended(1)", "estimated(1)"])
        #expect(view.sightings[2].touch === view.sightings[0].touch)
        #expect(view.sightings[0].touch.force == 0.8)
        // Once final, a repeated update for the same index is not delivered again.
        touchTestsSendRaw(sim,
            .estimatedPropertiesUpdate(
                EstimatedPropertiesUpdate(
                    timestamp: sim.now, estimationUpdateIndex: 5, force: 0.1, finalProperties: [.force])))
        #expect(view.calls == ["began(1)", "ended(1)", "estimated(1)"])
        #expect(view.sightings[0].touch.force == 0.8)
    }

    // MARK: TCH-13

    @Test("TCH-13, BP-06, DIS-13: half-point and fractional positions are not rounded")
    func noRounding() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let view = TouchProbeView("V", frame: CGRect(x: 0.5, y: 10.25, width: 100, height: 100))
        window.addSubview(view)
        let f = sim.touchDown(at: CGPoint(x: 20.5, y: 30.5))
        sim.move(f, to: CGPoint(x: 21.125, y: 30.75))
        sim.move(f, to: CGPoint(x: 21.3, y: 31.7))
        #expect(view.sightings.count == 3)
        #expect(view.sightings[0].windowLocation == CGPoint(x: 20.5, y: 30.5))
        #expect(view.sightings[0].location == CGPoint(x: 20, y: 20.25))
        #expect(view.sightings[1].location == CGPoint(x: 20.625, y: 20.5))
        #expect(view.sightings[1].previousLocation == CGPoint(x: 20, y: 20.25))
        // Decimal fractions are not exact in binary; allow float noise, but nothing near a rounding step.
        #expect(approx(view.sightings[2].windowLocation, CGPoint(x: 21.3, y: 31.7)))
        #expect(approx(view.sightings[2].location, CGPoint(x: 20.8, y: 21.45)))
        // A move of a quarter point is still a move.
        sim.move(f, to: CGPoint(x: 21.55, y: 31.7))
        #expect(view.calls == ["began(1)", "moved(1)", "moved(1)", "moved(1)"])
    }

    // MARK: TCH-14

    @Test("TCH-14, BP-09: touches work as dictionary keys by identity")
    func identityKeys() {
        let (sim, _, view) = makeScene()
        view.isMultipleTouchEnabled = true
        var beganAt: [UITouch: CGPoint] = [:]
        var lookedUp: [CGPoint?] = []
        view.onCall = { method, touches, _ in
            switch method {
            case "began": for t in touches { beganAt[t] = t.location(in: view) }
            case "ended": for t in touches.sorted(by: { $0.location(in: nil).x < $1.location(in: nil).x }) {
                lookedUp.append(beganAt[t])
            }
            default: break
            }
        }
        // Two fingers at the same spot: equal positions, distinct touches.
        let fingers = sim.touchDown(at: [CGPoint(x: 100, y: 150), CGPoint(x: 100, y: 150)])
        #expect(beganAt.count == 2)
        let keys = Array(beganAt.keys)
        #expect(keys[0] != keys[1])
        sim.move([(fingers[0], CGPoint(x: 90, y: 150)), (fingers[1], CGPoint(x: 140, y: 150))])
        sim.lift(fingers)
        #expect(lookedUp == [CGPoint(x: 50, y: 50), CGPoint(x: 50, y: 50)])
        // The keys are the same objects the view saw throughout.
        let seenObjects = Set(view.sightings.map { ObjectIdentifier($0.touch) })
        #expect(seenObjects == Set(keys.map(ObjectIdentifier.init)))
        #expect(keys[0] == keys[0])
        #expect(Set([keys[0], keys[0], keys[1]]).count == 2)
    }

    // MARK: Azimuth

    @Test("TCH-03, TCH-08 (pencil): azimuthAngle(in:) is measured in the given view's coordinates")
    func azimuthInRotatedView() throws {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let rotated = TouchProbeView("R", frame: CGRect(x: 110, y: 190, width: 100, height: 100))
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 6)
        window.addSubview(plain)
        window.addSubview(rotated)
        touchTestsSendFrame(sim, [
            DigitizerContact(id: 1, location: CGPoint(x: 160, y: 240), type: .pencil, azimuthAngle: .pi / 4)
        ])
        let touch = try #require(rotated.sightings.first?.touch)
        #expect(approx(touch.azimuthAngle(in: nil), .pi / 4))
        #expect(approx(touch.azimuthAngle(in: window), .pi / 4))
        #expect(approx(touch.azimuthAngle(in: plain), .pi / 4))
        // Screen angle π/4 seen from a view turned by π/6 is π/4 − π/6 = π/12.
        #expect(approx(touch.azimuthAngle(in: rotated), .pi / 12))
        let v = touch.azimuthUnitVector(in: rotated)
        #expect(approx(v.dx, cos(.pi / 12)) && approx(v.dy, sin(.pi / 12)))
    }
}

/// The tracker keeps at most `maximumPendingEstimations` touches waiting for estimated-property updates.
@MainActor
@Suite("Estimated properties: bounded bookkeeping")
struct EstimatedPropertiesBoundTests {
    @Test("TCH-11 updates for the oldest of too many pending estimations are dropped; recent ones still apply")
    func bounded() {
        final class Probe: UIView {
            var updated = 0
            override func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) { updated += touches.count }
        }
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let v = Probe(frame: window.bounds)
        window.addSubview(v)
        let limit = TouchTracker.maximumPendingEstimations
        for i in 0..<(limit + 10) {
            for state in [DigitizerContact.State.touching, .lifted] {
                sim.application.enqueue(.digitizer(DigitizerFrame(timestamp: sim.now, contacts: [
                    DigitizerContact(id: 1, location: CGPoint(x: 10, y: 10), state: state,
                                     estimatedProperties: .force, estimatedPropertiesExpectingUpdates: .force,
                                     estimationUpdateIndex: i),
                ])))
                sim.scheduler.runDueActions()
            }
        }
        for i in [0, 9, 10, limit + 9] {
            sim.application.enqueue(.estimatedPropertiesUpdate(EstimatedPropertiesUpdate(
                timestamp: sim.now, estimationUpdateIndex: i, force: 1, finalProperties: .force)))
        }
        sim.scheduler.runDueActions()
        #expect(v.updated == 2)  // indices 0 and 9 were evicted; 10 and limit + 9 apply
    }
}
