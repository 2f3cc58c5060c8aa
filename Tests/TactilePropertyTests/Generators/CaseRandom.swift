import Foundation
import SharedTestData

/// The random source every generator of a case draws from: SplitMix64, seeded by one 64-bit number.
///
/// **Why a seed of our own.** PropertyBased gives each case a random generator and reports its state as a base-64
/// seed for `.fixedSeed(...)`. The case is built from one `UInt64` drawn from that generator, and everything else
/// (hierarchy, recognizers, storm, mutations) from this generator seeded with it. So a failure message names
/// a short seed, `TACTILE_PROPERTY_SEED=0x…` replays exactly that case without the rest of the run, and the
/// case does not depend on the library's generator beyond the first draw.
struct CaseRandom {
    private var source: SplitMix64

    init(seed: UInt64) { source = SplitMix64(seed: seed) }

    mutating func next() -> UInt64 { source.next() }

    /// A uniform integer in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next() % span)
    }

    /// A uniform number in `range`.
    mutating func double(_ range: ClosedRange<Double>) -> Double {
        let unit = Double(next() >> 11) / Double(1 << 53)
        return range.lowerBound + (range.upperBound - range.lowerBound) * unit
    }

    /// `true` with probability `p`.
    mutating func chance(_ p: Double) -> Bool { double(0...1) < p }

    /// A uniform element of a non-empty array.
    mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }

    /// The integers `0..<n` in random order.
    mutating func permutation(_ n: Int) -> [Int] {
        var a = Array(0..<n)
        if n > 1 {
            for i in stride(from: n - 1, to: 0, by: -1) { a.swapAt(i, int(0...i)) }
        }
        return a
    }
}
