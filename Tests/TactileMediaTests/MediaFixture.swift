import Foundation
import Tactile
import TactileMedia
import TactileTesting

/// An application on virtual time with a media player view as the key window's first responder, inside a
/// container view, with a recording delegate at the end of the responder chain:
/// `Player → Container → window → application → Delegate`.
@MainActor
final class MediaFixture {
    let sim = TouchSimulator()
    let log = EventLog()
    let window: UIWindow
    let container: RecordingView
    let player: RecordingView
    let delegate: RecordingResponder

    var app: UIApplication { sim.application }
    var center: MPRemoteCommandCenter { .shared(for: app) }
    var info: MPNowPlayingInfoCenter { .default(for: app) }

    /// - Parameters:
    ///   - firstResponder: whether the player becomes first responder (RC-02 (1)).
    ///   - receiving: whether the app begins receiving remote-control events (RC-02 (2)).
    ///   - playing: whether the app has started playback, making it the Now Playing app (RC-02 (3)).
    init(firstResponder: Bool = true, receiving: Bool = true, playing: Bool = true) {
        window = sim.makeWindow()
        delegate = RecordingResponder("Delegate", log: log)
        container = RecordingView("Container", frame: window.bounds, log: log)
        player = RecordingView("Player", frame: CGRect(x: 20, y: 20, width: 200, height: 100), log: log)
        player.acceptsFirstResponder = true
        app.delegate = delegate
        window.addSubview(container)
        container.addSubview(player)
        if firstResponder { player.becomeFirstResponder() }
        if receiving { app.beginReceivingRemoteControlEvents() }
        if playing { info.playbackState = .playing }
    }

    /// Lets the application's queue process what was posted.
    func settle() { sim.advance(by: 0.01) }

    /// Dispatches and processes the queue.
    @discardableResult
    func send(_ request: MPRemoteCommandCenter.Request) -> MPRemoteCommandHandlerStatus {
        let status = center.dispatch(request)
        settle()
        return status
    }

    /// The name of a command of ``center``, e.g. `"playCommand"`.
    func name(of command: MPRemoteCommand) -> String {
        let c = center
        let names: [(MPRemoteCommand, String)] = [
            (c.playCommand, "playCommand"), (c.pauseCommand, "pauseCommand"), (c.stopCommand, "stopCommand"),
            (c.togglePlayPauseCommand, "togglePlayPauseCommand"), (c.nextTrackCommand, "nextTrackCommand"),
            (c.previousTrackCommand, "previousTrackCommand"), (c.seekForwardCommand, "seekForwardCommand"),
            (c.seekBackwardCommand, "seekBackwardCommand"), (c.skipForwardCommand, "skipForwardCommand"),
            (c.skipBackwardCommand, "skipBackwardCommand"),
            (c.changePlaybackPositionCommand, "changePlaybackPositionCommand"),
            (c.changePlaybackRateCommand, "changePlaybackRateCommand"),
            (c.changeRepeatModeCommand, "changeRepeatModeCommand"),
            (c.changeShuffleModeCommand, "changeShuffleModeCommand"), (c.likeCommand, "likeCommand"),
            (c.dislikeCommand, "dislikeCommand"), (c.bookmarkCommand, "bookmarkCommand"),
            (c.ratingCommand, "ratingCommand"),
        ]
        return names.first { $0.0 === command }?.1 ?? "?"
    }

    /// An event as a string: its class, its command and its values, e.g.
    /// `"MPSeekCommandEvent(seekForwardCommand, beginSeeking)"`.
    func describe(_ event: MPRemoteCommandEvent) -> String {
        let command = name(of: event.command)
        switch event {
        case let e as MPSeekCommandEvent: return "MPSeekCommandEvent(\(command), \(e.type))"
        case let e as MPSkipIntervalCommandEvent: return "MPSkipIntervalCommandEvent(\(command), \(e.interval))"
        case let e as MPChangePlaybackPositionCommandEvent:
            return "MPChangePlaybackPositionCommandEvent(\(command), \(e.positionTime))"
        case let e as MPChangePlaybackRateCommandEvent:
            return "MPChangePlaybackRateCommandEvent(\(command), \(e.playbackRate))"
        case let e as MPChangeRepeatModeCommandEvent:
            return "MPChangeRepeatModeCommandEvent(\(command), \(e.repeatType), \(e.preservesRepeatMode))"
        case let e as MPChangeShuffleModeCommandEvent:
            return "MPChangeShuffleModeCommandEvent(\(command), \(e.shuffleType), \(e.preservesShuffleMode))"
        case let e as MPFeedbackCommandEvent: return "MPFeedbackCommandEvent(\(command), \(e.isNegative))"
        case let e as MPRatingCommandEvent: return "MPRatingCommandEvent(\(command), \(e.rating))"
        default:
            precondition(type(of: event) == MPRemoteCommandEvent.self)
            return "MPRemoteCommandEvent(\(command))"
        }
    }
}

/// The ten UIKit remote-control subtypes, 100 … 109.
let allRemoteControlSubtypes: [UIEvent.EventSubtype] = [
    .remoteControlPlay, .remoteControlPause, .remoteControlStop, .remoteControlTogglePlayPause,
    .remoteControlNextTrack, .remoteControlPreviousTrack, .remoteControlBeginSeekingBackward,
    .remoteControlEndSeekingBackward, .remoteControlBeginSeekingForward, .remoteControlEndSeekingForward,
]

/// Every request without a UIKit subtype, with sample parameters.
let requestsWithoutSubtype: [MPRemoteCommandCenter.Request] = [
    .skipForward(interval: 15), .skipBackward(interval: 15), .changePlaybackPosition(30), .changePlaybackRate(2),
    .changeRepeatMode(.all, preservesRepeatMode: false), .changeShuffleMode(.items, preservesShuffleMode: false),
    .like(isNegative: false), .dislike(isNegative: false), .bookmark(isNegative: false), .rating(3),
]
