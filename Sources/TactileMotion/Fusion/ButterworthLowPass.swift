import Foundation

/// A value a ``ButterworthLowPass`` can filter component-wise (internal).
protocol LowPassFilterable: Sendable {
    static var zero: Self { get }
    static func + (a: Self, b: Self) -> Self
    static func - (a: Self, b: Self) -> Self
    static func * (s: Double, v: Self) -> Self
}

extension Vector3: LowPassFilterable {}
extension Matrix3: LowPassFilterable {}

/// Two doubles filtered together (VQF's `R·b` horizontal components, and the magnetic field's norm and dip).
struct Pair: LowPassFilterable, Equatable {
    var first: Double
    var second: Double

    init(_ first: Double, _ second: Double) {
        self.first = first
        self.second = second
    }

    static let zero = Pair(0, 0)
    static func + (a: Pair, b: Pair) -> Pair { Pair(a.first + b.first, a.second + b.second) }
    static func - (a: Pair, b: Pair) -> Pair { Pair(a.first - b.first, a.second - b.second) }
    static func * (s: Double, v: Pair) -> Pair { Pair(s * v.first, s * v.second) }
}

/// The coefficients of a second-order Butterworth low-pass filter, parametrised as in VQF (internal).
///
/// `tau` is the time constant of the damped, non-oscillating part of the step response; the cut-off frequency is
/// `f_c = √2 / (2π·tau)`. The discrete filter comes from the bilinear transform with frequency pre-warping
/// (`C = tan(π·f_c·Ts)`). When `tau < Ts/2` (`f_c` above about 90 % of the Nyquist frequency) the filter would be
/// unstable, so it becomes a pass-through (`b = [1, 0, 0]`, `a = [0, 0]`), as VQF 2.1 does.
struct LowPassCoefficients: Sendable, Equatable {
    var b0: Double
    var b1: Double
    var b2: Double
    /// `a1` and `a2` of the denominator `1 + a1·z⁻¹ + a2·z⁻²`.
    var a1: Double
    var a2: Double

    init(timeConstant tau: Double, samplePeriod ts: Double) {
        guard tau >= ts / 2 else {
            (b0, b1, b2, a1, a2) = (1, 0, 0, 0, 0)
            return
        }
        let fc = 2.0.squareRoot() / (2 * Double.pi * tau)
        let c = tan(Double.pi * fc * ts)
        let d = c * c + 2.0.squareRoot() * c + 1
        b0 = c * c / d
        b1 = 2 * b0
        b2 = b0
        a1 = 2 * (c * c - 1) / d
        a2 = (1 - 2.0.squareRoot() * c + c * c) / d
    }
}

/// A second-order Butterworth low-pass on vectors, started from the mean of its first inputs (internal).
///
/// So as not to depend on a single first sample, the output during the first `tau` seconds is the running mean of
/// the inputs; at `tau` the filter state is set to the steady state for that mean (what `scipy.signal.lfilter_zi`
/// gives: `y = x = x0`), and regular filtering (direct form II transposed) follows. This is VQF's `filterVec`.
struct ButterworthLowPass<Value: LowPassFilterable>: Sendable {
    let coefficients: LowPassCoefficients
    let timeConstant: Double
    let samplePeriod: Double
    private var state0 = Value.zero
    private var state1 = Value.zero
    /// Samples averaged so far; `nil` once the filter runs normally.
    private var warmUpCount: Double? = 0

    init(timeConstant: Double, samplePeriod: Double) {
        self.timeConstant = timeConstant
        self.samplePeriod = samplePeriod
        coefficients = LowPassCoefficients(timeConstant: timeConstant, samplePeriod: samplePeriod)
    }

    /// Whether the filter still outputs the running mean of its inputs.
    var isWarmingUp: Bool { warmUpCount != nil }

    /// Filters one input and returns the output.
    mutating func filter(_ x: Value) -> Value {
        let c = coefficients
        if let count = warmUpCount {
            // During warm-up, state1 holds the sum of the inputs.
            let n = count + 1
            state1 = state1 + x
            let mean = (1 / n) * state1
            if n * samplePeriod >= timeConstant {
                state0 = (1 - c.b0) * mean
                state1 = (c.b2 - c.a2) * mean
                warmUpCount = nil
            } else {
                warmUpCount = n
            }
            return mean
        }
        let y = c.b0 * x + state0
        state0 = c.b1 * x - c.a1 * y + state1
        state1 = c.b2 * x - c.a2 * y
        return y
    }

    /// Skips the warm-up and sets the state to the steady state for a constant input `x0` (`y = x = x0`), as
    /// VQF's `filterInitialState`; the backward pass of ``OfflineVQF``'s zero-phase filtering starts this way.
    mutating func startInSteadyState(at x0: Value) {
        let c = coefficients
        state0 = (1 - c.b0) * x0
        state1 = (c.b2 - c.a2) * x0
        warmUpCount = nil
    }

    /// Forgets every input (the next one starts a new warm-up).
    mutating func reset() {
        state0 = .zero
        state1 = .zero
        warmUpCount = 0
    }
}
