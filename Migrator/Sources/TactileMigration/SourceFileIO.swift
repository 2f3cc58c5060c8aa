import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading a Swift file as text and writing a migrated one without ever leaving it half-written.
///
/// A file is read whole and accepted only as UTF-8 text without NUL bytes. A file is written to a temporary file
/// in the same folder (named `.NAME.tactile-migrate-…`, so a folder walk skips it), flushed to disk, given the
/// permissions wanted, then renamed over the destination in one step: a reader sees the old file or the new one,
/// never a mixture, and a failure leaves the destination as it was.
public enum SourceFileIO {
    /// A file's text and its permission bits, as read.
    public struct Contents: Sendable {
        public var text: String
        /// The permission bits (`0o644` …) of the file, given to the migrated file.
        public var permissions: UInt32
    }

    /// Reads a file as UTF-8 text.
    ///
    /// - Parameter path: the file's path; `displayPath` names it in errors.
    /// - Throws: ``FileMigrationError/notFound(path:)``, ``FileMigrationError/notRegularFile(path:)``,
    ///   ``FileMigrationError/unreadable(path:reason:)``, ``FileMigrationError/binary(path:)`` or
    ///   ``FileMigrationError/notUTF8(path:)``.
    public static func read(_ path: String, displayPath: String? = nil) throws(FileMigrationError) -> Contents {
        let shown = displayPath ?? path
        var status = stat()
        guard stat(path, &status) == 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { throw .notFound(path: shown) }
            throw .unreadable(path: shown, reason: describe(code))
        }
        guard (status.st_mode & S_IFMT) == S_IFREG else { throw .notRegularFile(path: shown) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw .unreadable(path: shown, reason: describe(errno)) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(status.st_size))
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path: shown, reason: describe(errno))
            }
            bytes.append(contentsOf: buffer[0..<count])
        }
        // UTF-16 (which Windows editors write, with a byte-order mark) is text, though not text Swift reads.
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { throw .notUTF8(path: shown) }
        if bytes.contains(0) { throw .binary(path: shown) }
        // Decoding replaces invalid bytes; a text that does not encode back to the same bytes was not UTF-8.
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.utf8.elementsEqual(bytes) else { throw .notUTF8(path: shown) }
        return Contents(text: text, permissions: UInt32(status.st_mode) & 0o7777)
    }

    /// Replaces the file at `path` with `text`, atomically: a temporary file in the same folder, renamed over
    /// `path` once written. A symbolic link is followed (unless `followingLinks` is false), so the file it points
    /// to is replaced and the link stays.
    ///
    /// - Parameters:
    ///   - text: the new contents.
    ///   - path: the destination; its folder must exist.
    ///   - permissions: the permission bits the new file gets (the original's, for `--in-place`).
    ///   - followingLinks: whether a link at `path` is followed (`--in-place`) or replaced (`--output`, so a link
    ///     in the output folder never leads a write back to the sources).
    ///   - displayPath: the name used in errors.
    /// - Throws: ``FileMigrationError/unwritable(path:reason:)``; the destination is then as it was.
    public static func write(
        _ text: String, to path: String, permissions: UInt32, followingLinks: Bool = true, displayPath: String? = nil
    ) throws(FileMigrationError) {
        let shown = displayPath ?? path
        let destination = followingLinks ? resolvingLink(path) : path
        let folder = (destination as NSString).deletingLastPathComponent
        let name = (destination as NSString).lastPathComponent
        let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 16)
        let temporary = (folder.isEmpty ? "" : folder + "/") + ".\(name).tactile-migrate-\(suffix)"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .unwritable(path: shown, reason: describe(errno)) }
        var failure: Int32?
        var original = stat()
        if stat(destination, &original) == 0 {
            // Keep the owner when the command runs with the right to (an administrator migrating a shared tree).
            _ = fchown(descriptor, original.st_uid, original.st_gid)
        }
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count && failure == nil {
            let count = bytes.withUnsafeBytes {
                systemWrite(descriptor, $0.baseAddress! + written, bytes.count - written)
            }
            if count < 0 {
                if errno != EINTR { failure = errno }
            } else {
                written += count
            }
        }
        if failure == nil && fchmod(descriptor, mode_t(permissions & 0o7777)) != 0 { failure = errno }
        if failure == nil && fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0 && failure == nil { failure = errno }
        if failure == nil && rename(temporary, destination) != 0 { failure = errno }
        if let failure {
            unlink(temporary)
            throw .unwritable(path: shown, reason: describe(failure))
        }
    }

    /// Creates the folder at `path` and the folders above it that are missing, as `mkdir -p` does.
    ///
    /// - Throws: ``FileMigrationError/unwritable(path:reason:)`` naming `displayPath` (or `path`), for example
    ///   when a file is in the way ("not a directory") or a folder is read-only ("permission denied").
    public static func makeFolder(_ path: String, displayPath: String? = nil) throws(FileMigrationError) {
        let shown = displayPath ?? path
        var status = stat()
        if stat(path, &status) == 0 {
            if (status.st_mode & S_IFMT) == S_IFDIR { return }
            throw .unwritable(path: shown, reason: describe(ENOTDIR))
        }
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty && parent != path { try makeFolder(parent, displayPath: shown) }
        if mkdir(path, 0o777) != 0 && errno != EEXIST { throw .unwritable(path: shown, reason: describe(errno)) }
    }

    /// The path a symbolic link points to (followed to the end), or `path` when it is not a link.
    static func resolvingLink(_ path: String) -> String {
        var status = stat()
        guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK,
              let resolved = realpath(path, nil)
        else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The system's description of an error number, in lower case as the rest of the message is:
    /// "permission denied".
    static func describe(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        let description = String(cString: text)
        return description.prefix(1).lowercased() + description.dropFirst()
    }
}

/// `read(2)`, which ``SourceFileIO/read(_:displayPath:)`` hides inside the type.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Darwin)
    Darwin.read(descriptor, buffer, count)
    #elseif canImport(Musl)
    Musl.read(descriptor, buffer, count)
    #else
    Glibc.read(descriptor, buffer, count)
    #endif
}

/// `write(2)`, which ``SourceFileIO/write(_:to:permissions:followingLinks:displayPath:)`` hides inside the type.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Darwin)
    Darwin.write(descriptor, buffer, count)
    #elseif canImport(Musl)
    Musl.write(descriptor, buffer, count)
    #else
    Glibc.write(descriptor, buffer, count)
    #endif
}
