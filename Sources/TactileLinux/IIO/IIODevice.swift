import Foundation
import Tactile

/// An Industrial I/O device (`/sys/bus/iio/devices/iio:deviceN`, kernel `Documentation/ABI/testing/sysfs-bus-iio`)
/// and the motion sensors it offers.
///
/// No Core Motion counterpart: the sensor hub behind `CMMotionManager`. A device is read once, from its sysfs
/// directory: its `name`, the accelerometer (`in_accel_{x,y,z}`), gyroscope (`in_anglvel_…`) and magnetometer
/// (`in_magn_…`) channels with their scale, offset, sampling frequency and mount matrix, its `scan_elements/`, and
/// its `current_timestamp_clock`. One device can hold several sensors (a `bmi160` has an accelerometer and a
/// gyroscope); a sensor needs all three axes.
///
/// ```swift
/// for device in try IIODevice.discover() {
///     print(device.deviceName, device.name, device.sensors)   // iio:device0 bmi160 [accelerometer, gyroscope]
/// }
/// ```
///
/// Mount matrices are looked up as iio-sensor-proxy does for the accelerometer: `mount_matrix`, then
/// `in_<type>_mount_matrix`, then `in_mount_matrix`, then the identity. (iio-sensor-proxy first honours udev's
/// `ACCEL_MOUNT_MATRIX` from systemd's hwdb; pass that to ``IIOMotionSource`` as an override.)
public struct IIODevice: Sendable, Equatable {
    /// Where the kernel lists IIO devices.
    public static let defaultSysfsRoot = "/sys/bus/iio/devices"

    /// The device's sysfs directory.
    public let path: String
    /// The directory's name, `iio:deviceN`.
    public let deviceName: String
    /// `N`.
    public let index: Int
    /// The part name (`name`), e.g. `bmi160`, `accel_3d`; empty when absent.
    public let name: String
    /// The character device buffered scans are read from, `/dev/iio:deviceN` by default. Point it at a pipe or a
    /// file to replay scans.
    public var characterDevicePath: String
    /// The motion sensors, in the order accelerometer, gyroscope, magnetometer.
    public let motionChannels: [IIOMotionChannels]
    /// Every element of `scan_elements/`, as discovered, by index.
    public let scanElements: [IIOScanElement]
    /// The clock of buffered timestamps (`current_timestamp_clock`), if the device has the attribute.
    public let timestampClock: IIOTimestampClock?
    /// Whether the device has a buffer (`buffer/enable`).
    public let hasBuffer: Bool

    /// Reads the device at `path` (a directory named `iio:deviceN`).
    ///
    /// - Parameters:
    ///   - path: the device's sysfs directory, such as `/sys/bus/iio/devices/iio:device0`.
    ///   - characterDevicePath: default `/dev/` plus the directory's name.
    /// - Throws: ``IIOError`` when the directory does not exist, or an attribute cannot be read or parsed: a scale
    ///   that is not a number, a bad scan type, a malformed mount matrix.
    public init(path: String, characterDevicePath: String? = nil) throws(IIOError) {
        let path = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
        guard Sysfs.exists(path) else { throw .read(path: path, code: Errno.enoent) }
        self.path = path
        let deviceName = path.split(separator: "/").last.map(String.init) ?? path
        self.deviceName = deviceName
        self.index = Self.deviceIndex(deviceName) ?? 0
        self.characterDevicePath = characterDevicePath ?? "/dev/\(deviceName)"
        self.name = try Sysfs.readIfPresent("\(path)/name") ?? ""
        let files = Set(try Sysfs.list(path))
        let scanElements = try Self.readScanElements(devicePath: path)
        self.scanElements = scanElements
        let scanChannels = Set(scanElements.map(\.channel))
        if let text = try Sysfs.readIfPresent("\(path)/current_timestamp_clock") {
            guard let clock = IIOTimestampClock(rawValue: text) else {
                throw .malformedAttribute(
                    path: "\(path)/current_timestamp_clock",
                    expected: "one of " + IIOTimestampClock.allCases.map(\.rawValue).joined(separator: ", "), found: text)
            }
            self.timestampClock = clock
        } else {
            self.timestampClock = nil
        }
        self.hasBuffer = Sysfs.exists("\(path)/buffer/enable")
        var channels: [IIOMotionChannels] = []
        for sensor in [RawMotionSample.Sensor.accelerometer, .gyroscope, .magnetometer] {
            if let found = try Self.readChannels(sensor, devicePath: path, files: files, scanChannels: scanChannels) {
                channels.append(found)
            }
        }
        self.motionChannels = channels
    }

