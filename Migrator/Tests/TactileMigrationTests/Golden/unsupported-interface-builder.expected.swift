// Interface Builder's attributes go: they mean nothing on Linux.
final class RoundButton: UIButton {
    var cornerRadius: CGFloat = 0 {
        didSet { layer.cornerRadius = cornerRadius }
    }

    var borderWidth: CGFloat = 0 {
        didSet { layer.borderWidth = borderWidth }
    }

    /* @IBInspectable in a comment stays */ var title = "@IBInspectable in a string stays"
}

final class Spinner: UIView {}
