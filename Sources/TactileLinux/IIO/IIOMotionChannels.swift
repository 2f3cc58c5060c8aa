import Foundation
import Tactile

/// One motion sensor of an IIO device: the `in_accel_*`, `in_anglvel_*` or `in_magn_*` channels of the kernel's
/// IIO ABI (`Documentation/ABI/testing/sysfs-bus-iio`), with the calibration that turns raw counts into Core
/// Motion's units.
///
/// Core Motion counterpart: none public; this is what feeds `CMAccelerometerData`, `CMGyroData` and
/// `CMMagnetometerData`. A reading becomes a `RawMotionSample` in four steps:
/// 1. per axis, `(raw + offset) × scale` gives m/s² (accelerometer), rad/s (gyroscope) or Gauss (magnetometer);
/// 2. the ``mountMatrix`` takes the vector from the chip's axes to the device's;
/// 3. the accelerometer's specific force (flat, screen up: z = +9.81 m/s²) becomes iOS's acceleration in g with
///    gravity pointing down (z = −1): `a = −v / 9.80665`;
/// 4. Gauss become microtesla (× 100); rad/s stay rad/s.
public struct IIOMotionChannels: Sendable, Equatable {
    /// The scale and offset of one axis (no Core Motion counterpart).
    public struct Calibration: Sendable, Equatable {
        /// Units per count (`_scale`; 1 when the driver has none, as iio-sensor-proxy assumes).
        public var scale: Double
        /// Counts added before scaling (`_offset`; 0 when absent).
        public var offset: Double

        /// Creates a calibration.
        public init(scale: Double = 1, offset: Double = 0) {
            self.scale = scale
            self.offset = offset
        }
    }

    /// Standard gravity, m/s² per g.
    public static let standardGravity = 9.80665
    /// Microtesla per Gauss.
    public static let microteslaPerGauss = 100.0

    /// The sensor.
    public let sensor: RawMotionSample.Sensor
    /// The device's sysfs directory.
    public let devicePath: String
    /// The channel type in attribute names: `accel`, `anglvel` or `magn`.
    public var channelType: String { Self.channelType(for: sensor) }
    /// The x, y and z calibrations.
    public var axes: [Calibration]
    /// The mount matrix in use.
    public var mountMatrix: IIOMountMatrix
    /// The attribute the mount matrix was read from (`mount_matrix`, `in_accel_mount_matrix`, `in_mount_matrix`),
    /// or `nil` for the identity or an override.
    public var mountMatrixAttribute: String?
    /// Whether the `_raw` attributes of all three axes exist (polled mode).
    public var hasRawAttributes: Bool
    /// Whether the three axes are scan elements (buffered mode).
    public var hasScanElements: Bool
    /// The sampling-frequency attribute, relative to the device directory (`in_accel_sampling_frequency` or the shared
    /// `sampling_frequency`), if there is one.
    public var samplingFrequencyAttribute: String?
    /// The sampling frequency in Hz when discovered.
    public var samplingFrequency: Double?
    /// The sampling frequencies the driver accepts, if it says.
    public var availableSamplingFrequencies: IIOAvailableValues?

    /// Creates channels; ``IIODevice`` reads them from sysfs.
    public init(
        sensor: RawMotionSample.Sensor, devicePath: String, axes: [Calibration] = Array(repeating: Calibration(), count: 3),
        mountMatrix: IIOMountMatrix = .identity, mountMatrixAttribute: String? = nil, hasRawAttributes: Bool = true,
        hasScanElements: Bool = false, samplingFrequencyAttribute: String? = nil, samplingFrequency: Double? = nil,
        availableSamplingFrequencies: IIOAvailableValues? = nil
    ) {
        self.sensor = sensor
        self.devicePath = devicePath
        self.axes = axes.count == 3 ? axes : Array(repeating: Calibration(), count: 3)
        self.mountMatrix = mountMatrix
        self.mountMatrixAttribute = mountMatrixAttribute
        self.hasRawAttributes = hasRawAttributes
        self.hasScanElements = hasScanElements
        self.samplingFrequencyAttribute = samplingFrequencyAttribute
        self.samplingFrequency = samplingFrequency
        self.availableSamplingFrequencies = availableSamplingFrequencies
    }

    /// The channel type in attribute names for `sensor`: `accel`, `anglvel` or `magn`.
    public static func channelType(for sensor: RawMotionSample.Sensor) -> String {
        switch sensor {
        case .accelerometer: "accel"
        case .gyroscope: "anglvel"
        case .magnetometer: "magn"
        }
    }

    /// The axis names, in order.
    public static let axisNames = ["x", "y", "z"]

    /// The channel prefix of axis `axis` (0, 1, 2), e.g. `in_accel_x`.
    public func channel(_ axis: Int) -> String { "in_\(channelType)_\(Self.axisNames[axis])" }

    /// The full path of axis `axis`'s `_raw` attribute.
    public func rawAttributePath(_ axis: Int) -> String { "\(devicePath)/\(channel(axis))_raw" }

    /// Converts raw counts on the chip's axes to a sample in iOS's units, signs and axes.
    @inline(__always)
    public func sample(rawX: Double, rawY: Double, rawZ: Double, timestamp: TimeInterval) -> RawMotionSample {
        let v = mountMatrix.apply(
            (rawX + axes[0].offset) * axes[0].scale, (rawY + axes[1].offset) * axes[1].scale,
            (rawZ + axes[2].offset) * axes[2].scale)
        let k: Double
        switch sensor {
        case .accelerometer: k = -1 / Self.standardGravity
        case .gyroscope: k = 1
        case .magnetometer: k = Self.microteslaPerGauss
        }
        return RawMotionSample(timestamp: timestamp, sensor: sensor, x: k * v.x, y: k * v.y, z: k * v.z)
    }

    /// Reads the three `_raw` attributes now and converts them (polled mode).
    ///
    /// - Throws: ``IIOError`` when an attribute cannot be read or is not an integer.
    public func read(timestamp: TimeInterval) throws(IIOError) -> RawMotionSample {
        let x = try Sysfs.readInteger(rawAttributePath(0))
        let y = try Sysfs.readInteger(rawAttributePath(1))
        let z = try Sysfs.readInteger(rawAttributePath(2))
        return sample(rawX: Double(x), rawY: Double(y), rawZ: Double(z), timestamp: timestamp)
    }
}
