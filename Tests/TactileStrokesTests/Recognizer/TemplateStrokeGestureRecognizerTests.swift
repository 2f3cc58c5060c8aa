import Foundation
import Testing
@testable import Tactile
@testable import TactileStrokes
import TactileTesting

/// The template recognizer driven by real touch delivery on virtual time: a discrete recognizer (GSM-10) that
/// recognizes or fails when the finger lifts, reports the match and the N-best list, and takes part in
/// require-to-fail (GRI-01), simultaneous recognition (GRI-09) and delegate vetoes (GRI-12) like the built-ins.
@MainActor
@Suite("Template stroke recognizer")
struct TemplateStrokeGestureRecognizerTests {
    let sim = TouchSimulator()
    let log = EventLog()

    /// A template's points placed on screen: scaled and moved into the window.
    static func onScreen(_ points: [CGPoint], scale: CGFloat = 1.5, at origin: CGPoint = CGPoint(x: 80, y: 150))
        -> [CGPoint]
    {
        points.map { CGPoint(x: origin.x + $0.x * scale, y: origin.y + $0.y * scale) }
    }

    /// Draws one stroke through the pipeline, a point every 1/60 s, lifting at the last point.
    func draw(_ points: [CGPoint]) {
        let keys = points.enumerated().map {
            TouchPath.Keyframe(time: Double($0.offset) / 60, location: $0.element)
        }
        sim.perform([TouchPath(keyframes: keys)])
    }

    func scene(_ templates: [StrokeTemplate] = BuiltInStrokeTemplates.dollarOneGestures)
        -> (TemplateStrokeGestureRecognizer, RecordingView)
    {
        let window = sim.makeWindow()
        let view = RecordingView("V", frame: window.bounds, log: log)
        window.addSubview(view)
        let strokes = TemplateStrokeGestureRecognizer(templates: templates)
        view.addGestureRecognizer(strokes)
        return (strokes, view)
    }

    @Test("GSM-10 a drawn star is recognized once at lift, with its name, score and N-best list; never began or changed")
    func recognizesStar() {
        let (strokes, _) = scene()
        var seen: [(UIGestureRecognizer.State, String?, Int)] = []
        strokes.addAction { r in
            let t = r as! TemplateStrokeGestureRecognizer
            seen.append((t.state, t.match?.name, t.matches.count))
            log.record("target", "action")
        }
        let star = Self.onScreen(GeneratedStrokes.transformed(BuiltInStrokeTemplates.star.points, degrees: 20))
        let finger = sim.touchDown(at: star[0])
        for p in star.dropFirst() {
            sim.advance(by: 1.0 / 60)
            sim.move(finger, to: p)
            #expect(strokes.state == .possible)  // discrete: nothing before the lift
        }
        #expect(seen.isEmpty)
        sim.lift(finger)
        #expect(seen.count == 1)
        #expect(seen.first?.0 == .recognized)
        #expect(seen.first?.1 == "star")
        #expect(seen.first?.2 == 16)
        #expect((strokes.match?.score ?? 0) >= strokes.effectiveMinimumScore)
        #expect(strokes.effectiveAlgorithm == .protractor)
        #expect(strokes.state == .possible)
        #expect(strokes.resetCount == 1)
        #expect(strokes.strokes.isEmpty)
        #expect(strokes.lastStrokes.count == 1)
        #expect(strokes.lastStrokes[0].first == star[0])  // window coordinates
        // cancelsTouchesInView: the view's touch is cancelled before the action.
        #expect(log.lines.suffix(2) == ["V.touchesCancelled(t1)", "target.action"])
    }

    @Test("a scribble fails at lift: no action, the view gets its touchesEnded, the match is below the threshold")
    func scribbleFails() {
        let (strokes, _) = scene()
        var actions = 0
        strokes.addAction { _ in actions += 1 }
        var random = StrokeTestRandom(seed: 5)
        draw(Self.onScreen(GeneratedStrokes.scribble(corners: 9, random: &random)))
        #expect(actions == 0)
        #expect(strokes.resetCount == 1)
        #expect((strokes.match?.score ?? 1) < strokes.effectiveMinimumScore)
        #expect(log.lines.last == "V.touchesEnded(t1)")
    }

