import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// The configuration value: its styles, defaults, linked title properties and `updated(for:)`.
@MainActor
@Suite("UIButton.Configuration: styles, defaults and values")
struct UIButtonConfigurationTests {
    @Test("every style starts with UIKit's defaults: dynamic corners, medium size, leading image, no paddings")
    func defaults() {
        let styles: [UIButton.Configuration] = [
            .plain(), .tinted(), .gray(), .filled(), .borderless(), .bordered(), .borderedTinted(),
            .borderedProminent(),
        ]
        #expect(Set(styles).count == 8, "each style is a different value")
        for c in styles {
            #expect(c.cornerStyle == .dynamic && c.buttonSize == .medium)
            #expect(c.imagePlacement == .leading && c.imagePadding == 0 && c.titlePadding == 0)
            #expect(c.titleAlignment == .automatic && c.automaticallyUpdateForSelection)
            #expect(c.title == nil && c.subtitle == nil && c.image == nil && !c.showsActivityIndicator)
            #expect(c.baseForegroundColor == nil && c.baseBackgroundColor == nil)
            #expect(c.background.backgroundColor == nil && c.background.strokeWidth == 0)
            #expect(c.contentInsets == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        }
        #expect(UIButton.Configuration.filled() == .filled())
        #expect(UIButton.Configuration.CornerStyle.fixed.rawValue == -1)
        #expect(UIButton.Configuration.CornerStyle.capsule.rawValue == 4)
        #expect(UIButton.Configuration.Size.medium.rawValue == 0 && UIButton.Configuration.Size.large.rawValue == 3)
    }

    @Test("title and attributedTitle are one value; so are subtitle and attributedSubtitle")
    func linkedTitles() {
        var c = UIButton.Configuration.plain()
        c.title = "Send"
        #expect(c.attributedTitle == AttributedString("Send"))
        c.attributedTitle = AttributedString("Sending")
        #expect(c.title == "Sending")
        c.title = nil
        #expect(c.attributedTitle == nil)
        c.attributedSubtitle = AttributedString("3 items")
        #expect(c.subtitle == "3 items")
        c.subtitle = "4 items"
        #expect(c.attributedSubtitle == AttributedString("4 items"))
    }

    @Test("the default content insets follow the size until set; setDefaultContentInsets() restores them")
    func contentInsets() {
        var c = UIButton.Configuration.filled()
        c.buttonSize = .large
        #expect(c.contentInsets == NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
        c.buttonSize = .small
        #expect(c.contentInsets == NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10))
        c.contentInsets = .zero
        c.buttonSize = .mini
        #expect(c.contentInsets == .zero, "a value set stays whatever the size")
        c.setDefaultContentInsets()
        #expect(c.contentInsets == NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8))
    }

    @Test("updated(for:) keeps the values set, records the state, and is the same for the same state")
    func updatedForButton() {
        var c = UIButton.Configuration.tinted()
        c.title = "Play"
        c.baseForegroundColor = .systemRed
        let button = UIButton(configuration: c)
        let normal = c.updated(for: button)
        #expect(normal.title == "Play" && normal.baseForegroundColor == .systemRed)
        #expect(normal.updatedState == .normal)
        button.isHighlighted = true
        let highlighted = c.updated(for: button)
        #expect(highlighted.updatedState == .highlighted && highlighted != normal)
        #expect(highlighted.updated(for: button) == highlighted, "updating twice changes nothing more")
    }
}