    /// Every IIO device under `sysfsRoot` (the `iio:deviceN` entries; triggers are skipped), by `N`. A missing root
    /// (a kernel without IIO) gives no devices.
    ///
    /// - Throws: ``IIOError`` when the root cannot be listed or a device cannot be read.
    public static func discover(sysfsRoot: String = defaultSysfsRoot) throws(IIOError) -> [IIODevice] {
        let names = try Sysfs.list(sysfsRoot).compactMap { name in deviceIndex(name).map { (name, $0) } }
        var devices: [IIODevice] = []
        for (name, _) in names.sorted(by: { $0.1 < $1.1 }) {
            devices.append(try IIODevice(path: "\(sysfsRoot)/\(name)"))
        }
        return devices
    }

    /// Every `iio:deviceN` under `sysfsRoot`, by number, each read or with the reason it could not be: one
    /// unreadable device does not hide the others (for listings such as `tactile devices`). A missing root gives
    /// an empty list.
    public static func scan(sysfsRoot: String = defaultSysfsRoot) -> [(path: String, device: Result<IIODevice, IIOError>)] {
        guard let names = try? Sysfs.list(sysfsRoot) else { return [] }
        return names.compactMap { name in deviceIndex(name).map { (name, $0) } }
            .sorted { $0.1 < $1.1 }
            .map { name, _ in
                let path = "\(sysfsRoot)/\(name)"
                do throws(IIOError) {
                    return (path, .success(try IIODevice(path: path)))
                } catch {
                    return (path, .failure(error))
                }
            }
    }

    /// The motion sensors the device offers in either mode.
    public var sensors: Set<RawMotionSample.Sensor> { Set(motionChannels.map(\.sensor)) }

    /// The sensors whose three `_raw` attributes exist (polled mode).
    public var polledSensors: Set<RawMotionSample.Sensor> {
        Set(motionChannels.filter(\.hasRawAttributes).map(\.sensor))
    }

    /// The sensors whose three axes are scan elements of a device with a buffer (buffered mode).
    public var bufferedSensors: Set<RawMotionSample.Sensor> {
        hasBuffer ? Set(motionChannels.filter(\.hasScanElements).map(\.sensor)) : []
    }

    /// The channels of `sensor`, if the device has it.
    public func channels(for sensor: RawMotionSample.Sensor) -> IIOMotionChannels? {
        motionChannels.first { $0.sensor == sensor }
    }

    /// The full path of an attribute, e.g. `attributePath("buffer/enable")`.
    public func attributePath(_ name: String) -> String { "\(path)/\(name)" }

    /// Reads `scan_elements/` again (after enabling or disabling elements).
    ///
    /// - Throws: ``IIOError`` when an `_en`, `_index` or `_type` attribute cannot be read or parsed.
    public func readScanElements() throws(IIOError) -> [IIOScanElement] {
        try Self.readScanElements(devicePath: path)
    }

    // MARK: Reading

    /// `N` for a name `iio:deviceN`.
    static func deviceIndex(_ name: String) -> Int? {
        guard name.hasPrefix("iio:device") else { return nil }
        let digits = name.dropFirst("iio:device".count)
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.count < 10 else { return nil }
        return Int(digits)
    }

