#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Logging
import Tactile

/// An open evdev device node (`/dev/input/event*`), or a pipe or file of raw `input_event` records standing in for
/// one, with its description.
///
/// No UIKit counterpart: on iOS the system owns the digitizer. The description comes from the `EVIOCG*` ioctls of
/// `linux/input.h` through Glibc (no `-dev` package needed). A pipe or a regular file has no ioctls (`ENOTTY`), so
/// for those the caller supplies the description, for example from an evemu `.desc` file
/// (``EvdevDeviceDescription/parseEvemu(_:file:)``).
///
/// Opening also asks the kernel to stamp events with `CLOCK_MONOTONIC` (`EVIOCSCLOCKID`), the clock behind
/// `ProcessInfo.systemUptime` and so behind `MainQueueScheduler.now`: event timestamps and the scheduler then
/// share a time base (``usesMonotonicClock``). The file descriptor is closed, and a grab released, when the object
/// goes away.
///
/// **Logging.** Given a swift-log `Logger`, the device logs, with the metadata `evdev.path`: at `error`, why it could
/// not be opened or described (the error is also thrown, with the path); at `info`, that it was opened (with its
/// name, and whether it was grabbed); at `debug`, that it was closed. ``EvdevReader`` logs to the same logger
/// unless given its own. Without a logger nothing is logged.
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
    /// Where the device and its readers report what happens (see "Logging" above), with the `evdev.path`
    /// metadata; `nil` when nothing is logged.
    public let logger: Logger?

    /// Opens `path` for reading and reads its description with ioctls, unless `description` is given.
    ///
    /// Opening a FIFO waits until a writer opens it, as `open(2)` does.
    /// - Parameters:
    ///   - path: the device node, such as `/dev/input/event3` (or a FIFO or file holding recorded events).
    ///   - description: the device's description, when it cannot be read with ioctls (a FIFO or a file); `nil`
    ///     reads it from the device.
    ///   - grab: take the device exclusively (`EVIOCGRAB`), so that the desktop does not also react to it.
    ///   - logger: where to report opening, failures and closing (see "Logging" above); `nil`, the default, logs
    ///     nothing.
    /// - Throws: ``EvdevError/open(path:code:)`` (`EACCES`: not in the `input` group), or
    ///   ``EvdevError/ioctl(path:request:code:)`` naming the ioctl (`ENOTTY` for a pipe or a file without
    ///   `description`).
    public convenience init(
        path: String, description: EvdevDeviceDescription? = nil, grab: Bool = false, logger: Logger? = nil
    ) throws(EvdevError) {
        #if canImport(Glibc)
        let fd: Int32
        do throws(EvdevError) {
            fd = try EvdevIoctl.open(path, flags: O_RDONLY | O_CLOEXEC)
        } catch {
            Self.logger(logger, path: path)?.error(
                "Cannot open the input device", metadata: ["evdev.error": "\(error)"])
            throw error
        }
        try self.init(fileDescriptor: fd, path: path, description: description, grab: grab, logger: logger)
        #else
        throw .unsupportedPlatform(path: path)
        #endif
    }

    /// `logger` with the `evdev.path` metadata.
    static func logger(_ logger: Logger?, path: String) -> Logger? {
        guard var logger else { return nil }
        logger[metadataKey: "evdev.path"] = "\(path)"
        return logger
    }

    /// Takes ownership of an open file descriptor (a device, a pipe's read end, a file): it is closed when this
    /// object goes away, or at once if this initializer throws. `path` names it in errors and in the log.
    ///
    /// - Throws: ``EvdevError/ioctl(path:request:code:)`` when `description` is `nil` and the descriptor is not an
    ///   evdev device, or when `grab` fails.
    public init(
        fileDescriptor: Int32, path: String, description: EvdevDeviceDescription? = nil, grab: Bool = false,
        logger: Logger? = nil
    ) throws(EvdevError) {
        #if canImport(Glibc)
        let logger = Self.logger(logger, path: path)
        do throws(EvdevError) {
            if let description {
                self.deviceDescription = description
            } else {
                self.deviceDescription = try Self.readDescription(fileDescriptor: fileDescriptor, path: path)
            }
            if grab { try EvdevIoctl.setInt(fileDescriptor, path, "EVIOCGRAB", number: 0x90, value: 1) }
        } catch {
            close(fileDescriptor)
            logger?.error("Cannot use the input device", metadata: ["evdev.error": "\(error)"])
            throw error
        }
        self.path = path
        self.fileDescriptor = fileDescriptor
        self.isGrabbed = grab
        self.logger = logger
        // A pipe or a file has no clock to set: its timestamps stay as written.
        self.usesMonotonicClock =
            (try? EvdevIoctl.setIntPointer(fileDescriptor, path, "EVIOCSCLOCKID", number: 0xa0, value: CLOCK_MONOTONIC))
            != nil
        logger?.info(
            "Opened the input device",
            metadata: ["evdev.name": "\(deviceDescription.name)", "evdev.grabbed": "\(grab)"])
        #else
        throw .unsupportedPlatform(path: path)
        #endif
    }

    deinit {
        #if canImport(Glibc)
        if isGrabbed { try? EvdevIoctl.setInt(fileDescriptor, path, "EVIOCGRAB", number: 0x90, value: 0) }
        close(fileDescriptor)
        logger?.debug("Closed the input device")
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
