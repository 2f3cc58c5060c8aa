import Foundation
import Tactile

/// The remote commands of an application, and the one entry point through which media keys, headset buttons and
/// MPRIS deliver them.
///
/// MediaPlayer counterpart: `MPRemoteCommandCenter`. Register handlers on its commands (``playCommand``,
/// ``nextTrackCommand``, ``changePlaybackPositionCommand``, …) exactly as on iOS:
///
/// ```swift
/// let center = MPRemoteCommandCenter.shared()
/// center.playCommand.addTarget { _ in player.play(); return .success }
/// center.skipForwardCommand.preferredIntervals = [15]
/// ```
///
/// **Delivery.** Bridges such as MPRIS call ``dispatch(_:timestamp:)``, the analogue of the system routing a command
/// to the app; input sources (media keys, headset buttons) post their commands to the application's queue, which
/// asks the center the same question when it takes them. Nothing is delivered until the app is the "Now Playing"
/// app (`UIApplication.isNowPlaying`, set when the app reports playback with ``MPNowPlayingInfoCenter/playbackState``),
/// as iOS sends remote commands only to the app playing audio. A disabled command is not delivered. A command with
/// a handler goes to its handlers. A command without one becomes a remote-control `UIEvent` when it has a UIKit
/// subtype (play, pause, stop, toggle, next, previous, and the begin/end of seeking), posted to the application's
/// queue and delivered to the key window's first responder and up the chain, once the app called
/// `beginReceivingRemoteControlEvents()`, as in UIKit. Commands without a subtype and without a handler fail.
///
/// **Threads.** As in MediaPlayer, the center and its commands may be used from any thread: get the center, add and
/// remove handlers, enable commands and set their properties from a background queue or a plain helper class.
/// Handlers run on the main thread, where MediaPlayer calls them; ``dispatch(_:timestamp:)`` and
/// ``canDispatch(_:)`` are main-actor methods, since they read and feed the application.
///
/// Deliberate differences from MediaPlayer:
/// - One center per `UIApplication`, because Tactile allows several applications (tests): ``shared()`` is the
///   center of `UIApplication.shared`, ``shared(for:)`` the center of any application. A `TouchSimulator` makes
///   its application the shared one, so `shared()` in a test is the center of the simulator's application.
///   Called off the main thread before any application exists, ``shared()`` returns a center that becomes the
///   shared application's the first time it is used on the main actor.
/// - Tactile additions for bridges: ``dispatch(_:timestamp:)`` with ``Request``, ``canDispatch(_:)``, and
///   ``addObserver(_:)`` for changes to the commands (enablement, targets, intervals, rates, modes).
/// - The language-option commands (`enableLanguageOptionCommand`, `disableLanguageOptionCommand`) are absent.
public final class MPRemoteCommandCenter: PerApplicationCenter, Sendable {
    /// A command arriving from outside the app, with its parameters: what a bridge passes to
    /// ``MPRemoteCommandCenter/dispatch(_:timestamp:)`` (no MediaPlayer counterpart; the system builds the
    /// `MPRemoteCommandEvent` itself).
    ///
    /// MPRIS methods map to requests as follows: `Play` → ``play``, `Pause` → ``pause``, `PlayPause` →
    /// ``togglePlayPause``, `Stop` → ``stop``, `Next` → ``nextTrack``, `Previous` → ``previousTrack``
    /// (previous track only, never "restart the current track"), `SetPosition` →
    /// ``changePlaybackPosition(_:)``, `Seek` → ``skipForward(interval:)`` or ``skipBackward(interval:)`` (or
    /// ``changePlaybackPosition(_:)`` from ``MPNowPlayingInfoCenter/currentElapsedPlaybackTime``), `Rate` →
    /// ``changePlaybackRate(_:)``, `LoopStatus` → ``changeRepeatMode(_:preservesRepeatMode:)``, `Shuffle` →
    /// ``changeShuffleMode(_:preservesShuffleMode:)``.
    /// Media keys map through ``init(remoteControlSubtype:)``.
    public enum Request: Sendable, Equatable {
        /// `playCommand`; falls back to `.remoteControlPlay`.
        case play
        /// `pauseCommand`; falls back to `.remoteControlPause`.
        case pause
        /// `stopCommand`; falls back to `.remoteControlStop`.
        case stop
        /// `togglePlayPauseCommand`; falls back to `.remoteControlTogglePlayPause`.
        case togglePlayPause
        /// `nextTrackCommand`; falls back to `.remoteControlNextTrack`.
        case nextTrack
        /// `previousTrackCommand`; falls back to `.remoteControlPreviousTrack`. Previous track only.
        case previousTrack
        /// `seekForwardCommand`; falls back to `.remoteControlBeginSeekingForward` / `…EndSeekingForward`.
        case seekForward(MPSeekCommandEventType)
        /// `seekBackwardCommand`; falls back to `.remoteControlBeginSeekingBackward` / `…EndSeekingBackward`.
        case seekBackward(MPSeekCommandEventType)
        /// `skipForwardCommand`, by `interval` seconds; no UIKit subtype.
        case skipForward(interval: TimeInterval)
        /// `skipBackwardCommand`, by `interval` seconds; no UIKit subtype.
        case skipBackward(interval: TimeInterval)
        /// `changePlaybackPositionCommand`, to a position in seconds; no UIKit subtype.
        case changePlaybackPosition(TimeInterval)
        /// `changePlaybackRateCommand`; no UIKit subtype.
        case changePlaybackRate(Float)
        /// `changeRepeatModeCommand`; no UIKit subtype.
        case changeRepeatMode(MPRepeatType, preservesRepeatMode: Bool)
        /// `changeShuffleModeCommand`; no UIKit subtype.
        case changeShuffleMode(MPShuffleType, preservesShuffleMode: Bool)
        /// `likeCommand` (`isNegative`: the like is withdrawn); no UIKit subtype.
        case like(isNegative: Bool)
        /// `dislikeCommand`; no UIKit subtype.
        case dislike(isNegative: Bool)
        /// `bookmarkCommand`; no UIKit subtype.
        case bookmark(isNegative: Bool)
        /// `ratingCommand`; no UIKit subtype.
        case rating(Float)

