import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// A button that records its configuration updates.
final class UpdateRecordingButton: UIButton {
    var log: [String] = []

    override func updateConfiguration() {
        log.append("update \(isHighlighted ? "highlighted" : "normal")")
    }
}

/// When a button updates its configuration: state changes, `setNeedsUpdateConfiguration()`, the update handler,
/// `updateConfiguration()` overrides, and `changesSelectionAsPrimaryAction`.
@MainActor
@Suite("UIButton: configuration updates and selection as the primary action")
struct UIButtonConfigurationUpdateTests {
    let sim = TouchSimulator()
    let window: UIWindow

    init() {
        window = sim.makeWindow()
    }

    /// A filled button at (10, 10, 100, 44) in the window, laid out once.
    func makeButton(_ button: UIButton = UIButton(configuration: .filled())) -> UIButton {
        button.frame = CGRect(x: 10, y: 10, width: 100, height: 44)
        window.addSubview(button)
        window.layoutIfNeeded()
        return button
    }

    @Test("a touch highlights the button: the update handler runs once in the layout pass, and once after the lift")
    func handlerRunsOnHighlight() {
        let button = makeButton()
        var seen: [Bool] = []
        button.configurationUpdateHandler = { seen.append($0.isHighlighted) }
        window.layoutIfNeeded()
        #expect(seen == [false], "setting the handler asks for an update")
        let finger = sim.touchDown(at: CGPoint(x: 50, y: 30))
        #expect(button.isHighlighted)
        #expect(seen == [false, true])
        sim.move(finger, to: CGPoint(x: 55, y: 30))
        #expect(seen == [false, true], "a move that keeps the highlight asks for nothing")
        sim.lift(finger)
        #expect(seen == [false, true, false])
    }

    @Test("the handler's configuration shows at once, without running the handler again")
    func handlerSetsTheConfiguration() {
        var config = UIButton.Configuration.filled()
        config.title = "Go"
        let button = makeButton(UIButton(configuration: config))
        var runs = 0
        button.configurationUpdateHandler = { button in
            runs += 1
            button.configuration?.title = button.isHighlighted ? "Going" : "Go"
        }
        window.layoutIfNeeded()
        let finger = sim.touchDown(at: CGPoint(x: 50, y: 30))
        #expect(button.configuration?.title == "Going")
        #expect(button.appliedConfiguration?.title == "Going")
        sim.lift(finger)
        #expect(button.configuration?.title == "Go")
        #expect(runs == 3)
    }

    @Test("state changes before a layout pass coalesce into one update; setNeedsUpdateConfiguration() asks for one")
    func coalescing() {
        let button = makeButton()
        var runs = 0
        button.configurationUpdateHandler = { _ in runs += 1 }
        button.isSelected = true
        button.isEnabled = false
        button.isHighlighted = true
        #expect(runs == 0, "nothing runs before the layout pass")
        button.layoutIfNeeded()
        #expect(runs == 1)
        button.layoutIfNeeded()
        #expect(runs == 1, "nothing more is pending")
        button.setNeedsUpdateConfiguration()
        button.setNeedsUpdateConfiguration()
        sim.advance(by: 0.02)
        #expect(runs == 2, "the application's own layout pass runs it, once")
        button.isSelected = true
        button.layoutIfNeeded()
        #expect(runs == 2, "setting the same value is no change")
    }

    @Test("updateConfiguration() is overridable and runs before the handler")
    func subclassOverride() {
        let button = UpdateRecordingButton(configuration: .plain())
        button.configurationUpdateHandler = { ($0 as? UpdateRecordingButton)?.log.append("handler") }
        _ = makeButton(button)
        #expect(button.log == ["update normal", "handler"])
        sim.tap(at: CGPoint(x: 50, y: 30))
        #expect(button.log == ["update normal", "handler", "update highlighted", "handler", "update normal", "handler"])
    }

