import Foundation

/// Finds the evemu description of a recording that has none in its own header, the way the evemu-devices
/// collection names its files: `DEVICE.desc` beside `DEVICE.NAME.events`. Device names may hold dots, so every
/// prefix ending at a dot is tried, longest first (`a.b.c.events` → `a.b.c.desc`, `a.b.desc`, `a.desc`).
enum DescriptionLookup {
    /// The candidate paths for `path`'s description, longest prefix first.
    static func candidates(for path: String) -> [String] {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        var stem = url.deletingPathExtension().lastPathComponent
        var out: [String] = []
        while !stem.isEmpty {
            let candidate = folder.appendingPathComponent(stem + ".desc").path
            if candidate != url.path { out.append(candidate) }
            guard let dot = stem.lastIndex(of: ".") else { break }
            stem = String(stem[..<dot])
        }
        return out
    }

    /// The first candidate that exists as a file.
    static func find(for path: String) -> String? {
        candidates(for: path).first { candidate in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory) && !isDirectory.boolValue
        }
    }
}
