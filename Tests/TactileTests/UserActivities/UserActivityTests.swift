import Foundation
import Tactile
import TactileTesting
import Testing

/// A view controller that keeps a page number in its user activity, as a reader app does.
@MainActor
private final class ReaderController: UIViewController {
    var page = 0
    var updates = 0
    var restoredPage: Int?
    var userInfoWhenAsked: [AnyHashable: Any]?

    override func updateUserActivityState(_ activity: NSUserActivity) {
        updates += 1
        userInfoWhenAsked = activity.userInfo
        activity.addUserInfoEntries(from: ["page": page])
    }

    override func restoreUserActivityState(_ activity: NSUserActivity) {
        restoredPage = activity.userInfo?["page"] as? Int
    }
}

/// An app delegate that continues activities by passing its reader to the restoration handler.
@MainActor
private final class ReaderAppDelegate: UIResponder, UIApplicationDelegate {
    let reader = ReaderController()
    var continued: [NSUserActivity] = []

    func application(
        _ application: UIApplication, continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool {
        continued.append(userActivity)
        restorationHandler([reader])
        return true
    }
}

/// A delegate that implements nothing: the protocol's defaults apply.
@MainActor
private final class PlainDelegate: UIApplicationDelegate {}

/// User activities (EDT-06): shared among responders, updated before a save, saved in a state file, and continued
/// after a relaunch through the app delegate.
@MainActor
@Suite("User activities (EDT-06)")
struct UserActivityTests {
    let folder: String

    init() throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("tactile-user-activity-\(UUID().uuidString)").path
    }

    /// A simulator whose application is the shared one and saves into this test's folder.
    func makeSimulator() -> TouchSimulator {
        let sim = TouchSimulator()
        sim.makeShared()
        sim.application.userActivityStore = UserActivityStore(directory: folder)
        return sim
    }

    var savedFile: String { folder + "/user-activity.json" }

    @Test("EDT-06: an activity keeps its type, title and entries; Handoff is allowed and search is not by default")
    func activityProperties() {
        let activity = NSUserActivity(activityType: "com.example.reader.reading")
        #expect(activity.activityType == "com.example.reader.reading")
        #expect(activity.title == nil && activity.userInfo == nil && activity.webpageURL == nil)
        #expect(activity.isEligibleForHandoff)
        #expect(!activity.isEligibleForSearch)
        #expect(!activity.needsSave)
        activity.addUserInfoEntries(from: ["page": 3, "book": "Emma"])
        activity.addUserInfoEntries(from: ["page": 4])
        #expect(activity.userInfo?["page"] as? Int == 4)
        #expect(activity.userInfo?["book"] as? String == "Emma")
    }

    @Test("EDT-06: responders sharing an activity are each asked to update it, on an emptied userInfo, before the save")
    func sharedActivityIsUpdatedByEveryResponder() throws {
        let sim = makeSimulator()
        let reader = ReaderController()
        let other = ReaderController()
        reader.page = 12
        let activity = NSUserActivity(activityType: "com.example.reader.reading")
        activity.userInfo = ["stale": true]
        reader.userActivity = activity
        other.userActivity = activity
        #expect(reader.userActivity === other.userActivity)
        #expect(activity.needsSave)  // a responder took it on

        activity.becomeCurrent()
        #expect(sim.application.currentUserActivity === activity)
        #expect(reader.updates == 0)  // the save comes at the end of the turn
        sim.scheduler.advance(by: 0)
        #expect(reader.updates == 1 && other.updates == 1)
        #expect(reader.userInfoWhenAsked?.isEmpty == true)
        #expect(!activity.needsSave)
        #expect(sim.application.lastUserActivitySaveError == nil)
        #expect(FileManager.default.fileExists(atPath: savedFile))

        try sim.application.saveUserActivities()
        #expect(reader.updates == 1)  // needsSave is false: nothing to update
        activity.needsSave = true
        reader.page = 13
        other.userActivity = nil
        try sim.application.saveUserActivities()
        #expect(reader.updates == 2 && other.updates == 1)
        #expect(try UserActivityStore(directory: folder).load()?.userInfo?["page"] as? Int == 13)
    }

