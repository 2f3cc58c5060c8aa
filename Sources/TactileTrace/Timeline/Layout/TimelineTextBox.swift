import Foundation

/// The box a line of text takes on the timeline, worked out without a font: what the label placer keeps apart and
/// what the tests check for overlaps.
///
/// No UIKit counterpart. The width is an estimate from the font size and the number of characters: each character
/// is taken as ``averageAdvance`` of the font size wide (0.6 em for regular text, 0.66 em for bold). Sans-serif
/// fonts such as DejaVu Sans, Liberation Sans and Helvetica average about 0.55 em per character over lower-case
/// text and digits, so the estimate errs on the wide side and estimated boxes that do not overlap leave real text
/// a little room. The height runs from 0.8 em above the baseline (capitals and ascenders) to 0.25 em below it
/// (descenders).
struct TimelineTextBox: Equatable {
    enum Anchor: String {
        case start, middle, end
    }

    /// The average width of a character, as a share of the font size.
    static let averageAdvance = 0.6
    /// The same for bold text.
    static let boldAdvance = 0.66

    var text: String
    /// The anchor point: `x` is where the text starts, is centred or ends (per `anchor`); `y` is the baseline.
    var x: Double
    var y: Double
    var size: Double
    var anchor: Anchor
    var bold: Bool
    /// Whether the text is drawn hidden at first (the lanes of collapsed fingers in the page).
    var hidden = false

    static func width(_ text: String, size: Double, bold: Bool = false) -> Double {
        Double(text.count) * size * (bold ? boldAdvance : averageAdvance)
    }

    var width: Double { Self.width(text, size: size, bold: bold) }
    var minX: Double {
        switch anchor {
        case .start: x
        case .middle: x - width / 2
        case .end: x - width
        }
    }
    var maxX: Double { minX + width }
    var minY: Double { y - size * 0.8 }
    var maxY: Double { y + size * 0.25 }

    /// Whether the two boxes share any area (touching edges do not count).
    func intersects(_ other: TimelineTextBox) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
