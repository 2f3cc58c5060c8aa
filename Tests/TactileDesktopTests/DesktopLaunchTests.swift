import Foundation
import Tactile
import TactileDesktop
import Testing

@MainActor
@Suite("Launch options from a desktop action's command line")
struct DesktopLaunchTests {
    let camera = UIApplicationShortcutItem(type: "event://camera", localizedTitle: "Camera")

    @Test("F3D-05: --shortcut-action names the item the app launches with")
    func knownItem() throws {
        let options = try DesktopLaunch.options(
            arguments: ["/usr/bin/photos", "--shortcut-action=event-3A-2F-2Fcamera", "file.jpg"], shortcutItems: [camera])
        #expect(options?[.shortcutItem] as? UIApplicationShortcutItem === camera)
        #expect(try DesktopLaunch.options(arguments: ["/usr/bin/photos"], shortcutItems: [camera]) == nil)
        #expect(DesktopLaunch.remainingArguments(["p", "--shortcut-action=x", "f"]) == ["p", "f"])
    }

    @Test("F3D-05: a type no item has (a dynamic action of an earlier run) still arrives, titled by its type")
    func unknownType() throws {
        let options = try DesktopLaunch.options(arguments: ["--shortcut-action=event-3A-2F-2Fmosaic"], shortcutItems: [camera])
        let item = try #require(options?[.shortcutItem] as? UIApplicationShortcutItem)
        #expect(item.type == "event://mosaic" && item.localizedTitle == "event://mosaic")
    }

    @Test("bad input: an identifier not made from a type, or two of them, are typed errors")
    func badArguments() {
        #expect(throws: DesktopLaunchError.invalidShortcutAction("a.b")) {
            try DesktopLaunch.options(arguments: ["--shortcut-action=a.b"], shortcutItems: [])
        }
        #expect(throws: DesktopLaunchError.invalidShortcutAction("")) {
            try DesktopLaunch.options(arguments: ["--shortcut-action="], shortcutItems: [])
        }
        #expect(throws: DesktopLaunchError.repeatedShortcutAction(["a", "b"])) {
            try DesktopLaunch.options(arguments: ["--shortcut-action=a", "--shortcut-action=b"], shortcutItems: [])
        }
    }

    @Test("F3D-05: the launch's quick action reaches performActionFor after didFinishLaunching")
    func launchesIntoDelegate() throws {
        let app = UIApplication(scheduler: VirtualScheduler())
        let delegate = RecordingAppDelegate()
        app.delegate = delegate
        app.staticShortcutItems = [camera]
        let options = try DesktopLaunch.options(
            arguments: ["photos", "--shortcut-action=event-3A-2F-2Fcamera"], shortcutItems: app.staticShortcutItems)
        app.finishLaunching(options: options)
        #expect(delegate.log == ["didFinishLaunching event://camera", "perform event://camera"])
    }
}
