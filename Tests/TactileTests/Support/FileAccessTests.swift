import Foundation
import Tactile
import Testing

/// The package's file reader and writer: a sentence naming the path for every way a file can be the wrong thing,
/// and `localizedDescription` equal to that sentence.
@MainActor
@Suite("File access")
struct FileAccessTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-file-access-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    func readError(_ path: String) -> FileAccessError? {
        do {
            _ = try FileAccess.readText(path, expected: "a trace (.jsonl)")
            return nil
        } catch {
            return error
        }
    }

    func writeError(_ path: String) -> FileAccessError? {
        do {
            try FileAccess.write("x", to: path, expected: "a timeline (.svg)")
            return nil
        } catch {
            return error
        }
    }

    @Test("reads text and writes it atomically, leaving no temporary file")
    func roundTrip() throws {
        try FileAccess.write("hello\n", to: path("a.txt"))
        #expect(try FileAccess.readText(path("a.txt")) == "hello\n")
        try FileAccess.write("again\n", to: path("a.txt"))
        #expect(try FileAccess.readText(path("a.txt")) == "again\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["a.txt"])
        try FileManager.default.removeItem(at: folder)
    }

    @Test("reading: a missing file, a directory, a device, a file used as a folder, binary data")
    func readProblems() throws {
        try Data([0xFF, 0xFE, 0x00]).write(to: folder.appendingPathComponent("bin"))
        #expect(readError(path("none"))?.problem == .notFound)
        #expect(readError(folder.path)?.problem == .isDirectory)
        #expect(readError("/dev/null")?.problem == .notRegularFile)
        #expect(readError(path("bin") + "/x")?.problem == .notAFolder(path("bin")))
        #expect(readError(path("bin"))?.problem == .notText)
        let directory = try #require(readError(folder.path))
        #expect(directory.description == "\(folder.path) is a directory, not a file. Give the path of a trace (.jsonl) inside it.")
        #expect(directory.localizedDescription == directory.description)
        #expect(
            readError("/dev/null")?.description
                == "/dev/null is not a regular file (it is a device, pipe or socket). Give a trace (.jsonl) saved on disk.")
        try FileManager.default.removeItem(at: folder)
    }

    @Test("writing: a missing folder, a directory, a file used as a folder")
    func writeProblems() throws {
        try Data("x".utf8).write(to: folder.appendingPathComponent("file"))
        let missing = try #require(writeError(path("no/such/x.svg")))
        #expect(missing.problem == .missingFolder(path("no/such")))
        #expect(
            missing.localizedDescription
                == "cannot write \(path("no/such/x.svg")): the folder \(path("no/such")) does not exist. "
                + "Create it (mkdir -p \(path("no/such"))) or choose another path.")
        let directory = try #require(writeError(folder.path))
        #expect(directory.problem == .isDirectory)
        #expect(directory.description.hasSuffix("such as \(folder.path)/out.svg."))
        #expect(writeError(path("file") + "/x.svg")?.problem == .notAFolder(path("file")))
        try FileManager.default.removeItem(at: folder)
    }

    @Test("an existing device is written in place, never replaced")
    func writesDevicesInPlace() throws {
        try FileAccess.write("discarded", to: "/dev/null")
        var info = stat()
        #expect(stat("/dev/null", &info) == 0)
        #expect(info.st_mode & 0o170000 == 0o020000)  // still a character device
        try FileManager.default.removeItem(at: folder)
    }

    @Test("errno values become problems: a missing folder, permission, a full disk")
    func errnoProblems() {
        #expect(FileAccess.error(ENOENT, path: "/a/b.svg", operation: .write).problem == .missingFolder("/a"))
        #expect(FileAccess.error(ENOENT, path: "/a/b.svg", operation: .read).problem == .notFound)
        #expect(FileAccess.error(EACCES, path: "/a/b.svg", operation: .write).problem == .permissionDenied)
        #expect(FileAccess.error(EROFS, path: "/a/b.svg", operation: .write).problem == .permissionDenied)
        #expect(FileAccess.error(ENOSPC, path: "/a/b.svg", operation: .write).problem == .other("the disk is full"))
    }

    @Test("FileParseError's localizedDescription is its file:line: message")
    func parseErrorLocalized() {
        let error = FileParseError(file: "a.strokes", line: 3, field: "stroke point 2", expected: "X,Y", found: "1;1")
        #expect(error.localizedDescription == "a.strokes:3: stroke point 2: expected X,Y, found \"1;1\"")
    }
}
