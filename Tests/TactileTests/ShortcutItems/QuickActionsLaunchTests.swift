import Foundation
import Tactile
import Testing

/// The app delegate of the quick-action examples (EX-40): dynamic items set while launching, a handler that
/// dispatches on the type, and a log of every call.
@MainActor
final class QuickActionDelegate: UIResponder, UIApplicationDelegate {
    var log: [String] = []
    var didFinishResult = true
    var willFinishResult = true
    var handled = true
    var completionCalls = 0

    func application(
        _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        log.append("will \((launchOptions?[.shortcutItem] as? UIApplicationShortcutItem)?.type ?? "-")")
        return willFinishResult
    }

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        log.append("did \((launchOptions?[.shortcutItem] as? UIApplicationShortcutItem)?.type ?? "-")")
        application.shortcutItems = [
            UIMutableApplicationShortcutItem(
                type: "event://camera", localizedTitle: "Camera", localizedSubtitle: nil,
                icon: UIApplicationShortcutIcon(templateImageName: "camera"), userInfo: nil),
            UIMutableApplicationShortcutItem(
                type: "event://mosaic", localizedTitle: "Mosaic", localizedSubtitle: nil,
                icon: UIApplicationShortcutIcon(templateImageName: "mosaic"), userInfo: nil),
        ]
        return didFinishResult
    }

    func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        if shortcutItem.type == "event.responser.test://camera" {
            log.append("camera branch")
        } else if shortcutItem.type == "event.responser.test://mosaic" {
            log.append("mosaic branch")
        } else {
            log.append("perform \(shortcutItem.type)")
        }
        completionCalls += 1
        completionHandler(handled)
    }
}

@MainActor
@Suite("Quick actions and launching")
struct QuickActionsLaunchTests {
    func makeApp() -> (UIApplication, QuickActionDelegate) {
        let app = UIApplication(scheduler: VirtualScheduler())
        let delegate = QuickActionDelegate()
        app.delegate = delegate
        return (app, delegate)
    }

    @Test("F3D-04 (EX-40): didFinishLaunching sets two dynamic items; they read back in order")
    func dynamicItems() {
        let (app, delegate) = makeApp()
        #expect(app.shortcutItems == nil)
        #expect(app.finishLaunching())
        #expect(delegate.log == ["will -", "did -"])
        #expect(app.shortcutItems?.count == 2)
        #expect(app.shortcutItems?.map(\.type) == ["event://camera", "event://mosaic"])
        #expect(app.shortcutItems?.map(\.localizedTitle) == ["Camera", "Mosaic"])
        #expect(app.shortcutItems?[0].icon == UIApplicationShortcutIcon(templateImageName: "camera"))
        #expect(app.shortcutItems?[1].localizedSubtitle == nil)
    }

    @Test("F3D-04: the items are copied when set, so a later change to a mutable item does not show")
    func itemsAreCopied() {
        let app = UIApplication(scheduler: VirtualScheduler())
        let item = UIMutableApplicationShortcutItem(type: "a", localizedTitle: "A")
        app.shortcutItems = [item]
        item.localizedTitle = "Changed"
        item.userInfo = ["n": 1]
        #expect(app.shortcutItems?.first?.localizedTitle == "A")
        #expect(!(app.shortcutItems?.first is UIMutableApplicationShortcutItem))
        let copy = item.mutableCopy()
        #expect(copy == item && copy !== item)
        copy.userInfo = ["n": 2]
        #expect(copy != item)
    }

    @Test("F3D-03: at most four items are offered, static first, then dynamic, in order")
    func atMostFour() {
        let app = UIApplication(scheduler: VirtualScheduler())
        app.staticShortcutItems = (1...6).map { UIApplicationShortcutItem(type: "s\($0)", localizedTitle: "S\($0)") }
        app.shortcutItems = [UIApplicationShortcutItem(type: "d1", localizedTitle: "D1")]
        #expect(app.offeredShortcutItems.map(\.type) == ["s1", "s2", "s3", "s4"])
        app.staticShortcutItems = Array(app.staticShortcutItems.prefix(3))
        #expect(app.offeredShortcutItems.map(\.type) == ["s1", "s2", "s3", "d1"])
        app.staticShortcutItems = []
        app.shortcutItems = (1...5).map { UIApplicationShortcutItem(type: "d\($0)", localizedTitle: "D\($0)") }
        #expect(app.offeredShortcutItems.map(\.type) == ["d1", "d2", "d3", "d4"])
        #expect(UIApplication.maximumOfferedShortcutItems == 4)
    }

