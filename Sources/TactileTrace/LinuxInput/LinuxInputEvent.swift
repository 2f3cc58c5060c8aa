import Foundation

/// One record of the Linux input subsystem (`struct input_event` from `<linux/input.h>`), decoded.
///
/// No UIKit counterpart: this is where evdev input enters Tactile. On 64-bit Linux a record is 24 bytes:
/// `tv_sec` and `tv_usec` (8 bytes each), then `type` (2), `code` (2) and `value` (4), little-endian on the
/// machines Tactile targets.
public struct LinuxInputEvent: Sendable, Equatable {
    /// Seconds part of the kernel timestamp.
    public var seconds: Int64
    /// Microseconds part of the kernel timestamp.
    public var microseconds: Int64
    /// The event type (`EV_SYN` = 0, `EV_KEY` = 1, `EV_ABS` = 3, …).
    public var type: UInt16
    /// The event code within the type (`ABS_MT_POSITION_X`, `KEY_PLAYPAUSE`, …).
    public var code: UInt16
    /// The value.
    public var value: Int32

    /// The size of one record on 64-bit Linux.
    public static let recordSize = 24

    /// The timestamp in seconds.
    public var timestamp: TimeInterval { TimeInterval(seconds) + TimeInterval(microseconds) / 1_000_000 }

    /// Creates a record.
    public init(seconds: Int64, microseconds: Int64, type: UInt16, code: UInt16, value: Int32) {
        self.seconds = seconds
        self.microseconds = microseconds
        self.type = type
        self.code = code
        self.value = value
    }

    /// Decodes consecutive records from `bytes`.
    ///
    /// - Throws: ``LinuxInputDecodingError/truncatedRecord(offset:remaining:)`` when the data does not end on a
    ///   record boundary; the error names the byte offset of the incomplete record.
    public static func decode(_ bytes: [UInt8]) throws -> [LinuxInputEvent] {
        var events: [LinuxInputEvent] = []
        events.reserveCapacity(bytes.count / recordSize)
        var offset = 0
        while offset + recordSize <= bytes.count {
            func int(_ at: Int, _ width: Int) -> UInt64 {
                var v: UInt64 = 0
                for i in 0..<width { v |= UInt64(bytes[offset + at + i]) << (8 * UInt64(i)) }
                return v
            }
            events.append(
                LinuxInputEvent(
                    seconds: Int64(bitPattern: int(0, 8)), microseconds: Int64(bitPattern: int(8, 8)),
                    type: UInt16(int(16, 2)), code: UInt16(int(18, 2)),
                    value: Int32(bitPattern: UInt32(int(20, 4)))))
            offset += recordSize
        }
        if offset != bytes.count {
            throw LinuxInputDecodingError.truncatedRecord(offset: offset, remaining: bytes.count - offset)
        }
        return events
    }
}

/// Why a stream of `input_event` records (`<linux/input.h>`) could not be decoded. No UIKit counterpart.
public enum LinuxInputDecodingError: Error, Equatable, CustomStringConvertible {
    /// The stream ends inside a record: `remaining` bytes at byte `offset`, where 24 were expected.
    case truncatedRecord(offset: Int, remaining: Int)

    public var description: String {
        switch self {
        case .truncatedRecord(let offset, let remaining):
            "input_event stream: byte \(offset): expected a 24-byte record, found only \(remaining) bytes"
        }
    }
}

extension LinuxInputDecodingError: LocalizedError {
    /// The same text as ``description``, so `localizedDescription` prints the message.
    public var errorDescription: String? { description }
}
