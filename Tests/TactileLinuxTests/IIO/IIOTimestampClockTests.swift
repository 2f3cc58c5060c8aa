import Foundation
import Glibc
import TactileLinux
import Testing

/// ``IIOTimestampConverter``: an IIO device's timestamp clock brought onto `CLOCK_MONOTONIC`.
@Suite("IIO timestamp clocks")
struct IIOTimestampClockTests {
    @Test("the timestamp converter: monotonic needs nothing; realtime and boottime are measured against CLOCK_MONOTONIC")
    func timestampConverter() {
        #expect(IIOTimestampConverter.monotonic.seconds(fromNanoseconds: 5_020_000_000) == 5.02)
        #expect(IIOTimestampConverter.measuring(.monotonicCoarse).offsetNanoseconds == 0)
        for clock in [IIOTimestampClock.realtime, .boottime, .tai, .monotonicRaw] {
            var ts = timespec()
            clock_gettime(clockid_t(clock.clockID), &ts)
            let converter = IIOTimestampConverter.measuring(clock)
            let seconds = converter.seconds(fromNanoseconds: Int64(ts.tv_sec) * 1_000_000_000 + Int64(ts.tv_nsec))
            #expect(abs(seconds - ProcessInfo.processInfo.systemUptime) < 0.5, "\(clock)")
        }
    }
}
