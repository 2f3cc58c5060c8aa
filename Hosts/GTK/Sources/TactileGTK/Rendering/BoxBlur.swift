import Foundation

/// A Gaussian blur approximated by three box blurs, on an 8-bit alpha image (no UIKit counterpart: Core Animation
/// blurs shadows on the GPU). Three passes of a box of width `w = √(12σ²/3 + 1)` have the variance of a Gaussian of
/// standard deviation σ; the result is within a few percent of it.
enum BoxBlur {
    /// Blurs the `width` × `height` bytes at `data` (rows `stride` bytes apart) in place, horizontally then
    /// vertically, with standard deviation `sigma` pixels.
    static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        guard sigma > 0.2, width > 0, height > 0 else { return }
        let radius = max(1, Int(((12 * sigma * sigma / 3 + 1).squareRoot() - 1) / 2 + 0.5))
        var line = [Int](repeating: 0, count: max(width, height))
        for _ in 0..<3 {
            for y in 0..<height {
                pass(data + y * stride, count: width, step: 1, radius: radius, scratch: &line)
            }
            for x in 0..<width {
                pass(data + x, count: height, step: stride, radius: radius, scratch: &line)
            }
        }
    }

    /// One box blur of `count` values `step` bytes apart, treating values beyond either end as 0.
    private static func pass(_ p: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius: Int, scratch: inout [Int]) {
        for i in 0..<count { scratch[i] = Int(p[i * step]) }
        let width = 2 * radius + 1
        var sum = 0
        for i in 0...min(radius, count - 1) { sum += scratch[i] }
        for i in 0..<count {
            p[i * step] = UInt8((sum + width / 2) / width)
            let entering = i + radius + 1, leaving = i - radius
            if entering < count { sum += scratch[entering] }
            if leaving >= 0 { sum -= scratch[leaving] }
        }
    }
}
