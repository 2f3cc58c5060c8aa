import Foundation

/// A fresh folder under the system's temporary directory for one test's files, removed (permissions restored
/// first) when the test lets go of it.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-migrate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        if let walker = FileManager.default.enumerator(atPath: url.path) {
            for case let name as String in walker {
                try? FileManager.default.setAttributes(
                    [.posixPermissions: 0o755], ofItemAtPath: url.appendingPathComponent(name).path)
            }
        }
        try? FileManager.default.removeItem(at: url)
    }

    /// The path of `name` inside the folder.
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Writes `text` to `name` (creating folders on the way) and returns its path.
    @discardableResult
    func write(_ text: String, to name: String) throws -> String {
        try write(Data(text.utf8), to: name)
    }

    /// Writes `data` to `name` (creating folders on the way) and returns its path.
    @discardableResult
    func write(_ data: Data, to name: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return file.path
    }

    /// Makes a folder `name` and returns its path.
    @discardableResult
    func folder(_ name: String) throws -> String {
        try FileManager.default.createDirectory(
            at: url.appendingPathComponent(name), withIntermediateDirectories: true)
        return path(name)
    }

    /// The bytes of `name`, or `nil` when it does not exist.
    func read(_ name: String) -> Data? {
        FileManager.default.contents(atPath: path(name))
    }

    /// The text of `name`, or `nil` when it does not exist.
    func text(_ name: String) -> String? {
        read(name).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Every file and folder inside, relative and sorted (hidden ones included), to check what a run left.
    func listing() -> [String] {
        ((FileManager.default.enumerator(atPath: url.path)?.allObjects as? [String]) ?? []).sorted()
    }
}
