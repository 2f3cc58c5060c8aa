import Foundation
import Tactile
import TactileLinux
import TactileMedia
import TactileTesting
import Testing

/// Media keys read from evdev are only posted to the application's queue; the queue routes each through the
/// application's command center (a handler takes it) or lets it become a remote-control `UIEvent` (GAP-03).
@MainActor
@Suite("evdev media keys through the application's queue")
struct EvdevMediaKeyRoutingTests {
    @Test("GAP-03 deliverEvents(to:) posts media keys; the queue gives one to its handler and the other to the first responder")
    func routedByTheQueue() async throws {
        let application = UIApplication(scheduler: VirtualScheduler())
        let log = EventLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: application)
        let player = RecordingView("Player", frame: window.bounds, log: log)
        player.acceptsFirstResponder = true
        window.addSubview(player)
        window.makeKeyAndVisible()
        player.becomeFirstResponder()
        application.beginReceivingRemoteControlEvents()
        application.isNowPlaying = true
        var observed: [RawInputEvent] = []
        application.inputObserver = { observed.append($0) }
        var handled: [TimeInterval] = []
        MPRemoteCommandCenter.shared(for: application).nextTrackCommand.addTarget { event in
            handled.append(event.timestamp)
            return .success
        }
        var s = InputEventStream()
        s.press(1_000_000, EvdevCode.keyNextSong, 1)
        s.press(1_010_000, EvdevCode.keyNextSong, 0)
        s.press(1_020_000, EvdevCode.keyPlayPause, 1)
        s.press(1_030_000, EvdevCode.keyPlayPause, 0)
        try await EvdevFixtures.reader(s.bytes, description: EvdevFixtures.mediaKeys).deliverEvents(to: application)
        // Processed in the queue's turn: nothing is left waiting, and virtual time never moved.
        #expect(application.pendingEventCount == 0)
        #expect(handled == [1.0])
        #expect(log.lines == ["Player.remoteControlReceived[remoteControlTogglePlayPause]"])
        // Only the key that became a UIEvent is UIKit input, recorded as such.
        #expect(observed == [.remoteControl(RawRemoteControlEvent(timestamp: 1.02, subtype: .remoteControlTogglePlayPause))])
    }
}
