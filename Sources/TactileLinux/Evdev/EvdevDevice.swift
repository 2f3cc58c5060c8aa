#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Tactile
import TactileTrace

// MARK: - Errors

/// Why an evdev device, or a pipe or file standing in for one, could not be opened, described or read.
///
/// No UIKit counterpart. Every case names the path and the operation; `code` is the `errno` value of `<errno.h>`,
/// and `request` the ioctl's name in `linux/input.h`. The ``description`` ends with what to do about it
/// (permissions, a missing description for a pipe, a removed device).
public enum EvdevError: Error, Equatable, CustomStringConvertible {
    /// `open(2)` failed.
    case open(path: String, code: Int32)
    /// An ioctl failed; `request` is its name, such as `"EVIOCGNAME"`. A regular file or a pipe gives `ENOTTY`.
    case ioctl(path: String, request: String, code: Int32)
    /// `read(2)` or `poll(2)` failed while reading events (`ENODEV`: the device was unplugged).
    case read(path: String, code: Int32)
    /// The stream ended inside a record: `remaining` bytes at byte `offset`, where 24 were expected.
    case truncatedRecord(path: String, offset: Int, remaining: Int)
    /// Device I/O is only implemented for Linux (Glibc).
    case unsupportedPlatform(path: String)

    /// The path of the device, pipe or file.
    public var path: String {
        switch self {
        case .open(let path, _), .ioctl(let path, _, _), .read(let path, _), .truncatedRecord(let path, _, _),
            .unsupportedPlatform(let path):
            path
        }
    }

    /// The `errno` value, for the cases that have one.
    public var code: Int32? {
        switch self {
        case .open(_, let code), .ioctl(_, _, let code), .read(_, let code): code
        case .truncatedRecord, .unsupportedPlatform: nil
        }
    }

    public var description: String {
        switch self {
        case .open(let path, let code):
            return "\(path): cannot open: \(Self.message(code))" + Self.hint(forOpen: code)
        case .ioctl(let path, let request, let code):
            var text = "\(path): \(request) failed: \(Self.message(code))"
            if code == Self.enotty {
                text += " (not an evdev device: a regular file or a pipe has no device description; supply one,"
                    + " such as an evemu .desc file or the header of an evemu recording)"
            } else if code == Self.ebusy && request == "EVIOCGRAB" {
                text += " (another program has grabbed the device)"
            }
            return text
        case .read(let path, let code):
            var text = "\(path): read failed: \(Self.message(code))"
            if code == Self.enodev { text += " (the device was removed)" }
            return text
        case .truncatedRecord(let path, let offset, let remaining):
            return "\(path): byte \(offset): expected a 24-byte input_event record, the stream ended after"
                + " \(remaining) bytes"
        case .unsupportedPlatform(let path):
            return "\(path): evdev devices can only be read on Linux"
        }
    }

    /// Whether the error means the user lacks permission (`EACCES` or `EPERM`).
    public var isPermissionDenied: Bool { code == Self.eacces || code == Self.eperm }

    #if canImport(Glibc)
    static let enotty = ENOTTY, ebusy = EBUSY, enodev = ENODEV, eacces = EACCES, eperm = EPERM, enoent = ENOENT
    static func message(_ code: Int32) -> String { String(cString: strerror(code)) }
    #else
    static let enotty: Int32 = 25, ebusy: Int32 = 16, enodev: Int32 = 19, eacces: Int32 = 13, eperm: Int32 = 1
    static let enoent: Int32 = 2
    static func message(_ code: Int32) -> String { "error \(code)" }
    #endif

    private static func hint(forOpen code: Int32) -> String {
        if code == eacces || code == eperm {
            return " (add yourself to the input group: `sudo usermod -aG input $USER`, then log in again; or run as root)"
        }
        if code == enoent { return " (`tactile devices` lists the input devices)" }
        return ""
    }
}

// MARK: - Description

/// What an evdev device is: its name, ids, properties, supported event codes and absolute axes.
///
/// No UIKit counterpart: this is `libevdev`'s device model, from the `EVIOCG*` ioctls of `linux/input.h` or from
/// the header of an evemu recording (``init(_:)``), so a pipe or a file can stand in for a device. Event codes are
/// kept by type as evemu keeps them: `codes[0]` (`EV_SYN`) holds the supported event types.
public struct EvdevDeviceDescription: Sendable, Equatable {
    /// Bus type, vendor, product and version (`struct input_id` of `linux/input.h`; no UIKit counterpart).
    public struct InputID: Sendable, Hashable {
        /// The bus (`BUS_USB` = 3, `BUS_I2C` = 0x18, …).
        public var bus: UInt16
        /// The vendor id.
        public var vendor: UInt16
        /// The product id.
        public var product: UInt16
        /// The version.
        public var version: UInt16
        /// Creates an id.
        public init(bus: UInt16 = 0, vendor: UInt16 = 0, product: UInt16 = 0, version: UInt16 = 0) {
            self.bus = bus
            self.vendor = vendor
            self.product = product
            self.version = version
        }
    }

