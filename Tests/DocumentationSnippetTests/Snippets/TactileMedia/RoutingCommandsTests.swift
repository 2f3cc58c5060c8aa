import Tactile
import TactileMedia
import TactileTesting
import Testing

/// Runs the TactileMedia landing page's blocks: the app becomes Now Playing, and commands from outside reach its
/// handlers through the command center.
@MainActor
@Suite("TactileMedia article")
struct RoutingCommandsTests {
    @Test("next track, a position and a media key each reach their handler once the app is Now Playing")
    func commandsReachTheirHandlers() {
        let sim = TouchSimulator()
        _ = sim.makeWindow()                       // the simulator's application is shared
        let center = MPRemoteCommandCenter.shared(for: sim.application)
        var received: [String] = []
        center.nextTrackCommand.addTarget { _ in
            received.append("next")
            return .success
        }
        center.changePlaybackPositionCommand.addTarget { event in
            received.append("position \((event as! MPChangePlaybackPositionCommandEvent).positionTime)")
            return .success
        }
        center.pauseCommand.addTarget { _ in
            received.append("pause")
            return .success
        }
        #expect(routeCommands(application: sim.application, subtype: .remoteControlPause, keyTime: sim.now)
            == .noActionableNowPlayingItem)
        #expect(received.isEmpty)

        becomeNowPlaying()
        #expect(routeCommands(application: sim.application, subtype: .remoteControlPause, keyTime: sim.now)
            == .success)
        #expect(received == ["next", "position 42.0", "pause"])
    }
}
