import Tactile

/// The article's standard edit actions, sent up the responder chain from the first responder.
@MainActor func selectAllAndCopy(app: UIApplication) {
    app.sendAction(UIResponderStandardEditActions.selectAll, to: nil, from: nil, for: nil)
    app.sendAction(UIResponderStandardEditActions.copy, to: nil, from: nil, for: nil)
}
