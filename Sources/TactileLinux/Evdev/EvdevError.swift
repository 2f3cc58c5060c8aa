#if canImport(Glibc)
import Glibc
#endif
import Foundation

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

extension EvdevError: LocalizedError {
    /// The same text as ``description``, so `localizedDescription` prints the message.
    public var errorDescription: String? { description }
}
