import Foundation
import Tactile
import TactileMedia
import TactileTesting
import Testing

@testable import TactileMPRIS
import TactileDBus

/// ``MPRISMediaPlayerBridge`` without a bus: how MediaPlayer's model becomes the MPRIS properties, and how MPRIS
/// requests become remote commands (GAP-03).
@Suite("MPRIS bridge to MediaPlayer's model")
@MainActor
struct MPRISMediaPlayerBridgeTests {
    @Test("now-playing info and playback state become PlaybackStatus, Metadata, Position and Rate")
    func stateFromNowPlaying() throws {
        let t = MPRISTestApp()
        var s = t.bridge.state
        #expect(s.playbackStatus == .playing)
        let m = try #require(s.metadata)
        #expect(m.title == "So What" && m.artists == ["Miles Davis"] && m.album == "Kind of Blue")
        #expect(m.length == 562_000_000 && m.trackID == "/org/tactile/track/1")
        #expect(s.position == 0 && s.rate == 1 && s.volume == 1)
        t.sim.advance(by: 2.5)
        #expect(t.bridge.state.position == 2_500_000)  // extrapolated from when the info was set
        t.pause()
        s = t.bridge.state
        #expect(s.playbackStatus == .paused && s.position == 2_500_000 && s.rate == 1)
        t.stop()
        #expect(t.bridge.state.playbackStatus == .stopped)
        t.info.nowPlayingInfo = nil
        t.info.playbackState = .unknown
        #expect(t.bridge.state.metadata == nil && t.bridge.state.playbackStatus == .stopped)
        t.info.nowPlayingInfo = [MPMediaItemPropertyTitle: "x", MPNowPlayingInfoPropertyPlaybackRate: 2.0]
        #expect(t.bridge.state.playbackStatus == .playing && t.bridge.state.rate == 2)
    }

    @Test("track ids come from the persistent id, else the queue index, else a stable hash")
    func trackIDs() {
        #expect(MPRISMediaPlayerBridge.trackID([MPMediaItemPropertyPersistentID: UInt64(42)]) == "/org/tactile/track/42")
        #expect(MPRISMediaPlayerBridge.trackID([MPNowPlayingInfoPropertyPlaybackQueueIndex: 3]) == "/org/tactile/track/index3")
        let a = MPRISMediaPlayerBridge.trackID([MPMediaItemPropertyTitle: "A"])
        #expect(a == MPRISMediaPlayerBridge.trackID([MPMediaItemPropertyTitle: "A"]))
        #expect(a != MPRISMediaPlayerBridge.trackID([MPMediaItemPropertyTitle: "B"]))
        #expect(a.rawValue.hasPrefix("/org/tactile/track/t"))
    }

    @Test("Can* follow the commands: enabled, Now Playing, and a handler or the UIKit fallback")
    func canProperties() {
        let t = MPRISTestApp()
        var s = t.bridge.state
        #expect(s.canPlay && s.canPause && s.canGoNext && s.canGoPrevious && s.canSeek && s.canControl)
        #expect(s.minimumRate == 0.5 && s.maximumRate == 2)
        t.commands.nextTrackCommand.isEnabled = false
        #expect(!t.bridge.state.canGoNext)
        t.commands.changePlaybackPositionCommand.isEnabled = false
        #expect(!t.bridge.state.canSeek)  // no skip handlers either
        // Without handlers, play/pause/next/previous still reach the app as UIEvents while it receives them.
        let bare = MPRISTestApp(handlers: false)
        s = bare.bridge.state
        #expect(s.canPlay && s.canPause && s.canGoNext && s.canGoPrevious && !s.canSeek)
        bare.app.endReceivingRemoteControlEvents()
        s = bare.bridge.state
        #expect(!s.canPlay && !s.canGoNext)
        // Not the Now Playing app: nothing can be delivered (RC-02).
        let idle = MPRISTestApp(playing: false)
        #expect(!idle.bridge.state.canPlay && !idle.bridge.isNowPlaying)
    }

