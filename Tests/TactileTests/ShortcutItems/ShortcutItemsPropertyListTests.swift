import Foundation
import Tactile
import Testing

/// A property list with `UIApplicationShortcutItems` holding these item dictionaries (XML written by hand).
func shortcutPropertyList(_ items: [String], extra: String = "") -> Data {
    Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \(extra)
        <key>UIApplicationShortcutItems</key>
        <array>
        \(items.joined(separator: "\n"))
        </array>
        </dict>
        </plist>
        """.utf8)
}

/// One item's `<dict>` from key–value XML fragments.
func shortcutDict(_ entries: [(String, String)]) -> String {
    "<dict>" + entries.map { "<key>\($0.0)</key>\($0.1)" }.joined() + "</dict>"
}

func shortcutItemXML(_ type: String, _ title: String, _ more: [(String, String)] = []) -> String {
    shortcutDict([("UIApplicationShortcutItemType", "<string>\(type)</string>"),
                  ("UIApplicationShortcutItemTitle", "<string>\(title)</string>")] + more)
}

@Suite("Static quick actions from a property list")
struct ShortcutItemsPropertyListTests {
    @Test("F3D-02: the six keys become an item's type, title, subtitle, icon and userInfo, in file order")
    func sixKeys() throws {
        let data = shortcutPropertyList([
            shortcutItemXML("com.example.compose", "New Message", [
                ("UIApplicationShortcutItemSubtitle", "<string>To a friend</string>"),
                ("UIApplicationShortcutItemIconType", "<string>UIApplicationShortcutIconTypeCompose</string>"),
                ("UIApplicationShortcutItemUserInfo",
                 "<dict><key>id</key><integer>42</integer><key>draft</key><true/><key>ratio</key><real>0.5</real>"
                    + "<key>tags</key><array><string>a</string><integer>1</integer></array></dict>"),
            ]),
            shortcutItemXML("com.example.search", "Search"),
        ])
        let items = try UIApplicationShortcutItem.staticItems(propertyList: data, file: "Info.plist")
        #expect(items.map(\.type) == ["com.example.compose", "com.example.search"])
        let first = items[0]
        #expect(first.localizedTitle == "New Message")
        #expect(first.localizedSubtitle == "To a friend")
        #expect(first.icon == UIApplicationShortcutIcon(type: .compose))
        #expect(first.userInfo?["id"] as? Int == 42)
        #expect(first.userInfo?["draft"] as? Bool == true)
        #expect(first.userInfo?["ratio"] as? Double == 0.5)
        #expect(first.userInfo?["tags"] as? PropertyListValue == .array([.string("a"), .integer(1)]))
        #expect(items[1].localizedSubtitle == nil && items[1].icon == nil && items[1].userInfo == nil)
    }

    @Test("F3D-02: the icon file wins over the icon type, and a symbol name over both")
    func iconPrecedence() throws {
        let type = ("UIApplicationShortcutItemIconType", "<string>UIApplicationShortcutIconTypePlay</string>")
        let file = ("UIApplicationShortcutItemIconFile", "<string>camera</string>")
        let symbol = ("UIApplicationShortcutItemIconSymbolName", "<string>star</string>")
        let items = try UIApplicationShortcutItem.staticItems(propertyList: shortcutPropertyList([
            shortcutItemXML("a", "A", [type, file]), shortcutItemXML("b", "B", [file, type, symbol]), shortcutItemXML("c", "C", [type]),
        ]))
        #expect(items.map(\.icon) == [
            UIApplicationShortcutIcon(templateImageName: "camera"), UIApplicationShortcutIcon(systemImageName: "star"),
            UIApplicationShortcutIcon(type: .play),
        ])
    }

    @Test("every icon type round-trips through its property-list name")
    func iconTypeNames() {
        for type in UIApplicationShortcutIcon.IconType.allCases {
            #expect(UIApplicationShortcutIcon.IconType(propertyListName: type.propertyListName) == type)
        }
        #expect(UIApplicationShortcutIcon.IconType.markLocation.propertyListName
            == "UIApplicationShortcutIconTypeMarkLocation")
        #expect(UIApplicationShortcutIcon.IconType.taskCompleted.rawValue == 23)
    }

    @Test("F3D-02: a property list without the key has no quick actions")
    func noKey() throws {
        let data = Data("<plist version=\"1.0\"><dict><key>CFBundleName</key><string>X</string></dict></plist>".utf8)
        #expect(try UIApplicationShortcutItem.staticItems(propertyList: data).isEmpty)
    }

    /// The error a bad property list gets.
    func error(_ data: Data) -> ShortcutItemsPropertyListError? {
        do {
            _ = try UIApplicationShortcutItem.staticItems(propertyList: data, file: "Info.plist")
            return nil
        } catch {
            return error
        }
    }

    @Test("F3D-02: a missing required key is named with the file and the item's index")
    func missingRequiredKeys() throws {
        let noTitle = try #require(error(shortcutPropertyList([
            shortcutItemXML("a", "A"), shortcutDict([("UIApplicationShortcutItemType", "<string>b</string>")]),
        ])))
        #expect(noTitle == ShortcutItemsPropertyListError(
            file: "Info.plist", itemIndex: 1, key: "UIApplicationShortcutItemTitle", problem: .missingKey))
        #expect(noTitle.localizedDescription
            == "Info.plist: UIApplicationShortcutItems item 1: UIApplicationShortcutItemTitle: the required key is missing")
        let noType = try #require(error(shortcutPropertyList([
            shortcutDict([("UIApplicationShortcutItemTitle", "<string>B</string>")]),
        ])))
        #expect(noType.itemIndex == 0 && noType.key == "UIApplicationShortcutItemType" && noType.problem == .missingKey)
    }

    @Test("bad input: empty types, wrong value types, unknown icons and duplicates are typed errors")
    func badValues() throws {
        #expect(error(shortcutPropertyList([shortcutItemXML("", "A")]))
            == ShortcutItemsPropertyListError(
                file: "Info.plist", itemIndex: 0, key: "UIApplicationShortcutItemType", problem: .emptyValue))
        #expect(error(shortcutPropertyList([shortcutItemXML("a", "")]))?.problem == .emptyValue)
        #expect(error(shortcutPropertyList([shortcutDict([
            ("UIApplicationShortcutItemType", "<integer>3</integer>"), ("UIApplicationShortcutItemTitle", "<string>A</string>"),
        ])]))?.problem == .wrongType(expected: "a string"))
        #expect(error(shortcutPropertyList([shortcutItemXML("a", "A", [("UIApplicationShortcutItemSubtitle", "<array/>")])]))?.key
            == "UIApplicationShortcutItemSubtitle")
        #expect(error(shortcutPropertyList([shortcutItemXML("a", "A", [("UIApplicationShortcutItemUserInfo", "<string>x</string>")])]))
            == ShortcutItemsPropertyListError(
                file: "Info.plist", itemIndex: 0, key: "UIApplicationShortcutItemUserInfo",
                problem: .wrongType(expected: "a dictionary")))
        let unknown = try #require(error(shortcutPropertyList([
            shortcutItemXML("a", "A"), shortcutItemXML("b", "B", [("UIApplicationShortcutItemIconType", "<string>Sparkles</string>")]),
        ])))
        #expect(unknown.itemIndex == 1 && unknown.problem == .unknownIconType("Sparkles"))
        #expect(error(shortcutPropertyList([shortcutItemXML("a", "A"), shortcutItemXML("a", "Again")]))?.problem == .duplicateType(firstIndex: 0))
        #expect(error(shortcutPropertyList(["<string>not a dict</string>"]))?.problem == .wrongType(expected: "a dictionary"))
    }

    @Test("bad input: not a property list, a top level that is no dictionary, an items key that is no array")
    func badFiles() throws {
        let garbage = try #require(error(Data("<plist><dict><key>x".utf8)))
        #expect(garbage.itemIndex == nil)
        if case .notAPropertyList = garbage.problem {} else { Issue.record("got \(garbage)") }
        #expect(error(Data("<plist version=\"1.0\"><array/></plist>".utf8))?.problem == .topLevelNotDictionary)
        let notArray = Data(
            "<plist version=\"1.0\"><dict><key>UIApplicationShortcutItems</key><string>x</string></dict></plist>".utf8)
        #expect(error(notArray) == ShortcutItemsPropertyListError(
            file: "Info.plist", key: "UIApplicationShortcutItems", problem: .wrongType(expected: "an array")))
    }

    @Test("a file that cannot be read is a typed error naming it")
    func unreadableFile() {
        #expect {
            _ = try UIApplicationShortcutItem.staticItems(contentsOfFile: "/nonexistent/Info.plist")
        } throws: { error in
            guard let error = error as? ShortcutItemsPropertyListError, case .unreadable = error.problem else { return false }
            return error.localizedDescription.contains("/nonexistent/Info.plist")
        }
    }
}
