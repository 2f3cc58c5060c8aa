import Foundation
import Testing
@testable import TactileEvaluation
import TactileMotion
import TactileStrokes

/// The BROAD CSV reader: good files, and typed errors naming file, line and field for bad ones.
@Suite("BROAD CSV reader")
struct BROADCSVReaderTests {
    static let header = "t,gyr_x,gyr_y,gyr_z,acc_x,acc_y,acc_z,mag_x,mag_y,mag_z,quat_w,quat_x,quat_y,quat_z,movement"
    static let comment = "# BROAD trial test; sampling_rate_hz=285.714286; units as in BROAD"
    static let row0 = "0.000000,0.003,0.003,0,0.087,0.11,9.85,0.4,16.1,-42.7,,,,,0"
    static let row1 = "0.003500,0.001,0.002,0.003,0.08,0.11,9.84,0.4,16.2,-42.6,0.5,0.5,0.5,0.5,1"
    static let row2 = "0.007000,0,0,0,0,0,9.81,0,16,-42,1,0,0,0,1"

    func csv(_ rows: String...) -> String { ([Self.comment, Self.header] + rows).joined(separator: "\n") + "\n" }

    func error(_ text: String) -> BROADCSVError? {
        do {
            _ = try BROADTrial(csv: text, name: "trial.csv")
            return nil
        } catch {
            return error
        }
    }

    @Test("CM-03: a well-formed file gives typed columns, the comment's rate, and nil for an empty reference")
    func readsTrial() throws {
        let trial = try BROADTrial(csv: csv(Self.row0, Self.row1, Self.row2), name: "t")
        #expect(trial.count == 3)
        #expect(trial.samplingRate == 285.714286)
        #expect(trial.references[0] == nil)  // empty fields are "no reference", not zero
        #expect(trial.references[1] == CMQuaternion(x: 0.5, y: 0.5, z: 0.5, w: 0.5))
        #expect(trial.isScored == [false, true, true])
        #expect(trial.rotationRates[1] == CMRotationRate(x: 0.001, y: 0.002, z: 0.003))
        #expect(trial.specificForces[0].z == 9.85)
        #expect(trial.magneticFields[2] == CMMagneticField(x: 0, y: 16, z: -42))
        #expect(trial.sample(at: 1, includingMagnetometer: false).magneticField == nil)
    }

    @Test("CM-03: columns may come in any order, with CRLF line ends and no comment; the rate then comes from t")
    func flexibleLayout() throws {
        let header = "movement,t,quat_w,quat_x,quat_y,quat_z,gyr_x,gyr_y,gyr_z,acc_x,acc_y,acc_z,mag_x,mag_y,mag_z"
        let text = header + "\r\n1,0.0,,,,,1,2,3,4,5,6,7,8,9\r\n0,0.01,1,0,0,0,1,2,3,4,5,6,7,8,9\r\n"
        let trial = try BROADTrial(csv: text, name: "t")
        #expect(trial.count == 2)
        #expect(abs(trial.samplingRate - 100) < 1e-9)
        #expect(trial.isScored == [true, false])
        #expect(trial.references[1] == .identity)
    }

    @Test("CM-03: a bad number names the file, line and field")
    func invalidNumber() {
        let e = error(csv(Self.row0, "0.0035,0.1,0.1x,0,0,0,9.8,0,16,-42,,,,,1"))
        #expect(e == BROADCSVError(file: "trial.csv", line: 4, field: "gyr_y", kind: .invalidNumber("0.1x")))
        #expect(e?.description == "trial.csv:4: field 'gyr_y': \"0.1x\" is not a finite number")
        #expect(error(csv("0,0,0,0,0,0,nan,0,0,0,,,,,0"))?.kind == .invalidNumber("nan"))
    }

    @Test("CM-03: an empty required field is an error, not zero")
    func emptyField() {
        let e = error(csv(Self.row0, "0.0035,0.1,0.1,0,0,0,9.8,,16,-42,,,,,1"))
        #expect(e == BROADCSVError(file: "trial.csv", line: 4, field: "mag_x", kind: .emptyField))
    }

    @Test("CM-03: a half-present reference quaternion is an error naming the first empty component")
    func incompleteReference() {
        let e = error(csv(Self.row0, Self.row1, "0.007,0,0,0,0,0,9.81,0,16,-42,1,0,,0,1"))
        #expect(e == BROADCSVError(file: "trial.csv", line: 5, field: "quat_y", kind: .incompleteReference))
        let zero = error(csv("0.007,0,0,0,0,0,9.81,0,16,-42,0,0,0,0,1"))
        #expect(zero?.kind == .zeroReference)
    }

    @Test("CM-03: wrong field counts, bad movement flags and non-increasing time are reported with their line")
    func lineErrors() {
        #expect(error(csv(Self.row0, "0.0035,0.1,0.1")) == BROADCSVError(
            file: "trial.csv", line: 4, kind: .wrongFieldCount(expected: 15, found: 3)))
        #expect(error(csv("0,0,0,0,0,0,9.8,0,16,-42,,,,,2")) == BROADCSVError(
            file: "trial.csv", line: 3, field: "movement", kind: .invalidMovementFlag("2")))
        #expect(error(csv(Self.row1, Self.row0)) == BROADCSVError(
            file: "trial.csv", line: 4, field: "t", kind: .timeNotIncreasing))
    }

    @Test("CM-03: header problems, empty files and bad sampling rates are typed errors")
    func fileErrors() {
        let noGyroZ = Self.header.replacingOccurrences(of: "gyr_z,", with: "")
        #expect(error(noGyroZ + "\n") == BROADCSVError(
            file: "trial.csv", line: 1, field: "gyr_z", kind: .missingColumn))
        #expect(error(Self.header + ",t\n")?.kind == .duplicateColumn)
        #expect(error("") == BROADCSVError(file: "trial.csv", kind: .missingHeader))
        #expect(error("# only a comment\n\n")?.kind == .missingHeader)
        #expect(error(csv()) == BROADCSVError(file: "trial.csv", kind: .noSamples))
        #expect(error("# sampling_rate_hz=fast\n" + Self.header + "\n" + Self.row0)?.kind
            == .invalidSamplingRate("fast"))
        #expect(
            error(Self.header + "\n" + Self.row0 + "\n")?.kind == .invalidSamplingRate("(none given, and one sample)"))
    }

    @Test("CM-03: a missing file and an empty directory are reported, not crashed on")
    func missingFiles() throws {
        let missing = URL(fileURLWithPath: "/nonexistent/tactile/trial.csv")
        #expect(throws: BROADCSVError.self) { try BROADTrial(contentsOf: missing) }
        #expect(throws: BROADCSVError.self) { try BROADTrial.csvFiles(at: missing) }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-motion-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(try BROADTrial.csvFiles(at: directory).isEmpty)
        let file = directory.appendingPathComponent("b.csv")
        try csv(Self.row0, Self.row1).write(to: file, atomically: true, encoding: .utf8)
        try "x".write(to: directory.appendingPathComponent("a.txt"), atomically: true, encoding: .utf8)
        #expect(try BROADTrial.csvFiles(at: directory).map(\.lastPathComponent) == ["b.csv"])
        let trial = try BROADTrial(contentsOf: file)
        #expect(trial.name == "b" && trial.count == 2)
    }
}