    /// The name the driver reports.
    public var name: String
    /// Bus, vendor, product and version.
    public var id: InputID
    /// The input properties (`INPUT_PROP_POINTER` = 0, `INPUT_PROP_DIRECT` = 1, …).
    public var properties: Set<Int>
    /// The supported codes by event type; `codes[0]` holds the supported event types.
    public var codes: [UInt16: Set<UInt16>]
    /// The absolute axes, by code.
    public var absInfo: [UInt16: EvemuRecording.AbsInfo]

    /// Creates a description.
    public init(
        name: String = "", id: InputID = InputID(), properties: Set<Int> = [], codes: [UInt16: Set<UInt16>] = [:],
        absInfo: [UInt16: EvemuRecording.AbsInfo] = [:]
    ) {
        self.name = name
        self.id = id
        self.properties = properties
        self.codes = codes
        self.absInfo = absInfo
    }

    /// The description in an evemu recording's header (its events are ignored).
    public init(_ recording: EvemuRecording) {
        self.init(
            name: recording.name,
            id: InputID(bus: recording.id.bus, vendor: recording.id.vendor, product: recording.id.product, version: recording.id.version),
            properties: recording.properties, codes: recording.codes, absInfo: recording.absInfo)
    }

    /// Parses an evemu description (a `.desc` file, or any recording's header). `file` names it in errors.
    ///
    /// - Throws: ``FileParseError`` with the line and field of the first malformed line.
    public static func parseEvemu(_ text: String, file: String = "<description>") throws -> EvdevDeviceDescription {
        EvdevDeviceDescription(try EvemuRecording.parse(text, file: file))
    }

    /// Whether the device reports events of `type` (and, when given, that code).
    public func supports(type: UInt16, code: UInt16? = nil) -> Bool {
        guard let code else { return codes[0]?.contains(type) == true || codes[type]?.isEmpty == false }
        if type == EvdevCode.evAbs && absInfo[code] != nil { return true }
        return codes[type]?.contains(code) == true
    }

    /// What the device can do, summarized.
    public var capabilities: EvdevCapabilities { EvdevCapabilities(self) }

    /// The size of the touch surface in device units (one unit, one point), for a screen that matches the
    /// digitizer; `nil` for devices without touch axes. Absurd ranges are clamped to 1…100 000.
    public var touchSurfaceSize: CGSize? {
        guard let surface = capabilities.touchSurface else { return nil }
        func span(_ r: ClosedRange<Int32>) -> Double {
            max(1, min(Double(r.upperBound) - Double(r.lowerBound), 100_000))
        }
        return CGSize(width: span(surface.xRange), height: span(surface.yRange))
    }
}

// MARK: - Capabilities

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
    /// The device's keys that ``MediaKeyMapping/standard`` maps, sorted.
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

// MARK: - Device

/// An open evdev device node (`/dev/input/event*`), or a pipe or file of raw `input_event` records standing in for
/// one, with its description.
///
/// No UIKit counterpart: on iOS the system owns the digitizer. The description comes from the `EVIOCG*` ioctls of
/// `linux/input.h` through Glibc (no `-dev` package needed). A pipe or a regular file has no ioctls (`ENOTTY`), so
/// for those the caller supplies the description, for example from an evemu `.desc` file
/// (``EvdevDeviceDescription/parseEvemu(_:file:)``).
///
/// Opening also asks the kernel to stamp events with `CLOCK_MONOTONIC` (`EVIOCSCLOCKID`), the clock behind
/// `ProcessInfo.systemUptime` and so behind ``MainQueueScheduler/now``: event timestamps and the scheduler then
/// share a time base (``usesMonotonicClock``). The file descriptor is closed, and a grab released, when the object
/// goes away.
public final class EvdevDevice: Sendable {
    /// The path it was opened from (or the label given with a file descriptor).
    public let path: String
    /// The open file descriptor, owned by this object.
    public let fileDescriptor: Int32
    /// What the device is.
    public let deviceDescription: EvdevDeviceDescription
    /// Whether the kernel stamps this device's events with `CLOCK_MONOTONIC` (false for pipes and files, whose
    /// timestamps are whatever was written).
    public let usesMonotonicClock: Bool
    /// Whether this process has the device to itself (`EVIOCGRAB`).
    public let isGrabbed: Bool

