import Foundation

/// The colours, fonts and corner radius a button configuration draws with, resolved for a tint colour and the
/// state its ``UIButton/Configuration/updated(for:)`` was made for (`package` API, read by the button's sizing and
/// by TactileRender's display list; no UIKit counterpart: UIKit's button applies them to its private subviews).
///
/// The rules (see Behaviors in the repository's Docs folder):
/// - **Normal:** plain and borderless: no background, content in `baseForegroundColor` or the tint colour. Gray and
///   bordered: `baseBackgroundColor` or `systemGray5` behind content in the tint colour. Tinted and bordered
///   tinted: `baseBackgroundColor` or the tint colour at 15 % opacity, content in the tint colour. Filled and
///   bordered prominent: `baseBackgroundColor` or the tint colour, content in white. A `background.backgroundColor`
///   replaces the style's background.
/// - **Selected** (when `automaticallyUpdateForSelection`): every style looks filled: its foreground colour (or, for
///   filled styles, its background colour) behind white content.
/// - **Disabled:** content in `tertiaryLabel`, a visible background becomes `tertiarySystemFill`.
/// - **Highlighted:** a visible background is drawn at 70 % of its opacity; content without a background at 30 %.
package struct ButtonConfigurationAppearance: Equatable {
    /// The colour of the title, subtitle, template images and the activity indicator.
    package var foregroundColor: UIColor
    /// The background's fill colour (clear for none).
    package var backgroundColor: UIColor
    /// The stroke's colour; drawn only when ``strokeWidth`` is above zero.
    package var strokeColor: UIColor
    /// The stroke's width.
    package var strokeWidth: CGFloat
    /// How far the stroke lies outside the background.
    package var strokeOutset: CGFloat

    /// Opacity of a visible background while highlighted.
    package static let highlightedBackgroundOpacity: CGFloat = 0.7
    /// Opacity of content without a background while highlighted.
    package static let highlightedContentOpacity: CGFloat = 0.3
    /// Opacity of the tinted styles' background colour.
    package static let tintedBackgroundOpacity: CGFloat = 0.15
}

extension UIButton.Configuration {
    /// Whether the style fills its background with its colour.
    var isFilledStyle: Bool { style == .filled || style == .borderedProminent }

    /// The colours for `tintColor` and the state ``updated(for:)`` recorded (the normal state when none).
    package func appearance(tintColor: UIColor) -> ButtonConfigurationAppearance {
        let state = updatedState ?? .normal
        var foreground: UIColor
        var backgroundColor: UIColor
        switch style {
        case .plain, .borderless:
            foreground = baseForegroundColor ?? tintColor
            backgroundColor = .clear
        case .gray, .bordered:
            foreground = baseForegroundColor ?? tintColor
            backgroundColor = baseBackgroundColor ?? .systemGray5
        case .tinted, .borderedTinted:
            foreground = baseForegroundColor ?? tintColor
            let base = baseBackgroundColor ?? tintColor
            let opacity = ButtonConfigurationAppearance.tintedBackgroundOpacity
            backgroundColor = base.withAlphaComponent(base.alphaComponent * opacity)
        case .filled, .borderedProminent:
            foreground = baseForegroundColor ?? .white
            backgroundColor = baseBackgroundColor ?? tintColor
        }
        if let custom = background.backgroundColor { backgroundColor = custom }
        if automaticallyUpdateForSelection, state.contains(.selected), !isFilledStyle {
            backgroundColor = foreground
            foreground = .white
        }
        let hasBackground = backgroundColor.alphaComponent > 0
        if state.contains(.disabled) {
            foreground = .tertiaryLabel
            if hasBackground { backgroundColor = .tertiarySystemFill }
        } else if state.contains(.highlighted) {
            if hasBackground {
                backgroundColor = backgroundColor.withAlphaComponent(
                    backgroundColor.alphaComponent * ButtonConfigurationAppearance.highlightedBackgroundOpacity)
            } else {
                foreground = foreground.withAlphaComponent(
                    foreground.alphaComponent * ButtonConfigurationAppearance.highlightedContentOpacity)
            }
        }
        return ButtonConfigurationAppearance(
            foregroundColor: foreground, backgroundColor: backgroundColor,
            strokeColor: background.resolvedStrokeColor(for: tintColor), strokeWidth: background.strokeWidth,
            strokeOutset: background.strokeOutset)
    }

    /// The corner radius of a background `height` points tall.
    package func cornerRadius(forHeight height: CGFloat) -> CGFloat {
        let radius: CGFloat
        switch cornerStyle {
        case .fixed: radius = background.cornerRadius
        case .dynamic:
            switch buttonSize {
            case .mini: radius = 4
            case .small: radius = 6
            case .medium: radius = 8
            case .large: radius = 12
            }
        case .small: radius = 4
        case .medium: radius = 8
        case .large: radius = 12
        case .capsule: radius = height / 2
        }
        return max(0, min(radius, height / 2))
    }

    /// The title's font for the ``buttonSize``: the text style `footnote` (mini), `subheadline` (small) or `body`.
    package var titleFont: UIFont {
        switch buttonSize {
        case .mini: UIFont.preferredFont(forTextStyle: .footnote)
        case .small: UIFont.preferredFont(forTextStyle: .subheadline)
        case .medium, .large: UIFont.preferredFont(forTextStyle: .body)
        }
    }

    /// The subtitle's font for the ``buttonSize``: `caption2` (mini), `caption1` (small) or `subheadline`.
    package var subtitleFont: UIFont {
        switch buttonSize {
        case .mini: UIFont.preferredFont(forTextStyle: .caption2)
        case .small: UIFont.preferredFont(forTextStyle: .caption1)
        case .medium, .large: UIFont.preferredFont(forTextStyle: .subheadline)
        }
    }
}
