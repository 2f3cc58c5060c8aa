import Foundation
import Testing
@testable import Tactile
import TactileTesting

// Closures on controls (iOS 14): primary actions, addAction/removeAction, identifiers, segment actions and
// enumerateEventHandlers.

@MainActor
@Suite("UIAction on controls")
struct UIActionControlTests {
    let sim = TouchSimulator()

    /// Records which actions ran and their senders.
    @MainActor final class Recorder {
        var ran: [String] = []
        var senders: [ObjectIdentifier] = []
        func action(_ name: String, image: UIImage? = nil, identifier: UIAction.Identifier? = nil) -> UIAction {
            UIAction(title: name, image: image, identifier: identifier) { [unowned self] action in
                ran.append(name)
                if let sender = action.sender as? AnyObject { senders.append(ObjectIdentifier(sender)) }
            }
        }
    }

    @Test("UIButton(primaryAction:): a system button titled by the action, run on a tap with the button as sender")
    func buttonPrimaryAction() {
        let window = sim.makeWindow()
        let recorder = Recorder()
        let button = UIButton(primaryAction: recorder.action("Save"))
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        window.addSubview(button)
        #expect(button.buttonType == .system)
        #expect(button.title(for: .normal) == "Save")
        #expect(button.currentTitle == "Save")
        sim.tap(at: CGPoint(x: 50, y: 22))
        #expect(recorder.ran == ["Save"])
        #expect(recorder.senders == [ObjectIdentifier(button)])
        // Released outside: no primary action.
        sim.advance(by: 1)
        sim.drag(from: CGPoint(x: 50, y: 22), to: CGPoint(x: 300, y: 300), duration: 0.1)
        #expect(recorder.ran == ["Save"])
    }

    @Test("UIButton(type:primaryAction:) keeps the type and takes the action's image; a nil action adds nothing")
    func buttonTypeAndImage() {
        let recorder = Recorder()
        let star = UIImage(systemName: "star")
        let button = UIButton(type: .custom, primaryAction: recorder.action("", image: star))
        #expect(button.buttonType == .custom)
        #expect(button.currentImage === star)
        #expect(button.title(for: .normal) == nil)
        let plain = UIButton(type: .close, primaryAction: nil)
        #expect(plain.allControlEvents.isEmpty)
        #expect(plain.buttonType == .close)
    }

    @Test("UISwitch(frame:primaryAction:) runs the action when a tap changes the value, after valueChanged")
    func switchPrimaryAction() {
        let window = sim.makeWindow()
        let recorder = Recorder()
        let control = UISwitch(
            frame: CGRect(x: 0, y: 0, width: 51, height: 31), primaryAction: recorder.action("Toggle"))
        control.addAction(for: .valueChanged) { _, _ in recorder.ran.append("valueChanged") }
        window.addSubview(control)
        sim.tap(at: CGPoint(x: 25, y: 15))
        #expect(control.isOn)
        #expect(recorder.ran == ["valueChanged", "Toggle"])
        #expect(recorder.senders == [ObjectIdentifier(control)])
    }

    @Test("UISlider(frame:primaryAction:) runs the action as the knob moves")
    func sliderPrimaryAction() {
        let window = sim.makeWindow()
        let recorder = Recorder()
        let slider = UISlider(
            frame: CGRect(x: 10, y: 100, width: 231, height: 40), primaryAction: recorder.action("Slide"))
        window.addSubview(slider)
        sim.drag(from: CGPoint(x: 25.5, y: 120), to: CGPoint(x: 125.5, y: 120), duration: 0.1)
        #expect(slider.value > 0.4)
        #expect(!recorder.ran.isEmpty)
        #expect(Set(recorder.ran) == ["Slide"])
    }

