/// What a remote-command handler reports back (MediaPlayer counterpart: `MPRemoteCommandHandlerStatus`,
/// same raw values).
public enum MPRemoteCommandHandlerStatus: Int, Sendable {
    /// The command was handled.
    case success = 0
    /// There is no content to act on.
    case noSuchContent = 100
    /// There is no now-playing item.
    case noActionableNowPlayingItem = 110
    /// The device that would play is not available.
    case deviceNotFound = 120
    /// The command failed.
    case commandFailed = 200
}

/// The playback state published with now-playing information (MediaPlayer: `MPNowPlayingPlaybackState`).
public enum MPNowPlayingPlaybackState: UInt, Sendable {
    /// Unknown.
    case unknown = 0
    /// Playing.
    case playing = 1
    /// Paused.
    case paused = 2
    /// Stopped.
    case stopped = 3
    /// Interrupted.
    case interrupted = 4
}