        /// The request of a UIKit remote-control subtype (a media key, a headset button); `nil` for subtypes that
        /// are not remote-control ones.
        public init?(remoteControlSubtype subtype: UIEvent.EventSubtype) {
            switch subtype {
            case .remoteControlPlay: self = .play
            case .remoteControlPause: self = .pause
            case .remoteControlStop: self = .stop
            case .remoteControlTogglePlayPause: self = .togglePlayPause
            case .remoteControlNextTrack: self = .nextTrack
            case .remoteControlPreviousTrack: self = .previousTrack
            case .remoteControlBeginSeekingBackward: self = .seekBackward(.beginSeeking)
            case .remoteControlEndSeekingBackward: self = .seekBackward(.endSeeking)
            case .remoteControlBeginSeekingForward: self = .seekForward(.beginSeeking)
            case .remoteControlEndSeekingForward: self = .seekForward(.endSeeking)
            default: return nil
            }
        }

        /// The UIKit remote-control subtype the request becomes when no handler takes it; `nil` for
        /// commands UIKit has no subtype for.
        public var remoteControlSubtype: UIEvent.EventSubtype? {
            switch self {
            case .play: .remoteControlPlay
            case .pause: .remoteControlPause
            case .stop: .remoteControlStop
            case .togglePlayPause: .remoteControlTogglePlayPause
            case .nextTrack: .remoteControlNextTrack
            case .previousTrack: .remoteControlPreviousTrack
            case .seekBackward(.beginSeeking): .remoteControlBeginSeekingBackward
            case .seekBackward(.endSeeking): .remoteControlEndSeekingBackward
            case .seekForward(.beginSeeking): .remoteControlBeginSeekingForward
            case .seekForward(.endSeeking): .remoteControlEndSeekingForward
            default: nil
            }
        }
    }

    // MARK: Centers

    private static let registry = PerApplicationRegistry<MPRemoteCommandCenter>()

    /// The center of `UIApplication.shared` (MediaPlayer: `shared()`), from any thread. After
    /// `UIApplication.setShared(_:)` (or creating a `TouchSimulator`), it is the new application's.
    public static func shared() -> MPRemoteCommandCenter { registry.sharedCenter() }