    /// Opens `path` for reading and reads its description with ioctls, unless `description` is given.
    ///
    /// Opening a FIFO waits until a writer opens it, as `open(2)` does.
    /// - Parameters:
    ///   - grab: take the device exclusively (`EVIOCGRAB`), so that the desktop does not also react to it.
    /// - Throws: ``EvdevError/open(path:code:)`` (`EACCES`: not in the `input` group), or
    ///   ``EvdevError/ioctl(path:request:code:)`` naming the ioctl (`ENOTTY` for a pipe or a file without
    ///   `description`).
    public convenience init(path: String, description: EvdevDeviceDescription? = nil, grab: Bool = false) throws(EvdevError) {
        #if canImport(Glibc)
        let fd = try EvdevIoctl.open(path, flags: O_RDONLY | O_CLOEXEC)
        try self.init(fileDescriptor: fd, path: path, description: description, grab: grab)
        #else
        throw .unsupportedPlatform(path: path)
        #endif
    }

    /// Takes ownership of an open file descriptor (a device, a pipe's read end, a file): it is closed when this
    /// object goes away, or at once if this initializer throws. `path` names it in errors.
    ///
    /// - Throws: ``EvdevError/ioctl(path:request:code:)`` when `description` is `nil` and the descriptor is not an
    ///   evdev device, or when `grab` fails.
    public init(
        fileDescriptor: Int32, path: String, description: EvdevDeviceDescription? = nil, grab: Bool = false
    ) throws(EvdevError) {
        #if canImport(Glibc)
        do throws(EvdevError) {
            if let description {
                self.deviceDescription = description
            } else {
                self.deviceDescription = try Self.readDescription(fileDescriptor: fileDescriptor, path: path)
            }
            if grab { try EvdevIoctl.setInt(fileDescriptor, path, "EVIOCGRAB", number: 0x90, value: 1) }
        } catch {
            close(fileDescriptor)
            throw error
        }
        self.path = path
        self.fileDescriptor = fileDescriptor
        self.isGrabbed = grab
        // A pipe or a file has no clock to set: its timestamps stay as written.
        self.usesMonotonicClock =
            (try? EvdevIoctl.setIntPointer(fileDescriptor, path, "EVIOCSCLOCKID", number: 0xa0, value: CLOCK_MONOTONIC))
            != nil
        #else
        throw .unsupportedPlatform(path: path)
        #endif
    }

    deinit {
        #if canImport(Glibc)
        if isGrabbed { try? EvdevIoctl.setInt(fileDescriptor, path, "EVIOCGRAB", number: 0x90, value: 0) }
        close(fileDescriptor)
        #endif
    }

