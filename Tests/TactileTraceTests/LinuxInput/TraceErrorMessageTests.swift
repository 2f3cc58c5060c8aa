import Foundation
import Tactile
import TactileTrace
import Testing

/// The trace module's errors print their own message through `localizedDescription`; a recording path that is a
/// directory is a sentence, not Foundation's text.
@MainActor
@Suite("Trace error messages")
struct TraceErrorMessageTests {
    @Test("LinuxInputDecodingError and TouchRecordingError: localizedDescription is the description")
    func localizedDescriptions() {
        let errors: [any Error & CustomStringConvertible] = [
            LinuxInputDecodingError.truncatedRecord(offset: 24, remaining: 7),
            TouchRecordingError.noTouchAxes(file: "keys.events"),
        ]
        for error in errors {
            #expect(error.localizedDescription == error.description)
            #expect(!error.localizedDescription.contains("could not be completed"))
        }
    }

    @Test("loading an evemu recording from a directory throws a FileAccessError naming it")
    func evemuDirectory() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-evemu-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect {
            try EvemuRecording.load(folder)
        } throws: { error in
            (error as? FileAccessError)?.problem == .isDirectory
                && error.localizedDescription.hasPrefix("\(folder.path) is a directory, not a file")
        }
    }
}
