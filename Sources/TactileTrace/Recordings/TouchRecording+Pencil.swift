import Foundation
import Tactile

extension TouchRecording {
    /// What a recording's pencil contacts report (no UIKit counterpart): the range of their force and altitude, and
    /// the pen's hover. `nil` when no `.pencil` contact touches.
    public struct PencilSummary: Sendable, Equatable {
        /// The number of pencil samples touching.
        public var samples: Int
        /// The smallest and largest force of those samples (UIKit's scale, 1.0 an average touch).
        public var force: ClosedRange<CGFloat>
        /// The largest possible force the device reports (0 without a pressure axis).
        public var maximumPossibleForce: CGFloat
        /// The smallest and largest altitude angle, in radians.
        public var altitude: ClosedRange<CGFloat>
        /// The number of hover events (the pen in range, not touching; ends included).
        public var hoverEvents: Int

        /// One line for a report, such as `pencil: force 0.11–2.95 of 4, altitude 52°–71°, 120 hover events`.
        public var line: String {
            func number(_ v: CGFloat) -> String { String(format: "%.2f", Double(v)) }
            func degrees(_ v: CGFloat) -> String { String(Int((Double(v) * 180 / .pi).rounded())) + "°" }
            let forceText = maximumPossibleForce > 0
                ? "force \(number(force.lowerBound))–\(number(force.upperBound)) of \(TouchscreenSizing.format(maximumPossibleForce))"
                : "no pressure"
            return "pencil: \(forceText), altitude \(degrees(altitude.lowerBound))–\(degrees(altitude.upperBound)), "
                + "\(hoverEvents) hover event\(hoverEvents == 1 ? "" : "s")"
        }
    }

    /// The pencil contacts' force and altitude ranges and the hover, or `nil` when no pencil touches.
    public var pencilSummary: PencilSummary? {
        var summary: PencilSummary?
        for frame in frames {
            for c in frame.contacts where c.type == .pencil && c.state == .touching {
                if var s = summary {
                    s.samples += 1
                    s.force = min(s.force.lowerBound, c.force)...max(s.force.upperBound, c.force)
                    s.altitude = min(s.altitude.lowerBound, c.altitudeAngle)...max(s.altitude.upperBound, c.altitudeAngle)
                    s.maximumPossibleForce = max(s.maximumPossibleForce, c.maximumPossibleForce)
                    summary = s
                } else {
                    summary = PencilSummary(
                        samples: 1, force: c.force...c.force, maximumPossibleForce: c.maximumPossibleForce,
                        altitude: c.altitudeAngle...c.altitudeAngle, hoverEvents: hoverEvents.count)
                }
            }
        }
        return summary
    }
}