    @Test("UITextField(frame:primaryAction:) runs the action on Return, before editingDidEndOnExit")
    func textFieldPrimaryAction() {
        let window = sim.makeWindow()
        let recorder = Recorder()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40), primaryAction: recorder.action("Go"))
        field.addAction(for: .editingDidEndOnExit) { _, _ in recorder.ran.append("endOnExit") }
        window.addSubview(field)
        sim.tap(at: CGPoint(x: 50, y: 20))
        sim.type("hi")
        #expect(recorder.ran.isEmpty)
        sim.press(keyCode: .keyboardReturnOrEnter, characters: "\r")
        #expect(recorder.ran == ["Go", "endOnExit"])
        #expect(field.text == "hi")
    }

    @Test("addAction(_:for:) and removeAction(_:for:) remove the action for some events and keep the others")
    func addAndRemove() {
        let recorder = Recorder()
        let control = UIControl()
        let action = recorder.action("A")
        control.addAction(action, for: [.touchUpInside, .valueChanged])
        control.sendActions(for: .valueChanged)
        control.removeAction(action, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        control.sendActions(for: .touchUpInside)
        #expect(recorder.ran == ["A", "A"])
        #expect(control.allControlEvents == .touchUpInside)
        control.removeAction(action, for: .touchUpInside)
        #expect(control.allControlEvents.isEmpty)
    }

    @Test("removeAction(identifiedBy:for:) removes the action with that identifier, not others")
    func removeByIdentifier() {
        let recorder = Recorder()
        let control = UIControl()
        let save = UIAction.Identifier("save")
        #expect(save.rawValue == "save")
        control.addAction(recorder.action("Save", identifier: save), for: .touchUpInside)
        control.addAction(recorder.action("Log"), for: .touchUpInside)
        control.removeAction(identifiedBy: UIAction.Identifier(rawValue: "save"), for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(recorder.ran == ["Log"])
        // Actions made without an identifier get distinct ones.
        #expect(recorder.action("x").identifier != recorder.action("x").identifier)
    }

    @Test("UISegmentedControl(frame:actions:): segments titled by the actions; choosing one performs its action")
    func segmentedActions() {
        let window = sim.makeWindow()
        let recorder = Recorder()
        let list = UIAction.Identifier("list")
        let control = UISegmentedControl(
            frame: CGRect(x: 0, y: 0, width: 200, height: 32),
            actions: [recorder.action("Grid"), recorder.action("List", identifier: list)])
        var changes = 0
        control.addAction(for: .valueChanged) { _, _ in changes += 1 }
        window.addSubview(control)
        #expect(control.numberOfSegments == 2)
        #expect(control.titleForSegment(at: 1) == "List")
        #expect(control.segmentIndex(identifiedBy: list) == 1)
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("none")) == UISegmentedControl.noSegment)
        #expect(control.actionForSegment(at: 0)?.title == "Grid")
        #expect(control.actionForSegment(at: 5) == nil)
        sim.tap(at: CGPoint(x: 150, y: 16))
        #expect(control.selectedSegmentIndex == 1)
        #expect(recorder.ran == ["List"])
        #expect(recorder.senders == [ObjectIdentifier(control)])
        #expect(changes == 1)
        // Inserting, replacing and plain title segments.
        control.insertSegment(action: recorder.action("Map"), at: 0, animated: false)
        control.insertSegment(withTitle: "Plain", at: 3, animated: false)
        control.setAction(recorder.action("Table"), forSegmentAt: 2)
        #expect((0..<control.numberOfSegments).map { control.titleForSegment(at: $0) }
            == ["Map", "Grid", "Table", "Plain"])
        #expect(control.actionForSegment(at: 3) == nil)
        #expect(control.segmentIndex(identifiedBy: list) == UISegmentedControl.noSegment)
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 190, y: 16))  // "Plain": no action of its own
        #expect(control.selectedSegmentIndex == 3)
        #expect(recorder.ran == ["List"])
        #expect(changes == 2)
        control.removeAllSegments()
        #expect(control.actionForSegment(at: 0) == nil)
    }

    @Test("enumerateEventHandlers lists every action with its target, selector and events, and can stop")
    func enumerate() {
        final class Target: UIResponder {
            func tapped() {}
        }
        let control = UIControl()
        let target = Target()
        let action = UIAction(title: "A") { _ in }
        control.addAction(action, for: .primaryActionTriggered)
        control.addTarget(nil, action: Selector("save:"), for: .touchUpInside)
        control.addTarget(target, action: Target.tapped, for: [.touchDown, .touchUpInside])
        control.addAction(for: .valueChanged) { _, _ in }
        var seen: [String] = []
        control.enumerateEventHandlers { handler, target, selector, events, _ in
            let who = handler.map { "action \($0.title)" } ?? (target.map { "\(type(of: $0))" } ?? "nil")
            seen.append("\(who) \(selector.map { "\($0)" } ?? "-") \(events.rawValue)")
        }
        #expect(seen == [
            "action A - \(UIControl.Event.primaryActionTriggered.rawValue)",
            "nil save: \(UIControl.Event.touchUpInside.rawValue)",
            "Target - \(UIControl.Event([.touchDown, .touchUpInside]).rawValue)",
            "nil - \(UIControl.Event.valueChanged.rawValue)",
        ])
        var count = 0
        control.enumerateEventHandlers { _, _, _, _, stop in
            count += 1
            if count == 2 { stop.pointee = true }
        }
        #expect(count == 2)
    }
}
