import Foundation
import Tactile

/// What the system's media controls show about the item playing, and whether the app is playing.
///
/// MediaPlayer counterpart: `MPNowPlayingInfoCenter`. Set ``nowPlayingInfo`` with the standard keys
/// (`MPMediaItemPropertyTitle`, `MPNowPlayingInfoPropertyElapsedPlaybackTime`, …) and ``playbackState``, as on iOS.
///
/// **The "Now Playing" app.** Remote commands reach an app only once it is the "Now Playing" app,
/// which on iOS means it has started playing audio. Tactile plays no audio, so the app reports playback here: it
/// becomes the Now Playing app (`UIApplication.isNowPlaying`) when ``playbackState`` is set to `.playing`, or when
/// ``nowPlayingInfo`` is set with a positive `MPNowPlayingInfoPropertyPlaybackRate` (the iOS idiom, where the
/// system reads the playing state from the audio session). It stays the Now Playing app while paused or stopped,
/// since the controls talk to the app "currently playing or most recently played", until ``resignNowPlaying()``
/// (another app took over, in a test or a bridge).
///
/// **Threads.** As in MediaPlayer, ``nowPlayingInfo`` and ``playbackState`` may be read and set from any thread;
/// a value set is read back at once. What follows from a change (becoming the Now Playing app, the time
/// ``currentElapsedPlaybackTime`` counts from, the observers) happens on the main actor: at once for changes made
/// there, soon after (a block on the main queue) for changes made on other threads.
///
/// Deliberate differences from MediaPlayer:
/// - One center per `UIApplication`: ``default()`` is `UIApplication.shared`'s, ``default(for:)`` any
///   application's. A `TouchSimulator` makes its application the shared one.
/// - Tactile additions for bridges: ``isNowPlaying``, ``resignNowPlaying()``, ``addObserver(_:)`` (called after
///   every change, with what changed), and ``currentElapsedPlaybackTime`` (the elapsed time extrapolated at the
///   playback rate, as the system's controls show it).
/// - `MPNowPlayingSession`, artwork images and language options are absent; values are stored as given.
public final class MPNowPlayingInfoCenter: PerApplicationCenter, @unchecked Sendable {
    // @unchecked Sendable: the mutable state (`info`, `state`, `infoTime`, the observers) is read and written only
    // while holding `lock`; the application is reached only on the main actor.

    /// What changed, as reported to ``MPNowPlayingInfoCenter/addObserver(_:)`` (no MediaPlayer counterpart).
    public struct Change: OptionSet, Sendable {
        /// The option bits.
        public let rawValue: Int
        /// Creates a change from its bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// ``MPNowPlayingInfoCenter/nowPlayingInfo`` was set.
        public static let nowPlayingInfo = Change(rawValue: 1 << 0)
        /// ``MPNowPlayingInfoCenter/playbackState`` changed.
        public static let playbackState = Change(rawValue: 1 << 1)
        /// ``MPNowPlayingInfoCenter/isNowPlaying`` changed.
        public static let nowPlaying = Change(rawValue: 1 << 2)
    }

    // MARK: Centers

    private static let registry = PerApplicationRegistry<MPNowPlayingInfoCenter>()

    /// The center of `UIApplication.shared` (MediaPlayer: `default()`), from any thread. After
    /// `UIApplication.setShared(_:)` (or creating a `TouchSimulator`), it is the new application's. Called off the
    /// main thread before any application exists, it returns a center that becomes the shared application's the
    /// first time it is used on the main actor.
    public static func `default`() -> MPNowPlayingInfoCenter { registry.sharedCenter() }

    /// The center of `application`, created on first use and the same object afterwards, from any thread
    /// (Tactile addition).
    public static func `default`(for application: UIApplication) -> MPNowPlayingInfoCenter {
        registry.center(for: application)
    }

    private let lock = NSLock()
    private weak var boundApplication: UIApplication?

    /// The application whose media this describes (Tactile addition).
    public var application: UIApplication? { lock.withLock { boundApplication } }

    /// The application, binding a center that ``default()`` made before there was one to the shared application.
    @MainActor
    private func resolvedApplication() -> UIApplication? { Self.registry.resolvedApplication(of: self) }

    init(application: UIApplication?) {
        boundApplication = application
    }

    func bind(to application: UIApplication) {
        lock.withLock { boundApplication = application }
    }

