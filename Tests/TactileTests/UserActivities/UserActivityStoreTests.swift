import Foundation
import Tactile
import TactileTesting
import Testing

/// A saved user activity that is corrupt is reported with the file and the field, never half-restored (EDT-06).
@MainActor
@Suite("Saved user activities that are corrupt (EDT-06)")
struct UserActivityStoreTests {
    let store: UserActivityStore

    init() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("tactile-user-activity-store-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        store = UserActivityStore(directory: folder)
    }

    func loadError(_ json: String) throws -> UserActivityStoreError? {
        try FileAccess.write(json, to: store.path)
        do {
            _ = try store.load()
            return nil
        } catch {
            return error
        }
    }

    func invalid(_ field: String, _ problem: String) -> UserActivityStoreError {
        .invalidContents(file: store.path, field: field, problem: problem)
    }

    let valid = """
        {"version": 1, "activityType": "com.example.reading", "isEligibleForHandoff": true,
         "isEligibleForSearch": false, "userInfo": {"page": {"int": 3}}}
        """

    @Test("EDT-06: no file loads nothing; a valid file loads")
    func missingAndValid() throws {
        #expect(try store.load() == nil)
        try FileAccess.write(valid, to: store.path)
        #expect(try store.load()?.userInfo?["page"] as? Int == 3)
    }

    @Test("EDT-06: text that is not JSON, a missing key, a wrong type and a wrong version name the field")
    func fieldsAreNamed() throws {
        #expect(try loadError("{not json") == invalid("file", "not valid JSON"))
        #expect(try loadError(#"{"version": 1}"#) == invalid("activityType", "missing"))
        let wrongType = valid.replacingOccurrences(of: #"{"int": 3}"#, with: #"{"int": "three"}"#)
        #expect(try loadError(wrongType) == invalid("userInfo.page.int", "expected a value of type Int"))
        let version = valid.replacingOccurrences(of: #""version": 1"#, with: #""version": 2"#)
        #expect(try loadError(version) == invalid("version", "expected 1, found 2"))
        let empty = valid.replacingOccurrences(of: "com.example.reading", with: "")
        #expect(try loadError(empty) == invalid("activityType", "is empty"))
    }

    @Test("EDT-06: a userInfo value without exactly one known type key is named, with the keys found")
    func untaggedValue() throws {
        let untagged = valid.replacingOccurrences(of: #"{"int": 3}"#, with: #"{"integer": 3}"#)
        let error = try loadError(untagged)
        guard case .invalidContents(_, let field, let problem)? = error else {
            Issue.record("expected invalid contents, got \(String(describing: error))")
            return
        }
        #expect(field == "userInfo.page")
        #expect(problem.contains("found integer"))
        let badData = valid.replacingOccurrences(of: #"{"int": 3}"#, with: #"{"data": "%%%"}"#)
        #expect(try loadError(badData) == invalid("userInfo.page.data", "expected Base64 data"))
    }

    @Test("EDT-06: a corrupt file makes restoring throw without calling the delegate; the message names file and field")
    func corruptFileIsNotDelivered() throws {
        final class Delegate: UIApplicationDelegate {
            var calls = 0
            func application(
                _ application: UIApplication, continue userActivity: NSUserActivity,
                restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
            ) -> Bool {
                calls += 1
                return true
            }
        }
        let sim = TouchSimulator()
        sim.application.userActivityStore = store
        let delegate = Delegate()
        sim.application.delegate = delegate
        try FileAccess.write(valid.replacingOccurrences(of: "true", with: "\"yes\""), to: store.path)
        do {
            try sim.application.restorePersistedUserActivity()
            Issue.record("a corrupt file was restored")
        } catch {
            #expect(error == invalid("isEligibleForHandoff", "expected a value of type Bool"))
            #expect(error.localizedDescription.hasPrefix("\(store.path): isEligibleForHandoff: expected"))
        }
        #expect(delegate.calls == 0)
    }

    @Test("EDT-06: a directory where the file should be is a file error naming the path")
    func directoryInsteadOfFile() throws {
        try FileManager.default.createDirectory(atPath: store.path, withIntermediateDirectories: true)
        #expect(throws: UserActivityStoreError.file(
            FileAccessError(path: store.path, operation: .read, problem: .isDirectory,
                            expected: "a saved user activity (.json)"))) {
            _ = try store.load()
        }
    }

    @Test("a save onto a full disk (the file links to /dev/full) throws a file error naming the path and the reason")
    func fullDisk() throws {
        try FileManager.default.createSymbolicLink(atPath: store.path, withDestinationPath: "/dev/full")
        let activity = NSUserActivity(activityType: "com.example.reading")
        #expect(throws: UserActivityStoreError.file(
            FileAccessError(path: store.path, operation: .write, problem: .other("the disk is full"),
                            expected: "a saved user activity (.json)"))) {
            try store.save(activity)
        }
    }

    @Test("EDT-06: every truncation and many byte changes of a saved file load or throw a store error, never crash")
    func corruptedBytes() throws {
        let activity = NSUserActivity(activityType: "com.example.reading")
        activity.title = "Emma"
        activity.webpageURL = URL(string: "https://example.com/emma")
        activity.userInfo = [
            "page": 3, "progress": 0.5, "done": false, "opened": Date(timeIntervalSince1970: 0),
            "digest": Data([9]), "tags": ["a", "b"], "where": ["x": 1] as [String: Any],
        ]
        try store.save(activity)
        let bytes = try [UInt8](FileAccess.readData(store.path))
        var outcomes = (loaded: 0, rejected: 0)
        func check(_ data: [UInt8]) throws {
            try FileAccess.write(Data(data), to: store.path)
            do {
                _ = try store.load()
                outcomes.loaded += 1
            } catch {
                if case .file = error { Issue.record("a readable file was reported as unreadable: \(error)") }
                outcomes.rejected += 1
            }
        }
        for length in 0..<bytes.count { try check(Array(bytes[..<length])) }
        var state: UInt64 = 0x5eed
        for _ in 0..<300 {
            var mutated = bytes
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let index = Int((state >> 33) % UInt64(mutated.count))
            mutated[index] = UInt8(truncatingIfNeeded: state >> 17)
            try check(mutated)
        }
        try check(bytes)
        #expect(outcomes.loaded >= 1)
        #expect(outcomes.rejected >= bytes.count - 1)
    }
}
