import Foundation

/// Every threshold Tactile chooses where UIKit documents none, in one place.
///
/// UIKit has no public counterpart: its values are private constants, and Apple documents none of them (only the
/// long press's defaults, 0.5 s and 10 pt, which are properties of `UILongPressGestureRecognizer`). Tactile
/// therefore keeps the values it chose in this one documented type, each overridable and each listed with where
/// it came from. Set one on ``UIApplication/configuration``; tests read the same values.
///
/// | value | default | where it comes from |
/// |---|---|---|
/// | ``multiTapInterval`` | 0.35 s | WinObjC's reading of UIKit; Android and Flutter use 0.3 s |
/// | ``multiTapDistance`` | 100 pt | Android and Flutter double-tap slop |
/// | ``tapMovementTolerance`` | 10 pt | the same as UIKit's documented long-press `allowableMovement` |
/// | ``minimumHitTestAlpha`` | 0.01 | UIKit: views with `alpha < 0.01` are not hit |
/// | ``coalescesTouchMoves`` | true | UIKit coalesces moves that arrive between two dispatches |
/// | ``touchPredictionInterval`` | 1/60 s | one display frame at 60 Hz, the rate UIKit delivers touches at |
/// | ``panHysteresis`` | 10 pt | observed UIKit behaviour (Qt's `startDragDistance` is also 10) |
/// | ``swipeMinimumDistance`` | 24 pt | chosen above ``panHysteresis``, so that a swipe meets a pan's conditions first, as Apple's event-handling guide says |
/// | ``swipeMaximumDuration`` | 0.25 s | chosen: at least ~100 pt/s; WinObjC uses 10 px in 0.1 s |
/// | ``swipeMaximumAngle`` | 20° | WinObjC's UIKit reading; react-native-gesture-handler uses a 30° cone |
/// | ``pinchHysteresis`` | 10 pt change of finger distance | Android: 2 × touch slop; Flutter: 18 |
/// | ``rotationHysteresis`` | 5° (π/36) | react-native-gesture-handler |
/// | ``screenEdgeRegion`` | 20 pt | Flutter's Cupertino back swipe |
/// | ``discreteScrollEndInterval`` | 0.1 s | chosen: longer than the gap between clicks of a wheel turned steadily (10–50 ms), short enough that the next turn is a new gesture |
/// | ``transformScaleHysteresis`` | 0.1 (10 %) | the same as ``pinchHysteresis`` for fingers that start 100 pt apart |
/// | ``maximumTapDuration`` | none | UIKit's value is unknown; measure on a device before tightening |
/// | ``maximumContactsPerFrame`` | 256 | chosen: iPhones and iPads report at most 10–20 touches and Linux multitouch panels at most 60 slots; a frame with more is bad input |
/// | ``assertsOnIllegalGestureTransitions`` | true | debug builds assert; release builds ignore and log |
/// | ``peekAndPop`` | peek at half the maximum force, pop at 0.9 of it, or a 0.5 s press without pressure | see ``PeekAndPopConfiguration`` |
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

    /// Finger travel, in points, before a pan begins.
    public var panHysteresis: CGFloat = 10

    /// Travel, in points, a swipe must reach.
    public var swipeMinimumDistance: CGFloat = 24

    /// Time, in seconds from touch-down, within which a swipe must reach ``swipeMinimumDistance``.
    public var swipeMaximumDuration: TimeInterval = 0.25

    /// The largest angle, in radians, between a swipe and the axis of an allowed direction.
    public var swipeMaximumAngle: CGFloat = 20 * .pi / 180

    /// Change, in points, of the distance between two fingers before a pinch begins.
    public var pinchHysteresis: CGFloat = 10

    /// Turn, in radians, of the line between two fingers before a rotation begins.
    public var rotationHysteresis: CGFloat = .pi / 36

    /// Width, in points, of the band along a window edge where a screen-edge pan must start.
    public var screenEdgeRegion: CGFloat = 20

    /// How long after a mouse wheel's last click a wheel scroll gesture that began without an explicit `.began`
    /// ends (see ``RawScrollEvent``). The gesture's recognizers see `.ended` then.
    public var discreteScrollEndInterval: TimeInterval = 0.1

    /// Change of a trackpad pinch's scale (``RawTransformEvent/scale``, 1 at the start) before a pinch gesture
    /// recognizer begins. A trackpad rotation begins after ``rotationHysteresis``, as with fingers.
    public var transformScaleHysteresis: CGFloat = 0.1

    /// The longest a finger may stay down and still tap; `nil` means no limit.
    public var maximumTapDuration: TimeInterval? = nil

    /// The most contacts one digitizer frame may hold: the most touches on the screen at once.
    ///
    /// A frame with more is refused as bad input. The application drops it (its touches go on with the next frame
    /// that lists them, and the dispatch observer is told), and trace readers report it with the line it is on
    /// (`TraceFile.parse`).
    public var maximumContactsPerFrame: Int = 256

    /// The force and long-press thresholds of peek and pop (`registerForPreviewing(with:sourceView:)`).
    public var peekAndPop = PeekAndPopConfiguration()

    /// Whether an illegal recognizer state transition (for example `.possible → .changed`) trips an assertion in
    /// debug builds. It is always ignored and logged; set this to `false` to test that behaviour.
    public var assertsOnIllegalGestureTransitions: Bool = true

    /// The defaults listed above.
    public static let `default` = TactileConfiguration()

    /// Creates the default configuration; change the fields you need.
    public init() {}
}
