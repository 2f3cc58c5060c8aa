import Foundation

/// An image view (UIKit: `UIImageView`). As in UIKit, ``UIView/isUserInteractionEnabled`` defaults to `false`. The
/// display list draws its image where ``UIView/contentMode`` puts it.
@MainActor
open class UIImageView: UIView {
    /// Creates an image view with user interaction disabled, as in UIKit.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates an image view with a zero frame and user interaction disabled (UIKit: `init?(coder:)`; Tactile
    /// decodes nothing).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// Whether the image view shows its highlighted state.
    open var isHighlighted: Bool = false {
        didSet { setNeedsRenderContent() }
    }

    /// The image shown. Default `nil`.
    open var image: UIImage? {
        didSet {
            setNeedsRenderContent()
            contentSizeMayHaveChanged()
        }
    }
    /// The image's size, or none when there is no image.
    open override var intrinsicContentSize: CGSize {
        guard let image = isHighlighted ? highlightedImage ?? image : image else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return image.size
    }

    /// The image's size (the current size when there is no image).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        (isHighlighted ? highlightedImage ?? image : image)?.size ?? bounds.size
    }

    /// The image shown while ``isHighlighted``. Default `nil`.
    open var highlightedImage: UIImage? {
        didSet { setNeedsRenderContent() }
    }
}
