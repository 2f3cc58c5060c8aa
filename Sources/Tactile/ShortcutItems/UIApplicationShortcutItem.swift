import Foundation

/// A home-screen quick action: what the system offers when the user presses the app's icon, and what the app
/// receives when one is chosen.
///
/// UIKit counterpart: [`UIApplicationShortcutItem`](https://developer.apple.com/documentation/uikit/uiapplicationshortcutitem).
/// Static items come from the app's property list (``UIApplicationShortcutItem/staticItems(propertyList:file:)``),
/// dynamic ones from ``UIApplication/shortcutItems``; the app handles a chosen one in
/// ``UIApplicationDelegate/application(_:performActionFor:completionHandler:)``, dispatching on ``type``.
///
/// Deliberate difference: ``userInfo`` holds `any Sendable & Hashable` values where UIKit holds `NSSecureCoding`
/// objects (Linux has no secure coding). Strings, numbers, booleans, dates, data and arrays of them port unchanged;
/// nested property-list containers read from a file arrive as ``PropertyListValue``.
open class UIApplicationShortcutItem: Hashable, CustomStringConvertible {
    /// The app's identifier of the action, to dispatch on (UIKit: `type`).
    public internal(set) var type: String
    /// The title shown (UIKit: `localizedTitle`).
    public internal(set) var localizedTitle: String
    /// The line shown under the title, if any (UIKit: `localizedSubtitle`).
    public internal(set) var localizedSubtitle: String?
    /// The icon, if any (UIKit: `icon`).
    public internal(set) var icon: UIApplicationShortcutIcon?
    /// Extra information for the app (UIKit: `userInfo`, `[String: NSSecureCoding]`).
    public internal(set) var userInfo: [String: any Sendable & Hashable]?

    /// An item with every property (UIKit: `init(type:localizedTitle:localizedSubtitle:icon:userInfo:)`).
    public init(
        type: String, localizedTitle: String, localizedSubtitle: String? = nil, icon: UIApplicationShortcutIcon? = nil,
        userInfo: [String: any Sendable & Hashable]? = nil
    ) {
        self.type = type
        self.localizedTitle = localizedTitle
        self.localizedSubtitle = localizedSubtitle
        self.icon = icon
        self.userInfo = userInfo
    }

    /// An item with a type and a title only (UIKit: `init(type:localizedTitle:)`).
    public convenience init(type: String, localizedTitle: String) {
        self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil, userInfo: nil)
    }

    /// A mutable copy (UIKit: `mutableCopy()`).
    public func mutableCopy() -> UIMutableApplicationShortcutItem {
        UIMutableApplicationShortcutItem(
            type: type, localizedTitle: localizedTitle, localizedSubtitle: localizedSubtitle, icon: icon,
            userInfo: userInfo)
    }

    /// An immutable copy (UIKit: `copy()`).
    public func copy() -> UIApplicationShortcutItem {
        UIApplicationShortcutItem(
            type: type, localizedTitle: localizedTitle, localizedSubtitle: localizedSubtitle, icon: icon,
            userInfo: userInfo)
    }

    /// Items are equal when every property is, as UIKit's `isEqual(_:)` compares them.
    public static func == (lhs: UIApplicationShortcutItem, rhs: UIApplicationShortcutItem) -> Bool {
        lhs.type == rhs.type && lhs.localizedTitle == rhs.localizedTitle
            && lhs.localizedSubtitle == rhs.localizedSubtitle && lhs.icon == rhs.icon
            && Self.equal(lhs.userInfo, rhs.userInfo)
    }

    /// Hashes the type and the title.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(type)
        hasher.combine(localizedTitle)
    }

    /// `type "title"`.
    public var description: String { "\(type) \"\(localizedTitle)\"" }

    static func equal(_ a: [String: any Sendable & Hashable]?, _ b: [String: any Sendable & Hashable]?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (let a?, let b?):
            guard a.count == b.count else { return false }
            return a.allSatisfy { key, value in b[key].map { AnyHashable(value) == AnyHashable($0) } ?? false }
        default: return false
        }
    }
}

/// A quick action whose properties can be changed, for ``UIApplication/shortcutItems``.
///
/// UIKit counterpart: [`UIMutableApplicationShortcutItem`](https://developer.apple.com/documentation/uikit/uimutableapplicationshortcutitem).
open class UIMutableApplicationShortcutItem: UIApplicationShortcutItem {
    /// The app's identifier of the action.
    public override var type: String {
        get { super.type }
        set { super.type = newValue }
    }
    /// The title shown.
    public override var localizedTitle: String {
        get { super.localizedTitle }
        set { super.localizedTitle = newValue }
    }
    /// The line shown under the title.
    public override var localizedSubtitle: String? {
        get { super.localizedSubtitle }
        set { super.localizedSubtitle = newValue }
    }
    /// The icon.
    public override var icon: UIApplicationShortcutIcon? {
        get { super.icon }
        set { super.icon = newValue }
    }
    /// Extra information for the app.
    public override var userInfo: [String: any Sendable & Hashable]? {
        get { super.userInfo }
        set { super.userInfo = newValue }
    }
}
