import Tactile

@MainActor func useQuickerDoubleTaps(in application: UIApplication, on view: UIView) {
    var configuration = TactileConfiguration()
    configuration.multiTapInterval = 0.3
    application.configuration = configuration          // every touch and recognizer of this application

    let doubleTap = UITapGestureRecognizer()
    doubleTap.numberOfTapsRequired = 2
    doubleTap.configurationOverride = configuration    // or this recognizer only
    view.addGestureRecognizer(doubleTap)
}
