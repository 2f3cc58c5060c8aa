import Foundation
import Testing
@testable import Tactile

@Suite("UIEdgeInsets")
struct UIEdgeInsetsTests {
    @Test func memberwiseInit() {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(insets.top == 1)
        #expect(insets.left == 2)
        #expect(insets.bottom == 3)
        #expect(insets.right == 4)
    }

    @Test func zero() {
        let zero = UIEdgeInsets.zero
        #expect(zero.top == 0 && zero.left == 0 && zero.bottom == 0 && zero.right == 0)
        #expect(UIEdgeInsets() == .zero)
    }

    @Test func equatableAndHashable() {
        let a = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let b = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        // Same values in a different order must not be equal.
        let swapped = UIEdgeInsets(top: 4, left: 3, bottom: 2, right: 1)
        #expect(a == b)
        #expect(a != swapped)
        #expect(a != UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 5))
        #expect(a.hashValue == b.hashValue)
        #expect(Set([a, b, swapped, .zero]).count == 3)
    }

    @Test func insetByMovesOriginAndShrinksSize() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(rect.inset(by: insets) == CGRect(x: 12, y: 21, width: 94, height: 46))
    }

    @Test func insetByZeroIsNoOp() {
        let rect = CGRect(x: -5, y: 7, width: 30, height: 40)
        #expect(rect.inset(by: .zero) == rect)
    }

    @Test func negativeInsetsGrowRect() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        let insets = UIEdgeInsets(top: -1, left: -2, bottom: -3, right: -4)
        #expect(rect.inset(by: insets) == CGRect(x: -2, y: -1, width: 16, height: 14))
    }

    @Test func insetLargerThanRectGivesNegativeSize() {
        // UIKit does not clamp: the size simply goes negative.
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        let insets = UIEdgeInsets(top: 6, left: 6, bottom: 6, right: 6)
        let result = rect.inset(by: insets)
        #expect(result.origin == CGPoint(x: 6, y: 6))
        #expect(result.size == CGSize(width: -2, height: -2))
    }

    @Test func description() {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(insets.description == "{1.0, 2.0, 3.0, 4.0}")
    }
}
