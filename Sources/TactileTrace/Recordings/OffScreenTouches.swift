import Foundation
import Tactile

/// A recording whose touches all lie off-screen along one axis or both, for the whole recording (no UIKit
/// counterpart): the axis ranges show why (a device sending values outside the range it declares, or a rotation
/// or calibration that moves the panel off the screen).
public struct OffScreenTouches: Sendable, Equatable, CustomStringConvertible {
    /// The touches' x range in points, when every touch lies left or right of the screen.
    public var horizontal: ClosedRange<Double>?
    /// The touches' y range in points, when every touch lies above or below the screen.
    public var vertical: ClosedRange<Double>?
    /// The screen, in points.
    public var screen: CGSize
    /// The position values the device sent (x, then y), when the recording is an evdev recording.
    public var sentX: ClosedRange<Int32>?
    /// The y position values the device sent.
    public var sentY: ClosedRange<Int32>?
    /// The ranges the device declares for its x and y axes.
    public var declaredX: ClosedRange<Int32>?
    /// The y range the device declares.
    public var declaredY: ClosedRange<Int32>?

    /// Checks `frames` on a `screen`; `nil` when some touch lands on it along both axes (or there are no touches).
    /// `recording`, when given, supplies the device's sent and declared ranges.
    public init?(frames: [DigitizerFrame], screen: CGSize, recording: EvemuRecording?) {
        var xs: ClosedRange<Double>?, ys: ClosedRange<Double>?
        var anyOnX = false, anyOnY = false
        for frame in frames {
            for c in frame.contacts where c.state == .touching {
                let p = c.location
                xs = xs.map { min($0.lowerBound, p.x)...max($0.upperBound, p.x) } ?? p.x...p.x
                ys = ys.map { min($0.lowerBound, p.y)...max($0.upperBound, p.y) } ?? p.y...p.y
                if p.x >= 0 && p.x <= screen.width { anyOnX = true }
                if p.y >= 0 && p.y <= screen.height { anyOnY = true }
            }
        }
        guard let xs, let ys, !anyOnX || !anyOnY else { return nil }
        horizontal = anyOnX ? nil : xs
        vertical = anyOnY ? nil : ys
        self.screen = screen
        if let recording {
            let multitouch = recording.absInfo[EvdevCode.absMTPositionX] != nil
            let xCode = multitouch ? EvdevCode.absMTPositionX : EvdevCode.absX
            let yCode = multitouch ? EvdevCode.absMTPositionY : EvdevCode.absY
            func sent(_ code: UInt16) -> ClosedRange<Int32>? {
                var r: ClosedRange<Int32>?
                for e in recording.events where e.type == EvdevCode.evAbs && e.code == code {
                    r = r.map { min($0.lowerBound, e.value)...max($0.upperBound, e.value) } ?? e.value...e.value
                }
                return r
            }
            sentX = sent(xCode)
            sentY = sent(yCode)
            declaredX = recording.absInfo[xCode].map { $0.minimum...max($0.minimum, $0.maximum) }
            declaredY = recording.absInfo[yCode].map { $0.minimum...max($0.minimum, $0.maximum) }
        }
    }

    /// One sentence or two: which axis is off-screen, where the touches are, and the device's ranges.
    public var description: String {
        func pt(_ r: ClosedRange<Double>) -> String { String(format: "%.0f…%.0f pt", r.lowerBound, r.upperBound) }
        var parts: [String] = []
        if let horizontal { parts.append("x \(pt(horizontal)) on a screen \(Int(screen.width)) pt wide") }
        if let vertical { parts.append("y \(pt(vertical)) on a screen \(Int(screen.height)) pt high") }
        var text = "every touch of the recording lies off-screen: " + parts.joined(separator: ", ") + "."
        func range(_ r: ClosedRange<Int32>?) -> String { r.map { "\($0.lowerBound)…\($0.upperBound)" } ?? "none" }
        if sentX != nil || sentY != nil || declaredX != nil {
            text += " The device sent x \(range(sentX)) and y \(range(sentY)); its axes declare x \(range(declaredX))"
                + " and y \(range(declaredY))."
        }
        return text
    }
}
