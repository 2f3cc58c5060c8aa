import TactileDBus
/// MPRIS's `PlaybackStatus`: `Playing`, `Paused` or `Stopped`.
///
/// No UIKit counterpart; the MPRIS2 spec's `Playback_Status`. MediaPlayer's nearest is `MPNowPlayingPlaybackState`
/// (``MPRISMediaPlayerBridge`` maps one to the other).
public enum MPRISPlaybackStatus: String, Sendable, CaseIterable {
    /// A track is playing.
    case playing = "Playing"
    /// A track is paused.
    case paused = "Paused"
    /// Nothing is playing.
    case stopped = "Stopped"
}

/// MPRIS's `LoopStatus`: `None`, `Track` or `Playlist`.
///
/// No UIKit counterpart; the MPRIS2 spec's `Loop_Status`. MediaPlayer's counterpart is `MPRepeatType` (`.off`,
/// `.one`, `.all`).
public enum MPRISLoopStatus: String, Sendable, CaseIterable {
    /// Playback stops at the end of the playlist.
    case none = "None"
    /// The current track repeats.
    case track = "Track"
    /// The playlist repeats.
    case playlist = "Playlist"
}

/// The metadata of the current track, as MPRIS's `Metadata` property carries it (`a{sv}`).
///
/// No UIKit counterpart; the MPRIS2 spec's "Metadata" with the xesam vocabulary. MediaPlayer's counterpart is the
/// `nowPlayingInfo` dictionary (`MPMediaItemPropertyTitle` → `xesam:title`, `MPMediaItemPropertyArtist` →
/// `xesam:artist`, `MPMediaItemPropertyPlaybackDuration` → `mpris:length`, …).
public struct MPRISMetadata: Sendable, Equatable {
    /// `/org/mpris/MediaPlayer2/TrackList/NoTrack`, the track id that means "no track".
    public static let noTrack: DBusObjectPath = "/org/mpris/MediaPlayer2/TrackList/NoTrack"

    /// `mpris:trackid`: a unique object path for the track (`o`). ``MPRISPlayer`` checks `SetPosition` calls
    /// against it.
    public var trackID: DBusObjectPath
    /// `mpris:length`: the duration in microseconds (`x`).
    public var length: Int64?
    /// `xesam:title` (`s`).
    public var title: String?
    /// `xesam:artist` (`as`).
    public var artists: [String]
    /// `xesam:album` (`s`).
    public var album: String?
    /// `xesam:albumArtist` (`as`).
    public var albumArtists: [String]
    /// `xesam:genre` (`as`).
    public var genres: [String]
    /// `xesam:composer` (`as`).
    public var composers: [String]
    /// `xesam:trackNumber` (`i`).
    public var trackNumber: Int32?
    /// `xesam:discNumber` (`i`).
    public var discNumber: Int32?
    /// `xesam:url` (`s`).
    public var url: String?
    /// `xesam:asText`, the lyrics (`s`).
    public var lyrics: String?
    /// Any other entries, sent as they are.
    public var extra: [String: DBusValue]

    /// Metadata for a track.
    public init(
        trackID: DBusObjectPath, length: Int64? = nil, title: String? = nil, artists: [String] = [],
        album: String? = nil, albumArtists: [String] = [], genres: [String] = [], composers: [String] = [],
        trackNumber: Int32? = nil, discNumber: Int32? = nil, url: String? = nil, lyrics: String? = nil,
        extra: [String: DBusValue] = [:]
    ) {
        self.trackID = trackID
        self.length = length
        self.title = title
        self.artists = artists
        self.album = album
        self.albumArtists = albumArtists
        self.genres = genres
        self.composers = composers
        self.trackNumber = trackNumber
        self.discNumber = discNumber
        self.url = url
        self.lyrics = lyrics
        self.extra = extra
    }

    /// The entries, keyed by their MPRIS and xesam names.
    public var entries: [String: DBusValue] {
        var d = extra
        d["mpris:trackid"] = .objectPath(trackID)
        if let length { d["mpris:length"] = .int64(length) }
        if let title { d["xesam:title"] = .string(title) }
        if !artists.isEmpty { d["xesam:artist"] = .strings(artists) }
        if let album { d["xesam:album"] = .string(album) }
        if !albumArtists.isEmpty { d["xesam:albumArtist"] = .strings(albumArtists) }
        if !genres.isEmpty { d["xesam:genre"] = .strings(genres) }
        if !composers.isEmpty { d["xesam:composer"] = .strings(composers) }
        if let trackNumber { d["xesam:trackNumber"] = .int32(trackNumber) }
        if let discNumber { d["xesam:discNumber"] = .int32(discNumber) }
        if let url { d["xesam:url"] = .string(url) }
        if let lyrics { d["xesam:asText"] = .string(lyrics) }
        return d
    }

