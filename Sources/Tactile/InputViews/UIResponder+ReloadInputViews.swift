import Foundation

extension UIResponder {
    /// ``reloadInputViews()``'s work: when this responder is the key window's first responder, its input views are
    /// read again and shown at the end of the turn.
    func reloadInputViewsIfFirstResponder() {
        guard let window = responderWindow, window.firstResponderStorage === self, window.isKeyWindow,
            let application = window.application
        else { return }
        application.inputViewHost.setNeedsUpdate()
    }
}
