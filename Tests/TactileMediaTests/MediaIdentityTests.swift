import Foundation
import Testing
import Tactile
import TactileMedia
import TactileTesting

/// Identity `Equatable`/`Hashable` on the MediaPlayer classes (NSObjects on iOS).
@MainActor
@Suite("MediaPlayer identity")
struct MediaIdentityTests {
    @Test("event.command == center.playCommand compiles and tells the commands apart, as in a shared handler")
    func commandComparison() {
        let fixture = MediaFixture()
        let center = fixture.center
        var seen: [String] = []
        let handler: (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus = { event in
            if event.command == center.playCommand {
                seen.append("play")
            } else if event.command == center.pauseCommand {
                seen.append("pause")
            }
            return .success
        }
        center.playCommand.addTarget(handler: handler)
        center.pauseCommand.addTarget(handler: handler)
        fixture.sim.sendRemoteCommand(.play)
        fixture.sim.sendRemoteCommand(.pause)
        #expect(seen == ["play", "pause"])
    }

    @Test("commands, events and centers go in sets and compare by identity")
    func setsAndDictionaries() {
        let fixture = MediaFixture()
        let center = fixture.center
        let commands: Set<MPRemoteCommand> = [center.playCommand, center.pauseCommand, center.playCommand]
        #expect(commands.count == 2)
        #expect(commands.contains(center.playCommand) && !commands.contains(center.stopCommand))
        var events: Set<MPRemoteCommandEvent> = []
        center.playCommand.addTarget { event in
            events.insert(event)
            events.insert(event)
            return .success
        }
        fixture.sim.sendRemoteCommand(.play)
        fixture.sim.sendRemoteCommand(.play)
        #expect(events.count == 2)  // two events, each itself

        let other = TouchSimulator()
        let centers: Set<MPRemoteCommandCenter> = [center, .shared(for: fixture.app), .shared(for: other.application)]
        #expect(centers.count == 2)
        #expect(MPRemoteCommandCenter.shared(for: fixture.app) == center)
        let infos: Set<MPNowPlayingInfoCenter> = [fixture.info, .default(for: fixture.app), .default(for: other.application)]
        #expect(infos.count == 2)
        #expect(fixture.info != MPNowPlayingInfoCenter.default(for: other.application))
    }
}
