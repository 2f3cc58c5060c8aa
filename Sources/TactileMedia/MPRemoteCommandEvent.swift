import Foundation

/// Whether a seek command starts or stops seeking (MediaPlayer counterpart: `MPSeekCommandEventType`, same raw
/// values).
public enum MPSeekCommandEventType: UInt, Sendable {
    /// Seeking begins (the button went down).
    case beginSeeking = 0
    /// Seeking ends (the button came up).
    case endSeeking = 1
}

/// A repeat mode (MediaPlayer counterpart: `MPRepeatType`, same raw values).
public enum MPRepeatType: Int, Sendable {
    /// Nothing repeats.
    case off = 0
    /// The current item repeats.
    case one = 1
    /// The whole queue repeats.
    case all = 2
}

/// A shuffle mode (MediaPlayer counterpart: `MPShuffleType`, same raw values).
public enum MPShuffleType: Int, Sendable {
    /// Items play in order.
    case off = 0
    /// Items are shuffled.
    case items = 1
    /// Collections (albums, say) are shuffled; items within each play in order.
    case collections = 2
}

/// A remote command as its handlers receive it: which command, and when.
///
/// MediaPlayer counterpart: `MPRemoteCommandEvent`. Commands with parameters send a subclass
/// (``MPSeekCommandEvent``, ``MPSkipIntervalCommandEvent``, ``MPChangePlaybackPositionCommandEvent``, …); cast to
/// it, as on iOS. As in MediaPlayer, apps do not create events: ``MPRemoteCommandCenter/dispatch(_:timestamp:)``
/// does.
public class MPRemoteCommandEvent: @unchecked Sendable {
    // @unchecked Sendable: every stored property of this class and its subclasses is a `let` of a Sendable type,
    // and the subclasses are final; the class cannot be `final` itself because the command events derive from it.

    /// The command that sent the event.
    public let command: MPRemoteCommand
    /// When the command was issued, on the application's scheduler clock (`TactileScheduler.now`; MediaPlayer
    /// uses the system uptime).
    public let timestamp: TimeInterval

    init(command: MPRemoteCommand, timestamp: TimeInterval) {
        self.command = command
        self.timestamp = timestamp
    }
}

/// The event of ``MPRemoteCommandCenter/seekForwardCommand`` and ``MPRemoteCommandCenter/seekBackwardCommand``
/// (MediaPlayer counterpart: `MPSeekCommandEvent`).
public final class MPSeekCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    /// Whether seeking begins or ends.
    public let type: MPSeekCommandEventType

    init(command: MPRemoteCommand, timestamp: TimeInterval, type: MPSeekCommandEventType) {
        self.type = type
        super.init(command: command, timestamp: timestamp)
    }
}

/// The event of ``MPRemoteCommandCenter/skipForwardCommand`` and ``MPRemoteCommandCenter/skipBackwardCommand``
/// (MediaPlayer counterpart: `MPSkipIntervalCommandEvent`).
public final class MPSkipIntervalCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    /// How far to skip, in seconds (always positive; the command says the direction).
    public let interval: TimeInterval

    init(command: MPRemoteCommand, timestamp: TimeInterval, interval: TimeInterval) {
        self.interval = interval
        super.init(command: command, timestamp: timestamp)
    }
}

/// The event of ``MPRemoteCommandCenter/changePlaybackPositionCommand`` (MediaPlayer counterpart:
/// `MPChangePlaybackPositionCommandEvent`).
public final class MPChangePlaybackPositionCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    /// The position to play from, in seconds from the start of the item.
    public let positionTime: TimeInterval

    init(command: MPRemoteCommand, timestamp: TimeInterval, positionTime: TimeInterval) {
        self.positionTime = positionTime
        super.init(command: command, timestamp: timestamp)
    }
}

/// The event of ``MPRemoteCommandCenter/changePlaybackRateCommand`` (MediaPlayer counterpart:
/// `MPChangePlaybackRateCommandEvent`).
public final class MPChangePlaybackRateCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    /// The rate asked for (1 is normal speed).
    public let playbackRate: Float

    init(command: MPRemoteCommand, timestamp: TimeInterval, playbackRate: Float) {
        self.playbackRate = playbackRate
        super.init(command: command, timestamp: timestamp)
    }
}

/// The event of ``MPRemoteCommandCenter/changeRepeatModeCommand`` (MediaPlayer counterpart:
/// `MPChangeRepeatModeCommandEvent`).
public final class MPChangeRepeatModeCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    /// The repeat mode asked for.
    public let repeatType: MPRepeatType
    /// Whether the mode should outlast the current queue.
    public let preservesRepeatMode: Bool

    init(command: MPRemoteCommand, timestamp: TimeInterval, repeatType: MPRepeatType, preservesRepeatMode: Bool) {
        self.repeatType = repeatType
        self.preservesRepeatMode = preservesRepeatMode
        super.init(command: command, timestamp: timestamp)
    }
}

/// The event of ``MPRemoteCommandCenter/changeShuffleModeCommand`` (MediaPlayer counterpart:
/// `MPChangeShuffleModeCommandEvent`).
public final class MPChangeShuffleModeCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    /// The shuffle mode asked for.
    public let shuffleType: MPShuffleType
    /// Whether the mode should outlast the current queue.
    public let preservesShuffleMode: Bool

    init(command: MPRemoteCommand, timestamp: TimeInterval, shuffleType: MPShuffleType, preservesShuffleMode: Bool) {
        self.shuffleType = shuffleType
        self.preservesShuffleMode = preservesShuffleMode
        super.init(command: command, timestamp: timestamp)
    }
}

/// The event of ``MPRemoteCommandCenter/likeCommand``, ``MPRemoteCommandCenter/dislikeCommand`` and
/// ``MPRemoteCommandCenter/bookmarkCommand`` (MediaPlayer counterpart: `MPFeedbackCommandEvent`).
public final class MPFeedbackCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    /// Whether the feedback is withdrawn (un-like, un-bookmark) rather than given.
    public let isNegative: Bool

    init(command: MPRemoteCommand, timestamp: TimeInterval, isNegative: Bool) {
        self.isNegative = isNegative
        super.init(command: command, timestamp: timestamp)
    }
}

/// The event of ``MPRemoteCommandCenter/ratingCommand`` (MediaPlayer counterpart: `MPRatingCommandEvent`).
public final class MPRatingCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    /// The rating given, between the command's `minimumRating` and `maximumRating`.
    public let rating: Float

    init(command: MPRemoteCommand, timestamp: TimeInterval, rating: Float) {
        self.rating = rating
        super.init(command: command, timestamp: timestamp)
    }
}
