import Tactile

/// The first responder of ``MediaPlayerDemo``: where commands without a handler arrive, as remote-control
/// `UIEvent`s through `remoteControlReceived(with:)`, as in a UIKit app.
@MainActor
final class NowPlayingView: UIView {
    var onRemoteControl: ((UIEvent.EventSubtype) -> Void)?

    override var canBecomeFirstResponder: Bool { true }

    override func remoteControlReceived(with event: UIEvent?) {
        guard let event, event.type == .remoteControl else { return }
        onRemoteControl?(event.subtype)
    }
}