    /// The `a{sv}` value of the `Metadata` property.
    public var dbusValue: DBusValue { .dictionary(entries) }

    /// Reads metadata back from an `a{sv}` value (what a client receives); `nil` when the value is not a
    /// dictionary with a valid `mpris:trackid`. Entries of unexpected types are kept in ``extra``.
    public init?(_ value: DBusValue) {
        guard var d = value.stringDictionaryValue, case .objectPath(let id)? = d.removeValue(forKey: "mpris:trackid")
        else { return nil }
        self.init(trackID: id)
        func take<T>(_ key: String, _ read: (DBusValue) -> T?) -> T? {
            guard let v = d[key], let t = read(v) else { return nil }
            d[key] = nil
            return t
        }
        func strings(_ v: DBusValue) -> [String]? { v.arrayValue?.compactMap { $0.stringValue } }
        length = take("mpris:length") { $0.int64Value }
        title = take("xesam:title") { if case .string(let s) = $0 { s } else { nil } }
        artists = take("xesam:artist", strings) ?? []
        album = take("xesam:album") { if case .string(let s) = $0 { s } else { nil } }
        albumArtists = take("xesam:albumArtist", strings) ?? []
        genres = take("xesam:genre", strings) ?? []
        composers = take("xesam:composer", strings) ?? []
        trackNumber = take("xesam:trackNumber") { if case .int32(let i) = $0 { i } else { nil } }
        discNumber = take("xesam:discNumber") { if case .int32(let i) = $0 { i } else { nil } }
        url = take("xesam:url") { if case .string(let s) = $0 { s } else { nil } }
        lyrics = take("xesam:asText") { if case .string(let s) = $0 { s } else { nil } }
        extra = d
    }
}

/// Everything an MPRIS client sees of a player at one moment: the `org.mpris.MediaPlayer2.Player` properties.
///
/// No UIKit counterpart; the MPRIS2 spec's Player interface properties. ``MPRISMediaPlayerBridge`` derives it
/// from MediaPlayer's `MPNowPlayingInfoCenter` and `MPRemoteCommandCenter`.
public struct MPRISPlayerState: Sendable, Equatable {
    /// `PlaybackStatus`.
    public var playbackStatus: MPRISPlaybackStatus
    /// `LoopStatus`.
    public var loopStatus: MPRISLoopStatus
    /// `Shuffle`.
    public var shuffle: Bool
    /// `Rate`: the speed playback runs at when playing (1 is normal; never 0, pausing is separate).
    public var rate: Double
    /// `MinimumRate`.
    public var minimumRate: Double
    /// `MaximumRate`.
    public var maximumRate: Double
    /// `Volume`, 0 … 1 (larger values amplify).
    public var volume: Double
    /// `Metadata`; `nil` when there is no track.
    public var metadata: MPRISMetadata?
    /// `Position` in microseconds, at ``sampledAt``.
    public var position: Int64
    /// When ``position`` holds, in seconds on the backend's own clock (a scheduler's `now`); ``MPRISPlayer``
    /// compares consecutive states on this clock to notice jumps in position and emit `Seeked`.
    public var sampledAt: Double
    /// `CanGoNext`.
    public var canGoNext: Bool
    /// `CanGoPrevious`.
    public var canGoPrevious: Bool
    /// `CanPlay`.
    public var canPlay: Bool
    /// `CanPause`.
    public var canPause: Bool
    /// `CanSeek`.
    public var canSeek: Bool
    /// `CanControl`: whether the player can be controlled at all (constant for a player's lifetime).
    public var canControl: Bool

