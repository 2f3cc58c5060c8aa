import TactileStrokes
import TactileMotion
/// SplitMix64 (Steele, Lea & Flood, OOPSLA 2014): a small, fast generator whose whole sequence follows from its
/// seed, so that evaluations that draw random templates give the same figures on every run and machine.
///
/// No UIKit counterpart (Foundation's `SystemRandomNumberGenerator` cannot be seeded).
public struct SeededRandomNumberGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
