import Foundation
import Tactile
import TactileTesting
import Testing

@testable import TactileRender

/// How a button with a `UIButton.Configuration` is drawn: its background with its corners, its stroke, image or
/// activity indicator, title and subtitle in the state's colours.
@MainActor
@Suite(.serialized) struct ButtonConfigurationContentTests {
    /// Runs `body` with ten-point characters and ten-point lines, so that positions can be worked out by hand.
    func withFixedText(_ body: () -> Void) {
        let saved = TextMeasurement.current
        defer { TextMeasurement.current = saved }
        TextMeasurement.current = FixedWidthMeasurer(width: 10)
        body()
    }

    func fills(_ content: [DisplayContent]) -> [(DisplayPath, DisplayColor)] {
        content.compactMap { if case .fill(let path, let color, _) = $0 { (path, color) } else { nil } }
    }

    func texts(_ content: [DisplayContent]) -> [DisplayText] {
        content.compactMap { if case .text(let text) = $0 { text } else { nil } }
    }

    /// The corner radius of a rounded-rectangle path: how far its first point is from the left edge.
    func cornerRadius(_ path: DisplayPath, minX: CGFloat) -> CGFloat? {
        guard case .move(let p) = path.elements.first else { return nil }
        return p.x - minX
    }

    @Test func aFilledButtonDrawsARoundedTintBackgroundAndAWhiteTitle() {
        withFixedText {
            var config = UIButton.Configuration.filled()
            config.title = "Go"
            let button = UIButton(configuration: config)
            button.tintColor = .systemGreen
            button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
            let content = ViewContent.defaultContent(for: button)
            let background = fills(content)
            #expect(background.count == 1)
            #expect(background.first?.1 == DisplayColor(.systemGreen))
            #expect(background.first.flatMap { cornerRadius($0.0, minX: 0) } == 8)
            let title = texts(content)
            #expect(title.count == 1)
            #expect(title.first?.color == DisplayColor(.white) && title.first?.fontSize == 17)
            // "Go" is 20 points wide, centred: x 40; one 10-point line centred in 40: baseline at 15 + 8.
            #expect(title.first?.lines == [DisplayTextLine(text: "Go", origin: CGPoint(x: 40, y: 23), width: 20)])
        }
    }

    @Test func aPlainButtonDrawsNoBackgroundAndItsTitleInTheTintColour() {
        var config = UIButton.Configuration.plain()
        config.title = "Edit"
        let button = UIButton(configuration: config)
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 30)
        let content = ViewContent.defaultContent(for: button)
        #expect(fills(content).isEmpty)
        #expect(texts(content).first?.color == DisplayColor(.systemBlue))
    }

    @Test func cornerStylesStrokesAndBackgroundInsetsShapeTheBackground() {
        var config = UIButton.Configuration.gray()
        config.cornerStyle = .capsule
        config.background.backgroundInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        config.background.strokeWidth = 2
        config.background.strokeColor = .black
        let button = UIButton(configuration: config)
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
        let content = ViewContent.defaultContent(for: button)
        guard let (path, color) = fills(content).first else {
            Issue.record("no background")
            return
        }
        #expect(color == DisplayColor(.systemGray5))
        #expect(cornerRadius(path, minX: 10) == 22, "capsule: half the height, from the inset edge")
        let strokes = content.compactMap { step -> DisplayStroke? in
            if case .stroke(_, let stroke) = step { stroke } else { nil }
        }
        #expect(strokes == [DisplayStroke(color: DisplayColor(.black), lineWidth: 2)])
    }

    @Test func aHighlightedButtonDrawsItsBackgroundDimmedDuringATouch() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        var config = UIButton.Configuration.filled()
        config.title = "Buy"
        let button = UIButton(configuration: config)
        button.frame = CGRect(x: 50, y: 50, width: 100, height: 44)
        window.addSubview(button)
        let builder = DisplayListBuilder(window: window)
        builder.update()
        func backgroundAlpha() -> Double? {
            for step in builder.list.items[1].content { if case .fill(_, let color, _) = step { return color.alpha } }
            return nil
        }
        #expect(backgroundAlpha() == 1)
        let finger = sim.touchDown(at: CGPoint(x: 100, y: 72))
        builder.update()
        #expect(builder.list.changes.changedIDs.contains(button.renderID))
        #expect(abs((backgroundAlpha() ?? 0) - 0.7) < 1e-9)
        sim.lift(finger)
        builder.update()
        #expect(backgroundAlpha() == 1)
    }

    @Test func aDisabledButtonIsGrey() {
        var config = UIButton.Configuration.filled()
        config.title = "Pay"
        let button = UIButton(configuration: config)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        button.isEnabled = false
        let content = ViewContent.defaultContent(for: button)
        #expect(fills(content).first?.1 == DisplayColor(.tertiarySystemFill))
        #expect(texts(content).first?.color == DisplayColor(.tertiaryLabel))
    }

    @Test func theSubtitleIsDrawnBelowTheTitleInItsSmallerFont() {
        withFixedText {
            var config = UIButton.Configuration.tinted()
            config.title = "Call"
            config.subtitle = "Mobile"
            config.titlePadding = 4
            let button = UIButton(configuration: config)
            button.frame = CGRect(x: 0, y: 0, width: 120, height: 60)
            let drawn = texts(ViewContent.defaultContent(for: button))
            #expect(drawn.map(\.fontSize) == [17, 15])
            #expect(drawn.map { $0.lines.map(\.text) } == [["Call"], ["Mobile"]])
            // The block is 60 wide and 24 tall, centred: the title's line at y 18, the subtitle's at 32; leading.
            #expect(drawn.first?.lines.first?.origin == CGPoint(x: 30, y: 26))
            #expect(drawn.last?.lines.first?.origin == CGPoint(x: 30, y: 40))
        }
    }

    @Test func anImageIsTintedInTheForegroundColourAndTheIndicatorTakesItsPlace() {
        var config = UIButton.Configuration.filled()
        config.image = UIImage(systemName: "cart")
        config.title = "Add"
        config.imagePadding = 6
        let button = UIButton(configuration: config)
        button.frame = CGRect(x: 0, y: 0, width: 140, height: 44)
        let images = ViewContent.defaultContent(for: button).compactMap { step -> DisplayImage? in
            if case .image(let image) = step { image } else { nil }
        }
        #expect(images.count == 1 && images.first?.name == "cart" && images.first?.tint == DisplayColor(.white))
        button.configuration?.showsActivityIndicator = true
        let content = ViewContent.defaultContent(for: button)
        #expect(!content.contains { if case .image = $0 { true } else { false } })
        let spokes = content.compactMap { step -> DisplayStroke? in
            if case .stroke(_, let stroke) = step { stroke } else { nil }
        }
        #expect(spokes.count == 8 && spokes.first?.color == DisplayColor(.white) && spokes.first?.lineCap == "round")
        #expect(texts(content).first?.lines.first?.text == "Add")
    }

    @Test func withoutAConfigurationAButtonIsDrawnAsBefore() {
        let button = UIButton(type: .system)
        button.setTitle("Old", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 30)
        let content = ViewContent.defaultContent(for: button)
        #expect(fills(content).isEmpty)
        #expect(texts(content).first?.fontSize == 15)
    }
}
