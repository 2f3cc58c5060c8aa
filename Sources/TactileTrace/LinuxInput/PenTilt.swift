import Foundation
import Tactile

/// A pen's tilt as Linux tablets report it (`ABS_TILT_X`, `ABS_TILT_Y`), and the angles UIKit gives a pencil
/// touch from it: `altitudeAngle` and the azimuth behind `azimuthAngle(in:)` and `azimuthUnitVector(in:)`.
///
/// No UIKit counterpart: Apple Pencil reports its angles directly. A Linux pen reports two tilts instead, each the
/// angle between the pen and the surface's perpendicular, seen along one axis: positive when the pen's top (the end
/// away from the tip) leans towards larger x or larger y. The pen's direction is then (tan x, tan y, 1), so
///
/// - the altitude (UIKit: π/2 when the pen stands perpendicular, smaller as it leans) is
///   `atan2(1, hypot(tan x, tan y))`;
/// - the azimuth (UIKit: the direction the pen's top points along the screen, 0 along +x, growing towards +y) is
///   `atan2(tan y, tan x)`, turned and mirrored as the panel is on the screen (``azimuthAngle(on:)``). A pen
///   standing straight up has no direction; its azimuth is 0.
///
/// Device units become degrees as libinput converts them: an axis whose range spans zero and that reports a
/// resolution gives radians as value ÷ resolution (Wacom's drivers declare 57 units per radian, about one unit per
/// degree); any other axis maps its range onto −64°…64°, the physical range of Wacom pens. Values outside the axis
/// range (invalid input) are clamped to it, and each tilt to ±``maximumDegrees``, so the angles are always finite.
public struct PenTilt: Sendable, Equatable {
    /// The tilt along x, in degrees: positive when the pen's top leans towards larger x.
    public var xDegrees: Double
    /// The tilt along y, in degrees: positive when the pen's top leans towards larger y.
    public var yDegrees: Double

    /// The largest tilt kept along either axis (a pen lying flat has no tilt the formulas can use).
    public static let maximumDegrees: Double = 89

    /// The physical range that an axis without a usable resolution spans, ±64°, as libinput assumes for Wacom pens.
    public static let defaultRangeDegrees: Double = 64

    /// A tilt of `xDegrees` and `yDegrees`, each clamped to ±``maximumDegrees`` (a non-finite value reads as 0).
    public init(xDegrees: Double, yDegrees: Double) {
        func clamp(_ v: Double) -> Double { v.isFinite ? min(max(v, -Self.maximumDegrees), Self.maximumDegrees) : 0 }
        self.xDegrees = clamp(xDegrees)
        self.yDegrees = clamp(yDegrees)
    }

    /// The tilt a device reports as `x` and `y` on axes `xAxis` and `yAxis` (see ``degrees(_:axis:)``).
    public init(x: Int32, y: Int32, xAxis: EvemuRecording.AbsInfo, yAxis: EvemuRecording.AbsInfo) {
        self.init(xDegrees: Self.degrees(x, axis: xAxis), yDegrees: Self.degrees(y, axis: yAxis))
    }

    /// A tilt axis value in degrees, as libinput converts it: value ÷ resolution (in radians) when the axis reports
    /// a resolution and its range spans zero; otherwise the range mapped onto ±``defaultRangeDegrees``. A value
    /// outside the axis range is clamped to it; an axis with an empty range reads as 0°.
    public static func degrees(_ value: Int32, axis: EvemuRecording.AbsInfo) -> Double {
        guard axis.maximum > axis.minimum else { return 0 }
        let v = Double(min(max(value, axis.minimum), axis.maximum))
        if axis.resolution > 0 && axis.minimum < 0 && axis.maximum > 0 {
            return v / Double(axis.resolution) * 180 / .pi
        }
        let normalized = (v - Double(axis.minimum)) / (Double(axis.maximum) - Double(axis.minimum))
        return (normalized * 2 - 1) * defaultRangeDegrees
    }

    /// The pen's direction along the panel: (tan x, tan y).
    private var direction: (dx: Double, dy: Double) {
        (tan(xDegrees * .pi / 180), tan(yDegrees * .pi / 180))
    }

    /// UIKit's `altitudeAngle`: π/2 for a pen perpendicular to the surface, smaller as it leans.
    public var altitudeAngle: CGFloat {
        let d = direction
        return CGFloat(atan2(1, (d.dx * d.dx + d.dy * d.dy).squareRoot()))
    }

    /// The azimuth in the panel's own coordinates: the direction of the pen's top, 0 along +x, π/2 along +y;
    /// 0 for a pen standing straight up.
    public var azimuthAngle: CGFloat {
        let d = direction
        return d.dx == 0 && d.dy == 0 ? 0 : CGFloat(atan2(d.dy, d.dx))
    }

    /// The azimuth in screen coordinates, for a panel placed on the screen by `mapping`: the pen's direction goes
    /// through the calibration matrix's linear part, the mirroring and the quarter turns that positions go through.
    /// It assumes the panel and the screen have the same proportions (as they do when the screen is sized from the
    /// panel), so a direction along the panel keeps its angle on the screen.
    public func azimuthAngle(on mapping: TouchscreenMapping) -> CGFloat {
        var (dx, dy) = direction
        guard dx != 0 || dy != 0 else { return 0 }
        let c = mapping.calibration
        (dx, dy) = (c[0] * dx + c[1] * dy, c[3] * dx + c[4] * dy)
        if mapping.flipX { dx = -dx }
        if mapping.flipY { dy = -dy }
        switch mapping.rotation {
        case 1: (dx, dy) = (-dy, dx)
        case 2: (dx, dy) = (-dx, -dy)
        case 3: (dx, dy) = (dy, -dx)
        default: break
        }
        return dx == 0 && dy == 0 ? 0 : CGFloat(atan2(dy, dx))
    }
}
