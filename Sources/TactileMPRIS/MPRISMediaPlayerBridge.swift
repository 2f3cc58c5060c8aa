import Foundation
import Tactile
import TactileMedia
import TactileDBus

/// Connects MediaPlayer's model (`MPNowPlayingInfoCenter` and `MPRemoteCommandCenter` in `TactileMedia`) to an
/// ``MPRISPlayer``: what the app publishes as now playing becomes the MPRIS properties, and what MPRIS clients
/// ask for becomes remote commands, delivered through `MPRemoteCommandCenter.dispatch(_:timestamp:)` (a handler if
/// one is registered, otherwise a remote-control `UIEvent` for the first responder; Apple does not say how the two
/// models combine, so this is Tactile's choice).
///
/// MediaPlayer counterpart: none directly; this is what iOS's Now Playing controls do with the two centers.
///
/// **Properties.**
/// - `PlaybackStatus`: `playbackState` (`.playing` → Playing, `.paused`/`.interrupted` → Paused, `.stopped` →
///   Stopped); while it is `.unknown`, a positive `MPNowPlayingInfoPropertyPlaybackRate` is Playing, other
///   now-playing info Paused, none Stopped.
/// - `Metadata`: `mpris:trackid` from `MPMediaItemPropertyPersistentID` (or the queue index, or a hash of the
///   title, artist, album and duration), `mpris:length` from `MPMediaItemPropertyPlaybackDuration`, `xesam:title`,
///   `xesam:artist`, `xesam:album`, `xesam:albumArtist`, `xesam:genre`, `xesam:composer`, `xesam:trackNumber`,
///   `xesam:discNumber`, `xesam:url` and `xesam:asText` from their `MPMediaItemProperty…` keys.
/// - `Position`: `MPNowPlayingInfoCenter.currentElapsedPlaybackTime` (the elapsed time extrapolated at the
///   playback rate from when the info was set), in microseconds.
/// - `Rate`: the positive `MPNowPlayingInfoPropertyPlaybackRate`, else `MPNowPlayingInfoPropertyDefaultPlaybackRate`,
///   else 1. `MinimumRate`/`MaximumRate`: the extremes of `changePlaybackRateCommand.supportedPlaybackRates` while
///   that command can be delivered, else 1.
/// - `LoopStatus`: `changeRepeatModeCommand.currentRepeatType` (`.off` → None, `.one` → Track, `.all` →
///   Playlist). `Shuffle`: `changeShuffleModeCommand.currentShuffleType != .off`.
/// - `CanPlay`, `CanPause`, `CanGoNext`, `CanGoPrevious`, `CanSeek`: whether `MPRemoteCommandCenter.canDispatch(_:)`
///   is true for the commands that would carry them out (enabled, the app Now Playing, and a handler or the UIKit
///   fallback available). `CanControl` is always true.
/// - `Volume`: MediaPlayer has none (iOS leaves volume to the system), so the bridge keeps ``volume`` itself and
///   tells ``onVolumeChange``.
///
/// **Requests.** `Play` → `playCommand` (or `togglePlayPauseCommand` when only that can be delivered and the app is
/// not playing), `Pause` likewise, `PlayPause` → `togglePlayPauseCommand` (or play/pause by the current status),
/// `Stop` → `stopCommand`, `Next`/`Previous` → `nextTrackCommand`/`previousTrackCommand`, `SetPosition` →
/// `changePlaybackPositionCommand` (ignored for another track or a position outside it, as the spec says), `Seek`
/// → `changePlaybackPositionCommand` to the current position plus the offset (`Next` past the end), or
/// `skipForwardCommand`/`skipBackwardCommand` by the offset when only those can be delivered, `Rate` →
/// `changePlaybackRateCommand` (0 pauses), `LoopStatus` → `changeRepeatModeCommand`, `Shuffle` →
/// `changeShuffleModeCommand`. A command that is not delivered, or whose handler does not report `.success`, is
/// answered with an error named after the status (`org.tactile.MPRIS.Error.CommandFailed`, …). `OpenUri` is
/// `NotSupported`; `Raise` and `Quit` do nothing.
///
/// **Changes.** The bridge observes both centers (`addObserver`) and calls ``onChange`` after every change, so
/// ``MPRISPlayer`` announces it. Two things have no hook: `UIApplication.beginReceivingRemoteControlEvents()` (which
/// decides whether commands without handlers can be delivered as `UIEvent`s) and setting
/// `UIApplication.isNowPlaying` directly; call ``MPRISPlayer/refresh()`` after those.
@MainActor
public final class MPRISMediaPlayerBridge: MPRISPlayerBackend {
    /// The commands requests go to.
    public let commandCenter: MPRemoteCommandCenter
    /// The now-playing information published.
    public let nowPlayingInfoCenter: MPNowPlayingInfoCenter
    /// Set by ``MPRISPlayer``; called after every change to either center.
    public var onChange: (@MainActor () -> Void)?
    /// Called with every request dispatched to the command center and its status, for logging.
    public var onDispatch: ((MPRemoteCommandCenter.Request, MPRemoteCommandHandlerStatus) -> Void)?
    /// `Volume`, 0 … 1 (larger amplifies). MediaPlayer has no volume of its own.
    public var volume: Double = 1 {
        didSet {
            guard volume != oldValue else { return }
            onVolumeChange?(volume)
            onChange?()
        }
    }
    /// Called when an MPRIS client sets `Volume` (or ``volume`` is set).
    public var onVolumeChange: ((Double) -> Void)?

