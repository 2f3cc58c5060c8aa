import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads and writes whole files, reporting every failure as a ``FileAccessError`` that names the path and says what
/// to do.
///
/// No UIKit counterpart. Tactile's readers and writers (traces, recordings, stroke templates, gesture logs) and the
/// `tactile` command use it, and so may an app that reads its own files. It checks what Foundation's `String(contentsOf:)` and
/// `write(to:atomically:)` report only as a generic error: a directory or a device where a file was expected, a
/// folder that does not exist, no permission. A file is written atomically (to a temporary file in the same folder,
/// then renamed), except a device or pipe that already exists (such as `/dev/null` or `/dev/stdout`), which is
/// written in place and never replaced.
public enum FileAccess {
    /// Checks that `path` is a regular file this user may read (following symbolic links).
    ///
    /// - Parameters:
    ///   - path: the file.
    ///   - expected: what kind of file was expected, such as `"a Tactile trace (.jsonl)"`, named in the message.
    /// - Throws: ``FileAccessError`` when nothing is there, or a directory, a device, or a file this user may not
    ///   read.
    public static func checkReadable(_ path: String, expected: String? = nil) throws(FileAccessError) {
        func fail(_ problem: FileAccessError.Problem) -> FileAccessError {
            FileAccessError(path: path, operation: .read, problem: problem, expected: expected)
        }
        guard let kind = kind(of: path) else {
            if let part = fileInPath(path) { throw fail(.notAFolder(part)) }
            throw fail(.notFound)
        }
        switch kind {
        case .directory: throw fail(.isDirectory)
        case .other: throw fail(.notRegularFile)
        case .regular: break
        }
        guard access(path, R_OK) == 0 else { throw fail(.permissionDenied) }
    }

