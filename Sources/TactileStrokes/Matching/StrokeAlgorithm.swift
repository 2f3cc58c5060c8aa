import Foundation
import Tactile

/// The matching algorithms of the $ family that Tactile implements.
///
/// No UIKit counterpart. All three resample the input to a fixed number of points and compare it with each
/// template after normalising position and size; they differ in how they measure the rest:
///
/// | algorithm | points | distance | speed with 144 templates |
/// |---|---|---|---|
/// | ``protractor`` (Li, CHI 2010) | 16 | angle between the two point vectors, best rotation in closed form | fastest |
/// | ``dollarOne`` ($1, Wobbrock et al., UIST 2007) | 64 | mean point distance in a 250 square, best rotation by golden-section search | ~20–50× slower |
/// | ``dollarP`` ($P, Vatavu et al., ICMI 2012) | 32 | greedy matching of point clouds (stroke order and direction do not matter) | slowest |
///
/// Protractor is the default for unistrokes; $P handles multistrokes, since it ignores how the strokes were
/// ordered and directed. $1 is there for comparison (it is the published baseline).
public enum StrokeAlgorithm: String, Sendable, CaseIterable, CustomStringConvertible {
    /// Protractor: 16 points, cosine distance with the closed-form best rotation.
    case protractor
    /// $1: 64 points stretched to a 250 × 250 square, golden-section search for the best rotation within ±45°.
    case dollarOne
    /// $P: 32-point clouds, greedy weighted matching from ⌊√32⌋-spaced start points in both directions.
    case dollarP

    /// The number of points each gesture is resampled to.
    public var resampledPointCount: Int {
        switch self {
        case .protractor: 16
        case .dollarOne: 64
        case .dollarP: 32
        }
    }

    /// A score threshold that rejects most unrelated strokes while accepting sloppy instances of a gesture. Scores
    /// are not comparable between algorithms, so each has its own default (see ``StrokeMatch/score``).
    public var defaultMinimumScore: Double {
        switch self {
        case .protractor: 0.75
        case .dollarOne: 0.80
        case .dollarP: 0.80
        }
    }

    /// The short name used in reports: `protractor`, `$1`, `$P`.
    public var description: String {
        switch self {
        case .protractor: "protractor"
        case .dollarOne: "$1"
        case .dollarP: "$P"
        }
    }
}

/// Whether rotation matters when strokes are matched.
///
/// No UIKit counterpart. ``invariant`` (the default) recognizes a gesture at any angle: a checkmark drawn
/// sideways is still a checkmark. ``sensitive(tolerance:)`` keeps the direction meaningful (a left arrow is not a
/// right arrow) while forgiving a tilt of up to `tolerance` radians.
public enum StrokeOrientation: Sendable, Equatable {
    /// Rotation does not matter.
    case invariant
    /// Rotation matters beyond `tolerance` radians either way.
    case sensitive(tolerance: Double)

    /// Orientation-sensitive with a ±30° tolerance.
    public static let sensitive = StrokeOrientation.sensitive(tolerance: .pi / 6)
}

/// One candidate of a recognition: a template name and how well the strokes matched it.
///
/// No UIKit counterpart.
public struct StrokeMatch: Sendable, Equatable, CustomStringConvertible {
    /// The template's name.
    public var name: String
    /// How well the strokes matched the best template of that name, from 0 (nothing alike) to 1 (identical after
    /// normalisation). Protractor: 1 − θ/(π/2) for the best angle θ between the point vectors. $1: 1 − d/(½√(2·250²))
    /// for the mean point distance d in the 250 square (the paper's score). $P: 1 − 5·m for the weighted mean point
    /// distance m in the unit box. Clamped to 0.
    public var score: Double
    /// The index of the best-matching template of that name in the template list.
    public var templateIndex: Int

    /// Creates a match.
    public init(name: String, score: Double, templateIndex: Int) {
        self.name = name
        self.score = score
        self.templateIndex = templateIndex
    }

    public var description: String { "\(name) \(String(format: "%.3f", score))" }
}
