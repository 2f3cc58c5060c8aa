import Foundation
import Tactile
import TactileLinux
import Testing
import TactileTrace

// The force-touch capability of an evdev device (F3D-01 pressure sensitivity; GAP-09).
@Suite("F3D-01 evdev force-touch capability")
struct EvdevForceTouchCapabilityTests {
    @Test("F3D-01 a touchscreen with ABS_MT_PRESSURE is available, one without unavailable, no surface unknown")
    func capability() throws {
        var touchscreen = try EvdevFixtures.touchscreen
        touchscreen.absInfo[EvdevCode.absMTPressure] = nil
        touchscreen.codes[EvdevCode.evAbs]?.remove(EvdevCode.absMTPressure)
        #expect(touchscreen.capabilities.forceTouchCapability == .unavailable)
        touchscreen.absInfo[EvdevCode.absMTPressure] = .init(minimum: 0, maximum: 255)
        touchscreen.codes[EvdevCode.evAbs, default: []].insert(EvdevCode.absMTPressure)
        #expect(touchscreen.capabilities.forceTouchCapability == .available)
        #expect(EvdevFixtures.mediaKeys.capabilities.forceTouchCapability == .unknown)
    }
}