    private var observers: (commands: Int, nowPlaying: Int)?

    /// A bridge over the two centers of `application` (`MPRemoteCommandCenter.shared(for:)`,
    /// `MPNowPlayingInfoCenter.default(for:)`).
    public convenience init(application: UIApplication) {
        self.init(
            commandCenter: MPRemoteCommandCenter.shared(for: application),
            nowPlayingInfoCenter: MPNowPlayingInfoCenter.default(for: application))
    }

    /// A bridge over two centers (normally those of one application).
    public init(commandCenter: MPRemoteCommandCenter, nowPlayingInfoCenter: MPNowPlayingInfoCenter) {
        self.commandCenter = commandCenter
        self.nowPlayingInfoCenter = nowPlayingInfoCenter
        let commands = commandCenter.addObserver { [weak self] _ in self?.onChange?() }
        let nowPlaying = nowPlayingInfoCenter.addObserver { [weak self] _ in self?.onChange?() }
        observers = (commands, nowPlaying)
    }

    /// Stops observing the centers (the bridge no longer reports changes).
    public func invalidate() {
        guard let observers else { return }
        commandCenter.removeObserver(observers.commands)
        nowPlayingInfoCenter.removeObserver(observers.nowPlaying)
        self.observers = nil
    }

    // MARK: - State

    /// Whether the app is the "Now Playing" app (`MPNowPlayingInfoCenter.isNowPlaying`).
    public var isNowPlaying: Bool { nowPlayingInfoCenter.isNowPlaying }

