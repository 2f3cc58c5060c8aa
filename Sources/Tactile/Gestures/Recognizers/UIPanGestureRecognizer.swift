import Foundation

/// Recognizes a drag with one or more fingers. Continuous.
///
/// UIKit counterpart:
/// [`UIPanGestureRecognizer`](https://developer.apple.com/documentation/uikit/uipangesturerecognizer). The gesture
/// begins once the centroid of at least ``minimumNumberOfTouches`` fingers has moved more than
/// ``TactileConfiguration/panHysteresis`` (10 pt) from where it started; it changes with every move and ends when the
/// last finger lifts. UIKit does not document its own threshold.
///
/// ``translation(in:)`` is measured from where the fingers **touched down**, so content dragged with it stays
/// under the finger (the hysteresis is included at `.began`). When fingers are added or lifted, before or after
/// the gesture began, the origin moves with the centroid, so neither the translation nor the velocity jumps.
/// ``velocity(in:)`` comes from a ``VelocityTracker`` (least squares over the last 100 ms; UIKit's estimator is
/// private).
///
/// **Wheel and trackpad.** With a non-empty ``allowedScrollTypesMask`` (iOS 13.4), a scroll of an allowed type
/// over the view (a ``RawInputEvent/scroll(_:)``) drives the pan too, with no finger: it begins at the first
/// step that moves, with no hysteresis (the scroll is already a deliberate gesture), ``translation(in:)`` adds up
/// the steps, ``velocity(in:)`` is estimated from them as from a finger,
/// ``UIGestureRecognizer/numberOfTouches`` is 0 and ``UIGestureRecognizer/location(in:)`` is the pointer's. It
/// ends when the scroll ends (a trackpad's fingers lift, or a wheel stops).
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers that can pan. Default 1.
    open var minimumNumberOfTouches: Int = 1
    /// The most fingers that can touch the view for the pan to be recognized. Default `Int.max`.
    ///
    /// As in UIKit: while the pan has not begun, more fingers than this on the view make it fail (two fingers
    /// that land together and move do not pan when the maximum is 1; a separate two-finger recognizer can take
    /// them). Once it has begun, further fingers are ignored: the pan goes on with the fingers it has, and the
    /// ignored ones reach the view as if the recognizer did not exist.
    open var maximumNumberOfTouches: Int = .max

    /// The kinds of scrolling that drive the pan as a drag would (UIKit: `allowedScrollTypesMask`, iOS 13.4).
    /// Default none: only fingers (and pointer clicks) pan. `UIScrollView`'s pan allows `.all`.
    open var allowedScrollTypesMask: UIScrollTypeMask = []

    /// The type of the scroll driving the pan, while one does (`nil` for fingers).
    private(set) var scrollType: UIScrollType?

    /// The translation origin, in window coordinates.
    var origin: CGPoint = .zero
    /// Where the centroid was when the current set of fingers formed, for the hysteresis.
    var startCentroid: CGPoint = .zero
    @exclusivity(unchecked) private var tracker = VelocityTracker()
    private var lastCentroidSeen: CGPoint?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if numberOfTouches > maximumNumberOfTouches {
            // Too many fingers before the pan began: it fails, as UIKit's does. After, the extra ones are ignored.
            if state == .possible {
                state = .failed
                return
            }
            // Counted once: each ignored finger leaves the count by one (see the pinch's touchesBegan). Counted
            // again after, in case a finger was not among the counted ones.
            let sorted = touches.sorted(by: { $0.locationInWindow.x < $1.locationInWindow.x })
            var excess = numberOfTouches - maximumNumberOfTouches
            for t in sorted where excess > 0 && !ignoredTouches.containsIdentical(t) {
                ignore(t, for: event)
                excess -= 1
            }
            if numberOfTouches > maximumNumberOfTouches {
                for t in sorted where numberOfTouches > maximumNumberOfTouches { ignore(t, for: event) }
            }
        }
        let before = lastCentroidSeen
        guard let c = currentCentroid() else { return }
        if let before {
            // Keep the translation continuous: move the origin by the jump of the centroid.
            origin.x += c.x - before.x
            origin.y += c.y - before.y
            startCentroid.x += c.x - before.x
            startCentroid.y += c.y - before.y
        } else {
            origin = c
            startCentroid = c
        }
        lastCentroidSeen = c
        tracker.reset()
        tracker.addSample(position: c, time: event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard let c = currentCentroid() else { return }
        lastCentroidSeen = c
        tracker.addSample(position: c, time: event.timestamp)
        advanceContinuousGesture(
            beginIf: self.numberOfTouches >= self.minimumNumberOfTouches
                && self.shouldBeginPan(
                    displacement: CGVector(dx: c.x - self.startCentroid.x, dy: c.y - self.startCentroid.y)))
    }

    /// Whether the fingers have moved far enough for the pan to begin. Subclasses (the screen-edge pan) refine it.
    func shouldBeginPan(displacement d: CGVector) -> Bool {
        (d.dx * d.dx + d.dy * d.dy).squareRoot() > configuration.panHysteresis
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        // A finger may lift somewhere other than its last move: the translation includes where it lifted.
        if state == .began || state == .changed, let c = currentCentroid() { lastCentroidSeen = c }
        let remaining = trackedCentroid(excluding: touches)
        switch state {
        case .possible:
            // A lifted finger moves the centroid: rebase, so that the jump is neither movement nor velocity.
            if remaining.count == 0 { state = .failed } else { rebase(on: remaining.centroid, at: event.timestamp) }
        case .began, .changed:
            if remaining.count == 0 {
                liftTime = event.timestamp
                state = .ended
            } else {
                rebase(on: remaining.centroid, at: event.timestamp)
            }
        default:
            break
        }
    }

    private var liftTime: TimeInterval?

    /// How many of the tracked touches (``UIGestureRecognizer/trackedTouches``) are not in `lifted`, and their
    /// centroid; counted in place rather than by filtering the tracked touches into new arrays, which cost a
    /// touch that ends two allocations.
    private func trackedCentroid(excluding lifted: Set<UITouch>) -> (count: Int, centroid: CGPoint) {
        var n = 0, anyActive = false
        var x: CGFloat = 0, y: CGFloat = 0
        for t in activeTouches where !ignoredTouches.containsIdentical(t) {
            anyActive = true
            if lifted.contains(t) { continue }
            n += 1
            x += t.locationInWindow.x
            y += t.locationInWindow.y
        }
        if !anyActive {
            for t in lastTouches where !ignoredTouches.containsIdentical(t) && !lifted.contains(t) {
                n += 1
                x += t.locationInWindow.x
                y += t.locationInWindow.y
            }
        }
        guard n > 0 else { return (0, .zero) }
        return (n, CGPoint(x: x / CGFloat(n), y: y / CGFloat(n)))
    }

    /// Moves the translation origin and the hysteresis start by the jump of the centroid when fingers lift, and
    /// restarts the velocity from the remaining fingers' centroid `c`.
    private func rebase(on c: CGPoint, at time: TimeInterval) {
        if let before = lastCentroidSeen {
            origin.x += c.x - before.x
            origin.y += c.y - before.y
            startCentroid.x += c.x - before.x
            startCentroid.y += c.y - before.y
        }
        lastCentroidSeen = c
        tracker.reset()
        tracker.addSample(position: c, time: time)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        cancelOrFail()
    }

    open override func reset() {
        super.reset()
        tracker.reset()
        lastCentroidSeen = nil
        liftTime = nil
        origin = .zero
        startCentroid = .zero
        scrollType = nil
    }

    override func acceptsScroll(_ type: UIScrollType) -> Bool { allowedScrollTypesMask.allows(type) }

    /// A wheel or trackpad scroll step: the translation moves by the step, with no hysteresis.
    override func pointerGesture(_ input: PointerGestureInput) {
        guard case .scroll(let type) = input.kind else { return }
        switch input.phase {
        case .began:
            scrollType = type
            origin = input.locationInWindow
            startCentroid = origin
            lastCentroidSeen = origin
            tracker.reset()
            tracker.addSample(position: origin, time: input.timestamp)
        case .changed:
            var c = lastCentroidSeen ?? input.locationInWindow
            c.x += input.translation.dx
            c.y += input.translation.dy
            lastCentroidSeen = c
            tracker.addSample(position: c, time: input.timestamp)
            advanceContinuousGesture(beginIf: input.translation.dx != 0 || input.translation.dy != 0)
        case .ended:
            switch state {
            case .began, .changed:
                liftTime = input.timestamp
                state = .ended
            case .possible:
                state = .failed
            default:
                break
            }
        case .cancelled:
            cancelOrFail()
        }
    }

    /// The translation of the pan in `view`'s coordinate system (`nil`: the window's).
    open func translation(in view: UIView?) -> CGPoint {
        guard let current = lastCentroidSeen else { return .zero }
        let a = Self.convert(origin, from: lastWindow, to: view)
        let b = Self.convert(current, from: lastWindow, to: view)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// Sets the translation as seen in `view`'s coordinates; later translations continue from it.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard let current = lastCentroidSeen else { return }
        guard let view, let window = lastWindow, view !== window else {
            origin = CGPoint(x: current.x - translation.x, y: current.y - translation.y)
            return
        }
        let currentInView = view.convert(current, from: window)
        let originInView = CGPoint(x: currentInView.x - translation.x, y: currentInView.y - translation.y)
        origin = window.convert(originInView, from: view)
    }

    /// The velocity of the pan in `view`'s coordinate system, in points per second. Zero after a lift that came
    /// more than 40 ms after the last move.
    open func velocity(in view: UIView?) -> CGPoint {
        let v = liftTime.map { tracker.velocity(atLiftTime: $0) } ?? tracker.velocity()
        guard let base = lastCentroidSeen else { return .zero }
        let a = Self.convert(base, from: lastWindow, to: view)
        let b = Self.convert(CGPoint(x: base.x + v.dx, y: base.y + v.dy), from: lastWindow, to: view)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }
}

