import Foundation
import Tactile
import TactileMedia
import TactileMPRIS
import TactileTesting
import Testing

@testable import TactileExamples

/// `tactile player`'s app on virtual time, driven through its MPRIS bridge as the bus would drive it (no bus: the
/// bridge's `perform` is what the player calls for each D-Bus command).
@MainActor
@Suite("Media player demo")
struct MediaPlayerDemoTests {
    final class Log { var lines: [String] = [] }

    let sim = TouchSimulator()
    let log = Log()

    func makeDemo(eventsOnly: Bool = false, duration: TimeInterval? = nil) throws -> MediaPlayerDemo {
        let log = log
        let demo = try MediaPlayerDemo(
            name: "tactile.test", eventsOnly: eventsOnly, verbose: false, application: sim.application
        ) { log.lines.append($0) }
        demo.startPlaying(duration: duration)
        return demo
    }

    var title: String? { MPNowPlayingInfoCenter.default(for: sim.application).nowPlayingInfo?[MPMediaItemPropertyTitle] as? String }

    @Test("starting plays the first track, publishes it to Now Playing, and logs it with the time")
    func starts() throws {
        let demo = try makeDemo()
        #expect(log.lines == ["  0.000 s    ▸ starting: “Gymnopédie No. 1” by Erik Satie (3:05)"])
        #expect(title == "Gymnopédie No. 1")
        #expect(MPNowPlayingInfoCenter.default(for: sim.application).playbackState == .playing)
        #expect(demo.bridge.isNowPlaying)
    }

    @Test("a command with a handler goes to the handler: next track, then pause")
    func handlers() throws {
        let demo = try makeDemo()
        sim.advance(by: 2)
        try demo.bridge.perform(.next)
        sim.advance(by: 0.01)
        #expect(log.lines.last == "  2.000 s    ▸ nextTrackCommand handler: “Clair de lune” by Claude Debussy (5:00)")
        #expect(title == "Clair de lune")
        sim.advance(by: 10)
        try demo.bridge.perform(.playPause)
        sim.advance(by: 0.01)
        #expect(log.lines.last?.hasSuffix("▸ togglePlayPauseCommand handler: paused at 0:10") == true)
        #expect(MPNowPlayingInfoCenter.default(for: sim.application).playbackState == .paused)
    }

    @Test("stop has no handler: it arrives as a remote-control UIEvent at the first responder")
    func stopArrivesAsEvent() throws {
        let demo = try makeDemo()
        try demo.bridge.perform(.stop)
        sim.advance(by: 0.01)
        #expect(log.lines.last?.hasSuffix("▸ remoteControlReceived(.remoteControlStop) at the first responder: stopped") == true)
        #expect(MPNowPlayingInfoCenter.default(for: sim.application).playbackState == .stopped)
    }

    @Test("with eventsOnly every command arrives as a UIEvent, next track too")
    func eventsOnly() throws {
        let demo = try makeDemo(eventsOnly: true)
        try demo.bridge.perform(.next)
        sim.advance(by: 0.01)
        #expect(
            log.lines.last?.hasSuffix(
                "▸ remoteControlReceived(.remoteControlNextTrack) at the first responder: “Clair de lune” by Claude Debussy (5:00)")
                == true)
        #expect(!log.lines.contains { $0.contains("nextTrackCommand handler") })
    }

    @Test("the position advances on the scheduler: at the end of a track the next one starts")
    func trackEnds() throws {
        let demo = try makeDemo()
        sim.advance(by: 186)
        #expect(log.lines.last == "185.000 s    ▸ track ended: “Clair de lune” by Claude Debussy (5:00)")
        #expect(title == "Clair de lune")
        withExtendedLifetime(demo) {}  // the demo's timers hold it weakly: keep it alive while time passes
    }

    @Test("the duration ends the demo with a count of the bus commands received")
    func duration() throws {
        let demo = try makeDemo(duration: 5)
        sim.advance(by: 4.9)
        #expect(!demo.isFinished)
        sim.advance(by: 0.2)
        #expect(demo.isFinished)
        #expect(demo.failure == nil)
        #expect(log.lines.last == "  5.000 s  the duration elapsed: 0 commands received; bye")
        demo.finish(because: "again")
        #expect(log.lines.count == 2)  // finishing twice logs once
    }
}
