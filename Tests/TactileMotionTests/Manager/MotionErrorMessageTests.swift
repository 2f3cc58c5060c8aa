import Foundation
import Tactile
import TactileMotion
import Testing

/// The motion module's errors print their own message through `localizedDescription`, not Foundation's
/// "The operation could not be completed".
@MainActor
@Suite("Motion error messages")
struct MotionErrorMessageTests {
    @Test("CMError, DeviceCapabilityError and OrientationFilterError: localizedDescription is the description")
    func localizedDescriptions() {
        let errors: [any Error & CustomStringConvertible] = [
            CMError.trueNorthNotAvailable,
            DeviceCapabilityError.missing([.gyroscope], available: []),
            DeviceCapabilityError.malformedInfoPlist(file: "Info.plist", reason: "the root is not a dictionary"),
            OrientationFilterError.invalidSamplePeriod(-1),
        ]
        for error in errors {
            #expect(error.localizedDescription == error.description)
            #expect(!error.localizedDescription.contains("could not be completed"))
        }
    }

    @Test("an Info.plist path that is a directory names the problem, not Foundation's text")
    func infoPlistDirectory() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-plist-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: DeviceCapabilityError.malformedInfoPlist(file: folder.path, reason: "cannot read the file: a directory")) {
            try UIRequiredDeviceCapabilities(infoPlist: folder)
        }
    }
}