    @Test("EDT-06: a relaunched application continues the saved activity through its delegate and restoration handler")
    func relaunchContinuesTheActivity() throws {
        do {
            let sim = makeSimulator()
            let activity = NSUserActivity(activityType: "com.example.reader.reading")
            activity.title = "Emma, chapter 3"
            activity.webpageURL = URL(string: "https://example.com/emma#3")
            activity.isEligibleForSearch = true
            activity.userInfo = [
                "page": 41, "progress": 0.25, "bookmarked": true, "book": "Emma",
                "cover": URL(string: "file:///books/emma.png")!, "opened": Date(timeIntervalSince1970: 1_700_000_000),
                "digest": Data([1, 2, 3]), "chapters": [1, 2, 3], "position": ["x": 10.5, "y": 20] as [String: Any],
            ]
            activity.becomeCurrent()
            sim.scheduler.advance(by: 0)
            #expect(sim.application.lastUserActivitySaveError == nil)
        }

        let relaunched = makeSimulator()
        let delegate = ReaderAppDelegate()
        relaunched.application.delegate = delegate
        #expect(try relaunched.application.restorePersistedUserActivity())
        let activity = try #require(delegate.continued.first)
        #expect(delegate.continued.count == 1)
        #expect(activity.activityType == "com.example.reader.reading")
        #expect(activity.title == "Emma, chapter 3")
        #expect(activity.webpageURL == URL(string: "https://example.com/emma#3"))
        #expect(activity.isEligibleForHandoff && activity.isEligibleForSearch)
        let info = try #require(activity.userInfo)
        #expect(info["page"] as? Int == 41)
        #expect(info["progress"] as? Double == 0.25)
        #expect(info["bookmarked"] as? Bool == true)
        #expect(info["book"] as? String == "Emma")
        #expect(info["cover"] as? URL == URL(string: "file:///books/emma.png"))
        #expect(info["opened"] as? Date == Date(timeIntervalSince1970: 1_700_000_000))
        #expect(info["digest"] as? Data == Data([1, 2, 3]))
        #expect(info["chapters"] as? [Int] == [1, 2, 3])
        let position = try #require(info["position"] as? [String: Any])
        #expect(position["x"] as? Double == 10.5 && position["y"] as? Int == 20)
        #expect(delegate.reader.restoredPage == 41)
    }

    @Test("EDT-06: resigning removes the saved activity, so a relaunch continues nothing")
    func resigningRemovesTheSavedActivity() throws {
        let sim = makeSimulator()
        let activity = NSUserActivity(activityType: "com.example.reader.reading")
        activity.becomeCurrent()
        sim.scheduler.advance(by: 0)
        #expect(FileManager.default.fileExists(atPath: savedFile))
        activity.resignCurrent()
        #expect(sim.application.currentUserActivity == nil)
        sim.scheduler.advance(by: 0)
        #expect(!FileManager.default.fileExists(atPath: savedFile))
        let delegate = ReaderAppDelegate()
        sim.application.delegate = delegate
        #expect(try !sim.application.restorePersistedUserActivity())
        #expect(delegate.continued.isEmpty)
    }

    @Test("EDT-06: an invalidated activity resigns and cannot become current again")
    func invalidate() {
        let sim = makeSimulator()
        let activity = NSUserActivity(activityType: "com.example.reader.reading")
        activity.becomeCurrent()
        activity.invalidate()
        #expect(sim.application.currentUserActivity == nil)
        activity.becomeCurrent()
        #expect(sim.application.currentUserActivity == nil)
        let other = NSUserActivity(activityType: "com.example.reader.browsing")
        other.becomeCurrent()
        activity.resignCurrent()  // not current: changes nothing
        #expect(sim.application.currentUserActivity === other)
    }

    @Test("EDT-06: the delegate's default does not continue an activity, and restoreUserActivityState can be called directly")
    func delegateDefault() throws {
        let sim = makeSimulator()
        let activity = NSUserActivity(activityType: "com.example.reader.reading")
        activity.userInfo = ["page": 7]
        try UserActivityStore(directory: folder).save(activity)
        let delegate = PlainDelegate()
        sim.application.delegate = delegate
        #expect(try !sim.application.restorePersistedUserActivity())
        let reader = ReaderController()
        reader.restoreUserActivityState(activity)
        #expect(reader.restoredPage == 7)
    }

    @Test("EDT-06: a value that cannot be saved is named by its key; the automatic save reports it and writes nothing")
    func unsupportedValue() {
        let sim = makeSimulator()
        let activity = NSUserActivity(activityType: "com.example.reader.reading")
        activity.userInfo = ["reader": ["view": UIView()]]
        activity.becomeCurrent()
        sim.scheduler.advance(by: 0)
        let error = sim.application.lastUserActivitySaveError
        #expect(error == .unsupportedValue(field: "userInfo.reader.view", type: "UIView"))
        #expect(error?.localizedDescription.hasPrefix("userInfo.reader.view: a value of type UIView cannot be saved") == true)
        #expect(!FileManager.default.fileExists(atPath: savedFile))
        activity.userInfo = [1: "one"]
        #expect(throws: UserActivityStoreError.unsupportedValue(field: "userInfo key 1", type: "Int")) {
            try sim.application.saveUserActivities()
        }
    }

    @Test("EDT-06: the standard store is in XDG_STATE_HOME, else ~/.local/state, in a folder named for the app")
    func standardLocation() {
        let xdg = UserActivityStore.standard(
            applicationName: "reader", environment: ["XDG_STATE_HOME": "/var/state", "HOME": "/home/ann"])
        #expect(xdg.path == "/var/state/reader/user-activity.json")
        let home = UserActivityStore.standard(applicationName: "reader", environment: ["HOME": "/home/ann"])
        #expect(home.path == "/home/ann/.local/state/reader/user-activity.json")
        let relative = UserActivityStore.standard(
            applicationName: "reader", environment: ["XDG_STATE_HOME": "state", "HOME": "/home/ann"])
        #expect(relative.directory == "/home/ann/.local/state/reader")
    }
}
