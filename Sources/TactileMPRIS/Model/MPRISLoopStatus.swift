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
