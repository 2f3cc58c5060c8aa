/// VQF's rest detection (internal): the device is at rest when, for ``VQFParameters/restMinT`` seconds, both the
/// gyroscope and the accelerometer stay close to their own low-passed values and the low-passed rotation rate is
/// within the bias range.
///
/// The gyroscope low-pass also feeds the magnetometer's "new field in motion" test, so it runs whenever rest bias
/// estimation or magnetic disturbance rejection is on.
struct VQFRestDetector: Sendable {
    private var gyroscopeLowPass: ButterworthLowPass<Vector3>
    private var accelerometerLowPass: ButterworthLowPass<Vector3>
    /// Squared gyroscope threshold, (rad/s)².
    private let gyroscopeThresholdSquared: Double
    /// Squared accelerometer threshold, (m/s²)².
    private let accelerometerThresholdSquared: Double
    /// ``VQFParameters/biasClip`` in rad/s.
    private let biasClip: Double
    private let minimumRestTime: Double
    private let samplePeriod: Double

    /// Time the rest conditions have held, in s.
    private(set) var restTime = 0.0
    /// Whether rest is detected.
    private(set) var isResting = false
    /// The last low-passed gyroscope reading, rad/s (the bias measurement at rest).
    private(set) var lowPassedRotationRate = Vector3.zero
    /// The last squared deviations of the gyroscope and accelerometer from their low-passed values.
    private(set) var squaredDeviations = Pair.zero

    init(parameters p: VQFParameters, samplePeriod ts: Double) {
        gyroscopeLowPass = ButterworthLowPass(timeConstant: p.restFilterTau, samplePeriod: ts)
        accelerometerLowPass = ButterworthLowPass(timeConstant: p.restFilterTau, samplePeriod: ts)
        let degree = Double.pi / 180
        gyroscopeThresholdSquared = (p.restThGyr * degree) * (p.restThGyr * degree)
        accelerometerThresholdSquared = p.restThAcc * p.restThAcc
        biasClip = p.biasClip * degree
        minimumRestTime = p.restMinT
        samplePeriod = ts
    }

    /// Checks the gyroscope condition; it can end rest but not start it.
    mutating func updateGyroscope(_ gyr: Vector3) {
        let lp = gyroscopeLowPass.filter(gyr)
        let deviation = (gyr - lp).squaredNorm
        if deviation >= gyroscopeThresholdSquared || abs(lp.x) > biasClip || abs(lp.y) > biasClip
            || abs(lp.z) > biasClip
        {
            restTime = 0
            isResting = false
        }
        lowPassedRotationRate = lp
        squaredDeviations.first = deviation
    }

    /// Checks the accelerometer condition and counts the time at rest.
    mutating func updateAccelerometer(_ acc: Vector3) {
        let lp = accelerometerLowPass.filter(acc)
        let deviation = (acc - lp).squaredNorm
        if deviation >= accelerometerThresholdSquared {
            restTime = 0
            isResting = false
        } else {
            restTime += samplePeriod
            if restTime >= minimumRestTime { isResting = true }
        }
        squaredDeviations.second = deviation
    }
}
