import Foundation
import Tactile
import TactileStrokes
import TactileMotion

/// One trial of the BROAD benchmark for inertial orientation estimation, read from its CSV form (No Core Motion
/// counterpart).
///
/// BROAD: D. Laidig, M. Caruso, A. Cereatti, T. Seel, "BROAD—A Benchmark for Robust Inertial Orientation
/// Estimation", *Data* 6(7):72, 2021 (data CC BY 4.0). Each row holds an IMU sample (gyroscope rad/s,
/// accelerometer m/s² as specific force, magnetometer µT) and the optical reference orientation, sensor to ENU,
/// which is **absent** where the cameras lost the body. The `movement` flag marks the rows that are scored.
///
/// The CSV layout: an optional `#` comment line (which may carry `sampling_rate_hz=…`), a header naming at least
/// `t, gyr_x, gyr_y, gyr_z, acc_x, acc_y, acc_z, mag_x, mag_y, mag_z, quat_w, quat_x, quat_y, quat_z, movement` in
/// any order, then one line per sample. Every field is required except the four `quat_` fields, which are either
/// all empty (no reference) or all present. Nothing is read as zero by default: an empty reference is `nil`.
public struct BROADTrial: Sendable {
    /// The trial's name: the file name without `.csv`.
    public var name: String
    /// The sampling rate in Hz: the comment's `sampling_rate_hz`, or else derived from `t`.
    public var samplingRate: Double
    /// Time of each sample, in s.
    public var timestamps: [Double]
    /// Gyroscope readings, rad/s.
    public var rotationRates: [CMRotationRate]
    /// Accelerometer readings as specific force, m/s² (flat: `z ≈ +9.81`).
    public var specificForces: [SpecificForce]
    /// Magnetometer readings, µT.
    public var magneticFields: [CMMagneticField]
    /// The optical reference orientation, sensor to ENU, or `nil` where it was lost.
    public var references: [CMQuaternion?]
    /// Whether each row is scored (`movement` = 1).
    public var isScored: [Bool]

    /// The number of samples.
    public var count: Int { timestamps.count }

    /// The time between samples, in s.
    public var samplePeriod: Double { 1 / samplingRate }

    /// Sample `index` as filter input, with or without its magnetometer reading.
    public func sample(at index: Int, includingMagnetometer: Bool = true) -> InertialSample {
        InertialSample(
            rotationRate: rotationRates[index], specificForce: specificForces[index],
            magneticField: includingMagnetometer ? magneticFields[index] : nil)
    }

    /// Reads a trial from a CSV file.
    /// - Throws: ``BROADCSVError`` naming the file, line and field of the first problem.
    public init(contentsOf url: URL) throws(BROADCSVError) {
        let bytes: [UInt8]
        do {
            bytes = [UInt8](try FileAccess.readData(url.path, expected: "a BROAD trial (.csv)"))
        } catch {
            throw BROADCSVError(file: url.path, kind: .unreadable(error.summary))
        }
        var name = url.lastPathComponent
        if name.lowercased().hasSuffix(".csv") { name.removeLast(4) }
        self = try BROADCSVReader.read(bytes, file: url.path, name: name)
    }

    /// Reads a trial from CSV text; `name` names it in the trial and in errors.
    /// - Throws: ``BROADCSVError`` naming `name`, the line and the field of the first problem.
    public init(csv text: String, name: String) throws(BROADCSVError) {
        self = try BROADCSVReader.read(Array(text.utf8), file: name, name: name)
    }

    /// Creates a trial from its columns (all of the same length).
    public init(
        name: String, samplingRate: Double, timestamps: [Double], rotationRates: [CMRotationRate],
        specificForces: [SpecificForce], magneticFields: [CMMagneticField], references: [CMQuaternion?],
        isScored: [Bool]
    ) {
        self.name = name
        self.samplingRate = samplingRate
        self.timestamps = timestamps
        self.rotationRates = rotationRates
        self.specificForces = specificForces
        self.magneticFields = magneticFields
        self.references = references
        self.isScored = isScored
    }

    /// The `.csv` files directly inside `directory`, sorted by name; a file URL is returned alone if it is a CSV.
    /// - Throws: ``BROADCSVError`` with kind `unreadable` if the directory cannot be listed.
    public static func csvFiles(at location: URL) throws(BROADCSVError) -> [URL] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: location.path, isDirectory: &isDirectory) else {
            throw BROADCSVError(file: location.path, kind: .unreadable("no such file or directory"))
        }
        guard isDirectory.boolValue else {
            return location.pathExtension.lowercased() == "csv" ? [location] : []
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: location.path)
        } catch {
            throw BROADCSVError(file: location.path, kind: .unreadable("the directory cannot be listed"))
        }
        return names.filter { $0.lowercased().hasSuffix(".csv") }.sorted()
            .map { location.appendingPathComponent($0) }
    }
}
