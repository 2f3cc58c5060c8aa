import TactileDBus

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
