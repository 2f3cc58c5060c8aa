import Foundation

/// Receiver selection: which recognizers get a touch or a press, and when a recognizer stops hearing a touch.
///
/// A touch's recognizers are chosen once, when hit-testing finds its view, from that view and its ancestors
/// (UIKit's rule); from then on each phase goes only to those of them still deciding or in progress. The choice
/// is kept on the touch (`UITouch.recognizers`), so the per-move path reads it instead of walking views again.
/// Pointer routing in Flutter (`pointer_router.dart`) plays the same part.
extension GestureEnvironment {
    /// The recognizers that will receive a touch that began in `view`: the enabled ones on the view and its
    /// ancestors, nearest first, that are not busy finishing another gesture and that accept the touch
    /// (`allowedTouchTypes`, `requiresExclusiveTouchType`, the delegate's `shouldReceive`).
    func recognizers(forTouchIn view: UIView, touch: UITouch) -> [UIGestureRecognizer] {
        // Room for eight at once: one allocation for the list, rather than one per doubling as it grows (three
        // for five recognizers). Counting them first would walk the weak superview links twice, which costs more.
        var result: [UIGestureRecognizer] = []
        // The touches event, loaded from the weak `application` once for the walk rather than once for every
        // recognizer with a delegate (a weak load with its release costs about 100 instructions).
        let event = application?.touchesEvent
        var v: UIView? = view
        while let current = v {
            for r in current.gestureRecognizerStorage
            where r.isEnabled && r.receivesTouches && accepts(r, touch, event: event) {
                if result.isEmpty { result.reserveCapacity(8) }
                result.append(r)
            }
            v = current.superview
        }
        return result
    }

    /// Whether `r` accepts `touch` now; `event` is the application's touches event, for the delegate.
    func accepts(_ r: UIGestureRecognizer, _ touch: UITouch, event: UIEvent?) -> Bool {
        switch r.stateStorage {
        case .ended, .cancelled, .failed: return false  // finishing; it takes new touches after its reset
        default: break
        }
        if r.pendingState != nil { return false }
        if r.pointerSession != nil { return false }  // driven by a scroll or transform gesture until it ends
        guard r.allowedTouchTypeValues.contains(touch.type) else {
            note(r, .declined("allowedTouchTypes"),
                "\(r.logName): does not receive a \(touch.type) touch (allowedTouchTypes)")
            return false
        }
        if r.requiresExclusiveTouchType, let other = r.activeTouches.first, other.type != touch.type {
            note(r, .declined("requiresExclusiveTouchType"),
                "\(r.logName): does not receive a \(touch.type) touch (requiresExclusiveTouchType)")
            return false
        }
        if let delegate = r.delegate {
            if let event, !delegate.gestureRecognizer(r, shouldReceive: event) {
                note(r, .declined("delegate: shouldReceive event"), "\(r.logName): delegate declined the event")
                return false
            }
            if !delegate.gestureRecognizer(r, shouldReceive: touch) {
                note(r, .declined("delegate: shouldReceive touch"),
                    "\(r.logName): delegate declined a touch (shouldReceive)")
                return false
            }
        }
        return true
    }

    // MARK: Presses

    /// The recognizers that receive a press: the enabled ones on the press's responder (when it is a view, or a
    /// view controller's view) and that view's ancestors, whose `allowedPressTypes` include the press's type and
    /// whose delegate agrees (`shouldReceive press`).
    func recognizers(forPress press: UIPress) -> [UIGestureRecognizer] {
        var v: UIView? = (press.responder as? UIView) ?? (press.responder as? UIViewController)?.viewIfLoaded
        var result: [UIGestureRecognizer] = []
        while let current = v {
            for r in current.gestureRecognizerStorage where r.isEnabled && r.receivesTouches {
                if let type = press.type, !r.allowedPressTypeValues.contains(type) { continue }
                if let delegate = r.delegate, !delegate.gestureRecognizer(r, shouldReceive: press) {
                    note(r, .declined("delegate: shouldReceive press"),
                        "\(r.logName): delegate declined a press (shouldReceive)")
                    continue
                }
                result.append(r)
            }
            v = current.superview
        }
        return result
    }

    // MARK: Which recognizers hear a phase

    /// Whether `r` is sent `touch`'s phases now: it is enabled, attached, deciding or in progress, and has not
    /// ignored the touch.
    func receives(_ r: UIGestureRecognizer, _ touch: UITouch, phase: UITouch.Phase) -> Bool {
        // A recognizer waiting on failure requirements is still `.possible` to the world and keeps receiving the
        // touches it already has (so it sees a lift, and its translation stays current); it takes no new ones.
        guard r.isEnabled, r.pendingState == nil || phase != .began else { return false }
        switch r.stateStorage {
        case .possible, .began, .changed: break
        case .ended, .cancelled, .failed: return false
        }
        // After a reset, a recognizer hears nothing more of touches still in progress, as in UIKit: only touches of its
        // current attempt reach it.
        // A touch begins once for its recognizers, even when a handler sends the event again re-entrantly; and not
        // at all for one whose view has left the window since hit-testing (it was withdrawn and reset).
        if phase == .began {
            if touch.recognizersReceivedBegan { return false }
            // Walking up to the window costs the view's depth, so only when some view has left a window since.
            if touch.windowDeparturesAtHitTest != UIView.windowDepartures, r.view?.window == nil { return false }
        } else if !r.activeTouches.containsIdentical(touch) {
            return false
        }
        if r.ignoredTouches.containsIdentical(touch) { return false }
        // A recognizer removed from its view (or whose view is gone) hears nothing.
        return r.hasView
    }

    func join(_ r: UIGestureRecognizer, _ touch: UITouch) {
        if !r.isParticipating {
            r.isParticipating = true
            r.environmentStorage = self
            participants.append(r)
            countJoining(r)
        }
        r.activeTouches.append(touch)
        r.attemptTouches.append(touch)
        r.lastWindow = touch.window
    }

    /// A recognizer driven by something other than touches (hover) takes part in arbitration and resets.
    func joinWithoutTouches(_ r: UIGestureRecognizer) {
        guard !r.isParticipating else { return }
        r.isParticipating = true
        r.environmentStorage = self
        participants.append(r)
        countJoining(r)
    }
}
