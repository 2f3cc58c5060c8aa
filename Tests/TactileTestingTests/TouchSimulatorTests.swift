import Foundation
import Testing
import TactileTesting

// Tests for TouchSimulator and TouchPath: every gesture the simulator synthesizes, checked through the real
// pipeline (PIPE-07 … PIPE-12) with exact phases, locations, tap counts and virtual timing (TCH-03, TCH-04,
// TCH-05).

/// One touch as a handler saw it.
private struct Seen: Equatable {
    var call: String
    var label: String
    var location: CGPoint
    var screen: CGPoint
    var timestamp: TimeInterval
    var tapCount: Int
}

/// A recording view that also captures each touch's location, time and tap count during the call.
@MainActor
private final class GestureProbeView: RecordingView {
    var seen: [Seen] = []

    private func capture(_ call: String, _ touches: Set<UITouch>) {
        for t in touches.sorted(by: { log.label(for: $0) < log.label(for: $1) }) {
            seen.append(
                Seen(
                    call: call, label: log.label(for: t), location: t.location(in: self),
                    screen: t.location(in: nil), timestamp: t.timestamp, tapCount: t.tapCount))
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        capture("began", touches)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        capture("moved", touches)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        capture("ended", touches)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        capture("cancelled", touches)
    }

    func seen(_ call: String) -> [Seen] { seen.filter { $0.call == call } }

    /// Each touch's sightings, touches ordered by the x of their first sighting. (Labels of touches that begin
    /// in the same call follow set order, so they cannot tell simultaneous fingers apart.)
    func tracks() -> [[Seen]] {
        var order: [String] = []
        for s in seen where !order.contains(s.label) { order.append(s.label) }
        return order.map { label in seen.filter { $0.label == label } }
            .sorted { ($0.first?.location.x ?? 0) < ($1.first?.location.x ?? 0) }
    }
}

private func approx(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) <= tolerance }
private func approx(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }
private func approx(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-6) -> Bool {
    approx(a.x, b.x, tolerance) && approx(a.y, b.y, tolerance)
}

@MainActor
@Suite("TouchSimulator")
struct TouchSimulatorTests {
    /// A full-screen multitouch probe view in a 320×480 window at the screen origin.
    private func makeScene(start: TimeInterval = 1000) -> (TouchSimulator, UIWindow, GestureProbeView, EventLog) {
        let sim = TouchSimulator(start: start)
        let window = sim.makeWindow()
        let log = EventLog()
        let view = GestureProbeView("V", frame: CGRect(x: 0, y: 0, width: 320, height: 480), log: log)
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        return (sim, window, view, log)
    }

    @Test("makeWindow shows the window and makes it key; the simulator's clock is virtual")
    func setup() {
        let sim = TouchSimulator(start: 12)
        #expect(sim.now == 12)
        #expect(sim.application.scheduler === sim.scheduler)
        let window = sim.makeWindow()
        #expect(!window.isHidden)
        #expect(window.isKeyWindow)
        #expect(window.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(window.frame == sim.screen.bounds)
        #expect(sim.sampleInterval == 1.0 / 60.0)
        sim.advance(by: 3)
        #expect(sim.now == 15)
        #expect(TouchSimulator().now == 1000)
    }

    // MARK: tap

    @Test("tap: one finger goes down and lifts `duration` later at the same point (TCH-05)")
    func tapOneFinger() {
        let (sim, _, view, log) = makeScene()
        let t0 = sim.now
        sim.tap(at: CGPoint(x: 40.5, y: 60.25))
        #expect(log.lines == ["V.touchesBegan(t1)", "V.touchesEnded(t1)"])
        #expect(view.seen.map(\.location) == [CGPoint(x: 40.5, y: 60.25), CGPoint(x: 40.5, y: 60.25)])
        #expect(view.seen.map(\.timestamp) == [t0, t0 + 0.05])
        #expect(view.seen.map(\.tapCount) == [1, 1])
        #expect(sim.now == t0 + 0.05)

        sim.advance(by: 1)
        let t1 = sim.now
        sim.tap(at: CGPoint(x: 10, y: 10), duration: 0.25)
        #expect(view.seen.suffix(2).map(\.timestamp) == [t1, t1 + 0.25])
    }