    /// The MPRIS view of the two centers now.
    public var state: MPRISPlayerState {
        let info = nowPlayingInfoCenter.nowPlayingInfo
        let c = commandCenter
        var s = MPRISPlayerState()
        s.playbackStatus = playbackStatus
        s.metadata = info.map(Self.metadata)
        s.position = Self.micros(nowPlayingInfoCenter.currentElapsedPlaybackTime ?? 0)
        s.sampledAt = commandCenter.application?.scheduler.now ?? 0
        let rate = Self.number(info?[MPNowPlayingInfoPropertyPlaybackRate]) ?? 0
        let defaultRate = Self.number(info?[MPNowPlayingInfoPropertyDefaultPlaybackRate]) ?? 1
        s.rate = rate > 0 ? rate : (defaultRate > 0 ? defaultRate : 1)
        let rates = c.changePlaybackRateCommand.supportedPlaybackRates.map(\.doubleValue).filter { $0 > 0 }
        if c.canDispatch(c.changePlaybackRateCommand), let low = rates.min(), let high = rates.max() {
            s.minimumRate = min(low, s.rate)
            s.maximumRate = max(high, s.rate)
        } else {
            s.minimumRate = min(1, s.rate)
            s.maximumRate = max(1, s.rate)
        }
        s.volume = volume
        switch c.changeRepeatModeCommand.currentRepeatType {
        case .off: s.loopStatus = .none
        case .one: s.loopStatus = .track
        case .all: s.loopStatus = .playlist
        }
        s.shuffle = c.changeShuffleModeCommand.currentShuffleType != .off
        s.canPlay = c.canDispatch(c.playCommand) || c.canDispatch(c.togglePlayPauseCommand)
        s.canPause = c.canDispatch(c.pauseCommand) || c.canDispatch(c.togglePlayPauseCommand)
        s.canGoNext = c.canDispatch(c.nextTrackCommand)
        s.canGoPrevious = c.canDispatch(c.previousTrackCommand)
        s.canSeek =
            c.canDispatch(c.changePlaybackPositionCommand) || c.canDispatch(c.skipForwardCommand)
            || c.canDispatch(c.skipBackwardCommand)
        s.canControl = true
        return s
    }

    private var playbackStatus: MPRISPlaybackStatus {
        switch nowPlayingInfoCenter.playbackState {
        case .playing: return .playing
        case .paused, .interrupted: return .paused
        case .stopped: return .stopped
        case .unknown:
            guard let info = nowPlayingInfoCenter.nowPlayingInfo else { return .stopped }
            return (Self.number(info[MPNowPlayingInfoPropertyPlaybackRate]) ?? 0) > 0 ? .playing : .paused
        }
    }

    /// The MPRIS metadata of a now-playing info dictionary.
    public static func metadata(_ info: [String: Any]) -> MPRISMetadata {
        let duration = number(info[MPMediaItemPropertyPlaybackDuration])
        var m = MPRISMetadata(trackID: trackID(info))
        m.length = duration.map(micros)
        m.title = info[MPMediaItemPropertyTitle] as? String
        m.artists = strings(info[MPMediaItemPropertyArtist])
        m.album = info[MPMediaItemPropertyAlbumTitle] as? String
        m.albumArtists = strings(info[MPMediaItemPropertyAlbumArtist])
        m.genres = strings(info[MPMediaItemPropertyGenre])
        m.composers = strings(info[MPMediaItemPropertyComposer])
        m.trackNumber = number(info[MPMediaItemPropertyAlbumTrackNumber]).flatMap { Int32(exactly: $0.rounded()) }
        m.discNumber = number(info[MPMediaItemPropertyDiscNumber]).flatMap { Int32(exactly: $0.rounded()) }
        if let url = (info[MPMediaItemPropertyAssetURL] ?? info[MPNowPlayingInfoPropertyAssetURL]) as? URL {
            m.url = url.absoluteString
        }
        m.lyrics = info[MPMediaItemPropertyLyrics] as? String
        return m
    }

    /// `/org/tactile/track/<persistent id>`, `/org/tactile/track/index<queue index>`, or
    /// `/org/tactile/track/t<hash>` of the title, artist, album and duration.
    public static func trackID(_ info: [String: Any]) -> DBusObjectPath {
        if let id = info[MPMediaItemPropertyPersistentID], let n = unsigned(id) {
            return (try? DBusObjectPath("/org/tactile/track/\(n)")) ?? MPRISMetadata.noTrack
        }
        if let index = number(info[MPNowPlayingInfoPropertyPlaybackQueueIndex]), index >= 0, index < 1e15 {
            return (try? DBusObjectPath("/org/tactile/track/index\(Int(index))")) ?? MPRISMetadata.noTrack
        }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a
        let key = [MPMediaItemPropertyTitle, MPMediaItemPropertyArtist, MPMediaItemPropertyAlbumTitle]
            .map { "\(info[$0] ?? "")" }.joined(separator: "\u{1}")
            + "\u{1}\(number(info[MPMediaItemPropertyPlaybackDuration]) ?? 0)"
        for b in key.utf8 {
            hash ^= UInt64(b)
            hash = hash &* 0x100_0000_01b3
        }
        return (try? DBusObjectPath("/org/tactile/track/t" + String(hash, radix: 16))) ?? MPRISMetadata.noTrack
    }

