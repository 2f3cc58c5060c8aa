import Foundation

/// Where a configured button's image (or activity indicator), title and subtitle go, and the size they need
/// (`package` API: the button's ``UIButton/intrinsicContentSize`` and TactileRender's display list both use it, so
/// that what is sized is what is drawn; no UIKit counterpart: UIKit lays out the button's private subviews).
///
/// The content is the image beside the text block (title above subtitle, ``UIButton/Configuration/titlePadding``
/// apart) on the side ``UIButton/Configuration/imagePlacement`` names, ``UIButton/Configuration/imagePadding``
/// apart when both are there; the fitting size adds ``UIButton/Configuration/contentInsets``. In bounds, the content
/// is placed inside the insets by the control's content alignments (centred by default), and text wider than the
/// room left wraps at words. Text is measured with ``TextMeasurement/current`` and rounded up to whole points.
package struct ButtonConfigurationLayout {
    /// The image drawn, or `nil` (none, or the activity indicator shows instead).
    package var image: UIImage?
    /// Whether the activity indicator shows in place of the image.
    package var showsActivityIndicator: Bool
    /// Where the image or the activity indicator goes, or `nil` when neither shows.
    package var imageRect: CGRect?
    /// The title's lines, and the rectangle they fill.
    package var titleLines: [TextLayoutLine]
    package var titleRect: CGRect
    /// The subtitle's lines, and the rectangle they fill.
    package var subtitleLines: [TextLayoutLine]
    package var subtitleRect: CGRect
    /// How the title and subtitle lines align within their rectangles.
    package var textAlignment: NSTextAlignment
    /// The size of the content plus the insets: the button's intrinsic content size.
    package var fittingSize: CGSize

    /// The side length of the activity indicator for a title font: 20 points at 17-point text, as a symbol image.
    package static func activityIndicatorSide(for font: UIFont) -> CGFloat { (20 * font.pointSize / 17).rounded() }

    /// Lays out `configuration` in `bounds`, or only measures it when `bounds` is `nil`.
    package init(
        configuration c: UIButton.Configuration, in bounds: CGRect?,
        horizontalAlignment: UIControl.ContentHorizontalAlignment = .center,
        verticalAlignment: UIControl.ContentVerticalAlignment = .center,
        measurer: any TextMeasuring
    ) {
        let insets = c.contentInsets.edgeInsets
        showsActivityIndicator = c.showsActivityIndicator
        image = c.showsActivityIndicator ? nil : c.image
        let indicatorSide = Self.activityIndicatorSide(for: c.titleFont)
        let imageSize: CGSize? =
            c.showsActivityIndicator ? CGSize(width: indicatorSide, height: indicatorSide) : c.image?.size
        let placement = c.imagePlacement
        let vertical = placement.contains(.top) || placement.contains(.bottom)
        let imageFirst = !(placement.contains(.bottom) || (!vertical && placement.contains(.trailing)))

        func measure(textWidth: CGFloat?) -> Measured {
            let title = Measured.Text(c.title, c.titleFont, width: textWidth, measurer)
            let subtitle = Measured.Text(c.subtitle, c.subtitleFont, width: textWidth, measurer)
            let both = !title.lines.isEmpty && !subtitle.lines.isEmpty
            let block = CGSize(
                width: max(title.size.width, subtitle.size.width),
                height: title.size.height + (both ? c.titlePadding : 0) + subtitle.size.height)
            let hasText = !title.lines.isEmpty || !subtitle.lines.isEmpty
            let padding = imageSize != nil && hasText ? c.imagePadding : 0
            let i = imageSize ?? .zero
            let content =
                vertical
                ? CGSize(width: max(i.width, block.width), height: i.height + padding + block.height)
                : CGSize(width: i.width + padding + block.width, height: max(i.height, block.height))
            return Measured(title: title, subtitle: subtitle, block: block, padding: padding, content: content)
        }

        var m = measure(textWidth: nil)
        fittingSize = CGSize(
            width: m.content.width + insets.left + insets.right, height: m.content.height + insets.top + insets.bottom)
        switch c.titleAlignment {
        case .leading: textAlignment = .left
        case .center: textAlignment = .center
        case .trailing: textAlignment = .right
        case .automatic: textAlignment = vertical ? .center : .left
        }
        guard let bounds else {
            imageRect = nil
            (titleLines, subtitleLines) = (m.title.lines, m.subtitle.lines)
            (titleRect, subtitleRect) = (.zero, .zero)
            return
        }
        let area = bounds.inset(by: insets)
        let room = vertical ? area.width : area.width - (imageSize?.width ?? 0) - m.padding
        if m.block.width > room { m = measure(textWidth: max(0, room)) }

        let content = m.content
        let x: CGFloat
        switch horizontalAlignment {
        case .left, .leading: x = area.minX
        case .right, .trailing: x = area.maxX - content.width
        case .center, .fill: x = area.midX - content.width / 2
        }
        let y: CGFloat
        switch verticalAlignment {
        case .top: y = area.minY
        case .bottom: y = area.maxY - content.height
        case .center, .fill: y = area.midY - content.height / 2
        }
        var blockOrigin: CGPoint
        if let imageSize {
            let imageOrigin: CGPoint
            if vertical {
                let imageY = imageFirst ? y : y + m.block.height + m.padding
                imageOrigin = CGPoint(x: x + (content.width - imageSize.width) / 2, y: imageY)
                blockOrigin = CGPoint(
                    x: x + (content.width - m.block.width) / 2, y: imageFirst ? y + imageSize.height + m.padding : y)
            } else {
                let imageX = imageFirst ? x : x + m.block.width + m.padding
                imageOrigin = CGPoint(x: imageX, y: y + (content.height - imageSize.height) / 2)
                blockOrigin = CGPoint(
                    x: imageFirst ? x + imageSize.width + m.padding : x, y: y + (content.height - m.block.height) / 2)
            }
            imageRect = CGRect(origin: imageOrigin, size: imageSize)
        } else {
            imageRect = nil
            blockOrigin = CGPoint(
                x: x + (content.width - m.block.width) / 2, y: y + (content.height - m.block.height) / 2)
        }
        titleLines = m.title.lines
        subtitleLines = m.subtitle.lines
        titleRect = CGRect(origin: blockOrigin, size: CGSize(width: m.block.width, height: m.title.size.height))
        let subtitleY = blockOrigin.y + m.block.height - m.subtitle.size.height
        subtitleRect = CGRect(x: blockOrigin.x, y: subtitleY, width: m.block.width, height: m.subtitle.size.height)
    }
}

/// The measured text and content of a configured button, before it is placed.
private struct Measured {
    /// One text's lines and their size, rounded up to whole points.
    struct Text {
        var lines: [TextLayoutLine] = []
        var size: CGSize = .zero

        init(_ string: String?, _ font: UIFont, width: CGFloat?, _ measurer: any TextMeasuring) {
            guard let string, !string.isEmpty else { return }
            lines = TextLineLayout.lines(
                for: string, font: font, maxWidth: width, numberOfLines: 0, lineBreakMode: .byWordWrapping,
                measurer: measurer)
            let measured = TextLineLayout.size(of: lines, font: font, measurer: measurer)
            size = CGSize(width: measured.width.rounded(.up), height: measured.height.rounded(.up))
        }
    }

    var title: Text
    var subtitle: Text
    /// The title and subtitle together.
    var block: CGSize
    /// The image padding, when both the image and text are there.
    var padding: CGFloat
    /// The image and the text block together.
    var content: CGSize
}
