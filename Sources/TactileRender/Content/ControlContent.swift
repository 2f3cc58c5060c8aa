import Foundation
import Tactile

/// How Tactile draws UIKit's controls (no UIKit counterpart: UIKit builds them from private subviews and layers).
///
/// The shapes follow iOS's look closely enough to be recognised and to show state: a button's title dims while
/// highlighted, a switch's track turns green when on, a slider's knob sits at its value, a segmented control's
/// selected segment is raised. Sizes come from the control's bounds, so that what is drawn is where it is hit.
/// Replace any of them with ``DisplayListBuilder/contentProvider``.
@MainActor
enum ControlContent {
    static let trackGrey = DisplayColor(red: 0.47, green: 0.47, blue: 0.5, alpha: 0.16)
    static let onGreen = DisplayColor(red: 0.204, green: 0.78, blue: 0.349, alpha: 1)
    static let white = DisplayColor(red: 1, green: 1, blue: 1, alpha: 1)
    static let knobEdge = DisplayColor(red: 0, green: 0, blue: 0, alpha: 0.12)

    /// A button: its background image, then its image and title side by side, centred; a system button's title and
    /// image dim to 20 % while highlighted and to 35 % while disabled, as on iOS. A button with a configuration draws
    /// that instead (`ButtonConfigurationContent`).
    static func button(_ button: UIButton) -> [DisplayContent] {
        if let configuration = button.appliedConfiguration {
            return ButtonConfigurationContent.content(of: button, configuration: configuration)
        }
        var out: [DisplayContent] = []
        let b = button.bounds
        if let background = button.currentBackgroundImage {
            out.append(.image(ImageContent.displayImage(background, in: b, tint: button.tintColor)))
        }
        var fade = 1.0
        if button.buttonType == .system {
            if button.isHighlighted { fade = 0.2 } else if !button.isEnabled { fade = 0.35 }
        }
        let inset = b.inset(by: button.contentEdgeInsets)
        let title = button.currentAttributedTitle?.string ?? button.currentTitle ?? ""
        let font = button.titleFont
        let measurer = TextMeasurement.current
        let titleLines = TextLineLayout.lines(
            for: title, font: font, maxWidth: max(0, inset.width - (button.currentImage?.size.width ?? 0)),
            numberOfLines: 1, lineBreakMode: .byTruncatingMiddle, measurer: measurer)
        let titleWidth = titleLines.first?.width ?? 0
        let imageSize = button.currentImage?.size ?? .zero
        let total = titleWidth + imageSize.width
        var x = inset.midX - total / 2
        if let image = button.currentImage {
            let rect = CGRect(x: x, y: inset.midY - imageSize.height / 2, width: imageSize.width, height: imageSize.height)
            var displayImage = ImageContent.displayImage(image, in: rect, tint: button.tintColor)
            displayImage.tint = displayImage.tint?.fading(fade)
            out.append(.image(displayImage))
            x += imageSize.width
        }
        let color = button.currentTitleColor.withAlphaComponent(button.currentTitleColor.alphaComponent * fade)
        let titleRect = CGRect(x: x, y: inset.minY, width: titleWidth, height: inset.height)
        if let text = TextContent.text(titleLines, font: font, color: color, alignment: .left, in: titleRect) {
            out.append(text)
        }
        return out
    }

    /// A switch: a pill-shaped track, green when on, with a white round knob on the side of its value.
    static func uiSwitch(_ control: UISwitch) -> [DisplayContent] {
        let b = control.bounds
        let radius = b.height / 2
        let knobSide = max(0, b.height - 4)
        let knob = CGRect(
            x: control.isOn ? b.maxX - 2 - knobSide : b.minX + 2, y: b.midY - knobSide / 2, width: knobSide,
            height: knobSide)
        return [
            .fill(DisplayPath(rect: b, cornerRadius: radius), control.isOn ? onGreen : trackGrey, .winding),
            .fill(DisplayPath(ellipseIn: knob), white, .winding),
            .stroke(DisplayPath(ellipseIn: knob), DisplayStroke(color: knobEdge, lineWidth: 0.5)),
        ]
    }