    // MARK: - Requests

    /// Carries out an MPRIS request through the command center (see the type's documentation for the mapping).
    public func perform(_ command: MPRISCommand) throws(DBusMethodError) {
        let c = commandCenter
        let status = playbackStatus
        switch command {
        case .play:
            if !c.canDispatch(c.playCommand), c.canDispatch(c.togglePlayPauseCommand) {
                if status != .playing { try dispatch(.togglePlayPause) }
            } else {
                try dispatch(.play)
            }
        case .pause:
            if !c.canDispatch(c.pauseCommand), c.canDispatch(c.togglePlayPauseCommand) {
                if status == .playing { try dispatch(.togglePlayPause) }
            } else {
                try dispatch(.pause)
            }
        case .playPause:
            if c.canDispatch(c.togglePlayPauseCommand) {
                try dispatch(.togglePlayPause)
            } else {
                try dispatch(status == .playing ? .pause : .play)
            }
        case .stop:
            try dispatch(.stop)
        case .next:
            try dispatch(.nextTrack)
        case .previous:
            try dispatch(.previousTrack)
        case .seek(let offset):
            let current = Double(state.position) / 1_000_000
            let target = current + Double(offset) / 1_000_000
            let length = Self.number(nowPlayingInfoCenter.nowPlayingInfo?[MPMediaItemPropertyPlaybackDuration])
            if let length, target > length {
                if c.canDispatch(c.nextTrackCommand) { try dispatch(.nextTrack) }
                return
            }
            if c.canDispatch(c.changePlaybackPositionCommand) || !(c.canDispatch(c.skipForwardCommand) || c.canDispatch(c.skipBackwardCommand)) {
                try dispatch(.changePlaybackPosition(max(0, target)))
            } else if offset >= 0 {
                try dispatch(.skipForward(interval: Double(offset) / 1_000_000))
            } else {
                // -Double(offset), not Double(-offset): negating Int64.min (a caller may send any offset) traps.
                try dispatch(.skipBackward(interval: -Double(offset) / 1_000_000))
            }
        case .setPosition(let trackID, let position):
            // The spec: a stale track id, or a position outside the track, is ignored.
            guard let info = nowPlayingInfoCenter.nowPlayingInfo, Self.trackID(info) == trackID, position >= 0 else {
                return
            }
            if let length = Self.number(info[MPMediaItemPropertyPlaybackDuration]), Double(position) / 1_000_000 > length {
                return
            }
            try dispatch(.changePlaybackPosition(Double(position) / 1_000_000))
        case .setRate(let rate):
            if rate == 0 {  // the spec: a rate of 0 acts as Pause
                try perform(.pause)
                return
            }
            let s = state
            guard rate >= s.minimumRate, rate <= s.maximumRate else {
                throw .invalidArgs("Rate \(rate) is outside \(s.minimumRate) … \(s.maximumRate)")
            }
            if rate != s.rate { try dispatch(.changePlaybackRate(Float(rate))) }
        case .setLoopStatus(let loop):
            let type: MPRepeatType =
                switch loop {
                case .none: .off
                case .track: .one
                case .playlist: .all
                }
            try dispatch(.changeRepeatMode(type, preservesRepeatMode: true))
        case .setShuffle(let on):
            try dispatch(.changeShuffleMode(on ? .items : .off, preservesShuffleMode: true))
        case .setVolume(let v):
            volume = max(0, v)
        case .openURI(let uri):
            throw .notSupported("this player cannot open URIs (\(uri))")
        case .raise, .quit:
            break  // CanRaise and CanQuit are false: no effect, as the spec says
        }
    }

