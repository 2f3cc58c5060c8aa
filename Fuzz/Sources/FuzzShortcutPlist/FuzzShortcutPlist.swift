// libFuzzer target: quick actions from a property list (`UIApplicationShortcutItem.staticItems(propertyList:file:)`),
// then the desktop entry written from them and the identifiers read back.
import Foundation
import FuzzSupport
import Tactile
import TactileDesktop

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzShortcutPlist(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = Data(fuzzBytes(data, size))
    let items: [UIApplicationShortcutItem]
    do {
        items = try UIApplicationShortcutItem.staticItems(propertyList: bytes, file: "fuzz.plist")
    } catch {
        fuzzCheck(error.file == "fuzz.plist", "error names the wrong file: \(error)")
        fuzzCheck(error.itemIndex.map { $0 >= 0 } ?? true, "negative item index: \(error)")
        fuzzCheck(!error.description.isEmpty, "empty message")
        return 0
    }
    fuzzCheck(Set(items.map(\.type)).count == items.count, "two items share a type")
    fuzzCheck(items.allSatisfy { !$0.type.isEmpty && !$0.localizedTitle.isEmpty }, "an empty type or title was accepted")
    let offered = UIApplication.offeredShortcutItems(static: items, dynamic: [])
    fuzzCheck(offered.count == min(items.count, UIApplication.maximumOfferedShortcutItems), "offered count")
    let entry = DesktopEntry(name: "Fuzz", command: ["/usr/bin/fuzz"], shortcutItems: offered)
    do {
        let text = try entry.text()
        fuzzCheck(text.hasPrefix("[Desktop Entry]\n"), "entry does not start with its group")
    } catch {
        fuzzCheck(false, "valid items made no desktop entry: \(error)")
    }
    for item in offered {
        let identifier = DesktopActionIdentifier.identifier(forType: item.type)
        fuzzCheck(DesktopActionIdentifier.type(fromIdentifier: identifier) == item.type, "identifier does not read back")
        let options = try? DesktopLaunch.options(
            arguments: [DesktopEntry.shortcutActionOption + identifier], shortcutItems: offered)
        fuzzCheck((options?[.shortcutItem] as? UIApplicationShortcutItem) === item, "launch option lost the item")
    }
    return 0
}
