import Foundation

/// Recognizes a pointer hovering over its view. Continuous.
///
/// UIKit counterpart: `UIHoverGestureRecognizer`. It begins when the pointer comes over the view (or a
/// descendant that does not hide it), changes as the pointer moves, and ends when the pointer leaves or goes off
/// the screen. ``location(in:)`` is the pointer's position. Hover input arrives as ``RawInputEvent/hover(_:)``.
/// A hovering pencil also reports ``zOffset``, ``altitudeAngle`` and ``azimuthAngle(in:)`` (UIKit: iPadOS 16.1 and
/// 16.4); other pointers report 0, π/2 and 0.
/// Hover recognizers do not compete with touch recognizers: they neither prevent nor are prevented.
@MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    private var pointer: CGPoint?
    private weak var pointerWindow: UIWindow?
    private var pencil = (zOffset: CGFloat(0), altitude: CGFloat.pi / 2, azimuth: CGFloat(0))

    /// How far the hovering pencil is above the screen, from 0 (at the screen) to 1 (the farthest it is detected);
    /// 0 for other pointers. UIKit: `zOffset`.
    open var zOffset: CGFloat { pencil.zOffset }

    /// The hovering pencil's altitude angle in radians, π/2 when perpendicular to the screen (and for other
    /// pointers). UIKit: `altitudeAngle`.
    open var altitudeAngle: CGFloat { pencil.altitude }

    /// The hovering pencil's azimuth angle in radians, in `view`'s coordinates (`nil`: the window's), as
    /// `UITouch.azimuthAngle(in:)` measures it. UIKit: `azimuthAngle(in:)`.
    open func azimuthAngle(in view: UIView?) -> CGFloat {
        guard let view, let window = pointerWindow else { return pencil.azimuth }
        let origin = view.convert(CGPoint.zero, from: window)
        let tip = view.convert(CGPoint(x: cos(pencil.azimuth), y: sin(pencil.azimuth)), from: window)
        return atan2(tip.y - origin.y, tip.x - origin.x)
    }

    /// A unit vector in the direction of ``azimuthAngle(in:)``. UIKit: `azimuthUnitVector(in:)`.
    open func azimuthUnitVector(in view: UIView?) -> CGVector {
        let angle = azimuthAngle(in: view)
        return CGVector(dx: cos(angle), dy: sin(angle))
    }

    func hoverBegan(at p: CGPoint, in window: UIWindow, sample: RawHoverEvent) {
        pointer = p
        pointerWindow = window
        pencil = (sample.zOffset, sample.altitudeAngle, sample.azimuthAngle)
        environment?.joinWithoutTouches(self)
        if state == .possible { state = .began }
    }

    func hoverMoved(to p: CGPoint, in window: UIWindow, sample: RawHoverEvent) {
        let values = (sample.zOffset, sample.altitudeAngle, sample.azimuthAngle)
        guard p != pointer || values != pencil else { return }
        pointer = p
        pointerWindow = window
        pencil = values
        if state == .began || state == .changed { state = .changed }
    }

    func hoverEnded() {
        if state == .began || state == .changed { state = .ended }
    }

    /// The pointer's position in `view`'s coordinates (`nil`: the window's).
    open override func location(in view: UIView?) -> CGPoint {
        guard let pointer else { return .zero }
        return Self.convert(pointer, from: pointerWindow, to: view)
    }

    override var receivesTouches: Bool { false }

    /// Hover recognizers do not prevent other recognizers.
    open override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Hover recognizers are not prevented by other recognizers.
    open override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}