    private func dispatch(_ request: MPRemoteCommandCenter.Request) throws(DBusMethodError) {
        let status = commandCenter.dispatch(request)
        onDispatch?(request, status)
        guard status != .success else { return }
        let name: String
        let reason: String
        switch status {
        case .success: return
        case .noSuchContent: (name, reason) = ("NoSuchContent", "there is no content to act on")
        case .noActionableNowPlayingItem:
            (name, reason) = ("NoActionableNowPlayingItem", "the app is not the Now Playing app")
        case .deviceNotFound: (name, reason) = ("DeviceNotFound", "the playback device is not available")
        case .commandFailed: (name, reason) = ("CommandFailed", "the command is disabled, unhandled or failed")
        }
        throw DBusMethodError(
            name: "org.tactile.MPRIS.Error." + name, message: "\(Self.describe(request)): \(reason) (.\(status))")
    }

    /// The command a request is for, with its parameter: `nextTrackCommand`, `changePlaybackPositionCommand 30.0 s`.
    public static func describe(_ request: MPRemoteCommandCenter.Request) -> String {
        switch request {
        case .play: "playCommand"
        case .pause: "pauseCommand"
        case .stop: "stopCommand"
        case .togglePlayPause: "togglePlayPauseCommand"
        case .nextTrack: "nextTrackCommand"
        case .previousTrack: "previousTrackCommand"
        case .seekForward(let type): "seekForwardCommand \(type == .beginSeeking ? "begin" : "end")"
        case .seekBackward(let type): "seekBackwardCommand \(type == .beginSeeking ? "begin" : "end")"
        case .skipForward(let interval): "skipForwardCommand \(interval) s"
        case .skipBackward(let interval): "skipBackwardCommand \(interval) s"
        case .changePlaybackPosition(let position): "changePlaybackPositionCommand \(position) s"
        case .changePlaybackRate(let rate): "changePlaybackRateCommand \(rate)"
        case .changeRepeatMode(let type, _): "changeRepeatModeCommand .\(type)"
        case .changeShuffleMode(let type, _): "changeShuffleModeCommand .\(type)"
        case .like(let negative): "likeCommand\(negative ? " (withdrawn)" : "")"
        case .dislike(let negative): "dislikeCommand\(negative ? " (withdrawn)" : "")"
        case .bookmark(let negative): "bookmarkCommand\(negative ? " (withdrawn)" : "")"
        case .rating(let rating): "ratingCommand \(rating)"
        }
    }

    // MARK: - Values in the info dictionary

    static func number(_ value: Any?) -> Double? {
        switch value {
        case let v as Double: v
        case let v as Float: Double(v)
        case let v as Int: Double(v)
        case let v as Int32: Double(v)
        case let v as Int64: Double(v)
        case let v as UInt: Double(v)
        case let v as UInt32: Double(v)
        case let v as UInt64: Double(v)
        case let v as NSNumber: v.doubleValue
        default: nil
        }
    }

    private static func unsigned(_ value: Any) -> UInt64? {
        switch value {
        case let v as UInt64: v
        case let v as UInt: UInt64(v)
        case let v as Int: UInt64(exactly: v)
        case let v as Int64: UInt64(exactly: v)
        case let v as NSNumber: v.uint64Value
        default: nil
        }
    }

    private static func strings(_ value: Any?) -> [String] {
        switch value {
        case let s as String: [s]
        case let a as [String]: a
        default: []
        }
    }

    /// Seconds to microseconds, saturating (a NaN is 0).
    static func micros(_ seconds: Double) -> Int64 {
        guard seconds.isFinite else { return seconds.isNaN ? 0 : (seconds > 0 ? .max : .min) }
        let v = (seconds * 1_000_000).rounded()
        if v >= 9.2e18 { return .max }
        if v <= -9.2e18 { return .min }
        return Int64(v)
    }
}
