import Tactile

@MainActor func continueSavedReading(in application: UIApplication, delegate: ReaderAppDelegate) {
    application.delegate = delegate
    do {
        try application.restorePersistedUserActivity()
    } catch {
        print(error.localizedDescription)  // names the file and the field; the app starts afresh
    }
}
