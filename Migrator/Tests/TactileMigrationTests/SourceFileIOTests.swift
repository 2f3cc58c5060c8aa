import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@testable import TactileMigration

/// Reading a source file as text and replacing it in one step, with every failure a typed error naming the path.
@Suite("Reading and writing source files")
struct SourceFileIOTests {
    @Test("a write replaces the file in one step with the given permissions and leaves no temporary file")
    func atomicWrite() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("old\n", to: "A.swift")
        try SourceFileIO.write("new\n", to: file, permissions: 0o754)
        #expect(folder.text("A.swift") == "new\n")
        let mode = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? NSNumber
        #expect(mode?.intValue == 0o754)
        #expect(folder.listing() == ["A.swift"])
        let read = try SourceFileIO.read(file)
        #expect(read.text == "new\n")
        #expect(read.permissions == 0o754)
    }

    @Test("a write into a missing folder fails with the path and creates nothing")
    func writeIntoMissingFolder() throws {
        let folder = try TemporaryFolder()
        #expect(throws: FileMigrationError.unwritable(path: "Shown.swift", reason: "no such file or directory")) {
            try SourceFileIO.write("x", to: folder.path("Missing/A.swift"), permissions: 0o644, displayPath: "Shown.swift")
        }
        #expect(folder.listing().isEmpty)
    }

    @Test("a write follows a link to the file it names, or replaces the link when told not to follow it")
    func links() throws {
        let folder = try TemporaryFolder()
        try folder.write("original\n", to: "Real.swift")
        try FileManager.default.createSymbolicLink(atPath: folder.path("Link.swift"), withDestinationPath: "Real.swift")
        try SourceFileIO.write("through\n", to: folder.path("Link.swift"), permissions: 0o644)
        #expect(folder.text("Real.swift") == "through\n")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: folder.path("Link.swift"))) == "Real.swift")
        try SourceFileIO.write("replaced\n", to: folder.path("Link.swift"), permissions: 0o644, followingLinks: false)
        #expect(folder.text("Real.swift") == "through\n")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: folder.path("Link.swift"))) == nil)
        #expect(folder.text("Link.swift") == "replaced\n")
    }

    @Test("reading keeps Windows line endings and a byte-order mark, and rejects what is not UTF-8 text")
    func reading() throws {
        let folder = try TemporaryFolder()
        let crlf = try folder.write("let a = 1\r\nlet b = 2\r\n", to: "Windows.swift")
        #expect(try SourceFileIO.read(crlf).text == "let a = 1\r\nlet b = 2\r\n")
        let bom = try folder.write(Data([0xEF, 0xBB, 0xBF]) + Data("let a = 1\n".utf8), to: "Bom.swift")
        #expect(Array(try SourceFileIO.read(bom).text.utf8) == [0xEF, 0xBB, 0xBF] + Array("let a = 1\n".utf8))
        let utf16 = try folder.write(Data("let a = 1\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }),
                                     to: "Utf16.swift")
        #expect(throws: FileMigrationError.binary(path: "Utf16.swift")) {
            try SourceFileIO.read(utf16, displayPath: "Utf16.swift")
        }
        let marked = try folder.write(Data([0xFF, 0xFE]) + FileManager.default.contents(atPath: utf16)!,
                                      to: "Marked.swift")
        #expect(throws: FileMigrationError.notUTF8(path: "Marked.swift")) {
            try SourceFileIO.read(marked, displayPath: "Marked.swift")
        }
        let latin1 = try folder.write(Data([0x61, 0xE9, 0x0A]), to: "Latin1.swift")
        #expect(throws: FileMigrationError.notUTF8(path: latin1)) { try SourceFileIO.read(latin1) }
        #expect(throws: FileMigrationError.notFound(path: "Nope.swift")) {
            try SourceFileIO.read(folder.path("Nope.swift"), displayPath: "Nope.swift")
        }
        #expect(throws: FileMigrationError.notRegularFile(path: "Folder")) {
            try SourceFileIO.read(folder.folder("Folder"), displayPath: "Folder")
        }
    }

    @Test("every error is a LocalizedError that names the path and says what to do")
    func messages() {
        let errors: [FileMigrationError] = [
            .notFound(path: "P"), .notSwiftFile(path: "P"), .notRegularFile(path: "P"), .noSwiftFiles(path: "P"),
            .unreadable(path: "P", reason: "permission denied"), .binary(path: "P"), .notUTF8(path: "P"),
            .syntaxErrors(path: "P", problems: [.init(line: 2, column: 5, message: "expected `)`")]),
            .unwritable(path: "P", reason: "read-only file system"),
        ]
        for error in errors {
            #expect(error.errorDescription == "P: \(error.message)")
            #expect(error.diagnosticLines.last == "P: error: \(error.message)")
            #expect(error.message.contains(";"), "\(error.message) says what to do after the semicolon")
        }
        #expect(errors[7].diagnosticLines.first == "P:2:5: error: expected `)`")
        #expect(errors[4].message.contains("(permission denied)"))
    }
}
