import Foundation
import TactileStrokes

/// `../shared/data/<name>` beside the repository (the folder holding Package.swift), or `nil` when it is absent:
/// the data-driven tests skip with a message then.
func sharedDataFolder(_ name: String) -> URL? {
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