    /// A slider: a track in the tint colour up to the knob and grey after it, and a white round knob.
    static func slider(_ slider: UISlider) -> [DisplayContent] {
        let b = slider.bounds
        let knob = slider.knobRect
        let side = min(knob.width, knob.height)
        let knobCircle = CGRect(x: knob.midX - side / 2, y: knob.midY - side / 2, width: side, height: side)
        let track = CGRect(x: b.minX + 2, y: b.midY - 2, width: max(0, b.width - 4), height: 4)
        let filled = CGRect(x: track.minX, y: track.minY, width: max(0, knob.midX - track.minX), height: track.height)
        return [
            .fill(DisplayPath(rect: track, cornerRadius: 2), trackGrey, .winding),
            .fill(DisplayPath(rect: filled, cornerRadius: 2), DisplayColor(slider.tintColor), .winding),
            .fill(DisplayPath(ellipseIn: knobCircle), white, .winding),
            .stroke(DisplayPath(ellipseIn: knobCircle), DisplayStroke(color: knobEdge, lineWidth: 0.5)),
        ]
    }

    /// A segmented control: a grey rounded track, the selected segment raised in white, titles centred.
    static func segmented(_ control: UISegmentedControl) -> [DisplayContent] {
        let b = control.bounds
        var out: [DisplayContent] = [.fill(DisplayPath(rect: b, cornerRadius: 8), trackGrey, .winding)]
        let count = control.numberOfSegments
        guard count > 0 else { return out }
        let width = b.width / CGFloat(count)
        let font = UIFont.systemFont(ofSize: 13, weight: .medium)
        for index in 0..<count {
            let segment = CGRect(x: b.minX + CGFloat(index) * width, y: b.minY, width: width, height: b.height)
            if index == control.selectedSegmentIndex {
                out.append(.fill(DisplayPath(rect: segment.insetBy(dx: 2, dy: 2), cornerRadius: 7), white, .winding))
            }
            let lines = TextLineLayout.lines(
                for: control.titles[index], font: font, maxWidth: segment.width - 8, numberOfLines: 1,
                lineBreakMode: .byTruncatingTail, measurer: TextMeasurement.current)
            if let text = TextContent.text(lines, font: font, color: .label, alignment: .center, in: segment) {
                out.append(text)
            }
        }
        return out
    }

    /// A stepper: a grey rounded box with "−" and "+" halves and a divider; the half pressed darkens.
    static func stepper(_ stepper: UIStepper) -> [DisplayContent] {
        let b = stepper.bounds
        let half = b.width / 2
        let stroke = DisplayStroke(color: DisplayColor(.label), lineWidth: 1.5, lineCap: "round")
        let cy = b.midY, arm = min(6, b.height / 4)
        let left = b.minX + half / 2, right = b.minX + half * 1.5
        return [
            .fill(DisplayPath(rect: b, cornerRadius: 8), trackGrey, .winding),
            .stroke(
                DisplayPath(elements: [.move(CGPoint(x: b.midX, y: b.minY + 6)), .line(CGPoint(x: b.midX, y: b.maxY - 6))]),
                DisplayStroke(color: knobEdge, lineWidth: 1)),
            .stroke(DisplayPath(elements: [.move(CGPoint(x: left - arm, y: cy)), .line(CGPoint(x: left + arm, y: cy))]), stroke),
            .stroke(
                DisplayPath(elements: [
                    .move(CGPoint(x: right - arm, y: cy)), .line(CGPoint(x: right + arm, y: cy)),
                    .move(CGPoint(x: right, y: cy - arm)), .line(CGPoint(x: right, y: cy + arm)),
                ]), stroke),
        ]
    }

    /// A page control: one dot per page, the current one opaque.
    static func pageControl(_ control: UIPageControl) -> [DisplayContent] {
        let b = control.bounds
        let count = control.numberOfPages
        guard count > 0 else { return [] }
        let dot: CGFloat = 7, gap: CGFloat = 9
        let total = CGFloat(count) * dot + CGFloat(count - 1) * gap
        var x = b.midX - total / 2
        var out: [DisplayContent] = []
        for page in 0..<count {
            let rect = CGRect(x: x, y: b.midY - dot / 2, width: dot, height: dot)
            let color = page == control.currentPage ? DisplayColor(.label) : DisplayColor(.label).fading(0.3)
            out.append(.fill(DisplayPath(ellipseIn: rect), color, .winding))
            x += dot + gap
        }
        return out
    }
}
