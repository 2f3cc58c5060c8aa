import Foundation

/// The saved form of a user activity: a JSON object whose `userInfo` values each say their type
/// (`{"int": 3}`, `{"url": "https://…"}`, `{"array": […]}`), so that they come back as the types they were.
struct PersistedUserActivity: Codable, Equatable {
    static let currentVersion = 1

    var version: Int
    var activityType: String
    var title: String?
    var webpageURL: String?
    var isEligibleForHandoff: Bool
    var isEligibleForSearch: Bool
    var userInfo: [String: UserInfoValue]?

    init(_ activity: NSUserActivity) throws(UserActivityStoreError) {
        version = Self.currentVersion
        activityType = activity.activityType
        title = activity.title
        webpageURL = activity.webpageURL?.absoluteString
        isEligibleForHandoff = activity.isEligibleForHandoff
        isEligibleForSearch = activity.isEligibleForSearch
        userInfo = try activity.userInfo.map { info throws(UserActivityStoreError) in
            try UserInfoValue.dictionary(info, field: "userInfo")
        }
    }

    /// Checks what decoding cannot: the version, a non-empty type, a readable URL.
    func validate(file: String) throws(UserActivityStoreError) {
        guard version == Self.currentVersion else {
            throw .invalidContents(
                file: file, field: "version", problem: "expected \(Self.currentVersion), found \(version)")
        }
        guard !activityType.isEmpty else {
            throw .invalidContents(file: file, field: "activityType", problem: "is empty")
        }
        if let webpageURL, URL(string: webpageURL) == nil {
            throw .invalidContents(file: file, field: "webpageURL", problem: "\"\(webpageURL)\" is not a URL")
        }
    }

    func makeActivity() -> NSUserActivity {
        let activity = NSUserActivity(activityType: activityType)
        activity.title = title
        activity.webpageURL = webpageURL.flatMap(URL.init(string:))
        activity.isEligibleForHandoff = isEligibleForHandoff
        activity.isEligibleForSearch = isEligibleForSearch
        if let userInfo {
            var info: [AnyHashable: Any] = [:]
            for (key, value) in userInfo { info[key] = value.value }
            activity.userInfo = info
        }
        return activity
    }
}

