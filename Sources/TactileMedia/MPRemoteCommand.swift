import Foundation
import Tactile

/// One command the system's media controls can send the app (play, next track, skip 15 s, like, …), with the
/// targets that handle it.
///
/// MediaPlayer counterpart: `MPRemoteCommand`. Get commands from ``MPRemoteCommandCenter``; add handlers with
/// ``addTarget(handler:)``, `addTarget(_:action:)` (a typed method reference or a `Selector`) and remove them with
/// ``removeTarget(_:)``. A command with a handler takes that command; without one, the commands that have a UIKit
/// remote-control subtype become `UIEvent`s for the first responder instead. Apple documents both models but not
/// how they combine; this is Tactile's choice (see ``MPRemoteCommandCenter/dispatch(_:timestamp:)``, and Behaviors in
/// the repository's Docs folder).
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
public class MPRemoteCommand: @unchecked Sendable {
    // @unchecked Sendable: every mutable stored property of this class and of its subclasses is read and written
    // only while holding `lock`; handlers are called outside it.

    /// Which command this is; decides the event class and the UIKit fallback.
    enum Kind: CaseIterable, Sendable {
        case play, pause, stop, togglePlayPause, nextTrack, previousTrack, seekForward, seekBackward
        case skipForward, skipBackward, changePlaybackPosition, changePlaybackRate, changeRepeatMode
        case changeShuffleMode, like, dislike, bookmark, rating

        /// Whether the command has a UIKit remote-control subtype to fall back to when it has no handler.
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
        let invoke: (AnyObject?, MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus

        var isLive: Bool { !isTargeted || object != nil }
    }

    let kind: Kind
    /// Guards every mutable stored property, here and in the subclasses.
    let lock = NSLock()
    private weak var centerStorage: MPRemoteCommandCenter?
    private var entries: [Entry] = []
    private var nextID = 0
    private var enabled = true

    init(kind: Kind) {
        self.kind = kind
    }

    var center: MPRemoteCommandCenter? {
        get { lock.withLock { centerStorage } }
        set { lock.withLock { centerStorage = newValue } }
    }

    /// Whether the command is available. A disabled command is not delivered at all: neither to its handlers nor
    /// as a remote-control `UIEvent`, and bridges show it as unavailable (MPRIS `CanPlay`, `CanGoNext`, …).
    /// Default `true`. Readable and settable from any thread.
    public var isEnabled: Bool {
        get { lock.withLock { enabled } }
        set { if lock.withLock({ exchange(&enabled, newValue) }) { didChange() } }
    }

    /// Whether a handler or a living target is registered, so that the command goes to it instead of becoming a
    /// `UIEvent` (Tactile addition; MediaPlayer keeps this private).
    public var hasTargets: Bool { lock.withLock { entries.contains { $0.isLive } } }

    // MARK: Adding targets

