import Foundation
import Tactile
import TactileTrace
import Testing

/// Runs the *Apple Pencil and Linux pens* article's sketch view on a pen recording made in the test.
@MainActor
@Suite("Apple Pencil and Linux pens article")
struct SketchViewTests {
    @Test("a pen that hovers, draws with rising pressure while leaning, and leaves")
    func sketchFromARecording() throws {
        var r = EvemuRecording()
        r.name = "pen"
        r.absInfo = [
            EvdevCode.absX: .init(minimum: 0, maximum: 1000), EvdevCode.absY: .init(minimum: 0, maximum: 1000),
            EvdevCode.absPressure: .init(minimum: 0, maximum: 1000),
            EvdevCode.absTiltX: .init(minimum: -64, maximum: 63, resolution: 57),
            EvdevCode.absTiltY: .init(minimum: -64, maximum: 63, resolution: 57),
        ]
        var events: [LinuxInputEvent] = []
        func add(_ frame: Int, _ type: UInt16, _ code: UInt16, _ value: Int32) {
            events.append(LinuxInputEvent(seconds: 0, microseconds: Int64(frame) * 10_000, type: type, code: code, value: value))
        }
        add(0, EvdevCode.evKey, EvdevCode.btnToolPen, 1)
        add(0, EvdevCode.evAbs, EvdevCode.absX, 100)
        add(0, EvdevCode.evAbs, EvdevCode.absY, 100)
        add(0, EvdevCode.evSyn, EvdevCode.synReport, 0)
        for i in 1...5 {
            if i == 1 { add(i, EvdevCode.evKey, EvdevCode.btnTouch, 1) }
            add(i, EvdevCode.evAbs, EvdevCode.absX, Int32(100 + 50 * i))
            add(i, EvdevCode.evAbs, EvdevCode.absPressure, Int32(100 * i))
            add(i, EvdevCode.evAbs, EvdevCode.absTiltX, 30)
            add(i, EvdevCode.evSyn, EvdevCode.synReport, 0)
        }
        add(6, EvdevCode.evKey, EvdevCode.btnTouch, 0)
        add(6, EvdevCode.evKey, EvdevCode.btnToolPen, 0)
        add(6, EvdevCode.evSyn, EvdevCode.synReport, 0)
        r.events = events
        let view = sketch(r, on: CGSize(width: 400, height: 400))
        #expect(view.hoverStates == [.began, .ended])
        #expect(view.widths.count == 4)  // the moves after the touch began
        #expect(view.widths == view.widths.sorted() && view.widths[0] > 0.8 * 2)
    }
}