    @Test("a button without a configuration or handler does not update when its state changes")
    func legacyButtonsDoNotUpdate() {
        let button = UpdateRecordingButton(type: .system)
        _ = makeButton(button)
        sim.tap(at: CGPoint(x: 50, y: 30))
        #expect(button.log.isEmpty)
        button.setNeedsUpdateConfiguration()
        button.layoutIfNeeded()
        #expect(button.log == ["update normal"], "an explicit request still runs")
    }

    @Test("changesSelectionAsPrimaryAction: a tap toggles the selection before the actions run")
    func selectionAsPrimaryAction() {
        var seen: [String] = []
        let button = makeButton(
            UIButton(configuration: .tinted(), primaryAction: UIAction(title: "Bold") { action in
                seen.append("primary \((action.sender as? UIButton)?.isSelected == true)")
            }))
        button.addAction(for: .touchUpInside) { control, _ in seen.append("touchUpInside \(control.isSelected)") }
        sim.tap(at: CGPoint(x: 50, y: 30))
        #expect(!button.isSelected, "off by default")
        button.changesSelectionAsPrimaryAction = true
        var updates: [Bool] = []
        button.configurationUpdateHandler = { updates.append($0.isSelected) }
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 50, y: 30))
        #expect(button.isSelected)
        #expect(seen == ["touchUpInside false", "primary false", "touchUpInside true", "primary true"])
        #expect(updates.last == true)
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 50, y: 30))
        #expect(!button.isSelected && updates.last == false)
        sim.advance(by: 1)
        let finger = sim.touchDown(at: CGPoint(x: 50, y: 30))
        sim.move(finger, to: CGPoint(x: 300, y: 400))
        sim.lift(finger)
        #expect(!button.isSelected, "a release outside changes nothing")
    }

    @Test("init(configuration:primaryAction:) is a system button; the action's title fills in a missing title")
    func initWithConfiguration() {
        var performed = 0
        let action = UIAction(title: "Save", image: UIImage(systemName: "tray")) { _ in performed += 1 }
        let button = makeButton(UIButton(configuration: .filled(), primaryAction: action))
        #expect(button.buttonType == .system)
        #expect(button.configuration?.title == "Save" && button.configuration?.image?.name == "tray")
        sim.tap(at: CGPoint(x: 50, y: 30))
        #expect(performed == 1)
        var titled = UIButton.Configuration.filled()
        titled.title = "Keep"
        #expect(UIButton(configuration: titled, primaryAction: action).configuration?.title == "Keep")
        #expect(UIButton(configuration: .plain()).configuration == .plain())
    }

    @Test("button.configuration?.title = … re-measures and redraws the button")
    func settingThroughTheOptional() {
        let saved = TextMeasurement.current
        defer { TextMeasurement.current = saved }
        TextMeasurement.current = TenPointTextMeasurer()
        let button = makeButton()
        button.configuration?.title = "Go"
        #expect(button.intrinsicContentSize == CGSize(width: 44, height: 24))
        _ = button.renderID
        button.renderDidRead()
        button.configuration?.title = "Stop"
        #expect(button.isRenderContentDirty)
        #expect(button.intrinsicContentSize == CGSize(width: 64, height: 24))
        button.contentEdgeInsets = UIEdgeInsets(top: 50, left: 50, bottom: 50, right: 50)
        #expect(button.intrinsicContentSize == CGSize(width: 64, height: 24), "contentEdgeInsets is ignored")
        #expect(button.sizeThatFits(.zero) == CGSize(width: 64, height: 24))
    }

    @Test("automaticallyUpdatesConfiguration off: the button draws its configuration as set, in every state")
    func withoutAutomaticUpdates() {
        let button = makeButton()
        button.automaticallyUpdatesConfiguration = false
        let normal = button.appliedConfiguration?.appearance(tintColor: button.tintColor)
        button.isHighlighted = true
        button.isEnabled = false
        #expect(button.appliedConfiguration?.appearance(tintColor: button.tintColor) == normal)
        button.automaticallyUpdatesConfiguration = true
        #expect(button.appliedConfiguration?.appearance(tintColor: button.tintColor) != normal)
    }
}
