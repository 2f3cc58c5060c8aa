import Foundation

/// A view that scrolls its content with a pan, decelerates on the scheduler, pages, and zooms with a pinch.
///
/// UIKit counterpart: `UIScrollView`. The content offset is the bounds origin, as in UIKit. What Tactile
/// implements, and the values it chooses where UIKit's are private:
/// - **Wheel and trackpad.** The pan also takes wheel and trackpad scrolling over the scroll view
///   (`allowedScrollTypesMask` is `.all`, as UIKit's, iOS 13.4): a trackpad scroll moves the content as a drag,
///   bounces included, and decelerates after the fingers lift with the speed they had; a wheel moves it by its
///   clicks, stops at the content's edges without bouncing, and does not decelerate (its gesture ends
///   ``TactileConfiguration/discreteScrollEndInterval`` after the last click). Paging settles as after a drag.
/// - **Dragging.** ``panGestureRecognizer`` moves the content. It refuses to begin along an axis the scroll view
///   cannot scroll (content no larger than the bounds, unless `alwaysBounce…`), so nested scroll views on
///   perpendicular axes each take their own axis. On the same axis the inner scroll view's pan is nearer the
///   touch, asks first and wins, until the inner one rests at its edge: a drag that *starts* by pushing past that
///   edge goes to the enclosing scroll view instead (there is no hand-off in the middle of a drag). Beyond the
///   content's edges a drag moves the content at half speed when ``bounces`` is on, and stops at the edge when off.
///   ``isDirectionalLockEnabled`` locks a drag to the axis it started along.
/// - **Deceleration.** After a drag, the content keeps its velocity v₀ and slows by ``decelerationRate`` per
///   millisecond (UIKit's documented 0.998 normal, 0.99 fast): after t ms the offset has moved
///   v₀·(dᵗ − 1)/ln d, computed in closed form at every 1/60 s tick of the scheduler. It stops when the speed falls
///   below 50 pt/s (Flutter's minimum fling speed; UIKit's is not published) or at a content edge. With
///   ``isPagingEnabled`` the content settles instead on the page (a bounds-size step) the velocity points to,
///   easing over 0.3 s.
/// - **Content touches.** With ``delaysContentTouches`` (default on), `touchesBegan` reaches the content only after
///   ``contentTouchDelay`` (0.15 s, about what UIKit shows) without the pan beginning, or when the finger lifts
///   first. When the pan begins it cancels the content's touches, but only if ``canCancelContentTouches`` and
///   ``touchesShouldCancel(in:)`` agree; UIKit's default refuses for `UIControl`s, so a button that has already
///   highlighted keeps its touch and the scroll view does not scroll (override ``touchesShouldCancel(in:)`` to
///   change that, as in UIKit).
/// - **Zoom.** When the delegate names a ``UIScrollViewDelegate/viewForZooming(in:)`` view and the zoom range is
///   not a single value, ``pinchGestureRecognizer`` scales it within ``minimumZoomScale``…``maximumZoomScale``.
@MainActor
open class UIScrollView: UIView {
    /// A deceleration rate: the fraction of velocity kept per millisecond (UIKit: `UIScrollView.DecelerationRate`).
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// 0.998 per ms (UIKit documented).
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// 0.99 per ms (UIKit documented).
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// The delegate.
    open weak var delegate: (any UIScrollViewDelegate)?
    /// The size of the content. Default zero.
    open var contentSize: CGSize = .zero
    /// Extra scrollable space around the content.
    open var contentInset: UIEdgeInsets = .zero
    /// The scroll indicators' settings (`ScrollView/UIScrollView+Indicators.swift`).
    var indicators = ScrollIndicators()
    /// Whether the content scrolls. Default `true`.
    open var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    /// Whether a drag may go past the content's edges (at half speed). Default `true`.
    open var bounces = true
    /// Whether vertical dragging is allowed even when the content is not taller than the bounds.
    open var alwaysBounceVertical = false
    /// Whether horizontal dragging is allowed even when the content is not wider than the bounds.
    open var alwaysBounceHorizontal = false
    /// Whether scrolling stops on multiples of the bounds size. Default `false`.
    open var isPagingEnabled = false
    /// Whether a drag is locked to the axis it started along. Default `false`.
    open var isDirectionalLockEnabled = false
    /// How quickly deceleration slows the content. Default `.normal`. Values outside (0, 1) are clamped into it.
    open var decelerationRate: DecelerationRate = .normal