    /// Reads the description of the device at `path` without keeping it open (a non-blocking open, so a FIFO
    /// never blocks): what `tactile devices` shows.
    ///
    /// - Throws: ``EvdevError/open(path:code:)`` or ``EvdevError/ioctl(path:request:code:)``.
    public static func describe(path: String) throws(EvdevError) -> EvdevDeviceDescription {
        #if canImport(Glibc)
        let fd = try EvdevIoctl.open(path, flags: O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        defer { close(fd) }
        return try readDescription(fileDescriptor: fd, path: path)
        #else
        throw .unsupportedPlatform(path: path)
        #endif
    }

    /// Reads a device's description with `EVIOCGNAME`, `EVIOCGID`, `EVIOCGPROP`, `EVIOCGBIT` (the event types,
    /// then the codes of each type) and `EVIOCGABS` for each absolute axis.
    ///
    /// - Throws: ``EvdevError/ioctl(path:request:code:)`` naming the first ioctl that failed.
    public static func readDescription(fileDescriptor fd: Int32, path: String) throws(EvdevError) -> EvdevDeviceDescription {
        #if canImport(Glibc)
        var d = EvdevDeviceDescription()
        let name = try EvdevIoctl.readBytes(fd, path, "EVIOCGNAME", number: 0x06, count: 256)
        d.name = String(decoding: name.prefix { $0 != 0 }, as: UTF8.self)
        let id = try EvdevIoctl.readBytes(fd, path, "EVIOCGID", number: 0x02, count: 8)
        func u16(_ i: Int) -> UInt16 { UInt16(id[2 * i]) | UInt16(id[2 * i + 1]) << 8 }
        d.id = .init(bus: u16(0), vendor: u16(1), product: u16(2), version: u16(3))
        let properties = try EvdevIoctl.readBytes(fd, path, "EVIOCGPROP", number: 0x09, count: 32)
        d.properties = Set(EvdevIoctl.bits(properties).map(Int.init))
        // EVIOCGBIT(0) gives the event types; then EVIOCGBIT(type) the codes of each. KEY_MAX needs 96 bytes,
        // the largest bitmask; the kernel copies no more than the type has.
        let typeBits = try EvdevIoctl.readBytes(fd, path, "EVIOCGBIT(0)", number: 0x20, count: 4)
        let types = EvdevIoctl.bits(typeBits)
        d.codes[EvdevCode.evSyn] = Set(types)
        for type in types where type != EvdevCode.evSyn && type < 0x20 {
            let bytes = try EvdevIoctl.readBytes(
                fd, path, "EVIOCGBIT(\(type))", number: 0x20 + UInt(type), count: Int(EvdevCode.keyMax + 1) / 8)
            d.codes[type] = Set(EvdevIoctl.bits(bytes))
        }
        for code in (d.codes[EvdevCode.evAbs] ?? []).sorted() where code <= EvdevCode.absMax {
            // struct input_absinfo: value, minimum, maximum, fuzz, flat, resolution (six Int32).
            let bytes = try EvdevIoctl.readBytes(
                fd, path, "EVIOCGABS(\(code))", number: 0x40 + UInt(code), count: 24)
            func i32(_ i: Int) -> Int32 {
                Int32(bitPattern: UInt32(bytes[4 * i]) | UInt32(bytes[4 * i + 1]) << 8
                    | UInt32(bytes[4 * i + 2]) << 16 | UInt32(bytes[4 * i + 3]) << 24)
            }
            d.absInfo[code] = .init(minimum: i32(1), maximum: i32(2), fuzz: i32(3), flat: i32(4), resolution: i32(5))
        }
        return d
        #else
        throw .unsupportedPlatform(path: path)
        #endif
    }
}

// MARK: - ioctl plumbing

/// The evdev ioctls, encoded as `<asm-generic/ioctl.h>` encodes them: `_IOC(dir, 'E', nr, size)`.
enum EvdevIoctl {
    /// `_IOC_WRITE` and `_IOC_READ`.
    static let write: UInt = 1, read: UInt = 2

    /// `_IOC(direction, 'E', number, size)`.
    static func request(direction: UInt, number: UInt, size: Int) -> UInt {
        (direction << 30) | (UInt(size) << 16) | (0x45 << 8) | number
    }

    /// The set bits of a little-endian kernel bitmask.
    static func bits(_ bytes: [UInt8]) -> [UInt16] {
        var out: [UInt16] = []
        for (i, byte) in bytes.enumerated() where byte != 0 {
            for bit in 0..<8 where byte & (1 << bit) != 0 { out.append(UInt16(i * 8 + bit)) }
        }
        return out
    }

    #if canImport(Glibc)
    static func open(_ path: String, flags: Int32) throws(EvdevError) -> Int32 {
        while true {
            let fd = Glibc.open(path, flags)
            if fd >= 0 { return fd }
            if errno != EINTR { throw .open(path: path, code: errno) }
        }
    }

    /// An `_IOR` request that fills `count` bytes.
    static func readBytes(_ fd: Int32, _ path: String, _ name: String, number: UInt, count: Int) throws(EvdevError) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: count)
        let req = request(direction: read, number: number, size: count)
        let result = buffer.withUnsafeMutableBytes { ioctl(fd, req, $0.baseAddress!) }
        guard result >= 0 else { throw .ioctl(path: path, request: name, code: errno) }
        return buffer
    }

    /// An `_IOW(int)` request whose argument is passed by value (`EVIOCGRAB`).
    static func setInt(_ fd: Int32, _ path: String, _ name: String, number: UInt, value: Int32) throws(EvdevError) {
        let req = request(direction: write, number: number, size: MemoryLayout<Int32>.size)
        guard ioctl(fd, req, value) >= 0 else { throw .ioctl(path: path, request: name, code: errno) }
    }

    /// An `_IOW(int)` request whose argument is a pointer to the int (`EVIOCSCLOCKID`).
    static func setIntPointer(_ fd: Int32, _ path: String, _ name: String, number: UInt, value: Int32) throws(EvdevError) {
        var v = value
        let req = request(direction: write, number: number, size: MemoryLayout<Int32>.size)
        let result = withUnsafeMutableBytes(of: &v) { ioctl(fd, req, $0.baseAddress!) }
        guard result >= 0 else { throw .ioctl(path: path, request: name, code: errno) }
    }
    #endif
}
