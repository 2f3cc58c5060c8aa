import Foundation

/// The limits the playground's decoder and session enforce on what a page sends (no UIKit counterpart).
///
/// They keep a misbehaving or hostile page from exhausting the server: every limit exceeded is an `error` frame,
/// and the session goes on working.
public enum PlaygroundLimits {
    /// The largest frame accepted, in UTF-8 bytes, for every message but `replay`: 256 KiB.
    public static let maximumFrameBytes = 256 * 1024
    /// The largest `replay` frame (a dropped trace file), in UTF-8 bytes: 8 MiB.
    public static let maximumReplayBytes = 8 * 1024 * 1024
    /// The deepest nesting of JSON objects and lists in a frame: 16 (the messages need 3).
    public static let maximumNesting = 16
    /// The most samples in one `pointers` batch: 1,024 (a page sends one batch per animation frame; even a 240 Hz
    /// pen with coalesced samples sends far fewer).
    public static let maximumSamplesPerBatch = 1024
    /// The most pointers down at once: 20. A down sample beyond it is refused.
    public static let maximumActivePointers = 20
    /// The largest pointer id: 2,147,483,647 (Pointer Events' `pointerId` is a 32-bit `long`; ids are never
    /// negative).
    public static let maximumPointerID = 2_147_483_647
    /// The largest coordinate, in points, either side of zero: 100,000.
    public static let maximumCoordinate: Double = 100_000
    /// The largest page timestamp, in milliseconds: 10^12 (about 31 years of `performance.now()`).
    public static let maximumTimestamp: Double = 1e12
    /// The largest contact width or height, in CSS pixels: 10,000.
    public static let maximumContactSize: Double = 10_000
    /// The largest viewport side, in CSS pixels: 100,000.
    public static let maximumViewportSide: Double = 100_000
    /// The range of `devicePixelRatio`: 0.1 to 16.
    public static let devicePixelRatioRange: ClosedRange<Double> = 0.1...16
    /// The longest scene name: 64 characters.
    public static let maximumSceneNameLength = 64
    /// Messages a session accepts per second, sustained: 240 (a 120 Hz page sends 120 `pointers` batches).
    public static let messagesPerSecond: Double = 240
    /// Messages a session accepts in a burst above the sustained rate: 480.
    public static let messageBurst: Double = 480
}