/// A pan that must start at an edge of the screen (here: of the window). Continuous.
///
/// UIKit counterpart:
/// [`UIScreenEdgePanGestureRecognizer`](https://developer.apple.com/documentation/uikit/uiscreenedgepangesturerecognizer).
/// The first finger must touch down within ``TactileConfiguration/screenEdgeRegion`` (20 pt) of one of ``edges``,
/// measured in window coordinates; otherwise the recognizer fails. It begins once the fingers have moved more than the
/// pan hysteresis away from that edge.
@MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges the gesture may start from. Default: none (set it, as in UIKit).
    open var edges: UIRectEdge = []
    private var startEdge: UIRectEdge = []

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let isFirst = numberOfTouches == touches.count  // the new touches are already being tracked
        super.touchesBegan(touches, with: event)
        guard isFirst, state == .possible, let touch = touches.firstBegan, let window = touch.window else { return }
        let p = touch.locationInWindow, b = window.bounds, region = configuration.screenEdgeRegion
        var near: UIRectEdge = []
        if p.x - b.minX <= region { near.insert(.left) }
        if b.maxX - p.x <= region { near.insert(.right) }
        if p.y - b.minY <= region { near.insert(.top) }
        if b.maxY - p.y <= region { near.insert(.bottom) }
        startEdge = near.intersection(edges)
        if startEdge.isEmpty { state = .failed }
    }

    override func shouldBeginPan(displacement d: CGVector) -> Bool {
        let h = configuration.panHysteresis
        return (startEdge.contains(.left) && d.dx > h) || (startEdge.contains(.right) && -d.dx > h)
            || (startEdge.contains(.top) && d.dy > h) || (startEdge.contains(.bottom) && -d.dy > h)
    }

    open override func reset() {
        super.reset()
        startEdge = []
    }
}
