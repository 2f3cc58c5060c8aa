import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// Apple Pencil and the recognizers' touch types: `allowedTouchTypes`, `requiresExclusiveTouchType`, and the
/// simulator's pencil (force, angles, hover).
@MainActor
@Suite("Apple Pencil touches and recognizers")
struct PencilTouchTypeTests {
    let sim = TouchSimulator()

    /// Records the type of every touch the recognizer receives; never recognizes.
    final class TypeRecorder: UIGestureRecognizer {
        var began: [UITouch.TouchType] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesBegan(touches, with: event)
            began += touches.map(\.type)
        }
    }

    func canvas() -> UIView {
        let window = sim.makeWindow()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        return view
    }

    @Test("TCH-08: a pan allowing only .pencil ignores a finger's drag and recognizes the pencil's")
    func pencilOnlyPan() {
        let view = canvas()
        let pan = UIPanGestureRecognizer()
        pan.allowedTouchTypes = [UITouch.TouchType.pencil.rawValue as NSNumber]
        var states: [UIGestureRecognizer.State] = []
        pan.addAction { states.append($0.state) }
        view.addGestureRecognizer(pan)
        sim.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 200, y: 200))
        #expect(states.isEmpty)
        sim.pencilStroke(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 200, y: 200))
        #expect(states.first == .began && states.last == .ended)
    }

    @Test("allowedTouchTypes and allowedPressTypes are UIKit's NSNumber lists, the typed lists beside them")
    func numberSpellings() {
        let pan = UIPanGestureRecognizer()
        #expect(pan.allowedTouchTypes.map(\.intValue) == [0, 1, 2, 3])
        pan.allowedTouchTypes = [UITouch.TouchType.pencil.rawValue as NSNumber, 99]  // 99 names no type: dropped
        #expect(pan.allowedTouchTypeValues == [.pencil])
        #expect(pan.allowedTouchTypes == [NSNumber(value: UITouch.TouchType.pencil.rawValue)])
        pan.allowedTouchTypeValues = [.direct, .indirectPointer]
        #expect(pan.allowedTouchTypes.map(\.intValue) == [0, 3])
        pan.allowedPressTypes = [UIPress.PressType.select.rawValue as NSNumber]
        #expect(pan.allowedPressTypeValues == [.select])
        pan.allowedPressTypeValues = [.menu, .playPause]
        #expect(pan.allowedPressTypes.map(\.intValue)
            == [UIPress.PressType.menu.rawValue, UIPress.PressType.playPause.rawValue])
    }

    @Test("TCH-08: a recognizer allowing only .direct ignores the pencil")
    func fingerOnly() {
        let view = canvas()
        let recorder = TypeRecorder()
        recorder.allowedTouchTypeValues = [.direct]
        view.addGestureRecognizer(recorder)
        let pencil = sim.pencilDown(at: CGPoint(x: 40, y: 40))
        sim.lift(pencil)
        sim.tap(at: CGPoint(x: 40, y: 40))
        #expect(recorder.began == [.direct])
    }

    @Test("TCH-08: requiresExclusiveTouchType (the default) keeps a finger from a recognizer tracking the pencil")
    func exclusiveTouchType() {
        let view = canvas()
        let exclusive = TypeRecorder(), mixed = TypeRecorder()
        mixed.requiresExclusiveTouchType = false
        #expect(exclusive.requiresExclusiveTouchType)
        view.addGestureRecognizer(exclusive)
        view.addGestureRecognizer(mixed)
        let pencil = sim.pencilDown(at: CGPoint(x: 40, y: 40))
        let finger = sim.touchDown(at: CGPoint(x: 120, y: 120))
        #expect(exclusive.began == [.pencil])
        #expect(mixed.began == [.pencil, .direct])
        #expect(exclusive.numberOfTouches == 1 && mixed.numberOfTouches == 2)
        sim.lift([pencil, finger])
        // Once the recognizer has reset, the other type is welcome again.
        sim.tap(at: CGPoint(x: 40, y: 40))
        #expect(exclusive.began.last == .direct)
    }

    @Test("EVT-06, F3D-07: the simulator's pencil carries force, maximumPossibleForce, altitude and azimuth")
    func simulatedPencil() {
        let view = canvas()
        let turned = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        turned.transform = CGAffineTransform(rotationAngle: .pi / 2)
        view.addSubview(turned)
        var seen: [(UITouch.TouchType, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat)] = []
        final class Probe: UIView {
            var onTouch: (UITouch) -> Void = { _ in }
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { touches.forEach(onTouch) }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { touches.forEach(onTouch) }
        }
        let probe = Probe(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        view.addSubview(probe)
        probe.onTouch = { t in
            seen.append((t.type, t.force, t.maximumPossibleForce, t.altitudeAngle, t.azimuthAngle(in: nil),
                t.azimuthAngle(in: turned)))
        }
        let pencil = sim.pencilDown(at: CGPoint(x: 20, y: 20), force: 0.5, altitudeAngle: .pi / 3, azimuthAngle: .pi / 2)
        sim.movePencil(pencil, to: CGPoint(x: 30, y: 20), force: 2.5, altitudeAngle: .pi / 4)
        sim.lift(pencil)
        #expect(seen.count == 2)
        #expect(seen.allSatisfy { $0.0 == .pencil && $0.2 == TouchSimulator.pencilMaximumPossibleForce })
        #expect(seen.map(\.1) == [0.5, 2.5])
        #expect(seen.map(\.3) == [.pi / 3, .pi / 4])
        #expect(seen.map(\.4) == [.pi / 2, .pi / 2])
        // In a view turned a quarter turn clockwise, "down the screen" is the view's +x.
        #expect(seen.allSatisfy { abs($0.5) < 1e-9 })
    }

    @Test("an azimuth given in a view's coordinates is turned into the screen's")
    func azimuthInViewCoordinates() {
        let view = canvas()
        let turned = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        turned.transform = CGAffineTransform(rotationAngle: .pi / 2)
        view.addSubview(turned)
        var vectors: [CGVector] = []
        final class Probe: UIView {
            var onTouch: (UITouch) -> Void = { _ in }
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { touches.forEach(onTouch) }
        }
        let probe = Probe(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        turned.addSubview(probe)
        probe.onTouch = { vectors.append($0.azimuthUnitVector(in: turned)); vectors.append($0.azimuthUnitVector(in: nil)) }
        let pencil = sim.pencilDown(at: CGPoint(x: 50, y: 50), in: turned, azimuthAngle: 0)
        sim.lift(pencil)
        #expect(vectors.count == 2)
        // +x of the turned view is +y of the screen.
        #expect(abs(vectors[0].dx - 1) < 1e-9 && abs(vectors[0].dy) < 1e-9)
        #expect(abs(vectors[1].dx) < 1e-9 && abs(vectors[1].dy - 1) < 1e-9)
    }

    @Test("a hovering pencil's height and angles reach the hover recognizer: zOffset, altitudeAngle, azimuthAngle(in:)")
    func hoverValues() {
        let view = canvas()
        let hover = UIHoverGestureRecognizer()
        var seen: [String] = []
        hover.addAction { r in
            let h = r as! UIHoverGestureRecognizer
            seen.append("\(h.state) z \(h.zOffset) alt \(h.altitudeAngle) az \(h.azimuthAngle(in: nil))")
            #expect(abs(h.azimuthAngle(in: view) - 2) < 1e-9)
        }
        view.addGestureRecognizer(hover)
        #expect(hover.zOffset == 0 && hover.altitudeAngle == .pi / 2)
        sim.pencilHover(at: CGPoint(x: 50, y: 50), zOffset: 0.5, altitudeAngle: 1, azimuthAngle: 2)
        sim.pencilHover(at: CGPoint(x: 50, y: 50), zOffset: 0.25, altitudeAngle: 1, azimuthAngle: 2)  // only lower
        sim.hoverExit()
        #expect(seen == ["began z 0.5 alt 1.0 az 2.0", "changed z 0.25 alt 1.0 az 2.0", "ended z 0.25 alt 1.0 az 2.0"])
        let vector = hover.azimuthUnitVector(in: nil)
        #expect(abs(vector.dx - cos(2)) < 1e-12 && abs(vector.dy - sin(2)) < 1e-12)
    }

    @Test("a pencil stroke that hovers first: the hover recognizer begins, ends as the pencil touches, and again after")
    func hoverAroundAStroke() {
        let view = canvas()
        let hover = UIHoverGestureRecognizer()
        var log: [String] = []
        hover.addAction { log.append("hover \($0.state)") }
        view.addGestureRecognizer(hover)
        let pan = UIPanGestureRecognizer()
        pan.addAction { r in if r.state == .began { log.append("pan began") } }
        view.addGestureRecognizer(pan)
        sim.pencilStroke(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 200, y: 50), hoversFirst: true)
        #expect(log == ["hover began", "hover ended", "pan began", "hover began", "hover ended"])
    }
}
