import Tactile

/// A small icon button whose touch target is grown to at least 44 × 44 points, as the Human Interface
/// Guidelines ask, without changing how it looks.
class ExpandedHitAreaButton: UIButton {

    /// The smallest touch target, in points.
    var minimumHitSize = CGSize(width: 44, height: 44)

    /// Extra margins added around the bounds on top of the minimum size.
    var hitTestEdgeInsets: UIEdgeInsets = .zero

    convenience init(iconNamed name: String) {
        self.init(type: .custom)
        setImage(UIImage(systemName: name), for: .normal)
        tintColor = .label
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        guard isEnabled, !isHidden, alpha > 0.01 else {
            return super.point(inside: point, with: event)
        }
        return hitArea.contains(point)
    }

    /// The area, in the button's own coordinates, that accepts touches.
    var hitArea: CGRect {
        let widthToAdd = max(minimumHitSize.width - bounds.width, 0)
        let heightToAdd = max(minimumHitSize.height - bounds.height, 0)
        var area = bounds.insetBy(dx: -widthToAdd / 2, dy: -heightToAdd / 2)
        area.origin.x -= hitTestEdgeInsets.left
        area.origin.y -= hitTestEdgeInsets.top
        area.size.width += hitTestEdgeInsets.left + hitTestEdgeInsets.right
        area.size.height += hitTestEdgeInsets.top + hitTestEdgeInsets.bottom
        return area
    }
}

/// A round badge whose touches count only inside the circle, not in the corners of its square.
class CircularBadgeView: UIView {

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemRed
        layer.cornerRadius = min(frame.width, frame.height) / 2
        clipsToBounds = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let circle = UIBezierPath(ovalIn: bounds)
        return circle.contains(point)
    }
}
