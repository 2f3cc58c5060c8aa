import Tactile
import TactileTrace
import Testing

/// evdev media keys → UIKit remote-control subtypes (EVT-04: play, pause, stop, toggle, next, previous, and the
/// seeking pairs).
@Suite("media key mapping")
struct MediaKeyMappingTests {
    @Test("the standard table: each media key's press gives UIKit's subtype (EVT-04)")
    func standardPresses() {
        let m = MediaKeyMapping.standard
        let expected: [(UInt16, UIEvent.EventSubtype)] = [
            (164, .remoteControlTogglePlayPause), (200, .remoteControlPlay), (207, .remoteControlPlay),
            (201, .remoteControlPause), (166, .remoteControlStop), (163, .remoteControlNextTrack),
            (165, .remoteControlPreviousTrack), (208, .remoteControlBeginSeekingForward),
            (168, .remoteControlBeginSeekingBackward), (226, .remoteControlTogglePlayPause),
        ]
        for (code, subtype) in expected {
            #expect(m.subtype(forKey: code, value: 1) == subtype, "key \(code)")
        }
        #expect(m.actions.count == expected.count)
        #expect(EvdevCode.keyPlayPause == 164 && EvdevCode.keyMedia == 226 && EvdevCode.keyFastForward == 208)
    }

    @Test("releases and autorepeat send nothing for discrete keys; seeking keys end on release, never on autorepeat")
    func releasesAndRepeats() {
        let m = MediaKeyMapping()
        #expect(m.subtype(forKey: EvdevCode.keyPlayPause, value: 0) == nil)
        #expect(m.subtype(forKey: EvdevCode.keyPlayPause, value: 2) == nil)
        #expect(m.subtype(forKey: EvdevCode.keyFastForward, value: 2) == nil)
        #expect(m.subtype(forKey: EvdevCode.keyFastForward, value: 0) == .remoteControlEndSeekingForward)
        #expect(m.subtype(forKey: EvdevCode.keyRewind, value: 0) == .remoteControlEndSeekingBackward)
        #expect(m.subtype(forKey: 30, value: 1) == nil)  // KEY_A
    }

    @Test("the table is a dictionary you can change: a headset's BTN_0 as play/pause, stop removed")
    func overridable() {
        var m = MediaKeyMapping.standard
        m[0x100] = .press(.remoteControlTogglePlayPause)  // BTN_0, as the Plantronics headset sends
        m.actions[EvdevCode.keyStopCD] = nil
        #expect(m.subtype(forKey: 0x100, value: 1) == .remoteControlTogglePlayPause)
        #expect(m.subtype(forKey: EvdevCode.keyStopCD, value: 1) == nil)
        #expect(MediaKeyMapping.standard.subtype(forKey: EvdevCode.keyStopCD, value: 1) == .remoteControlStop)
        #expect(m.label(forKey: EvdevCode.keyFastForward) == "fast forward")
    }
}
