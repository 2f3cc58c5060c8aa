import Foundation
import Tactile
import TactileTrace

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
    /// - Throws: `FileParseError` with the line and field of the first malformed line.
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
