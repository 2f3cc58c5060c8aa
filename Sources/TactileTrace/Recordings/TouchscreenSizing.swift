import Foundation
import Tactile

/// The screen a recorded panel is mapped onto, and why that size (no UIKit counterpart: iOS knows its own screens).
///
/// A recording gives the panel's axis ranges in device units, and often its resolution in units per millimetre.
/// Mapping one device unit to one point, as Tactile once did, turns the jitter of a 32,767-unit panel into long,
/// fast pans; so the size comes, in this order, from:
/// 1. the size the caller gives (`tactile replay --width/--height`, or a scene laid out for one size);
/// 2. the device's resolution, at ``pointsPerInch`` (UIKit's points are about 1/163 inch on an iPhone);
/// 3. otherwise the panel's range spans ``defaultScreenSize`` (turned to portrait when the panel's y range is the
///    longer), since a range without a resolution says nothing about the panel's real size.
public struct TouchscreenSizing: Sendable, Equatable {
    /// Where the size came from (no UIKit counterpart).
    public enum Basis: Sendable, Equatable {
        /// The caller gave it.
        case given
        /// The device's reported resolution.
        case resolution
        /// The default screen: the device reports no resolution.
        case defaultScreen
        /// A trace's own header (or, for a trace without one, ``TouchscreenSizing/traceFallbackSize``).
        case recorded
    }

    /// Points per inch for a device that reports its resolution: 163, an iPhone's points per inch.
    public static let pointsPerInch: Double = 163
    /// The screen a panel that reports no resolution is mapped onto (landscape; portrait for a taller panel).
    public static let defaultScreenSize = CGSize(width: 1280, height: 800)
    /// The screen of a trace that has no header.
    public static let traceFallbackSize = CGSize(width: 320, height: 480)

    /// The screen, in points (after the placement's rotation).
    public var screenSize: CGSize
    /// Why this size.
    public var basis: Basis
    /// The panel's x axis, when the recording has one (not for traces).
    public var xAxis: EvemuRecording.AbsInfo?
    /// The panel's y axis.
    public var yAxis: EvemuRecording.AbsInfo?

    /// A sizing.
    public init(
        screenSize: CGSize, basis: Basis, xAxis: EvemuRecording.AbsInfo? = nil, yAxis: EvemuRecording.AbsInfo? = nil
    ) {
        self.screenSize = screenSize
        self.basis = basis
        self.xAxis = xAxis
        self.yAxis = yAxis
    }

    /// One line for a report: the panel's ranges, what they map onto and why, such as
    /// `panel x 0…32760, y 0…32760 (no resolution reported) → the default 1280 × 800 pt screen`.
    public var summary: String {
        let size = "\(Self.format(screenSize.width)) × \(Self.format(screenSize.height)) pt"
        var panel = ""
        if let xAxis, let yAxis {
            panel = "panel x \(xAxis.minimum)…\(xAxis.maximum), y \(yAxis.minimum)…\(yAxis.maximum)"
        }
        switch basis {
        case .given:
            return panel.isEmpty ? "a \(size) screen, as given" : "\(panel) → \(size), as given"
        case .resolution:
            let res = "\(xAxis?.resolution ?? 0) × \(yAxis?.resolution ?? 0) units/mm"
            return "\(panel) at \(res) → \(size) (\(Self.format(Self.pointsPerInch)) pt per inch)"
        case .defaultScreen:
            return "\(panel) (no resolution reported) → the default \(size) screen"
        case .recorded:
            return "the trace's \(size) screen"
        }
    }

    static func format(_ v: Double) -> String {
        guard v.isFinite, abs(v) < 1e7 else { return points(v) }
        return v.rounded() == v ? String(Int(v)) : String(format: "%.1f", v)
    }

    /// A number of points for a message, rounded to a whole point: `1876`, `-20`; beyond ten million, in
    /// scientific notation (`1.0e+300`), never hundreds of digits.
    public static func points(_ v: Double) -> String {
        guard v.isFinite else { return "\(v)" }
        return abs(v) < 1e7 ? String(format: "%.0f", v) : String(format: "%.1e", v)
    }
}

extension TouchscreenPlacement {
    /// The screen for a panel with these axes: ``screenSize`` when given, else from the axes' resolution, else
    /// ``TouchscreenSizing/defaultScreenSize`` (see ``TouchscreenSizing``), turned with ``rotation``.
    public func sizing(xAxis: EvemuRecording.AbsInfo, yAxis: EvemuRecording.AbsInfo) -> TouchscreenSizing {
        if let screenSize {
            return TouchscreenSizing(screenSize: screenSize, basis: .given, xAxis: xAxis, yAxis: yAxis)
        }
        let xSpan = max(0, Double(xAxis.maximum) - Double(xAxis.minimum))
        let ySpan = max(0, Double(yAxis.maximum) - Double(yAxis.minimum))
        var size: CGSize
        let basis: TouchscreenSizing.Basis
        if xAxis.resolution > 0 && yAxis.resolution > 0 {
            let perUnit = TouchscreenSizing.pointsPerInch / 25.4
            func clamp(_ v: Double) -> Double { max(1, min(v.rounded(), 100_000)) }
            size = CGSize(
                width: clamp(xSpan / Double(xAxis.resolution) * perUnit),
                height: clamp(ySpan / Double(yAxis.resolution) * perUnit))
            basis = .resolution
        } else {
            let d = TouchscreenSizing.defaultScreenSize
            size = ySpan > xSpan ? CGSize(width: d.height, height: d.width) : d
            basis = .defaultScreen
        }
        if rotation % 2 != 0 { size = CGSize(width: size.height, height: size.width) }
        return TouchscreenSizing(screenSize: size, basis: basis, xAxis: xAxis, yAxis: yAxis)
    }
}
