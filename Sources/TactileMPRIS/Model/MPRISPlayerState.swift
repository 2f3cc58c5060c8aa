import TactileDBus

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
