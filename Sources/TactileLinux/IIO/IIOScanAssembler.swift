
/// Reassembles whole scans from reads of any size.
///
/// No Core Motion counterpart. The IIO character device returns whole scans, but a pipe or a file standing in for it
/// returns whatever bytes are there, so a scan can be split across reads. Bytes are kept until their scan is complete.
public struct IIOScanAssembler: Sendable {
    /// The size of one scan in bytes (at least 1).
    public let scanSize: Int
    /// Bytes of a scan not yet complete.
    public private(set) var pending: [UInt8] = []
    /// How many bytes of complete scans have been handed out so far (the offset of ``pending`` in the stream).
    public private(set) var completedByteCount = 0

    /// Creates an assembler for scans of `scanSize` bytes (a size below 1 counts as 1).
    public init(scanSize: Int) {
        self.scanSize = max(1, scanSize)
        pending.reserveCapacity(self.scanSize)
    }

    /// Whether the bytes so far end on a scan boundary.
    public var isAtScanBoundary: Bool { pending.isEmpty }

    /// Appends bytes and calls `body` with each scan they complete, in order. A scan that lies whole inside `bytes`
    /// is passed without copying.
    public mutating func append(_ bytes: UnsafeRawBufferPointer, _ body: (UnsafeRawBufferPointer) -> Void) {
        var start = 0
        if !pending.isEmpty {
            let take = min(scanSize - pending.count, bytes.count)
            pending.append(contentsOf: bytes[0..<take])
            start = take
            guard pending.count == scanSize else { return }
            pending.withUnsafeBytes(body)
            pending.removeAll(keepingCapacity: true)
            completedByteCount += scanSize
        }
        while bytes.count - start >= scanSize {
            body(UnsafeRawBufferPointer(rebasing: bytes[start..<(start + scanSize)]))
            start += scanSize
            completedByteCount += scanSize
        }
        if start < bytes.count { pending.append(contentsOf: bytes[start...]) }
    }

    /// Appends bytes; returns the scans they complete, in order, each ``scanSize`` bytes long.
    public mutating func append(_ bytes: [UInt8]) -> [[UInt8]] {
        var scans: [[UInt8]] = []
        bytes.withUnsafeBytes { raw in append(raw) { scans.append(Array($0)) } }
        return scans
    }
}
