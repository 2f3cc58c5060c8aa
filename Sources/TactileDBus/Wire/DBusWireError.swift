import Foundation

/// Why bytes are not a valid D-Bus message, or a value cannot be marshalled.
///
/// No UIKit counterpart: libdbus reports these as `DBusValidity` codes and drops the connection. Tactile throws
/// them from ``DBusMessage/decode(_:)`` and the other parsers; a connection that receives such a message drops the
/// message (or, when the stream itself cannot be framed any more, the connection) and never crashes.
public enum DBusWireError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The data ends before the value or message does.
    case truncated(offset: Int)
    /// The first byte is neither `l` (little-endian) nor `B` (big-endian).
    case invalidEndianness(UInt8)
    /// The protocol version byte is not 1.
    case unsupportedProtocolVersion(UInt8)
    /// The message type byte is not 1 (call), 2 (return), 3 (error) or 4 (signal).
    case unknownMessageType(UInt8)
    /// The message is longer than the specification's 128 MiB.
    case messageTooLong(Int)
    /// An array claims more than the specification's 64 MiB.
    case arrayTooLong(Int)
    /// The elements of an array do not end exactly where its length says.
    case arrayLengthMismatch(offset: Int)
    /// A signature is not valid.
    case invalidSignature(String, reason: String)
    /// An object path is not valid.
    case invalidObjectPath(String)
    /// A boolean is neither 0 nor 1.
    case invalidBoolean(UInt32)
    /// A string is not valid UTF-8, contains a NUL, or lacks its terminating NUL.
    case invalidString(offset: Int, reason: String)
    /// Alignment padding holds a byte other than zero.
    case nonZeroPadding(offset: Int)
    /// Containers and variants are nested more than 64 deep.
    case nestingTooDeep(offset: Int)
    /// A header field has the wrong type, appears twice, or holds a bad name.
    case invalidHeaderField(code: UInt8, reason: String)
    /// A header field that this kind of message needs is missing.
    case missingHeaderField(String)
    /// The serial is zero.
    case zeroSerial
    /// The body's values do not fill exactly the declared body length.
    case bodyLengthMismatch(declared: Int, decoded: Int)
    /// A value cannot be encoded (an array element of the wrong type, a string with a NUL, …).
    case unencodableValue(String)

    /// A sentence describing the problem.
    public var description: String {
        switch self {
        case .truncated(let offset): "the data ends at byte \(offset), inside a value"
        case .invalidEndianness(let b): "invalid endianness byte 0x\(String(b, radix: 16)) (expected 'l' or 'B')"
        case .unsupportedProtocolVersion(let v): "unsupported protocol version \(v) (expected 1)"
        case .unknownMessageType(let t): "unknown message type \(t)"
        case .messageTooLong(let n): "message of \(n) bytes exceeds the 128 MiB limit"
        case .arrayTooLong(let n): "array of \(n) bytes exceeds the 64 MiB limit"
        case .arrayLengthMismatch(let offset): "array elements overrun the array's length at byte \(offset)"
        case .invalidSignature(let s, let reason): "invalid signature \"\(s)\": \(reason)"
        case .invalidObjectPath(let p): "invalid object path \"\(p)\""
        case .invalidBoolean(let v): "invalid boolean value \(v) (expected 0 or 1)"
        case .invalidString(let offset, let reason): "invalid string at byte \(offset): \(reason)"
        case .nonZeroPadding(let offset): "non-zero alignment padding at byte \(offset)"
        case .nestingTooDeep(let offset): "values nested more than 64 deep at byte \(offset)"
        case .invalidHeaderField(let code, let reason): "invalid header field \(code): \(reason)"
        case .missingHeaderField(let name): "missing required header field \(name)"
        case .zeroSerial: "message serial is zero"
        case .bodyLengthMismatch(let declared, let decoded):
            "body length \(declared) does not match its values (\(decoded) bytes)"
        case .unencodableValue(let reason): "cannot encode value: \(reason)"
        }
    }
}

extension DBusWireError: LocalizedError {
    /// The same text as ``description``, so `localizedDescription` prints the message.
    public var errorDescription: String? { description }
}
