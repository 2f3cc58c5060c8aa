import Foundation

/// The stage between the window and the views: it gives touches to gesture recognizers first, arbitrates between
/// the recognizers, and decides what the views receive.
///
/// UIKit counterpart: the private `UIGestureEnvironment`.
///
/// **Why a single environment.** Recognizers interact across views: a recognizer on a superview competes with
/// one on the hit view (GRI-13), failure requirements link recognizers anywhere (GRI-04), and what a view
/// receives depends on every recognizer watching its touches (GTD). So one object per application sees all of
/// them, like Flutter's gesture arena, but with UIKit's rules instead of the arena's.
///
/// **How a recognition is decided.** Recognizers report progress by setting `state`. Requests made while touches
/// are being delivered are queued and processed together once the recognizers have seen the event, so actions
/// are sent after every recognizer has had its look. A request to leave `.possible` (a *recognition attempt*) is
/// checked in order:
/// 1. `gestureRecognizerShouldBegin`: the delegate's, then the views' from each touched view up to the
///    recognizer's view (DIS-05). `false` fails the recognizer.
/// 2. A recognizer already recognized that shares touches with this one, can prevent it (`canPrevent` ×
///    `canBePrevented`) and is not allowed to recognize simultaneously with it fails it (GRI-09 to GRI-11).
///    Recognizers with no touch in common never compete: two pans dragged by two fingers run together.
/// 3. Failure requirements (static `require(toFail:)`, subclass overrides, the delegate; evaluated once per
///    attempt, across view hierarchies): if one of them has recognized, this one fails; if one is still
///    undecided, this one **waits** in `.possible`, and is decided the moment the last of them fails (GRI-01,
///    DIS-11). Recognizers not taking part in the current gesture count as failed. A waiting recognizer still
///    receives the touches it has (so it sees them move and lift) but takes no new ones. When requirements form a
///    cycle (a requires b, b requires a), the one that asked first is decided.
/// 4. Otherwise it recognizes: the undecided recognizers it prevents fail, so do those that require it to fail,
///    the view's touches of the gesture are cancelled (`cancelsTouchesInView`), and then the actions are sent.
///
/// Delegate and view callbacks may disable or remove the recognizer being decided; each step checks again.
/// Recognizers of a view that leaves its window are withdrawn (cancelled or failed, then reset).
///
/// When several recognizers attempt in the same batch, one that can prevent another without being preventable
/// by it goes first (this is how a double tap beats the second tap of a single-tap recognizer).
///
/// **Reset.** A recognizer that has ended, been cancelled or failed is reset once none of its touches is still on
/// the screen (DIS-06).
@MainActor
final class GestureEnvironment: TouchDeliveryGate {
    weak var application: UIApplication?
    /// What decides view delivery: the environment itself, or a stand-in in tests. Held weakly (it is usually
    /// the environment).
    weak var gate: (any TouchDeliveryGate)?

    /// Recognizers taking part in the current gesture, in the order they joined.
    @exclusivity(unchecked) private(set) var participants: [UIGestureRecognizer] = []
    /// A queued state request, with the state the recognizer was in when it asked.
    private typealias Request = (
        recognizer: UIGestureRecognizer, state: UIGestureRecognizer.State, from: UIGestureRecognizer.State
    )
    @exclusivity(unchecked) private var requests: [Request] = []
    @exclusivity(unchecked) private var attemptCounter = 0
    @exclusivity(unchecked) private var deliveringDepth = 0
    private var isDelivering: Bool { deliveringDepth > 0 }
    @exclusivity(unchecked) private var isUpdating = false
    /// Whether the window is between giving an event to recognizers and giving it to views.
    @exclusivity(unchecked) private var dispatchingDepth = 0
    private var isDispatching: Bool { dispatchingDepth > 0 }
    /// Touches whose view delivery was held and may now go on, waiting for the view stage of this dispatch.
    @exclusivity(unchecked) private var deferredReleases: [UITouch] = []
    /// Touches with phases held back from their views.
    @exclusivity(unchecked) private var heldTouches: [UITouch] = []
    private let grouping = TouchGroupingStack<UIGestureRecognizer>()
    private static let phases: [UITouch.Phase] = [.began, .moved, .ended, .cancelled]

