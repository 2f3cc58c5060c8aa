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
