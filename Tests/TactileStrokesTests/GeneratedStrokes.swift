import Foundation
import SharedTestData
@testable import TactileStrokes

/// A seeded generator for the generated strokes, so every test sees the same "random" strokes.
typealias StrokeTestRandom = SplitMix64

extension SplitMix64 {
    /// A normally distributed value (Box–Muller).
    mutating func gaussian() -> Double {
        let u = Double.random(in: Double.ulpOfOne..<1, using: &self), v = Double.random(in: 0..<1, using: &self)
        return (-2 * log(u)).squareRoot() * cos(2 * .pi * v)
    }
}

/// Strokes made from templates the way a person would vary them: turned, resized, moved, sampled at another
/// density, and shaken by noise.
enum GeneratedStrokes {
    /// `points` rotated by `degrees` about their centroid, scaled by `scale`, then moved by `offset`.
    static func transformed(
        _ points: [CGPoint], degrees: Double = 0, scale: Double = 1, offset: CGPoint = .zero
    ) -> [CGPoint] {
        let cx = points.map(\.x).reduce(0, +) / CGFloat(points.count)
        let cy = points.map(\.y).reduce(0, +) / CGFloat(points.count)
        let a = degrees * .pi / 180
        return points.map { p in
            let dx = p.x - cx, dy = p.y - cy
            return CGPoint(
                x: cx + (dx * cos(a) - dy * sin(a)) * scale + offset.x,
                y: cy + (dx * sin(a) + dy * cos(a)) * scale + offset.y)
        }
    }

    /// `points` resampled to `count` points and displaced by Gaussian noise of `sigma` times the gesture's size.
    static func noisy(_ points: [CGPoint], count: Int, sigma: Double, random: inout StrokeTestRandom) -> [CGPoint] {
        let samples = StrokeGeometry.resample(points.map { StrokeSample(x: $0.x, y: $0.y) }, count: count)
        let box = StrokeGeometry.bounds(samples)
        let size = max(box.width, box.height)
        return samples.map {
            CGPoint(x: $0.x + random.gaussian() * sigma * size, y: $0.y + random.gaussian() * sigma * size)
        }
    }

    /// A scribble: `corners` random points in a 100-point box joined by straight lines (no gesture's shape).
    static func scribble(corners: Int, random: inout StrokeTestRandom) -> [CGPoint] {
        let corners = (0..<corners).map { _ in
            (Double.random(in: 0...100, using: &random), Double.random(in: 0...100, using: &random))
        }
        return BuiltInStrokeTemplates.polyline(corners)
    }
}