    var log: GestureArbitrationLog? { application?.gestureArbitrationLog }
    private var now: TimeInterval { application?.scheduler.now ?? 0 }

    /// Records a decision about `recognizer` (or about a view, when `nil`) if a log is installed. Nothing is
    /// built otherwise: the event and the message are autoclosures.
    private func note(
        _ recognizer: UIGestureRecognizer?, _ event: @autoclosure () -> GestureArbitrationLog.Event,
        _ message: @autoclosure () -> String
    ) {
        guard let log else { return }
        log.record(GestureArbitrationLog.Entry(
            time: now, message: message(), recognizer: recognizer?.logName, event: event()))
    }

    // MARK: Which recognizers get a touch

    /// The recognizers that will receive a touch that began in `view`: the enabled ones on the view and its
    /// ancestors, nearest first, that are not busy finishing another gesture and that accept the touch
    /// (`allowedTouchTypes`, `requiresExclusiveTouchType`, the delegate's `shouldReceive`).
    func recognizers(forTouchIn view: UIView, touch: UITouch) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        var v: UIView? = view
        while let current = v {
            for r in current.gestureRecognizerStorage where r.isEnabled && r.receivesTouches && accepts(r, touch) {
                result.append(r)
            }
            v = current.superview
        }
        return result
    }

    private func accepts(_ r: UIGestureRecognizer, _ touch: UITouch) -> Bool {
        switch r.stateStorage {
        case .ended, .cancelled, .failed: return false  // finishing; it takes new touches after its reset
        default: break
        }
        if r.pendingState != nil { return false }
        guard r.allowedTouchTypes.contains(touch.type) else {
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
            if let event = application?.touchesEvent, !delegate.gestureRecognizer(r, shouldReceive: event) {
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
                if let type = press.type, !r.allowedPressTypes.contains(type) { continue }
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

    /// Gives this window's changed presses to their recognizers before the responders get them, then settles
    /// the state changes they asked for. Presses are not withheld from responders.
    func deliverPresses(_ event: UIPressesEvent, in window: UIWindow) {
        deliveringDepth += 1
        for press in event.pressStorage where press.window === window && press.phase != .stationary {
            for r in press.recognizers where r.isEnabled && r.view != nil && r.pendingState == nil {
                switch r.stateStorage {
                case .ended, .cancelled, .failed: continue
                default: break
                }
                if press.phase == .began { joinWithoutTouches(r) }
                let set: Set<UIPress> = [press]
                switch press.phase {
                case .began: r.pressesBegan(set, with: event)
                case .changed: r.pressesChanged(set, with: event)
                case .ended: r.pressesEnded(set, with: event)
                case .cancelled: r.pressesCancelled(set, with: event)
                case .stationary: break
                }
            }
        }
        deliveringDepth -= 1
        if !isDelivering { update() }
    }

    // MARK: Delivery to recognizers

    /// Gives this window's touches to their recognizers, phase by phase, each recognizer once per phase with
    /// exactly its touches in that phase; then settles every state change they asked for.
    func deliverTouches(_ event: UIEvent, in window: UIWindow) {
        dispatchingDepth += 1
        deliveringDepth += 1
        var present = TouchPhaseSet()
        for touch in event.touchStorage where touch.window === window { present.insert(touch.phase) }
        for phase in Self.phases where present.contains(phase) {
            let level = grouping.pushLevel()
            defer { grouping.popLevel() }
            for touch in event.touchStorage where touch.window === window && touch.phase == phase {
                for r in touch.recognizers where receives(r, touch, phase: phase) {
                    if phase == .began { join(r, touch) }
                    level.add(touch, for: r)
                }
                if phase == .began { touch.recognizersReceivedBegan = true }
            }
            for i in 0..<level.receivers.count {
                let r = level.receivers[i]
                // A recognizer withdrawn (disabled, removed, or its view taken out of the window) by an earlier
                // receiver of this phase has let go of its touches: it hears nothing more.
                if r.activeTouches.isEmpty { continue }
                switch phase {
                case .began: r.touchesBegan(level.sets[i], with: event)
                case .moved: r.touchesMoved(level.sets[i], with: event)
                case .ended: r.touchesEnded(level.sets[i], with: event)
                case .cancelled: r.touchesCancelled(level.sets[i], with: event)
                case .stationary: break
                }
            }
        }
        deliveringDepth -= 1
        if !isDelivering { update() }
    }

    /// Whether `r` is sent `touch`'s phases now: it is enabled, attached, deciding or in progress, and has not
    /// ignored the touch.
    private func receives(_ r: UIGestureRecognizer, _ touch: UITouch, phase: UITouch.Phase) -> Bool {
        // A recognizer waiting on failure requirements is still `.possible` to the world and keeps receiving the
        // touches it already has (so it sees a lift, and its translation stays current); it takes no new ones.
        guard r.isEnabled, r.pendingState == nil || phase != .began else { return false }
        switch r.stateStorage {
        case .possible, .began, .changed: break
        case .ended, .cancelled, .failed: return false
        }
        // After a reset, a recognizer hears nothing more of touches still in progress (GSM-07): only touches of
        // its current attempt reach it.
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
        // Last, because loading a weak reference is the dearest test: a recognizer removed from its view (or
        // whose view is gone) hears nothing.
        return r.view != nil
    }

    private func join(_ r: UIGestureRecognizer, _ touch: UITouch) {
        if !r.isParticipating {
            r.isParticipating = true
            r.environmentStorage = self
            participants.append(r)
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
    }

    /// Lets go of the touches kept in the grouping buffers (see ``TouchGroupingStack/Level``).
    func purgeDispatchBuffers() {
        grouping.purge()
    }

    /// The window has finished delivering an event to views. Held phases released after the view stage took its
    /// releases (a view's handler disabled or removed the recognizer that held them) are replayed now that the
    /// dispatch is over, rather than lost.
    func dispatchDidFinish() {
        dispatchingDepth = max(0, dispatchingDepth - 1)
        guard !isDispatching, !deferredReleases.isEmpty else { return }
        let late = deferredReleases
        deferredReleases.removeAll()
        byWindow(late) { window, touches in window.releaseHeldDelivery(of: touches) }
    }

    /// A touch has left the sequence: it no longer counts as active for its recognizers.
    func touchDidFinish(_ touch: UITouch) {
        for r in participants {
            if let i = r.activeTouches.firstIdenticalIndex(touch) {
                if let c = r.currentCentroid() { r.lastCentroid = c }
                if r.activeTouches.count == 1 { r.lastTouches = r.activeTouches }
                else if r.lastTouches.isEmpty || r.activeTouches.count > r.lastTouches.count {
                    r.lastTouches = r.activeTouches
                }
                r.activeTouches.remove(at: i)
            }
        }
        resetFinishedRecognizers()
    }

    // MARK: State requests

    /// A recognizer asks for a new state (its `state` setter).
    func request(_ r: UIGestureRecognizer, _ state: UIGestureRecognizer.State) {
        if Self.isLegal(from: r.stateStorage, to: state), r.pendingState == nil {
            r.requestedState = state  // read back at once by the subclass, as in UIKit
        }
        requests.append((r, state, r.stateStorage))
        if !isDelivering && !isUpdating { update() }
    }

    /// A recognizer without an environment (not attached to a view in a window): transitions apply directly.
    static func applyDetached(_ r: UIGestureRecognizer, _ state: UIGestureRecognizer.State) {
        guard isLegal(from: r.stateStorage, to: state) else {
            reportIllegal(r, from: r.stateStorage, to: state, configuration: r.configuration)
            return
        }
        let state = (r.stateStorage == .possible && state == .cancelled) ? .failed : state
        r.stateStorage = state
        if sendsAction(for: state) { r.sendActions() }
    }

    static func isLegal(from: UIGestureRecognizer.State, to: UIGestureRecognizer.State) -> Bool {
        switch (from, to) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): true
        case (.possible, .cancelled): true  // treated as failed: a recognizer that never began cannot be cancelled
        case (.began, .changed), (.began, .ended), (.began, .cancelled): true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): true
        case (.possible, .possible): true  // no change
        default: false
        }
    }

    static func sendsAction(for state: UIGestureRecognizer.State) -> Bool {
        switch state {
        case .began, .changed, .ended, .cancelled: true
        case .possible, .failed: false
        }
    }

    static func reportIllegal(
        _ r: UIGestureRecognizer, from: UIGestureRecognizer.State, to: UIGestureRecognizer.State,
        configuration: TactileConfiguration
    ) {
        if configuration.assertsOnIllegalGestureTransitions {
            assertionFailure("\(r.logName): illegal state transition \(from) → \(to) (ignored)")
        }
    }

    /// Processes every queued request, then what they unblock, then view deliveries and resets.
    func update() {
        guard !isUpdating else { return }
        isUpdating = true
        defer { isUpdating = false }
        repeat {
            repeat {
                orderAttempts()
                while !requests.isEmpty {
                    let (r, s, from) = requests.removeFirst()
                    apply(r, s, askedIn: from)
                }
                resolveWaiting()
            } while !requests.isEmpty
            // Replaying held phases runs view handlers, which may cancel touches or disable recognizers: the
            // requests that makes are settled here too, not left queued.
            releaseDeliveries()
        } while !requests.isEmpty
        resetFinishedRecognizers()
    }

    /// Puts recognition attempts that can prevent another attempt (without being preventable by it) first.
    private func orderAttempts() {
        guard requests.count > 1 else { return }
        var i = 1
        while i < requests.count {
            var j = i
            while j > 0, isAttempt(requests[j]), isAttempt(requests[j - 1]),
                prevents(requests[j].recognizer, requests[j - 1].recognizer),
                !prevents(requests[j - 1].recognizer, requests[j].recognizer)
            {
                requests.swapAt(j, j - 1)
                j -= 1
            }
            i += 1
        }
    }

    private func isAttempt(_ request: Request) -> Bool {
        request.recognizer.stateStorage == .possible && (request.state == .began || request.state == .ended)
    }

    private func apply(
        _ r: UIGestureRecognizer, _ new: UIGestureRecognizer.State, askedIn asked: UIGestureRecognizer.State
    ) {
        r.requestedState = nil
        // A recognizer that changes state while not taking part (a timer after its touches ended) joins, so that
        // it is reset like the others.
        if !r.isParticipating, new != .possible { joinWithoutTouches(r) }
        let old = r.stateStorage
        if r.pendingState != nil {
            // A recognizer waiting on failure requirements has already decided; only failing changes that.
            if new == .failed {
                r.pendingState = nil
                set(r, .failed)
            }
            return
        }
        if r.wasDecidedByEnvironment, old == .failed || old == .cancelled {
            // The environment failed it (prevented, a requirement recognized, withdrawn) after it asked; its
            // request is moot, not illegal.
            note(r, .requestDropped(new), "\(r.logName): request for \(new) dropped; it already \(old)")
            return
        }
        if old != asked, !Self.isLegal(from: old, to: new) {
            // Asked for in a state that has since changed (a delegate or view callback re-entered the recognizer
            // while its previous request was being decided): the request is stale, not illegal.
            note(r, .requestDropped(new),
                "\(r.logName): request for \(new) dropped; it asked while \(asked), now \(old)")
            return
        }
        guard Self.isLegal(from: old, to: new) else {
            note(r, .illegalTransition(from: old, to: new),
                "\(r.logName): illegal transition \(old) → \(new) ignored")
            Self.reportIllegal(r, from: old, to: new, configuration: r.configuration)
            return
        }
        if old == .possible && new == .possible { return }
        switch (old, new) {
        case (.possible, .began), (.possible, .ended):
            attempt(r, new)
        case (.possible, .failed):
            set(r, .failed)
        case (.possible, .cancelled):
            note(r, .cancelledBeforeBegan, "\(r.logName): cancelled before it began, treated as failed")
            set(r, .failed)
        default:
            set(r, new)
            sendActions(r)
        }
    }

    private func attempt(_ r: UIGestureRecognizer, _ new: UIGestureRecognizer.State) {
        if let refusal = shouldBeginRefusal(r) {
            guard isStillEligible(r) else { return }
            note(r, .beginRefused(refusal), "\(r.logName): \(refusal) → failed")
            force(r, .failed)
            return
        }
        // Delegate and view callbacks may have disabled or removed the recognizer (withdrawing it).
        guard isStillEligible(r) else { return }
        if let preventer = activePreventer(of: r) {
            guard isStillEligible(r) else { return }
            note(r, .prevented(by: preventer.logName),
                "\(r.logName): prevented by \(preventer.logName), which has recognized → failed")
            force(r, .failed)
            return
        }
        let requirements = failureRequirements(of: r)
        guard isStillEligible(r) else { return }
        if let recognized = requirements.first(where: didNotFail) {
            note(r, .requirementRecognized(recognized.logName),
                "\(r.logName): required \(recognized.logName) to fail, but it recognized → failed")
            force(r, .failed)
            return
        }
        let undecided = requirements.filter(isUndecided)
        if !undecided.isEmpty {
            r.pendingState = new
            r.waitingFor = requirements
            attemptCounter += 1
            r.attemptOrder = attemptCounter
            note(r, .waiting(for: undecided.map(\.logName)),
                "\(r.logName): recognized, waiting for \(undecided.map(\.logName).joined(separator: ", ")) to fail")
            return
        }
        commit(r, new)
    }

    /// Whether `r` can still change state: enabled, attached, undecided. A recognizer that asked to fail
    /// meanwhile (a callback cancelled its touches) has given up its attempt: its request to fail comes next.
    private func isStillEligible(_ r: UIGestureRecognizer) -> Bool {
        r.isEnabled && r.view != nil && r.stateStorage == .possible && r.requestedState != .failed
            && r.requestedState != .cancelled
    }

    private func commit(_ r: UIGestureRecognizer, _ new: UIGestureRecognizer.State) {
        set(r, new)
        for other in participants where other !== r && isUndecided(other) {
            if sharesTouches(r, other) && prevents(r, other) {
                note(other, .prevented(by: r.logName), "\(other.logName): prevented by \(r.logName) → failed")
            } else if other.pendingState == nil && requiresFailure(of: r, by: other) {
                // GRI-01: once a requirement recognizes (or begins), the recognizer that depends on it fails.
                note(other, .requirementRecognized(r.logName),
                    "\(other.logName): required \(r.logName) to fail, but it recognized → failed")
            } else {
                continue
            }
            other.pendingState = nil
            force(other, .failed)
        }
        if r.cancelsTouchesInView {
            let touches = r.attemptTouches.filter { t in
                !t.delivery.isFinished && !r.ignoredTouches.containsIdentical(t)
            }
            cancelViewDelivery(of: touches)
        }
        sendActions(r)
    }

    private func set(_ r: UIGestureRecognizer, _ new: UIGestureRecognizer.State) {
        let old = r.stateStorage
        r.stateStorage = new
        note(r, .transition(from: old, to: new), "\(r.logName): \(old) → \(new)")
    }

    /// A state the environment imposes (as opposed to one the recognizer asked for).
    private func force(_ r: UIGestureRecognizer, _ new: UIGestureRecognizer.State) {
        r.wasDecidedByEnvironment = true
        r.requestedState = nil  // what it had asked for is moot: `state` reads the imposed state
        set(r, new)
    }

    private func sendActions(_ r: UIGestureRecognizer) {
        note(r, .action(r.stateStorage), "\(r.logName): action (\(r.stateStorage))")
        r.sendActions()
    }

    /// Decides waiting recognizers whose requirements have resolved, and breaks cycles of requirements.
    private func resolveWaiting() {
        var changed = true
        while changed {
            changed = false
            for r in participants where r.pendingState != nil {
                if let recognized = r.waitingFor.first(where: didNotFail) {
                    note(r, .requirementRecognized(recognized.logName),
                        "\(r.logName): \(recognized.logName) recognized → failed")
                    r.pendingState = nil
                    force(r, .failed)
                    changed = true
                } else if !r.waitingFor.contains(where: isUndecided) {
                    note(r, .requirementsFailed, "\(r.logName): requirements failed, recognizing now")
                    decideWaiting(r)
                    changed = true
                }
            }
            if !changed, let r = firstOfDeadlockedCycle() {
                note(r, .requirementCycle(r.waitingFor.filter(isUndecided).map(\.logName)),
                    "\(r.logName): requirements form a cycle "
                        + "(\(r.waitingFor.filter(isUndecided).map(\.logName).joined(separator: ", ")) wait back); "
                        + "\(r.logName), which asked first, is decided")
                decideWaiting(r)
                changed = true
            }
        }
    }

    /// Applies a waiting recognizer's recognition, unless it has been prevented meanwhile or it is a continuous
    /// gesture whose fingers have all lifted while it waited (it can no longer begin).
    private func decideWaiting(_ r: UIGestureRecognizer) {
        let target = r.pendingState!
        r.pendingState = nil
        if let preventer = activePreventer(of: r) {
            note(r, .prevented(by: preventer.logName),
                "\(r.logName): prevented by \(preventer.logName), which has recognized → failed")
            force(r, .failed)
        } else if target == .began, r.activeTouches.isEmpty, !r.attemptTouches.isEmpty {
            note(r, .touchesEndedWhileWaiting, "\(r.logName): its touches ended while it waited → failed")
            force(r, .failed)
        } else {
            commit(r, target)
        }
    }

    /// A set of waiting recognizers each of whose undecided requirements is itself waiting in the set can never
    /// be decided by failures (a requires b, b requires a). Returns the one that asked first, or nil.
    private func firstOfDeadlockedCycle() -> UIGestureRecognizer? {
        // The common case, nobody waiting, is answered with a plain loop: it runs after every event.
        var anyWaiting = false
        for r in participants where r.pendingState != nil {
            anyWaiting = true
            break
        }
        guard anyWaiting else { return nil }
        var stuck = participants.filter { $0.pendingState != nil }
        while true {
            let current = stuck
            let next = current.filter { r in
                r.waitingFor.filter(isUndecided).allSatisfy { q in current.containsIdentical(q) }
            }
            if next.count == current.count { break }
            stuck = next
        }
        return stuck.min { $0.attemptOrder < $1.attemptOrder }
    }

    // MARK: Rules

    private func shouldBeginRefusal(_ r: UIGestureRecognizer) -> String? {
        if let delegate = r.delegate, !delegate.gestureRecognizerShouldBegin(r) {
            return "delegate's gestureRecognizerShouldBegin returned false"
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

    private func activePreventer(of r: UIGestureRecognizer) -> UIGestureRecognizer? {
        // Plain loops here and below: these run for every pair of participants when many recognizers decide at
        // once, and a main-actor closure handed to `first(where:)` or `filter` checks the executor on each call.
        for other in participants
        where other !== r && hasRecognized(other) && sharesTouches(other, r) && prevents(other, r) {
            return other
        }
        return nil
    }

    /// Whether two recognizers are competing for the same touches: only those can prevent each other (two pans
    /// on two views, dragged by different fingers, run independently).
    func sharesTouches(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        for t in a.attemptTouches where b.attemptTouches.containsIdentical(t) { return true }
        return false
    }

    /// Whether a failure requirement has settled without failing in the current gesture: it has recognized
    /// (or begun), or it began and was then cancelled before its reset. Either way the recognizer that
    /// requires it to fail never will see it fail in this gesture, so it fails (GRI-01).
    private func didNotFail(_ q: UIGestureRecognizer) -> Bool {
        hasRecognized(q) || (q.isParticipating && q.stateStorage == .cancelled)
    }

    private func hasRecognized(_ r: UIGestureRecognizer) -> Bool {
        guard r.pendingState == nil else { return false }
        switch r.stateStorage {
        case .began, .changed, .ended: return true
        default: return false
        }
    }

    private func isUndecided(_ r: UIGestureRecognizer) -> Bool {
        r.isParticipating && r.stateStorage == .possible && r.isEnabled && r.view != nil
    }

    /// The recognizers `r` must wait for, from all three sources, among those taking part (GRI-01, GRI-04, GRI-06).
    private func failureRequirements(of r: UIGestureRecognizer) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        for q in participants where q !== r && requiresFailure(of: q, by: r) { result.append(q) }
        return result
    }

    /// Whether `r` must wait for `q` to fail, from any of the three sources.
    private func requiresFailure(of q: UIGestureRecognizer, by r: UIGestureRecognizer) -> Bool {
        for requirement in r.staticFailureRequirements where requirement.recognizer === q { return true }
        if r.shouldRequireFailure(of: q) || q.shouldBeRequiredToFail(by: r) { return true }
        if r.delegate?.gestureRecognizer(r, shouldRequireFailureOf: q) == true { return true }
        if q.delegate?.gestureRecognizer(q, shouldBeRequiredToFailBy: r) == true { return true }
        return false
    }

    // MARK: Withdrawal

    /// A recognizer was disabled or removed from its view mid-gesture: an in-progress gesture is cancelled, an
    /// undecided one fails, and it lets go of its touches.
    func recognizerWasWithdrawn(_ r: UIGestureRecognizer) {
        guard r.isParticipating else { return }
        note(r, .withdrawn, "\(r.logName): withdrawn (disabled or removed)")
        switch r.stateStorage {
        case .began, .changed:
            force(r, .cancelled)
            sendActions(r)
        case .possible:
            r.pendingState = nil
            force(r, .failed)
        default:
            break
        }
        r.activeTouches.removeAll()
        if !isUpdating && !isDelivering { update() }
    }

    func recognizerIgnoredTouch(_ r: UIGestureRecognizer, _ touch: UITouch) {
        note(r, .ignoredTouch, "\(r.logName): ignores a touch")
        r.activeTouches.removeAll { $0 === touch }
        if !isUpdating && !isDelivering { releaseDeliveries() }
    }

    // MARK: View delivery (TouchDeliveryGate)

    func decision(for phase: UITouch.Phase, of touch: UITouch) -> ViewDeliveryDecision {
        var hold = false
        for r in touch.recognizers where r.isParticipating && !r.ignoredTouches.containsIdentical(touch) {
            if r.pendingState == nil, r.cancelsTouchesInView, hasRecognized(r),
                r.attemptTouches.containsIdentical(touch)
            {
                return .drop
            }
            if holds(r, phase) { hold = true }
        }
        if hold {
            if !heldTouches.containsIdentical(touch) { heldTouches.append(touch) }
            note(nil, .viewDelivery(.held, view: viewName(touch.view), contact: touch.contactID, phase: phase),
                "view delivery of \(phase) held for \(viewName(touch.view))")
            return .hold
        }
        return .deliver
    }

    /// Touches whose held phases may go on and that wait for the view stage of the current dispatch.
    func takeDeferredReleases() -> [UITouch] {
        let r = deferredReleases
        deferredReleases.removeAll()
        return r
    }

    private func releaseDeliveries() {
        guard !heldTouches.isEmpty else { return }
        var releasedNow: [UITouch] = []
        var i = 0
        while i < heldTouches.count {
            let touch = heldTouches[i]
            if touch.delivery.held.isEmpty || touch.delivery.isFinished {
                heldTouches.remove(at: i)
                continue
            }
            if stillHeldQuietly(touch) {
                i += 1
                continue
            }
            heldTouches.remove(at: i)
            note(nil, .viewDelivery(.released, view: viewName(touch.view), contact: touch.contactID, phase: nil),
                "view delivery released for \(viewName(touch.view))")
            if isDispatching {
                deferredReleases.append(touch)
            } else {
                releasedNow.append(touch)
            }
        }
        byWindow(releasedNow) { window, touches in window.releaseHeldDelivery(of: touches) }
    }

    /// Like the hold decision, without logging.
    private func stillHeldQuietly(_ touch: UITouch) -> Bool {
        guard let front = touch.delivery.held.first else { return false }
        return touch.recognizers.contains { r in
            r.isParticipating && !r.ignoredTouches.containsIdentical(touch) && holds(r, front.phase)
        }
    }

    /// The hold rule: an undecided recognizer withholds `began` when it delays touches began, and `ended` when it
    /// delays touches ended (GTD-06, GTD-07).
    private func holds(_ r: UIGestureRecognizer, _ phase: UITouch.Phase) -> Bool {
        // Cheapest tests first: most phases are moves, which nothing holds, and loading the weak `view` is the
        // dearest test here.
        guard (phase == .began && r.delaysTouchesBegan) || (phase == .ended && r.delaysTouchesEnded) else {
            return false
        }
        return r.stateStorage == .possible && r.isEnabled && r.view != nil
    }

    /// Calls `body` once per window, in first-seen order, with the touches that belong to it.
    private func byWindow(_ touches: [UITouch], _ body: (UIWindow, [UITouch]) -> Void) {
        var windows: [UIWindow] = []
        for t in touches {
            if let w = t.window, !windows.containsIdentical(w) { windows.append(w) }
        }
        for w in windows { body(w, touches.filter { $0.window === w }) }
    }

    private func cancelViewDelivery(of touches: [UITouch]) {
        guard !touches.isEmpty else { return }
        for touch in touches {
            if touch.delivery.beganDelivered {
                note(nil, .viewDelivery(.cancelled, view: viewName(touch.view), contact: touch.contactID, phase: nil),
                    "view touches cancelled for \(viewName(touch.view))")
            } else {
                note(nil, .viewDelivery(.dropped, view: viewName(touch.view), contact: touch.contactID, phase: nil),
                    "view delivery dropped for \(viewName(touch.view)) (it never saw the touch)")
            }
            heldTouches.removeAll { $0 === touch }
        }
        byWindow(touches) { window, touches in window.cancelDelivery(of: touches) }
    }

    private func viewName(_ view: UIView?) -> String {
        guard let view else { return "nil" }
        return view.tag != 0 ? "\(type(of: view))#\(view.tag)" : "\(type(of: view))"
    }

    // MARK: Reset

    private func resetFinishedRecognizers() {
        var i = 0
        while i < participants.count {
            let r = participants[i]
            // A recognizer still holding touches or waiting is never reset: test that first, since it is the
            // steady state of a gesture in progress and the other tests load the weak `view`.
            guard r.activeTouches.isEmpty, r.pendingState == nil else {
                i += 1
                continue
            }
            let finished: Bool
            switch r.stateStorage {
            case .ended, .cancelled, .failed: finished = true
            default: finished = !r.isEnabled || r.view == nil
            }
            guard finished else {
                i += 1
                continue
            }
            participants.remove(at: i)
            r.isParticipating = false
            r.attemptTouches.removeAll()
            r.ignoredTouches.removeAll()
            r.waitingFor.removeAll()
            r.wasDecidedByEnvironment = false
            r.lastTouches.removeAll()
            if r.view == nil { r.environmentStorage = nil }
            r.stateStorage = .possible
            r.resetCount += 1
            note(r, .reset, "\(r.logName): reset")
            r.reset()
        }
    }
}
