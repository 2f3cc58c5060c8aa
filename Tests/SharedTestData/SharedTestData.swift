import Foundation

/// `../shared/data/<name>` beside the repository (the folder holding Package.swift), or `nil` when it is absent:
/// the data-driven tests skip with a message then. The data is not part of the repository; the tests that read it
/// are extra checks on real recordings, and everything else passes without it.
public func sharedDataFolder(_ name: String) -> URL? {
    let fileManager = FileManager.default
    var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while directory.pathComponents.count > 1 {
        if fileManager.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
            let data = directory.deletingLastPathComponent().appendingPathComponent("shared/data/\(name)")
            return fileManager.fileExists(atPath: data.path) ? data : nil
        }
        directory = directory.deletingLastPathComponent()
    }
    return nil
}

/// Where the shared touchscreen and pen recordings (evemu) are, if present.
public enum EvemuData {
    /// `../shared/data/evemu`, or `nil`.
    public static let folder: URL? = sharedDataFolder("evemu")
}
