import Foundation
import Testing
@testable import Tactile
import TactileTesting
import TactileExamples

/// The Gesture Recognizers chapter's listings and the blog's custom recognizer, ported the way an iOS developer
/// would write them (requirements §26.1 EX-01 to EX-12, §26.7 EX-43; GRI-02, GRI-05, GRI-07, GRI-10, GCS).
@MainActor
@Suite("Gesture chapter examples")
struct GestureChapterExamplesTests {
    let sim = TouchSimulator()
    let log = EventLog()

    // MARK: Listings 1-1 to 1-3

    final class TapViewController: UIViewController {
        var tapRecognizer: UITapGestureRecognizer!
        var taps: [(state: UIGestureRecognizer.State, location: CGPoint, sender: UIGestureRecognizer)] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            let tap = UITapGestureRecognizer(target: self, action: TapViewController.respondToTapGesture)
            tap.numberOfTapsRequired = 1
            view.addGestureRecognizer(tap)
            tapRecognizer = tap
        }
        func respondToTapGesture(_ recognizer: UITapGestureRecognizer) {
            taps.append((recognizer.state, recognizer.location(in: view), recognizer))
        }
    }

    @Test("EX-01 / EX-02 / EX-03 / GR-01 / GR-04 / GR-06 / GR-07 a tap calls the action once with the recognizer, recognized, at the tap location")
    func listing12() {
        let window = sim.makeWindow()
        let vc = TapViewController()
        window.rootViewController = vc
        #expect(vc.view.gestureRecognizers?.first === vc.tapRecognizer)
        #expect(vc.tapRecognizer.view === vc.view)
        sim.tap(at: CGPoint(x: 120.5, y: 200.25))
        #expect(vc.taps.count == 1)
        #expect(vc.taps.first?.state == .recognized)
        #expect(vc.taps.first?.location == CGPoint(x: 120.5, y: 200.25))
        #expect(vc.taps.first?.sender === vc.tapRecognizer)
        // A touch that moves too far fails: no action.
        sim.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10), duration: 0.1)
        #expect(vc.taps.count == 1)
    }

    @Test("EX-04 Listing 1-4: the image target is 220 pt left or right of the swipe, by configured direction")
    func listing14() {
        final class SwipeTarget: UIViewController {
            var targets: [CGPoint] = []
            func showGestureForSwipeRecognizer(_ recognizer: UISwipeGestureRecognizer) {
                let location = recognizer.location(in: view)
                let dx: CGFloat = recognizer.direction == .left ? -220 : 220
                targets.append(CGPoint(x: location.x + dx, y: location.y))
            }
        }
        let window = sim.makeWindow()
        let vc = SwipeTarget()
        window.rootViewController = vc
        let left = UISwipeGestureRecognizer(target: vc, action: SwipeTarget.showGestureForSwipeRecognizer)
        left.direction = .left
        let right = UISwipeGestureRecognizer(target: vc, action: SwipeTarget.showGestureForSwipeRecognizer)
        vc.view.addGestureRecognizer(left)
        vc.view.addGestureRecognizer(right)
        sim.swipe(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 140, y: 100))
        #expect(vc.targets.count == 1)
        #expect(vc.targets.first.map { $0.x < 0 } == true)  // L.x − 220
        sim.advance(by: 1)
        sim.swipe(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 160, y: 300))
        #expect(vc.targets.count == 2)
        #expect(vc.targets.last.map { $0.x > 300 } == true)  // L.x + 220
    }

    @Test("EX-05 / GR-11 / GRC-04 Listing 1-5: the rotation drives the transform until both fingers lift")
    func listing15() {
        final class RotateTarget: UIViewController {
            let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            var states: [UIGestureRecognizer.State] = []
            func showGestureForRotationRecognizer(_ recognizer: UIRotationGestureRecognizer) {
                states.append(recognizer.state)
                imageView.transform = CGAffineTransform(rotationAngle: recognizer.rotation)
                if recognizer.state == .ended || recognizer.state == .cancelled {
                    imageView.transform = .identity
                }
            }
        }
        let window = sim.makeWindow()
        let vc = RotateTarget()
        window.rootViewController = vc
        let rotation = UIRotationGestureRecognizer(target: vc, action: RotateTarget.showGestureForRotationRecognizer)
        vc.view.addGestureRecognizer(rotation)
        var midTransform: CGAffineTransform?
        rotation.addAction { r in if r.state == .changed { midTransform = CGAffineTransform(rotationAngle: (r as! UIRotationGestureRecognizer).rotation) } }
        sim.rotate(center: CGPoint(x: 160, y: 240), angle: .pi / 4)
        #expect(vc.states.first == .began)
        #expect(vc.states.last == .ended)
        #expect(vc.states.dropFirst().dropLast().allSatisfy { $0 == .changed })
        #expect(vc.imageView.transform == .identity)
        #expect(midTransform != nil)
        let count = vc.states.count
        sim.advance(by: 0.5)
        #expect(vc.states.count == count)  // no more calls after both fingers lifted
    }

    // MARK: Listing 1-6: swipe versus pan

    final class SwipePanTarget: UIViewController {
        var swipes = 0
        var pans: [UIGestureRecognizer.State] = []
        func swipe(_ r: UISwipeGestureRecognizer) { swipes += 1 }
        func pan(_ r: UIPanGestureRecognizer) { pans.append(r.state) }
    }

    func swipePanScene(requireFailure: Bool) -> (SwipePanTarget, UISwipeGestureRecognizer, UIPanGestureRecognizer) {
        let window = sim.makeWindow()
        let vc = SwipePanTarget()
        window.rootViewController = vc
        let swipe = UISwipeGestureRecognizer(target: vc, action: SwipePanTarget.swipe)
        swipe.direction = [.left, .right]
        let pan = UIPanGestureRecognizer(target: vc, action: SwipePanTarget.pan)
        vc.view.addGestureRecognizer(swipe)
        vc.view.addGestureRecognizer(pan)
        if requireFailure { pan.require(toFail: swipe) }
        return (vc, swipe, pan)
    }

    @Test("EX-06 / GRI-02 with pan.require(toFail: swipe) a quick flick is a swipe; the pan never begins")
    func listing16Flick() {
        let (vc, _, pan) = swipePanScene(requireFailure: true)
        var panStates: [UIGestureRecognizer.State] = []
        pan.addAction { panStates.append($0.state) }
        sim.swipe(from: CGPoint(x: 50, y: 200), to: CGPoint(x: 250, y: 200), duration: 0.08)
        #expect(vc.swipes == 1)
        #expect(vc.pans.isEmpty)
        #expect(panStates.isEmpty)
        #expect(pan.resetCount == 1)
    }

    @Test("EX-06 / GRI-01 with the requirement a slow drag waits in possible, then pans once the swipe fails")
    func listing16SlowDrag() {
        let (vc, swipe, pan) = swipePanScene(requireFailure: true)
        let f = sim.touchDown(at: CGPoint(x: 50, y: 200))
        sim.advance(by: 0.1)
        sim.move(f, to: CGPoint(x: 65, y: 200))  // 15 pt: the pan's conditions are met
        #expect(pan.state == .possible)
        #expect(vc.pans.isEmpty)
        sim.advance(by: 0.2)  // past the swipe's 0.25 s: it fails, and the pan begins at once
        #expect(swipe.state == .failed)
        #expect(vc.pans == [.began])
        sim.move(f, to: CGPoint(x: 80, y: 200))
        sim.lift(f)
        #expect(vc.pans == [.began, .changed, .ended])
        #expect(vc.swipes == 0)
    }

    @Test("EX-06 / GRC-03 without the requirement a flick is recognized as a pan")
    func listing16Control() {
        // At 120 Hz the first sample of the flick crosses the pan's 10 pt before the swipe's 24 pt. (When one
        // sample crosses both, there is no set order between the two recognizers, GR-10.)
        sim.sampleInterval = 1.0 / 120
        let (vc, _, _) = swipePanScene(requireFailure: false)
        sim.swipe(from: CGPoint(x: 50, y: 200), to: CGPoint(x: 250, y: 200), duration: 0.08)
        #expect(vc.swipes == 0)
        #expect(vc.pans.first == .began)
        #expect(vc.pans.last == .ended)
    }

    // MARK: Listing 1-6-2: the screen-edge dependency

    final class EdgeDelegate: UIGestureRecognizerDelegate {
        weak var edgePan: UIScreenEdgePanGestureRecognizer?
        var calls = 0
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            calls += 1
            guard gestureRecognizer === edgePan, let v = otherGestureRecognizer.view, let e = gestureRecognizer.view
            else { return false }
            return v.isDescendant(of: e)
        }
    }

    @Test("EX-07 / GRI-05 a tap in the edge pan's subtree waits for the edge pan; a pan from the edge wins")
    func listing162() {
        let window = sim.makeWindow()
        let v = UIView(frame: window.bounds)
        let s = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let outside = UIView(frame: CGRect(x: 0, y: 300, width: 320, height: 100))
        window.addSubview(v)
        v.addSubview(s)
        window.addSubview(outside)
        let delegate = EdgeDelegate()
        let edge = UIScreenEdgePanGestureRecognizer()
        edge.edges = .left
        edge.delegate = delegate
        delegate.edgePan = edge
        v.addGestureRecognizer(edge)
        var taps: [String] = []
        let tap = UITapGestureRecognizer()
        tap.addAction { _ in taps.append("S") }
        s.addGestureRecognizer(tap)
        let outsideTap = UITapGestureRecognizer()
        outsideTap.addAction { _ in taps.append("outside") }
        outside.addGestureRecognizer(outsideTap)
        let arbitration = GestureArbitrationLog()
        sim.application.gestureArbitrationLog = arbitration
        // A tap on S away from the edge: the edge pan fails at touch-down (not at an edge), so the tap proceeds.
        sim.tap(at: CGPoint(x: 150, y: 150))
        #expect(taps == ["S"])
        #expect(delegate.calls >= 1)
        // A pan from the edge: the edge pan recognizes.
        var edgeStates: [UIGestureRecognizer.State] = []
        edge.addAction { edgeStates.append($0.state) }
        sim.drag(from: CGPoint(x: 5, y: 150), to: CGPoint(x: 150, y: 150), duration: 0.2)
        #expect(edgeStates.first == .began)
        #expect(edgeStates.last == .ended)
        #expect(taps == ["S"])
        // A recognizer outside V's subtree is not made to wait.
        sim.tap(at: CGPoint(x: 150, y: 350))
        #expect(taps == ["S", "outside"])
    }

    @Test("EX-07 a tap in the edge pan's subtree, starting at the edge, waits for the edge pan and then fires")
    func listing162Waiting() {
        let window = sim.makeWindow()
        let v = UIView(frame: window.bounds)
        window.addSubview(v)
        let delegate = EdgeDelegate()
        let edge = UIScreenEdgePanGestureRecognizer()
        edge.edges = .left
        edge.delegate = delegate
        delegate.edgePan = edge
        v.addGestureRecognizer(edge)
        var fired: [TimeInterval] = []
        let tap = UITapGestureRecognizer()
        tap.addAction { [sim] _ in fired.append(sim.now) }
        v.addGestureRecognizer(tap)
        let f = sim.touchDown(at: CGPoint(x: 5, y: 200))  // at the edge: the edge pan is undecided
        sim.advance(by: 0.05)
        sim.lift(f)  // the tap is recognized but must wait; lifting makes the edge pan fail
        #expect(fired.count == 1)
        #expect(tap.resetCount == 1)
    }

    // MARK: Listing 1-7

    @Test("EX-08 / GRI-07 / GRI-12 shouldReceive touch (the delegate implements one optional method): touches in the custom subview never reach the recognizer")
    func listing17() {
        final class Controller: UIViewController, UIGestureRecognizerDelegate {
            let customSubview = RecordingView("custom", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: EventLog())
            var asked = 0
            var taps = 0
            override func viewDidLoad() {
                view.addSubview(customSubview)
                let tap = UITapGestureRecognizer(target: self, action: Controller.handleTap)
                tap.delegate = self
                view.addGestureRecognizer(tap)
            }
            func handleTap(_ r: UITapGestureRecognizer) { taps += 1 }
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
                asked += 1
                return touch.view !== customSubview
            }
        }
        let window = sim.makeWindow()
        let vc = Controller()
        window.rootViewController = vc
        sim.tap(at: CGPoint(x: 50, y: 50))
        #expect(vc.taps == 0)
        #expect(vc.view.gestureRecognizers?.first?.state == .possible)
        #expect(vc.customSubview.log.lines == ["custom.touchesBegan(t1)", "custom.touchesEnded(t1)"])
        #expect(vc.asked == 1)
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 200, y: 300))
        #expect(vc.taps == 1)
        #expect(vc.asked == 2)
    }

    // MARK: One-way rotation and pinch

    /// Rotation can prevent pinch; pinch cannot prevent rotation (decisions DIS-21).
    final class UnpreventableRotation: UIRotationGestureRecognizer {
        override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
            if preventingGestureRecognizer is UIPinchGestureRecognizer { return false }
            return super.canBePrevented(by: preventingGestureRecognizer)
        }
    }

    final class Both: UIGestureRecognizerDelegate {
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool { true }
    }

    func pinchRotateScene(rotation: UIRotationGestureRecognizer) -> (UIPinchGestureRecognizer, UIRotationGestureRecognizer) {
        let window = sim.makeWindow()
        let v = UIView(frame: window.bounds)
        window.addSubview(v)
        let pinch = UIPinchGestureRecognizer()
        v.addGestureRecognizer(pinch)
        v.addGestureRecognizer(rotation)
        return (pinch, rotation)
    }

    /// Two fingers that first spread apart (pinch begins), then turn (rotation wants to begin).
    func spreadThenTurn() {
        let c = CGPoint(x: 160, y: 240)
        let f = sim.touchDown(at: [CGPoint(x: c.x - 50, y: c.y), CGPoint(x: c.x + 50, y: c.y)])
        sim.advance(by: 0.02)
        sim.move([(f[0], CGPoint(x: c.x - 70, y: c.y)), (f[1], CGPoint(x: c.x + 70, y: c.y))])
        for i in 1...6 {
            let a = CGFloat(i) * 0.05
            sim.advance(by: 0.02)
            sim.move([(f[0], CGPoint(x: c.x - 70 * cos(a), y: c.y - 70 * sin(a))),
                      (f[1], CGPoint(x: c.x + 70 * cos(a), y: c.y + 70 * sin(a)))])
        }
        sim.lift(f)
    }

    /// Two fingers that first turn (rotation begins), then spread (pinch wants to begin).
    func turnThenSpread() {
        let c = CGPoint(x: 160, y: 240)
        let f = sim.touchDown(at: [CGPoint(x: c.x - 50, y: c.y), CGPoint(x: c.x + 50, y: c.y)])
        let a: CGFloat = 0.2
        sim.advance(by: 0.02)
        sim.move([(f[0], CGPoint(x: c.x - 50 * cos(a), y: c.y - 50 * sin(a))),
                  (f[1], CGPoint(x: c.x + 50 * cos(a), y: c.y + 50 * sin(a)))])
        sim.advance(by: 0.02)
        sim.move([(f[0], CGPoint(x: c.x - 80 * cos(a), y: c.y - 80 * sin(a))),
                  (f[1], CGPoint(x: c.x + 80 * cos(a), y: c.y + 80 * sin(a)))])
        sim.lift(f)
    }

    @Test("EX-09 / GRI-11 by default whichever of pinch and rotation recognizes first blocks the other")
    func pinchRotationExclusive() {
        let (pinch, rotation) = pinchRotateScene(rotation: UIRotationGestureRecognizer())
        var p: [UIGestureRecognizer.State] = [], r: [UIGestureRecognizer.State] = []
        pinch.addAction { p.append($0.state) }
        rotation.addAction { r.append($0.state) }
        spreadThenTurn()
        #expect(p.first == .began)
        #expect(r.isEmpty)
    }

    @Test("EX-09 / GRI-09 with shouldRecognizeSimultaneouslyWith in either delegate, both run together")
    func pinchRotationSimultaneous() {
        let (pinch, rotation) = pinchRotateScene(rotation: UIRotationGestureRecognizer())
        let both = Both()
        rotation.delegate = both  // only one side says yes: that is enough
        var p: [UIGestureRecognizer.State] = [], r: [UIGestureRecognizer.State] = []
        pinch.addAction { p.append($0.state) }
        rotation.addAction { r.append($0.state) }
        spreadThenTurn()
        #expect(p.first == .began)
        #expect(r.first == .began)
        #expect(p.last == .ended)
        #expect(r.last == .ended)
    }

    @Test("EX-09 / GRI-10 / DIS-21 one way: pinch recognizing first does not prevent the rotation")
    func oneWayPinchFirst() {
        let (pinch, rotation) = pinchRotateScene(rotation: UnpreventableRotation())
        var p: [UIGestureRecognizer.State] = [], r: [UIGestureRecognizer.State] = []
        pinch.addAction { p.append($0.state) }
        rotation.addAction { r.append($0.state) }
        spreadThenTurn()
        #expect(p.first == .began)
        #expect(r.first == .began)
    }

    @Test("EX-09 / GRI-10 / DIS-21 one way: rotation recognizing first prevents the pinch")
    func oneWayRotationFirst() {
        let (pinch, rotation) = pinchRotateScene(rotation: UnpreventableRotation())
        var p: [UIGestureRecognizer.State] = [], r: [UIGestureRecognizer.State] = []
        pinch.addAction { p.append($0.state) }
        rotation.addAction { r.append($0.state) }
        turnThenSpread()
        #expect(r.first == .began)
        #expect(p.isEmpty)
        #expect(pinch.resetCount == 1)
    }

    // MARK: Listings 1-8 and 1-9: the checkmark (corrected form, DIS-16)

    /// Written the way the guide writes it, with only the imports and target-action syntax changed.
    // The listing's recognizer lives in TactileExamples (CheckmarkGestureRecognizer), where the demo uses it too.

    func checkmarkScene() -> (CheckmarkGestureRecognizer, RecordingView, [UIGestureRecognizer.State]) {
        let window = sim.makeWindow()
        let v = RecordingView("V", frame: window.bounds, log: log)
        window.addSubview(v)
        let check = CheckmarkGestureRecognizer()
        v.addGestureRecognizer(check)
        return (check, v, [])
    }

    @Test("EX-12 / GCS-01..GCS-06 the checkmark is recognized once, with its midpoint, and reset afterwards")
    func checkmark() {
        let (check, _, _) = checkmarkScene()
        var states: [UIGestureRecognizer.State] = []
        var midPointAtAction: CGPoint?
        check.addAction { [log] r in
            states.append(r.state)
            midPointAtAction = (r as? CheckmarkGestureRecognizer)?.midPoint
            log.record("target", "action")
        }
        sim.perform([TouchPath(keyframes: [
            .init(time: 0, location: CGPoint(x: 10, y: 10)), .init(time: 0.02, location: CGPoint(x: 20, y: 20)),
            .init(time: 0.04, location: CGPoint(x: 30, y: 30)), .init(time: 0.06, location: CGPoint(x: 40, y: 20)),
            .init(time: 0.08, location: CGPoint(x: 50, y: 5)),
        ])])
        #expect(states == [.recognized])
        #expect(midPointAtAction == CGPoint(x: 30, y: 30))
        #expect(check.midPoint == .zero)
        #expect(check.strokeUp == false)
        #expect(check.state == .possible)
        // The view's touches are cancelled before the action (EX-10 semantics).
        #expect(log.lines.suffix(2) == ["V.touchesCancelled(t1)", "target.action"])
    }

    @Test("EX-12 negatives: a left-going first move, two fingers, or a cancel fail with no action")
    func checkmarkNegatives() {
        let (check, _, _) = checkmarkScene()
        var actions = 0
        check.addAction { _ in actions += 1 }
        sim.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 5, y: 20), duration: 0.02)
        sim.advance(by: 0.5)
        let two = sim.touchDown(at: [CGPoint(x: 10, y: 10), CGPoint(x: 60, y: 10)])
        #expect(check.state == .failed)
        sim.lift(two)
        sim.advance(by: 0.5)
        let f = sim.touchDown(at: CGPoint(x: 10, y: 10))
        sim.move(f, to: CGPoint(x: 20, y: 20))
        sim.application.cancelAllTouches()
        #expect(check.midPoint == .zero)
        #expect(check.strokeUp == false)
        #expect(actions == 0)
        #expect(check.resetCount == 3)
    }

    @Test("EX-12 a down-stroke alone gives no action; a discrete recognizer never reports began or changed")
    func checkmarkDownOnly() {
        let (check, _, _) = checkmarkScene()
        var states: [UIGestureRecognizer.State] = []
        check.addAction { states.append($0.state) }
        sim.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 40, y: 40), duration: 0.05)
        #expect(states.isEmpty)
        #expect(check.state == .possible)  // implementation-defined: the listing never fails it
    }

    @Test("GCS-05 a custom recognizer working in window coordinates follows a stroke across subviews")
    func windowCoordinates() {
        /// Recognizes a horizontal stroke of at least 150 pt, measured in window coordinates.
        final class StrokeRecognizer: UIGestureRecognizer {
            var start: CGPoint?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                super.touchesBegan(touches, with: event)
                start = touches.first!.location(in: nil)
            }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
                super.touchesEnded(touches, with: event)
                guard let start else { return }
                let end = touches.first!.location(in: nil)
                state = end.x - start.x >= 150 ? .recognized : .failed
            }
            override func reset() {
                super.reset()
                start = nil
            }
        }
        let window = sim.makeWindow()
        let container = UIView(frame: window.bounds)
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 480))
        let right = UIView(frame: CGRect(x: 100, y: 0, width: 220, height: 480))
        container.addSubview(left)
        container.addSubview(right)
        window.addSubview(container)
        let stroke = StrokeRecognizer()
        var fired = 0
        stroke.addAction { _ in fired += 1 }
        container.addGestureRecognizer(stroke)
        sim.drag(from: CGPoint(x: 20, y: 200), to: CGPoint(x: 200, y: 200), duration: 0.1)  // left → right subview
        #expect(fired == 1)
    }

    // MARK: The blog's diagonal tap (S3)

    /// S3's `TapDiagonalGesture`, ported with only its imports and types changed.
    final class TapDiagonalGesture: UIGestureRecognizer {
        struct TouchArea: OptionSet {
            let rawValue: Int
            static let other: TouchArea = []
            static let topLeft = TouchArea(rawValue: 1)
            static let topRight = TouchArea(rawValue: 2)
            static let bottomLeft = TouchArea(rawValue: 4)
            static let bottomRight = TouchArea(rawValue: 8)
            static let bingoOne: TouchArea = [.topLeft, .bottomRight]
            static let bingoTwo: TouchArea = [.topRight, .bottomLeft]
        }
        var alreadyTouched: TouchArea = .other
        var trackingTouches = Set<UITouch>()
        var allTouchedArea: [UITouch: TouchArea] = [:]

        func areaForValue(_ v: CGFloat, begin: CGFloat, length: CGFloat) -> Int {
            let threshold = max(40, length / 3)
            if length < 2 * threshold { return 0 }
            if v <= begin + threshold { return -1 }
            if v >= begin + length - threshold { return 1 }
            return 0
        }

        func touchArea(_ point: CGPoint, in view: UIView) -> TouchArea {
            let h = areaForValue(point.x, begin: view.bounds.origin.x, length: view.frame.size.width)
            let v = areaForValue(point.y, begin: view.bounds.origin.y, length: view.frame.size.height)
            if h == 0 || v == 0 { return .other }
            return TouchArea(rawValue: 1 << ((h > 0 ? 1 : 0) + (v > 0 ? 2 : 0)))
        }

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesBegan(touches, with: event)
            for touch in touches {
                let area = touchArea(touch.location(in: view), in: view!)
                if area == .other {
                    state = .failed
                    return
                }
                trackingTouches.insert(touch)
                allTouchedArea[touch] = area
            }
        }

        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesMoved(touches, with: event)
            for touch in touches where trackingTouches.contains(touch) {
                let area = touchArea(touch.location(in: view), in: view!)
                if area == .other || area != allTouchedArea[touch] {
                    state = .failed
                    return
                }
            }
        }

        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesEnded(touches, with: event)
            for touch in touches where trackingTouches.contains(touch) {
                let area = touchArea(touch.location(in: view), in: view!)
                if area == .other || area != allTouchedArea[touch] {
                    state = .failed
                    return
                }
                trackingTouches.remove(touch)
                alreadyTouched.formUnion(area)
                if alreadyTouched == .bingoOne || alreadyTouched == .bingoTwo {
                    state = .recognized
                }
            }
        }

        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesCancelled(touches, with: event)
            if touches.contains(where: trackingTouches.contains) { state = .cancelled }
        }

        override func reset() {
            super.reset()
            trackingTouches.removeAll()
            allTouchedArea.removeAll()
            alreadyTouched = .other
        }

        override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    }

    func diagonalScene(size: CGFloat) -> (TapDiagonalGesture, UIView) {
        let window = sim.makeWindow()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: size, height: size))
        window.addSubview(v)
        let d = TapDiagonalGesture()
        v.addGestureRecognizer(d)
        return (d, v)
    }

    @Test(
        "EX-43 / GCS-08 diagonal corners are recognized after the second lift; same-side corners and the middle band are not",
        arguments: [
            ([CGPoint(x: 10, y: 10), CGPoint(x: 190, y: 190)], 200, 1),
            ([CGPoint(x: 190, y: 10), CGPoint(x: 10, y: 190)], 200, 1),
            ([CGPoint(x: 10, y: 10), CGPoint(x: 190, y: 10)], 200, 0),
            ([CGPoint(x: 100, y: 10)], 200, 0),
            ([CGPoint(x: 10, y: 10), CGPoint(x: 90, y: 90)], 100, 1),
            ([CGPoint(x: 10, y: 10), CGPoint(x: 60, y: 60)], 70, 0),
        ] as [([CGPoint], CGFloat, Int)])
    func diagonal(points: [CGPoint], size: CGFloat, expectedActions: Int) {
        let (d, _) = diagonalScene(size: size)
        var actions = 0
        d.addAction { _ in actions += 1 }
        let f = sim.touchDown(at: points)
        if points.count == 2 {
            sim.lift(f[0])
            #expect(actions == 0)
            sim.lift(f[1])
        } else {
            #expect(d.state == .failed)
            sim.lift(f)
        }
        #expect(actions == expectedActions)
    }

    @Test("EX-43 (e) a touch that leaves its corner fails the diagonal tap")
    func diagonalLeavesCorner() {
        let (d, _) = diagonalScene(size: 200)
        let f = sim.touchDown(at: CGPoint(x: 10, y: 10))
        sim.move(f, to: CGPoint(x: 100, y: 10))
        #expect(d.state == .failed)
        sim.lift(f)
    }

    @Test("EX-43 (h) / GRI-06 a tap on the same view waits for the diagonal tap, which fails at once in the centre")
    func diagonalBlocksTap() {
        let (d, v) = diagonalScene(size: 200)
        var taps = 0
        let tap = UITapGestureRecognizer()
        tap.addAction { _ in taps += 1 }
        v.addGestureRecognizer(tap)
        sim.tap(at: CGPoint(x: 100, y: 100))
        #expect(taps == 1)
        #expect(d.resetCount == 1)
    }

    @Test("EX-43 a corner tap while a diagonal is possible makes the tap wait until the diagonal decides")
    func diagonalMakesTapWait() {
        let (d, v) = diagonalScene(size: 200)
        var taps = 0
        let tap = UITapGestureRecognizer()
        tap.addAction { _ in taps += 1 }
        v.addGestureRecognizer(tap)
        sim.tap(at: CGPoint(x: 10, y: 10))  // a corner: the diagonal stays possible
        #expect(taps == 0)
        #expect(d.state == .possible)
        d.isEnabled = false  // withdrawing the diagonal lets the waiting tap go
        #expect(taps == 1)
    }

    // MARK: The blog's minimal tap snippet

    /// The snippet as the blog writes it: `customView = UIView()` with a tap recognizer whose action "does whatever".
    final class SnippetController: UIViewController {
        let customView = UIView()
        var taps: [(recognizer: UIGestureRecognizer, state: UIGestureRecognizer.State)] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            let tap = UITapGestureRecognizer(target: self, action: SnippetController.tapAcation)
            customView.addGestureRecognizer(tap)
        }
        func tapAcation(_ recognizer: UITapGestureRecognizer) { taps.append((recognizer, recognizer.state)) }
    }

    @Test("EX-45 HIT-01 the snippet as written never fires: its view is never added and has a zero frame; added with a frame, a tap calls the action once with the recognizer")
    func minimalTapSnippet() {
        let window = sim.makeWindow()
        let vc = SnippetController()
        window.rootViewController = vc
        // As written: the view is in no window, so no tap anywhere reaches it.
        for point in [CGPoint.zero, CGPoint(x: 1, y: 1), CGPoint(x: 160, y: 240)] { sim.tap(at: point) }
        #expect(vc.taps.isEmpty)
        // Added, but still with a zero frame: nothing can be hit inside no area.
        vc.view.addSubview(vc.customView)
        for point in [CGPoint.zero, CGPoint(x: 0.5, y: 0.5)] { sim.tap(at: point) }
        #expect(vc.taps.isEmpty)
        // With a frame, a tap inside calls the action once, with the view's recognizer, recognized.
        vc.customView.frame = CGRect(x: 40, y: 40, width: 100, height: 100)
        sim.tap(at: CGPoint(x: 90, y: 90))
        #expect(vc.taps.count == 1)
        #expect(vc.taps.first?.recognizer === vc.customView.gestureRecognizers?.first)
        #expect(vc.taps.first?.state == .ended)
        sim.tap(at: CGPoint(x: 200, y: 300))
        #expect(vc.taps.count == 1)
    }
}
