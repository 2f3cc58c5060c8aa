import Foundation
import Testing
@testable import Tactile

@Suite("NSDirectionalEdgeInsets")
struct NSDirectionalEdgeInsetsTests {
    @Test("zero and init() are zero on every edge; values compare and hash by their four edges")
    func zeroAndEquality() {
        let zero = NSDirectionalEdgeInsets()
        #expect(zero == .zero)
        #expect(zero.top == 0 && zero.leading == 0 && zero.bottom == 0 && zero.trailing == 0)
        let a = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(a == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(a != NSDirectionalEdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
        #expect(Set([a, a, zero]).count == 2)
        #expect(a.description == "{1.0, 2.0, 3.0, 4.0}")
    }

    @Test("left to right, leading is left and trailing is right")
    func edgeInsets() {
        let insets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(insets.edgeInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: insets.edgeInsets)
        #expect(rect == CGRect(x: 2, y: 1, width: 94, height: 46))
    }
}
