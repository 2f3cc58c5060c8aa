import Foundation
import Testing
@testable import Tactile

@Suite("CGVector")
struct CGVectorTests {
    @Test func zeroVector() {
        #expect(CGVector.zero.dx == 0)
        #expect(CGVector.zero.dy == 0)
        #expect(CGVector() == .zero)
    }

    @Test func cgFloatInit() {
        let v = CGVector(dx: CGFloat(1.5), dy: CGFloat(-2.25))
        #expect(v.dx == 1.5)
        #expect(v.dy == -2.25)
    }

    @Test func doubleInit() {
        let v = CGVector(dx: Double(0.125), dy: Double(-7.5))
        #expect(v.dx == CGFloat(0.125))
        #expect(v.dy == CGFloat(-7.5))
    }

    @Test func intInit() {
        let v = CGVector(dx: Int(3), dy: Int(-4))
        #expect(v.dx == 3)
        #expect(v.dy == -4)
    }

    @Test func overloadsAgree() {
        #expect(CGVector(dx: 2, dy: 3) == CGVector(dx: 2.0, dy: 3.0))
        #expect(CGVector(dx: Int(2), dy: Int(3)) == CGVector(dx: CGFloat(2), dy: CGFloat(3)))
    }

    @Test func fieldsAreMutable() {
        var v = CGVector.zero
        v.dx = 4
        v.dy = -1
        #expect(v == CGVector(dx: 4, dy: -1))
        #expect(CGVector.zero == CGVector(dx: 0, dy: 0))
    }

    @Test func equatableAndHashable() {
        let a = CGVector(dx: 1, dy: 2)
        let b = CGVector(dx: 1, dy: 2)
        let c = CGVector(dx: 2, dy: 1)
        #expect(a == b)
        #expect(a != c)
        #expect(a.hashValue == b.hashValue)
        #expect(Set([a, b, c]).count == 2)
    }
}