    static func readScanElements(devicePath: String) throws(IIOError) -> [IIOScanElement] {
        let directory = "\(devicePath)/scan_elements"
        var elements: [IIOScanElement] = []
        for file in try Sysfs.list(directory) where file.hasSuffix("_en") {
            let channel = String(file.dropLast(3))
            let enabled = try Sysfs.readInteger("\(directory)/\(file)")
            let indexPath = "\(directory)/\(channel)_index"
            let index = try Sysfs.readInteger(indexPath)
            guard index >= 0, index < 1 << 20 else {
                throw .malformedAttribute(path: indexPath, expected: "a scan index from 0", found: String(index))
            }
            let typePath = "\(directory)/\(channel)_type"
            let text = try Sysfs.read(typePath)
            let type: IIOScanType
            do throws(IIOScanTypeError) {
                type = try IIOScanType(parsing: text)
            } catch {
                throw .badScanType(path: typePath, error)
            }
            elements.append(IIOScanElement(channel: channel, index: Int(index), type: type, isEnabled: enabled != 0))
        }
        return elements.sorted { ($0.index, $0.channel) < ($1.index, $1.channel) }
    }

    private static func readChannels(
        _ sensor: RawMotionSample.Sensor, devicePath path: String, files: Set<String>, scanChannels: Set<String>
    ) throws(IIOError) -> IIOMotionChannels? {
        let type = IIOMotionChannels.channelType(for: sensor)
        let prefixes = IIOMotionChannels.axisNames.map { "in_\(type)_\($0)" }
        let hasRaw = prefixes.allSatisfy { files.contains("\($0)_raw") }
        let hasScan = prefixes.allSatisfy { scanChannels.contains($0) }
        guard hasRaw || hasScan else { return nil }
        var axes: [IIOMotionChannels.Calibration] = []
        for prefix in prefixes {
            let scale = try number(first: ["\(prefix)_scale", "in_\(type)_scale"], in: path, files: files) ?? 1
            let offset = try number(first: ["\(prefix)_offset", "in_\(type)_offset"], in: path, files: files) ?? 0
            axes.append(.init(scale: scale, offset: offset))
        }
        var matrix = IIOMountMatrix.identity
        var matrixAttribute: String?
        for candidate in ["mount_matrix", "in_\(type)_mount_matrix", "in_mount_matrix"] where files.contains(candidate) {
            let file = "\(path)/\(candidate)"
            guard let text = try Sysfs.readIfPresent(file) else { continue }
            matrix = try IIOMountMatrix.parse(text, path: file)
            matrixAttribute = candidate
            break
        }
        let frequencyAttribute = ["in_\(type)_sampling_frequency", "sampling_frequency"].first { files.contains($0) }
        let frequency = try number(first: frequencyAttribute.map { [$0] } ?? [], in: path, files: files)
        var available: IIOAvailableValues?
        for candidate in ["in_\(type)_sampling_frequency_available", "sampling_frequency_available"]
        where files.contains(candidate) {
            let file = "\(path)/\(candidate)"
            guard let text = try Sysfs.readIfPresent(file) else { continue }
            available = try IIOAvailableValues.parse(text, path: file)
            break
        }
        return IIOMotionChannels(
            sensor: sensor, devicePath: path, axes: axes, mountMatrix: matrix, mountMatrixAttribute: matrixAttribute,
            hasRawAttributes: hasRaw, hasScanElements: hasScan, samplingFrequencyAttribute: frequencyAttribute,
            samplingFrequency: frequency, availableSamplingFrequencies: available)
    }

    /// The first of `names` that exists, read as a decimal number.
    private static func number(first names: [String], in path: String, files: Set<String>) throws(IIOError) -> Double? {
        for name in names where files.contains(name) {
            if let value = try Sysfs.readNumberIfPresent("\(path)/\(name)") { return value }
        }
        return nil
    }
}
