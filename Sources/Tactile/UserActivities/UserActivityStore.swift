import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where an application keeps its current user activity between launches: a JSON file,
/// `user-activity.json`, in a folder of its own.
///
/// No UIKit counterpart: iOS keeps user activities itself. The standard folder follows the XDG Base Directory
/// specification for state that should survive a restart: `$XDG_STATE_HOME/<application>`, or
/// `~/.local/state/<application>` when `XDG_STATE_HOME` is unset (or not an absolute path). Give another folder
/// with ``init(directory:)``, as tests do.
public struct UserActivityStore: Sendable, Equatable {
    /// The folder of the file.
    public var directory: String

    /// The file: `user-activity.json` in ``directory``.
    public var path: String { (directory as NSString).appendingPathComponent("user-activity.json") }

    /// A store whose file is in `directory` (created when the first save needs it).
    public init(directory: String) {
        self.directory = directory
    }

    /// The standard store of `applicationName` (default: the process's name), in the XDG state folder read from
    /// `environment`.
    public static func standard(
        applicationName: String = ProcessInfo.processInfo.processName,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> UserActivityStore {
        let base: String
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            base = state
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
            base = (home as NSString).appendingPathComponent(".local/state")
        }
        return UserActivityStore(directory: (base as NSString).appendingPathComponent(applicationName))
    }

    /// Writes `activity` to the file, replacing what was there.
    ///
    /// - Throws: ``UserActivityStoreError/unsupportedValue(field:type:)`` for a `userInfo` value that cannot be
    ///   saved (nothing is written then), ``UserActivityStoreError/file(_:)`` when the file cannot be written.
    public func save(_ activity: NSUserActivity) throws(UserActivityStoreError) {
        let persisted = try PersistedUserActivity(activity)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data: Data
        do {
            data = try encoder.encode(persisted)
        } catch {
            throw .unsupportedValue(field: "userInfo", type: "a value JSON cannot hold (\(error))")
        }
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        do {
            try FileAccess.write(data, to: path, expected: "a saved user activity (.json)")
        } catch {
            throw .file(error)
        }
    }

    /// The activity in the file, or `nil` when there is no file.
    ///
    /// - Throws: ``UserActivityStoreError/invalidContents(file:field:problem:)`` naming the field when the file is
    ///   not a saved activity; ``UserActivityStoreError/file(_:)`` when it cannot be read.
    public func load() throws(UserActivityStoreError) -> NSUserActivity? {
        let data: Data
        do {
            data = try FileAccess.readData(path, expected: "a saved user activity (.json)")
        } catch {
            if error.problem == .notFound { return nil }
            throw .file(error)
        }
        return try Self.decode(data, file: path)
    }

    /// The activity saved in `data`: the contents of a store's file, read some other way. ``load()`` reads the file
    /// and decodes it with this.
    ///
    /// - Parameters:
    ///   - data: the bytes of a `user-activity.json` file.
    ///   - file: the name errors give the data.
    /// - Throws: ``UserActivityStoreError/invalidContents(file:field:problem:)`` naming `file` and the field when the
    ///   data is not a saved activity.
    public static func decode(_ data: Data, file: String) throws(UserActivityStoreError) -> NSUserActivity {
        let persisted: PersistedUserActivity
        do {
            persisted = try JSONDecoder().decode(PersistedUserActivity.self, from: data)
        } catch let error as DecodingError {
            throw describe(error, file: file)
        } catch {
            throw .invalidContents(file: file, field: "file", problem: "not valid JSON")
        }
        try persisted.validate(file: file)
        return persisted.makeActivity()
    }

    /// Removes the file, if there is one.
    public func remove() throws(UserActivityStoreError) {
        guard unlink(path) == 0 || errno == ENOENT else {
            throw .file(FileAccess.error(errno, path: path, operation: .write))
        }
    }

    /// A decoding error as the field it is about and what is wrong there.
    private static func describe(_ error: DecodingError, file: String) -> UserActivityStoreError {
        func field(_ path: [any CodingKey], _ last: (any CodingKey)? = nil) -> String {
            var text = ""
            for key in path + (last.map { [$0] } ?? []) {
                if let index = key.intValue {
                    text += "[\(index)]"
                } else {
                    text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
                }
            }
            return text.isEmpty ? "file" : text
        }
        switch error {
        case .keyNotFound(let key, let context):
            return .invalidContents(file: file, field: field(context.codingPath, key), problem: "missing")
        case .valueNotFound(let type, let context):
            return .invalidContents(
                file: file, field: field(context.codingPath), problem: "expected \(type), found null")
        case .typeMismatch(let type, let context):
            return .invalidContents(
                file: file, field: field(context.codingPath), problem: "expected a value of type \(type)")
        case .dataCorrupted(let context):
            let problem = context.codingPath.isEmpty ? "not valid JSON" : context.debugDescription
            return .invalidContents(file: file, field: field(context.codingPath), problem: problem)
        @unknown default:
            return .invalidContents(file: file, field: "file", problem: "\(error)")
        }
    }
}
