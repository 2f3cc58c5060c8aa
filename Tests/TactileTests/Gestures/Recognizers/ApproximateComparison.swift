import Foundation
import Tactile

// Comparisons with a tolerance, for the recognizers' geometric values (translation, scale, rotation, velocity).

/// Whether `a` and `b` differ by at most `tolerance`.
func isClose(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) <= tolerance }

/// Whether both coordinates of `a` and `b` differ by at most `tolerance`.
func isClose(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-6) -> Bool {
    isClose(a.x, b.x, tolerance) && isClose(a.y, b.y, tolerance)
}

/// Whether `value` is within `percent` % of `expected`.
func within(_ value: CGFloat, percent: CGFloat, of expected: CGFloat) -> Bool {
    abs(value - expected) <= abs(expected) * percent / 100
}