    @Test("requests go through MPRemoteCommandCenter.dispatch: handlers, or UIEvents without one (GAP-03)")
    func requests() throws {
        let t = MPRISTestApp()
        try t.bridge.perform(.playPause)
        try t.bridge.perform(.play)
        try t.bridge.perform(.next)
        try t.bridge.perform(.previous)
        try t.bridge.perform(.stop)
        t.settle()
        #expect(t.received == [
            "togglePlayPauseCommand", "playCommand", "nextTrackCommand", "previousTrackCommand",
            "UIEvent remoteControlStop",
        ])
        #expect(t.state == .playing)  // the UIEvent reached the view, which only records it
    }

    @Test("Seek and SetPosition become changePlaybackPosition; stale ids and positions outside the track are ignored")
    func seeking() throws {
        let t = MPRISTestApp()
        try t.bridge.perform(.setPosition(trackID: "/org/tactile/track/1", position: 30_000_000))
        try t.bridge.perform(.seek(offset: 10_000_000))
        try t.bridge.perform(.seek(offset: -50_000_000))  // before the start: 0
        try t.bridge.perform(.setPosition(trackID: "/org/tactile/track/2", position: 5_000_000))  // another track
        try t.bridge.perform(.setPosition(trackID: "/org/tactile/track/1", position: 600_000_000))  // past the end
        try t.bridge.perform(.seek(offset: 600_000_000))  // past the end: Next
        #expect(t.received == [
            "changePlaybackPositionCommand 30.0", "changePlaybackPositionCommand 40.0",
            "changePlaybackPositionCommand 0.0", "nextTrackCommand",
        ])
    }

    @Test("Rate, LoopStatus, Shuffle and Volume; a rate outside the supported ones is InvalidArgs, 0 pauses")
    func settings() throws {
        let t = MPRISTestApp()
        try t.bridge.perform(.setRate(2))
        #expect(t.bridge.state.rate == 2)
        #expect(throws: DBusMethodError.self) { try t.bridge.perform(.setRate(3)) }
        try t.bridge.perform(.setRate(0))
        #expect(t.state == .paused)
        try t.bridge.perform(.setLoopStatus(.track))
        try t.bridge.perform(.setShuffle(true))
        #expect(t.bridge.state.loopStatus == .track && t.bridge.state.shuffle)
        var volumes: [Double] = []
        t.bridge.onVolumeChange = { volumes.append($0) }
        try t.bridge.perform(.setVolume(0.3))
        #expect(volumes == [0.3] && t.bridge.state.volume == 0.3)
        #expect(t.received == [
            "changePlaybackRateCommand 2.0", "pauseCommand", "changeRepeatModeCommand one", "changeShuffleModeCommand items",
        ])
        #expect(throws: DBusMethodError.notSupported("this player cannot open URIs (file:///x)")) {
            try t.bridge.perform(.openURI("file:///x"))
        }
        try t.bridge.perform(.raise)
        try t.bridge.perform(.quit)
    }

    @Test("a command that cannot be delivered is an error named after MediaPlayer's status, and nothing happens")
    func undeliverable() {
        let t = MPRISTestApp()
        t.commands.nextTrackCommand.isEnabled = false
        #expect(throws: DBusMethodError(
            name: "org.tactile.MPRIS.Error.CommandFailed",
            message: "nextTrackCommand: the command is disabled, unhandled or failed (.commandFailed)")) {
            try t.bridge.perform(.next)
        }
        let idle = MPRISTestApp(playing: false)
        #expect(throws: DBusMethodError.self) { try idle.bridge.perform(.play) }
        #expect(idle.received.isEmpty && t.received.isEmpty)
    }

    @Test("the bridge reports every change of either center")
    func changes() {
        let t = MPRISTestApp()
        var count = 0
        t.bridge.onChange = { count += 1 }
        t.pause()  // nowPlayingInfo and playbackState
        let afterPause = count
        t.commands.likeCommand.isEnabled = false
        #expect(afterPause >= 2 && count == afterPause + 1)
        t.bridge.invalidate()
        t.play()
        #expect(count == afterPause + 1)
    }
}
