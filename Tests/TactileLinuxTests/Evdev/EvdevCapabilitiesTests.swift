import Foundation
import Tactile
import TactileLinux
import Testing
import SharedTestData
import TactileTrace

@Suite("evdev capabilities")
struct EvdevCapabilitiesTests {
    func describe(_ evemu: String) throws -> EvdevCapabilities {
        try EvdevDeviceDescription.parseEvemu(evemu).capabilities
    }

    @Test("a protocol B touchscreen: slots and ranges, as tactile devices prints them")
    func protocolB() throws {
        let c = try EvdevFixtures.touchscreen.capabilities
        #expect(c.isTouchscreen && c.isDirect && !c.hasMediaKeys)
        #expect(c.touchSurface?.touchProtocol == .multitouchB(slots: 10))
        #expect(c.description == "touchscreen, protocol B, 10 slots, 0…1000 × 0…1000")
        #expect(try EvdevFixtures.touchscreen.touchSurfaceSize == CGSize(width: 1000, height: 1000))
    }

    @Test("media keys are listed by what they do; other keys are counted")
    func mediaKeys() {
        let c = EvdevFixtures.mediaKeys.capabilities
        #expect(c.touchSurface == nil && c.hasMediaKeys)
        #expect(c.mediaKeys == [163, 164, 165, 166, 168, 200, 201, 207, 208, 226])
        #expect(c.description
            == "media keys (next track, play/pause, previous track, stop, rewind, play, pause, fast forward); 1 other key")
    }

    @Test("a touchscreen without INPUT_PROP_DIRECT (old 3M and eGalax panels) is still a touchscreen")
    func noDirectProperty() throws {
        var d = try EvdevFixtures.touchscreen
        d.properties = []
        #expect(d.capabilities.isTouchscreen)
        #expect(d.capabilities.description.hasPrefix("touchscreen (no INPUT_PROP_DIRECT), protocol B"))
    }

    @Test("touchpads, tablets, protocol A, single touch, and axes that are not a touch surface")
    func classification() throws {
        var pad = try EvdevFixtures.touchscreen
        pad.properties = [EvdevCode.inputPropPointer]
        pad.codes[EvdevCode.evKey, default: []].insert(EvdevCode.btnToolFinger)
        #expect(pad.capabilities.touchSurface?.kind == .touchpad)
        var pen = try EvdevFixtures.touchscreen
        pen.codes[EvdevCode.evKey, default: []].insert(EvdevCode.btnToolPen)
        #expect(pen.capabilities.touchSurface?.kind == .tablet)
        var protocolA = try EvdevFixtures.touchscreen
        protocolA.absInfo[EvdevCode.absMTSlot] = nil
        protocolA.codes[EvdevCode.evAbs]?.remove(EvdevCode.absMTSlot)
        #expect(protocolA.capabilities.touchSurface?.touchProtocol == .multitouchA)
        let single = EvdevDeviceDescription(
            properties: [EvdevCode.inputPropDirect],
            codes: [EvdevCode.evKey: [EvdevCode.btnTouch], EvdevCode.evAbs: [0, 1, 24]],
            absInfo: [0: .init(minimum: 0, maximum: 4095), 1: .init(minimum: 0, maximum: 4095), 24: .init(minimum: 0, maximum: 255)])
        #expect(single.capabilities.description == "touchscreen, single touch, 0…4095 × 0…4095, pressure")
        let joystick = EvdevDeviceDescription(
            codes: [EvdevCode.evAbs: [0, 1]], absInfo: [0: .init(minimum: -127, maximum: 127), 1: .init(minimum: -127, maximum: 127)])
        #expect(joystick.capabilities.touchSurface == nil)
        #expect(joystick.capabilities.description == "no touch surface, no keys")
    }
}

/// The shared descriptions of real devices, when `../shared/data/evemu/` is there.
@Suite(
    "evdev capabilities of real devices",
    .enabled(if: EvemuData.folder != nil, "../shared/data/evemu not found (optional research data, not part of the repository: the README's \"Optional research data\" says where to get it)"))
struct RealDeviceCapabilitiesTests {
    func capabilities(_ name: String) throws -> EvdevCapabilities {
        try EvdevDeviceDescription(EvemuRecording.load(EvemuData.folder!.appendingPathComponent(name))).capabilities
    }

    @Test("Atmel and EP0430M09: protocol B touchscreens; 3M without INPUT_PROP_DIRECT; the Plantronics headset: 5 buttons")
    func realDevices() throws {
        #expect(try capabilities("Atmel_maXTouch_Touchscreen.desc").description
            == "touchscreen, protocol B, 10 slots, 0…799 × 0…479")
        #expect(try capabilities("EP0430M09.desc").description == "touchscreen, protocol B, 5 slots, 0…1279 × 0…767")
        #expect(try capabilities("3m.event").isTouchscreen)
        #expect(try capabilities("3m.event").touchSurface?.touchProtocol == .multitouchB(slots: 60))
        #expect(try capabilities("Plantronics_Plantronics_.Audio_648_USB.desc").description == "5 other keys")
    }
}
