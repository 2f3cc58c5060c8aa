import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// The concrete controls' values and events (issue 4 item 2; CTL-02's controls).
final class ChangeCount { var n = 0 }

@MainActor
@Suite("Concrete controls")
struct ConcreteControlTests {
    let sim = TouchSimulator()

    func place<C: UIControl>(_ c: C, _ frame: CGRect) -> (C, () -> Int) {
        let window = sim.makeWindow()
        c.frame = frame
        window.addSubview(c)
        let count = ChangeCount()
        c.addAction(for: .valueChanged) { _, _ in count.n += 1 }
        return (c, { count.n })
    }

    @Test("UIButton highlights while tracked and sends touchUpInside then primaryActionTriggered")
    func button() {
        let (b, _) = place(UIButton(), CGRect(x: 0, y: 0, width: 100, height: 44))
        var events: [String] = []
        b.addAction(for: .touchUpInside) { _, _ in events.append("upInside") }
        b.addAction(for: .primaryActionTriggered) { _, _ in events.append("primary") }
        let f = sim.touchDown(at: CGPoint(x: 10, y: 10))
        #expect(b.isHighlighted)
        sim.lift(f)
        #expect(!b.isHighlighted)
        #expect(events == ["upInside", "primary"])
    }

    @Test("UISwitch: a tap toggles; a drag along it sets the side it moved to; setOn sends nothing")
    func toggle() {
        let (s, changes) = place(UISwitch(), CGRect(x: 100, y: 100, width: 51, height: 31))
        sim.tap(at: CGPoint(x: 110, y: 115))
        #expect(s.isOn && changes() == 1)
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 140, y: 115))
        #expect(!s.isOn && changes() == 2)
        sim.advance(by: 1)
        sim.drag(from: CGPoint(x: 105, y: 115), to: CGPoint(x: 145, y: 115), duration: 0.1)
        #expect(s.isOn && changes() == 3)
        sim.advance(by: 1)
        sim.drag(from: CGPoint(x: 145, y: 115), to: CGPoint(x: 140, y: 115), duration: 0.1)  // a small drag: a tap
        #expect(!s.isOn && changes() == 4)
        s.setOn(true, animated: false)
        #expect(changes() == 4)
    }

    @Test("UISlider: dragging the knob sets the value within min and max; off the knob nothing happens")
    func slider() {
        let (s, changes) = place(UISlider(), CGRect(x: 10, y: 100, width: 231, height: 40))  // travel 200 pt
        s.minimumValue = 0
        s.maximumValue = 10
        // The knob (31 pt) sits at the left end: its centre is x = 10 + 15.5.
        sim.drag(from: CGPoint(x: 25.5, y: 120), to: CGPoint(x: 125.5, y: 120), duration: 0.1)
        #expect(abs(s.value - 5) < 1e-4)
        #expect(changes() >= 2)  // continuous: every move
        sim.advance(by: 1)
        sim.drag(from: CGPoint(x: 125.5, y: 120), to: CGPoint(x: 400, y: 120), duration: 0.1)
        #expect(s.value == 10)
        sim.advance(by: 1)
        let before = changes()
        sim.drag(from: CGPoint(x: 20, y: 120), to: CGPoint(x: 60, y: 120), duration: 0.1)  // the track, not the knob
        #expect(s.value == 10 && changes() == before)
    }

    @Test("UISlider with isContinuous = false sends one valueChanged on release")
    func sliderNotContinuous() {
        let (s, changes) = place(UISlider(), CGRect(x: 10, y: 100, width: 231, height: 40))
        s.isContinuous = false
        sim.drag(from: CGPoint(x: 25.5, y: 120), to: CGPoint(x: 125.5, y: 120), duration: 0.1)
        #expect(changes() == 1)
        #expect(abs(s.value - 0.5) < 1e-4)
    }

    @Test("UIStepper: taps step up and down within the range; wraps; holding repeats on the scheduler")
    func stepper() {
        let (s, changes) = place(UIStepper(), CGRect(x: 0, y: 0, width: 94, height: 32))
        s.maximumValue = 3
        sim.tap(at: CGPoint(x: 80, y: 16))
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 80, y: 16))
        #expect(s.value == 2 && changes() == 2)
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 10, y: 16))
        #expect(s.value == 1)
        // Hold the + half: one step at once, the first repeat at 0.5 s, then every 0.1 s, stopping at the max.
        sim.advance(by: 1)
        let f = sim.touchDown(at: CGPoint(x: 80, y: 16))
        #expect(s.value == 2)
        sim.advance(by: 0.49)
        #expect(s.value == 2)
        sim.advance(by: 0.02)
        #expect(s.value == 3)
        sim.advance(by: 0.3)
        #expect(s.value == 3)
        sim.lift(f)
        s.wraps = true
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 80, y: 16))
        #expect(s.value == 0)
    }

    @Test("UISegmentedControl: a tap selects the segment under it; momentary deselects after the action")
    func segmented() {
        let (s, changes) = place(UISegmentedControl(items: ["A", "B", "C"]), CGRect(x: 0, y: 0, width: 300, height: 30))
        #expect(s.selectedSegmentIndex == UISegmentedControl.noSegment)
        sim.tap(at: CGPoint(x: 150, y: 15))
        #expect(s.selectedSegmentIndex == 1 && changes() == 1)
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 150, y: 15))  // the same segment: no change
        #expect(changes() == 1)
        s.isMomentary = true
        var seen: [Int] = []
        s.addAction(for: .valueChanged) { c, _ in seen.append((c as! UISegmentedControl).selectedSegmentIndex) }
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 290, y: 15))
        #expect(seen == [2])
        #expect(s.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test("UIPageControl: tapping the right half goes forward, the left half back, within the pages")
    func pageControl() {
        let (p, changes) = place(UIPageControl(), CGRect(x: 0, y: 0, width: 200, height: 30))
        p.numberOfPages = 3
        sim.tap(at: CGPoint(x: 150, y: 15))
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 150, y: 15))
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 150, y: 15))  // already on the last page
        #expect(p.currentPage == 2 && changes() == 2)
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 20, y: 15))
        #expect(p.currentPage == 1 && changes() == 3)
    }
}
