import Foundation
import Tactile

/// One command the system's media controls can send the app (play, next track, skip 15 s, like, …), with the
/// targets that handle it.
///
/// MediaPlayer counterpart: `MPRemoteCommand`. Get commands from ``MPRemoteCommandCenter``; add handlers with
/// ``addTarget(handler:)``, ``addTarget(_:action:)`` (a typed method reference or a `Selector`) and remove them with
/// ``removeTarget(_:)``. A command with a handler takes that command; without one, the commands that have a UIKit
/// remote-control subtype become `UIEvent`s for the first responder instead (decisions GAP-03; see
/// ``MPRemoteCommandCenter/dispatch(_:timestamp:)``).
///
/// Deliberate differences from MediaPlayer:
/// - `Selector` actions need a target that is an `ActionPerforming` object (every `UIResponder` is); the target
///   gets the ``MPRemoteCommandEvent`` as the `sender`, and the result is `.success` when the target performed the
///   action, `.commandFailed` otherwise (Objective-C's action can return a status; `perform` returns a `Bool`). Typed
///   method references (`addTarget(self, action: Player.play)`) return a status, as on iOS.
/// - When several targets are registered, every one is called, in the order added, and the command reports
///   `.success` unless one of them failed, in which case it reports the first failure. MediaPlayer does not
///   document this.
/// - Tactile additions for bridges: ``hasTargets``, and changes to ``isEnabled``, to the targets and to the
///   subclasses' properties are reported to ``MPRemoteCommandCenter/addObserver(_:)``.
@MainActor
public class MPRemoteCommand {
    /// Which command this is; decides the event class and the UIKit fallback.
    enum Kind: CaseIterable, Sendable {
        case play, pause, stop, togglePlayPause, nextTrack, previousTrack, seekForward, seekBackward
        case skipForward, skipBackward, changePlaybackPosition, changePlaybackRate, changeRepeatMode
        case changeShuffleMode, like, dislike, bookmark, rating

        /// Whether the command has a UIKit remote-control subtype to fall back to (GAP-03).
        var hasRemoteControlSubtype: Bool {
            switch self {
            case .play, .pause, .stop, .togglePlayPause, .nextTrack, .previousTrack, .seekForward, .seekBackward:
                true
            default: false
            }
        }
    }

    /// The handle ``addTarget(handler:)`` returns; pass it to ``removeTarget(_:)``.
    private final class HandlerToken {}

    private struct Entry {
        let id: Int
        let token: HandlerToken?
        weak var object: AnyObject?
        let isTargeted: Bool
        let selector: Selector?
        let invoke: @MainActor (AnyObject?, MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus

        var isLive: Bool { !isTargeted || object != nil }
    }

    let kind: Kind
    weak var center: MPRemoteCommandCenter?
    private var entries: [Entry] = []
    private var nextID = 0

    init(kind: Kind) {
        self.kind = kind
    }

    /// Whether the command is available. A disabled command is not delivered at all: neither to its handlers nor
    /// as a remote-control `UIEvent`, and bridges show it as unavailable (MPRIS `CanPlay`, `CanGoNext`, …).
    /// Default `true`.
    public var isEnabled = true {
        didSet { if oldValue != isEnabled { didChange() } }
    }

    /// Whether a handler or a living target is registered, so that the command goes to it instead of becoming a
    /// `UIEvent` (Tactile addition; MediaPlayer keeps this private).
    public var hasTargets: Bool { entries.contains { $0.isLive } }

    // MARK: Adding targets