    /// The center of `application`, created on first use and the same object afterwards, from any thread (Tactile
    /// addition: Tactile allows several applications, each with its own commands).
    public static func shared(for application: UIApplication) -> MPRemoteCommandCenter {
        registry.center(for: application)
    }

    private struct State {
        weak var application: UIApplication?
        var observers: [(id: Int, body: @MainActor (MPRemoteCommand) -> Void)] = []
        var nextObserverID = 0
    }

    private let state: LockedValue<State>

    /// The application the commands go to (Tactile addition).
    public var application: UIApplication? { state.withLock { $0.application } }

    /// The application, binding a center that ``shared()`` made before there was one to the shared application.
    @MainActor
    private func resolvedApplication() -> UIApplication? { Self.registry.resolvedApplication(of: self) }

    init(application: UIApplication?) {
        state = LockedValue(State(application: application))
        for command in allCommands { command.center = self }
        _ = Self.routesSystemMediaCommands
        application?.installRemoteCommandRouter(self)
    }

    func bind(to application: UIApplication) {
        state.withLock { $0.application = application }
        application.installRemoteCommandRouter(self)
    }

    // MARK: Commands

    /// Start playback (MediaPlayer: `playCommand`). UIKit subtype: `.remoteControlPlay`.
    public let playCommand = MPRemoteCommand(kind: .play)
    /// Pause playback (MediaPlayer: `pauseCommand`). UIKit subtype: `.remoteControlPause`.
    public let pauseCommand = MPRemoteCommand(kind: .pause)
    /// Stop playback (MediaPlayer: `stopCommand`). UIKit subtype: `.remoteControlStop`.
    public let stopCommand = MPRemoteCommand(kind: .stop)
    /// Toggle between playing and paused (MediaPlayer: `togglePlayPauseCommand`). UIKit subtype:
    /// `.remoteControlTogglePlayPause`.
    public let togglePlayPauseCommand = MPRemoteCommand(kind: .togglePlayPause)
    /// Go to the next track (MediaPlayer: `nextTrackCommand`). UIKit subtype: `.remoteControlNextTrack`.
    public let nextTrackCommand = MPRemoteCommand(kind: .nextTrack)
    /// Go to the previous track (MediaPlayer: `previousTrackCommand`). UIKit subtype:
    /// `.remoteControlPreviousTrack`. Previous track only: the *Event Handling Guide*'s listing lacks a `break` after
    /// this case, so in C it would also go to the next track; Tactile does what the listing means.
    public let previousTrackCommand = MPRemoteCommand(kind: .previousTrack)
    /// Seek forward while a button is held (MediaPlayer: `seekForwardCommand`); handlers receive an
    /// ``MPSeekCommandEvent``. UIKit subtypes: `.remoteControlBeginSeekingForward`, `.remoteControlEndSeekingForward`.
    public let seekForwardCommand = MPRemoteCommand(kind: .seekForward)
    /// Seek backward while a button is held (MediaPlayer: `seekBackwardCommand`); handlers receive an
    /// ``MPSeekCommandEvent``. UIKit subtypes: `.remoteControlBeginSeekingBackward`,
    /// `.remoteControlEndSeekingBackward`.
    public let seekBackwardCommand = MPRemoteCommand(kind: .seekBackward)
    /// Skip forward by an interval (MediaPlayer: `skipForwardCommand`). No UIKit subtype.
    public let skipForwardCommand = MPSkipIntervalCommand(kind: .skipForward)
    /// Skip backward by an interval (MediaPlayer: `skipBackwardCommand`). No UIKit subtype.
    public let skipBackwardCommand = MPSkipIntervalCommand(kind: .skipBackward)
    /// Play from a position (MediaPlayer: `changePlaybackPositionCommand`). No UIKit subtype.
    public let changePlaybackPositionCommand = MPChangePlaybackPositionCommand(kind: .changePlaybackPosition)
    /// Change the playback rate (MediaPlayer: `changePlaybackRateCommand`). No UIKit subtype.
    public let changePlaybackRateCommand = MPChangePlaybackRateCommand(kind: .changePlaybackRate)
    /// Change the repeat mode (MediaPlayer: `changeRepeatModeCommand`). No UIKit subtype.
    public let changeRepeatModeCommand = MPChangeRepeatModeCommand(kind: .changeRepeatMode)
    /// Change the shuffle mode (MediaPlayer: `changeShuffleModeCommand`). No UIKit subtype.
    public let changeShuffleModeCommand = MPChangeShuffleModeCommand(kind: .changeShuffleMode)
    /// Like the item (MediaPlayer: `likeCommand`). No UIKit subtype.
    public let likeCommand = MPFeedbackCommand(kind: .like)
    /// Dislike the item (MediaPlayer: `dislikeCommand`). No UIKit subtype.
    public let dislikeCommand = MPFeedbackCommand(kind: .dislike)
    /// Bookmark the item (MediaPlayer: `bookmarkCommand`). No UIKit subtype.
    public let bookmarkCommand = MPFeedbackCommand(kind: .bookmark)
    /// Rate the item (MediaPlayer: `ratingCommand`). No UIKit subtype.
    public let ratingCommand = MPRatingCommand(kind: .rating)

