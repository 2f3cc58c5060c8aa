import Foundation
import Tactile
import TactileMedia
import TactileTesting
import Testing

@testable import TactileMPRIS
import TactileDBus

/// The first responder of ``MPRISTestApp``: records the remote-control events it receives.
@MainActor
final class RemoteControlView: UIView {
    var received: [UIEvent.EventSubtype] = []
    override var canBecomeFirstResponder: Bool { true }
    override func remoteControlReceived(with event: UIEvent?) {
        guard let event, event.type == .remoteControl else { return }
        received.append(event.subtype)
    }
}

/// A small media app on virtual time, written as an iOS app would be: handlers on `MPRemoteCommandCenter` that
/// change its state and publish it to `MPNowPlayingInfoCenter`, and a first responder for commands without a
/// handler. ``received`` lists what the app got, in order, either way.
@MainActor
final class MPRISTestApp {
    struct Track {
        let title: String
        let artist: String
        let album: String
        let duration: TimeInterval
    }

    let sim = TouchSimulator()
    let window: UIWindow
    let view: RemoteControlView
    let bridge: MPRISMediaPlayerBridge
    var app: UIApplication { sim.application }
    var commands: MPRemoteCommandCenter { .shared(for: app) }
    var info: MPNowPlayingInfoCenter { .default(for: app) }

    let tracks = [
        Track(title: "So What", artist: "Miles Davis", album: "Kind of Blue", duration: 562),
        Track(title: "Freddie Freeloader", artist: "Miles Davis", album: "Kind of Blue", duration: 589),
        Track(title: "Blue in Green", artist: "Miles Davis", album: "Kind of Blue", duration: 337),
    ]
    private(set) var index = 0
    private(set) var state: MPNowPlayingPlaybackState = .stopped
    private var anchorPosition: TimeInterval = 0
    private var anchor: TimeInterval = 0
    private(set) var rate = 1.0
    /// What the app received: `"playCommand"`, `"changePlaybackPositionCommand 30.0"`, `"UIEvent remoteControlStop"`.
    private(set) var received: [String] = []

    /// - Parameters:
    ///   - handlers: whether to register handlers (without them, commands become `UIEvent`s).
    ///   - playing: whether the app starts playing (and so is the Now Playing app) at once.
    init(handlers: Bool = true, playing: Bool = true) {
        window = sim.makeWindow()
        view = RemoteControlView(frame: window.bounds)
        window.addSubview(view)
        _ = view.becomeFirstResponder()
        bridge = MPRISMediaPlayerBridge(application: sim.application)
        app.beginReceivingRemoteControlEvents()
        if handlers { registerHandlers() }
        if playing { play() }
    }

    var track: Track { tracks[index] }

    var position: TimeInterval {
        guard state == .playing else { return anchorPosition }
        return min(track.duration, anchorPosition + (sim.now - anchor) * rate)
    }

    func play() {
        anchorPosition = state == .stopped ? 0 : position
        anchor = sim.now
        state = .playing
        publish()
    }

    func pause() {
        anchorPosition = position
        anchor = sim.now
        state = .paused
        publish()
    }

    func stop() {
        anchorPosition = 0
        state = .stopped
        publish()
    }

    func go(to newIndex: Int) {
        index = (newIndex + tracks.count) % tracks.count
        anchorPosition = 0
        anchor = sim.now
        publish()
    }

    func seek(to seconds: TimeInterval) {
        anchorPosition = max(0, min(track.duration, seconds))
        anchor = sim.now
        publish()
    }

    func publish() {
        info.nowPlayingInfo = [
            MPMediaItemPropertyTitle: track.title,
            MPMediaItemPropertyArtist: track.artist,
            MPMediaItemPropertyAlbumTitle: track.album,
            MPMediaItemPropertyPlaybackDuration: track.duration,
            MPMediaItemPropertyPersistentID: MPMediaEntityPersistentID(index + 1),
            MPNowPlayingInfoPropertyElapsedPlaybackTime: position,
            MPNowPlayingInfoPropertyPlaybackRate: state == .playing ? rate : 0,
        ]
        info.playbackState = state
    }

    /// Lets the application's queue deliver what was posted (the `UIEvent` fallback).
    func settle() {
        sim.advance(by: 0.001)
        for subtype in view.received { received.append("UIEvent \(subtype)") }
        view.received.removeAll()
    }

    private func log(_ text: String) { received.append(text) }

    private func registerHandlers() {
        let c = commands
        c.playCommand.addTarget { [unowned self] _ in log("playCommand"); play(); return .success }
        c.pauseCommand.addTarget { [unowned self] _ in log("pauseCommand"); pause(); return .success }
        c.togglePlayPauseCommand.addTarget { [unowned self] _ in
            log("togglePlayPauseCommand")
            if state == .playing { pause() } else { play() }
            return .success
        }
        // No stopCommand handler: stop arrives as a UIEvent (GAP-03).
        c.nextTrackCommand.addTarget { [unowned self] _ in log("nextTrackCommand"); go(to: index + 1); return .success }
        c.previousTrackCommand.addTarget { [unowned self] _ in
            log("previousTrackCommand")
            go(to: index - 1)
            return .success
        }
        c.changePlaybackPositionCommand.addTarget { [unowned self] event in
            guard let event = event as? MPChangePlaybackPositionCommandEvent else { return .commandFailed }
            log("changePlaybackPositionCommand \(event.positionTime)")
            seek(to: event.positionTime)
            return .success
        }
        c.changePlaybackRateCommand.supportedPlaybackRates = [0.5, 1, 2]
        c.changePlaybackRateCommand.addTarget { [unowned self] event in
            guard let event = event as? MPChangePlaybackRateCommandEvent else { return .commandFailed }
            log("changePlaybackRateCommand \(event.playbackRate)")
            anchorPosition = position
            anchor = sim.now
            rate = Double(event.playbackRate)
            publish()
            return .success
        }
        c.changeRepeatModeCommand.addTarget { [unowned self] event in
            guard let event = event as? MPChangeRepeatModeCommandEvent else { return .commandFailed }
            log("changeRepeatModeCommand \(event.repeatType)")
            commands.changeRepeatModeCommand.currentRepeatType = event.repeatType
            return .success
        }
        c.changeShuffleModeCommand.addTarget { [unowned self] event in
            guard let event = event as? MPChangeShuffleModeCommandEvent else { return .commandFailed }
            log("changeShuffleModeCommand \(event.shuffleType)")
            commands.changeShuffleModeCommand.currentShuffleType = event.shuffleType
            return .success
        }
    }
}

/// ``MPRISMediaPlayerBridge`` without a bus: how MediaPlayer's model becomes the MPRIS properties, and how MPRIS
/// requests become remote commands (GAP-03).
@Suite("MPRIS bridge to MediaPlayer's model")
@MainActor
struct MPRISBridgeTests {
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
