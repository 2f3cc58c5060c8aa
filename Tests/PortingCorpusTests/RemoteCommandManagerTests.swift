import Foundation
import Tactile
import TactileMedia
import TactileTesting
import Testing

@testable import PortingCorpus

/// The remote-command helper (a plain class): its handlers answer the commands the system sends, and it keeps
/// the Now Playing information up to date. As on iOS, commands reach the app only once it is the "Now Playing"
/// app, which it becomes by starting playback (here: publishing a positive playback rate).
@MainActor
@Suite("Corpus: RemoteCommandManager")
struct RemoteCommandManagerTests {
    let stage = CorpusStage()
    let player = RemoteCommandManager.Player()
    let manager: RemoteCommandManager

    init() {
        manager = RemoteCommandManager(player: player)
        manager.activate()
    }

    var center: MPRemoteCommandCenter { MPRemoteCommandCenter.shared() }

    /// The user starts playback in the app's own UI.
    func startPlaybackInApp() {
        player.isPlaying = true
        manager.playbackStateDidChange()
    }

    var info: [String: Any] { MPNowPlayingInfoCenter.default().nowPlayingInfo ?? [:] }

    @Test("before the app has played, commands do not reach it, as on iOS")
    func notNowPlaying() {
        stage.makeCurrent()
        #expect(info[MPMediaItemPropertyTitle] as? String == "Intro")
        #expect(info[MPNowPlayingInfoPropertyPlaybackRate] as? Double == 0)
        #expect(center.dispatch(.play) == .noActionableNowPlayingItem)
        #expect(!player.isPlaying)
    }

    @Test("play and pause answer as the player's state allows and publish the playback rate")
    func playPause() {
        stage.makeCurrent()
        startPlaybackInApp()
        #expect(info[MPNowPlayingInfoPropertyPlaybackRate] as? Double == 1)
        #expect(center.dispatch(.play) == .commandFailed)
        #expect(center.dispatch(.pause) == .success)
        #expect(!player.isPlaying)
        #expect(info[MPNowPlayingInfoPropertyPlaybackRate] as? Double == 0)
        #expect(center.dispatch(.pause) == .commandFailed)
        #expect(center.dispatch(.play) == .success)
        #expect(player.isPlaying)
    }

    @Test("next track advances until the last track, then reports no such content")
    func nextTrack() {
        stage.makeCurrent()
        startPlaybackInApp()
        #expect(center.dispatch(.nextTrack) == .success)
        #expect(center.dispatch(.nextTrack) == .success)
        #expect(info[MPMediaItemPropertyTitle] as? String == "Chorus")
        #expect(center.dispatch(.nextTrack) == .noSuchContent)
        #expect(player.trackIndex == 2)
    }

    @Test("skip forward moves by the event's interval and never past the end; previous track is disabled")
    func skipAndDisabled() {
        stage.makeCurrent()
        startPlaybackInApp()
        #expect(center.skipForwardCommand.preferredIntervals == [15])
        #expect(center.dispatch(.skipForward(interval: 15)) == .success)
        #expect(player.elapsed == 15)
        #expect(info[MPNowPlayingInfoPropertyElapsedPlaybackTime] as? TimeInterval == 15)
        #expect(center.dispatch(.skipForward(interval: 500)) == .success)
        #expect(player.elapsed == 180)
        #expect(!center.previousTrackCommand.isEnabled)
        #expect(center.dispatch(.previousTrack) != .success)
    }

    @Test("deactivating removes the handlers and clears the Now Playing information")
    func deactivate() {
        stage.makeCurrent()
        startPlaybackInApp()
        #expect(center.playCommand.hasTargets)
        manager.deactivate()
        #expect(!center.playCommand.hasTargets)
        #expect(MPNowPlayingInfoCenter.default().nowPlayingInfo == nil)
        player.isPlaying = false
        #expect(center.dispatch(.play) != .success)
        #expect(!player.isPlaying)
    }

    @Test("headset buttons reach the handlers too: a remote-control pause event pauses")
    func remoteControlEvent() {
        stage.makeCurrent()
        startPlaybackInApp()
        #expect(stage.sim.sendRemoteControl(.remoteControlPause) == .success)
        #expect(!player.isPlaying)
    }
}
