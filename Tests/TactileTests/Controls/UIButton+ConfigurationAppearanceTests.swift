import Foundation
import Testing
@testable import Tactile

/// The colours, corner radii and fonts a configuration draws with, per style and state.
@MainActor
@Suite("UIButton.Configuration: colours per style and state, corners and fonts")
struct UIButtonConfigurationAppearanceTests {
    let tint = UIColor.systemPink

    /// `configuration` as a button in `state` draws it.
    func appearance(_ configuration: UIButton.Configuration, _ state: UIControl.State = .normal)
        -> ButtonConfigurationAppearance
    {
        let button = UIButton(configuration: configuration)
        button.isHighlighted = state.contains(.highlighted)
        button.isSelected = state.contains(.selected)
        button.isEnabled = !state.contains(.disabled)
        return configuration.updated(for: button).appearance(tintColor: tint)
    }

    @Test("normal state: plain has no background, filled the tint behind white, tinted a light tint, gray a grey")
    func normalColours() {
        for plain in [UIButton.Configuration.plain(), .borderless()] {
            #expect(appearance(plain).backgroundColor.alphaComponent == 0)
            #expect(appearance(plain).foregroundColor == tint)
        }
        for filled in [UIButton.Configuration.filled(), .borderedProminent()] {
            #expect(appearance(filled).backgroundColor == tint && appearance(filled).foregroundColor == .white)
        }
        for tinted in [UIButton.Configuration.tinted(), .borderedTinted()] {
            #expect(appearance(tinted).backgroundColor == tint.withAlphaComponent(0.15))
            #expect(appearance(tinted).foregroundColor == tint)
        }
        for gray in [UIButton.Configuration.gray(), .bordered()] {
            #expect(appearance(gray).backgroundColor == .systemGray5 && appearance(gray).foregroundColor == tint)
        }
    }

    @Test("base colours replace the tint; the background's own colour replaces the style's")
    func baseColours() {
        var filled = UIButton.Configuration.filled()
        filled.baseBackgroundColor = .systemGreen
        filled.baseForegroundColor = .black
        #expect(appearance(filled).backgroundColor == .systemGreen && appearance(filled).foregroundColor == .black)
        var tinted = UIButton.Configuration.tinted()
        tinted.baseBackgroundColor = .systemOrange
        #expect(appearance(tinted).backgroundColor == UIColor.systemOrange.withAlphaComponent(0.15))
        var plain = UIButton.Configuration.plain()
        plain.background.backgroundColor = .yellow
        #expect(appearance(plain).backgroundColor == .yellow)
    }

    @Test("highlighted: a background is drawn at 70 %, content without one at 30 %")
    func highlighted() {
        let filled = appearance(.filled(), .highlighted)
        #expect(filled.backgroundColor == tint.withAlphaComponent(0.7) && filled.foregroundColor == .white)
        let plain = appearance(.plain(), .highlighted)
        #expect(plain.foregroundColor == tint.withAlphaComponent(0.3))
        let tinted = appearance(.tinted(), .highlighted)
        #expect(abs(tinted.backgroundColor.alphaComponent - 0.15 * 0.7) < 1e-12)
    }

    @Test("disabled: grey content, and a grey background where there is one")
    func disabled() {
        let filled = appearance(.filled(), .disabled)
        #expect(filled.foregroundColor == .tertiaryLabel && filled.backgroundColor == .tertiarySystemFill)
        let plain = appearance(.plain(), .disabled)
        #expect(plain.foregroundColor == .tertiaryLabel && plain.backgroundColor.alphaComponent == 0)
        #expect(appearance(.filled(), [.disabled, .highlighted]) == filled, "disabled wins over highlighted")
    }

    @Test("selected: every style looks filled, unless automaticallyUpdateForSelection is off")
    func selected() {
        let plain = appearance(.plain(), .selected)
        #expect(plain.backgroundColor == tint && plain.foregroundColor == .white)
        var gray = UIButton.Configuration.gray()
        gray.baseForegroundColor = .systemIndigo
        #expect(appearance(gray, .selected).backgroundColor == .systemIndigo)
        #expect(appearance(.filled(), .selected) == appearance(.filled()))
        var fixed = UIButton.Configuration.tinted()
        fixed.automaticallyUpdateForSelection = false
        #expect(appearance(fixed, .selected) == appearance(fixed))
        let both = appearance(.plain(), [.selected, .highlighted])
        #expect(both.backgroundColor == tint.withAlphaComponent(0.7), "selected and highlighted: the fill dims")
    }

    @Test("corner radii: fixed is the background's, dynamic follows the size, capsule is half the height")
    func cornerRadii() {
        var c = UIButton.Configuration.filled()
        #expect(c.cornerRadius(forHeight: 35) == 8)
        c.buttonSize = .large
        #expect(c.cornerRadius(forHeight: 50) == 12)
        c.buttonSize = .mini
        #expect(c.cornerRadius(forHeight: 22) == 4)
        c.cornerStyle = .small
        #expect(c.cornerRadius(forHeight: 22) == 4)
        c.cornerStyle = .large
        #expect(c.cornerRadius(forHeight: 20) == 10, "never more than half the height")
        c.cornerStyle = .capsule
        #expect(c.cornerRadius(forHeight: 44) == 22)
        c.cornerStyle = .fixed
        c.background.cornerRadius = 3
        #expect(c.cornerRadius(forHeight: 44) == 3)
    }

    @Test("fonts follow the size: body and subheadline for medium and large, smaller for small and mini")
    func fonts() {
        var c = UIButton.Configuration.plain()
        #expect(c.titleFont.pointSize == 17 && c.subtitleFont.pointSize == 15)
        c.buttonSize = .large
        #expect(c.titleFont.pointSize == 17)
        c.buttonSize = .small
        #expect(c.titleFont.pointSize == 15 && c.subtitleFont.pointSize == 12)
        c.buttonSize = .mini
        #expect(c.titleFont.pointSize == 13 && c.subtitleFont.pointSize == 11)
    }

    @Test("the stroke: the background's width and outset, in its colour or the tint")
    func stroke() {
        var c = UIButton.Configuration.plain()
        c.background.strokeWidth = 2
        c.background.strokeOutset = 1
        #expect(appearance(c).strokeColor == tint && appearance(c).strokeWidth == 2 && appearance(c).strokeOutset == 1)
        c.background.strokeColor = .black
        #expect(appearance(c).strokeColor == .black)
    }
}
