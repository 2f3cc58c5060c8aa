import Foundation

/// A Core Motion error (Core Motion counterpart: the `CMError` codes of `CMErrorDomain`, same raw values).
public enum CMError: Int, Error, Sendable, CustomStringConvertible {
    /// A required argument was missing.
    case null = 100
    /// The device must move before the frame can be established (not used by Tactile's fusion).
    case deviceRequiresMovement = 101
    /// True north needs the magnetic declination: set ``CMMotionManager/magneticDeclination``.
    case trueNorthNotAvailable = 102
    /// Something else went wrong, for example the motion source could not start the sensor.
    case unknown = 103
    /// The sensor the updates need is not available from the motion source.
    case motionActivityNotAvailable = 104
    /// An argument was out of range.
    case invalidParameter = 109

    /// What went wrong and what to do.
    public var description: String {
        switch self {
        case .null: "CMErrorNULL: a required argument was missing"
        case .deviceRequiresMovement: "CMErrorDeviceRequiresMovement: move the device to establish the reference frame"
        case .trueNorthNotAvailable:
            "CMErrorTrueNorthNotAvailable: set CMMotionManager.magneticDeclination to use xTrueNorthZVertical"
        case .unknown: "CMErrorUnknown: the motion source could not start the sensor"
        case .motionActivityNotAvailable: "CMErrorMotionActivityNotAvailable: the motion source has no such sensor"
        case .invalidParameter: "CMErrorInvalidParameter: an argument was out of range"
        }
    }
}

extension CMError: LocalizedError {
    /// The same text as ``description``, so `localizedDescription` prints the message.
    public var errorDescription: String? { description }
}
