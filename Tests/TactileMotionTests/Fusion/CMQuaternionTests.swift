import Foundation
import Testing
@testable import TactileMotion

@Suite("CMQuaternion and unit conventions")
struct QuaternionTests {
    func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-12) -> Bool { abs(a - b) <= tolerance }

    @Test("CM-13: the identity is neutral and q ⊗ q* is the identity")
    func identityAndConjugate() {
        let q = CMQuaternion(angle: 0.7, axisX: 1, axisY: -2, axisZ: 0.5)
        #expect(CMQuaternion.identity * q == q)
        #expect(q * CMQuaternion.identity == q)
        let p = q * q.conjugate
        #expect(close(p.w, 1) && close(p.x, 0) && close(p.y, 0) && close(p.z, 0))
        #expect(close(q.norm, 1))
    }

    @Test("CM-10: a positive rotation about z turns x towards y (right-hand rule)")
    func rightHandRule() {
        let q = CMQuaternion(angle: .pi / 2, axisX: 0, axisY: 0, axisZ: 1)
        let v = q.rotate(x: 1, y: 0, z: 0)
        #expect(close(v.x, 0) && close(v.y, 1) && close(v.z, 0))
        let aboutX = CMQuaternion(angle: .pi / 2, axisX: 1, axisY: 0, axisZ: 0).rotate(x: 0, y: 1, z: 0)
        #expect(close(aboutX.z, 1))
    }

    @Test("CM-13: the product applies the right factor first; angle ignores the sign of q")
    func productOrder() {
        let a = CMQuaternion(angle: .pi / 2, axisX: 0, axisY: 0, axisZ: 1)
        let b = CMQuaternion(angle: .pi / 2, axisX: 1, axisY: 0, axisZ: 0)
        // (a ⊗ b) v = a (b v): b takes y to z, a leaves z alone.
        let v = (a * b).rotate(x: 0, y: 1, z: 0)
        #expect(close(v.z, 1))
        let w = (a * b).rotate(x: 1, y: 0, z: 0)  // b leaves x, a takes x to y
        #expect(close(w.y, 1))
        let minus = CMQuaternion(x: -a.x, y: -a.y, z: -a.z, w: -a.w)
        #expect(close(minus.angle, .pi / 2) && close(a.angle, .pi / 2))
    }

    @Test("CM-14: enuToNWU maps east to west-negative and north to x (xMagneticNorthZVertical)")
    func enuToNWU() {
        // North (ENU y) becomes NWU x; east (ENU x) becomes NWU −y; up stays up.
        let north = CMQuaternion.enuToNWU.rotate(x: 0, y: 1, z: 0)
        #expect(close(north.x, 1) && close(north.y, 0))
        let east = CMQuaternion.enuToNWU.rotate(x: 1, y: 0, z: 0)
        #expect(close(east.y, -1) && close(east.x, 0))
        let up = CMQuaternion.enuToNWU.rotate(x: 0, y: 0, z: 1)
        #expect(close(up.z, 1))
    }

    @Test("CM-13: rotation matrix and quaternion convert both ways for every kind of rotation")
    func matrixRoundTrip() {
        for (angle, axis) in [
            (0.1, (1.0, 0.0, 0.0)), (3.1, (0.0, 1.0, 0.0)), (3.14159, (0.0, 0.0, 1.0)), (2.0, (1.0, 1.0, 1.0)),
            (3.1415, (1.0, -0.2, 0.1)), (0.0, (1.0, 0.0, 0.0)),
        ] {
            let q = CMQuaternion(angle: angle, axisX: axis.0, axisY: axis.1, axisZ: axis.2)
            let back = CMQuaternion(rotationMatrix: q.rotationMatrix)
            #expect((q * back.conjugate).angle < 1e-9, "angle \(angle) about \(axis)")
        }
    }

    @Test("CM-02: Core Motion acceleration (g, gravity down) and specific force (m/s², up) convert with a sign flip")
    func specificForceConversion() {
        let flat = SpecificForce(x: 0, y: 0, z: 9.80665)
        #expect(flat.acceleration == CMAcceleration(x: -0, y: -0, z: -1))
        let back = SpecificForce(CMAcceleration(x: 0, y: -1, z: 0))  // portrait, upright
        #expect(close(back.y, 9.80665) && back.x == 0)
    }
}