    /// Adds a handler, kept until removed (MediaPlayer: `addTarget(handler:)`).
    /// - Returns: an opaque object to pass to ``removeTarget(_:)``.
    @discardableResult
    public func addTarget(handler: @escaping @MainActor (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus) -> Any {
        let token = HandlerToken()
        add(token: token, object: nil, isTargeted: false, selector: nil) { _, event in handler(event) }
        return token
    }

    /// Adds a typed action: a method of `target`, which is held weakly, taking the event (or one of its
    /// subclasses) and returning a status. The Swift form of MediaPlayer's `addTarget(_:action:)`:
    /// `command.addTarget(self, action: PlayerViewController.play)`. When the event is not of the method's event
    /// class, the action is not called and the result is `.commandFailed`.
    public func addTarget<Target: AnyObject, Event: MPRemoteCommandEvent>(
        _ target: Target, action: @escaping (Target) -> @MainActor (Event) -> MPRemoteCommandHandlerStatus
    ) {
        add(token: nil, object: target, isTargeted: true, selector: nil) { object, event in
            guard let target = object as? Target, let event = event as? Event else { return .commandFailed }
            return action(target)(event)
        }
    }

    /// Adds a selector action (MediaPlayer: `addTarget(_:action:)`). `target` is held weakly and must be an
    /// `ActionPerforming` object (every `UIResponder` is); it performs `action` with the event as the sender. The
    /// result is `.success` when it performed the action and `.commandFailed` when it did not.
    public func addTarget(_ target: Any, action: Selector) {
        let object = target as AnyObject
        add(token: nil, object: object, isTargeted: true, selector: action) { object, event in
            guard let performer = object as? any ActionPerforming else { return .commandFailed }
            return performer.perform(action, with: event, for: nil) ? .success : .commandFailed
        }
    }

    private func add(
        token: HandlerToken?, object: AnyObject?, isTargeted: Bool, selector: Selector?,
        invoke: @escaping @MainActor (AnyObject?, MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus
    ) {
        nextID += 1
        entries.append(
            Entry(id: nextID, token: token, object: object, isTargeted: isTargeted, selector: selector, invoke: invoke))
        didChange()
    }

    // MARK: Removing targets

    /// Removes a handler (pass what ``addTarget(handler:)`` returned), or every action of a target; `nil`
    /// removes every handler and every target (MediaPlayer: `removeTarget(_:)`).
    public func removeTarget(_ target: Any?) {
        let before = entries.count
        if let target {
            let object = target as AnyObject
            entries.removeAll { $0.token === object || ($0.isTargeted && $0.object === object) }
        } else {
            entries.removeAll()
        }
        if entries.count != before { didChange() }
    }

    /// Removes the actions of `target`: those for the selector `action`, or every one (typed method references
    /// too) when `action` is `nil` (MediaPlayer: `removeTarget(_:action:)`).
    public func removeTarget(_ target: Any, action: Selector?) {
        let object = target as AnyObject
        let before = entries.count
        entries.removeAll { entry in
            guard entry.isTargeted, entry.object === object else { return false }
            if let action { return entry.selector == action }
            return true
        }
        if entries.count != before { didChange() }
    }

    // MARK: Delivery

    /// Calls every living target in the order added; `.success` unless one failed, then the first failure.
    func invokeTargets(with event: MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus {
        var failure: MPRemoteCommandHandlerStatus?
        entries.removeAll { !$0.isLive }
        for entry in entries {
            // A handler may remove later targets; those are not called.
            guard entries.contains(where: { $0.id == entry.id }), entry.isLive else { continue }
            let status = entry.invoke(entry.object, event)
            if status != .success, failure == nil { failure = status }
        }
        return failure ?? .success
    }

    func didChange() {
        center?.commandDidChange(self)
    }
}

/// ``MPRemoteCommandCenter/skipForwardCommand`` and ``MPRemoteCommandCenter/skipBackwardCommand``: skip by a
/// number of seconds (MediaPlayer counterpart: `MPSkipIntervalCommand`). Handlers receive an
/// ``MPSkipIntervalCommandEvent``.
@MainActor
public final class MPSkipIntervalCommand: MPRemoteCommand {
    /// The intervals, in seconds, the controls offer; the first is the default (`[NSNumber]`, as in
    /// MediaPlayer). Default empty.
    public var preferredIntervals: [NSNumber] = [] {
        didSet { didChange() }
    }
}

/// ``MPRemoteCommandCenter/changePlaybackRateCommand``: play faster or slower (MediaPlayer counterpart:
/// `MPChangePlaybackRateCommand`). Handlers receive an ``MPChangePlaybackRateCommandEvent``.
@MainActor
public final class MPChangePlaybackRateCommand: MPRemoteCommand {
    /// The rates the app supports (`[NSNumber]`, as in MediaPlayer). Default empty.
    public var supportedPlaybackRates: [NSNumber] = [] {
        didSet { didChange() }
    }
}

/// ``MPRemoteCommandCenter/changePlaybackPositionCommand``: play from a position (the scrubber, MPRIS
/// `SetPosition`). MediaPlayer counterpart: `MPChangePlaybackPositionCommand`. Handlers receive an
/// ``MPChangePlaybackPositionCommandEvent``.
@MainActor
public final class MPChangePlaybackPositionCommand: MPRemoteCommand {}

/// ``MPRemoteCommandCenter/changeRepeatModeCommand`` (MediaPlayer counterpart: `MPChangeRepeatModeCommand`).
/// Handlers receive an ``MPChangeRepeatModeCommandEvent``; they set ``currentRepeatType`` themselves, as on iOS.
@MainActor
public final class MPChangeRepeatModeCommand: MPRemoteCommand {
    /// The repeat mode the controls show. Default `.off`.
    public var currentRepeatType: MPRepeatType = .off {
        didSet { if oldValue != currentRepeatType { didChange() } }
    }
}

/// ``MPRemoteCommandCenter/changeShuffleModeCommand`` (MediaPlayer counterpart: `MPChangeShuffleModeCommand`).
/// Handlers receive an ``MPChangeShuffleModeCommandEvent``; they set ``currentShuffleType`` themselves, as on
/// iOS.
@MainActor
public final class MPChangeShuffleModeCommand: MPRemoteCommand {
    /// The shuffle mode the controls show. Default `.off`.
    public var currentShuffleType: MPShuffleType = .off {
        didSet { if oldValue != currentShuffleType { didChange() } }
    }
}

/// ``MPRemoteCommandCenter/likeCommand``, ``MPRemoteCommandCenter/dislikeCommand`` and
/// ``MPRemoteCommandCenter/bookmarkCommand`` (MediaPlayer counterpart: `MPFeedbackCommand`). Handlers receive an
/// ``MPFeedbackCommandEvent``.
@MainActor
public final class MPFeedbackCommand: MPRemoteCommand {
    /// Whether the feedback is currently given (the item is liked, say). Default `false`.
    public var isActive = false {
        didSet { if oldValue != isActive { didChange() } }
    }
    /// The title the controls show. Default empty.
    public var localizedTitle = "" {
        didSet { if oldValue != localizedTitle { didChange() } }
    }
    /// A shorter title for small controls. Default empty.
    public var localizedShortTitle = "" {
        didSet { if oldValue != localizedShortTitle { didChange() } }
    }
}

/// ``MPRemoteCommandCenter/ratingCommand`` (MediaPlayer counterpart: `MPRatingCommand`). Handlers receive an
/// ``MPRatingCommandEvent``.
@MainActor
public final class MPRatingCommand: MPRemoteCommand {
    /// The lowest rating. Default 0.
    public var minimumRating: Float = 0 {
        didSet { if oldValue != minimumRating { didChange() } }
    }
    /// The highest rating. Default 0 (set it; MediaPlayer documents no default).
    public var maximumRating: Float = 0 {
        didSet { if oldValue != maximumRating { didChange() } }
    }
}