    // MARK: Now playing

    private var info: [String: Any]?
    private var state: MPNowPlayingPlaybackState = .unknown

    /// The item playing: a dictionary keyed by the `MPMediaItemProperty…` and `MPNowPlayingInfoProperty…`
    /// constants; `nil` when there is none. Setting it records the time (for ``currentElapsedPlaybackTime``),
    /// makes the app the Now Playing app when `MPNowPlayingInfoPropertyPlaybackRate` is positive, and notifies the
    /// observers.
    public var nowPlayingInfo: [String: Any]? {
        get { lock.withLock { info } }
        set {
            nonisolated(unsafe) let value = newValue
            lock.withLock { info = value }
            let rate = Self.number(value?[MPNowPlayingInfoPropertyPlaybackRate])
            onMainActor { center in center.nowPlayingInfoDidChange(playbackRate: rate) }
        }
    }

    /// The playback state. Default `.unknown`. Setting `.playing` makes the app the Now Playing app.
    public var playbackState: MPNowPlayingPlaybackState {
        get { lock.withLock { state } }
        set {
            let oldValue = lock.withLock {
                let old = state
                state = newValue
                return old
            }
            onMainActor { center in center.playbackStateDidChange(from: oldValue, to: newValue) }
        }
    }

    /// Runs `body` on the main actor: now when called there, else soon after.
    private func onMainActor(_ body: @escaping @MainActor @Sendable (MPNowPlayingInfoCenter) -> Void) {
        MainActorContext.run { body(self) }
    }

    @MainActor
    private func nowPlayingInfoDidChange(playbackRate rate: Double?) {
        let time = resolvedApplication()?.scheduler.now ?? 0
        lock.withLock { infoTime = time }
        var change: Change = .nowPlayingInfo
        if let rate, rate > 0, becomeNowPlaying() { change.insert(.nowPlaying) }
        notify(change)
    }

    @MainActor
    private func playbackStateDidChange(from oldValue: MPNowPlayingPlaybackState, to newValue: MPNowPlayingPlaybackState) {
        var change: Change = []
        if oldValue != newValue { change.insert(.playbackState) }
        if newValue == .playing, becomeNowPlaying() { change.insert(.nowPlaying) }
        if !change.isEmpty { notify(change) }
    }

    /// Whether the application is the "Now Playing" app, the one remote commands go to (Tactile addition; the
    /// same as `UIApplication.isNowPlaying`).
    @MainActor
    public var isNowPlaying: Bool { resolvedApplication()?.isNowPlaying ?? false }

    /// The application stops being the Now Playing app, as when another app starts playing: remote commands stop
    /// reaching it until it reports playback again (Tactile addition).
    @MainActor
    public func resignNowPlaying() {
        guard let application = resolvedApplication(), application.isNowPlaying else { return }
        application.isNowPlaying = false
        notify(.nowPlaying)
    }

    /// Makes the application the Now Playing app; returns whether that changed anything.
    @MainActor
    private func becomeNowPlaying() -> Bool {
        guard let application = resolvedApplication(), !application.isNowPlaying else { return false }
        application.isNowPlaying = true
        return true
    }

    /// When ``nowPlayingInfo`` was last set, on the application's scheduler clock.
    private var infoTime: TimeInterval = 0

    /// The elapsed time of the item now: `MPNowPlayingInfoPropertyElapsedPlaybackTime` plus the time since
    /// ``nowPlayingInfo`` was set, times `MPNowPlayingInfoPropertyPlaybackRate` (1 when the rate is missing and
    /// ``playbackState`` is `.playing`, 0 otherwise), kept within 0 … `MPMediaItemPropertyPlaybackDuration`. `nil`
    /// when no elapsed time was given. Tactile addition: the system's controls extrapolate the same way; MPRIS's
    /// `Position` is this value.
    @MainActor
    public var currentElapsedPlaybackTime: TimeInterval? {
        let (elapsed, rate, duration, since) = lock.withLock { () -> (Double?, Double?, Double?, TimeInterval) in
            (
                Self.number(info?[MPNowPlayingInfoPropertyElapsedPlaybackTime]),
                Self.number(info?[MPNowPlayingInfoPropertyPlaybackRate]) ?? (state == .playing ? 1 : 0),
                Self.number(info?[MPMediaItemPropertyPlaybackDuration]), infoTime
            )
        }
        guard let elapsed else { return nil }
        let now = resolvedApplication()?.scheduler.now ?? since
        var position = max(0, elapsed + (rate ?? 0) * (now - since))
        if let duration { position = min(position, duration) }
        return position
    }

