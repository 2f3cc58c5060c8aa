import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The checks `tactile-migrate --output DIR` makes before it reads anything.
///
/// Each path goes under DIR by its last component, as `cp -R PATH… DIR` places it: a folder `Sources/App` becomes
/// `DIR/App/…`, a file `Sources/App/Photo.swift` becomes `DIR/Photo.swift` (a single file is never written to
/// DIR itself: DIR is always a folder, created when missing). The command refuses an output folder that would
/// mix the migrated files with the originals, since a second run would then migrate its own output.
public enum OutputFolder {
    /// Why `output` cannot take the migrated `paths`, in the words of a usage error; `nil` when it can.
    public static func problem(output: String, paths: [String]) -> String? {
        if output.isEmpty { return "--output needs a folder, for example --output Migrated" }
        let folder = absolute(output)
        var destinations: [String: String] = [:]
        for path in paths {
            var status = stat()
            guard stat(path, &status) == 0 else { continue }  // reported as a missing file when the run starts
            let source = absolute(path)
            let isFolder = (status.st_mode & S_IFMT) == S_IFDIR
            let name = SourceFinder.outputName(of: path)
            let destination = name.isEmpty ? folder : folder + "/" + name
            if isFolder && (folder == source || folder.hasPrefix(source + "/")) {
                return "the output folder \(output) is inside \(path), so a second run would migrate its own "
                    + "output; choose a folder outside \(path)"
            }
            if destination == source {
                return "--output \(output) would overwrite \(path) itself; use --in-place to rewrite files where "
                    + "they are, or choose another folder"
            }
            if let other = destinations[destination], other != source {
                return "\(SourceFinder.clean(paths.first { absolute($0) == other } ?? other)) and \(path) would "
                    + "both be written to \(SourceFinder.join(output, name)); migrate them in two runs with "
                    + "different --output folders"
            }
            destinations[destination] = source
        }
        return nil
    }

    /// The absolute path with links resolved as far as the path exists (the output folder may not exist yet).
    static func absolute(_ path: String) -> String {
        var existing = URL(fileURLWithPath: path).standardizedFileURL.path
        var rest: [String] = []
        while !FileManager.default.fileExists(atPath: existing) && existing != "/" {
            rest.insert((existing as NSString).lastPathComponent, at: 0)
            existing = (existing as NSString).deletingLastPathComponent
        }
        var resolved = SourceFinder.identity(of: existing)
        for component in rest { resolved = resolved == "/" ? "/" + component : resolved + "/" + component }
        return resolved
    }
}