    @Test("a tap is too short to match: it fails, and a tap recognizer that requires it to fail then recognizes (GRI-01)")
    func tapWaitsForStrokeFailure() {
        let (strokes, view) = scene()
        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(tap)
        tap.require(toFail: strokes)
        var events: [String] = []
        strokes.addAction { _ in events.append("strokes") }
        tap.addAction { _ in events.append("tap") }
        sim.tap(at: CGPoint(x: 100, y: 100))
        #expect(events == ["tap"])
        #expect(strokes.match == nil)
        // A drawn check is recognized, and the tap (which moved too far anyway) does not fire.
        sim.advance(by: 1)
        draw(Self.onScreen(BuiltInStrokeTemplates.check.points))
        #expect(events == ["tap", "strokes"])
    }

    @Test("GRI-01 a stroke recognizer that requires a pan to fail fails when the pan begins, and recognizes when the pan is out")
    func strokeWaitsForOther() {
        let (strokes, view) = scene()
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        strokes.require(toFail: pan)
        var events: [String] = []
        strokes.addAction { events.append("strokes \($0.state)") }
        pan.addAction { events.append("pan \($0.state)") }
        // The pan begins after the slop, so the stroke recognizer, which requires it to fail, fails.
        draw(Self.onScreen(BuiltInStrokeTemplates.check.points))
        #expect(events.first == "pan began")
        #expect(!events.contains { $0.hasPrefix("strokes") })
        // With the pan disabled it is not taking part, so the requirement is met at once.
        sim.advance(by: 1)
        pan.isEnabled = false
        events.removeAll()
        draw(Self.onScreen(BuiltInStrokeTemplates.check.points))
        #expect(events == ["strokes ended"])
    }

