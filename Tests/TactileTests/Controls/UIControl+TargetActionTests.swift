import Foundation
import Testing
import Tactile
import TactileTesting

/// A view controller written as UIKit code is, with `#selector(…)` rewritten as method references: the three
/// action shapes UIKit accepts for controls, `IBAction`'s `Any` sender, and both event spellings.
@MainActor
private class ControlsViewController: UIViewController {
    var calls: [String] = []

    func buttonTapped() { calls.append("tapped()") }
    func buttonTapped(_ sender: UIButton) { calls.append("tapped(button)") }
    func controlTouched(_ sender: UIControl) { calls.append("touched(\(type(of: sender)))") }
    func ibAction(_ sender: Any) { calls.append("ibAction(\(type(of: sender)))") }
    func withEvent(_ sender: UIButton, forEvent event: UIEvent) {
        calls.append("withEvent(\(event.type == .touches ? "touches" : "other"), \(event.allTouches?.count ?? 0))")
    }
    func withOptionalEvent(_ sender: UIButton, event: UIEvent?) { calls.append("optionalEvent(\(event != nil))") }
    func sliderMoved(_ sender: UISlider) { calls.append("slider") }
}

@MainActor
private final class ControlsSubclass: ControlsViewController {
    override func buttonTapped() { calls.append("overridden tapped()") }
}

/// Control target-action with every UIKit action shape (issue 16, deliverable 3; CTL-04).
@MainActor
@Suite("UIControl target-action shapes")
struct ControlTargetActionShapeTests {
    let sim = TouchSimulator()
    let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 44))

    init() {
        let window = sim.makeWindow()
        window.addSubview(button)
    }

    func tapButton() {
        sim.tap(at: CGPoint(x: 50, y: 30))
        sim.advance(by: 1)
    }

    @Test("(), (sender), a superclass sender, Any, (sender, event) and (sender, event?) all fire on a tap")
    func everyShape() {
        let vc = ControlsViewController()
        button.addTarget(
            vc, action: ControlsViewController.buttonTapped as (ControlsViewController) -> @MainActor () -> Void,
            for: .touchUpInside)
        button.addTarget(vc, action: ControlsViewController.buttonTapped(_:), for: .touchUpInside)
        button.addTarget(vc, action: ControlsViewController.controlTouched, for: .touchUpInside)
        button.addTarget(vc, action: ControlsViewController.ibAction, for: .touchUpInside)
        button.addTarget(vc, action: ControlsViewController.withEvent, for: .touchUpInside)
        button.addTarget(vc, action: ControlsViewController.withOptionalEvent, for: .touchUpInside)
        button.addTarget(vc, action: ControlsViewController.sliderMoved, for: .touchUpInside)  // wrong sender type
        tapButton()
        #expect(vc.calls == [
            "tapped()", "tapped(button)", "touched(UIButton)", "ibAction(UIButton)", "withEvent(touches, 1)",
            "optionalEvent(true)",
        ])
    }

    @Test("sendActions(for:) from code: an optional event is nil, a non-optional one an empty touches event")
    func programmaticSend() {
        let vc = ControlsViewController()
        button.addTarget(vc, action: ControlsViewController.withEvent, for: .valueChanged)
        button.addTarget(vc, action: ControlsViewController.withOptionalEvent, for: .valueChanged)
        button.sendActions(for: .valueChanged)
        #expect(vc.calls == ["withEvent(touches, 0)", "optionalEvent(false)"])
    }

    @Test("a subclass target: the override of an action method runs")
    func subclassTarget() {
        let vc = ControlsSubclass()
        button.addTarget(
            vc, action: ControlsViewController.buttonTapped as (ControlsViewController) -> @MainActor () -> Void,
            for: .touchUpInside)
        tapButton()
        #expect(vc.calls == ["overridden tapped()"])
    }

    @Test("removeTarget(_:action:for:) with a method reference removes that signature's actions for those events")
    func removeTyped() {
        let vc = ControlsViewController()
        button.addTarget(vc, action: ControlsViewController.buttonTapped(_:), for: [.touchUpInside, .touchDown])
        button.addTarget(vc, action: ControlsViewController.ibAction, for: .touchUpInside)
        button.removeTarget(vc, action: ControlsViewController.buttonTapped(_:), for: .touchUpInside)
        tapButton()
        #expect(vc.calls == ["tapped(button)", "ibAction(UIButton)"])  // touchDown still sends tapped(button)
        button.removeTarget(vc, action: ControlsViewController.buttonTapped(_:), for: .touchDown)
        button.removeTarget(nil, action: ControlsViewController.ibAction, for: .allEvents)
        #expect(button.allControlEvents.isEmpty)
    }

    @Test("removeTarget for the event shapes and the no-argument shape")
    func removeOtherShapes() {
        let vc = ControlsViewController()
        button.addTarget(
            vc, action: ControlsViewController.buttonTapped as (ControlsViewController) -> @MainActor () -> Void,
            for: .touchUpInside)
        button.addTarget(vc, action: ControlsViewController.withEvent, for: .touchUpInside)
        button.addTarget(vc, action: ControlsViewController.withOptionalEvent, for: .touchUpInside)
        button.removeTarget(vc, action: ControlsViewController.withEvent, for: .touchUpInside)
        tapButton()
        #expect(vc.calls == ["tapped()", "optionalEvent(true)"])
        button.removeTarget(vc, action: ControlsViewController.withOptionalEvent, for: .touchUpInside)
        button.removeTarget(
            vc, action: ControlsViewController.buttonTapped as (ControlsViewController) -> @MainActor () -> Void,
            for: .touchUpInside)
        #expect(button.allControlEvents.isEmpty)
    }

    @Test("the target is held weakly")
    func weakTarget() {
        var vc: ControlsViewController? = ControlsViewController()
        weak let weakVC = vc
        button.addTarget(vc!, action: ControlsViewController.buttonTapped(_:), for: .touchUpInside)
        vc = nil
        #expect(weakVC == nil)
        tapButton()
        #expect(button.allTargets.isEmpty)
    }

    @Test("adding the same selector pair again adds its events instead of a second action, as UIKit does")
    func duplicateSelector() {
        let vc = ControlsViewController()
        var count = 0
        vc.setActionHandler(for: Selector("tapped:")) { _, _ in count += 1 }
        button.addTarget(vc, action: Selector("tapped:"), for: .touchUpInside)
        button.addTarget(vc, action: Selector("tapped:"), for: [.touchUpInside, .touchDown])
        tapButton()
        #expect(count == 2)  // once on touchDown, once on touchUpInside
        #expect(button.actions(forTarget: vc, forControlEvent: .touchUpInside) == ["tapped:"])
    }
}