    /// Every command, in the order declared (Tactile addition, for bridges that list them).
    public var allCommands: [MPRemoteCommand] {
        [
            playCommand, pauseCommand, stopCommand, togglePlayPauseCommand, nextTrackCommand, previousTrackCommand,
            seekForwardCommand, seekBackwardCommand, skipForwardCommand, skipBackwardCommand,
            changePlaybackPositionCommand, changePlaybackRateCommand, changeRepeatModeCommand,
            changeShuffleModeCommand, likeCommand, dislikeCommand, bookmarkCommand, ratingCommand,
        ]
    }

    /// The command a request is for.
    public func command(for request: Request) -> MPRemoteCommand {
        switch request {
        case .play: playCommand
        case .pause: pauseCommand
        case .stop: stopCommand
        case .togglePlayPause: togglePlayPauseCommand
        case .nextTrack: nextTrackCommand
        case .previousTrack: previousTrackCommand
        case .seekForward: seekForwardCommand
        case .seekBackward: seekBackwardCommand
        case .skipForward: skipForwardCommand
        case .skipBackward: skipBackwardCommand
        case .changePlaybackPosition: changePlaybackPositionCommand
        case .changePlaybackRate: changePlaybackRateCommand
        case .changeRepeatMode: changeRepeatModeCommand
        case .changeShuffleMode: changeShuffleModeCommand
        case .like: likeCommand
        case .dislike: dislikeCommand
        case .bookmark: bookmarkCommand
        case .rating: ratingCommand
        }
    }

    // MARK: Dispatch

    /// Delivers a command arriving from outside the app: the one entry point for media keys, headset buttons and
    /// MPRIS (Tactile addition: on iOS the system does this).
    ///
    /// In order:
    /// 1. The application is gone, or is not the "Now Playing" app (`UIApplication.isNowPlaying`: iOS delivers
    ///    remote commands only to the app playing audio) → `.noActionableNowPlayingItem`; nothing is delivered.
    /// 2. The command is disabled (``MPRemoteCommand/isEnabled``) → `.commandFailed`; nothing is delivered.
    /// 3. The command has handlers → they are called at once, with the event class of the command, and their
    ///    status is returned (a handler takes the command).
    /// 4. The command has a UIKit subtype (``Request/remoteControlSubtype``) → when the app is receiving
    ///    remote-control events (`beginReceivingRemoteControlEvents()`), a `.remoteControl` raw input event with
    ///    that subtype is posted to the application's queue (`UIApplication.enqueue(_:)`), to reach the key
    ///    window's first responder's `remoteControlReceived(with:)` and climb the chain, and the result is
    ///    `.success`; when it is not receiving, `.commandFailed`.
    /// 5. Otherwise (skip, position, rate, repeat, shuffle, feedback, rating without a handler) → `.commandFailed`.
    ///
    /// - Parameters:
    ///   - request: the command and its parameters.
    ///   - timestamp: when the command was issued (an input event's time); default: the application's
    ///     scheduler's `now`.
    @MainActor
    @discardableResult
    public func dispatch(_ request: Request, timestamp: TimeInterval? = nil) -> MPRemoteCommandHandlerStatus {
        guard let application = resolvedApplication(), application.isNowPlaying else {
            return .noActionableNowPlayingItem
        }
        let time = timestamp ?? application.scheduler.now
        let (status, route) = deliver(request, timestamp: time, in: application)
        if route == .remoteControlEvent, let subtype = request.remoteControlSubtype {
            application.enqueue(.remoteControl(RawRemoteControlEvent(timestamp: time, subtype: subtype)))
        }
        return status
    }

