import Foundation

/// UIKit's named colours. The fixed ones (``red``, ``gray`` …) have UIKit's components and colour spaces; the
/// adaptive system colours (``systemBlue``, ``label``, ``systemBackground`` …) have UIKit's light-mode values,
/// because Tactile has no dark mode or trait collection to resolve them against.
extension UIColor {
    private static func rgb255(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> UIColor {
        UIColor(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }

    // MARK: Fixed colours (UIKit's values)

    /// Grey 0, alpha 1.
    public static let black = UIColor(white: 0, alpha: 1)
    /// Grey 1/3.
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    /// Grey 2/3.
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    /// Grey 1, alpha 1.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Grey 0.5.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// RGB (1, 0, 0).
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// RGB (0, 1, 0).
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// RGB (0, 0, 1).
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// RGB (0, 1, 1).
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// RGB (1, 1, 0).
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// RGB (1, 0, 1).
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// RGB (1, 0.5, 0).
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// RGB (0.5, 0, 0.5).
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// RGB (0.6, 0.4, 0.2).
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Grey 0, alpha 0.
    public static let clear = UIColor(white: 0, alpha: 0)

    // MARK: System colours (light mode)

    /// (0, 122, 255) in light mode; the default tint colour.
    public static let systemBlue = rgb255(0, 122, 255)
    /// (52, 199, 89) in light mode.
    public static let systemGreen = rgb255(52, 199, 89)
    /// (255, 59, 48) in light mode.
    public static let systemRed = rgb255(255, 59, 48)
    /// (255, 149, 0) in light mode.
    public static let systemOrange = rgb255(255, 149, 0)
    /// (255, 204, 0) in light mode.
    public static let systemYellow = rgb255(255, 204, 0)
    /// (255, 45, 85) in light mode.
    public static let systemPink = rgb255(255, 45, 85)
    /// (175, 82, 222) in light mode.
    public static let systemPurple = rgb255(175, 82, 222)
    /// (48, 176, 199) in light mode.
    public static let systemTeal = rgb255(48, 176, 199)
    /// (88, 86, 214) in light mode.
    public static let systemIndigo = rgb255(88, 86, 214)
    /// (0, 199, 190) in light mode.
    public static let systemMint = rgb255(0, 199, 190)
    /// (50, 173, 230) in light mode.
    public static let systemCyan = rgb255(50, 173, 230)
    /// (162, 132, 94) in light mode.
    public static let systemBrown = rgb255(162, 132, 94)
    /// (142, 142, 147) in light mode.
    public static let systemGray = rgb255(142, 142, 147)
    /// (174, 174, 178) in light mode.
    public static let systemGray2 = rgb255(174, 174, 178)
    /// (199, 199, 204) in light mode.
    public static let systemGray3 = rgb255(199, 199, 204)
    /// (209, 209, 214) in light mode.
    public static let systemGray4 = rgb255(209, 209, 214)
    /// (229, 229, 234) in light mode.
    public static let systemGray5 = rgb255(229, 229, 234)
    /// (242, 242, 247) in light mode.
    public static let systemGray6 = rgb255(242, 242, 247)
    /// The default tint colour: ``systemBlue``.
    public static let tintColor = systemBlue

    // MARK: UI element colours (light mode)

    /// Text: black in light mode.
    public static let label = rgb255(0, 0, 0)
    /// Secondary text: (60, 60, 67) at 60 % in light mode.
    public static let secondaryLabel = rgb255(60, 60, 67, 0.6)
    /// Tertiary text: (60, 60, 67) at 30 % in light mode.
    public static let tertiaryLabel = rgb255(60, 60, 67, 0.3)
    /// Quaternary text: (60, 60, 67) at 18 % in light mode.
    public static let quaternaryLabel = rgb255(60, 60, 67, 0.18)
    /// Links: (0, 122, 255) in light mode.
    public static let link = rgb255(0, 122, 255)
    /// Placeholder text: (60, 60, 67) at 30 % in light mode.
    public static let placeholderText = rgb255(60, 60, 67, 0.3)
    /// Separators: (60, 60, 67) at 29 % in light mode.
    public static let separator = rgb255(60, 60, 67, 0.29)
    /// Opaque separators: (198, 198, 200) in light mode.
    public static let opaqueSeparator = rgb255(198, 198, 200)
    /// Backgrounds: white in light mode.
    public static let systemBackground = rgb255(255, 255, 255)
    /// Secondary backgrounds: (242, 242, 247) in light mode.
    public static let secondarySystemBackground = rgb255(242, 242, 247)
    /// Tertiary backgrounds: white in light mode.
    public static let tertiarySystemBackground = rgb255(255, 255, 255)
    /// Grouped backgrounds: (242, 242, 247) in light mode.
    public static let systemGroupedBackground = rgb255(242, 242, 247)
    /// Secondary grouped backgrounds: white in light mode.
    public static let secondarySystemGroupedBackground = rgb255(255, 255, 255)
    /// Tertiary grouped backgrounds: (242, 242, 247) in light mode.
    public static let tertiarySystemGroupedBackground = rgb255(242, 242, 247)
    /// Fills: (120, 120, 128) at 20 % in light mode.
    public static let systemFill = rgb255(120, 120, 128, 0.2)
    /// Secondary fills: (120, 120, 128) at 16 % in light mode.
    public static let secondarySystemFill = rgb255(120, 120, 128, 0.16)
    /// Tertiary fills: (118, 118, 128) at 12 % in light mode.
    public static let tertiarySystemFill = rgb255(118, 118, 128, 0.12)
    /// Quaternary fills: (116, 116, 128) at 8 % in light mode.
    public static let quaternarySystemFill = rgb255(116, 116, 128, 0.08)
    /// Light text (white at 60 %), a fixed colour.
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    /// Dark text (black), a fixed colour.
    public static let darkText = UIColor(white: 0, alpha: 1)
}
