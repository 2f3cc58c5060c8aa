import Foundation

/// The stage between the window and the views: it gives touches to gesture recognizers first, arbitrates between
/// the recognizers, and decides what the views receive.
///
/// UIKit counterpart: the private `UIGestureEnvironment`.
///
/// **Why a single environment.** Recognizers interact across views: a recognizer on a superview competes with one on
/// the hit view (both see the touches before the view does), failure requirements link recognizers anywhere, and what a
/// view receives depends on every recognizer watching its touches. So one object per application sees all of them, like
/// Flutter's gesture arena, but with UIKit's rules instead of the arena's.
///
/// **How a recognition is decided.** Recognizers report progress by setting `state`. Requests made while touches
/// are being delivered are queued and processed together once the recognizers have seen the event, so actions
/// are sent after every recognizer has had its look. A request to leave `.possible` (a *recognition attempt*) is
/// checked in order:
/// 1. `gestureRecognizerShouldBegin`: the delegate's, then each touched view's up to the recognizer's view (UIKit asks
///    views too, through `UIView.gestureRecognizerShouldBegin(_:)`). `false` fails the recognizer.
/// 2. A recognizer already recognized that shares touches with this one, can prevent it (`canPrevent` ×
///    `canBePrevented`) and is not allowed to recognize simultaneously with it fails it. Recognizers with no touch in
///    common never compete: two pans dragged by two fingers run together.
/// 3. Failure requirements (static `require(toFail:)`, subclass overrides, the delegate; evaluated once per attempt,
///    across view hierarchies): if one of them has recognized, this one fails; if one is still undecided, this one
///    **waits** in `.possible`, and is decided the moment the last of them fails (so a single tap that requires a
///    double tap to fail fires when the double tap's interval runs out, not later). Recognizers not taking part in the
///    current gesture count as failed. A waiting recognizer still receives the touches it has (so it sees them move and
///    lift) but takes no new ones. When requirements form a cycle (a requires b, b requires a), the one that asked
///    first is decided.
/// 4. Otherwise it recognizes: the undecided recognizers it prevents fail, so do those that require it to fail,
///    the view's touches of the gesture are cancelled (`cancelsTouchesInView`), and then the actions are sent.
///
/// Delegate and view callbacks may disable or remove the recognizer being decided; each step checks again.
/// Recognizers of a view that leaves its window are withdrawn (cancelled or failed, then reset).
///
/// When several recognizers attempt in the same batch, one that can prevent another without being preventable
/// by it goes first (this is how a double tap beats the second tap of a single-tap recognizer).
///
/// **Reset.** A recognizer that has ended, been cancelled or failed is reset once none of its touches is still on the
/// screen.
///
/// **What the views receive.** Recognizers may hold phases back from views (`delaysTouchesBegan`,
/// `delaysTouchesEnded`) and take touches over (`cancelsTouchesInView`). The environment only tells its
/// ``ViewDeliveryGate`` what it decided; the gate alone keeps the held phases, replays and cancels them, and tells
/// the views what to receive. Data flows one way: window → environment → gate → views.
///
/// **Where each part lives.** This file holds the environment's state and its loop (delivery to recognizers,
/// queued state requests, `update()`); the extensions beside it hold one concept each: receiver selection
/// (`+ReceiverSelection`), the state-transition rules (`+TransitionRules`), a recognition attempt
/// (`+RecognitionAttempt`), exclusion and prevention (`+Exclusion`), failure requirements
/// (`+FailureRequirements`), withdrawal (`+Withdrawal`) and reset (`+Reset`).
@MainActor
final class GestureEnvironment {
    weak var application: UIApplication? {
        didSet { viewDelivery.application = application }
    }
    /// What the views receive of their touches while recognizers decide: the environment tells it what it decided
    /// (a dispatch began, recognizers changed state, a recognized gesture takes touches over), and it alone holds,
    /// replays and cancels view deliveries (see ``ViewDeliveryGate``).
    let viewDelivery = ViewDeliveryGate()

