import Foundation
import Tactile

/// A view that records every event-handling call it receives into an ``EventLog``.
///
/// No UIKit counterpart. By default it consumes the events, like a view that implements every handler and does
/// not call `super`, as Apple's best practices for `UIView` subclasses advise. Set ``forwardsToSuper`` to make it
/// call `super` after recording: UIKit's default handlers forward to the next responder, so events then bubble up
/// the responder chain.
@MainActor
open class RecordingView: UIView {
    /// The name used in the log.
    public let name: String
    /// The log.
    public let log: EventLog
    /// Whether handlers call `super` after recording. Default `false`.
    public var forwardsToSuper = false
    /// Whether the view can become first responder. Default `false`, as in UIKit.
    public var acceptsFirstResponder = false

    /// Creates a recording view.
    public init(_ name: String, frame: CGRect, log: EventLog) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    /// Not supported: a recording view needs a name and a log. Returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    open override var canBecomeFirstResponder: Bool { acceptsFirstResponder }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record(name, "touchesBegan", touches: touches)
        if forwardsToSuper { super.touchesBegan(touches, with: event) }
    }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record(name, "touchesMoved", touches: touches)
        if forwardsToSuper { super.touchesMoved(touches, with: event) }
    }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record(name, "touchesEnded", touches: touches)
        if forwardsToSuper { super.touchesEnded(touches, with: event) }
    }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record(name, "touchesCancelled", touches: touches)
        if forwardsToSuper { super.touchesCancelled(touches, with: event) }
    }
    open override func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {
        log.record(name, "touchesEstimatedPropertiesUpdated", touches: touches)
        if forwardsToSuper { super.touchesEstimatedPropertiesUpdated(touches) }
    }
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.record(name, "pressesBegan", presses: presses)
        if forwardsToSuper { super.pressesBegan(presses, with: event) }
    }
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.record(name, "pressesEnded", presses: presses)
        if forwardsToSuper { super.pressesEnded(presses, with: event) }
    }
    open override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.record(name, "motionBegan")
        if forwardsToSuper { super.motionBegan(motion, with: event) }
    }
    open override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.record(name, "motionEnded")
        if forwardsToSuper { super.motionEnded(motion, with: event) }
    }
    open override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.record(name, "motionCancelled")
        if forwardsToSuper { super.motionCancelled(motion, with: event) }
    }
    open override func remoteControlReceived(with event: UIEvent?) {
        log.record(name, "remoteControlReceived", detail: event.map { "\($0.subtype)" })
        if forwardsToSuper { super.remoteControlReceived(with: event) }
    }
}

/// A view controller that records event-handling calls and appearance callbacks into an ``EventLog``.
/// No UIKit counterpart: a test double for `UIViewController`.
///
/// By default it forwards events to `super` after recording (it is a pass-through link of the chain); set
/// ``forwardsToSuper`` to `false` to make it consume them.
@MainActor
open class RecordingViewController: UIViewController {
    /// The name used in the log.
    public let name: String
    /// The log.
    public let log: EventLog
    /// Whether handlers call `super` after recording. Default `true`.
    public var forwardsToSuper = true
    /// Whether the controller can become first responder. Default `false`.
    public var acceptsFirstResponder = false
    /// Whether `becomeFirstResponder()` is called in `viewWillAppear` and `viewDidAppear`, with the result
    /// logged.
    public var becomesFirstResponderOnAppearance = false

    /// Creates a recording controller.
    public init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init()
    }

    /// Not supported: a recording controller needs a name and a log. Returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    open override var canBecomeFirstResponder: Bool { acceptsFirstResponder }

    open override func viewDidLoad() { log.record(name, "viewDidLoad") }
    open override func viewWillAppear(_ animated: Bool) {
        log.record(name, "viewWillAppear")
        if becomesFirstResponderOnAppearance {
            log.record(name, "becomeFirstResponder", detail: "\(becomeFirstResponder())")
        }
    }
    open override func viewDidAppear(_ animated: Bool) {
        log.record(name, "viewDidAppear")
        if becomesFirstResponderOnAppearance {
            log.record(name, "becomeFirstResponder", detail: "\(becomeFirstResponder())")
        }
    }
    open override func viewWillDisappear(_ animated: Bool) { log.record(name, "viewWillDisappear") }
    open override func viewDidDisappear(_ animated: Bool) { log.record(name, "viewDidDisappear") }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record(name, "touchesBegan", touches: touches)
        if forwardsToSuper { super.touchesBegan(touches, with: event) }
    }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record(name, "touchesEnded", touches: touches)
        if forwardsToSuper { super.touchesEnded(touches, with: event) }
    }
    open override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.record(name, "motionEnded")
        if forwardsToSuper { super.motionEnded(motion, with: event) }
    }
    open override func remoteControlReceived(with event: UIEvent?) {
        log.record(name, "remoteControlReceived", detail: event.map { "\($0.subtype)" })
        if forwardsToSuper { super.remoteControlReceived(with: event) }
    }
}

/// A plain responder (for example an application delegate) that records what reaches it. No UIKit
/// counterpart: a test double for a `UIResponder` that is also a `UIApplicationDelegate`.
@MainActor
open class RecordingResponder: UIResponder, UIApplicationDelegate {
    /// The name used in the log.
    public let name: String
    /// The log.
    public let log: EventLog

    /// Creates a recording responder.
    public init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init()
    }

    /// Not made from archives: returns `nil` (a recording responder needs a name and a log).
    public required init?(coder: NSCoder) { nil }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record(name, "touchesBegan", touches: touches)
    }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record(name, "touchesEnded", touches: touches)
    }
    open override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.record(name, "motionEnded")
    }
    open override func remoteControlReceived(with event: UIEvent?) {
        log.record(name, "remoteControlReceived", detail: event.map { "\($0.subtype)" })
    }
}
