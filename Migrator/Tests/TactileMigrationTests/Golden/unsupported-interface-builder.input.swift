// Interface Builder's attributes go: they mean nothing on Linux.
@IBDesignable
final class RoundButton: UIButton {
    @IBInspectable var cornerRadius: CGFloat = 0 {
        didSet { layer.cornerRadius = cornerRadius }
    }

    @IBInspectable
    var borderWidth: CGFloat = 0 {
        didSet { layer.borderWidth = borderWidth }
    }

    /* @IBInspectable in a comment stays */ var title = "@IBInspectable in a string stays"
}

@IBDesignable final class Spinner: UIView {}
