import Foundation

/// Reading static quick actions from a property list, as iOS reads them from an app's Info.plist.
extension UIApplicationShortcutItem {
    /// The array key of an app's static quick actions (UIKit's Info.plist key).
    public static let propertyListKey = "UIApplicationShortcutItems"

    /// The keys of one item's dictionary (UIKit's Info.plist keys).
    public enum PropertyListKey {
        /// The action's identifier; required.
        public static let type = "UIApplicationShortcutItemType"
        /// The title; required.
        public static let title = "UIApplicationShortcutItemTitle"
        /// The subtitle.
        public static let subtitle = "UIApplicationShortcutItemSubtitle"
        /// A system icon type (`UIApplicationShortcutIconTypePlay`).
        public static let iconType = "UIApplicationShortcutItemIconType"
        /// An image of the app's own; when present, ``iconType`` is ignored.
        public static let iconFile = "UIApplicationShortcutItemIconFile"
        /// A system symbol (iOS 13); when present, ``iconFile`` and ``iconType`` are ignored.
        public static let iconSymbolName = "UIApplicationShortcutItemIconSymbolName"
        /// A dictionary of extra information.
        public static let userInfo = "UIApplicationShortcutItemUserInfo"
    }

    /// The static quick actions of the property list at `path` (XML, binary or OpenStep), in file order.
    ///
    /// Tactile addition: iOS reads them from the app's Info.plist itself. Set the result as
    /// ``UIApplication/staticShortcutItems``.
    /// - Throws: ``ShortcutItemsPropertyListError`` naming the file, the item and the key.
    public static func staticItems(contentsOfFile path: String) throws(ShortcutItemsPropertyListError)
        -> [UIApplicationShortcutItem]
    {
        let data: Data
        do {
            data = try FileAccess.readData(path, expected: "a property list")
        } catch {
            throw ShortcutItemsPropertyListError(file: path, problem: .unreadable(error))
        }
        return try staticItems(propertyList: data, file: path)
    }

    /// The static quick actions of a property list's `UIApplicationShortcutItems` array, in order; none when the
    /// key is absent.
    ///
    /// Each item needs a non-empty `UIApplicationShortcutItemType` and `UIApplicationShortcutItemTitle`, and a type
    /// of its own. The icon is, in this order of precedence, the `…IconSymbolName`, the `…IconFile` (a template
    /// image) or the `…IconType`, as iOS documents. Unknown keys are ignored, as iOS ignores them.
    /// - Parameters:
    ///   - data: the property list's bytes.
    ///   - file: the name errors give the property list.
    /// - Throws: ``ShortcutItemsPropertyListError``.
    public static func staticItems(propertyList data: Data, file: String = "<property list>")
        throws(ShortcutItemsPropertyListError) -> [UIApplicationShortcutItem]
    {
        func fail(_ index: Int?, _ key: String?, _ problem: ShortcutItemsPropertyListError.Problem)
            -> ShortcutItemsPropertyListError
        {
            ShortcutItemsPropertyListError(file: file, itemIndex: index, key: key, problem: problem)
        }
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            // Foundation's text ("The data couldn't be read because it isn't in the correct format.") adds nothing.
            throw fail(nil, nil, .notAPropertyList(""))
        }
        guard let top = object as? [String: Any] else { throw fail(nil, nil, .topLevelNotDictionary) }
        guard let list = top[propertyListKey] else { return [] }
        guard let entries = list as? [Any] else { throw fail(nil, propertyListKey, .wrongType(expected: "an array")) }
        var items: [UIApplicationShortcutItem] = []
        var firstIndexOfType: [String: Int] = [:]
        for (index, entry) in entries.enumerated() {
            guard let dictionary = entry as? [String: Any] else {
                throw fail(index, nil, .wrongType(expected: "a dictionary"))
            }
            func string(_ key: String, required: Bool) throws(ShortcutItemsPropertyListError) -> String? {
                guard let value = dictionary[key] else {
                    if required { throw fail(index, key, .missingKey) }
                    return nil
                }
                guard let text = value as? String else { throw fail(index, key, .wrongType(expected: "a string")) }
                if required && text.isEmpty { throw fail(index, key, .emptyValue) }
                return text
            }
            let type = try string(PropertyListKey.type, required: true) ?? ""
            let title = try string(PropertyListKey.title, required: true) ?? ""
            if let first = firstIndexOfType[type] { throw fail(index, PropertyListKey.type, .duplicateType(firstIndex: first)) }
            firstIndexOfType[type] = index
            let subtitle = try string(PropertyListKey.subtitle, required: false)
            let symbol = try string(PropertyListKey.iconSymbolName, required: false)
            let file = try string(PropertyListKey.iconFile, required: false)
            let iconTypeName = try string(PropertyListKey.iconType, required: false)
            var icon: UIApplicationShortcutIcon?
            if let symbol, !symbol.isEmpty {
                icon = UIApplicationShortcutIcon(systemImageName: symbol)
            } else if let file, !file.isEmpty {
                icon = UIApplicationShortcutIcon(templateImageName: file)
            } else if let iconTypeName, !iconTypeName.isEmpty {
                guard let iconType = UIApplicationShortcutIcon.IconType(propertyListName: iconTypeName) else {
                    throw fail(index, PropertyListKey.iconType, .unknownIconType(iconTypeName))
                }
                icon = UIApplicationShortcutIcon(type: iconType)
            }
            var userInfo: [String: any Sendable & Hashable]?
            if let raw = dictionary[PropertyListKey.userInfo] {
                guard let info = raw as? [String: Any], case .dictionary(let values)? = PropertyListValue(info) else {
                    throw fail(index, PropertyListKey.userInfo, .wrongType(expected: "a dictionary"))
                }
                userInfo = values.mapValues(\.userInfoValue)
            }
            items.append(UIApplicationShortcutItem(
                type: type, localizedTitle: title, localizedSubtitle: subtitle, icon: icon, userInfo: userInfo))
        }
        return items
    }
}
