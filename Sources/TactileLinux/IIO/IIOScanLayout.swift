
/// Where each enabled channel sits in a buffered scan read from `/dev/iio:deviceN` (kernel `iio_compute_scan_bytes`
/// in `drivers/iio/industrialio-buffer.c`).
///
/// No Core Motion counterpart. The enabled elements come in `_index` order, each aligned to its own size (the storage
/// size times the repeat count), and the whole scan is padded to a multiple of the largest element. Three `le:s16/16`
/// axes and an `le:s64/64` timestamp: 2 + 2 + 2, 2 bytes of padding, 8 = 16 bytes.
public struct IIOScanLayout: Sendable, Equatable {
    /// An enabled element and its byte offset in the scan (no Core Motion counterpart).
    public struct Element: Sendable, Equatable {
        /// The channel's attribute prefix, e.g. `in_accel_x`.
        public var channel: String
        /// Its `_index`.
        public var index: Int
        /// Its type.
        public var type: IIOScanType
        /// Its byte offset from the start of the scan.
        public var offset: Int
    }

    /// The enabled elements, in scan order.
    public let elements: [Element]
    /// The size of one scan in bytes, padding included; 0 when no element is enabled.
    public let scanSize: Int

    /// The layout of the enabled elements among `scanElements` (disabled ones are left out). Elements with the same
    /// index (which the kernel never produces) are ordered by channel name.
    public init(_ scanElements: [IIOScanElement]) {
        let enabled = scanElements.filter(\.isEnabled).sorted { ($0.index, $0.channel) < ($1.index, $1.channel) }
        var offset = 0, largest = 0
        var elements: [Element] = []
        elements.reserveCapacity(enabled.count)
        for element in enabled {
            let size = element.type.size
            offset = Self.aligned(offset, to: size)
            elements.append(Element(channel: element.channel, index: element.index, type: element.type, offset: offset))
            offset += size
            largest = max(largest, size)
        }
        self.elements = elements
        self.scanSize = largest > 0 ? Self.aligned(offset, to: largest) : 0
    }

    /// `value` rounded up to a multiple of `alignment`.
    private static func aligned(_ value: Int, to alignment: Int) -> Int {
        guard alignment > 1 else { return value }
        let rest = value % alignment
        return rest == 0 ? value : value + alignment - rest
    }

    /// The element for `channel` (e.g. `in_timestamp`), if it is enabled.
    public func element(_ channel: String) -> Element? {
        elements.first { $0.channel == channel }
    }

    /// Every value of one scan, in scan order, repeats expanded, before scale and offset. `scan` should hold
    /// ``scanSize`` bytes; missing bytes read as zero.
    public func values(in scan: UnsafeRawBufferPointer) -> [Double] {
        var values: [Double] = []
        values.reserveCapacity(elements.count)
        for element in elements {
            for r in 0..<element.type.repeatCount {
                values.append(element.type.value(in: scan, at: element.offset, repetition: r))
            }
        }
        return values
    }

    /// Every value of one scan, in scan order (see ``values(in:)``).
    public func values(in scan: [UInt8]) -> [Double] {
        scan.withUnsafeBytes { values(in: $0) }
    }
}
