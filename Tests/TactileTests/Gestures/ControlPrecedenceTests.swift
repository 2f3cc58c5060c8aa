import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// A control's default action beats an overlapping recognizer on an ancestor, for exactly the controls and
/// gestures the seeds list; a recognizer on the control itself wins (requirements CTL-01 to CTL-05).
@MainActor
@Suite("Control precedence over gesture recognizers")
struct ControlPrecedenceTests {
    let sim = TouchSimulator()

    func scene<C: UIControl>(_ control: C) -> (C, UIView, [String]) {
        let parent = SingleViewScene(simulator: sim).view
        control.frame = CGRect(x: 100, y: 100, width: 100, height: 40)
        parent.addSubview(control)
        return (control, parent, [])
    }

    @Test(
        "CTL-01 / CTL-02 a single-finger single tap on these controls goes to the control, not the parent's recognizer",
        arguments: ["UIButton", "UISwitch", "UIStepper", "UISegmentedControl", "UIPageControl"])
    func singleTapGoesToControl(kind: String) {
        let control: UIControl = switch kind {
        case "UIButton": UIButton()
        case "UISwitch": UISwitch()
        case "UIStepper": UIStepper()
        case "UISegmentedControl": UISegmentedControl()
        default: UIPageControl()
        }
        let (c, parent, _) = scene(control)
        var events: [String] = []
        c.addAction(for: .touchUpInside) { _, _ in events.append("control") }
        let tap = UITapGestureRecognizer()
        tap.addAction { _ in events.append("recognizer") }
        parent.addGestureRecognizer(tap)
        sim.tap(at: CGPoint(x: 150, y: 120))
        #expect(events == ["control"])
        // A tap outside the control still goes to the recognizer.
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 20, y: 400))
        #expect(events == ["control", "recognizer"])
    }

    @Test("CTL-02 only the overlapping gesture is refused: a double tap on the parent still fires over a button")
    func doubleTapNotRefused() {
        let (button, parent, _) = scene(UIButton())
        var events: [String] = []
        button.addAction(for: .touchUpInside) { _, _ in events.append("button") }
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        double.addAction { _ in events.append("double") }
        parent.addGestureRecognizer(double)
        sim.doubleTap(at: CGPoint(x: 150, y: 120))
        #expect(events.last == "double")
    }

    @Test("CTL-03 a tap recognizer attached to the control itself receives the touch first and wins")
    func recognizerOnControlWins() {
        let (button, _, _) = scene(UIButton())
        var events: [String] = []
        button.addAction(for: .touchUpInside) { _, _ in events.append("button") }
        let tap = UITapGestureRecognizer()
        tap.addAction { _ in events.append("recognizer") }
        button.addGestureRecognizer(tap)
        sim.tap(at: CGPoint(x: 150, y: 120))
        #expect(events == ["recognizer"])  // the recognizer cancels the button's touch: no touchUpInside
    }

    @Test("CTL-02 a single-finger swipe along a slider's knob goes to the slider; across it, to the recognizer")
    func sliderKnobSwipe() {
        let (slider, parent, _) = scene(UISlider())
        slider.frame = CGRect(x: 20, y: 100, width: 280, height: 40)
        slider.value = 0  // knob at the left end: x 20…51 in the window
        var swipes = 0
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = [.left, .right]
        swipe.addAction { _ in swipes += 1 }
        parent.addGestureRecognizer(swipe)
        sim.sampleInterval = 1.0 / 120
        sim.swipe(from: CGPoint(x: 35, y: 120), to: CGPoint(x: 135, y: 120))  // on the knob, parallel
        #expect(swipes == 0)
        sim.advance(by: 1)
        sim.swipe(from: CGPoint(x: 200, y: 120), to: CGPoint(x: 290, y: 120))  // on the track, not the knob
        #expect(swipes == 1)
    }

    @Test("CTL-02 a single-finger pan along a switch's knob goes to the switch; a vertical pan does not")
    func switchKnobPan() {
        let (toggle, parent, _) = scene(UISwitch())
        toggle.frame = CGRect(x: 100, y: 100, width: 51, height: 31)
        var pans: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer()
        pan.addAction { pans.append($0.state) }
        parent.addGestureRecognizer(pan)
        sim.drag(from: CGPoint(x: 110, y: 115), to: CGPoint(x: 160, y: 115), duration: 0.2)  // along the knob
        #expect(pans.isEmpty)
        sim.advance(by: 1)
        sim.drag(from: CGPoint(x: 110, y: 115), to: CGPoint(x: 110, y: 215), duration: 0.2)  // perpendicular
        #expect(pans.first == .began)
    }

    @Test("CTL-04 / CTL-05 a control tracks its touch itself: touchDown, highlight, touchUpInside or touchUpOutside")
    func controlTracking() {
        let (button, _, _) = scene(UIButton())
        var events: [String] = []
        button.addAction(for: .touchDown) { c, _ in events.append("down highlighted=\(c.isHighlighted)") }
        button.addAction(for: .touchUpInside) { _, _ in events.append("upInside") }
        button.addAction(for: .touchUpOutside) { _, _ in events.append("upOutside") }
        sim.tap(at: CGPoint(x: 150, y: 120))
        sim.advance(by: 1)
        sim.drag(from: CGPoint(x: 150, y: 120), to: CGPoint(x: 150, y: 300), duration: 0.1)
        #expect(events == ["down highlighted=true", "upInside", "down highlighted=true", "upOutside"])
        #expect(button.isTracking == false)
        #expect(button.isHighlighted == false)
    }
}