/// One saved `userInfo` value, tagged with its type.
indirect enum UserInfoValue: Codable, Equatable {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case url(URL)
    case date(Date)
    case data(Data)
    case array([UserInfoValue])
    case dictionary([String: UserInfoValue])

    private enum Tag: String, CodingKey, CaseIterable {
        case string, int, double, bool, url, date, data, array, dictionary
    }

    /// Any key, to name the keys found where a type key was expected.
    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// `value` as a saved value; `field` names it in errors.
    init(_ value: Any, field: String) throws(UserActivityStoreError) {
        switch value {
        case let v as String: self = .string(v)
        case let v as Bool: self = .bool(v)
        case let v as Int: self = .int(v)
        case let v as Int8: self = .int(Int(v))
        case let v as Int16: self = .int(Int(v))
        case let v as Int32: self = .int(Int(v))
        case let v as Int64: self = .int(Int(v))
        case let v as UInt8: self = .int(Int(v))
        case let v as UInt16: self = .int(Int(v))
        case let v as UInt32: self = .int(Int(v))
        case let v as UInt: self = Int(exactly: v).map { .int($0) } ?? .double(Double(v))
        case let v as UInt64: self = Int(exactly: v).map { .int($0) } ?? .double(Double(v))
        case let v as Double: self = .double(v)
        case let v as Float: self = .double(Double(v))
        case let v as CGFloat: self = .double(Double(v))
        case let v as URL: self = .url(v)
        case let v as Date: self = .date(v)
        case let v as Data: self = .data(v)
        case let v as [AnyHashable: Any]: self = .dictionary(try Self.dictionary(v, field: field))
        case let v as [Any]:
            var items: [UserInfoValue] = []
            for (index, item) in v.enumerated() { items.append(try UserInfoValue(item, field: "\(field)[\(index)]")) }
            self = .array(items)
        default:
            throw .unsupportedValue(field: field, type: String(describing: type(of: value)))
        }
    }

    /// The entries of `dictionary`, whose keys must be strings.
    static func dictionary(_ dictionary: [AnyHashable: Any], field: String) throws(UserActivityStoreError)
        -> [String: UserInfoValue]
    {
        var result: [String: UserInfoValue] = [:]
        for (key, value) in dictionary {
            guard let name = key.base as? String else {
                throw .unsupportedValue(field: "\(field) key \(key)", type: String(describing: type(of: key.base)))
            }
            result[name] = try UserInfoValue(value, field: "\(field).\(name)")
        }
        return result
    }

    /// The value as `userInfo` holds it: `String`, `Int`, `Double`, `Bool`, `URL`, `Date`, `Data`, `[Any]` or
    /// `[String: Any]`.
    var value: Any {
        switch self {
        case .string(let v): v
        case .int(let v): v
        case .double(let v): v
        case .bool(let v): v
        case .url(let v): v
        case .date(let v): v
        case .data(let v): v
        case .array(let items): items.map(\.value) as [Any]
        case .dictionary(let entries): entries.mapValues(\.value) as [String: Any]
        }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Tag.self)
        let keys = try decoder.container(keyedBy: AnyKey.self).allKeys
        guard keys.count == 1, let tag = container.allKeys.first else {
            let found = keys.map(\.stringValue).sorted().joined(separator: ", ")
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "expected one of the keys "
                        + "\(Tag.allCases.map(\.rawValue).joined(separator: ", ")), "
                        + "found \(found.isEmpty ? "none" : found)"))
        }
        switch tag {
        case .string: self = .string(try container.decode(String.self, forKey: tag))
        case .int:
            // Foundation's decoder reports a number that is no Int (1.5, 1e30) as "not valid JSON" for the whole
            // file; such a number is named here instead. Anything else fails as an Int, naming this value.
            if let int = try? container.decode(Int.self, forKey: tag) {
                self = .int(int)
            } else if let number = try? container.decode(Double.self, forKey: tag) {
                throw DecodingError.dataCorruptedError(
                    forKey: tag, in: container,
                    debugDescription: "expected a whole number in Int's range, found \(number)")
            } else {
                self = .int(try container.decode(Int.self, forKey: tag))
            }
        case .double: self = .double(try container.decode(Double.self, forKey: tag))
        case .bool: self = .bool(try container.decode(Bool.self, forKey: tag))
        case .url:
            let text = try container.decode(String.self, forKey: tag)
            guard let url = URL(string: text) else {
                throw DecodingError.dataCorruptedError(
                    forKey: tag, in: container, debugDescription: "\"\(text)\" is not a URL")
            }
            self = .url(url)
        case .date:
            self = .date(Date(timeIntervalSince1970: try container.decode(Double.self, forKey: tag)))
        case .data:
            let text = try container.decode(String.self, forKey: tag)
            guard let data = Data(base64Encoded: text) else {
                throw DecodingError.dataCorruptedError(
                    forKey: tag, in: container, debugDescription: "expected Base64 data")
            }
            self = .data(data)
        case .array: self = .array(try container.decode([UserInfoValue].self, forKey: tag))
        case .dictionary: self = .dictionary(try container.decode([String: UserInfoValue].self, forKey: tag))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Tag.self)
        switch self {
        case .string(let v): try container.encode(v, forKey: .string)
        case .int(let v): try container.encode(v, forKey: .int)
        case .double(let v): try container.encode(v, forKey: .double)
        case .bool(let v): try container.encode(v, forKey: .bool)
        case .url(let v): try container.encode(v.absoluteString, forKey: .url)
        case .date(let v): try container.encode(v.timeIntervalSince1970, forKey: .date)
        case .data(let v): try container.encode(v.base64EncodedString(), forKey: .data)
        case .array(let v): try container.encode(v, forKey: .array)
        case .dictionary(let v): try container.encode(v, forKey: .dictionary)
        }
    }
}
