import Foundation
import Tactile
import Testing

/// An app delegate that logs the launch calls and continues activities, handing `restorer` to the restoration
/// handler.
@MainActor
private final class LaunchingActivityDelegate: UIResponder, UIApplicationDelegate {
    var log: [String] = []
    var willFinishResult = true
    var didFinishResult = true
    var continued: [NSUserActivity] = []
    let restorer = RestoringResponder()

    func application(
        _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        log.append("will")
        return willFinishResult
    }

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        log.append("did")
        return didFinishResult
    }

    func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        log.append("perform \(shortcutItem.type)")
        completionHandler(true)
    }

    func application(
        _ application: UIApplication, continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool {
        log.append("continue \(userActivity.activityType)")
        continued.append(userActivity)
        restorationHandler([restorer])
        return true
    }
}

/// A responder that records the activities it restores from.
private final class RestoringResponder: UIResponder {
    var restored: [NSUserActivity] = []
    override func restoreUserActivityState(_ activity: NSUserActivity) { restored.append(activity) }
}

/// A launch whose options carry a user activity continues it, as iOS does (EDT-06).
@MainActor
@Suite("EDT-06 launching to continue a user activity")
struct UserActivityLaunchTests {
    let app = UIApplication(scheduler: VirtualScheduler())
    fileprivate let delegate = LaunchingActivityDelegate()

    init() {
        app.userActivityStore = nil
        app.delegate = delegate
    }

    func reading(page: Int) -> NSUserActivity {
        let activity = NSUserActivity(activityType: "com.example.reading")
        activity.userInfo = ["page": page]
        return activity
    }

    @Test("EDT-06 options holding an activity: willFinish, didFinish, then continue it; its responders restore from it")
    func continuesAfterDidFinish() {
        let activity = reading(page: 41)
        #expect(app.finishLaunching(options: UIApplication.launchOptions(continuing: activity)))
        #expect(delegate.log == ["will", "did", "continue com.example.reading"])
        #expect(delegate.continued.first === activity)
        #expect(delegate.restorer.restored.count == 1)
        #expect(delegate.restorer.restored.first === activity)
        #expect(delegate.restorer.restored.first?.userInfo?["page"] as? Int == 41)
    }

    @Test("EDT-06 launchOptions(continuing:) has UIKit's shape: a dictionary with the type and the activity")
    func optionsShape() throws {
        let activity = reading(page: 1)
        let options = UIApplication.launchOptions(continuing: activity)
        #expect(options.count == 1)
        let dictionary = try #require(options[.userActivityDictionary] as? [AnyHashable: Any])
        #expect(dictionary["UIApplicationLaunchOptionsUserActivityTypeKey"] as? String == "com.example.reading")
        #expect(dictionary["UIApplicationLaunchOptionsUserActivityKey"] as? NSUserActivity === activity)
        #expect(UIApplication.LaunchOptionsKey.userActivity.rawValue == "UIApplicationLaunchOptionsUserActivityKey")
    }

    @Test("EDT-06 returning false from willFinishLaunching suppresses continuing the activity")
    func willFinishFalseSuppresses() {
        delegate.willFinishResult = false
        #expect(!app.finishLaunching(options: UIApplication.launchOptions(continuing: reading(page: 2))))
        #expect(delegate.log == ["will", "did"])
        #expect(delegate.restorer.restored.isEmpty)
    }

    @Test("EDT-06 returning false from didFinishLaunching suppresses continuing the activity")
    func didFinishFalseSuppresses() {
        delegate.didFinishResult = false
        #expect(!app.finishLaunching(options: UIApplication.launchOptions(continuing: reading(page: 2))))
        #expect(delegate.log == ["will", "did"])
        #expect(delegate.continued.isEmpty)
    }

    @Test("EDT-06 a dictionary written by hand with String keys is read too")
    func stringKeyedDictionary() {
        let activity = reading(page: 7)
        let dictionary: [String: Any] = [
            UIApplication.LaunchOptionsKey.userActivityType.rawValue: activity.activityType,
            UIApplication.LaunchOptionsKey.userActivity.rawValue: activity,
        ]
        app.finishLaunching(options: [.userActivityDictionary: dictionary])
        #expect(delegate.continued.first === activity)
    }