    /// A number stored in the info dictionary, whatever its numeric type.
    static func number(_ value: Any?) -> Double? {
        switch value {
        case let v as Double: v
        case let v as Float: Double(v)
        case let v as Int: Double(v)
        case let v as UInt: Double(v)
        case let v as Int64: Double(v)
        case let v as UInt64: Double(v)
        case let v as NSNumber: v.doubleValue
        default: nil
        }
    }

    // MARK: Observing

    private var observers: [(id: Int, body: @MainActor (Change) -> Void)] = []
    private var nextObserverID = 0

    /// Registers `body` to be called on the main actor after ``nowPlayingInfo`` is set, ``playbackState`` changes,
    /// or the app becomes or stops being the Now Playing app, with what changed. Tactile addition, for bridges
    /// (MPRIS `Metadata`, `PlaybackStatus`, owning the bus name while Now Playing).
    /// - Returns: an id to pass to ``removeObserver(_:)``.
    @discardableResult
    public func addObserver(_ body: @escaping @MainActor (Change) -> Void) -> Int {
        lock.withLock {
            nextObserverID += 1
            observers.append((nextObserverID, body))
            return nextObserverID
        }
    }

    /// Removes an observer added with ``addObserver(_:)`` (Tactile addition).
    public func removeObserver(_ id: Int) {
        lock.withLock { observers.removeAll { $0.id == id } }
    }

    @MainActor
    private func notify(_ change: Change) {
        let bodies = lock.withLock { observers.map(\.body) }
        for body in bodies { body(change) }
    }
}

/// The kind of media playing, the value of `MPNowPlayingInfoPropertyMediaType` (MediaPlayer counterpart:
/// `MPNowPlayingInfoMediaType`, same raw values).
public enum MPNowPlayingInfoMediaType: UInt, Sendable {
    /// Neither audio nor video.
    case none = 0
    /// Audio.
    case audio = 1
    /// Video.
    case video = 2
}

/// A media item's persistent identifier, the value of `MPMediaItemPropertyPersistentID` (MediaPlayer counterpart:
/// `MPMediaEntityPersistentID`).
public typealias MPMediaEntityPersistentID = UInt64

// MARK: Media item properties (MediaPlayer: the MPMediaItemProperty… string constants)

/// Key: the item's persistent identifier, an `MPMediaEntityPersistentID` (MediaPlayer).
public let MPMediaItemPropertyPersistentID = "persistentID"
/// Key: the item's media type (MediaPlayer `MPMediaType` bits, as a number).
public let MPMediaItemPropertyMediaType = "mediaType"
/// Key: the title, a `String` (MediaPlayer).
public let MPMediaItemPropertyTitle = "title"
/// Key: the album title, a `String` (MediaPlayer).
public let MPMediaItemPropertyAlbumTitle = "albumTitle"
/// Key: the album's persistent identifier (MediaPlayer).
public let MPMediaItemPropertyAlbumPersistentID = "albumPID"
/// Key: the performing artist, a `String` (MediaPlayer).
public let MPMediaItemPropertyArtist = "artist"
/// Key: the artist's persistent identifier (MediaPlayer).
public let MPMediaItemPropertyArtistPersistentID = "artistPID"
/// Key: the album artist, a `String` (MediaPlayer).
public let MPMediaItemPropertyAlbumArtist = "albumArtist"
/// Key: the genre, a `String` (MediaPlayer).
public let MPMediaItemPropertyGenre = "genre"
/// Key: the composer, a `String` (MediaPlayer).
public let MPMediaItemPropertyComposer = "composer"
/// Key: the duration in seconds, a number (MediaPlayer).
public let MPMediaItemPropertyPlaybackDuration = "playbackDuration"
/// Key: the track number on the album, a number (MediaPlayer).
public let MPMediaItemPropertyAlbumTrackNumber = "albumTrackNumber"
/// Key: the number of tracks on the album, a number (MediaPlayer).
public let MPMediaItemPropertyAlbumTrackCount = "albumTrackCount"
/// Key: the disc number, a number (MediaPlayer).
public let MPMediaItemPropertyDiscNumber = "discNumber"
/// Key: the number of discs, a number (MediaPlayer).
public let MPMediaItemPropertyDiscCount = "discCount"
/// Key: the artwork (MediaPlayer: an `MPMediaItemArtwork`; Tactile stores whatever is given).
public let MPMediaItemPropertyArtwork = "artwork"
/// Key: the lyrics, a `String` (MediaPlayer).
public let MPMediaItemPropertyLyrics = "lyrics"
/// Key: the release date, a `Date` (MediaPlayer).
public let MPMediaItemPropertyReleaseDate = "releaseDate"
/// Key: the item's URL, a `URL` (MediaPlayer).
public let MPMediaItemPropertyAssetURL = "assetURL"
/// Key: the user's rating, a number (MediaPlayer).
public let MPMediaItemPropertyRating = "rating"
/// Key: the play count, a number (MediaPlayer).
public let MPMediaItemPropertyPlayCount = "playCount"