    /// The rate actually used: kept strictly between 0 and 1, so that the closed form stays finite.
    private var rate: CGFloat { min(max(decelerationRate.rawValue, 0.5), 0.99999) }
    /// Whether content touches wait ``contentTouchDelay`` before `touchesBegan`. Default `true`.
    open var delaysContentTouches = true
    /// The delay for content touches (Tactile addition; 0.15 s).
    open var contentTouchDelay: TimeInterval = 0.15
    /// Whether starting to scroll may cancel touches the content has already received. Default `true`.
    open var canCancelContentTouches = true
    /// The smallest zoom scale. Default 1.
    open var minimumZoomScale: CGFloat = 1
    /// The largest zoom scale. Default 1.
    open var maximumZoomScale: CGFloat = 1
    /// The current zoom scale. Default 1. Setting it is ``setZoomScale(_:animated:)`` without animation.
    open var zoomScale: CGFloat {
        get { zoomScaleStorage }
        set { setZoomScale(newValue, animated: false) }
    }
    private var zoomScaleStorage: CGFloat = 1
    /// Whether the user is dragging the content.
    public private(set) var isDragging = false
    /// Whether the content is moving after the finger lifted.
    public private(set) var isDecelerating = false
    /// Whether a finger is on the scroll view's content (it touched down and has not lifted), dragging or not.
    public var isTracking: Bool { !panGestureRecognizer.activeTouches.isEmpty }

    /// The pan that scrolls the content.
    public let panGestureRecognizer = UIPanGestureRecognizer()
    /// The pinch that zooms, or `nil` when zooming is not possible.
    public var pinchGestureRecognizer: UIPinchGestureRecognizer? { canZoom ? pinch : nil }

    private let pinch = UIPinchGestureRecognizer()
    private let delayedTouches = DelayedContentTouchesRecognizer(target: nil, action: nil)
    private var dragStartOffset: CGPoint = .zero
    private var lockedAxis: (horizontal: Bool, vertical: Bool)?
    private var deceleration: ScheduledAction?
    private var zoomStartScale: CGFloat = 1
    /// The pending ends of a programmatic animated scroll and zoom (`UIScrollView+ProgrammaticAnimation.swift`).
    var scrollingAnimationEnd: ScheduledAction?
    var zoomingAnimationEnd: ScheduledAction?

