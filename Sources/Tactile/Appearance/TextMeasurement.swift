import Foundation

/// How tall a font's lines are (no UIKit counterpart as a type: UIKit reads the same from `UIFont.ascender`,
/// `descender` and `lineHeight`).
public struct TextLineMetrics: Sendable, Equatable {
    /// From the baseline up to the top of the tallest glyphs, in points (positive).
    public var ascender: CGFloat
    /// From the baseline down to the bottom of the lowest glyphs, in points (positive, unlike `UIFont.descender`,
    /// which is negative).
    public var descender: CGFloat
    /// The distance from one baseline to the next, in points.
    public var lineHeight: CGFloat

    /// Creates line metrics.
    public init(ascender: CGFloat, descender: CGFloat, lineHeight: CGFloat) {
        self.ascender = ascender
        self.descender = descender
        self.lineHeight = lineHeight
    }
}

/// Measures text for layout: how wide a run of text is in a font, and how tall its lines are (no UIKit
/// counterpart: UIKit measures with Core Text and the fonts of iOS).
///
/// Tactile measures text in two places: sizing labels and buttons (`sizeThatFits(_:)`, `intrinsicContentSize`,
/// `String.size(withAttributes:)`), and breaking a label's text into lines for the display list. Both ask
/// ``TextMeasurement/current``, so that what is laid out and what is drawn agree. A host that draws text with a real
/// font engine (the GTK host uses Pango) installs its own measurer; tests and headless runs keep the built-in one,
/// whose numbers are the same on every machine.
public protocol TextMeasuring {
    /// The advance width of `text` set on one line in `font`, in points.
    func advance(of text: Substring, font: UIFont) -> CGFloat
    /// The line metrics of `font`.
    func lineMetrics(for font: UIFont) -> TextLineMetrics
}

/// Where Tactile looks for its text measurer (no UIKit counterpart).
@MainActor
public enum TextMeasurement {
    /// The measurer every label, button and display list uses. Default ``BuiltInTextMeasurer``. Set it once, before
    /// the first view is laid out (text measured earlier keeps its old size until it is laid out again).
    public static var current: any TextMeasuring = BuiltInTextMeasurer()
}

/// Tactile's deterministic text metric: fixed advance widths per character, scaled by the point size (no UIKit
/// counterpart).
///
/// Why a built-in metric: layout, hit-testing and tests must give the same numbers on every machine, whatever fonts
/// are installed, and headless runs may have none. The widths are those of Helvetica's published font metrics for
/// printable ASCII (a close relative of the San Francisco system font of iOS, within about 5 % on typical text);
/// other characters are 0.55 em, East Asian wide characters (CJK, kana, Hangul, full-width forms, emoji) 1 em, and
/// combining marks and zero-width characters 0. Bold and heavier weights widen every advance by up to 8 %. Lines
/// are 1.19 em apart with an ascender of 0.95 em and a descender of 0.24 em, the proportions of the iOS system
/// font (a 17-point line is 20.2 points tall, iOS's 20.3).
public struct BuiltInTextMeasurer: TextMeasuring, Sendable {
    /// Creates the measurer.
    public init() {}

    /// Helvetica's advance widths, in thousandths of an em, for U+0020 through U+007E.
    private static let asciiWidths: [UInt16] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,  // space … /
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,  // 0 … ?
        1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,  // @ … O
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,  // P … _
        333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,  // ` … o
        556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,  // p … ~
    ]

    /// The width of one character, in em.
    static func em(of scalar: Unicode.Scalar) -> CGFloat {
        let v = scalar.value
        if v >= 0x20 && v <= 0x7E { return CGFloat(asciiWidths[Int(v - 0x20)]) / 1000 }
        if v < 0x20 || v == 0x7F { return 0 }
        switch v {
        case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F, 0x20D0...0x20FF: return 0
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD:
            return 1
        case 0x00A0: return 0.278
        case 0x2026: return 1
        default: return 0.55
        }
    }

    /// How much wider a weight sets text: 1 up to regular, rising to 1.08 at black.
    static func weightFactor(_ weight: UIFont.Weight) -> CGFloat {
        1 + 0.08 * min(1, max(0, weight.rawValue / UIFont.Weight.black.rawValue))
    }

    /// The sum of the characters' advances, scaled by the point size and widened by the weight.
    public func advance(of text: Substring, font: UIFont) -> CGFloat {
        var ems: CGFloat = 0
        for scalar in text.unicodeScalars { ems += Self.em(of: scalar) }
        return ems * font.pointSize * Self.weightFactor(font.weight)
    }

    /// An ascender of 0.95 em, a descender of 0.24 em and lines 1.19 em apart.
    public func lineMetrics(for font: UIFont) -> TextLineMetrics {
        let size = font.pointSize
        return TextLineMetrics(ascender: 0.95 * size, descender: 0.24 * size, lineHeight: 1.19 * size)
    }
}