    /// A state; the defaults are a stopped player with nothing to play.
    public init(
        playbackStatus: MPRISPlaybackStatus = .stopped, loopStatus: MPRISLoopStatus = .none, shuffle: Bool = false,
        rate: Double = 1, minimumRate: Double = 1, maximumRate: Double = 1, volume: Double = 1,
        metadata: MPRISMetadata? = nil, position: Int64 = 0, sampledAt: Double = 0, canGoNext: Bool = false,
        canGoPrevious: Bool = false, canPlay: Bool = false, canPause: Bool = false, canSeek: Bool = false,
        canControl: Bool = true
    ) {
        self.playbackStatus = playbackStatus
        self.loopStatus = loopStatus
        self.shuffle = shuffle
        self.rate = rate
        self.minimumRate = minimumRate
        self.maximumRate = maximumRate
        self.volume = volume
        self.metadata = metadata
        self.position = position
        self.sampledAt = sampledAt
        self.canGoNext = canGoNext
        self.canGoPrevious = canGoPrevious
        self.canPlay = canPlay
        self.canPause = canPause
        self.canSeek = canSeek
        self.canControl = canControl
    }
}

/// A request an MPRIS client made: a Player method, a property it set, or a root method.
///
/// No UIKit counterpart; the MPRIS2 spec's methods and writable properties. MediaPlayer's counterpart is
/// `MPRemoteCommandCenter`'s commands (``MPRISMediaPlayerBridge`` maps them).
public enum MPRISCommand: Sendable, Equatable, CustomStringConvertible {
    /// `Play`.
    case play
    /// `Pause`.
    case pause
    /// `PlayPause`.
    case playPause
    /// `Stop`.
    case stop
    /// `Next`.
    case next
    /// `Previous`.
    case previous
    /// `Seek(x Offset)`: move by `offset` microseconds (negative is backwards).
    case seek(offset: Int64)
    /// `SetPosition(o TrackId, x Position)`: go to `position` microseconds in the track `trackID`.
    case setPosition(trackID: DBusObjectPath, position: Int64)
    /// `OpenUri(s Uri)`.
    case openURI(String)
    /// Setting `LoopStatus`.
    case setLoopStatus(MPRISLoopStatus)
    /// Setting `Shuffle`.
    case setShuffle(Bool)
    /// Setting `Rate`.
    case setRate(Double)
    /// Setting `Volume`.
    case setVolume(Double)
    /// The root interface's `Raise`.
    case raise
    /// The root interface's `Quit`.
    case quit

    /// The method or property as MPRIS names it (`PlayPause`, `Seek(+5.0 s)`, `LoopStatus = Track`).
    public var description: String {
        func seconds(_ micros: Int64) -> String {
            let s = Double(micros) / 1_000_000
            return (s >= 0 ? "+" : "") + String(format: "%.1f s", s)
        }
        switch self {
        case .play: return "Play"
        case .pause: return "Pause"
        case .playPause: return "PlayPause"
        case .stop: return "Stop"
        case .next: return "Next"
        case .previous: return "Previous"
        case .seek(let offset): return "Seek(\(seconds(offset)))"
        case .setPosition(let id, let position):
            return "SetPosition(\(id), \(String(format: "%.1f s", Double(position) / 1_000_000)))"
        case .openURI(let uri): return "OpenUri(\(uri))"
        case .setLoopStatus(let s): return "LoopStatus = \(s.rawValue)"
        case .setShuffle(let b): return "Shuffle = \(b)"
        case .setRate(let r): return "Rate = \(r)"
        case .setVolume(let v): return "Volume = \(v)"
        case .raise: return "Raise"
        case .quit: return "Quit"
        }
    }
}

/// What an ``MPRISPlayer`` publishes and controls: the application side of the bridge.
///
/// No UIKit counterpart: on iOS the system reads `MPNowPlayingInfoCenter` and calls `MPRemoteCommandCenter`
/// itself. ``MPRISMediaPlayerBridge`` is the implementation over those two; tests and other apps can supply their
/// own.
@MainActor
public protocol MPRISPlayerBackend: AnyObject {
    /// The state now (``MPRISPlayerState/position`` as of now).
    var state: MPRISPlayerState { get }
    /// Whether the app is the "Now Playing" app (RC-02); with ``MPRISPlayer/NameOwnership/whileNowPlaying`` the
    /// player owns its bus name only while this is true.
    var isNowPlaying: Bool { get }
    /// Carries out a client's request.
    ///
    /// - Throws: ``DBusMethodError``, sent to the client as the error reply.
    func perform(_ command: MPRISCommand) throws(DBusMethodError)
    /// Set by ``MPRISPlayer``: the backend calls it whenever ``state`` or ``isNowPlaying`` may have changed, and
    /// the player announces what did (`PropertiesChanged`, `Seeked`, taking or releasing the name).
    var onChange: (@MainActor () -> Void)? { get set }
}
