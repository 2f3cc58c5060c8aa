import Foundation

/// The state of an animator (UIKit counterpart: `UIViewAnimatingState`).
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished.
    case inactive
    /// Started or paused.
    case active
    /// Stopped without finishing; `finishAnimation(at:)` ends it.
    case stopped
}

/// Where an animation ended (UIKit counterpart: `UIViewAnimatingPosition`).
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At the end values.
    case end
    /// At the start values.
    case start
    /// Wherever it was when stopped.
    case current
}

extension UIView {
    /// A timing curve (UIKit counterpart: `UIView.AnimationCurve`).
    public enum AnimationCurve: Int, Sendable {
        /// Ease in and out.
        case easeInOut
        /// Ease in.
        case easeIn
        /// Ease out.
        case easeOut
        /// Linear.
        case linear
    }
}

/// An interruptible animation (UIKit counterpart: `UIViewPropertyAnimator`), on the application's scheduler.
///
/// As with `UIView.animate`, there is no screen to animate: the animation blocks run when the animator starts
/// (``startAnimation()``, or ``pauseAnimation()`` on an inactive animator, as in UIKit), so their changes are
/// final at once, and the completions run with `.end` on ``UIApplication/shared``'s scheduler when the
/// remaining time has passed. ``fractionComplete`` follows the scheduler's clock while running (linearly;
/// the curve shapes only the motion on screen), stays put while paused and can be set then, and scales the
/// remaining time when the animator continues.
///
/// Deliberate difference from UIKit: finishing at `.start` (or a reversed animator finishing) does not put the
/// animated properties back to their start values, because Tactile does not record what the blocks changed; set
/// them in a completion instead.
@MainActor
open class UIViewPropertyAnimator {
    /// The duration in seconds.
    public let duration: TimeInterval
    /// The delay before the animation began, when started with a delay.
    public private(set) var delay: TimeInterval = 0
    /// The state.
    public private(set) var state: UIViewAnimatingState = .inactive
    /// Whether the animation is running (started and not paused).
    public private(set) var isRunning = false
    /// Whether the animation runs backwards (it then finishes at `.start`).
    open var isReversed = false
    /// Whether the animator can be paused and stopped. Default `true`.
    open var isInterruptible = true
    /// Whether the animated views take touches while running. Default `true`.
    open var isUserInteractionEnabled = true
    /// Whether hit-testing uses the presentation values (kept; Tactile has only model values). Default `false`.
    open var isManualHitTestingEnabled = false
    /// Whether scrubbing is linear. Default `true`.
    open var scrubsLinearly = true
    /// Whether the animator stays active after it completes. Default `false`.
    open var pausesOnCompletion = false

    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var startedAt: TimeInterval?
    private var fractionAtStart: CGFloat = 0
    private var pausedFraction: CGFloat = 0
    private var finishTimer: ScheduledAction?
    private var scheduler: any TactileScheduler { UIApplication.shared.scheduler }

    /// Creates an animator with a timing curve.
    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = duration
        if let animations { self.animations.append(animations) }
    }

    /// Creates a spring animator.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, curve: .easeInOut, animations: animations)
    }

    /// Creates an animator with a cubic Bézier timing curve.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(duration: duration, curve: .easeInOut, animations: animations)
    }

    /// Creates an animator, adds `animations` and `completion`, and starts it after `delay`.
    public class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// Adds animations. Added to a running animator, they apply at once.
    open func addAnimations(_ animation: @escaping () -> Void) {
        if state == .active { animation() } else { animations.append(animation) }
    }

    /// Adds animations that start after a fraction of the duration (they apply as ``addAnimations(_:)`` does).
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        addAnimations(animation)
    }

    /// Adds a completion, called with the position the animation ended at.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// How far the animation has got, 0…1. Settable while paused.
    open var fractionComplete: CGFloat {
        get {
            guard isRunning, let startedAt, duration > 0 else { return pausedFraction }
            let t = CGFloat((scheduler.now - startedAt) / duration)
            return min(1, max(0, isReversed ? fractionAtStart - t : fractionAtStart + t))
        }
        set {
            guard !isRunning else { return }
            pausedFraction = min(1, max(0, newValue))
        }
    }

    /// Starts (or continues) the animation.
    open func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    /// Starts (or continues) the animation after `delay` seconds.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped, !isRunning else { return }
        activate()
        self.delay = delay
        isRunning = true
        fractionAtStart = pausedFraction
        startedAt = scheduler.now + max(0, delay)
        let remaining = isReversed ? fractionAtStart : 1 - fractionAtStart
        finishTimer = scheduler.schedule(after: max(0, delay) + duration * Double(remaining)) { [weak self] in
            self?.complete()
        }
    }

    /// Pauses the animation; an inactive animator becomes active (its animations apply).
    open func pauseAnimation() {
        guard state != .stopped else { return }
        activate()
        if isRunning { pausedFraction = fractionComplete }
        isRunning = false
        finishTimer?.cancel()
        finishTimer = nil
    }

    /// Stops the animation where it is. Without finishing, the animator becomes inactive and no completion runs;
    /// otherwise it waits for ``finishAnimation(at:)``.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        pauseAnimation()
        state = withoutFinishing ? .inactive : .stopped
    }

    /// Ends a stopped animation at `finalPosition`, calling the completions.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        finish(at: finalPosition)
    }

    /// Continues a paused animation for its remaining time. The timing parameters shape only the motion on
    /// screen, and `durationFactor` is accepted and not used.
    open func continueAnimation(withTimingParameters parameters: Any?, durationFactor: CGFloat) {
        startAnimation()
    }

    private func activate() {
        guard state == .inactive else { return }
        state = .active
        let blocks = animations
        animations = []
        UIView.animate(withDuration: duration, animations: { for block in blocks { block() } })
    }

    private func complete() {
        finishTimer = nil
        isRunning = false
        pausedFraction = isReversed ? 0 : 1
        if pausesOnCompletion { return }
        finish(at: isReversed ? .start : .end)
    }

    private func finish(at position: UIViewAnimatingPosition) {
        finishTimer?.cancel()
        finishTimer = nil
        isRunning = false
        state = .inactive
        let handlers = completions
        completions = []
        for handler in handlers { handler(position) }
    }
}
