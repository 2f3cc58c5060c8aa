import Foundation

/// The Info.plist's `UIApplicationSceneManifest`: whether the app supports several scenes, and the scene
/// configurations of each role.
struct UIApplicationSceneManifest {
    /// One entry of `UISceneConfigurations`.
    struct Configuration: Equatable {
        var name: String?
        var delegateClassName: String?
        var sceneClassName: String?
    }

    static let key = "UIApplicationSceneManifest"
    static let supportsMultipleScenesKey = "UIApplicationSupportsMultipleScenes"
    static let configurationsKey = "UISceneConfigurations"
    static let nameKey = "UISceneConfigurationName"
    static let delegateClassNameKey = "UISceneDelegateClassName"
    static let sceneClassNameKey = "UISceneClassName"

    var supportsMultipleScenes = false
    /// The configurations of each role, by the role's raw value, in file order.
    var configurations: [String: [Configuration]] = [:]

    /// The manifest of `info`, or `nil` when it has none (the app does not use scenes).
    init?(infoDictionary info: [String: Any], file: String) throws(UIApplicationLaunchError) {
        guard let value = info[Self.key] else { return nil }
        func invalid(_ path: String, _ expected: String) -> UIApplicationLaunchError {
            .invalidInfoPropertyList(file: file, keyPath: path, expected: expected)
        }
        guard let manifest = value as? [String: Any] else { throw invalid(Self.key, "a dictionary") }
        if let supports = manifest[Self.supportsMultipleScenesKey] {
            guard let flag = supports as? Bool else {
                throw invalid("\(Self.key)/\(Self.supportsMultipleScenesKey)", "a Boolean")
            }
            supportsMultipleScenes = flag
        }
        guard let rolesValue = manifest[Self.configurationsKey] else { return }
        let rolesPath = "\(Self.key)/\(Self.configurationsKey)"
        guard let roles = rolesValue as? [String: Any] else { throw invalid(rolesPath, "a dictionary of roles") }
        for (role, entriesValue) in roles {
            guard let entries = entriesValue as? [Any] else { throw invalid("\(rolesPath)/\(role)", "an array") }
            var list: [Configuration] = []
            for (index, entryValue) in entries.enumerated() {
                let path = "\(rolesPath)/\(role)/\(index)"
                guard let entry = entryValue as? [String: Any] else { throw invalid(path, "a dictionary") }
                func string(_ key: String) throws(UIApplicationLaunchError) -> String? {
                    guard let value = entry[key] else { return nil }
                    guard let text = value as? String, !text.isEmpty else { throw invalid("\(path)/\(key)", "a non-empty string") }
                    return text
                }
                list.append(
                    Configuration(
                        name: try string(Self.nameKey), delegateClassName: try string(Self.delegateClassNameKey),
                        sceneClassName: try string(Self.sceneClassNameKey)))
            }
            configurations[role] = list
        }
    }

    /// The entry `configuration` takes its classes from: the one of its name and role, or the role's first one when
    /// it has no name.
    func entry(for configuration: UISceneConfiguration) -> Configuration? {
        let entries = configurations[configuration.role.rawValue] ?? []
        guard let name = configuration.name else { return entries.first }
        return entries.first { $0.name == name }
    }
}
