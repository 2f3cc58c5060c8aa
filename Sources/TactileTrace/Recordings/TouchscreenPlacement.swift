import Foundation

/// Where a recorded touch panel lands on the screen, before the panel's size is known (no UIKit counterpart):
/// the screen size if one is given, and the turn, mirroring and calibration of ``TouchscreenMapping``.
public struct TouchscreenPlacement: Sendable, Equatable {
    /// The screen size in points; `nil` takes it from the recording (sized by ``sizing(xAxis:yAxis:)``, or a
    /// trace's own).
    public var screenSize: CGSize?
    /// Quarter turns clockwise from the panel to the screen (0–3).
    public var rotation: Int
    /// Whether the panel's x axis is mirrored.
    public var flipX: Bool
    /// Whether the panel's y axis is mirrored.
    public var flipY: Bool
    /// libinput's calibration matrix, six numbers `a b c d e f` (x' = ax+by+c, y' = dx+ey+f, normalized).
    public var calibration: [Double]

    /// A placement; by default the recording's own size, upright, uncalibrated.
    public init(
        screenSize: CGSize? = nil, rotation: Int = 0, flipX: Bool = false, flipY: Bool = false,
        calibration: [Double] = [1, 0, 0, 0, 1, 0]
    ) {
        self.screenSize = screenSize
        self.rotation = rotation
        self.flipX = flipX
        self.flipY = flipY
        self.calibration = calibration
    }

    /// The screen size: ``screenSize``, else the panel's `surface` one point per device unit (each side clamped to
    /// 1…100,000 and turned with ``rotation``). Recordings are sized with ``sizing(xAxis:yAxis:)`` instead, which
    /// uses the panel's resolution.
    public func screenSize(surface: CGSize) -> CGSize {
        if let screenSize { return screenSize }
        let clamped = CGSize(width: max(1, min(surface.width, 100_000)), height: max(1, min(surface.height, 100_000)))
        return rotation % 2 == 0 ? clamped : CGSize(width: clamped.height, height: clamped.width)
    }

    /// The mapping of the panel onto a screen of `screen` points.
    public func mapping(screen: CGSize) -> TouchscreenMapping {
        TouchscreenMapping(screenSize: screen, rotation: rotation, flipX: flipX, flipY: flipY, calibration: calibration)
    }
}
