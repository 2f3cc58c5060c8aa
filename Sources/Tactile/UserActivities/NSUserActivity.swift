import Foundation

#if !canImport(Darwin)
/// What the user is doing in the app, kept so that it can be continued later: by this app after a relaunch, or,
/// on Apple's platforms, on another device (Handoff) or from search.
///
/// Foundation counterpart: [`NSUserActivity`](https://developer.apple.com/documentation/foundation/nsuseractivity).
/// The Foundation of Linux has none, so Tactile declares it there; on Apple's platforms Foundation's is used.
/// Create one with an activity type, describe the user's state in ``userInfo``, and make it current with
/// ``becomeCurrent()``; or assign it to a responder's `userActivity` and let the responders that share it fill it
/// in `updateUserActivityState(_:)`.
///
/// Deliberate differences from Foundation's:
/// - There is no other device and no system search index: the current activity is saved to a file (see
///   `UIApplication.userActivityStore`) and given back to the app delegate by
///   `UIApplication.restorePersistedUserActivity()`, as iOS gives it back when the user continues the activity.
///   ``isEligibleForHandoff`` and ``isEligibleForSearch`` are kept and saved, and change nothing else.
/// - ``userInfo`` may hold any values, but only strings, numbers, Booleans, dates, URLs, data, and arrays and
///   dictionaries with string keys of those can be saved; saving another value fails with an error naming its
///   key. Foundation accepts the property-list types and `NSNull`, `NSUUID`, `NSURL`, and raises an exception for
///   others.
/// - ``becomeCurrent()``, ``resignCurrent()`` and ``invalidate()`` run on the main actor: they tell the shared
///   application, which saves the activity.
open class NSUserActivity: NSObject {
    /// The kind of activity, in reverse-DNS style by convention (`com.example.editor.editing`).
    public let activityType: String

    /// A name for the activity that a user could read, such as the title of the document being edited.
    open var title: String?

    /// The activity's state. Default `nil`. See the type's notes for which values can be saved.
    open var userInfo: [AnyHashable: Any]?

    /// A web page that shows the same content, for continuing the activity in a browser. Default `nil`.
    open var webpageURL: URL?

    /// Whether the activity may be continued on another device (Handoff). Default `true`, as in Foundation. Kept
    /// and saved; Linux has no Handoff.
    open var isEligibleForHandoff = true

    /// Whether the activity may be added to the search index. Default `false`, as in Foundation. Kept and saved;
    /// Tactile indexes nothing.
    open var isEligibleForSearch = false

    /// Whether the activity's state must be brought up to date before its next save. When `true`, the next save
    /// empties ``userInfo`` and calls `updateUserActivityState(_:)` on every responder that holds the activity (when
    /// any does), then ``NSUserActivityDelegate/userActivityWillSave(_:)`` on the ``delegate``, and sets it back to
    /// `false`. Set it when the state changes.
    open var needsSave = false

    /// The object told before the activity is saved. Held weakly, as in Foundation.
    open weak var delegate: (any NSUserActivityDelegate)?

    /// Whether ``invalidate()`` was called: such an activity cannot become current again.
    var isInvalidated = false

    /// Creates an activity of the given type.
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    /// Adds the entries of `otherDictionary` to ``userInfo``, replacing those with the same keys.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        var info = userInfo ?? [:]
        for (key, value) in otherDictionary { info[key] = value }
        userInfo = info
    }

    /// Makes this the shared application's current activity, the one it saves and restores after a relaunch. The
    /// save follows at the end of the turn. An invalidated activity stays as it is.
    @MainActor
    open func becomeCurrent() {
        guard !isInvalidated else { return }
        UIApplication.shared.userActivityDidBecomeCurrent(self)
    }

    /// Stops this activity being current, when it is. The saved activity is removed at the end of the turn, so a
    /// relaunch restores nothing.
    @MainActor
    open func resignCurrent() {
        UIApplication.shared.userActivityDidResignCurrent(self)
    }

    /// Stops the activity for good: it resigns, and cannot become current again.
    @MainActor
    open func invalidate() {
        resignCurrent()
        isInvalidated = true
    }
}

/// The delegate of an ``NSUserActivity`` (Foundation counterpart: `NSUserActivityDelegate`, whose methods are
/// optional; here they have default implementations).
public protocol NSUserActivityDelegate: AnyObject {
    /// The activity is about to be saved: bring its ``NSUserActivity/userInfo`` up to date. Called only when the
    /// activity's ``NSUserActivity/needsSave`` is `true`. Default: nothing.
    func userActivityWillSave(_ userActivity: NSUserActivity)
}

extension NSUserActivityDelegate {
    /// Does nothing.
    public func userActivityWillSave(_ userActivity: NSUserActivity) {}
}
#endif
