import Tactile
import TactileLinux
import Testing

/// A custom ``MediaKeyMapping`` in the evdev reader's translator (the table itself: TactileTraceTests).
@Suite("media key mapping in the evdev translator")
struct EvdevReaderMediaKeyTests {
    @Test("a custom table reaches the translator: BTN_0 presses become toggles, held keys pair begin and end")
    func customTableInTranslator() {
        var m = MediaKeyMapping(actions: [:])
        m[0x100] = .press(.remoteControlTogglePlayPause)
        m[0x101] = .hold(began: .remoteControlBeginSeekingForward, ended: .remoteControlEndSeekingForward)
        var t = EvdevEventTranslator(description: EvdevFixtures.mediaKeys, mediaKeys: m)
        var out: [RawInputEvent] = []
        for (code, value) in [(0x100, 1), (0x100, 0), (0x101, 0), (0x101, 1), (0x101, 1), (0x101, 0), (164, 1)] {
            out += t.feed(LinuxInputEvent(seconds: 0, microseconds: 0, type: EvdevCode.evKey, code: UInt16(code), value: Int32(value)))
        }
        // The release of 0x101 before its press and the repeated press send nothing; KEY_PLAYPAUSE is not in this table.
        #expect(EvdevFixtures.remotes(out) == [
            .remoteControlTogglePlayPause, .remoteControlBeginSeekingForward, .remoteControlEndSeekingForward,
        ])
    }
}
