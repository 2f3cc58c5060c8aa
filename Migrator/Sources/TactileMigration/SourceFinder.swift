import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A Swift file that `tactile-migrate` was asked to migrate.
public struct SourceFile: Hashable, Sendable {
    /// The path as messages and diffs show it: the argument as given (without a leading `./` or a trailing `/`),
    /// then the path inside the folder, for example `Sources/App/Views/PhotoViewController.swift`.
    public var path: String
    /// Where the file goes under `--output DIR`, as `cp -R` would put it: the argument's last component, then the
    /// path inside the folder. `Sources/App` holding `Views/Photo.swift` gives `App/Views/Photo.swift`; a file
    /// argument `Sources/App/Photo.swift` gives `Photo.swift`.
    public var outputPath: String

    public init(path: String, outputPath: String) {
        self.path = path
        self.outputPath = outputPath
    }
}

/// Finds the Swift files a command line names.
///
/// A file argument must end in `.swift`. A folder argument is walked recursively; it yields its `.swift` files,
/// skipping hidden files and folders (their names start with a dot, as `.build` and `.git` do), symbolic links
/// to folders (so a link cannot make the walk loop) and anything that is not a file. The files are sorted by
/// path, and a file named twice (directly and through its folder, or through a link) counts once.
public enum SourceFinder {
    /// The Swift files the arguments name, sorted by path, and what could not be used.
    public static func find(_ arguments: [String]) -> (files: [SourceFile], problems: [FileMigrationError]) {
        var found: [(file: SourceFile, identity: String)] = []
        var problems: [FileMigrationError] = []
        for argument in arguments {
            let shown = clean(argument)
            var status = stat()
            guard stat(argument, &status) == 0 else {
                let code = errno
                if code == ENOENT || code == ENOTDIR {
                    problems.append(.notFound(path: shown))
                } else {
                    problems.append(.unreadable(path: shown, reason: SourceFileIO.describe(code)))
                }
                continue
            }
            let top = outputName(of: argument)
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                var inFolder: [(file: SourceFile, identity: String)] = []
                let known = problems.count
                walk(folder: argument, shown: shown, output: top, into: &inFolder, problems: &problems)
                if inFolder.isEmpty && problems.count == known { problems.append(.noSwiftFiles(path: shown)) }
                found.append(contentsOf: inFolder)
            case S_IFREG:
                guard argument.hasSuffix(".swift") else {
                    problems.append(.notSwiftFile(path: shown))
                    continue
                }
                found.append((SourceFile(path: shown, outputPath: top), identity(of: argument)))
            default:
                problems.append(.notRegularFile(path: shown))
            }
        }
        var seen: Set<String> = []
        let unique = found.filter { seen.insert($0.identity).inserted }.map(\.file)
        return (unique.sorted { $0.path < $1.path }, problems)
    }

    /// Adds the Swift files under `folder` (recursively, sorted) to `files`.
    private static func walk(
        folder: String, shown: String, output: String, into files: inout [(file: SourceFile, identity: String)],
        problems: inout [FileMigrationError]
    ) {
        guard let handle = opendir(folder) else {
            problems.append(.unreadable(path: shown, reason: SourceFileIO.describe(errno)))
            return
        }
        closedir(handle)
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        for name in names where !name.hasPrefix(".") {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            let shownPath = join(shown, name)
            let outputPath = join(output, name)
            var link = stat()
            guard lstat(path, &link) == 0 else { continue }
            var status = link
            if (link.st_mode & S_IFMT) == S_IFLNK {
                // A link to a file counts as the file; a link to a folder is not followed.
                guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { continue }
            }
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                walk(folder: path, shown: shownPath, output: outputPath, into: &files, problems: &problems)
            case S_IFREG where name.hasSuffix(".swift"):
                files.append((SourceFile(path: shownPath, outputPath: outputPath), identity(of: path)))
            default:
                continue
            }
        }
    }

    /// The folder the arguments share, as an absolute path without `.` or `..`: the deepest folder that holds every
    /// argument (a folder argument counts as itself, a file argument as its folder). `--dry-run`'s diff names files
    /// relative to it, so the patch applies with `git apply` (or `patch -p1`) run in that folder, wherever the
    /// command ran: `--dry-run ../MyApp/Sources` gives `a/Views/Photo.swift` for `../MyApp/Sources/Views/Photo.swift`.
    public static func sharedFolder(of arguments: [String]) -> String {
        let folders = arguments.map { argument -> [String] in
            var isFolder: ObjCBool = false
            let url = URL(fileURLWithPath: argument).standardizedFileURL
            let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
            let folder = exists && isFolder.boolValue ? url : url.deletingLastPathComponent()
            return folder.standardizedFileURL.path.split(separator: "/").map(String.init)
        }
        guard var shared = folders.first else { return "/" }
        for components in folders.dropFirst() {
            var count = 0
            while count < shared.count, count < components.count, shared[count] == components[count] { count += 1 }
            shared = Array(shared.prefix(count))
        }
        return "/" + shared.joined(separator: "/")
    }

    /// `path` (as given, relative to the current folder or absolute) relative to `folder` (absolute, from
    /// ``sharedFolder(of:)``), which holds it.
    public static func path(_ path: String, relativeTo folder: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }

    /// The argument as messages show it: `./Sources/App/` becomes `Sources/App`.
    static func clean(_ argument: String) -> String {
        var path = argument
        while path.contains("//") { path = path.replacingOccurrences(of: "//", with: "/") }
        while path.hasPrefix("./") && path.count > 2 { path.removeFirst(2) }
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return path
    }

    /// `folder/name`, or `name` when the folder is the current one (or the root of `--output`).
    public static func join(_ folder: String, _ name: String) -> String {
        switch folder {
        case "", ".": name
        case "/": "/" + name
        default: folder + "/" + name
        }
    }

    /// The last component of the argument's absolute path: `.` names the current folder by its name.
    static func outputName(of argument: String) -> String {
        let name = URL(fileURLWithPath: argument).standardizedFileURL.lastPathComponent
        return name == "/" ? "" : name
    }

    /// The file's path with every link resolved, so one file reached two ways is recognized.
    static func identity(of path: String) -> String {
        guard let resolved = realpath(path, nil) else {
            return URL(fileURLWithPath: path).standardizedFileURL.path
        }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
