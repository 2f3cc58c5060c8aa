// Drawing: Tactile keeps CALayer's properties and records draw(_:), but has no display link, no Core Animation
// animations and no layer subclasses.
final class GaugeView: UIView {
    private var link: CADisplayLink?
    private let ring = CAShapeLayer()
    private let blur = UIVisualEffectView(effect: UIBlurEffect(style: .light))

    func start() {
        let pulse = CABasicAnimation(keyPath: "opacity")
        pulse.fromValue = 1
        pulse.toValue = 0.5
        layer.add(pulse, forKey: "pulse")
        layer.insertSublayer(ring, at: 0)
        layer.shouldRasterize = true
        layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        ring.strokeEnd = 0.5
        CATransaction.commit()
    }

    func style() {
        layer.shadowOpacity = 0.3
        layer.shadowRadius = 4
        layer.cornerRadius = 8
        let image = UIGraphicsImageRenderer(size: bounds.size).image { _ in
            UIBezierPath(ovalIn: bounds).fill()
        }
        layer.contents = image
    }

    override func draw(_ rect: CGRect) {
        UIBezierPath(rect: rect).stroke()
    }
}
