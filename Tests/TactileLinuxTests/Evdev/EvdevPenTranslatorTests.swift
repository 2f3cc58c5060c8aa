import Foundation
import Tactile
import TactileLinux
import Testing

/// The live path for a pen tablet: `EvdevEventTranslator` (what `EvdevReader` runs) passes on the pen's hover.
@Suite("evdev pen tablets, live")
struct EvdevPenTranslatorTests {
    @Test("EVT-06: a pen tablet's hover and pencil frames come out of the translator in order, the hover ending at the end")
    func hoverAndFrames() {
        var device = EvemuRecording()
        device.name = "pen"
        device.properties = [EvdevCode.inputPropDirect]
        device.codes = [EvdevCode.evKey: [EvdevCode.btnToolPen, EvdevCode.btnToolRubber, EvdevCode.btnTouch]]
        device.absInfo = [
            EvdevCode.absX: .init(minimum: 0, maximum: 1000), EvdevCode.absY: .init(minimum: 0, maximum: 1000),
            EvdevCode.absPressure: .init(minimum: 0, maximum: 1000),
            EvdevCode.absTiltX: .init(minimum: -64, maximum: 63, resolution: 57),
            EvdevCode.absTiltY: .init(minimum: -64, maximum: 63, resolution: 57),
        ]
        let description = EvdevDeviceDescription(device)
        #expect(EvdevCapabilities(description).touchSurface?.kind == .tablet)
        var t = EvdevEventTranslator(
            description: description, mapping: TouchscreenMapping(screenSize: CGSize(width: 100, height: 100)))
        func ev(_ usec: Int64, _ type: UInt16, _ code: UInt16, _ value: Int32) -> LinuxInputEvent {
            LinuxInputEvent(seconds: 0, microseconds: usec, type: type, code: code, value: value)
        }
        var out: [RawInputEvent] = []
        for e in [
            ev(0, EvdevCode.evKey, EvdevCode.btnToolPen, 1), ev(0, EvdevCode.evAbs, EvdevCode.absX, 500),
            ev(0, EvdevCode.evAbs, EvdevCode.absY, 200), ev(0, EvdevCode.evSyn, EvdevCode.synReport, 0),
            ev(1000, EvdevCode.evAbs, EvdevCode.absPressure, 250), ev(1000, EvdevCode.evAbs, EvdevCode.absTiltX, 57),
            ev(1000, EvdevCode.evKey, EvdevCode.btnTouch, 1), ev(1000, EvdevCode.evSyn, EvdevCode.synReport, 0),
            ev(2000, EvdevCode.evKey, EvdevCode.btnTouch, 0), ev(2000, EvdevCode.evSyn, EvdevCode.synReport, 0),
        ] {
            out += t.feed(e)
        }
        out += t.finish()
        let kinds = out.map { event -> String in
            switch event {
            case .hover(let h): h.location.map { "hover \(Int($0.x)),\(Int($0.y))" } ?? "hover exit"
            case .digitizer(let f): f.contacts.map { "\($0.state) \($0.type)" }.joined()
            default: "other"
            }
        }
        #expect(kinds == ["hover 50,20", "hover exit", "touching pencil", "lifted pencil", "hover 50,20", "hover exit"])
        guard case .digitizer(let frame) = out[2] else { return }
        #expect(frame.contacts[0].force == 1)
        // Tilt x of 57 units at 57 units per radian: one radian from upright.
        #expect(abs(frame.contacts[0].altitudeAngle - (.pi / 2 - 1)) < 1e-12)
    }
}
