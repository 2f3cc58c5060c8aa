// libFuzzer target: a saved user activity (`UserActivityStore.decode(_:file:)`, what `load()` does with the file's
// bytes). Bad input must be an `invalidContents` error naming the file and a field; an activity that reads must
// save, load back with the same type, title, web page, flags and `userInfo` keys, and reach the app delegate and the
// responders it restores when a relaunched application restores it.
import Foundation
import FuzzSupport
import Tactile
import TactileTesting

/// Where accepted activities are saved and restored from: one folder per fuzzing process.
private let store = UserActivityStore(
    directory: (NSTemporaryDirectory() as NSString).appendingPathComponent(
        "tactile-fuzz-user-activity-\(ProcessInfo.processInfo.processIdentifier)"))

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzUserActivity(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = Data(fuzzBytes(data, size))
    MainActor.assumeIsolated { check(bytes) }
    return 0
}

/// What a save and a load keep exactly. `userInfo` is compared by its keys: a date may come back one rounding away
/// (it is saved as seconds since 1970 and kept as seconds since 2001).
private struct Summary: Equatable {
    var activityType: String
    var title: String?
    var webpageURL: String?
    var isEligibleForHandoff: Bool
    var isEligibleForSearch: Bool
    var userInfoKeys: [String]?

    init(_ activity: NSUserActivity) {
        activityType = activity.activityType
        title = activity.title
        webpageURL = activity.webpageURL?.absoluteString
        isEligibleForHandoff = activity.isEligibleForHandoff
        isEligibleForSearch = activity.isEligibleForSearch
        userInfoKeys = activity.userInfo.map { $0.keys.map { "\($0.base)" }.sorted() }
    }
}

/// A responder the delegate restores.
private final class Restorer: UIResponder {
    var restored: NSUserActivity?
    override func restoreUserActivityState(_ activity: NSUserActivity) { restored = activity }
}

/// The app delegate of the relaunched application: takes the activity and passes it to a responder.
@MainActor
private final class Delegate: UIApplicationDelegate {
    var received: NSUserActivity?
    let restorer = Restorer()

    func application(
        _ application: UIApplication, continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool {
        received = userActivity
        restorationHandler([restorer])
        return true
    }
}

@MainActor
private func check(_ bytes: Data) {
    let activity: NSUserActivity
    do {
        activity = try UserActivityStore.decode(bytes, file: "fuzz.json")
    } catch {
        guard case .invalidContents(let file, let field, let problem) = error else {
            fuzzCheck(false, "decode threw \(error), not invalidContents")
            return
        }
        fuzzCheck(file == "fuzz.json", "error names the wrong file: \(error)")
        fuzzCheck(!field.isEmpty && !problem.isEmpty, "an empty field or problem: \(error)")
        fuzzCheck(error.description.hasPrefix("fuzz.json: \(field): "), "message: \(error.description)")
        return
    }
    fuzzCheck(!activity.activityType.isEmpty, "an empty activity type was accepted")
    let summary = Summary(activity)
    do {
        try store.save(activity)
    } catch {
        fuzzCheck(false, "an activity that was read cannot be saved: \(error)")
        return
    }
    let sim = TouchSimulator()
    sim.application.userActivityStore = store
    let delegate = Delegate()
    sim.application.delegate = delegate
    do {
        fuzzCheck(try sim.application.restorePersistedUserActivity(), "the delegate's answer was lost")
    } catch {
        fuzzCheck(false, "a saved activity does not load back: \(error)")
        return
    }
    guard let received = delegate.received else {
        fuzzCheck(false, "the delegate was not given the saved activity")
        return
    }
    fuzzCheck(Summary(received) == summary, "saved and loaded, \(summary) became \(Summary(received))")
    fuzzCheck(delegate.restorer.restored === received, "the restoration handler did not reach the responder")
}
