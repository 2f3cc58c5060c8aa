import UIKit

/// A rotary knob. Drag around the centre to change `value`; the control sends `.valueChanged`
/// while tracking (or only at the end when `isContinuous` is false).
class KnobControl: UIControl {

    var minimumValue: Float = 0
    var maximumValue: Float = 1
    var isContinuous = true

    private(set) var value: Float = 0

    /// The knob sweeps from -135° to +135°, with 0° pointing up.
    private let startAngle = -CGFloat.pi * 3 / 4
    private let endAngle = CGFloat.pi * 3 / 4

    private let pointerView = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = bounds.width / 2
        pointerView.frame = CGRect(x: bounds.midX - 2, y: 4, width: 4, height: bounds.height / 2 - 4)
        pointerView.backgroundColor = tintColor
        pointerView.isUserInteractionEnabled = false
        addSubview(pointerView)
        updatePointer()
    }

    func setValue(_ newValue: Float, animated: Bool = false) {
        value = min(maximumValue, max(minimumValue, newValue))
        updatePointer()
    }

    // MARK: - Tracking

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        updateValue(for: touch)
        return super.beginTracking(touch, with: event)
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        updateValue(for: touch)
        return super.continueTracking(touch, with: event)
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if !isContinuous {
            sendActions(for: .valueChanged)
        }
    }

    private func updateValue(for touch: UITouch) {
        let point = touch.location(in: self)
        // Angle measured clockwise from straight up.
        let angle = atan2(point.x - bounds.midX, bounds.midY - point.y)
        let clamped = min(endAngle, max(startAngle, angle))
        let fraction = Float((clamped - startAngle) / (endAngle - startAngle))
        let newValue = minimumValue + fraction * (maximumValue - minimumValue)
        guard newValue != value else { return }
        setValue(newValue)
        if isContinuous {
            sendActions(for: .valueChanged)
        }
    }

    private func updatePointer() {
        let fraction = CGFloat((value - minimumValue) / (maximumValue - minimumValue))
        let angle = startAngle + fraction * (endAngle - startAngle)
        pointerView.transform = CGAffineTransform(rotationAngle: angle)
    }
}
