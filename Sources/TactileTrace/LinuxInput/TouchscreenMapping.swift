import Foundation
import Tactile

/// How a touchscreen's device coordinates map to screen points.
///
/// No UIKit counterpart (iOS knows its own screens). The device position is normalized with the axis range
/// (minimum → 0, maximum → 1), passed through a libinput-style ``calibration`` matrix
/// `[a, b, c, d, e, f]` (x' = a·x + b·y + c, y' = d·x + e·y + f, in normalized units), flipped, rotated by
/// ``rotation`` quarter turns clockwise, and scaled to ``screenSize``.
public struct TouchscreenMapping: Sendable, Equatable {
    /// The screen size in points.
    public var screenSize: CGSize
    /// Quarter turns clockwise (0 to 3) between the panel and the screen.
    public var rotation: Int
    /// Whether to mirror x (before rotating).
    public var flipX: Bool
    /// Whether to mirror y (before rotating).
    public var flipY: Bool
    /// The libinput calibration matrix, row-major, first two rows; identity by default.
    public var calibration: [Double]
    /// The force reported at the pressure axis's maximum (UIKit's `maximumPossibleForce`); chosen so that a
    /// quarter of the pressure range reads as 1.0, an average touch.
    public var maximumPossibleForce: CGFloat
    /// Whether a pen's eraser end (`BTN_TOOL_RUBBER`) is ignored: no touches and no hover while it is in range.
    /// By default (`false`) the eraser is a `.pencil` touch like the tip, since UIKit has no eraser type (see
    /// Behaviors in the repository's Docs folder).
    public var ignoresEraser: Bool

    /// Creates a mapping.
    public init(
        screenSize: CGSize, rotation: Int = 0, flipX: Bool = false, flipY: Bool = false,
        calibration: [Double] = [1, 0, 0, 0, 1, 0], maximumPossibleForce: CGFloat = 4, ignoresEraser: Bool = false
    ) {
        precondition(calibration.count == 6, "a calibration matrix has six numbers, got \(calibration.count)")
        self.screenSize = screenSize
        self.rotation = ((rotation % 4) + 4) % 4
        self.flipX = flipX
        self.flipY = flipY
        self.calibration = calibration
        self.maximumPossibleForce = maximumPossibleForce
        self.ignoresEraser = ignoresEraser
    }

    /// Maps a device position to screen points, given the x and y axis ranges.
    public func point(x: Int32, y: Int32, xAxis: EvemuRecording.AbsInfo, yAxis: EvemuRecording.AbsInfo) -> CGPoint {
        var nx = Self.normalized(x, xAxis), ny = Self.normalized(y, yAxis)
        let c = calibration
        (nx, ny) = (c[0] * nx + c[1] * ny + c[2], c[3] * nx + c[4] * ny + c[5])
        if flipX { nx = 1 - nx }
        if flipY { ny = 1 - ny }
        switch rotation {
        case 1: (nx, ny) = (1 - ny, nx)
        case 2: (nx, ny) = (1 - nx, 1 - ny)
        case 3: (nx, ny) = (ny, 1 - nx)
        default: break
        }
        return CGPoint(x: nx * screenSize.width, y: ny * screenSize.height)
    }

    /// Points per device unit along the x axis (for contact sizes).
    public func pointsPerUnit(xAxis: EvemuRecording.AbsInfo) -> CGFloat {
        let span = CGFloat(Double(xAxis.maximum) - Double(xAxis.minimum))
        let width = rotation % 2 == 0 ? screenSize.width : screenSize.height
        return span > 0 ? width / span : 1
    }

    static func normalized(_ v: Int32, _ axis: EvemuRecording.AbsInfo) -> Double {
        let span = Double(axis.maximum) - Double(axis.minimum)
        return span > 0 ? (Double(v) - Double(axis.minimum)) / span : 0
    }
}
