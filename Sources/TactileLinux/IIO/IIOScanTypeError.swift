#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Tactile

/// Why a `scan_elements/*_type` string (`[be|le]:[s|u|f]bits/storagebits[Xrepeat][>>shift]`, kernel
/// `Documentation/ABI/testing/sysfs-bus-iio`) was rejected.
///
/// No Core Motion counterpart. ``IIOScanType/init(parsing:)`` throws it; ``IIOError/badScanType(path:_:)`` wraps it
/// with the attribute's path.
public struct IIOScanTypeError: Error, Equatable, CustomStringConvertible {
    /// What is wrong with the string (no Core Motion counterpart).
    public enum Reason: Sendable, Equatable {
        /// At character `position` (0-based), `expected` was expected.
        case syntax(position: Int, expected: String)
        /// The storage size is not 8, 16, 32 or 64 bits.
        case storageBits(Int)
        /// The value's bits (plus the shift) do not fit in the storage, or are zero.
        case bits(bits: Int, shift: Int, storageBits: Int)
        /// The repeat count is zero.
        case repeatCount(Int)
        /// A float type whose size is not 16, 32 or 64 bits.
        case floatBits(Int)
    }

    /// The type string, as given (without its trailing newline).
    public var text: String
    /// What is wrong with it.
    public var reason: Reason

    /// Creates an error.
    public init(text: String, reason: Reason) {
        self.text = text
        self.reason = reason
    }

    public var description: String {
        let what: String
        switch reason {
        case .syntax(let position, let expected):
            what = "at character \(position + 1): expected \(expected)"
        case .storageBits(let bits):
            what = "expected a storage size of 8, 16, 32 or 64 bits, found \(bits)"
        case .bits(let bits, let shift, let storage):
            what = "expected 1 to \(storage) value bits (after a shift of \(shift)) in \(storage) bits of storage, found \(bits)"
        case .repeatCount(let count):
            what = "expected a repeat count of at least 1, found \(count)"
        case .floatBits(let bits):
            what = "expected a float of 16, 32 or 64 bits, found \(bits)"
        }
        return "bad scan type \"\(text)\" (format [be|le]:[s|u|f]bits/storagebits[Xrepeat][>>shift]): \(what)"
    }
}

extension IIOScanTypeError: LocalizedError {
    /// The same text as ``description``, so `localizedDescription` prints the message.
    public var errorDescription: String? { description }
}
