import Foundation
import Tactile
import TactileTesting
import Testing

@testable import TactileRender

/// Measures every character as `width` points, and lines as 10 points, whatever the font.
struct FixedWidthMeasurer: TextMeasuring {
    var width: CGFloat
    func advance(of text: Substring, font: UIFont) -> CGFloat { CGFloat(text.count) * width }
    func lineMetrics(for font: UIFont) -> TextLineMetrics { TextLineMetrics(ascender: 8, descender: 2, lineHeight: 10) }
}

@MainActor
@Suite(.serialized) struct TextMeasurementTests {
    @Test func theBuiltInMetricIsHelveticasWidthsScaledByThePointSize() {
        let m = BuiltInTextMeasurer()
        // H 722, e 556, l 222, l 222, o 556: 2.278 em.
        #expect(abs(m.advance(of: "Hello", font: .systemFont(ofSize: 17)) - 2.278 * 17) < 1e-9)
        #expect(m.advance(of: "", font: .systemFont(ofSize: 17)) == 0)
        #expect(m.advance(of: "日本", font: .systemFont(ofSize: 10)) == 20)
        #expect(abs(m.advance(of: "e\u{301}", font: .systemFont(ofSize: 10)) - 5.56) < 1e-9)
        #expect(m.advance(of: "Hi", font: .boldSystemFont(ofSize: 10)) > m.advance(of: "Hi", font: .systemFont(ofSize: 10)))
        let lines = m.lineMetrics(for: .systemFont(ofSize: 17))
        #expect(abs(lines.lineHeight - 20.23) < 1e-9)
        #expect(abs(lines.ascender - 16.15) < 1e-9)
    }

    func lines(_ text: String, width: CGFloat?, lines: Int, mode: NSLineBreakMode = .byTruncatingTail) -> [String] {
        TextLineLayout.lines(
            for: text, font: .systemFont(ofSize: 10), maxWidth: width, numberOfLines: lines, lineBreakMode: mode,
            measurer: FixedWidthMeasurer(width: 10)
        ).map(\.text)
    }

    @Test func wrapsAtWordsBreaksLongWordsAndHonoursNewlines() {
        #expect(lines("one two three", width: 80, lines: 0) == ["one two", "three"])
        #expect(lines("abcdefghij", width: 40, lines: 0, mode: .byWordWrapping) == ["abcd", "efgh", "ij"])
        #expect(lines("ab\ncd", width: 100, lines: 0) == ["ab", "cd"])
        #expect(lines("one two three", width: 80, lines: 0, mode: .byCharWrapping) == ["one two ", "three"].map {
            $0.trimmingCharacters(in: .whitespaces)
        })
    }

    @Test func shortensTheLastLineAsTheModeSays() {
        #expect(lines("abcdefghij", width: 60, lines: 1) == ["abcde…"])
        #expect(lines("abcdefghij", width: 60, lines: 1, mode: .byTruncatingHead) == ["…fghij"])
        #expect(lines("abcdefghij", width: 60, lines: 1, mode: .byTruncatingMiddle) == ["abc…ij"])
        #expect(lines("abcdefghij", width: 60, lines: 1, mode: .byClipping) == ["abcdefghij"])
        // The last line takes the rest and is cut between characters, as UIKit cuts a tail.
        #expect(lines("one two three four", width: 80, lines: 2) == ["one two", "three f…"])
        #expect(lines("short", width: 60, lines: 1) == ["short"])
    }

    @Test func labelsSizeThemselvesWithTheInstalledMeasurer() {
        let saved = TextMeasurement.current
        defer { TextMeasurement.current = saved }
        TextMeasurement.current = FixedWidthMeasurer(width: 10)
        let label = UILabel()
        label.text = "one two three"
        #expect(label.intrinsicContentSize == CGSize(width: 130, height: 10))
        label.numberOfLines = 0
        #expect(label.sizeThatFits(CGSize(width: 80, height: 0)) == CGSize(width: 70, height: 20))
        label.preferredMaxLayoutWidth = 80
        #expect(label.intrinsicContentSize == CGSize(width: 70, height: 20))
        label.sizeToFit()
        #expect(label.bounds.size == CGSize(width: 130, height: 10), "a zero width does not constrain")
        label.frame = CGRect(x: 5, y: 5, width: 80, height: 0)
        label.sizeToFit()
        #expect(label.frame == CGRect(x: 5, y: 5, width: 70, height: 20))
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 20, height: 22))
        #expect(UIView().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    @Test func aLabelDrawsItsLinesCentredVerticallyAndAligned() {
        let saved = TextMeasurement.current
        defer { TextMeasurement.current = saved }
        TextMeasurement.current = FixedWidthMeasurer(width: 10)
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        label.text = "abc"
        label.textAlignment = .right
        label.textColor = .red
        window.addSubview(label)
        let item = window.displayList().items[1]
        guard case .text(let text) = item.content.first else {
            Issue.record("no text in the label's content")
            return
        }
        // One 10-point line centred in 40 points: its top at 15, its baseline 8 below.
        #expect(text.lines == [DisplayTextLine(text: "abc", origin: CGPoint(x: 70, y: 23), width: 30)])
        #expect(text.color == DisplayColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(text.fontSize == 17)
        #expect(text.fontFamily == "System")
    }
}