    @Test("tap with two fingers: both go down together 20 pt apart and lift together")
    func tapTwoFingers() {
        let (sim, _, view, log) = makeScene()
        sim.tap(at: CGPoint(x: 100, y: 200), fingers: 2)
        #expect(log.lines == ["V.touchesBegan(t1,t2)", "V.touchesEnded(t1,t2)"])
        let tracks = view.tracks()
        #expect(tracks.map { $0.map(\.call) } == [["began", "ended"], ["began", "ended"]])
        #expect(tracks.map { $0.map(\.location) } == [
            [CGPoint(x: 100, y: 200), CGPoint(x: 100, y: 200)], [CGPoint(x: 120, y: 200), CGPoint(x: 120, y: 200)],
        ])
    }

    @Test("doubleTap: two taps `interval` apart, tap counts 1 then 2 (TCH-04)")
    func doubleTap() {
        let (sim, _, view, log) = makeScene()
        let t0 = sim.now
        sim.doubleTap(at: CGPoint(x: 50, y: 50))
        #expect(log.lines == ["V.touchesBegan(t1)", "V.touchesEnded(t1)", "V.touchesBegan(t2)", "V.touchesEnded(t2)"])
        #expect(view.seen.map(\.tapCount) == [1, 1, 2, 2])
        // Down, lift 0.05 s later, next down 0.1 s after the lift, lift 0.05 s later.
        let times = view.seen.map { $0.timestamp - t0 }
        #expect(approx(times[0], 0) && approx(times[1], 0.05) && approx(times[2], 0.15) && approx(times[3], 0.2))
    }

    @Test("doubleTap with an interval longer than multiTapInterval gives tap counts 1 and 1")
    func slowDoubleTap() {
        let (sim, _, view, _) = makeScene()
        sim.doubleTap(at: CGPoint(x: 50, y: 50), interval: 0.5)
        #expect(view.seen.map(\.tapCount) == [1, 1, 1, 1])
    }

    // MARK: longPress

    @Test("longPress: one still finger held for `duration` on the virtual clock, then lifted")
    func longPress() {
        let (sim, _, view, log) = makeScene()
        let t0 = sim.now
        sim.longPress(at: CGPoint(x: 30, y: 30))
        #expect(log.lines == ["V.touchesBegan(t1)", "V.touchesEnded(t1)"])
        #expect(view.seen.map(\.timestamp) == [t0, t0 + 0.6])
        #expect(view.seen.map(\.location) == [CGPoint(x: 30, y: 30), CGPoint(x: 30, y: 30)])

        let t1 = sim.now
        sim.longPress(at: CGPoint(x: 30, y: 30), duration: 1.5)
        #expect(view.seen.suffix(2).map(\.timestamp) == [t1, t1 + 1.5])
        #expect(sim.now == t1 + 1.5)
    }

    @Test("longPress: timers fire during the press, on virtual time")
    func longPressRunsTimers() {
        let (sim, _, _, log) = makeScene()
        let t0 = sim.now
        var firedAt: TimeInterval?
        var firedWhileDown = false
        sim.scheduler.schedule(after: 0.5) {
            firedAt = sim.now
            firedWhileDown = log.lines == ["V.touchesBegan(t1)"]
        }
        sim.longPress(at: CGPoint(x: 30, y: 30), duration: 0.6)
        #expect(firedAt == t0 + 0.5)
        #expect(firedWhileDown)
    }

    // MARK: drag and swipe

    @Test("drag: samples every sampleInterval — 0.25 s at 1/20 s gives began, 5 moves, then the lift in place")
    func dragSampleCountCoarse() {
        let (sim, _, view, log) = makeScene()
        sim.sampleInterval = 0.05
        let t0 = sim.now
        sim.drag(from: CGPoint(x: 0, y: 100), to: CGPoint(x: 100, y: 200), duration: 0.25)
        #expect(log.lines == [
            "V.touchesBegan(t1)", "V.touchesMoved(t1)", "V.touchesMoved(t1)", "V.touchesMoved(t1)",
            "V.touchesMoved(t1)", "V.touchesMoved(t1)", "V.touchesEnded(t1)",
        ])
        // The last move reaches the end point; the lift follows at the same point and instant, without moving.
        let expected = (0...5).map { CGPoint(x: CGFloat($0) * 20, y: 100 + CGFloat($0) * 20) } + [CGPoint(x: 100, y: 200)]
        #expect(view.seen.count == 7)
        for (seen, point) in zip(view.seen, expected) { #expect(approx(seen.location, point)) }
        let times = (0...5).map { Double($0) * 0.05 } + [0.25]
        for (seen, time) in zip(view.seen, times) { #expect(approx(seen.timestamp - t0, time)) }
    }

    @Test("drag: default 0.25 s at 1/60 s is 15 intervals: began, 15 moves evenly spaced, the lift in place")
    func dragSampleCountDefault() {
        let (sim, _, view, _) = makeScene()
        let t0 = sim.now
        sim.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 160, y: 10))
        #expect(view.seen("began").count == 1)
        #expect(view.seen("moved").count == 15)
        #expect(view.seen("ended").count == 1)
        #expect(view.seen("moved").last.map { approx($0.location, CGPoint(x: 160, y: 10)) } == true)
        #expect(view.seen.last.map { approx($0.location, CGPoint(x: 160, y: 10)) } == true)
        #expect(view.seen.last.map { approx($0.timestamp, t0 + 0.25) } == true)
        // Every step is one sample interval (10 pt at 600 pt/s); no step is a near-duplicate sample. The lift
        // comes at the instant of the last move.
        let times = view.seen.filter { $0.call != "ended" }.map(\.timestamp)
        for (a, b) in zip(times, times.dropFirst()) { #expect(approx(b - a, 1.0 / 60.0, 1e-6)) }
        #expect(view.seen("ended").first?.timestamp == times.last)
    }

    @Test("drag: points given in a view are in that view's coordinates")
    func dragInView() {
        let (sim, window, _, log) = makeScene()
        let inner = GestureProbeView("I", frame: CGRect(x: 100, y: 100, width: 100, height: 100), log: log)
        window.addSubview(inner)
        sim.sampleInterval = 0.125
        sim.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 50, y: 90), in: inner, duration: 0.25)
        #expect(log.lines == ["I.touchesBegan(t1)", "I.touchesMoved(t1)", "I.touchesMoved(t1)", "I.touchesEnded(t1)"])
        #expect(inner.seen.map(\.location) == [
            CGPoint(x: 10, y: 10), CGPoint(x: 30, y: 50), CGPoint(x: 50, y: 90), CGPoint(x: 50, y: 90),
        ])
        #expect(inner.seen.map(\.screen) == [
            CGPoint(x: 110, y: 110), CGPoint(x: 130, y: 150), CGPoint(x: 150, y: 190), CGPoint(x: 150, y: 190),
        ])
    }

    @Test("swipe: a quick drag, 0.08 s by default — at 1/60 s: began, 5 moves, the lift in place")
    func swipe() {
        let (sim, _, view, _) = makeScene()
        let t0 = sim.now
        sim.swipe(from: CGPoint(x: 20, y: 240), to: CGPoint(x: 300, y: 240))
        // Samples at 0, 1/60, 2/60, 3/60, 4/60 s, the end point at 0.08 s, then the lift there.
        #expect(view.seen.map(\.call) == ["began", "moved", "moved", "moved", "moved", "moved", "ended"])
        #expect(view.seen[5].location == CGPoint(x: 300, y: 240))
        #expect(view.seen.first?.location == CGPoint(x: 20, y: 240))
        #expect(view.seen.last.map { approx($0.location, CGPoint(x: 300, y: 240)) } == true)
        #expect(view.seen.last.map { approx($0.timestamp - t0, 0.08) } == true)
        // Linear interpolation: at 1/60 s the finger has covered (1/60)/0.08 of 280 pt.
        #expect(approx(view.seen[1].location.x, CGFloat(20 + 280 * (1.0 / 60.0) / 0.08)))
    }

    // MARK: pinch and rotate

    @Test("pinch: two fingers on a horizontal line; the final distance is startDistance × scale")
    func pinch() {
        let (sim, _, view, log) = makeScene()
        sim.pinch(center: CGPoint(x: 160, y: 240), scale: 2)
        let began = view.tracks().compactMap(\.first).map(\.location)
        let ended = view.tracks().compactMap(\.last).map(\.location)
        #expect(log.lines.first == "V.touchesBegan(t1,t2)")
        #expect(log.lines.last == "V.touchesEnded(t1,t2)")
        #expect(log.lines.dropFirst().dropLast().allSatisfy { $0 == "V.touchesMoved(t1,t2)" })
        #expect(began == [CGPoint(x: 110, y: 240), CGPoint(x: 210, y: 240)])
        #expect(ended.count == 2)
        #expect(approx(ended[0], CGPoint(x: 60, y: 240)) && approx(ended[1], CGPoint(x: 260, y: 240)))
        #expect(approx(abs(ended[1].x - ended[0].x), 200))

        log.clear()
        view.seen.removeAll()
        sim.advance(by: 1)
        sim.pinch(center: CGPoint(x: 160, y: 240), scale: 0.25, startDistance: 160)
        let end2 = view.tracks().compactMap(\.last).map(\.location)
        #expect(view.tracks().compactMap(\.first).map(\.location) == [CGPoint(x: 80, y: 240), CGPoint(x: 240, y: 240)])
        #expect(end2.count == 2)
        #expect(approx(abs(end2[1].x - end2[0].x), 40))
    }

    @Test("rotate: two opposite fingers on a circle turn by `angle` (positive is clockwise on screen)")
    func rotate() {
        let (sim, _, view, log) = makeScene()
        let c = CGPoint(x: 160, y: 240)
        sim.rotate(center: c, angle: .pi / 2)
        #expect(log.lines.first == "V.touchesBegan(t1,t2)")
        #expect(log.lines.last == "V.touchesEnded(t1,t2)")
        // Tracks ordered by starting x: the finger that starts at angle π (left), then the one at angle 0.
        let began = view.tracks().compactMap(\.first).map(\.location)
        let ended = view.tracks().compactMap(\.last).map(\.location)
        #expect(view.tracks().map { $0.last?.call } == ["ended", "ended"])
        #expect(began.count == 2 && ended.count == 2)
        #expect(approx(began[0], CGPoint(x: 110, y: 240)) && approx(began[1], CGPoint(x: 210, y: 240)))
        // After a quarter turn clockwise (y down), the right finger is below the centre and the left one above.
        #expect(approx(ended[1], CGPoint(x: 160, y: 290)) && approx(ended[0], CGPoint(x: 160, y: 190)))
        let startAngle = atan2(began[1].y - began[0].y, began[1].x - began[0].x)
        let endAngle = atan2(ended[1].y - ended[0].y, ended[1].x - ended[0].x)
        #expect(approx(endAngle - startAngle, .pi / 2))
        // The fingers stay on the circle throughout.
        for s in view.seen {
            #expect(approx(hypot(s.location.x - c.x, s.location.y - c.y), 50, 1e-6))
        }
    }

    @Test("rotate: a custom radius and a negative (anticlockwise) angle")
    func rotateAnticlockwise() {
        let (sim, _, view, _) = makeScene()
        sim.rotate(center: CGPoint(x: 100, y: 100), angle: -.pi / 4, radius: 40)
        let ended = view.tracks().compactMap(\.last).map(\.location)
        #expect(ended.count == 2)
        let r = 40 / CGFloat(2).squareRoot()
        // The finger that started at (60, 100) turns to angle 3π/4; the one at (140, 100) to −π/4.
        #expect(approx(ended[0], CGPoint(x: 100 - r, y: 100 + r)))
        #expect(approx(ended[1], CGPoint(x: 100 + r, y: 100 - r)))
    }

    // MARK: perform

    @Test("perform: overlapping paths with different start delays share frames at equal instants")
    func performOverlappingPaths() {
        let (sim, _, view, log) = makeScene()
        sim.sampleInterval = 0.0625  // exact in binary, so instants line up exactly
        let t0 = sim.now
        sim.perform([
            TouchPath(from: CGPoint(x: 50, y: 0), to: CGPoint(x: 50, y: 100), duration: 0.25),
            TouchPath(from: CGPoint(x: 200, y: 0), to: CGPoint(x: 200, y: 100), duration: 0.25, delay: 0.125),
        ])
        #expect(log.lines == [
            "V.touchesBegan(t1)",  // 0
            "V.touchesMoved(t1)",  // 1/16
            "V.touchesBegan(t2)", "V.touchesMoved(t1)",  // 2/16: B starts while A moves
            "V.touchesMoved(t1,t2)",  // 3/16
            "V.touchesMoved(t1,t2)", "V.touchesEnded(t1)",  // 4/16: A reaches its end while B moves, then lifts
            "V.touchesMoved(t2)",  // 5/16
            "V.touchesMoved(t2)", "V.touchesEnded(t2)",  // 6/16: B reaches its end, then lifts
        ])
        let a = view.seen.filter { $0.label == "t1" }
        let b = view.seen.filter { $0.label == "t2" }
        let pathA: [CGPoint] = (0...4).map { (k: Int) -> CGPoint in CGPoint(x: 50, y: CGFloat(k) * 25) }
        let pathB: [CGPoint] = (0...4).map { (k: Int) -> CGPoint in CGPoint(x: 200, y: CGFloat(k) * 25) }
        #expect(a.map(\.location) == pathA + [CGPoint(x: 50, y: 100)])
        #expect(b.map(\.location) == pathB + [CGPoint(x: 200, y: 100)])
        #expect(a.map { $0.timestamp - t0 } == [0, 0.0625, 0.125, 0.1875, 0.25, 0.25])
        #expect(b.map { $0.timestamp - t0 } == [0.125, 0.1875, 0.25, 0.3125, 0.375, 0.375])
        #expect(sim.now == t0 + 0.375)
    }

    @Test("perform: keyframed paths pass through every keyframe")
    func performKeyframes() {
        let (sim, _, view, _) = makeScene()
        sim.sampleInterval = 0.25
        sim.perform([
            TouchPath(keyframes: [
                .init(time: 0, location: CGPoint(x: 10, y: 10)),
                .init(time: 0.5, location: CGPoint(x: 110, y: 10)),
                .init(time: 0.625, location: CGPoint(x: 110, y: 60)),
            ])
        ])
        // Instants: 0, 0.25 (sample), 0.5 (keyframe and sample), 0.625 (last keyframe, then the lift there).
        #expect(view.seen.map(\.call) == ["began", "moved", "moved", "moved", "ended"])
        #expect(view.seen.map(\.location) == [
            CGPoint(x: 10, y: 10), CGPoint(x: 60, y: 10), CGPoint(x: 110, y: 10), CGPoint(x: 110, y: 60),
            CGPoint(x: 110, y: 60),
        ])
    }

    @Test("TouchPath interpolates linearly and clamps outside its keyframes")
    func touchPathInterpolation() {
        let path = TouchPath(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 100, y: -50), duration: 2, delay: 1)
        #expect(path.keyframes.map(\.time) == [1, 3])
        #expect(path.location(at: 0) == CGPoint(x: 0, y: 0))
        #expect(path.location(at: 1) == CGPoint(x: 0, y: 0))
        #expect(path.location(at: 2) == CGPoint(x: 50, y: -25))
        #expect(path.location(at: 2.5) == CGPoint(x: 75, y: -37.5))
        #expect(path.location(at: 3) == CGPoint(x: 100, y: -50))
        #expect(path.location(at: 10) == CGPoint(x: 100, y: -50))
    }

    // MARK: Coordinates

    @Test("points given with a view are in its coordinates; without one they are screen points")
    func viewVersusScreenPoints() {
        let sim = TouchSimulator()
        let window = sim.makeWindow(frame: CGRect(x: 0, y: 40, width: 320, height: 440))
        let log = EventLog()
        let view = GestureProbeView("V", frame: CGRect(x: 100, y: 200, width: 50, height: 50), log: log)
        window.addSubview(view)
        #expect(sim.screenPoint(CGPoint(x: 10, y: 10), in: view) == CGPoint(x: 110, y: 250))
        #expect(sim.screenPoint(CGPoint(x: 10, y: 10), in: nil) == CGPoint(x: 10, y: 10))

        sim.tap(at: CGPoint(x: 10, y: 10), in: view)
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 110, y: 250))  // the same spot, in screen points
        #expect(log.lines == ["V.touchesBegan(t1)", "V.touchesEnded(t1)", "V.touchesBegan(t2)", "V.touchesEnded(t2)"])
        #expect(view.seen.map(\.location).allSatisfy { $0 == CGPoint(x: 10, y: 10) })
        // location(in: nil) is in window coordinates: the window is 40 pt down the screen.
        #expect(view.seen.map(\.screen).allSatisfy { $0 == CGPoint(x: 110, y: 210) })
    }

    @Test("points in a transformed view go through its transform")
    func transformedViewPoints() {
        let (sim, window, _, log) = makeScene()
        let scaled = GestureProbeView("S", frame: CGRect(x: 110, y: 190, width: 100, height: 100), log: log)
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        window.addSubview(scaled)
        sim.tap(at: CGPoint(x: 60, y: 70), in: scaled)
        #expect(log.lines == ["S.touchesBegan(t1)", "S.touchesEnded(t1)"])
        #expect(approx(scaled.seen[0].location, CGPoint(x: 60, y: 70)))
        #expect(approx(scaled.seen[0].screen, CGPoint(x: 180, y: 280)))
    }

    // MARK: Fingers

    @Test("touchDown / move / lift / cancel / repeatFrame drive single frames")
    func fingerPrimitives() {
        let (sim, _, view, log) = makeScene()
        let f = sim.touchDown(at: CGPoint(x: 10, y: 10), force: 0.5)
        let g = sim.touchDown(at: CGPoint(x: 50, y: 50))
        #expect(f != g)
        sim.move([(f, CGPoint(x: 20, y: 10)), (g, CGPoint(x: 60, y: 50))])
        sim.repeatFrame()
        sim.move(g, to: CGPoint(x: 70, y: 50))
        sim.cancel([g])
        sim.lift(f)
        sim.move(f, to: CGPoint(x: 99, y: 99))  // already lifted: ignored
        #expect(log.lines == [
            "V.touchesBegan(t1)", "V.touchesBegan(t2)", "V.touchesMoved(t1,t2)", "V.touchesMoved(t2)",
            "V.touchesCancelled(t2)", "V.touchesEnded(t1)",
        ])
        #expect(view.seen("ended").first?.location == CGPoint(x: 20, y: 10))
    }
}
