import SharedTestData

/// The seeded generator of this target's randomized tests (SharedTestData's SplitMix64): every run tests the same
/// cases, and a failing case can be run again by its seed.
typealias TestRandom = SplitMix64

extension SplitMix64 {
    /// A number in `0..<n`.
    mutating func int(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    /// `true` with probability `p`.
    mutating func chance(_ p: Double) -> Bool { Double(next() % 1_000_000) / 1_000_000 < p }
}
