import Tactile

@MainActor func launchContinuingSavedReading(_ application: UIApplication, delegate: ReaderAppDelegate) {
    application.delegate = delegate
    var options: [UIApplication.LaunchOptionsKey: Any]?
    do {
        options = try application.persistedUserActivityLaunchOptions()
    } catch {
        print(error.localizedDescription)  // names the file and the field; the app launches afresh
    }
    application.finishLaunching(options: options)
}
