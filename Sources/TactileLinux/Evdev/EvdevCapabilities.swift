import TactileTrace

/// A summary of what an evdev device can do: a touch surface (which protocol, how many slots, which ranges) and
/// media keys.
///
/// No UIKit counterpart. The touchscreen/touchpad/tablet classification follows udev's `input_id` builtin (the
/// rules behind `ID_INPUT_TOUCHSCREEN`), because old touchscreens lack `INPUT_PROP_DIRECT`: a pen or stylus
/// button makes a tablet, `BTN_TOOL_FINGER` without `INPUT_PROP_DIRECT` a touchpad, and multitouch positions (or
/// `ABS_X`/`ABS_Y` with `BTN_TOUCH` or `INPUT_PROP_DIRECT`) a touchscreen.
public struct EvdevCapabilities: Sendable, Equatable, CustomStringConvertible {
    /// Which multitouch protocol the device speaks (`Documentation/input/multi-touch-protocol.rst`; no UIKit
    /// counterpart).
    public enum TouchProtocol: Sendable, Equatable {
        /// Protocol B: contacts in slots with tracking ids (`ABS_MT_SLOT`).
        case multitouchB(slots: Int)
        /// Protocol A: anonymous contacts separated by `SYN_MT_REPORT`.
        case multitouchA
        /// One contact: `ABS_X`/`ABS_Y` with `BTN_TOUCH`.
        case singleTouch
    }

    /// What kind of surface it is (no UIKit counterpart).
    public enum SurfaceKind: Sendable, Equatable {
        /// Touches land where they are on the screen: UIKit's `.direct` touches.
        case touchscreen
        /// An indirect surface that moves a pointer.
        case touchpad
        /// A pen tablet or a screen with a pen.
        case tablet
    }

    /// A touch surface (no UIKit counterpart).
    public struct TouchSurface: Sendable, Equatable {
        /// Touchscreen, touchpad or tablet.
        public var kind: SurfaceKind
        /// The multitouch protocol.
        public var touchProtocol: TouchProtocol
        /// The x range in device units.
        public var xRange: ClosedRange<Int32>
        /// The y range in device units.
        public var yRange: ClosedRange<Int32>
        /// Whether contacts report pressure.
        public var hasPressure: Bool
    }

    /// The touch surface, if the device has one.
    public var touchSurface: TouchSurface?
    /// Whether the device has `INPUT_PROP_DIRECT`.
    public var isDirect: Bool
    /// The device's keys that `MediaKeyMapping.standard` maps, sorted.
    public var mediaKeys: [UInt16]
    /// How many other keys and buttons the device has (touch and tool buttons not counted).
    public var otherKeyCount: Int

    /// Whether the device is a touchscreen.
    public var isTouchscreen: Bool { touchSurface?.kind == .touchscreen }
    /// Whether the device has media keys.
    public var hasMediaKeys: Bool { !mediaKeys.isEmpty }

    /// Summarizes a description.
    public init(_ d: EvdevDeviceDescription, mediaKeyMapping: MediaKeyMapping = .standard) {
        let keys = d.codes[EvdevCode.evKey] ?? []
        let axes = Set(d.absInfo.keys).union(d.codes[EvdevCode.evAbs] ?? [])
        isDirect = d.properties.contains(EvdevCode.inputPropDirect)
        mediaKeys = keys.filter { mediaKeyMapping.actions[$0] != nil }.sorted()
        mediaKeyLabels = mediaKeys.compactMap { mediaKeyMapping.label(forKey: $0) }
        // BTN_DIGI range (0x140…0x14f: tools, BTN_TOUCH, stylus buttons) belongs to the touch surface.
        otherKeyCount = keys.filter { mediaKeyMapping.actions[$0] == nil && !(0x140...0x14f).contains($0) }.count

        let hasMT = axes.contains(EvdevCode.absMTPositionX) && axes.contains(EvdevCode.absMTPositionY)
        let hasXY = axes.contains(EvdevCode.absX) && axes.contains(EvdevCode.absY)
        let hasPen = keys.contains(EvdevCode.btnToolPen) || keys.contains(EvdevCode.btnStylus)
        let fingerButNoPen = keys.contains(EvdevCode.btnToolFinger) && !keys.contains(EvdevCode.btnToolPen)
        let hasTouch = keys.contains(EvdevCode.btnTouch)
        let kind: SurfaceKind?
        if !hasMT && !hasXY {
            kind = nil
        } else if hasPen {
            kind = .tablet
        } else if fingerButNoPen && !isDirect {
            kind = .touchpad
        } else if hasMT {
            kind = .touchscreen
        } else if keys.contains(EvdevCode.btnLeft) {
            kind = nil  // an absolute mouse (virtual machines' tablets), not a touch surface
        } else if hasTouch || isDirect {
            kind = .touchscreen
        } else {
            kind = nil  // joysticks, accelerometers
        }
        guard let kind else {
            touchSurface = nil
            return
        }
        let xCode = hasMT ? EvdevCode.absMTPositionX : EvdevCode.absX
        let yCode = hasMT ? EvdevCode.absMTPositionY : EvdevCode.absY
        func range(_ code: UInt16) -> ClosedRange<Int32> {
            guard let a = d.absInfo[code] else { return 0...0 }
            return min(a.minimum, a.maximum)...max(a.minimum, a.maximum)
        }
        let touchProtocol: TouchProtocol
        if hasMT, let slot = d.absInfo[EvdevCode.absMTSlot] {
            touchProtocol = .multitouchB(slots: Int(slot.maximum) - Int(min(0, slot.minimum)) + 1)
        } else if hasMT {
            touchProtocol = .multitouchA
        } else {
            touchProtocol = .singleTouch
        }
        touchSurface = TouchSurface(
            kind: kind, touchProtocol: touchProtocol, xRange: range(xCode), yRange: range(yCode),
            hasPressure: axes.contains(hasMT ? EvdevCode.absMTPressure : EvdevCode.absPressure))
    }

    /// The media keys' names, in the order of ``mediaKeys``.
    private var mediaKeyLabels: [String]

    /// For example `touchscreen, protocol B, 10 slots, 0…4095 × 0…4095` or `media keys (play/pause, next track)`.
    public var description: String {
        var parts: [String] = []
        if let s = touchSurface {
            var text = "\(s.kind)"
            if s.kind == .touchscreen && !isDirect { text += " (no INPUT_PROP_DIRECT)" }
            switch s.touchProtocol {
            case .multitouchB(let slots): text += ", protocol B, \(slots) slot\(slots == 1 ? "" : "s")"
            case .multitouchA: text += ", protocol A"
            case .singleTouch: text += ", single touch"
            }
            text += ", \(s.xRange.lowerBound)…\(s.xRange.upperBound) × \(s.yRange.lowerBound)…\(s.yRange.upperBound)"
            if s.hasPressure { text += ", pressure" }
            parts.append(text)
        }
        if hasMediaKeys {
            var labels: [String] = []
            for l in mediaKeyLabels where !labels.contains(l) { labels.append(l) }
            parts.append("media keys (\(labels.joined(separator: ", ")))")
        }
        if otherKeyCount > 0 { parts.append("\(otherKeyCount) other key\(otherKeyCount == 1 ? "" : "s")") }
        return parts.isEmpty ? "no touch surface, no keys" : parts.joined(separator: "; ")
    }
}
