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
    /// The position axes read (`ABS_MT_POSITION_X`/`_Y`, else `ABS_X`/`ABS_Y`), when the recording is an evdev
    /// recording.
    public var readAxes: [UInt16] = []
    /// The absolute axes the device sent values on, in code order, when the recording is an evdev recording.
    public var reportedAxes: [UInt16] = []

    /// Whether the device sent no values on an axis that is read for positions (it reports its position on other
    /// axes, such as `ABS_RX`/`ABS_RY`): no rotation, mirroring, calibration or screen size can bring its
    /// touches on-screen then.
    public var positionsAreOnOtherAxes: Bool {
        !readAxes.isEmpty && (sentX == nil || sentY == nil)
    }

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
            readAxes = [xCode, yCode]
            reportedAxes = Set(recording.events.filter { $0.type == EvdevCode.evAbs }.map(\.code)).sorted()
        }
    }

    /// One sentence or two: which axis is off-screen, where the touches are, and the device's ranges.
    public var description: String {
        func pt(_ r: ClosedRange<Double>) -> String {
            "\(TouchscreenSizing.points(r.lowerBound))…\(TouchscreenSizing.points(r.upperBound)) pt"
        }
        var parts: [String] = []
        if let horizontal {
            parts.append("x \(pt(horizontal)) on a screen \(TouchscreenSizing.points(screen.width)) pt wide")
        }
        if let vertical { parts.append("y \(pt(vertical)) on a screen \(TouchscreenSizing.points(screen.height)) pt high") }
        var text = "every touch of the recording lies off-screen: " + parts.joined(separator: ", ") + "."
        if positionsAreOnOtherAxes {
            let reported = reportedAxes.map(Self.axisName).joined(separator: ", ")
            return text + " The device sent no positions on "
                + readAxes.map(Self.axisName).joined(separator: " and ")
                + ", the axes its touches are read from; it reports "
                + (reported.isEmpty ? "no absolute axes at all" : reported)
                + ". Touch positions are read only from ABS_MT_POSITION_X/Y or ABS_X/Y, so no rotation, mirroring, "
                + "calibration or screen size can bring these touches on-screen."
        }
        func range(_ r: ClosedRange<Int32>?) -> String { r.map { "\($0.lowerBound)…\($0.upperBound)" } ?? "none" }
        if sentX != nil || sentY != nil || declaredX != nil {
            text += " The device sent x \(range(sentX)) and y \(range(sentY)); its axes declare x \(range(declaredX))"
                + " and y \(range(declaredY))."
        }
        return text
    }

    /// The kernel's name of an absolute axis (`<linux/input-event-codes.h>`), such as `ABS_RX`.
    static func axisName(_ code: UInt16) -> String {
        let names: [UInt16: String] = [
            0x00: "X", 0x01: "Y", 0x02: "Z", 0x03: "RX", 0x04: "RY", 0x05: "RZ", 0x06: "THROTTLE", 0x07: "RUDDER",
            0x08: "WHEEL", 0x09: "GAS", 0x0a: "BRAKE", 0x10: "HAT0X", 0x11: "HAT0Y", 0x12: "HAT1X", 0x13: "HAT1Y",
            0x14: "HAT2X", 0x15: "HAT2Y", 0x16: "HAT3X", 0x17: "HAT3Y", 0x18: "PRESSURE", 0x19: "DISTANCE",
            0x1a: "TILT_X", 0x1b: "TILT_Y", 0x1c: "TOOL_WIDTH", 0x20: "VOLUME", 0x21: "PROFILE", 0x28: "MISC",
            0x2f: "MT_SLOT", 0x30: "MT_TOUCH_MAJOR", 0x31: "MT_TOUCH_MINOR", 0x32: "MT_WIDTH_MAJOR",
            0x33: "MT_WIDTH_MINOR", 0x34: "MT_ORIENTATION", 0x35: "MT_POSITION_X", 0x36: "MT_POSITION_Y",
            0x37: "MT_TOOL_TYPE", 0x38: "MT_BLOB_ID", 0x39: "MT_TRACKING_ID", 0x3a: "MT_PRESSURE",
            0x3b: "MT_DISTANCE", 0x3c: "MT_TOOL_X", 0x3d: "MT_TOOL_Y",
        ]
        return names[code].map { "ABS_" + $0 } ?? String(format: "ABS_0x%02x", Int(code))
    }
}