    /// The bytes of the regular file at `path`; `expected` is named in the message (see
    /// ``checkReadable(_:expected:)``).
    public static func readData(_ path: String, expected: String? = nil) throws(FileAccessError) -> Data {
        try checkReadable(path, expected: expected)
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw error(errno, path: path, operation: .read, expected: expected) }
        defer { close(fd) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw error(errno, path: path, operation: .read, expected: expected)
            }
            if n == 0 { return data }
            data.append(contentsOf: buffer[0..<n])
        }
    }

    /// The UTF-8 text of the regular file at `path`; `expected` is named in the message.
    ///
    /// - Throws: ``FileAccessError``, with ``FileAccessError/Problem/notText`` when the bytes are not UTF-8.
    public static func readText(_ path: String, expected: String? = nil) throws(FileAccessError) -> String {
        let data = try readData(path, expected: expected)
        guard let text = String(data: data, encoding: .utf8) else {
            throw FileAccessError(path: path, operation: .read, problem: .notText, expected: expected)
        }
        return text
    }

    /// Checks, before any work is done, that `path` can be written: its folder exists and may be written, and
    /// `path` is not a directory. An existing device or pipe passes (it is written in place).
    ///
    /// - Throws: ``FileAccessError`` naming the missing folder, the directory, or the folder that may not be
    ///   written; `expected` (such as `"a timeline (.svg)"`) is named in the message.
    public static func checkWritable(_ path: String, expected: String? = nil) throws(FileAccessError) {
        func fail(_ problem: FileAccessError.Problem) -> FileAccessError {
            FileAccessError(path: path, operation: .write, problem: problem, expected: expected)
        }
        switch kind(of: path) {
        case .directory?: throw fail(.isDirectory)
        case .other?: return  // a device or pipe, written in place
        case .regular?: guard access(path, W_OK) == 0 else { throw fail(.permissionDenied) }
        case nil: break
        }
        let folder = folder(of: path)
        switch kind(of: folder) {
        case nil:
            if let part = fileInPath(folder) { throw fail(.notAFolder(part)) }
            throw fail(.missingFolder(folder))
        case .regular?, .other?: throw fail(.notAFolder(folder))
        case .directory?: guard access(folder, W_OK) == 0 else { throw fail(.permissionDenied) }
        }
    }

    /// Writes `data` to `path`: atomically for a regular file (a temporary file in the same folder, renamed), in
    /// place for an existing device or pipe; `expected` is named in the message. Every `write(2)` and the
    /// `close(2)` are checked, so a full disk (or `/dev/full`) is an error, never a silent loss.
    ///
    /// - Throws: ``FileAccessError`` (see ``checkWritable(_:expected:)``; also a full disk or a failed close).
    public static func write(_ data: Data, to path: String, expected: String? = nil) throws(FileAccessError) {
        try checkWritable(path, expected: expected)
        if case .other? = kind(of: path) {
            let fd = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
            guard fd >= 0 else { throw error(errno, path: path, operation: .write, expected: expected) }
            let code = writeAll(data, to: fd)
            let closed = closeReporting(fd)
            if let code = code ?? closed { throw error(code, path: path, operation: .write, expected: expected) }
            return
        }
        let temporary = folder(of: path) + "/." + (path as NSString).lastPathComponent + ".tactile-\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw error(errno, path: path, operation: .write, expected: expected) }
        let written = writeAll(data, to: fd)
        let closed = closeReporting(fd)
        if let code = written ?? closed {
            unlink(temporary)
            throw error(code, path: path, operation: .write, expected: expected)
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw error(code, path: path, operation: .write, expected: expected)
        }
    }

    /// Writes `text` as UTF-8 to `path`, as `write(_:to:expected:)` writes data.
    public static func write(_ text: String, to path: String, expected: String? = nil) throws(FileAccessError) {
        try write(Data(text.utf8), to: path, expected: expected)
    }

    /// The error for the C library's `errno` value `code` while reading or writing `path`, for code that calls the
    /// system itself (`ENOENT` while writing means the folder is missing).
    public static func error(
        _ code: Int32, path: String, operation: FileAccessError.Operation, expected: String? = nil
    ) -> FileAccessError {
        let problem: FileAccessError.Problem
        switch code {
        case ENOENT: problem = operation == .read ? .notFound : .missingFolder(folder(of: path))
        case EISDIR: problem = .isDirectory
        case EACCES, EPERM, EROFS: problem = .permissionDenied
        case ENOTDIR: problem = .notAFolder(fileInPath(path) ?? folder(of: path))
        case ENOSPC: problem = .other("the disk is full")
        default: problem = .other(String(cString: strerror(code)))
        }
        return FileAccessError(path: path, operation: operation, problem: problem, expected: expected)
    }

    /// What is at a path, following symbolic links.
    private enum Kind { case regular, directory, other }

    private static func kind(of path: String) -> Kind? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch info.st_mode & 0o170000 {  // S_IFMT
        case 0o100000: return .regular  // S_IFREG
        case 0o040000: return .directory  // S_IFDIR
        default: return .other
        }
    }

    /// The folder `path` is in (`.` for a bare name).
    private static func folder(of path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }

    /// The first part of `path` that exists but is not a directory, when a later part follows it.
    private static func fileInPath(_ path: String) -> String? {
        var part = folder(of: path)
        while part != "." && part != "/" && !part.isEmpty {
            if let kind = kind(of: part) { return kind == .directory ? nil : part }
            part = folder(of: part)
        }
        return nil
    }

    /// Writes every byte of `data`; the `errno` of a failure, or `nil`.
    private static func writeAll(_ data: Data, to fd: Int32) -> Int32? {
        var offset = 0
        while offset < data.count {
            let n = data.withUnsafeBytes { systemWrite(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += n
        }
        return nil
    }

    /// Closes `fd`; the `errno` of a failure (a write the system could not finish, reported only now), or `nil`.
    /// `EINTR` leaves the descriptor closed on Linux, so it is no failure.
    private static func closeReporting(_ fd: Int32) -> Int32? {
        guard close(fd) != 0 else { return nil }
        let code = errno
        return code == EINTR ? nil : code
    }

    /// The C library's `write(2)` (the name `write` is taken by this type's methods).
    private static func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(fd, bytes, count)
        #else
        Darwin.write(fd, bytes, count)
        #endif
    }
}
