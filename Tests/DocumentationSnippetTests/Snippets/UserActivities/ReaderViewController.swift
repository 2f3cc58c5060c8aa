import Tactile

final class ReaderViewController: UIViewController {
    var page = 1 {
        didSet { userActivity?.needsSave = true }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let activity = NSUserActivity(activityType: "com.example.reader.reading")
        activity.title = "Reading"
        userActivity = activity
        activity.becomeCurrent()
    }

    override func updateUserActivityState(_ activity: NSUserActivity) {
        activity.addUserInfoEntries(from: ["page": page])
    }

    override func restoreUserActivityState(_ activity: NSUserActivity) {
        page = activity.userInfo?["page"] as? Int ?? 1
    }
}

final class ReaderAppDelegate: UIResponder, UIApplicationDelegate {
    let reader = ReaderViewController()

    func application(
        _ application: UIApplication, continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool {
        guard userActivity.activityType == "com.example.reader.reading" else { return false }
        restorationHandler([reader])
        return true
    }
}
