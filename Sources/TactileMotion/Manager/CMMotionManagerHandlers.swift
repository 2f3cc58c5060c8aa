import Foundation

/// Delivers accelerometer samples or an error (Core Motion counterpart: `CMAccelerometerHandler`).
public typealias CMAccelerometerHandler = @Sendable (CMAccelerometerData?, (any Error)?) -> Void
/// Delivers gyroscope samples or an error (Core Motion counterpart: `CMGyroHandler`).
public typealias CMGyroHandler = @Sendable (CMGyroData?, (any Error)?) -> Void
/// Delivers magnetometer samples or an error (Core Motion counterpart: `CMMagnetometerHandler`).
public typealias CMMagnetometerHandler = @Sendable (CMMagnetometerData?, (any Error)?) -> Void
/// Delivers device-motion samples or an error (Core Motion counterpart: `CMDeviceMotionHandler`).
public typealias CMDeviceMotionHandler = @Sendable (CMDeviceMotion?, (any Error)?) -> Void
