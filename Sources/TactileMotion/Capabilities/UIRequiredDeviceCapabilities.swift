import Foundation
import Tactile

/// The motion hardware an app needs to run (UIKit counterpart: the `UIRequiredDeviceCapabilities` key of
/// Info.plist, with its motion values `accelerometer` and `gyroscope`).
///
/// As in Info.plist the value is either a list (every capability listed is required) or a dictionary of
/// capability → Bool (true: required; false: must be absent; unlisted: don't care). iOS refuses to launch
/// an app on a device that lacks a required capability; a Tactile app calls ``verify(_:)`` at start-up with its
/// motion source and stops with the error's message. Only the motion capabilities are checked; other keys of
/// the real list (`wifi`, `arm64`, …) are accepted and ignored. An app that only tracks device orientation does
/// not need `accelerometer`; one that can live without a gyroscope should leave it out and check
/// `CMMotionManager.isGyroAvailable` at run time instead, as Apple advises.
public struct UIRequiredDeviceCapabilities: Sendable, Equatable {
    /// A motion capability (UIKit counterpart: the Info.plist strings `accelerometer` and `gyroscope`;
    /// `magnetometer` is a Tactile addition).
    public enum Capability: String, Sendable, CaseIterable {
        /// An accelerometer.
        case accelerometer
        /// A gyroscope.
        case gyroscope
        /// A magnetometer (Tactile checks it too; iOS devices all have one, so Info.plist has no such key).
        case magnetometer

        var sensor: RawMotionSample.Sensor {
            switch self {
            case .accelerometer: .accelerometer
            case .gyroscope: .gyroscope
            case .magnetometer: .magnetometer
            }
        }
    }

    /// Each listed capability: `true` if it is required, `false` if it must be absent.
    public var capabilities: [Capability: Bool]

    /// The list form: every capability listed is required.
    public init(_ required: [Capability]) {
        capabilities = Dictionary(required.map { ($0, true) }, uniquingKeysWith: { a, _ in a })
    }

    /// The dictionary form.
    public init(_ capabilities: [Capability: Bool]) { self.capabilities = capabilities }

    /// Reads the `UIRequiredDeviceCapabilities` value of an Info.plist (XML or binary).
    ///
    /// - Throws: ``DeviceCapabilityError/malformedInfoPlist(file:reason:)`` when the file cannot be read or the
    ///   value is neither a list of strings nor a dictionary of strings to Booleans. A plist without the key
    ///   requires nothing.
    public init(infoPlist url: URL) throws(DeviceCapabilityError) {
        let data: Data
        do {
            data = try FileAccess.readData(url.path, expected: "an Info.plist")
        } catch {
            throw .malformedInfoPlist(file: url.path, reason: "cannot read the file: \(error.summary)")
        }
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: data, format: nil)
        } catch {
            throw .malformedInfoPlist(file: url.path, reason: "not a property list (XML or binary)")
        }
        guard let root = object as? [String: Any] else {
            throw .malformedInfoPlist(file: url.path, reason: "the root is not a dictionary")
        }
        switch root["UIRequiredDeviceCapabilities"] {
        case nil:
            self.init([Capability: Bool]())
        case let list as [String]:
            self.init(list.compactMap(Capability.init(rawValue:)))
        case let dictionary as [String: Bool]:
            var pairs: [Capability: Bool] = [:]
            for (key, value) in dictionary { if let c = Capability(rawValue: key) { pairs[c] = value } }
            self.init(pairs)
        case let other?:
            throw .malformedInfoPlist(
                file: url.path,
                reason: "UIRequiredDeviceCapabilities must be an array of strings or a dictionary of Booleans, found \(type(of: other))")
        }
    }

    /// Checks the capabilities against what `source` provides (`nil`: no motion hardware at all).
    ///
    /// - Throws: ``DeviceCapabilityError/missing(_:available:)`` listing every required capability that is
    ///   absent, or ``DeviceCapabilityError/forbidden(_:)`` for capabilities the app declared it must not have.
    @MainActor
    public func verify(_ source: (any MotionSource)?) throws(DeviceCapabilityError) {
        let available = source?.sensors ?? []
        let order = Capability.allCases
        let missing = order.filter { capabilities[$0] == true && !available.contains($0.sensor) }
        if !missing.isEmpty {
            throw .missing(missing, available: order.filter { available.contains($0.sensor) })
        }
        let forbidden = order.filter { capabilities[$0] == false && available.contains($0.sensor) }
        if !forbidden.isEmpty { throw .forbidden(forbidden) }
    }
}

/// Why an app cannot run on this device (UIKit counterpart: none; iOS simply refuses to install or launch it).
public enum DeviceCapabilityError: Error, Equatable, CustomStringConvertible {
    /// Required capabilities are missing; `available` lists what the device has.
    case missing([UIRequiredDeviceCapabilities.Capability], available: [UIRequiredDeviceCapabilities.Capability])
    /// The device has capabilities the app declared it must not have (a `false` entry).
    case forbidden([UIRequiredDeviceCapabilities.Capability])
    /// The Info.plist could not be read.
    case malformedInfoPlist(file: String, reason: String)

    /// One sentence that says what is wrong and what to do.
    public var description: String {
        switch self {
        case .missing(let missing, let available):
            let has = available.isEmpty ? "no motion sensors" : available.map(\.rawValue).joined(separator: ", ")
            return "this app requires \(missing.map(\.rawValue).joined(separator: " and ")) "
                + "(UIRequiredDeviceCapabilities), but the device has \(has). Connect the sensor "
                + "(on Linux: an IIO device), or remove it from the required capabilities and check availability at run time."
        case .forbidden(let present):
            return "this app must not run on a device with \(present.map(\.rawValue).joined(separator: " or ")) "
                + "(UIRequiredDeviceCapabilities marks it false)"
        case .malformedInfoPlist(let file, let reason):
            return "\(file): \(reason)"
        }
    }
}

extension DeviceCapabilityError: LocalizedError {
    /// The same text as ``description``, so `localizedDescription` prints the message.
    public var errorDescription: String? { description }
}
