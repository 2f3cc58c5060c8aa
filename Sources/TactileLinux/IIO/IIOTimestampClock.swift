#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Tactile

/// The clock an IIO device stamps its scans with: the values of its `current_timestamp_clock` attribute (kernel
/// `Documentation/ABI/testing/sysfs-bus-iio`; the `CLOCK_*` ids of `clock_gettime(2)`).
///
/// No Core Motion counterpart (Core Motion stamps samples with the time since boot). The kernel's default is
/// `realtime`; Tactile's scheduler time (`MainQueueScheduler.now`, `ProcessInfo.systemUptime`) is `monotonic`.
public enum IIOTimestampClock: String, Sendable, CaseIterable {
    /// `CLOCK_REALTIME`, the wall clock (the kernel's default).
    case realtime
    /// `CLOCK_MONOTONIC`, the scheduler's clock.
    case monotonic
    /// `CLOCK_MONOTONIC_RAW`, the monotonic clock without NTP slewing.
    case monotonicRaw = "monotonic_raw"
    /// `CLOCK_REALTIME_COARSE`.
    case realtimeCoarse = "realtime_coarse"
    /// `CLOCK_MONOTONIC_COARSE`, the monotonic clock at tick resolution.
    case monotonicCoarse = "monotonic_coarse"
    /// `CLOCK_BOOTTIME`, the monotonic clock plus time spent suspended.
    case boottime
    /// `CLOCK_TAI`, international atomic time.
    case tai

    /// The `clockid_t` of `<time.h>`.
    public var clockID: Int32 {
        switch self {
        case .realtime: 0
        case .monotonic: 1
        case .monotonicRaw: 4
        case .realtimeCoarse: 5
        case .monotonicCoarse: 6
        case .boottime: 7
        case .tai: 11
        }
    }

    /// Whether the clock counts from the same origin at the same rate as `CLOCK_MONOTONIC`, so its timestamps need
    /// no conversion.
    public var isMonotonicBase: Bool { self == .monotonic || self == .monotonicCoarse }
}

/// Converts the nanosecond timestamps of IIO scans (the `in_timestamp` channel, on the device's
/// ``IIOTimestampClock``) to seconds on the scheduler's time base, `CLOCK_MONOTONIC` (`ProcessInfo.systemUptime`).
///
/// No Core Motion counterpart. A monotonic clock needs no conversion. For any other, ``measuring(_:)`` reads the
/// clock and `CLOCK_MONOTONIC` together when a buffer starts and keeps the difference: exact for `boottime` until
/// the next suspend, and for `realtime` until the wall clock is stepped (NTP, the user), which the conversion does
/// not follow.
public struct IIOTimestampConverter: Sendable, Equatable {
    /// The device's clock.
    public let clock: IIOTimestampClock
    /// Nanoseconds added to a timestamp to bring it onto `CLOCK_MONOTONIC`.
    public let offsetNanoseconds: Int64

    /// No conversion: timestamps are `CLOCK_MONOTONIC` nanoseconds.
    public static let monotonic = IIOTimestampConverter(clock: .monotonic, offsetNanoseconds: 0)

    /// Creates a converter with a known offset.
    public init(clock: IIOTimestampClock, offsetNanoseconds: Int64) {
        self.clock = clock
        self.offsetNanoseconds = offsetNanoseconds
    }

    /// A converter for `clock`, its offset to `CLOCK_MONOTONIC` measured now (zero for the monotonic clocks).
    ///
    /// The two clocks are read monotonic, other, monotonic, and the other clock is compared with the midpoint.
    public static func measuring(_ clock: IIOTimestampClock) -> IIOTimestampConverter {
        guard !clock.isMonotonicBase else { return IIOTimestampConverter(clock: clock, offsetNanoseconds: 0) }
        #if canImport(Glibc)
        guard let before = nanoseconds(1), let other = nanoseconds(clock.clockID), let after = nanoseconds(1) else {
            return IIOTimestampConverter(clock: clock, offsetNanoseconds: 0)
        }
        let middle = before &+ (after &- before) / 2
        return IIOTimestampConverter(clock: clock, offsetNanoseconds: middle &- other)
        #else
        return IIOTimestampConverter(clock: clock, offsetNanoseconds: 0)
        #endif
    }

    #if canImport(Glibc)
    private static func nanoseconds(_ id: Int32) -> Int64? {
        var ts = timespec()
        guard clock_gettime(clockid_t(id), &ts) == 0 else { return nil }
        return Int64(ts.tv_sec) &* 1_000_000_000 &+ Int64(ts.tv_nsec)
    }
    #endif

    /// Seconds on `CLOCK_MONOTONIC` for a timestamp of `nanoseconds` on the device's clock.
    @inline(__always)
    public func seconds(fromNanoseconds nanoseconds: Int64) -> TimeInterval {
        Double(nanoseconds &+ offsetNanoseconds) / 1e9
    }
}
