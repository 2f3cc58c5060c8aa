import Foundation

/// A text label (UIKit: `UILabel`). Like UIKit's, a label ignores touches by default
/// (``UIView/isUserInteractionEnabled`` is `false`). Its text is measured by ``TextMeasurement/current`` for
/// ``sizeThatFits(_:)`` and ``intrinsicContentSize``, and drawn by TactileRender's display list, broken into lines
/// as ``numberOfLines`` and ``lineBreakMode`` say.
@MainActor
open class UILabel: UIView {
    /// Creates a label with user interaction disabled, as in UIKit.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates a label with a zero frame and user interaction disabled (UIKit: `init?(coder:)`; Tactile decodes
    /// nothing).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// The text shown.
    open var text: String? {
        didSet {
            setNeedsRenderContent()
            contentSizeMayHaveChanged()
        }
    }

    /// The font. Default the 17-point system font, as in UIKit.
    open var font: UIFont! = .systemFont(ofSize: 17) {
        didSet {
            setNeedsRenderContent()
            contentSizeMayHaveChanged()
        }
    }
    /// The text colour. Default ``UIColor/label``; setting `nil` restores it.
    open var textColor: UIColor! = .label {
        didSet {
            if textColor == nil { textColor = .label }
            setNeedsRenderContent()
        }
    }
    /// The horizontal alignment. Default `.natural`.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { setNeedsRenderContent() }
    }
    /// The maximum number of lines, 0 for no limit. Default 1.
    open var numberOfLines: Int = 1 {
        didSet {
            setNeedsRenderContent()
            contentSizeMayHaveChanged()
        }
    }
    /// How text that does not fit is shortened. Default `.byTruncatingTail`.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { setNeedsRenderContent() }
    }
    /// The text with attributes; setting it sets ``text`` to its string, and setting ``text`` clears it.
    open var attributedText: NSAttributedString? {
        get {
            if let stored = attributedTextStorage, stored.string == text { return stored }
            return text.map { NSAttributedString(string: $0) }
        }
        set {
            attributedTextStorage = newValue
            if text != newValue?.string { text = newValue?.string }
        }
    }
    private var attributedTextStorage: NSAttributedString?
    /// Whether the text is drawn enabled. Default `true`.
    open var isEnabled = true {
        didSet { setNeedsRenderContent() }
    }
    /// Whether the label shows its highlighted state. Default `false`.
    open var isHighlighted = false {
        didSet { setNeedsRenderContent() }
    }
    /// The text colour while highlighted. Default `nil`.
    open var highlightedTextColor: UIColor? {
        didSet { setNeedsRenderContent() }
    }
    /// Whether the font shrinks to fit the width. Default `false`.
    open var adjustsFontSizeToFitWidth = false {
        didSet { setNeedsRenderContent() }
    }
    /// The width at which a multi-line label's ``intrinsicContentSize`` wraps. Default 0: no preferred width.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The lines the label shows within `width` (`package` API for the display list).
    package func layoutLines(width: CGFloat?) -> [TextLayoutLine] {
        TextLineLayout.lines(
            for: text ?? "", font: font, maxWidth: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
            measurer: TextMeasurement.current)
    }

    /// The rectangle the text takes within `bounds`, with at most `numberOfLines` lines (0: any number): as wide as
    /// its widest line and centred vertically, as UIKit draws a label's text.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let lines = TextLineLayout.lines(
            for: text ?? "", font: font, maxWidth: bounds.width, numberOfLines: numberOfLines,
            lineBreakMode: lineBreakMode, measurer: TextMeasurement.current)
        let size = TextLineLayout.size(of: lines, font: font, measurer: TextMeasurement.current)
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The size of the text within `size`'s width (its lines wrap there when ``numberOfLines`` allows more than
    /// one), rounded up to whole points as UIKit does.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width: CGFloat? = size.width > 0 && size.width.isFinite ? size.width : nil
        let lines = layoutLines(width: numberOfLines == 1 ? nil : width)
        let fitted = TextLineLayout.size(of: lines, font: font, measurer: TextMeasurement.current)
        return CGSize(width: fitted.width.rounded(.up), height: fitted.height.rounded(.up))
    }

    /// The text's size on one line, or wrapped at ``preferredMaxLayoutWidth`` when it is set and the label has
    /// more than one line.
    open override var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : 0, height: 0))
    }

    /// The smallest scale the font may shrink to. Default 0.
    open var minimumScaleFactor: CGFloat = 0 {
        didSet { setNeedsRenderContent() }
    }
}