    @Test("EDT-06 only a type, in the dictionary or under userActivityType: a new activity of that type, no userInfo")
    func typeOnly() {
        let inDictionary: [AnyHashable: Any] = ["UIApplicationLaunchOptionsUserActivityTypeKey": "com.example.a"]
        app.finishLaunching(options: [.userActivityDictionary: inDictionary])
        #expect(delegate.log == ["will", "did", "continue com.example.a"])
        #expect(delegate.continued.first?.userInfo == nil)

        let other = UIApplication(scheduler: VirtualScheduler())
        other.userActivityStore = nil
        let otherDelegate = LaunchingActivityDelegate()
        other.delegate = otherDelegate
        other.finishLaunching(options: [.userActivityType: "com.example.b"])
        #expect(otherDelegate.log == ["will", "did", "continue com.example.b"])
    }

    @Test("EDT-06 no activity, an empty type or a value of the wrong type continues nothing")
    func nothingToContinue() {
        app.finishLaunching(options: [
            .userActivityType: "", .userActivityDictionary: "not a dictionary", .url: URL(fileURLWithPath: "/tmp"),
        ])
        #expect(delegate.log == ["will", "did"])
        let other = UIApplication(scheduler: VirtualScheduler())
        other.userActivityStore = nil
        let otherDelegate = LaunchingActivityDelegate()
        other.delegate = otherDelegate
        other.finishLaunching(options: [.userActivityType: 42])
        #expect(otherDelegate.log == ["will", "did"])
    }

    @Test("EDT-06 a quick action and an activity in the same launch: the action is performed, then the activity continued")
    func quickActionThenActivity() {
        var options = UIApplication.launchOptions(continuing: reading(page: 3))
        options[.shortcutItem] = UIApplicationShortcutItem(type: "compose", localizedTitle: "Compose")
        app.finishLaunching(options: options)
        #expect(delegate.log == ["will", "did", "perform compose", "continue com.example.reading"])
    }

    @Test("EDT-06 an app launches once: a second launch with an activity continues nothing")
    func launchesOnce() {
        app.finishLaunching()
        #expect(!app.finishLaunching(options: UIApplication.launchOptions(continuing: reading(page: 4))))
        #expect(delegate.log == ["will", "did"])
    }
}

/// Launch options made from the activity saved by the previous launch (EDT-06).
@MainActor
@Suite("EDT-06 launch options from the saved user activity")
struct PersistedUserActivityLaunchOptionsTests {
    let store: UserActivityStore

    init() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("tactile-user-activity-launch-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        store = UserActivityStore(directory: folder)
    }

    @Test("EDT-06 nothing saved, or no store: nil options, and a launch continues nothing")
    func nothingSaved() throws {
        let app = UIApplication(scheduler: VirtualScheduler())
        app.userActivityStore = store
        #expect(try app.persistedUserActivityLaunchOptions() == nil)
        app.userActivityStore = nil
        #expect(try app.persistedUserActivityLaunchOptions() == nil)
    }

    @Test("EDT-06 the saved activity, launched with, reaches the delegate with its type, title and userInfo")
    func savedActivityIsContinued() throws {
        let saved = NSUserActivity(activityType: "com.example.reading")
        saved.title = "Reading"
        saved.userInfo = ["page": 41, "book": "Walden"]
        try store.save(saved)

        let app = UIApplication(scheduler: VirtualScheduler())
        app.userActivityStore = store
        let delegate = LaunchingActivityDelegate()
        app.delegate = delegate
        let options = try app.persistedUserActivityLaunchOptions()
        #expect(options?[.userActivityDictionary] != nil)
        #expect(app.finishLaunching(options: options))
        #expect(delegate.log == ["will", "did", "continue com.example.reading"])
        let continued = try #require(delegate.restorer.restored.first)
        #expect(continued.title == "Reading")
        #expect(continued.userInfo?["page"] as? Int == 41)
        #expect(continued.userInfo?["book"] as? String == "Walden")
    }

    @Test("EDT-06 a corrupt saved file throws naming the file and the field; the app can still launch without it")
    func corruptFile() throws {
        try FileAccess.write(#"{"version": 1}"#, to: store.path)
        let app = UIApplication(scheduler: VirtualScheduler())
        app.userActivityStore = store
        let delegate = LaunchingActivityDelegate()
        app.delegate = delegate
        let expected = UserActivityStoreError.invalidContents(file: store.path, field: "activityType", problem: "missing")
        #expect(throws: expected) { _ = try app.persistedUserActivityLaunchOptions() }
        #expect(expected.localizedDescription.contains(store.path))
        #expect(app.finishLaunching(options: nil))
        #expect(delegate.log == ["will", "did"])
    }
}