// MARK: Now-playing properties (MediaPlayer: the MPNowPlayingInfoProperty… string constants)

/// Key: the elapsed time in seconds, a number, as of when `nowPlayingInfo` was set (MediaPlayer).
public let MPNowPlayingInfoPropertyElapsedPlaybackTime = "MPNowPlayingInfoPropertyElapsedPlaybackTime"
/// Key: the playback rate, a number; 0 is paused, 1 normal speed (MediaPlayer).
public let MPNowPlayingInfoPropertyPlaybackRate = "MPNowPlayingInfoPropertyPlaybackRate"
/// Key: the rate playback returns to, a number (MediaPlayer).
public let MPNowPlayingInfoPropertyDefaultPlaybackRate = "MPNowPlayingInfoPropertyDefaultPlaybackRate"
/// Key: the index of the item in the playback queue, from 0, a number (MediaPlayer).
public let MPNowPlayingInfoPropertyPlaybackQueueIndex = "MPNowPlayingInfoPropertyPlaybackQueueIndex"
/// Key: the number of items in the playback queue, a number (MediaPlayer).
public let MPNowPlayingInfoPropertyPlaybackQueueCount = "MPNowPlayingInfoPropertyPlaybackQueueCount"
/// Key: the chapter playing, from 0, a number (MediaPlayer).
public let MPNowPlayingInfoPropertyChapterNumber = "MPNowPlayingInfoPropertyChapterNumber"
/// Key: the number of chapters, a number (MediaPlayer).
public let MPNowPlayingInfoPropertyChapterCount = "MPNowPlayingInfoPropertyChapterCount"
/// Key: whether the item is a live stream, a `Bool` (MediaPlayer).
public let MPNowPlayingInfoPropertyIsLiveStream = "MPNowPlayingInfoPropertyIsLiveStream"
/// Key: the kind of media, an `MPNowPlayingInfoMediaType` raw value (MediaPlayer).
public let MPNowPlayingInfoPropertyMediaType = "MPNowPlayingInfoPropertyMediaType"
/// Key: the fraction played, 0 … 1, a number (MediaPlayer).
public let MPNowPlayingInfoPropertyPlaybackProgress = "MPNowPlayingInfoPropertyPlaybackProgress"
/// Key: the item's URL, a `URL` (MediaPlayer).
public let MPNowPlayingInfoPropertyAssetURL = "MPNowPlayingInfoPropertyAssetURL"
/// Key: an identifier of the service providing the item, a `String` (MediaPlayer).
public let MPNowPlayingInfoPropertyServiceIdentifier = "MPNowPlayingInfoPropertyServiceIdentifier"
/// Key: an identifier of the collection the item belongs to, a `String` (MediaPlayer).
public let MPNowPlayingInfoCollectionIdentifier = "MPNowPlayingInfoCollectionIdentifier"
/// Key: an identifier of the item in the app's own catalogue, a `String` (MediaPlayer).
public let MPNowPlayingInfoPropertyExternalContentIdentifier = "MPNowPlayingInfoPropertyExternalContentIdentifier"
/// Key: the date of the moment playing in a dated stream, a `Date` (MediaPlayer).
public let MPNowPlayingInfoPropertyCurrentPlaybackDate = "MPNowPlayingInfoPropertyCurrentPlaybackDate"