    /// Creates a scroll view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        installScrollingRecognizers()
    }

    /// Creates a scroll view with a zero frame (UIKit: `init?(coder:)`; Tactile decodes nothing).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installScrollingRecognizers()
    }

    private func installScrollingRecognizers() {
        clipsToBounds = true
        panGestureRecognizer.name = "UIScrollView.pan"
        panGestureRecognizer.addTarget(self, action: UIScrollView.handlePan)
        panGestureRecognizer.allowedScrollTypesMask = .all
        pinch.name = "UIScrollView.pinch"
        pinch.addTarget(self, action: UIScrollView.handlePinch)
        addGestureRecognizer(delayedTouches)
        addGestureRecognizer(panGestureRecognizer)
        addGestureRecognizer(pinch)
    }

    private var scheduler: (any TactileScheduler)? { window?.application?.scheduler }

    // MARK: Offset

    /// The point of the content shown at the top-left corner: the bounds origin. As in UIKit, a change lays the
    /// scroll view out in the next layout pass (``UIView/layoutSubviews()``), where tiling scroll views place their
    /// content.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin else { return }
            bounds.origin = newValue
            setNeedsLayout()
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// Sets the offset. Without a renderer the offset changes at once, animated or not (one
    /// ``UIScrollViewDelegate/scrollViewDidScroll(_:)``); with `animated: true` and a changed offset,
    /// ``UIScrollViewDelegate/scrollViewDidEndScrollingAnimation(_:)`` follows after
    /// ``programmaticAnimationDuration`` on the application's scheduler, as it does when UIKit's animation ends.
    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        stopDecelerating()
        let changed = offset != contentOffset
        contentOffset = offset
        if animated, changed { scheduleScrollingAnimationEnd() }
    }

    /// The smallest and largest offsets that keep the content (with its insets) in view.
    public var minimumContentOffset: CGPoint { CGPoint(x: -contentInset.left, y: -contentInset.top) }
    /// The largest offset.
    public var maximumContentOffset: CGPoint {
        CGPoint(
            x: max(-contentInset.left, contentSize.width + contentInset.right - bounds.width),
            y: max(-contentInset.top, contentSize.height + contentInset.bottom - bounds.height))
    }

    var canScrollHorizontally: Bool {
        isScrollEnabled && (alwaysBounceHorizontal || maximumContentOffset.x > minimumContentOffset.x)
    }
    var canScrollVertically: Bool {
        isScrollEnabled && (alwaysBounceVertical || maximumContentOffset.y > minimumContentOffset.y)
    }

    // MARK: Content touches

    /// Whether the content view `view` should receive `touches` (UIKit: `touchesShouldBegin(_:with:in:)`).
    /// Default `true`.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Whether starting to scroll may cancel the touches `view` is receiving (UIKit: `touchesShouldCancel(in:)`).
    /// Default: `true`, except for `UIControl`s.
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    /// The scroll view's own pan begins only along an axis it can scroll, and only if it may cancel the content
    /// touches already delivered.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === panGestureRecognizer else {
            return super.gestureRecognizerShouldBegin(gestureRecognizer)
        }
        let t = panGestureRecognizer.translation(in: self)
        let horizontal = abs(t.x) >= abs(t.y)
        if horizontal && !canScrollHorizontally { return false }
        if !horizontal && !canScrollVertically { return false }
        // Same-axis nesting: a drag that starts by pushing past an edge this view already rests on goes to an
        // enclosing scroll view that can move that way.
        if pushesPastEdge(translation: t, horizontal: horizontal), enclosingScrollView(canScrollHorizontally: horizontal) {
            return false
        }
        for touch in gestureRecognizer.attemptTouches {
            guard let content = touch.view, content !== self, touch.delivery.beganDelivered,
                !touch.delivery.isFinished
            else { continue }
            if !canCancelContentTouches || !touchesShouldCancel(in: content) { return false }
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    private func pushesPastEdge(translation t: CGPoint, horizontal: Bool) -> Bool {
        let lo = minimumContentOffset, hi = maximumContentOffset, o = contentOffset
        if horizontal {
            return (o.x <= lo.x && t.x > 0) || (o.x >= hi.x && t.x < 0)
        }
        return (o.y <= lo.y && t.y > 0) || (o.y >= hi.y && t.y < 0)
    }

    private func enclosingScrollView(canScrollHorizontally horizontal: Bool) -> Bool {
        var v = superview
        while let current = v {
            if let s = current as? UIScrollView,
                horizontal ? s.canScrollHorizontally : s.canScrollVertically
            {
                return true
            }
            v = current.superview
        }
        return false
    }

    // MARK: Dragging

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            stopDecelerating()
            isDragging = true
            dragStartOffset = contentOffset
            let t = pan.translation(in: self)
            lockedAxis = isDirectionalLockEnabled ? (abs(t.x) >= abs(t.y), abs(t.y) > abs(t.x)) : nil
            delegate?.scrollViewWillBeginDragging(self)
            follow(pan)
        case .changed:
            follow(pan)
        case .ended, .cancelled:
            follow(pan)
            isDragging = false
            // A wheel's clicks do not fling the content.
            let flings = pan.state == .ended && pan.scrollType != .discrete
            endDragging(velocity: flings ? pan.velocity(in: self) : .zero)
        default:
            break
        }
    }

    private func follow(_ pan: UIPanGestureRecognizer) {
        var t = pan.translation(in: self)
        if let lock = lockedAxis {
            if !lock.horizontal { t.x = 0 }
            if !lock.vertical { t.y = 0 }
        }
        if !canScrollHorizontally { t.x = 0 }
        if !canScrollVertically { t.y = 0 }
        let wanted = CGPoint(x: dragStartOffset.x - t.x, y: dragStartOffset.y - t.y)
        if pan.scrollType == .discrete {
            followWheel(pan, to: wanted)
            return
        }
        contentOffset = CGPoint(
            x: resist(wanted.x, minimumContentOffset.x, maximumContentOffset.x),
            y: resist(wanted.y, minimumContentOffset.y, maximumContentOffset.y))
    }

    /// A mouse wheel stops at the content's edges, bouncing or not (a wheel has no finger to let go of, so
    /// nothing would pull the content back while it turns), and turning it back moves the content at once: the
    /// clicks that pushed past an edge are dropped from the pan's translation.
    private func followWheel(_ pan: UIPanGestureRecognizer, to wanted: CGPoint) {
        let offset = clamped(wanted)
        contentOffset = offset
        guard offset != wanted else { return }
        let t = pan.translation(in: self)
        pan.setTranslation(
            CGPoint(
                x: offset.x != wanted.x ? dragStartOffset.x - offset.x : t.x,
                y: offset.y != wanted.y ? dragStartOffset.y - offset.y : t.y),
            in: self)
    }

    /// Past an edge, a bouncing drag moves at half speed; a non-bouncing one stops.
    private func resist(_ v: CGFloat, _ lo: CGFloat, _ hi: CGFloat) -> CGFloat {
        if v < lo { return bounces ? lo - (lo - v) / 2 : lo }
        if v > hi { return bounces ? hi + (v - hi) / 2 : hi }
        return v
    }

    // MARK: Deceleration

    /// The speed below which the content does not decelerate, in points per second: 50, Flutter's minimum fling
    /// speed (UIKit's is not published).
    static let minimumDecelerationSpeed: CGFloat = 50

    private func endDragging(velocity fingerVelocity: CGPoint) {
        // The content moves against the finger: offset velocity is minus the finger's, in points per ms.
        var v = CGPoint(
            x: canScrollHorizontally ? -fingerVelocity.x / 1000 : 0,
            y: canScrollVertically ? -fingerVelocity.y / 1000 : 0)
        if let lock = lockedAxis {
            if !lock.horizontal { v.x = 0 }
            if !lock.vertical { v.y = 0 }
        }
        var target = isPagingEnabled ? pageTarget(velocity: v) : projectedOffset(velocity: v)
        delegate?.scrollViewWillEndDragging(self, withVelocity: v, targetContentOffset: &target)
        let outOfBounds = clamped(contentOffset) != contentOffset
        let speed = (v.x * v.x + v.y * v.y).squareRoot() * 1000
        let decelerate = isPagingEnabled || outOfBounds || speed >= Self.minimumDecelerationSpeed
            || target != projectedOffset(velocity: v)
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerate)
        guard decelerate else { return }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        let start = contentOffset
        let startTime = scheduler?.now ?? 0
        if isPagingEnabled || outOfBounds || target != projectedOffset(velocity: v)
            || speed < Self.minimumDecelerationSpeed
        {
            settle(from: start, to: clamped(target), startTime: startTime)
        } else {
            coast(from: start, velocity: v, startTime: startTime)
        }
    }

    /// Where free deceleration from velocity `v` (points per ms) would stop, within the content.
    public func projectedOffset(velocity v: CGPoint) -> CGPoint {
        let d = rate
        // Total distance of v·dᵗ over t in ms: v / −ln d.
        let k = -1 / log(d)
        return clamped(CGPoint(x: contentOffset.x + v.x * k, y: contentOffset.y + v.y * k))
    }

    private func pageTarget(velocity v: CGPoint) -> CGPoint {
        func page(_ offset: CGFloat, _ size: CGFloat, _ speed: CGFloat) -> CGFloat {
            guard size > 0 else { return offset }
            let current = offset / size
            // Faster than 50 pt/s (0.05 pt/ms): the next page that way; slower: the nearest page.
            let p = speed > 0.05 ? current.rounded(.up) : speed < -0.05 ? current.rounded(.down) : current.rounded()
            return p * size
        }
        return clamped(CGPoint(
            x: page(contentOffset.x, bounds.width, v.x), y: page(contentOffset.y, bounds.height, v.y)))
    }

    private func clamped(_ p: CGPoint) -> CGPoint {
        CGPoint(
            x: min(max(p.x, minimumContentOffset.x), maximumContentOffset.x),
            y: min(max(p.y, minimumContentOffset.y), maximumContentOffset.y))
    }

    /// Free deceleration in closed form: offset(t) = start + v·(dᵗ − 1)/ln d, t in ms.
    /// Runs `body` at the next 1/60 s tick; without a scheduler (the view left its window) deceleration ends now.
    private func nextTick(_ body: @escaping @MainActor (UIScrollView, TimeInterval) -> Void) {
        guard let scheduler else { return finishDecelerating() }
        deceleration = scheduler.schedule(after: 1.0 / 60) { [weak self] in
            guard let self else { return }
            guard let now = self.scheduler?.now else { return self.finishDecelerating() }
            body(self, now)
        }
    }

    private func coast(from start: CGPoint, velocity v: CGPoint, startTime: TimeInterval) {
        nextTick { `self`, now in
            let t = CGFloat((now - startTime) * 1000)
            let d = self.rate
            let factor = (pow(d, t) - 1) / log(d)
            let next = CGPoint(x: start.x + v.x * factor, y: start.y + v.y * factor)
            let bounded = self.clamped(next)
            self.contentOffset = bounded
            let speed = (v.x * v.x + v.y * v.y).squareRoot() * pow(d, t) * 1000
            if speed < Self.minimumDecelerationSpeed || bounded != next {
                self.finishDecelerating()
            } else {
                self.coast(from: start, velocity: v, startTime: startTime)
            }
        }
    }

    /// Eases to `target` over 0.3 s (paging, bouncing back, or a target set by the delegate).
    private func settle(from start: CGPoint, to target: CGPoint, startTime: TimeInterval) {
        nextTick { `self`, now in
            let f = min(1, CGFloat((now - startTime) / 0.3))
            let e = 1 - (1 - f) * (1 - f) * (1 - f)  // ease out
            self.contentOffset = CGPoint(
                x: start.x + (target.x - start.x) * e, y: start.y + (target.y - start.y) * e)
            if f >= 1 {
                self.finishDecelerating()
            } else {
                self.settle(from: start, to: target, startTime: startTime)
            }
        }
    }

    private func finishDecelerating() {
        deceleration = nil
        guard isDecelerating else { return }
        isDecelerating = false
        delegate?.scrollViewDidEndDecelerating(self)
    }

    /// Stops moving at once (a finger touched the moving content, or the offset was set).
    func stopDecelerating() {
        guard let deceleration else { return }
        deceleration.cancel()
        self.deceleration = nil
        isDecelerating = false
    }

    // MARK: Zoom

    private var canZoom: Bool {
        minimumZoomScale != maximumZoomScale && delegate?.viewForZooming(in: self) != nil
    }

    /// Sets the zoom scale within the range: the delegate's ``UIScrollViewDelegate/viewForZooming(in:)`` view gets
    /// a scale transform, its frame is moved to the content's origin, and its frame size becomes the content size,
    /// as in UIKit. The scale changes at once, animated or not; with `animated: true` and a changed scale the
    /// delegate gets ``UIScrollViewDelegate/scrollViewWillBeginZooming(_:with:)`` first and
    /// ``UIScrollViewDelegate/scrollViewDidEndZooming(_:with:atScale:)`` after ``programmaticAnimationDuration`` on
    /// the application's scheduler, as UIKit calls them around its animation.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard let view = delegate?.viewForZooming(in: self) else { return }
        let s = min(max(scale, minimumZoomScale), maximumZoomScale)
        guard s != zoomScaleStorage else { return }
        if animated { delegate?.scrollViewWillBeginZooming(self, with: view) }
        defer { if animated { scheduleZoomingAnimationEnd() } }
        zoomScaleStorage = s
        view.transform = CGAffineTransform(scaleX: s, y: s)
        // As in UIKit, the zoomed view is the content: its frame starts at the content's origin and its size is
        // the content size.
        var frame = view.frame
        frame.origin = .zero
        view.frame = frame
        contentSize = frame.size
        delegate?.scrollViewDidZoom(self)
    }

    /// Zooms so that `rect`, given in the coordinates of the delegate's
    /// ``UIScrollViewDelegate/viewForZooming(in:)`` view, fills the scroll view as far as it can, as UIKit does:
    /// the zoom scale becomes the largest at which the whole rectangle fits in ``UIView/bounds``
    /// (`min(bounds.width / rect.width, bounds.height / rect.height)`), clamped to
    /// ``minimumZoomScale``…``maximumZoomScale``, and the content offset centres the rectangle, kept within the
    /// content. A rectangle of zero size zooms to ``maximumZoomScale`` about its origin. Nothing happens without a
    /// view for zooming. The zoom and the offset apply at once; with `animated: true` the delegate's zooming
    /// callbacks are those of ``setZoomScale(_:animated:)``.
    open func zoom(to rect: CGRect, animated: Bool) {
        guard let view = delegate?.viewForZooming(in: self), !rect.isNull else { return }
        let r = rect.standardized
        let fitX = r.width > 0 ? bounds.width / r.width : CGFloat.infinity
        let fitY = r.height > 0 ? bounds.height / r.height : CGFloat.infinity
        let fit = min(fitX, fitY)
        setZoomScale(fit.isFinite ? fit : maximumZoomScale, animated: animated)
        let target = view.convert(r, to: self)
        let minimum = minimumContentOffset
        let maximum = maximumContentOffset
        let offset = CGPoint(x: target.midX - bounds.width / 2, y: target.midY - bounds.height / 2)
        // Part of the zoom animation: the zooming callbacks report its end, not didEndScrollingAnimation.
        setContentOffset(
            CGPoint(x: min(max(offset.x, minimum.x), maximum.x), y: min(max(offset.y, minimum.y), maximum.y)),
            animated: false)
    }

    private func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        guard canZoom else { return }
        if pinch.state == .began {
            zoomStartScale = zoomScale
            delegate?.scrollViewWillBeginZooming(self, with: delegate?.viewForZooming(in: self))
        }
        if pinch.state == .began || pinch.state == .changed || pinch.state == .ended {
            setZoomScale(zoomStartScale * pinch.scale, animated: false)
        }
        if pinch.state == .ended || pinch.state == .cancelled {
            delegate?.scrollViewDidEndZooming(self, with: delegate?.viewForZooming(in: self), atScale: zoomScale)
        }
    }
}
