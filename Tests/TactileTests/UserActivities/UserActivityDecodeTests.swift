import Foundation
import Tactile
import Testing

/// `UserActivityStore.decode(_:file:)`: a saved activity read from bytes, as `load()` reads the file (EDT-06).
@MainActor
@Suite("Saved user activities decoded from bytes (EDT-06)")
struct UserActivityDecodeTests {
    /// A saved file with every kind of value.
    static let everyValue = """
        {"version": 1, "activityType": "com.example.reading", "title": "Emma",
         "webpageURL": "https://example.com/emma", "isEligibleForHandoff": false, "isEligibleForSearch": true,
         "userInfo": {"page": {"int": 3}, "progress": {"double": 0.5}, "done": {"bool": true},
                      "name": {"string": "Emma"}, "link": {"url": "https://example.com/"},
                      "opened": {"date": 86400}, "digest": {"data": "CQo="},
                      "tags": {"array": [{"string": "a"}, {"int": 2}]},
                      "where": {"dictionary": {"x": {"int": 1}}}}}
        """

    @Test("EDT-06: decode reads every value type back as the type it was saved as")
    func everyValueType() throws {
        let activity = try UserActivityStore.decode(Data(Self.everyValue.utf8), file: "saved.json")
        #expect(activity.activityType == "com.example.reading")
        #expect(activity.title == "Emma")
        #expect(activity.webpageURL == URL(string: "https://example.com/emma"))
        #expect(activity.isEligibleForHandoff == false && activity.isEligibleForSearch == true)
        let info = try #require(activity.userInfo)
        #expect(info.count == 9)
        #expect(info["page"] as? Int == 3)
        #expect(info["progress"] as? Double == 0.5)
        #expect(info["done"] as? Bool == true)
        #expect(info["name"] as? String == "Emma")
        #expect(info["link"] as? URL == URL(string: "https://example.com/"))
        #expect(info["opened"] as? Date == Date(timeIntervalSince1970: 86400))
        #expect(info["digest"] as? Data == Data([9, 10]))
        let tags = try #require(info["tags"] as? [Any])
        #expect(tags.count == 2 && tags[0] as? String == "a" && tags[1] as? Int == 2)
        #expect((info["where"] as? [String: Any])?["x"] as? Int == 1)
    }

    @Test("EDT-06: decode's errors name the file it is given, with the field, as load's name the store's file")
    func errorsNameTheFile() throws {
        func failure(_ text: String) -> UserActivityStoreError? {
            do {
                _ = try UserActivityStore.decode(Data(text.utf8), file: "saved.json")
                return nil
            } catch {
                return error
            }
        }
        #expect(failure("{not json") == .invalidContents(file: "saved.json", field: "file", problem: "not valid JSON"))
        #expect(failure("") == .invalidContents(file: "saved.json", field: "file", problem: "not valid JSON"))
        #expect(failure("[1]") == .invalidContents(
            file: "saved.json", field: "file", problem: "expected a value of type Dictionary<String, Any>"))
        #expect(failure(#"{"version": 1}"#)
            == .invalidContents(file: "saved.json", field: "activityType", problem: "missing"))
        let version = Self.everyValue.replacingOccurrences(of: #""version": 1"#, with: #""version": 7"#)
        #expect(failure(version)
            == .invalidContents(file: "saved.json", field: "version", problem: "expected 1, found 7"))
        // Foundation's decoder calls a number that is no Int invalid JSON; the error still names the value.
        let fraction = Self.everyValue.replacingOccurrences(of: #"{"int": 3}"#, with: #"{"int": 1.5}"#)
        #expect(failure(fraction) == .invalidContents(
            file: "saved.json", field: "userInfo.page.int",
            problem: "expected a whole number in Int's range, found 1.5"))
        let badDate = Self.everyValue.replacingOccurrences(of: "86400", with: #""noon""#)
        #expect(failure(badDate) == .invalidContents(
            file: "saved.json", field: "userInfo.opened.date", problem: "expected a value of type Double"))
    }

    @Test("EDT-06: the fuzz seed corpus: its valid files decode, each broken one is rejected at the field it breaks")
    func fuzzSeeds() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Fuzz/Corpus/FuzzUserActivity").standardized.path
        func field(_ name: String) throws -> String? {
            let data = try FileAccess.readData((folder as NSString).appendingPathComponent(name))
            do {
                _ = try UserActivityStore.decode(data, file: name)
                return nil
            } catch {
                guard case .invalidContents(let file, let field, _) = error else { return "\(error)" }
                #expect(file == name)
                return field
            }
        }
        let every = try FileAccess.readData((folder as NSString).appendingPathComponent("every-value.json"))
        #expect(try UserActivityStore.decode(every, file: "every-value.json").userInfo?.count == 9)
        #expect(try field("minimal.json") == nil)
        #expect(try field("empty-userinfo.json") == nil)
        #expect(try field("wrong-version.json") == "version")
        #expect(try field("empty-type.json") == "activityType")
        #expect(try field("two-type-keys.json") == "userInfo.page")
        // Four bad values: which one is met first follows the order of the decoded dictionary.
        let bad = try field("bad-values.json")
        let expected: [String?] = ["userInfo.d.data", "userInfo.u.url", "userInfo.i.int", "userInfo.b.bool"]
        #expect(expected.contains(bad), "\(bad ?? "nil")")
        #expect(try field("wrong-flag-type.json") == "isEligibleForHandoff")
        #expect(try field("truncated.json") == "file")
        #expect(try field("not-an-object.json") == "file")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(names.count == 10)
    }

    @Test("EDT-06: load gives the same activity as decode of the file's bytes")
    func loadIsDecodeOfTheFile() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("tactile-user-activity-decode-\(UUID().uuidString)").path
        let store = UserActivityStore(directory: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileAccess.write(Self.everyValue, to: store.path)
        let loaded = try #require(try store.load())
        let decoded = try UserActivityStore.decode(Data(Self.everyValue.utf8), file: store.path)
        #expect(loaded.activityType == decoded.activityType && loaded.title == decoded.title)
        #expect(loaded.userInfo?["opened"] as? Date == decoded.userInfo?["opened"] as? Date)
        try FileAccess.write("{}", to: store.path)
        let missing = UserActivityStoreError.invalidContents(file: store.path, field: "version", problem: "missing")
        #expect(throws: missing) {
            _ = try store.load()
        }
    }
}
