import Foundation
import Tactile
import TactileStrokes
import Testing

/// Reading and writing `.strokes` files where the path is wrong: messages that name the path, never Foundation's.
@MainActor
@Suite("Stroke template files: paths that are wrong")
struct StrokeTemplateFileAccessTests {
    @Test("writing into a folder that does not exist throws a FileAccessError naming it")
    func writeMissingFolder() throws {
        let path = FileManager.default.temporaryDirectory.path + "/none-\(UUID().uuidString)/g.strokes"
        let set = StrokeTemplateSet(BuiltInStrokeTemplates.dollarOneGestures)
        #expect {
            try set.write(to: URL(fileURLWithPath: path))
        } throws: { error in
            guard let error = error as? FileAccessError, case .missingFolder = error.problem else { return false }
            return error.localizedDescription.hasPrefix("cannot write \(path): the folder")
        }
    }

    @Test("reading a directory is a FileParseError that says it is a directory")
    func readDirectory() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("strokes-dir-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect {
            try StrokeTemplateSet(contentsOf: dir)
        } throws: { error in
            guard let error = error as? FileParseError else { return false }
            return error.found == "a directory"
                && error.localizedDescription == "\(dir.path):0: file: expected a readable UTF-8 template file, found \"a directory\""
        }
    }
}
