import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// The Multitouch chapter's listings, rebuilt and driven through the real pipeline
/// (requirements §26.3: EX-21 to EX-26; TCH-04, BP-08, BP-09, TCH-14).
@MainActor
@Suite("Multitouch chapter examples")
struct MultitouchChapterExamplesTests {
    let sim = TouchSimulator()

    // MARK: Listing 3-1

    /// Listing 3-1: a view that detects a double tap through `tapCount` in `touchesEnded`.
    final class DoubleTapView: UIView {
        var doubleTaps = 0
        var endedTapCounts: [Int] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            for touch in touches {
                endedTapCounts.append(touch.tapCount)
                if touch.tapCount >= 2 { respondToDoubleTapGesture(touch) }
            }
        }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
        func respondToDoubleTapGesture(_ touch: UITouch) { doubleTaps += 1 }
    }

    @Test("EX-21 / TCH-04 two quick taps call the double-tap handler once; a third quick tap calls it again")
    func listing31() {
        let window = sim.makeWindow()
        let v = DoubleTapView(frame: window.bounds)
        window.addSubview(v)
        sim.doubleTap(at: CGPoint(x: 100, y: 100), interval: 0.1)
        #expect(v.endedTapCounts == [1, 2])
        #expect(v.doubleTaps == 1)
        sim.advance(by: 0.1)
        sim.tap(at: CGPoint(x: 100, y: 100))
        #expect(v.endedTapCounts == [1, 2, 3])
        #expect(v.doubleTaps == 2)
    }

    @Test("EX-21 / GAP-06 two taps farther apart in time than the multi-tap interval are two single taps")
    func listing31Slow() {
        let window = sim.makeWindow()
        let v = DoubleTapView(frame: window.bounds)
        window.addSubview(v)
        let interval = sim.application.configuration.multiTapInterval
        sim.tap(at: CGPoint(x: 100, y: 100))
        sim.advance(by: interval + 0.01)
        sim.tap(at: CGPoint(x: 100, y: 100))
        #expect(v.endedTapCounts == [1, 1])
        #expect(v.doubleTaps == 0)
    }

    // MARK: Listing 3-2

    /// Listing 3-2: horizontal swipe tracking with HORIZ_SWIPE_DRAG_MIN = 12 and VERT_SWIPE_DRAG_MAX = 4
    /// (decisions DIS-20).
    final class SwipeView: UIView {
        static let horizontalSwipeDragMin: CGFloat = 12
        static let verticalSwipeDragMax: CGFloat = 4
        var startTouchPosition = CGPoint.zero
        var swipes: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            startTouchPosition = touches.first!.location(in: self)
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            let current = touches.first!.location(in: self)
            if abs(startTouchPosition.x - current.x) >= Self.horizontalSwipeDragMin,
                abs(startTouchPosition.y - current.y) <= Self.verticalSwipeDragMax
            {
                swipes.append(startTouchPosition.x < current.x ? "right" : "left")
            }
            startTouchPosition = .zero
        }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            startTouchPosition = .zero
        }
    }

    @Test(
        "EX-22 / BP-08 Listing 3-2 classifies swipes by end points only",
        arguments: [
            (CGPoint(x: 120, y: 102), ["right"]),
            (CGPoint(x: 85, y: 103), ["left"]),
            (CGPoint(x: 111, y: 100), []),
            (CGPoint(x: 130, y: 110), []),
        ] as [(CGPoint, [String])])
    func listing32(end: CGPoint, expected: [String]) {
        let window = sim.makeWindow()
        let v = SwipeView(frame: window.bounds)
        window.addSubview(v)
        sim.drag(from: CGPoint(x: 100, y: 100), to: end, duration: 0.1)
        #expect(v.swipes == expected)
    }

    @Test("EX-22 a circular path ending 20 pt to the right counts as a right swipe (documented limitation)")
    func listing32Circle() {
        let window = sim.makeWindow()
        let v = SwipeView(frame: window.bounds)
        window.addSubview(v)
        var keys: [TouchPath.Keyframe] = []
        for i in 0...12 {
            let a = CGFloat(i) / 12 * 2 * .pi
            keys.append(.init(time: Double(i) * 0.02, location: CGPoint(x: 110 - 10 * cos(a), y: 100 + 30 * sin(a))))
        }
        keys.append(.init(time: 0.3, location: CGPoint(x: 120, y: 100)))
        sim.perform([TouchPath(keyframes: keys)])
        #expect(v.swipes == ["right"])
    }

    @Test("EX-22 / BP-01 a cancelled touch resets the start position")
    func listing32Cancel() {
        let window = sim.makeWindow()
        let v = SwipeView(frame: window.bounds)
        window.addSubview(v)
        sim.touchDown(at: CGPoint(x: 100, y: 100))
        #expect(v.startTouchPosition == CGPoint(x: 100, y: 100))
        sim.application.cancelAllTouches()
        #expect(v.startTouchPosition == .zero)
    }

    // MARK: Listing 3-3 and DragView

    @Test("EX-23 Listing 3-3 drags a view by the touch's delta, even when the finger outruns it")
    func listing33() {
        final class DragView: UIView {
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
                let touch = touches.first!
                let now = touch.location(in: self), before = touch.previousLocation(in: self)
                frame.origin.x += now.x - before.x
                frame.origin.y += now.y - before.y
            }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
            override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
        }
        let window = sim.makeWindow()
        let v = DragView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        window.addSubview(v)
        let f = sim.touchDown(at: CGPoint(x: 110, y: 110))  // local (10, 10)
        sim.move(f, to: CGPoint(x: 115, y: 122))  // local (15, 22)
        #expect(v.frame == CGRect(x: 105, y: 112, width: 50, height: 50))
        sim.move(f, to: CGPoint(x: 300, y: 400))  // far outside the view: it still follows
        #expect(v.frame == CGRect(x: 290, y: 390, width: 50, height: 50))
        sim.lift(f)
    }

    /// S3's DragView: a UIImageView subclass that moves by changing its transform.
    final class ImageDragView: UIImageView {
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            let touch = touches.first!
            let now = touch.location(in: self), before = touch.previousLocation(in: self)
            transform = transform.translatedBy(x: now.x - before.x, y: now.y - before.y)
        }
    }

    @Test("EX-24 / TDC-03 DragView moves by its transform once user interaction is enabled")
    func dragViewTransform() {
        let window = sim.makeWindow()
        let v = ImageDragView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        v.isUserInteractionEnabled = true
        window.addSubview(v)
        let f = sim.touchDown(at: CGPoint(x: 150, y: 150))
        sim.move(f, to: CGPoint(x: 160, y: 145))
        sim.lift(f)
        #expect(v.frame.origin == CGPoint(x: 110, y: 95))
        #expect(v.transform == CGAffineTransform(translationX: 10, y: -5))
    }

    @Test("EX-24 / TDC-03 with the image view's default (no user interaction) nothing moves")
    func dragViewDefaultInteraction() {
        let window = sim.makeWindow()
        let v = ImageDragView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        window.addSubview(v)
        let f = sim.touchDown(at: CGPoint(x: 150, y: 150))
        sim.move(f, to: CGPoint(x: 160, y: 145))
        sim.lift(f)
        #expect(v.frame.origin == CGPoint(x: 100, y: 100))
    }

    // MARK: Listings 3-4 and 3-5

    @Test("EX-25 / BP-09 / TCH-14 begin points cached by touch identity are found again in touchesEnded")
    func listing34and35() {
        final class TransformView: UIView {
            var touchBeginPoints: [UITouch: CGPoint] = [:]
            var pairs: [(begin: CGPoint, end: CGPoint)] = []
            var scale: CGFloat = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                for touch in touches { touchBeginPoints[touch] = touch.location(in: superview) }
            }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                let sorted = touches.sorted { $0.location(in: superview).x < $1.location(in: superview).x }
                for touch in sorted.prefix(2) {
                    pairs.append((touchBeginPoints[touch]!, touch.location(in: superview)))
                }
                if pairs.count == 2 {
                    let d0 = pairs[1].begin.x - pairs[0].begin.x
                    let d1 = pairs[1].end.x - pairs[0].end.x
                    scale = d1 / d0
                }
            }
        }
        let window = sim.makeWindow()
        let container = UIView(frame: window.bounds)
        let v = TransformView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        v.isMultipleTouchEnabled = true
        container.addSubview(v)
        window.addSubview(container)
        let f = sim.touchDown(at: [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0)])
        sim.move([(f[1], CGPoint(x: 200, y: 0))])
        sim.lift(f)
        #expect(v.pairs.map(\.begin) == [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0)])
        #expect(v.pairs.map(\.end) == [CGPoint(x: 0, y: 0), CGPoint(x: 200, y: 0)])
        #expect(v.scale == 2)
    }

    // MARK: Listing 3-6 (MoveMe)

    final class PlacardView: UIView {
        var displayStringIndex = 0
        func setupNextDisplayString() { displayStringIndex += 1 }
    }

    /// Listing 3-6: a container that drags its placard and bounces it back to the centre on release.
    final class MoveMeView: UIView {
        let placardView = PlacardView(frame: CGRect(x: 110, y: 190, width: 100, height: 100))
        var firstTouchAnimations: [CGPoint] = []
        var bounceAnimations = 0
        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(placardView)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            let touch = touches.first!
            if touch.view !== placardView {
                if touch.tapCount == 2 { placardView.setupNextDisplayString() }
                return
            }
            animateFirstTouch(at: touch.location(in: self))
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            let touch = touches.first!
            if touch.view === placardView { placardView.center = touch.location(in: self) }
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            let touch = touches.first!
            if touch.view === placardView {
                isUserInteractionEnabled = false
                animatePlacardViewToCenter()
            }
        }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            placardView.center = center
            placardView.transform = .identity
        }
        func animateFirstTouch(at point: CGPoint) { firstTouchAnimations.append(point) }
        func animatePlacardViewToCenter() { bounceAnimations += 1 }
    }

    @Test("EX-26 dragging the placard moves it; lifting disables interaction and bounces it back")
    func moveMeDrag() {
        let window = sim.makeWindow()
        let v = MoveMeView(frame: window.bounds)
        v.placardView.isUserInteractionEnabled = true
        window.addSubview(v)
        // The placard implements no handlers, so its touches bubble up to the container (DIS-08).
        let f = sim.touchDown(at: CGPoint(x: 160, y: 240))
        sim.move(f, to: CGPoint(x: 180, y: 270))
        sim.move(f, to: CGPoint(x: 200, y: 300))
        #expect(v.placardView.center == CGPoint(x: 200, y: 300))
        sim.lift(f)
        #expect(v.isUserInteractionEnabled == false)
        #expect(v.bounceAnimations == 1)
        #expect(v.firstTouchAnimations == [CGPoint(x: 160, y: 240)])
    }

    @Test("EX-26 / BP-01 a system cancel mid-drag puts the placard back at the centre with the identity transform")
    func moveMeCancel() {
        let window = sim.makeWindow()
        let v = MoveMeView(frame: window.bounds)
        window.addSubview(v)
        v.placardView.transform = CGAffineTransform(scaleX: 1.1, y: 1.1)
        let f = sim.touchDown(at: CGPoint(x: 160, y: 240))
        sim.move(f, to: CGPoint(x: 200, y: 300))
        sim.application.cancelAllTouches()
        #expect(v.placardView.center == v.center)
        #expect(v.placardView.transform == .identity)
    }

    @Test("EX-26 a double tap outside the placard cycles its display string; a single tap does nothing")
    func moveMeDoubleTap() {
        let window = sim.makeWindow()
        let v = MoveMeView(frame: window.bounds)
        window.addSubview(v)
        sim.tap(at: CGPoint(x: 20, y: 20))
        #expect(v.placardView.displayStringIndex == 0)
        sim.advance(by: 0.1)
        sim.tap(at: CGPoint(x: 20, y: 20))
        #expect(v.placardView.displayStringIndex == 1)
        #expect(v.firstTouchAnimations.isEmpty)
    }
}
