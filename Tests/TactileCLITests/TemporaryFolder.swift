import Foundation

/// A fresh folder under the system's temporary directory for one test's files, removed (permissions restored
/// first, links left alone) when the test lets go of it.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        if let walker = FileManager.default.enumerator(atPath: url.path) {
            for case let name as String in walker {
                let path = url.appendingPathComponent(name).path
                // Not through a link: that would change what it points at (such as /dev/full).
                let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
                if type == .typeSymbolicLink { continue }
                try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
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
}

/// A two-line Tactile trace (a header and one finger down) that `tactile render` can draw.
let smallTrace = """
    {"device":"test","kind":"header","screen":[320,480],"version":1}
    {"contacts":[{"force":0,"id":1,"radius":0,"state":"touching","type":"direct","x":50,"y":50}],"kind":"digitizer","t":1000}

    """
