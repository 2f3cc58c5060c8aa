import Foundation

/// Delivering touches from a window to views: the last stage of the pipeline, where views receive UIKit's
/// `touchesBegan`, `touchesMoved`, `touchesEnded` and `touchesCancelled`.
///
/// For each phase, in the order began, moved, ended, cancelled, every view with touches in that phase gets one
/// call holding exactly its touches in that phase. Stationary touches are not delivered.
/// What a view receives while gesture recognizers decide (held, replayed, cancelled phases) is the
/// ``ViewDeliveryGate``'s business: the window hands it each event's view stage and sends the views what the gate
/// gives it. The window keeps no state about held touches and does not call the gesture environment about them.
extension UIWindow {
    /// The view stage of a touch event, after its recognizers have seen it (see
    /// ``ViewDeliveryGate/deliverToViews(_:in:)``).
    func deliverTouchesToViews(_ event: UIEvent) {
        application?.viewDeliveryGate.deliverToViews(event, in: self)
    }

    /// Sends `phase` to every view grouped in `level`, each with its touches; each call is reported to
    /// `reporting` (the application, when it has a dispatch observer: ``ViewDeliveryGate/dispatchReporter``).
    func sendToViews(
        _ phase: UITouch.Phase, _ level: TouchGroupingStack<UIView>.Level, with event: UIEvent?,
        reportingTo reporting: UIApplication?
    ) {
        // A handler earlier in this batch may make a recognizer take some of its touches over: their views have had
        // touchesCancelled (or, if this began had not reached them yet, nothing), and get nothing more. Found by the
        // property campaign: a view got touchesCancelled and then the touchesBegan waiting behind another view's
        // handler. The window counts takeovers, so that a batch only looks at its touches again after one.
        let takeovers = deliveryTakeovers
        for i in 0..<level.count {
            if phase != .cancelled, deliveryTakeovers != takeovers {
                let touches = level.sets[i].filter { !$0.delivery.isTakenOver }
                if !touches.isEmpty {
                    send(phase, touches, to: level.receiver(at: i), with: event, reportingTo: reporting)
                }
                continue
            }
            send(phase, level.sets[i], to: level.receiver(at: i), with: event, reportingTo: reporting)
        }
    }

    private func send(
        _ phase: UITouch.Phase, _ touches: Set<UITouch>, to view: UIView, with event: UIEvent?,
        reportingTo app: UIApplication?
    ) {
        if phase == .began { for t in touches { t.delivery.beganSent = true } }
        if let app {
            app.reportDispatch(
                at: app.scheduler.now, .handlerCall(phase: phase, contacts: touches.map(\.contactID).sorted()),
                view: view, "\(Self.describe(view)).touches\(phase.description.capitalized) ×\(touches.count)")
        }
        switch phase {
        case .began: view.touchesBegan(touches, with: event)
        case .moved: view.touchesMoved(touches, with: event)
        case .ended: view.touchesEnded(touches, with: event)
        case .cancelled: view.touchesCancelled(touches, with: event)
        case .stationary: break
        }
    }

    /// A short name for a view in logs: its type, and its tag when it has one.
    static func describe(_ view: UIView?) -> String {
        guard let view else { return "nil" }
        return view.tag != 0 ? "\(type(of: view))#\(view.tag)" : "\(type(of: view))"
    }
}