    @Test("F3D-05 (EX-40): the handler dispatches on the type and calls the completion handler exactly once")
    func handlerDispatch() {
        let (app, delegate) = makeApp()
        app.finishLaunching()
        var results: [Bool] = []
        app.performShortcutAction(UIApplicationShortcutItem(type: "event.responser.test://camera", localizedTitle: "C")) {
            results.append($0)
        }
        app.performShortcutAction(UIApplicationShortcutItem(type: "event.responser.test://mosaic", localizedTitle: "M")) {
            results.append($0)
        }
        // DIS-15: the dynamic items' own types match neither branch.
        for dynamic in app.shortcutItems ?? [] { app.performShortcutAction(dynamic) { results.append($0) } }
        #expect(delegate.log.suffix(4) == ["camera branch", "mosaic branch", "perform event://camera", "perform event://mosaic"])
        #expect(results == [true, true, true, true])
        #expect(delegate.completionCalls == 4)
    }

    @Test("F3D-05: without a delegate the action is not handled; the default handler reports false")
    func defaults() {
        let app = UIApplication(scheduler: VirtualScheduler())
        var result: Bool?
        app.performShortcutAction(UIApplicationShortcutItem(type: "a", localizedTitle: "A")) { result = $0 }
        #expect(result == false)
        final class Plain: UIApplicationDelegate {}
        let plain = Plain()
        app.delegate = plain
        #expect(app.finishLaunching())
        app.performShortcutAction(UIApplicationShortcutItem(type: "a", localizedTitle: "A")) { result = $0 }
        #expect(result == false)
    }

    @Test("F3D-05: a launch with a quick action passes it in the options, then performs it")
    func launchWithShortcut() {
        let (app, delegate) = makeApp()
        let item = UIApplicationShortcutItem(type: "event.responser.test://camera", localizedTitle: "Camera")
        #expect(app.finishLaunching(options: [.shortcutItem: item]))
        #expect(delegate.log == [
            "will event.responser.test://camera", "did event.responser.test://camera", "camera branch",
        ])
        #expect(app.hasFinishedLaunching)
    }

    @Test("F3D-05: returning false from didFinishLaunching suppresses the second call")
    func falseSuppresses() {
        let (app, delegate) = makeApp()
        delegate.didFinishResult = false
        let item = UIApplicationShortcutItem(type: "event.responser.test://camera", localizedTitle: "Camera")
        #expect(!app.finishLaunching(options: [.shortcutItem: item]))
        #expect(delegate.log == ["will event.responser.test://camera", "did event.responser.test://camera"])
        #expect(delegate.completionCalls == 0)
    }

    @Test("willFinishLaunching's false is returned but does not suppress the quick action; an app launches once")
    func willFinishAndOnce() {
        let (app, delegate) = makeApp()
        delegate.willFinishResult = false
        let item = UIApplicationShortcutItem(type: "x", localizedTitle: "X")
        #expect(!app.finishLaunching(options: [.shortcutItem: item]))
        #expect(delegate.log == ["will x", "did x", "perform x"])
        #expect(!app.finishLaunching(options: [.shortcutItem: item]))
        #expect(delegate.log.count == 3)
    }

    @Test("launch option keys have UIKit's raw values")
    func keys() {
        #expect(UIApplication.LaunchOptionsKey.shortcutItem.rawValue == "UIApplicationLaunchOptionsShortcutItemKey")
        #expect(UIApplication.LaunchOptionsKey.url.rawValue == "UIApplicationLaunchOptionsURLKey")
        #expect(UIApplication.LaunchOptionsKey.userActivityType.rawValue == "UIApplicationLaunchOptionsUserActivityTypeKey")
    }
}
