import Foundation

/// The device's orientation relative to a reference frame (Core Motion counterpart: `CMAttitude`).
///
/// Three views of one rotation, as in Core Motion:
/// - ``quaternion``: the rotation from the device frame to the reference frame (`q.rotate(v_device) ==
///   v_reference`). Device flat, screen up, top towards the reference x axis: the identity.
/// - ``rotationMatrix``: the same rotation the other way, reference → device, so the device's gravity is
///   `rotationMatrix · (0, 0, −1)ᵀ`.
/// - ``roll``, ``pitch``, ``yaw``: Euler angles in Core Motion's order, yaw about z, then pitch about x, then roll
///   about y (device → reference = Rz(yaw) · Rx(pitch) · Ry(roll)); pitch in [−π/2, π/2], roll and yaw in
///   [−π, π]. Pitch is positive when the top of the device rises, roll when its right edge goes down, yaw when it
///   turns counterclockwise seen from above (the right-hand rule, as Core Motion's documentation says).
///
/// Like Core Motion's, it is a class and ``multiply(byInverseOf:)`` changes it in place.
public final class CMAttitude: @unchecked Sendable, CustomStringConvertible {
    // @unchecked Sendable: Core Motion hands attitudes to handlers on any queue. The only mutation is
    // `multiply(byInverseOf:)`, which, as in Core Motion, the caller must not race with reads.
    private var q: CMQuaternion

    /// Creates an attitude from the device-to-reference rotation.
    public init(quaternion: CMQuaternion) { q = quaternion.normalizedOrIdentity }

    /// The rotation from the device frame to the reference frame, as a unit quaternion.
    public var quaternion: CMQuaternion { q }

    /// The rotation from the reference frame to the device frame (so gravity = R · (0, 0, −1)ᵀ).
    public var rotationMatrix: CMRotationMatrix { CMRotationMatrix(q).transposed }

    /// Rotation about the device's y axis, in radians.
    public var roll: Double {
        let r = CMRotationMatrix(q)
        return atan2(-r.m31, r.m33)
    }

    /// Rotation about the device's x axis, in radians, in [−π/2, π/2].
    public var pitch: Double { asin(max(-1, min(1, CMRotationMatrix(q).m32))) }

    /// Rotation about the vertical, in radians.
    public var yaw: Double {
        let r = CMRotationMatrix(q)
        return atan2(-r.m12, r.m22)
    }

    /// Makes this attitude relative to `attitude`: afterwards it is the rotation from `attitude`'s device frame
    /// to this one's (Core Motion: `multiply(byInverseOf:)`). Cache a reference attitude, then call this
    /// on each new one to get the change since.
    public func multiply(byInverseOf attitude: CMAttitude) {
        q = (attitude.q.conjugate * q).normalizedOrIdentity
    }

    /// Roll, pitch and yaw in degrees, as `CMAttitude`'s description lists them.
    public var description: String {
        String(format: "CMAttitude(roll %.1f°, pitch %.1f°, yaw %.1f°)", roll * 180 / .pi, pitch * 180 / .pi, yaw * 180 / .pi)
    }
}

extension CMQuaternion {
    /// The quaternion scaled to unit length, or the identity when it has no length (or is not finite).
    var normalizedOrIdentity: CMQuaternion {
        let n = norm
        guard n > 0, n.isFinite else { return .identity }
        return CMQuaternion(x: x / n, y: y / n, z: z / n, w: w / n)
    }
}
