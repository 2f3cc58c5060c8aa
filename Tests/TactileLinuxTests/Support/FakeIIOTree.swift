import Foundation
import Glibc

/// A fake `/sys/bus/iio/devices` in a temporary directory: every attribute a file holding its text and a newline,
/// as sysfs prints them. This machine has no IIO sensors; the code under test reads the fake tree exactly as it
/// reads the real one.
struct FakeIIOTree {
    let root: String

    init() throws {
        var template = Array("/tmp/tactile-iio-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw POSIXError(.EIO) }
        root = String(cString: made)
    }

    /// Deletes the tree. (Plain POSIX calls: Foundation's file manager takes a tenth of a second per tree here.)
    func remove() { Self.removeRecursively(root) }

    private static func removeRecursively(_ path: String) {
        if let dir = opendir(path) {
            var names: [String] = []
            while let entry = readdir(dir) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if name != "." && name != ".." { names.append(name) }
            }
            closedir(dir)
            for name in names { removeRecursively("\(path)/\(name)") }
            rmdir(path)
        } else {
            unlink(path)
        }
    }

    /// The full path of `relative` (e.g. `iio:device0/buffer/enable`).
    func path(_ relative: String) -> String { "\(root)/\(relative)" }

    /// Creates the directory `full` and its parents.
    private func makeDirectories(_ full: String) {
        var prefix = ""
        for part in full.split(separator: "/") {
            prefix += "/" + part
            mkdir(prefix, 0o755)
        }
    }

    /// Writes `value` and a newline to `relative`, creating directories as needed.
    func set(_ relative: String, _ value: String) throws {
        let full = path(relative)
        if let slash = full.lastIndex(of: "/") { makeDirectories(String(full[..<slash])) }
        let fd = open(full, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { Glibc.close(fd) }
        let bytes = Array((value + "\n").utf8)
        guard bytes.withUnsafeBytes({ write(fd, $0.baseAddress, $0.count) }) == bytes.count else {
            throw POSIXError(.EIO)
        }
    }

    /// Writes raw bytes (scans) to `relative`.
    func setBytes(_ relative: String, _ bytes: [UInt8]) throws {
        let fd = open(path(relative), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { Glibc.close(fd) }
        guard bytes.withUnsafeBytes({ write(fd, $0.baseAddress, $0.count) }) == bytes.count else {
            throw POSIXError(.EIO)
        }
    }

    /// Writes every attribute of a device directory.
    func device(_ index: Int, _ attributes: [String: String]) throws {
        makeDirectories(path("iio:device\(index)"))
        for (name, value) in attributes { try set("iio:device\(index)/\(name)", value) }
    }

    /// An attribute's text without its newline.
    func get(_ relative: String) -> String? {
        let fd = open(path(relative), O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { Glibc.close(fd) }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard n >= 0 else { return nil }
        return String(decoding: buffer[0..<n], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func delete(_ relative: String) { unlink(path(relative)) }

    /// A FIFO standing in for a character device.
    func fifo(_ name: String) throws -> String {
        let full = path(name)
        guard mkfifo(full, 0o600) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        return full
    }

    /// Scan elements for `channels` (attribute prefixes), in that index order, all `le:s16/16>>0` and off, then
    /// `in_timestamp` (`le:s64/64>>0`).
    static func scanElements(_ channels: [String]) -> [String: String] {
        var attributes: [String: String] = [:]
        for (i, channel) in (channels + ["in_timestamp"]).enumerated() {
            attributes["scan_elements/\(channel)_en"] = "0"
            attributes["scan_elements/\(channel)_index"] = "\(i)"
            attributes["scan_elements/\(channel)_type"] = channel == "in_timestamp" ? "le:s64/64>>0" : "le:s16/16>>0"
        }
        return attributes
    }

    /// 9.80665 / 16384: a ±2 g 16-bit accelerometer, 1 g = 16384 counts.
    static let accelScale = "0.000598550415"
    /// A ±2000 °/s 16-bit gyroscope (2000·π/180/32768 rad/s per count).
    static let gyroScale = "0.001065264"

    /// A `bmi160`-like accelerometer and gyroscope lying flat, with a buffer, scan elements, sampling frequencies
    /// and a trigger of its own.
    static func bmi160(accel: (Int, Int, Int) = (0, 0, 16384), gyro: (Int, Int, Int) = (1000, -500, 0)) -> [String: String] {
        var a: [String: String] = [
            "name": "bmi160",
            "in_accel_x_raw": "\(accel.0)", "in_accel_y_raw": "\(accel.1)", "in_accel_z_raw": "\(accel.2)",
            "in_accel_scale": accelScale,
            "in_accel_sampling_frequency": "100.000000",
            "in_accel_sampling_frequency_available": "25 50 100 200 400 800 1600",
            "in_anglvel_x_raw": "\(gyro.0)", "in_anglvel_y_raw": "\(gyro.1)", "in_anglvel_z_raw": "\(gyro.2)",
            "in_anglvel_scale": gyroScale,
            "in_anglvel_sampling_frequency": "100.000000",
            "in_anglvel_sampling_frequency_available": "25 50 100 200 400 800 1600 3200",
            "current_timestamp_clock": "realtime",
            "buffer/enable": "0", "buffer/length": "2",
            "trigger/current_trigger": "",
        ]
        a.merge(scanElements(
            ["in_accel_x", "in_accel_y", "in_accel_z", "in_anglvel_x", "in_anglvel_y", "in_anglvel_z"])) { $1 }
        return a
    }

    /// An `ak8975`-like magnetometer with per-axis scales in Gauss, polled only.
    static let ak8975: [String: String] = [
        "name": "ak8975",
        "in_magn_x_raw": "200", "in_magn_y_raw": "-100", "in_magn_z_raw": "500",
        "in_magn_x_scale": "0.001", "in_magn_y_scale": "0.001", "in_magn_z_scale": "0.001",
    ]

    /// iio:device0 = bmi160 (with its trigger, trigger0), iio:device1 = ak8975.
    static func standard() throws -> FakeIIOTree {
        let tree = try FakeIIOTree()
        try tree.device(0, bmi160())
        try tree.device(1, ak8975)
        try tree.set("trigger0/name", "bmi160-dev0")
        return tree
    }
}
