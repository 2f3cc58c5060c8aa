#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Tactile

/// Why an IIO sensor (kernel `Documentation/ABI/testing/sysfs-bus-iio`) could not be found, described, started or
/// read.
///
/// No Core Motion counterpart: Core Motion reports an unavailable sensor through `isAccelerometerAvailable` and
/// friends, and never fails to read. Every case names the file or device involved; `code` is the `errno` value of
/// `<errno.h>`. The ``description`` says what was expected and what was found, and ends with what to do about it
/// (permissions, a program that already holds the buffer, a missing trigger).
public enum IIOError: Error, Equatable, CustomStringConvertible {
    /// Reading a sysfs attribute or listing a directory failed.
    case read(path: String, code: Int32)
    /// Writing `value` to a sysfs attribute failed.
    case write(path: String, value: String, code: Int32)
    /// Opening the character device (`/dev/iio:deviceN`, or a pipe or file standing in for it) failed.
    case open(path: String, code: Int32)
    /// `read(2)` or `poll(2)` on the character device failed.
    case readBuffer(path: String, code: Int32)
    /// An attribute's text is not what the ABI says it should be.
    case malformedAttribute(path: String, expected: String, found: String)
    /// A `scan_elements/*_type` attribute holds a type string that cannot be parsed or decoded.
    case badScanType(path: String, IIOScanTypeError)
    /// No device offers this sensor (in the mode asked for).
    case sensorUnavailable(RawMotionSample.Sensor)
    /// A scan element that must be on for the buffer is off after being enabled (the `_en` file at `path`).
    case channelNotEnabled(path: String)
    /// The buffer's scans would be empty: no scan element is enabled (`scan_elements` at `path`).
    case emptyScan(path: String)
    /// The stream of scans ended inside a scan: `remaining` bytes at byte `offset`, where `scanSize` were expected.
    case truncatedScan(path: String, offset: Int, remaining: Int, scanSize: Int)
    /// IIO devices can only be used on Linux (Glibc).
    case unsupportedPlatform(path: String)

    /// The file, directory or device involved (empty for ``sensorUnavailable(_:)``).
    public var path: String {
        switch self {
        case .read(let path, _), .write(let path, _, _), .open(let path, _), .readBuffer(let path, _),
            .malformedAttribute(let path, _, _), .badScanType(let path, _), .channelNotEnabled(let path),
            .emptyScan(let path), .truncatedScan(let path, _, _, _), .unsupportedPlatform(let path):
            path
        case .sensorUnavailable:
            ""
        }
    }

    /// The `errno` value, for the cases that have one.
    public var code: Int32? {
        switch self {
        case .read(_, let code), .write(_, _, let code), .open(_, let code), .readBuffer(_, let code): code
        default: nil
        }
    }

    /// Whether the error means the user lacks permission (`EACCES` or `EPERM`).
    public var isPermissionDenied: Bool { code == Errno.eacces || code == Errno.eperm }

    public var description: String {
        switch self {
        case .read(let path, let code):
            return "\(path): cannot read: \(Errno.message(code))" + Self.readHint(code)
        case .write(let path, let value, let code):
            return "\(path): cannot write \"\(value)\": \(Errno.message(code))" + Self.writeHint(path, code)
        case .open(let path, let code):
            return "\(path): cannot open: \(Errno.message(code))" + Self.openHint(code)
        case .readBuffer(let path, let code):
            var text = "\(path): reading scans failed: \(Errno.message(code))"
            if code == Errno.enodev { text += " (the device was removed)" }
            return text
        case .malformedAttribute(let path, let expected, let found):
            return "\(path): expected \(expected), found \"\(Self.shown(found))\""
        case .badScanType(let path, let error):
            return "\(path): \(error)"
        case .sensorUnavailable(let sensor):
            return "no IIO device offers the \(sensor) (`ls /sys/bus/iio/devices/*/` lists what the sensors offer)"
        case .channelNotEnabled(let path):
            return "\(path): expected 1 after enabling the scan element, found 0 (the driver refused the channel)"
        case .emptyScan(let path):
            return "\(path): no scan element is enabled, so the buffer would deliver empty scans"
        case .truncatedScan(let path, let offset, let remaining, let scanSize):
            return "\(path): byte \(offset): expected a \(scanSize)-byte scan, the stream ended after \(remaining) bytes"
        case .unsupportedPlatform(let path):
            return "\(path): IIO devices can only be used on Linux"
        }
    }

    /// The text as found, cut short and with its line breaks shown.
    private static func shown(_ text: String) -> String {
        let escaped = text.replacingOccurrences(of: "\n", with: "\\n")
        return escaped.count > 80 ? String(escaped.prefix(80)) + "…" : escaped
    }

    private static let udevRule =
        "add a udev rule such as `SUBSYSTEM==\"iio\", KERNEL==\"iio:device*\", GROUP=\"plugdev\", MODE=\"0660\"`"
        + " (in /etc/udev/rules.d/, then `sudo udevadm trigger`) and join that group, or run as root"

    private static func readHint(_ code: Int32) -> String {
        if code == Errno.eacces || code == Errno.eperm { return " (\(udevRule))" }
        if code == Errno.ebusy {
            return " (the device's buffer is enabled, often by iio-sensor-proxy, and the driver cannot read single"
                + " values meanwhile: stop that program, or use buffered mode)"
        }
        return ""
    }

    private static func openHint(_ code: Int32) -> String {
        if code == Errno.eacces || code == Errno.eperm { return " (\(udevRule))" }
        if code == Errno.ebusy {
            return " (another program has the buffer open, often iio-sensor-proxy: stop it, or use polled mode)"
        }
        if code == Errno.enoent { return " (no character device: is the driver loaded? `ls /dev/iio:*`)" }
        return ""
    }

    private static func writeHint(_ path: String, _ code: Int32) -> String {
        if code == Errno.eacces || code == Errno.eperm {
            return " (sysfs attributes are writable by root only: run as root, or give a group write access with a"
                + " udev rule, e.g. `SUBSYSTEM==\"iio\", RUN+=\"/bin/chmod g+w /sys%p/buffer/enable …\"`;"
                + " polled mode only reads attributes)"
        }
        if code == Errno.ebusy {
            return " (the buffer is enabled, or in use by another program such as iio-sensor-proxy)"
        }
        if code == Errno.einval && path.hasSuffix("buffer/enable") {
            return " (the driver needs a trigger: write one of /sys/bus/iio/devices/trigger*/name to"
                + " trigger/current_trigger)"
        }
        return ""
    }
}

extension IIOError: LocalizedError {
    /// The same text as ``description``, so `localizedDescription` prints the message.
    public var errorDescription: String? { description }
}
