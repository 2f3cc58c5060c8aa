
/// One entry of a device's `scan_elements/` directory: a channel that can be captured in buffered scans, with its
/// `_en`, `_index` and `_type` attributes (kernel `Documentation/ABI/testing/sysfs-bus-iio`).
///
/// No Core Motion counterpart. `channel` is the attribute prefix, such as `in_accel_x` or `in_timestamp`.
public struct IIOScanElement: Sendable, Hashable {
    /// The channel's attribute prefix, e.g. `in_anglvel_z`.
    public var channel: String
    /// Its position among the enabled elements of a scan (`_index`).
    public var index: Int
    /// How its value is stored (`_type`).
    public var type: IIOScanType
    /// Whether it is captured (`_en`).
    public var isEnabled: Bool

    /// Creates an element.
    public init(channel: String, index: Int, type: IIOScanType, isEnabled: Bool = true) {
        self.channel = channel
        self.index = index
        self.type = type
        self.isEnabled = isEnabled
    }
}
