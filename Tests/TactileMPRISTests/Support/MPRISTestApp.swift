import Foundation
import Tactile
import TactileMedia
import TactileTesting

@testable import TactileMPRIS

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