    final class Delegate: UIGestureRecognizerDelegate {
        var shouldBegin = true
        var simultaneous = false
        var asked: [String] = []
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            asked.append("shouldBegin(\(type(of: gestureRecognizer)))")
            return shouldBegin
        }
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool { simultaneous }
    }

    @Test("GRI-09 with a pan on the same view: the pan wins alone, or both recognize when the delegate allows it")
    func simultaneousWithPan() {
        let (strokes, view) = scene()
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        var events: [String] = []
        strokes.addAction { events.append("strokes \(($0 as! TemplateStrokeGestureRecognizer).match?.name ?? "")") }
        pan.addAction { events.append("pan \($0.state)") }
        let delegate = Delegate()
        strokes.delegate = delegate
        draw(Self.onScreen(BuiltInStrokeTemplates.triangle.points))
        #expect(events.first == "pan began")
        #expect(events.last == "pan ended")
        #expect(!events.contains { $0.hasPrefix("strokes") })  // prevented by the pan
        sim.advance(by: 1)
        events.removeAll()
        delegate.simultaneous = true
        draw(Self.onScreen(BuiltInStrokeTemplates.triangle.points))
        #expect(events.first == "pan began")
        #expect(events.suffix(2).contains("strokes triangle"))
        #expect(events.contains("pan ended"))
    }

    @Test("GRI-12 a delegate that vetoes the begin fails the recognizer: asked once, no action")
    func delegateVeto() {
        let (strokes, _) = scene()
        let delegate = Delegate()
        delegate.shouldBegin = false
        strokes.delegate = delegate
        var actions = 0
        strokes.addAction { _ in actions += 1 }
        draw(Self.onScreen(BuiltInStrokeTemplates.circle.points))
        #expect(actions == 0)
        #expect(delegate.asked == ["shouldBegin(TemplateStrokeGestureRecognizer)"])
        #expect(strokes.match?.name == "circle")  // it matched; the delegate said no
        delegate.shouldBegin = true
        sim.advance(by: 1)
        draw(Self.onScreen(BuiltInStrokeTemplates.circle.points))
        #expect(actions == 1)
    }

    @Test("targetTemplateNames: the other templates only reject look-alikes")
    func targets() {
        let (strokes, _) = scene()
        strokes.targetTemplateNames = ["check"]
        var names: [String] = []
        strokes.addAction { names.append(($0 as! TemplateStrokeGestureRecognizer).match?.name ?? "") }
        draw(Self.onScreen(BuiltInStrokeTemplates.v.points))
        #expect(names.isEmpty)
        #expect(strokes.match?.name == "v")
        sim.advance(by: 1)
        draw(Self.onScreen(BuiltInStrokeTemplates.check.points))
        #expect(names == ["check"])
    }

    @Test("a second finger fails it at once; a cancelled touch fails it")
    func secondFingerAndCancel() {
        let (strokes, _) = scene()
        var actions = 0
        strokes.addAction { _ in actions += 1 }
        let first = sim.touchDown(at: CGPoint(x: 50, y: 50))
        sim.advance(by: 0.02)
        sim.move(first, to: CGPoint(x: 80, y: 90))
        let second = sim.touchDown(at: CGPoint(x: 200, y: 200))
        #expect(strokes.state == .failed)
        sim.lift([first, second])
        #expect(strokes.state == .possible)
        let f = sim.touchDown(at: CGPoint(x: 50, y: 50))
        sim.advance(by: 0.02)
        sim.move(f, to: CGPoint(x: 120, y: 150))
        sim.cancel([f])
        #expect(actions == 0)
        #expect(strokes.resetCount == 2)
    }

    @Test("multistroke templates: it waits strokeInterval for another stroke, and decides at once on the last allowed one")
    func multistroke() {
        let line = StrokeTemplate(name: "slash", points: BuiltInStrokeTemplates.polyline([(100, 0), (0, 100)]))
        let x = StrokeTemplate(
            name: "x", strokes: [BuiltInStrokeTemplates.polyline([(0, 0), (100, 100)]),
                BuiltInStrokeTemplates.polyline([(100, 0), (0, 100)])])
        let (strokes, _) = scene([line, x])
        strokes.orientation = .sensitive
        #expect(strokes.effectiveAlgorithm == .dollarP)
        #expect(strokes.effectiveMaximumNumberOfStrokes == 2)
        var names: [(String, TimeInterval)] = []
        strokes.addAction { names.append((($0 as! TemplateStrokeGestureRecognizer).match?.name ?? "", sim.now)) }
        // Two strokes, the second 0.2 s after the first: an x, decided when the second lifts.
        draw(Self.onScreen([CGPoint(x: 100, y: 100), CGPoint(x: 0, y: 0)]))
        #expect(names.isEmpty)
        #expect(strokes.state == .possible)
        sim.advance(by: 0.2)
        draw(Self.onScreen([CGPoint(x: 0, y: 100), CGPoint(x: 100, y: 0)]))
        #expect(names.map(\.0) == ["x"])
        #expect(strokes.lastStrokes.count == 2)
        // One stroke: decided strokeInterval after the lift.
        sim.advance(by: 1)
        draw(Self.onScreen([CGPoint(x: 100, y: 0), CGPoint(x: 0, y: 100)]))
        let lifted = sim.now
        #expect(names.count == 1)
        sim.advance(by: 0.49)
        #expect(names.count == 1)
        sim.advance(by: 0.02)
        #expect(names.count == 2)
        #expect(names.last?.0 == "slash")
        #expect(abs((names.last?.1 ?? 0) - (lifted + 0.5)) < 1e-9)
    }

    @Test("draw once and save: a recording becomes a template (and the recognizer fails), then that gesture is recognized")
    func recording() throws {
        let (strokes, _) = scene([])
        var recorded: [StrokeTemplate] = []
        var actions: [String] = []
        strokes.addAction { actions.append(($0 as! TemplateStrokeGestureRecognizer).match?.name ?? "") }
        strokes.recordTemplate(named: "zigzag") { recorded.append($0) }
        #expect(strokes.isRecording)
        let zigzag = BuiltInStrokeTemplates.polyline([(0, 0), (30, 60), (60, 0), (90, 60), (120, 0)])
        draw(Self.onScreen(zigzag, scale: 1))
        #expect(actions.isEmpty)
        #expect(!strokes.isRecording)
        #expect(recorded.count == 1)
        #expect(recorded.first?.name == "zigzag")
        #expect(strokes.templates.names == ["zigzag"])
        // The saved set reads back the same.
        let text = strokes.templates.text
        #expect(try StrokeTemplateSet(text: text) == strokes.templates)
        strokes.templates.append(BuiltInStrokeTemplates.circle)
        sim.advance(by: 1)
        draw(Self.onScreen(GeneratedStrokes.transformed(zigzag, degrees: 10, scale: 0.7), scale: 1, at: CGPoint(x: 150, y: 300)))
        #expect(actions == ["zigzag"])
        sim.advance(by: 1)
        draw(Self.onScreen(BuiltInStrokeTemplates.circle.points))
        #expect(actions == ["zigzag", "circle"])
    }
}
