import Foundation
import Tactile
import TactileTesting
import Testing

@testable import PortingCorpus

/// The knob control: tracking maps the touch's angle around the centre to a value and sends `.valueChanged`
/// through `sendActions(for:)`, continuously or once at the end.
@MainActor
@Suite("Corpus: KnobControl")
struct KnobControlTests {
    @MainActor
    final class Receiver {
        var values: [Float] = []
        func knobChanged(_ sender: KnobControl) { values.append(sender.value) }
    }

    let stage = CorpusStage()
    let knob = KnobControl(frame: CGRect(x: 110, y: 190, width: 100, height: 100))
    let receiver = Receiver()

    init() {
        stage.window.addSubview(knob)
        knob.addTarget(receiver, action: Receiver.knobChanged, for: .valueChanged)
    }

    @Test("touching straight above the centre sets the middle value; dragging clockwise raises it")
    func tracking() {
        stage.makeCurrent()
        let finger = stage.sim.touchDown(at: CGPoint(x: 160, y: 200))
        #expect(knob.isTracking)
        #expect(isClose(CGFloat(knob.value), 0.5, within: 0.0001))
        stage.sim.advance(by: 0.05)
        stage.sim.move(finger, to: CGPoint(x: 200, y: 240))  // pointing right: 90° of a 270° sweep past -135°
        #expect(isClose(CGFloat(knob.value), 5.0 / 6.0, within: 0.0001))
        stage.sim.advance(by: 0.05)
        stage.sim.move(finger, to: CGPoint(x: 120, y: 280))  // bottom left: past the start, clamped to 0
        #expect(knob.value == 0)
        stage.sim.lift(finger)
        #expect(!knob.isTracking)
        #expect(receiver.values.count == 3)
        #expect(receiver.values.last == 0)
    }

    @Test("with isContinuous off, one .valueChanged is sent when tracking ends")
    func notContinuous() {
        stage.makeCurrent()
        knob.isContinuous = false
        stage.sim.drag(from: CGPoint(x: 160, y: 200), to: CGPoint(x: 200, y: 240))
        #expect(receiver.values.count == 1)
        #expect(isClose(CGFloat(receiver.values[0]), 5.0 / 6.0, within: 0.0001))
    }

    @Test("the range is respected and the pointer turns with the value")
    func rangeAndPointer() {
        stage.makeCurrent()
        knob.minimumValue = 10
        knob.maximumValue = 20
        knob.setValue(25)
        #expect(knob.value == 20)
        stage.sim.tap(at: CGPoint(x: 160, y: 200))
        #expect(isClose(CGFloat(knob.value), 15, within: 0.0001))
        let pointer = knob.subviews[0]
        #expect(isClose(rotationAngle(of: pointer.transform), 0, within: 0.0001))
        knob.setValue(20)
        #expect(isClose(rotationAngle(of: pointer.transform), .pi * 3 / 4, within: 0.0001))
    }
}
