#if canImport(Glibc)
import Glibc
#endif

/// Reading and writing sysfs attributes with `open(2)`, `read(2)` and `write(2)`, so that failures carry their
/// `errno` (internal).
///
/// Every IIO attribute is short ASCII text ending in a newline. A fake tree of regular files in a temporary
/// directory reads the same way.
enum Sysfs {
    /// The attribute's text, without the trailing newline and surrounding blanks.
    static func read(_ path: String) throws(IIOError) -> String {
        #if canImport(Glibc)
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .read(path: path, code: errno) }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw .read(path: path, code: errno)
            }
            if n == 0 { break }
            bytes += chunk[0..<n]
            if bytes.count > 1 << 20 { break }  // no attribute is this long; stop rather than read forever
        }
        return trimmed(String(decoding: bytes, as: UTF8.self))
        #else
        throw .unsupportedPlatform(path: path)
        #endif
    }

    /// The attribute's text, or `nil` when the file does not exist.
    static func readIfPresent(_ path: String) throws(IIOError) -> String? {
        do throws(IIOError) {
            return try read(path)
        } catch {
            if error.code == Errno.enoent { return nil }
            throw error
        }
    }

    /// Writes `value` followed by a newline, as `echo value > path` does.
    static func write(_ value: String, to path: String) throws(IIOError) {
        #if canImport(Glibc)
        let fd = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
        guard fd >= 0 else { throw .write(path: path, value: value, code: errno) }
        defer { close(fd) }
        let bytes = Array((value + "\n").utf8)
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + done, bytes.count - done) }
            if n < 0 {
                if errno == EINTR { continue }
                throw .write(path: path, value: value, code: errno)
            }
            done += n
        }
        #else
        throw .unsupportedPlatform(path: path)
        #endif
    }

    /// The names in a directory (without `.` and `..`), or `[]` when it does not exist.
    static func list(_ path: String) throws(IIOError) -> [String] {
        #if canImport(Glibc)
        guard let dir = opendir(path) else {
            if errno == ENOENT || errno == ENOTDIR { return [] }
            throw .read(path: path, code: errno)
        }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
        #else
        throw .unsupportedPlatform(path: path)
        #endif
    }

    /// Whether something exists at `path` (following symbolic links).
    static func exists(_ path: String) -> Bool {
        #if canImport(Glibc)
        return access(path, F_OK) == 0
        #else
        return false
        #endif
    }

    /// `text` without leading and trailing spaces, tabs and line breaks.
    static func trimmed(_ text: String) -> String {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" || $0 == "\0" }
        guard let first = text.firstIndex(where: { !blank($0) }), let last = text.lastIndex(where: { !blank($0) })
        else { return "" }
        return String(text[first...last])
    }

    /// Parses a decimal number as sysfs prints it (`100`, `100.000000`, `-0.5`, `9.80665e-3`).
    static func number(_ text: String) -> Double? {
        guard !text.isEmpty, let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// Reads a decimal attribute.
    static func readNumber(_ path: String) throws(IIOError) -> Double {
        let text = try read(path)
        guard let value = number(text) else {
            throw .malformedAttribute(path: path, expected: "a decimal number", found: text)
        }
        return value
    }

    /// Reads a decimal attribute, or `nil` when the file does not exist.
    static func readNumberIfPresent(_ path: String) throws(IIOError) -> Double? {
        guard let text = try readIfPresent(path) else { return nil }
        guard let value = number(text) else {
            throw .malformedAttribute(path: path, expected: "a decimal number", found: text)
        }
        return value
    }

    /// Reads an integer attribute (a `_raw` value, an `_index`, an `_en`).
    static func readInteger(_ path: String) throws(IIOError) -> Int64 {
        let text = try read(path)
        guard let value = Int64(text) else {
            throw .malformedAttribute(path: path, expected: "an integer", found: text)
        }
        return value
    }
}