    /// Whether ``dispatch(_:timestamp:)`` would deliver `command` now: the app is Now Playing, the command is
    /// enabled, and it has a handler or (for commands with a UIKit subtype) the app is receiving remote-control
    /// events. Tactile addition, for bridges: MPRIS `CanPlay` is `canDispatch(playCommand)`, `CanGoNext` is
    /// `canDispatch(nextTrackCommand)`, and so on.
    @MainActor
    public func canDispatch(_ command: MPRemoteCommand) -> Bool {
        guard let application = resolvedApplication(), application.isNowPlaying, command.isEnabled else {
            return false
        }
        if command.hasTargets { return true }
        return command.kind.hasRemoteControlSubtype && application.isReceivingRemoteControlEvents
    }

    func makeEvent(_ request: Request, command: MPRemoteCommand, timestamp: TimeInterval)
        -> MPRemoteCommandEvent
    {
        switch request {
        case .play, .pause, .stop, .togglePlayPause, .nextTrack, .previousTrack:
            MPRemoteCommandEvent(command: command, timestamp: timestamp)
        case .seekForward(let type), .seekBackward(let type):
            MPSeekCommandEvent(command: command, timestamp: timestamp, type: type)
        case .skipForward(let interval), .skipBackward(let interval):
            MPSkipIntervalCommandEvent(command: command, timestamp: timestamp, interval: interval)
        case .changePlaybackPosition(let position):
            MPChangePlaybackPositionCommandEvent(command: command, timestamp: timestamp, positionTime: position)
        case .changePlaybackRate(let rate):
            MPChangePlaybackRateCommandEvent(command: command, timestamp: timestamp, playbackRate: rate)
        case .changeRepeatMode(let type, let preserves):
            MPChangeRepeatModeCommandEvent(
                command: command, timestamp: timestamp, repeatType: type, preservesRepeatMode: preserves)
        case .changeShuffleMode(let type, let preserves):
            MPChangeShuffleModeCommandEvent(
                command: command, timestamp: timestamp, shuffleType: type, preservesShuffleMode: preserves)
        case .like(let negative), .dislike(let negative), .bookmark(let negative):
            MPFeedbackCommandEvent(command: command, timestamp: timestamp, isNegative: negative)
        case .rating(let rating):
            MPRatingCommandEvent(command: command, timestamp: timestamp, rating: rating)
        }
    }

    // MARK: Observing

    /// Registers `body` to be called with a command whenever its ``MPRemoteCommand/isEnabled`` changes, a target
    /// is added or removed, or a property of a command subclass changes (preferred intervals, supported rates,
    /// current repeat or shuffle type, feedback state and titles, rating bounds). Tactile addition, for bridges
    /// that derive MPRIS `Can*`, `LoopStatus` and `Shuffle` from the commands. `body` runs on the main actor: at
    /// once for changes made there, soon after (a block on the main queue) for changes made on other threads.
    /// - Returns: an id to pass to ``removeObserver(_:)``.
    @discardableResult
    public func addObserver(_ body: @escaping @MainActor (MPRemoteCommand) -> Void) -> Int {
        state.withLock { state in
            state.nextObserverID += 1
            state.observers.append((state.nextObserverID, body))
            return state.nextObserverID
        }
    }

    /// Removes an observer added with ``addObserver(_:)`` (Tactile addition).
    public func removeObserver(_ id: Int) {
        state.withLock { $0.observers.removeAll { $0.id == id } }
    }

    func commandDidChange(_ command: MPRemoteCommand) {
        let observers = state.withLock { $0.observers.map(\.body) }
        guard !observers.isEmpty else { return }
        MainActorContext.run { for body in observers { body(command) } }
    }
}
