import Foundation

/// Exclusion between recognizers: who may refuse a recognizer's start, and who prevents whom.
///
/// UIKit lets one recognizer recognize at a time among those competing for the same touches, unless a delegate
/// allows both (`shouldRecognizeSimultaneouslyWith`), and lets subclasses narrow the rule (`canPrevent`,
/// `canBePrevented`). Only recognizers that share a touch compete: two pans dragged by different fingers run
/// together. Flutter's arena resolves a pointer's members the same way, one winner per pointer; OpenGestures
/// names the set of competitors an exclusion pool.
extension GestureEnvironment {
    func shouldBeginRefusal(_ r: UIGestureRecognizer) -> String? {
        if let delegate = r.delegate, !delegate.gestureRecognizerShouldBegin(r) {
            return "delegate's gestureRecognizerShouldBegin returned false"
        }
        if r.attemptTouches.count <= 1 {
            // One touch: its walk up the superviews visits each view once, so there is nothing to remember (the
            // list below cost an allocation per recognizer per attempt).
            var reachedView = false
            var v = r.attemptTouches.first?.view
            while let current = v {
                if !current.gestureRecognizerShouldBegin(r) {
                    return "\(type(of: current)).gestureRecognizerShouldBegin returned false"
                }
                if current === r.view {
                    reachedView = true
                    break
                }
                v = current.superview
            }
            if !reachedView, let view = r.view, !view.gestureRecognizerShouldBegin(r) {
                return "\(type(of: view)).gestureRecognizerShouldBegin returned false"
            }
            return nil
        }
        var asked: [UIView] = []
        for touch in r.attemptTouches {
            var v = touch.view
            while let current = v {
                if !asked.containsIdentical(current) {
                    asked.append(current)
                    if !current.gestureRecognizerShouldBegin(r) {
                        return "\(type(of: current)).gestureRecognizerShouldBegin returned false"
                    }
                }
                if current === r.view { break }
                v = current.superview
            }
        }
        if let view = r.view, !asked.containsIdentical(view), !view.gestureRecognizerShouldBegin(r) {
            return "\(type(of: view)).gestureRecognizerShouldBegin returned false"
        }
        return nil
    }

    func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        (a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false)
            || (b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false)
    }

    /// Whether `a` recognizing makes `b` fail.
    func prevents(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        !simultaneous(a, b) && a.canPrevent(b) && b.canBePrevented(by: a)
    }

    func activePreventer(of r: UIGestureRecognizer) -> UIGestureRecognizer? {
        // Plain loops here and below: these run for every pair of participants when many recognizers decide at
        // once, and a main-actor closure handed to `first(where:)` or `filter` checks the executor on each call.
        // Only the participants that have recognized can prevent, and they are listed apart, in the participants'
        // order (so the same delegates are asked in the same order as a scan of every participant would).
        for other in recognizedParticipants
        where other !== r && hasRecognized(other) && sharesTouches(other, r) && prevents(other, r) {
            return other
        }
        return nil
    }

    /// Whether two recognizers are competing for the same touches: only those can prevent each other (two pans
    /// on two views, dragged by different fingers, run independently). Recognizers driven by the same scroll or
    /// transform gesture compete as the recognizers of one touch do.
    func sharesTouches(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        for t in a.attemptTouches where b.attemptTouches.containsIdentical(t) { return true }
        if let session = a.pointerSession, session === b.pointerSession { return true }
        return false
    }

    func hasRecognized(_ r: UIGestureRecognizer) -> Bool {
        r.hasRecognized
    }
}

extension GestureEnvironment {
    /// Whether a recognizer in `state` has recognized or begun, waiting aside (see
    /// ``UIGestureRecognizer/hasRecognized``): a waiting recognizer's state stays `.possible`.
    static func isRecognizedState(_ state: UIGestureRecognizer.State) -> Bool {
        switch state {
        case .began, .changed, .ended: true
        default: false
        }
    }

    /// `r` has recognized or begun: it joins `recognizedParticipants`, in participation order. Recognizers
    /// usually recognize in the order they joined, so the place is found from the end.
    func noteRecognized(_ r: UIGestureRecognizer) {
        // Only participants are listed (every recognizer the environment sets has joined): the list keeps nothing
        // past a participant's reset. Called only on entering the recognized states (or joining in one), so `r`
        // is not listed yet; looking would make n recognizers that all recognize cost n²/2 visits.
        guard r.isParticipating else { return }
        assert(!recognizedParticipants.containsIdentical(r), "\(r.logName) is already listed as recognized")
        var i = recognizedParticipants.count
        while i > 0, recognizedParticipants[i - 1].participationOrder > r.participationOrder { i -= 1 }
        recognizedParticipants.insert(r, at: i)
    }

    /// `r` has left the recognized states (cancelled, or reset): it leaves `recognizedParticipants`.
    func noteNoLongerRecognized(_ r: UIGestureRecognizer) {
        if let i = recognizedParticipants.firstIdenticalIndex(r) { recognizedParticipants.remove(at: i) }
    }
}

extension UIGestureRecognizer {
    /// Whether it has recognized (or begun) in the current gesture: decided, not waiting on failure
    /// requirements. Such a recognizer prevents its competitors, and when it cancels touches in its view, the
    /// view delivery of its touches ends.
    var hasRecognized: Bool {
        guard pendingState == nil else { return false }
        switch stateStorage {
        case .began, .changed, .ended: return true
        default: return false
        }
    }
}
