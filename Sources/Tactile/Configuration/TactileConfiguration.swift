import Foundation

/// Every threshold Tactile chooses where UIKit documents none, in one place.
///
/// UIKit has no public counterpart: its values are private constants. The seeds give none either
/// (requirements GAP-05 and GAP-06), so decisions.md asks for a single documented configuration type whose
/// values are each overridable. Set one on ``UIApplication/configuration``; tests read the same values.
///
/// | value | default | where it comes from |
/// |---|---|---|
/// | ``multiTapInterval`` | 0.35 s | WinObjC's reading of UIKit; Android and Flutter use 0.3 s |
/// | ``multiTapDistance`` | 100 pt | Android and Flutter double-tap slop |
/// | ``tapMovementTolerance`` | 10 pt | the same as UIKit's documented long-press `allowableMovement` |
/// | ``minimumHitTestAlpha`` | 0.01 | UIKit: views with `alpha < 0.01` are not hit (decisions DIS-17) |
/// | ``coalescesTouchMoves`` | true | UIKit coalesces moves that arrive between two dispatches |
/// | ``touchPredictionInterval`` | 1/60 s | one display frame at 60 Hz, the rate UIKit delivers touches at |
public struct TactileConfiguration: Sendable, Equatable {
    /// The longest time from one tap's lift to the next touch-down for the two to count as one multi-tap
    /// sequence (`UITouch.tapCount`). Measured from lift to the next touch-down.
    public var multiTapInterval: TimeInterval = 0.35

    /// The farthest, in points, a touch-down may land from the previous tap and still continue its tap count.
    public var multiTapDistance: CGFloat = 100

    /// How far, in points, a touch may move from where it began and still count as a tap when it lifts.
    public var tapMovementTolerance: CGFloat = 10

    /// Views whose `alpha` is below this value are skipped by hit-testing, with their subtrees.
    public var minimumHitTestAlpha: CGFloat = 0.01

    /// Whether moves that pile up in the application's queue between two dispatches are coalesced into one
    /// `UIEvent`, with the intermediate samples available from `UIEvent.coalescedTouches(for:)`.
    public var coalescesTouchMoves: Bool = true

    /// How far ahead `UIEvent.predictedTouches(for:)` extrapolates a moving touch.
    public var touchPredictionInterval: TimeInterval = 1.0 / 60.0

    /// The defaults listed above.
    public static let `default` = TactileConfiguration()

    /// Creates the default configuration; change the fields you need.
    public init() {}
}
