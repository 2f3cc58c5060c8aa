import Tactile

/// The article's first step in debugging a gesture conflict.
@MainActor func installArbitrationLog(on app: UIApplication) {
    app.gestureArbitrationLog = GestureArbitrationLog()
    // … after a single tap with single.require(toFail: double):
    // 1000.050 single: recognized, waiting for double to fail
    // 1000.050 view delivery of ended held for UIView
    // 1000.400 double: possible → failed
    // 1000.400 single: requirements failed, recognizing now
    // 1000.400 single: possible → ended
    // 1000.400 view touches cancelled for UIView
    // 1000.400 single: action (ended)
    // 1000.400 single: reset
    // 1000.400 double: reset
}
