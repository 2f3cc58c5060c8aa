import Foundation
import Tactile

/// One evdev input device found under `/dev/input` (no UIKit counterpart).
public struct InputDeviceInfo: Sendable, Equatable {
    /// The device node, such as `/dev/input/event3`.
    public var path: String
    /// The name the driver reports (`EVIOCGNAME`), or `nil` when the node could not be opened.
    public var name: String?
    /// Why the node could not be read, when it could not.
    public var problem: String?
    /// What the device can do (touchscreen, media keys, …), or `nil` when the node could not be read.
    public var capabilities: EvdevCapabilities? = nil
    /// The device's whole description, or `nil` when the node could not be read.
    public var deviceDescription: EvdevDeviceDescription? = nil
}

/// Lists the evdev devices of this machine (no UIKit counterpart; the `tactile devices` command).
///
/// The descriptions come from the `EVIOCG*` ioctls through Glibc (``EvdevDevice/describe(path:)``), so no `-dev`
/// package is needed.
public enum InputDeviceList {
    /// The `event*` nodes in `directory` (default `/dev/input`), sorted by number, with their names and
    /// capabilities. An absent or empty directory gives an empty list; a node that cannot be opened or is not an
    /// evdev device is listed with its ``InputDeviceInfo/problem``.
    public static func scan(directory: String = "/dev/input") -> [InputDeviceInfo] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        let nodes = names.filter { $0.hasPrefix("event") }
            .sorted { (Int($0.dropFirst(5)) ?? 0) < (Int($1.dropFirst(5)) ?? 0) }
        return nodes.map { node in
            let path = directory + "/" + node
            do throws(EvdevError) {
                let d = try EvdevDevice.describe(path: path)
                return InputDeviceInfo(
                    path: path, name: d.name, problem: nil, capabilities: d.capabilities, deviceDescription: d)
            } catch {
                // A listing needs no advice about supplying descriptions: say what the node is not.
                if case .ioctl(_, let request, let code) = error, code == EvdevError.enotty {
                    return InputDeviceInfo(
                        path: path, name: nil,
                        problem: "not an evdev device (\(request): \(EvdevError.message(code)))")
                }
                return InputDeviceInfo(path: path, name: nil, problem: error.description)
            }
        }
    }

    /// The `event*` nodes in `directory`, as ``scan(directory:)`` lists them, after checking that the folder is
    /// there: a folder the user names must not read as a machine without input devices.
    ///
    /// - Throws: ``InputDeviceListError`` when `directory` does not exist, is not a folder, or cannot be read.
    public static func list(directory: String = "/dev/input") throws(InputDeviceListError) -> [InputDeviceInfo] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            throw .missingFolder(directory)
        }
        guard isDirectory.boolValue else { throw .notAFolder(directory) }
        guard (try? FileManager.default.contentsOfDirectory(atPath: directory)) != nil else {
            throw .unreadableFolder(directory)
        }
        return scan(directory: directory)
    }

    /// `_IOC(dir, type, nr, size)` as `<asm-generic/ioctl.h>` defines it.
    static func ioctlRequest(read: Bool, type: UInt, number: UInt, size: Int) -> UInt {
        (read ? 2 << 30 : 0) | (UInt(size) << 16) | (type << 8) | number
    }
}

/// Why a folder of input devices cannot be listed (no UIKit counterpart): each case names the folder.
public enum InputDeviceListError: LocalizedError, CustomStringConvertible, Equatable, Sendable {
    /// Nothing is at the path.
    case missingFolder(String)
    /// The path names a file, not a folder.
    case notAFolder(String)
    /// The folder exists but may not be read by this user.
    case unreadableFolder(String)

    /// One sentence: the folder, what is wrong, and what to do.
    public var description: String {
        switch self {
        case .missingFolder(let path):
            "the folder \(path) does not exist. Give the folder of the input device nodes (/dev/input by default)."
        case .notAFolder(let path):
            "\(path) is a file, not a folder. Give the folder of the input device nodes (/dev/input by default)."
        case .unreadableFolder(let path):
            "the folder \(path) may not be read: permission denied. Check its permissions (ls -ld \(path))."
        }
    }

    /// The same text as ``description``.
    public var errorDescription: String? { description }
}