    /// Adds a handler, kept until removed (MediaPlayer: `addTarget(handler:)`). It is called on the main thread,
    /// as MediaPlayer calls it, whichever thread added it.
    /// - Returns: an opaque object to pass to ``removeTarget(_:)``.
    @discardableResult
    public func addTarget(handler: @escaping (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus) -> Any {
        let token = HandlerToken()
        add(token: token, object: nil, isTargeted: false, selector: nil) { _, event in handler(event) }
        return token
    }

    /// Adds a typed action: a method of `target`, which is held weakly, taking the event (or one of its
    /// subclasses) and returning a status. The Swift form of MediaPlayer's `addTarget(_:action:)` with
    /// `#selector(handlePlay(_:))`: `command.addTarget(self, action: Player.handlePlay)`. It is called on the main
    /// thread. When the event is not of the method's event class, the action is not called and the result is
    /// `.commandFailed`.
    public func addTarget<Target: AnyObject, Event: MPRemoteCommandEvent>(
        _ target: Target, action: @escaping (Target) -> (Event) -> MPRemoteCommandHandlerStatus
    ) {
        add(token: nil, object: target, isTargeted: true, selector: nil) { object, event in
            guard let target = object as? Target, let event = event as? Event else { return .commandFailed }
            return action(target)(event)
        }
    }

    /// Adds a typed action whose method is main-actor isolated (a method of a view controller, say), held weakly
    /// and called on the main actor; otherwise the same as the nonisolated form
    /// (`command.addTarget(self, action: PlayerViewController.handlePlay)`).
    public func addTarget<Target: AnyObject, Event: MPRemoteCommandEvent>(
        _ target: Target, action: @escaping (Target) -> @MainActor (Event) -> MPRemoteCommandHandlerStatus
    ) {
        add(token: nil, object: target, isTargeted: true, selector: nil) { object, event in
            guard let target = object as? Target, let event = event as? Event else { return .commandFailed }
            let method = action(target)
            return MainActor.assumeIsolated { method(event) }
        }
    }

    /// Adds a selector action (MediaPlayer: `addTarget(_:action:)`). `target` is held weakly and must be an
    /// `ActionPerforming` object (every `UIResponder` is); it performs `action` with the event as the sender, on
    /// the main thread. The result is `.success` when it performed the action and `.commandFailed` when it did not.
    public func addTarget(_ target: Any, action: Selector) {
        let object = target as AnyObject
        add(token: nil, object: object, isTargeted: true, selector: action) { object, event in
            nonisolated(unsafe) let object = object  // called on the main thread (see `invokeTargets`)
            return MainActor.assumeIsolated {
                guard let performer = object as? any ActionPerforming else { return .commandFailed }
                return performer.perform(action, with: event, for: nil) ? .success : .commandFailed
            }
        }
    }

    private func add(
        token: HandlerToken?, object: AnyObject?, isTargeted: Bool, selector: Selector?,
        invoke: @escaping (AnyObject?, MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus
    ) {
        lock.withLock {
            nextID += 1
            entries.append(
                Entry(id: nextID, token: token, object: object, isTargeted: isTargeted, selector: selector, invoke: invoke))
        }
        didChange()
    }

    // MARK: Removing targets

    /// Removes a handler (pass what ``addTarget(handler:)`` returned), or every action of a target; `nil`
    /// removes every handler and every target (MediaPlayer: `removeTarget(_:)`).
    public func removeTarget(_ target: Any?) {
        let object = target.map { $0 as AnyObject }
        let removed = lock.withLock {
            let before = entries.count
            if let object {
                entries.removeAll { $0.token === object || ($0.isTargeted && $0.object === object) }
            } else {
                entries.removeAll()
            }
            return entries.count != before
        }
        if removed { didChange() }
    }

    /// Removes the actions of `target`: those for the selector `action`, or every one (typed method references
    /// too) when `action` is `nil` (MediaPlayer: `removeTarget(_:action:)`).
    public func removeTarget(_ target: Any, action: Selector?) {
        let object = target as AnyObject
        let removed = lock.withLock {
            let before = entries.count
            entries.removeAll { entry in
                guard entry.isTargeted, entry.object === object else { return false }
                if let action { return entry.selector == action }
                return true
            }
            return entries.count != before
        }
        if removed { didChange() }
    }

    // MARK: Delivery

    /// Calls every living target in the order added, on the main actor; `.success` unless one failed, then the
    /// first failure. The lock is not held while a handler runs, so handlers may add and remove targets.
    @MainActor
    func invokeTargets(with event: MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus {
        var failure: MPRemoteCommandHandlerStatus?
        let snapshot = lock.withLock {
            entries.removeAll { !$0.isLive }
            return entries
        }
        for entry in snapshot {
            // A handler may remove later targets; those are not called.
            let current = lock.withLock { entries.first { $0.id == entry.id } }
            guard let current, current.isLive else { continue }
            let status = current.invoke(current.object, event)
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
public final class MPSkipIntervalCommand: MPRemoteCommand, @unchecked Sendable {
    private var intervals: [NSNumber] = []

    /// The intervals, in seconds, the controls offer; the first is the default (`[NSNumber]`, as in
    /// MediaPlayer). Default empty.
    public var preferredIntervals: [NSNumber] {
        get { lock.withLock { intervals } }
        set {
            lock.withLock { intervals = newValue }
            didChange()
        }
    }
}

/// ``MPRemoteCommandCenter/changePlaybackRateCommand``: play faster or slower (MediaPlayer counterpart:
/// `MPChangePlaybackRateCommand`). Handlers receive an ``MPChangePlaybackRateCommandEvent``.
public final class MPChangePlaybackRateCommand: MPRemoteCommand, @unchecked Sendable {
    private var rates: [NSNumber] = []

    /// The rates the app supports (`[NSNumber]`, as in MediaPlayer). Default empty.
    public var supportedPlaybackRates: [NSNumber] {
        get { lock.withLock { rates } }
        set {
            lock.withLock { rates = newValue }
            didChange()
        }
    }
}

/// ``MPRemoteCommandCenter/changePlaybackPositionCommand``: play from a position (the scrubber, MPRIS
/// `SetPosition`). MediaPlayer counterpart: `MPChangePlaybackPositionCommand`. Handlers receive an
/// ``MPChangePlaybackPositionCommandEvent``.
public final class MPChangePlaybackPositionCommand: MPRemoteCommand, @unchecked Sendable {}

/// ``MPRemoteCommandCenter/changeRepeatModeCommand`` (MediaPlayer counterpart: `MPChangeRepeatModeCommand`).
/// Handlers receive an ``MPChangeRepeatModeCommandEvent``; they set ``currentRepeatType`` themselves, as on iOS.
public final class MPChangeRepeatModeCommand: MPRemoteCommand, @unchecked Sendable {
    private var repeatType: MPRepeatType = .off

    /// The repeat mode the controls show. Default `.off`.
    public var currentRepeatType: MPRepeatType {
        get { lock.withLock { repeatType } }
        set { if lock.withLock({ exchange(&repeatType, newValue) }) { didChange() } }
    }
}

/// ``MPRemoteCommandCenter/changeShuffleModeCommand`` (MediaPlayer counterpart: `MPChangeShuffleModeCommand`).
/// Handlers receive an ``MPChangeShuffleModeCommandEvent``; they set ``currentShuffleType`` themselves, as on
/// iOS.
public final class MPChangeShuffleModeCommand: MPRemoteCommand, @unchecked Sendable {
    private var shuffleType: MPShuffleType = .off

    /// The shuffle mode the controls show. Default `.off`.
    public var currentShuffleType: MPShuffleType {
        get { lock.withLock { shuffleType } }
        set { if lock.withLock({ exchange(&shuffleType, newValue) }) { didChange() } }
    }
}

/// ``MPRemoteCommandCenter/likeCommand``, ``MPRemoteCommandCenter/dislikeCommand`` and
/// ``MPRemoteCommandCenter/bookmarkCommand`` (MediaPlayer counterpart: `MPFeedbackCommand`). Handlers receive an
/// ``MPFeedbackCommandEvent``.
public final class MPFeedbackCommand: MPRemoteCommand, @unchecked Sendable {
    private var active = false
    private var title = ""
    private var shortTitle = ""

    /// Whether the feedback is currently given (the item is liked, say). Default `false`.
    public var isActive: Bool {
        get { lock.withLock { active } }
        set { if lock.withLock({ exchange(&active, newValue) }) { didChange() } }
    }
    /// The title the controls show. Default empty.
    public var localizedTitle: String {
        get { lock.withLock { title } }
        set { if lock.withLock({ exchange(&title, newValue) }) { didChange() } }
    }
    /// A shorter title for small controls. Default empty.
    public var localizedShortTitle: String {
        get { lock.withLock { shortTitle } }
        set { if lock.withLock({ exchange(&shortTitle, newValue) }) { didChange() } }
    }
}

/// ``MPRemoteCommandCenter/ratingCommand`` (MediaPlayer counterpart: `MPRatingCommand`). Handlers receive an
/// ``MPRatingCommandEvent``.
public final class MPRatingCommand: MPRemoteCommand, @unchecked Sendable {
    private var minimum: Float = 0
    private var maximum: Float = 0

    /// The lowest rating. Default 0.
    public var minimumRating: Float {
        get { lock.withLock { minimum } }
        set { if lock.withLock({ exchange(&minimum, newValue) }) { didChange() } }
    }
    /// The highest rating. Default 0 (set it; MediaPlayer documents no default).
    public var maximumRating: Float {
        get { lock.withLock { maximum } }
        set { if lock.withLock({ exchange(&maximum, newValue) }) { didChange() } }
    }
}

/// Sets `storage` to `value`; returns whether it changed.
func exchange<Value: Equatable>(_ storage: inout Value, _ value: Value) -> Bool {
    guard storage != value else { return false }
    storage = value
    return true
}
