import Foundation
import Tactile

/// How Tactile draws a button that has a `UIButton.Configuration` (no UIKit counterpart: UIKit's button draws it
/// with private subviews and a background view).
///
/// In order: the background (the configuration's background colour for the button's state, rounded by its corner
/// style, inset by its background insets), its stroke, the image or activity indicator, the title and the subtitle,
/// where `ButtonConfigurationLayout` puts them (the same layout that sizes the button). The content is drawn in the
/// foreground colour of the state; a highlighted button's background or content is dimmed, a disabled one grey.
@MainActor
enum ButtonConfigurationContent {
    /// The content of `button`, drawing `configuration` (its applied configuration).
    static func content(of button: UIButton, configuration c: UIButton.Configuration) -> [DisplayContent] {
        var out: [DisplayContent] = []
        let appearance = c.appearance(tintColor: button.tintColor)
        let insets = c.background.backgroundInsets.edgeInsets
        let backgroundRect = button.bounds.inset(by: insets)
        let radius = c.cornerRadius(forHeight: backgroundRect.height)
        if appearance.backgroundColor.alphaComponent > 0 {
            out.append(
                .fill(
                    DisplayPath(rect: backgroundRect, cornerRadius: radius), DisplayColor(appearance.backgroundColor),
                    .winding))
        }
        if appearance.strokeWidth > 0 {
            // The stroke lies inside the background's edge, moved out by the stroke outset.
            let inward = appearance.strokeWidth / 2 - appearance.strokeOutset
            out.append(
                .stroke(
                    DisplayPath(
                        rect: backgroundRect.insetBy(dx: inward, dy: inward), cornerRadius: max(0, radius - inward)),
                    DisplayStroke(color: DisplayColor(appearance.strokeColor), lineWidth: appearance.strokeWidth)))
        }
        let layout = ButtonConfigurationLayout(
            configuration: c, in: button.bounds, horizontalAlignment: button.contentHorizontalAlignment,
            verticalAlignment: button.contentVerticalAlignment, measurer: TextMeasurement.current)
        let foreground = appearance.foregroundColor
        if let rect = layout.imageRect {
            if layout.showsActivityIndicator {
                out += activityIndicator(in: rect, color: foreground)
            } else if let image = layout.image {
                out.append(.image(ImageContent.displayImage(image, in: rect, tint: foreground)))
            }
        }
        let texts = [
            (layout.titleLines, c.titleFont, layout.titleRect),
            (layout.subtitleLines, c.subtitleFont, layout.subtitleRect),
        ]
        for (lines, font, rect) in texts {
            let alignment = layout.textAlignment
            if let text = TextContent.text(lines, font: font, color: foreground, alignment: alignment, in: rect) {
                out.append(text)
            }
        }
        return out
    }

    /// An activity indicator at rest: eight spokes around the centre of `rect`, fading clockwise from the top, as
    /// iOS draws a `UIActivityIndicatorView` (Tactile does not animate it).
    static func activityIndicator(in rect: CGRect, color: UIColor) -> [DisplayContent] {
        let side = min(rect.width, rect.height)
        let outer = side / 2, inner = side / 4
        let stroke = DisplayColor(color)
        return (0..<8).map { index in
            let angle = Double(index) * .pi / 4 - .pi / 2
            let (dx, dy) = (CGFloat(cos(angle)), CGFloat(sin(angle)))
            let path = DisplayPath(elements: [
                .move(CGPoint(x: rect.midX + dx * inner, y: rect.midY + dy * inner)),
                .line(CGPoint(x: rect.midX + dx * outer, y: rect.midY + dy * outer)),
            ])
            let color = stroke.fading(1 - Double(index) / 10)
            return .stroke(path, DisplayStroke(color: color, lineWidth: side / 10, lineCap: "round"))
        }
    }
}
