import Foundation

/// A font: a name and a point size, kept for labels and buttons. No glyphs are loaded.
///
/// UIKit counterpart: `UIFont`; immutable and `Sendable`, as UIKit's is. The system font is named as on iOS
/// (family `.AppleSystemUIFont`). ``init(name:size:)`` returns `nil` for a name that is not one of the iOS fonts
/// Tactile knows (Helvetica, Helvetica Neue, Arial, Courier, Courier New, Georgia, Menlo, Times New Roman,
/// Verdana, Avenir Next and their common styles), as UIKit does for a font that is not installed.
/// ``preferredFont(forTextStyle:)`` gives UIKit's sizes at the default (Large) content size.
public final class UIFont: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// A font weight (UIKit counterpart: `UIFont.Weight`), with UIKit's values.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        /// Creates a weight.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// -0.8.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// -0.6.
        public static let thin = Weight(rawValue: -0.6)
        /// -0.4.
        public static let light = Weight(rawValue: -0.4)
        /// 0.
        public static let regular = Weight(rawValue: 0)
        /// 0.23.
        public static let medium = Weight(rawValue: 0.23)
        /// 0.3.
        public static let semibold = Weight(rawValue: 0.3)
        /// 0.4.
        public static let bold = Weight(rawValue: 0.4)
        /// 0.56.
        public static let heavy = Weight(rawValue: 0.56)
        /// 0.62.
        public static let black = Weight(rawValue: 0.62)
    }

    /// A Dynamic Type text style (UIKit counterpart: `UIFont.TextStyle`), with UIKit's raw values.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// Creates a style.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// 34 pt.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// 28 pt.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// 22 pt.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// 20 pt.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// 17 pt semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// 17 pt.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// 16 pt.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// 15 pt.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// 13 pt.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// 12 pt.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// 11 pt.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    /// The font's PostScript name, e.g. `"Helvetica-Bold"`.
    public let fontName: String
    /// The family, e.g. `"Helvetica"`.
    public let familyName: String
    /// The size in points.
    public let pointSize: CGFloat
    /// The weight (Tactile addition: UIKit reads it from the font descriptor's traits).
    public let weight: Weight

    init(fontName: String, familyName: String, pointSize: CGFloat, weight: Weight) {
        self.fontName = fontName
        self.familyName = familyName
        self.pointSize = pointSize
        self.weight = weight
    }

    /// The named font at `fontSize` points, or `nil` when the name is not a known iOS font.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard let family = Self.families.first(where: { $0.value.contains(fontName) })?.key else { return nil }
        let bold = fontName.contains("Bold") || fontName.contains("Black") || fontName.contains("Heavy")
        self.init(fontName: fontName, familyName: family, pointSize: fontSize, weight: bold ? .bold : .regular)
    }

    /// The system font at `fontSize` points.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font at `fontSize` points and `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        let style: String
        switch weight.rawValue {
        case ..<(-0.7): style = "Ultralight"
        case ..<(-0.5): style = "Thin"
        case ..<(-0.2): style = "Light"
        case ..<0.1: style = "Regular"
        case ..<0.26: style = "Medium"
        case ..<0.35: style = "Semibold"
        case ..<0.5: style = "Bold"
        case ..<0.6: style = "Heavy"
        default: style = "Black"
        }
        return UIFont(fontName: ".SFUI-\(style)", familyName: ".AppleSystemUIFont", pointSize: fontSize, weight: weight)
    }

    /// The bold system font at `fontSize` points.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic system font at `fontSize` points.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(fontName: ".SFUI-RegularItalic", familyName: ".AppleSystemUIFont", pointSize: fontSize, weight: .regular)
    }

    /// The monospaced-digit system font.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The system font for a text style, at UIKit's size for the default content size.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let sizes: [TextStyle: CGFloat] = [
            .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .body: 17, .callout: 16,
            .subheadline: 15, .footnote: 13, .caption1: 12, .caption2: 11,
        ]
        return systemFont(ofSize: sizes[style] ?? 17, weight: style == .headline ? .semibold : .regular)
    }

    /// UIKit's default label size: 17 points.
    public static var labelFontSize: CGFloat { 17 }
    /// UIKit's default button title size: 18 points.
    public static var buttonFontSize: CGFloat { 18 }
    /// UIKit's small system size: 12 points.
    public static var smallSystemFontSize: CGFloat { 12 }
    /// UIKit's system size: 14 points.
    public static var systemFontSize: CGFloat { 14 }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(fontName: fontName, familyName: familyName, pointSize: fontSize, weight: weight)
    }

    /// The families Tactile knows, sorted.
    public static var familyNames: [String] { families.keys.sorted() }

    /// The font names of a family.
    public static func fontNames(forFamilyName familyName: String) -> [String] { families[familyName] ?? [] }

    private static let families: [String: [String]] = [
        "Helvetica": ["Helvetica", "Helvetica-Bold", "Helvetica-Oblique", "Helvetica-BoldOblique", "Helvetica-Light"],
        "Helvetica Neue": [
            "HelveticaNeue", "HelveticaNeue-Bold", "HelveticaNeue-Italic", "HelveticaNeue-Light",
            "HelveticaNeue-Medium", "HelveticaNeue-Thin", "HelveticaNeue-UltraLight",
        ],
        "Arial": ["ArialMT", "Arial-BoldMT", "Arial-ItalicMT", "Arial-BoldItalicMT"],
        "Courier": ["Courier", "Courier-Bold", "Courier-Oblique", "Courier-BoldOblique"],
        "Courier New": ["CourierNewPSMT", "CourierNewPS-BoldMT", "CourierNewPS-ItalicMT"],
        "Georgia": ["Georgia", "Georgia-Bold", "Georgia-Italic", "Georgia-BoldItalic"],
        "Menlo": ["Menlo-Regular", "Menlo-Bold", "Menlo-Italic", "Menlo-BoldItalic"],
        "Times New Roman": ["TimesNewRomanPSMT", "TimesNewRomanPS-BoldMT", "TimesNewRomanPS-ItalicMT"],
        "Verdana": ["Verdana", "Verdana-Bold", "Verdana-Italic"],
        "Avenir Next": [
            "AvenirNext-Regular", "AvenirNext-Bold", "AvenirNext-Medium", "AvenirNext-DemiBold",
            "AvenirNext-Italic", "AvenirNext-UltraLight", "AvenirNext-Heavy",
        ],
    ]

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName)
        hasher.combine(pointSize)
    }

    public var description: String {
        "<UIFont> font-family: \"\(familyName)\"; font-weight: \(weight.rawValue >= 0.4 ? "bold" : "normal"); font-size: \(Self.format(pointSize))pt"
    }

    private static func format(_ v: CGFloat) -> String {
        v == v.rounded() ? String(Int(v)) : String(format: "%g", Double(v))
    }
}
