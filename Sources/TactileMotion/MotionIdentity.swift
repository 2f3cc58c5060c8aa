import Foundation

// Identity equality and hashing for the Core Motion classes, which are `NSObject`s on iOS (`NSObject.isEqual(_:)`
// is identity there): managers, attitudes and samples go in sets and dictionary keys, and `==` compares objects.
// Two samples with the same values are not equal, as on iOS. `CMLogItem`'s conformance covers its subclasses
// (`CMAccelerometerData`, `CMGyroData`, `CMMagnetometerData`, `CMDeviceMotion`).

extension CMMotionManager: Hashable {
    /// Whether `lhs` and `rhs` are the same manager (Core Motion: `NSObject.isEqual(_:)`, identity).
    public static func == (lhs: CMMotionManager, rhs: CMMotionManager) -> Bool { lhs === rhs }
    /// Hashes the manager's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension CMLogItem: Hashable {
    /// Whether `lhs` and `rhs` are the same sample (Core Motion: `NSObject.isEqual(_:)`, identity).
    public static func == (lhs: CMLogItem, rhs: CMLogItem) -> Bool { lhs === rhs }
    /// Hashes the sample's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension CMAttitude: Hashable {
    /// Whether `lhs` and `rhs` are the same attitude (Core Motion: `NSObject.isEqual(_:)`, identity).
    public static func == (lhs: CMAttitude, rhs: CMAttitude) -> Bool { lhs === rhs }
    /// Hashes the attitude's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
