import Foundation
import Testing
@testable import Tactile

/// Ten points per character and ten-point lines, whatever the font: sizes that can be worked out by hand.
struct TenPointTextMeasurer: TextMeasuring {
    func advance(of text: Substring, font: UIFont) -> CGFloat { CGFloat(text.count) * 10 }
    func lineMetrics(for font: UIFont) -> TextLineMetrics { TextLineMetrics(ascender: 8, descender: 2, lineHeight: 10) }
}

/// Where a configured button's image, title and subtitle go, and the size they need.
@MainActor
@Suite("ButtonConfigurationLayout: sizes and placement of a configured button's content")
struct ButtonConfigurationLayoutTests {
    let measurer = TenPointTextMeasurer()
    let square = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in }

    func fitting(_ c: UIButton.Configuration) -> CGSize {
        ButtonConfigurationLayout(configuration: c, in: nil, measurer: measurer).fittingSize
    }

    func layout(
        _ c: UIButton.Configuration, in bounds: CGRect, alignment: UIControl.ContentHorizontalAlignment = .center
    ) -> ButtonConfigurationLayout {
        ButtonConfigurationLayout(configuration: c, in: bounds, horizontalAlignment: alignment, measurer: measurer)
    }

    @Test("a title alone: its size plus the default insets (7 above and below, 12 at the sides)")
    func titleOnly() {
        var c = UIButton.Configuration.filled()
        c.title = "Go"
        #expect(fitting(c) == CGSize(width: 44, height: 24))
        c.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(fitting(c) == CGSize(width: 26, height: 14))
        #expect(fitting(.filled()) == CGSize(width: 24, height: 14), "no content: the insets alone")
    }

    @Test("the image goes beside the text with the image padding, or above and below it")
    func imageAndText() {
        var c = UIButton.Configuration.plain()
        c.title = "Go"
        c.image = square
        c.imagePadding = 8
        #expect(fitting(c) == CGSize(width: 20 + 8 + 20 + 24, height: 20 + 14))
        c.imagePlacement = .trailing
        #expect(fitting(c) == CGSize(width: 72, height: 34))
        c.imagePlacement = .top
        #expect(fitting(c) == CGSize(width: 20 + 24, height: 20 + 8 + 10 + 14))
        c.title = nil
        #expect(fitting(c) == CGSize(width: 44, height: 34), "no text: no image padding")
    }

    @Test("a subtitle goes below the title, the title padding apart; the block is as wide as the wider")
    func subtitle() {
        var c = UIButton.Configuration.gray()
        c.title = "Go"
        c.subtitle = "Hello"
        c.titlePadding = 4
        #expect(fitting(c) == CGSize(width: 50 + 24, height: 10 + 4 + 10 + 14))
        c.title = nil
        #expect(fitting(c) == CGSize(width: 74, height: 24), "no title: no title padding")
    }

    @Test("the activity indicator takes the image's place: 20 points at 17-point text, smaller for mini")
    func activityIndicator() {
        var c = UIButton.Configuration.filled()
        c.title = "Go"
        c.imagePadding = 5
        c.showsActivityIndicator = true
        #expect(fitting(c) == CGSize(width: 20 + 5 + 20 + 24, height: 20 + 14))
        c.image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { _ in }
        #expect(fitting(c).width == 69, "the indicator replaces a larger image")
        let shown = layout(c, in: CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(shown.image == nil && shown.showsActivityIndicator)
        #expect(shown.imageRect?.size == CGSize(width: 20, height: 20))
        c.buttonSize = .mini
        #expect(ButtonConfigurationLayout.activityIndicatorSide(for: c.titleFont) == 15)
    }

    @Test("in bounds the content is centred inside the insets; leading puts the image first, trailing last")
    func placement() {
        var c = UIButton.Configuration.plain()
        c.title = "Go"
        c.image = square
        c.imagePadding = 8
        let bounds = CGRect(x: 0, y: 0, width: 200, height: 50)
        let leading = layout(c, in: bounds)
        #expect(leading.imageRect == CGRect(x: 76, y: 15, width: 20, height: 20))
        #expect(leading.titleRect == CGRect(x: 104, y: 20, width: 20, height: 10))
        #expect(leading.titleLines.map(\.text) == ["Go"])
        c.imagePlacement = .trailing
        let trailing = layout(c, in: bounds)
        #expect(trailing.titleRect.minX == 76 && trailing.imageRect?.minX == 104)
        c.imagePlacement = .bottom
        let bottom = layout(c, in: bounds)
        #expect(bottom.titleRect == CGRect(x: 90, y: 6, width: 20, height: 10))
        #expect(bottom.imageRect == CGRect(x: 90, y: 24, width: 20, height: 20))
        c.imagePlacement = .leading
        #expect(layout(c, in: bounds, alignment: .leading).imageRect?.minX == 12)
        #expect(layout(c, in: bounds, alignment: .trailing).titleRect.maxX == 188)
    }

    @Test("the subtitle sits under the title; text aligns leading beside an image and centred above or below one")
    func subtitlePlacementAndAlignment() {
        var c = UIButton.Configuration.plain()
        c.title = "Go"
        c.subtitle = "Later"
        c.titlePadding = 2
        let shown = layout(c, in: CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(shown.titleRect == CGRect(x: 25, y: 19, width: 50, height: 10))
        #expect(shown.subtitleRect == CGRect(x: 25, y: 31, width: 50, height: 10))
        #expect(shown.textAlignment == .left)
        c.imagePlacement = .top
        #expect(layout(c, in: .zero).textAlignment == .center)
        c.titleAlignment = .trailing
        #expect(layout(c, in: .zero).textAlignment == .right)
        c.titleAlignment = .leading
        #expect(layout(c, in: .zero).textAlignment == .left)
    }

    @Test("text wider than the room left wraps at words")
    func wrapping() {
        var c = UIButton.Configuration.plain()
        c.title = "one two three"
        #expect(fitting(c) == CGSize(width: 130 + 24, height: 24), "unconstrained: one line")
        let narrow = layout(c, in: CGRect(x: 0, y: 0, width: 80, height: 60))
        #expect(narrow.titleLines.map(\.text) == ["one", "two", "three"])
        #expect(narrow.titleRect.height == 30)
    }
}
