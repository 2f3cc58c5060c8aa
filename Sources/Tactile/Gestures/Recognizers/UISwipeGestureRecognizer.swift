import Foundation

/// Recognizes a swipe in one or more directions. Discrete.
///
/// UIKit counterpart:
/// [`UISwipeGestureRecognizer`](https://developer.apple.com/documentation/uikit/uiswipegesturerecognizer). The required
/// fingers' centroid must travel at least ``TactileConfiguration/swipeMinimumDistance`` (24 pt) within
/// ``TactileConfiguration/swipeMaximumDuration`` (0.25 s) of touch-down, within
/// ``TactileConfiguration/swipeMaximumAngle`` (20°) of an allowed ``direction``. It is recognized the moment it gets
/// there (fingers may still be down); it fails when the time runs out, the direction is wrong, or the fingers lift
/// first. UIKit does not document these limits. The distance is chosen larger than a pan's hysteresis, so that, as
/// Apple's *Event Handling Guide for iOS* describes, a swipe meets a pan's conditions first unless the pan requires the
/// swipe to fail.
@MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// Swipe directions (UIKit: `UISwipeGestureRecognizer.Direction`, same raw values).
    public struct Direction: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Towards the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Upwards.
        public static let up = Direction(rawValue: 1 << 2)
        /// Downwards.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The allowed directions. Default `.right`.
    open var direction: Direction = .right
    /// Fingers required. Default 1.
    open var numberOfTouchesRequired: Int = 1

    private var start: CGPoint?
    private var startTime: TimeInterval = 0
    private var timer: ScheduledAction?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible else { return }
        if numberOfTouches > numberOfTouchesRequired { return fail() }
        if numberOfTouches == numberOfTouchesRequired {
            start = currentCentroid()
            startTime = event.timestamp
            timer?.cancel()
            timer = scheduler?.schedule(after: configuration.swipeMaximumDuration) { [weak self] in self?.fail() }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard state == .possible, let start, let c = currentCentroid() else { return }
        let config = configuration
        if event.timestamp - startTime > config.swipeMaximumDuration { return fail() }
        let dx = c.x - start.x, dy = c.y - start.y
        guard (dx * dx + dy * dy).squareRoot() >= config.swipeMinimumDistance else { return }
        let angle = atan2(dy, dx)  // screen coordinates: y grows downwards
        let candidates: [(Direction, CGFloat)] = [(.right, 0), (.down, .pi / 2), (.left, .pi), (.up, -.pi / 2)]
        for (d, axis) in candidates where direction.contains(d) {
            var diff = abs(angle - axis)
            if diff > .pi { diff = 2 * .pi - diff }
            if diff <= config.swipeMaximumAngle {
                timer?.cancel()
                state = .ended
                return
            }
        }
        fail()
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        fail()
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        fail()
    }

    open override func reset() {
        super.reset()
        timer?.cancel()
        timer = nil
        start = nil
    }

    private func fail() {
        timer?.cancel()
        timer = nil
        if state == .possible { state = .failed }
    }
}