    /// Recognizers taking part in the current gesture, in the order they joined.
    @exclusivity(unchecked) var participants: [UIGestureRecognizer] = []
    /// The storage a recognition attempt lists its failure requirements in, kept from one attempt to the next.
    @exclusivity(unchecked) var requirementBuffer: [UIGestureRecognizer] = []
    /// Recognizers that have just recognized and whose view's touches are being cancelled before their actions go
    /// out: they are not reset meanwhile, even if a handler ends the whole touch sequence.
    /// Unchecked: read on every reset pass (each move), and never accessed `inout` across a call out.
    @exclusivity(unchecked) var awaitingActions: [UIGestureRecognizer] = []
    /// A queued state request, with the state the recognizer was in when it asked.
    typealias Request = (
        recognizer: UIGestureRecognizer, state: UIGestureRecognizer.State, from: UIGestureRecognizer.State
    )
    @exclusivity(unchecked) var requests: [Request] = []
    /// The first request of `requests` not yet applied. A head index rather than `removeFirst()`, which shifts the
    /// rest of the queue down on every removal: n recognizers asking at once made that n²/2 moves (a tap through
    /// 1,000 links). The queue's storage is kept for the next batch.
    @exclusivity(unchecked) var requestHead = 0
    /// The participants that have recognized or begun (see ``UIGestureRecognizer/hasRecognized``), in
    /// participation order: the only ones that can prevent a recognition attempt, so `activePreventer(of:)` looks
    /// at them instead of at every participant (a tap through 1,000 links made about 500,000 visits there, almost
    /// all to recognizers that had not recognized). Kept by `set(_:_:)` and emptied of each recognizer at its reset.
    @exclusivity(unchecked) var recognizedParticipants: [UIGestureRecognizer] = []
    /// Counts the attempts that waited on failure requirements, so that a cycle of them decides the oldest.
    @exclusivity(unchecked) var attemptCounter = 0
    /// Counts the recognizers that joined, in order: a recognizer's `participationOrder`.
    @exclusivity(unchecked) var participationCounter = 0
    /// The participants that may name themselves as failure requirements of others, through a subclass override
    /// or a delegate (see ``FailureQueryDefaults``), in participation order: only they are asked, the rest answer
    /// through `require(toFail:)` lists. Emptied whenever a participant leaves, so that it never holds a recognizer
    /// that has left the gesture (see `participantDidLeave(_:)`).
    @exclusivity(unchecked) var mayBeRequiredParticipants: [UIGestureRecognizer] = []
    /// Whether `mayBeRequiredParticipants` must be listed again: a recognizer joined or left, or a participant's
    /// delegate changed.
    @exclusivity(unchecked) var hooksNeedCounting = false
    /// The ``FailureQueryDefaults/generation`` at which `mayBeRequiredParticipants` was listed.
    @exclusivity(unchecked) var hooksCountedAt = -1
    /// Waiting recognizers whose requirements changed since they were last looked at (see `resolveWaiting()`).
    @exclusivity(unchecked) var failureCandidates = FailureCandidateQueue()
    /// Waiting recognizers looked at and failure-graph edges followed, since the environment was made: the work
    /// of arbitration, which grows linearly with the graph (Tactile's tests read it).
    @exclusivity(unchecked) var failureGraphVisits = 0
    /// Numbers the walks of the failure graph (see `firstOfDeadlockedCycle()`).
    @exclusivity(unchecked) var failureGraphWalks = 0
    /// Decides waiting recognizers with the quadratic scan the failure graph replaced, asking every participant
    /// about every requirement (see `GestureEnvironment+ReferenceArbitration`): for tests that compare the two.
    var usesReferenceArbitration = false
    @exclusivity(unchecked) var deliveringDepth = 0
    var isDelivering: Bool { deliveringDepth > 0 }
    @exclusivity(unchecked) var isUpdating = false
    private let grouping = TouchGroupingStack<UIGestureRecognizer>()
    private static let phases: [UITouch.Phase] = [.began, .moved, .ended, .cancelled]

    /// The application's ``UIApplication/gestureArbitrationLog``, kept here by the application (and passed on to
    /// the gate) so that every state change does not load the weak ``application`` to find out there is none: a
    /// weak load and the release after it cost about 100 instructions.
    @exclusivity(unchecked) var log: GestureArbitrationLog? {
        didSet { viewDelivery.log = log }
    }
    private var now: TimeInterval { application?.scheduler.now ?? 0 }

    /// Records a decision about `recognizer` (or about a view, when `nil`) if a log is installed. Nothing is
    /// built otherwise: the event and the message are autoclosures.
    func note(
        _ recognizer: UIGestureRecognizer?, _ event: @autoclosure () -> GestureArbitrationLog.Event,
        _ message: @autoclosure () -> String
    ) {
        guard let log else { return }
        log.record(GestureArbitrationLog.Entry(
            time: now, message: message(), recognizer: recognizer?.logName, event: event()))
    }

    /// Gives this window's changed presses to their recognizers before the responders get them, then settles
    /// the state changes they asked for. Presses are not withheld from responders.
    ///
    /// Receiving a press does not make a recognizer take part in the current gesture: one that acts on the press
    /// joins when it changes state (and is then reset as the others are). Most recognizers ignore presses (every
    /// built-in touch recognizer does), and one that joined on `pressesBegan` would stay undecided in `.possible`
    /// for good, so that every recognizer requiring it to fail waited forever (found by the property storms, keys
    /// pressed during touches).
    func deliverPresses(_ event: UIPressesEvent, in window: UIWindow) {
        deliveringDepth += 1
        for press in event.pressStorage where press.window === window && press.phase != .stationary {
            for r in press.recognizers where r.isEnabled && r.view != nil && r.pendingState == nil {
                switch r.stateStorage {
                case .ended, .cancelled, .failed: continue
                default: break
                }
                if r.environmentStorage == nil { r.environmentStorage = self }
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
        viewDelivery.eventDispatchWillBegin()
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
            for i in 0..<level.count {
                let r = level.receiver(at: i)
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

    /// Lets go of the touches kept in the grouping buffers (see ``TouchGroupingStack/Level``).
    func purgeDispatchBuffers() {
        grouping.purge()
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

    /// Processes every queued request, then what they unblock, then view deliveries and resets.
    func update() {
        guard !isUpdating else { return }
        isUpdating = true
        defer { isUpdating = false }
        repeat {
            repeat {
                orderAttempts()
                while requestHead < requests.count {
                    let (r, s, from) = requests[requestHead]
                    requestHead += 1
                    apply(r, s, askedIn: from)
                }
                // Only when something was applied: `update()` runs after every event, most often with no request,
                // and even an empty `removeAll(keepingCapacity:)` costs about 170 instructions.
                if requestHead > 0 {
                    requests.removeAllKeepingCapacity()
                    requestHead = 0
                }
                resolveWaiting()
            } while !requests.isEmpty
            // Replaying held phases runs view handlers, which may cancel touches or disable recognizers: the
            // requests that makes are settled here too, not left queued.
            viewDelivery.releaseDeliveries()
        } while !requests.isEmpty
        resetFinishedRecognizers()
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
}
