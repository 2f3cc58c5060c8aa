extension UnsupportedAPIs {
    private static let noCoreAnimation = "Tactile has no Core Animation animations"
    private static let animateViews = "animate the view's properties with `UIView.animate(withDuration:animations:)` "
        + "or `UIViewPropertyAnimator`, which Tactile runs on the application's scheduler"
    private static let noLayerKinds = "Tactile's layers keep geometry and appearance but draw nothing, and there are "
        + "no layer subclasses"
    private static let drawInView = "draw it in the view's `draw(_:)` with `UIBezierPath` (Tactile records the "
        + "drawing), and call `setNeedsDisplay()` when it changes"

    private static let noTransform3D = "Tactile's layers and views have 2-D transforms only"
    private static let affineInstead = "use a `CGAffineTransform`: the view's `transform`, or the layer's "
        + "`affineTransform`"

    /// Core Animation beyond `CALayer`'s properties, display links and visual effects.
    static let drawing: [UnsupportedAPI] = [
        .init(pattern: .type("CADisplayLink"), family: .drawing,
              problem: "Tactile has no display link (and the selector it calls needs the Objective-C runtime)",
              advice: "run each step on the application's scheduler: "
                + "`UIApplication.shared.scheduler.scheduledTimer(withTimeInterval: 1.0 / 60, repeats: true) "
                + "{ _ in self.step() }`, and `invalidate()` the timer where you invalidated the link"),
    ] + ["CABasicAnimation", "CAKeyframeAnimation", "CASpringAnimation", "CAAnimationGroup", "CATransition",
         "CAPropertyAnimation", "CAAnimation", "CAMediaTimingFunction", "CATransaction"].map {
        .init(pattern: .type($0), family: .drawing, problem: noCoreAnimation, advice: animateViews)
    } + ["CAShapeLayer", "CAGradientLayer", "CATextLayer", "CAReplicatorLayer", "CAEmitterLayer", "CAScrollLayer",
         "CATiledLayer", "CATransformLayer"].map {
        .init(pattern: .type($0), family: .drawing, problem: noLayerKinds, advice: drawInView)
    } + [
        .init(pattern: .call("add", .exactly(["_", "forKey"])), family: .drawing, problem: noCoreAnimation,
              advice: animateViews),
        .init(pattern: .call("removeAllAnimations", .exactly([])), family: .drawing, problem: noCoreAnimation,
              advice: animateViews),
        .init(pattern: .call("removeAnimation", .exactly(["forKey"])), family: .drawing, problem: noCoreAnimation,
              advice: animateViews),
        .init(pattern: .call("insertSublayer", .any), family: .drawing,
              problem: "Tactile's layers can only be added on top",
              advice: "use `addSublayer(_:)` (Tactile's layers draw nothing; their order matters only for "
                + "hit-testing)"),
        .init(pattern: .type("CATransform3D"), family: .drawing, problem: noTransform3D, advice: affineInstead),
        .init(pattern: .member("CATransform3DIdentity"), family: .drawing, problem: noTransform3D,
              advice: affineInstead),
    ] + ["CATransform3DMakeRotation", "CATransform3DMakeScale", "CATransform3DMakeTranslation", "CATransform3DRotate",
         "CATransform3DScale", "CATransform3DTranslate", "CATransform3DConcat"].map {
        .init(pattern: .call($0, .any), family: .drawing, problem: noTransform3D, advice: affineInstead)
    } + ["shouldRasterize", "rasterizationScale", "maskedCorners", "cornerCurve"].map {
        .init(pattern: .member($0), family: .drawing,
              problem: "Tactile's layers draw nothing, so they have no drawing options",
              advice: "delete the line")
    } + ["UIVisualEffectView", "UIBlurEffect", "UIVibrancyEffect"].map {
        .init(pattern: .type($0), family: .drawing, problem: "Tactile draws no blur or vibrancy",
              advice: "give the view a translucent `backgroundColor` instead")
    }
}
