import Foundation

/// View animations without a renderer.
///
/// UIKit counterpart: the `UIView.animate…` class methods. UIKit applies an animation block's changes to the
/// model at once (a view's `frame` reads the final value immediately, and hit-testing uses it), and only the
/// presentation on screen moves over the duration. Tactile has no screen, so:
/// - the `animations` block runs at once, synchronously, and its changes are final immediately;
/// - the `completion` block runs with `finished == true` on ``UIApplication/shared``'s scheduler after
///   `delay + duration` seconds; with a ``VirtualScheduler`` tests see it when they advance time. A zero
///   duration still completes asynchronously, on the scheduler's next turn, as UIKit does;
/// - with `.repeat` the animation never finishes, so, as in UIKit, the completion is not called;
/// - keyframes and transitions apply their blocks at once in order in the same way.
///
/// Deliberate difference from UIKit: UIKit ignores touches on the views being animated unless the options
/// include `.allowUserInteraction`; Tactile does not track which views an animation changes, so those views keep
/// receiving touches.
extension UIView {
    /// Options for view animations (UIKit counterpart: `UIView.AnimationOptions`, with UIKit's bit values).
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        /// Creates options from their raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lays out subviews at commit time.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets the animated views receive touches during the animation.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from the current presentation state.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats forever (the completion is never called).
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs backwards and forwards.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Ignores the enclosing animation's duration.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Ignores the enclosing animation's curve.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Animates content by redrawing.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hides and shows views instead of removing and adding them in a transition.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Ignores the enclosing animation's options.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        /// Ease in and out (the default curve).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Ease in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Linear.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// No transition.
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// Flip from the left.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flip from the right.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Curl up.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Curl down.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Cross-dissolve.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flip from the top.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flip from the bottom.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        /// The default frame rate.
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// 60 frames per second.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// 30 frames per second.
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)
    }

    /// Options for keyframe animations (UIKit counterpart: `UIView.KeyframeAnimationOptions`).
    public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        /// Creates options from their raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lays out subviews at commit time.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Lets the animated views receive touches during the animation.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Starts from the current presentation state.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeats forever (the completion is never called).
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Runs backwards and forwards.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Linear interpolation between keyframes (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// No interpolation.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Even pacing.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// Smooth curve through the keyframes.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// Smooth, evenly paced curve.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    private static var animationDepth = 0
    private static var currentAnimationDuration: TimeInterval = 0
    private static var animationsEnabled = true

    /// Whether animations are enabled. Default `true`. Tactile runs animation blocks at once either way; the
    /// flag is kept for code that reads it.
    public class var areAnimationsEnabled: Bool { animationsEnabled }

    /// Enables or disables animations.
    public class func setAnimationsEnabled(_ enabled: Bool) { animationsEnabled = enabled }

    /// The duration of the animation whose block is running, or 0 outside animation blocks.
    public class var inheritedAnimationDuration: TimeInterval { animationDepth > 0 ? currentAnimationDuration : 0 }

    /// Runs `actionsWithoutAnimation` at once, outside any animation.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let (depth, duration) = (animationDepth, currentAnimationDuration)
        animationDepth = 0
        defer { (animationDepth, currentAnimationDuration) = (depth, duration) }
        actionsWithoutAnimation()
    }

    /// Applies `animations` at once; `completion` runs on the scheduler after `delay + duration`.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        runAnimation(duration: duration, delay: delay, repeats: options.contains(.repeat), animations, completion)
    }

    /// Applies `animations` at once; `completion` runs on the scheduler after `duration`.
    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        runAnimation(duration: duration, delay: 0, repeats: false, animations, completion)
    }

    /// Applies `animations` at once; the animation ends on the scheduler after `duration`.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        runAnimation(duration: duration, delay: 0, repeats: false, animations, nil)
    }

    /// The spring animation: `animations` applied at once, `completion` after `delay + duration` (the spring's
    /// damping and velocity shape only the motion on screen, so they are accepted and not used).
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        runAnimation(duration: duration, delay: delay, repeats: options.contains(.repeat), animations, completion)
    }

    /// A keyframe animation: `animations` (which adds keyframes with
    /// ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``) runs at once, each keyframe's block
    /// at once in order; `completion` after `delay + duration`.
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        runAnimation(duration: duration, delay: delay, repeats: options.contains(.repeat), animations, completion)
    }

    /// Adds a keyframe to the keyframe animation being built: its block runs at once.
    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        animations()
    }

    /// A transition on `view`: `animations` applied at once; `completion` after `duration`.
    public class func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        runAnimation(duration: duration, delay: 0, repeats: false, animations ?? {}, completion)
    }

    /// Replaces `fromView` with `toView` at once: `toView` takes `fromView`'s place in its superview and
    /// `fromView` is removed (with `.showHideTransitionViews`, `fromView` is hidden and `toView` shown instead).
    /// `completion` runs after `duration`.
    public class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        runAnimation(duration: duration, delay: 0, repeats: false, {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else if let parent = fromView.superview {
                parent.insertSubview(toView, aboveSubview: fromView)
                fromView.removeFromSuperview()
            }
        }, completion)
    }

    private static func runAnimation(
        duration: TimeInterval, delay: TimeInterval, repeats: Bool, _ animations: () -> Void,
        _ completion: ((Bool) -> Void)?
    ) {
        let (depth, previous) = (animationDepth, currentAnimationDuration)
        animationDepth += 1
        currentAnimationDuration = duration
        animations()
        (animationDepth, currentAnimationDuration) = (depth, previous)
        guard let completion, !repeats else { return }
        UIApplication.shared.scheduler.schedule(after: max(0, delay) + max(0, duration)) { completion(true) }
    }
}
