import Foundation

/// The application's queue stage: raw input from every source is posted here, and each kind is routed, in this one
/// place, to the stage that turns it into UIKit input (touch tracking, press tracking, motion, remote control).
///
/// UIKit counterpart: the private `__UIApplicationHandleEventQueue`, which turns the `IOHIDEvent`s the system posts
/// into `UIEvent`s. Input sources only post (``UIApplication/enqueue(_:)``); the queue asks the application's
/// scheduler for a turn, or runs one at once (``UIApplication/enqueueAndProcess(_:)``).
extension UIApplication {
    // MARK: The event queue

    /// Posts raw input to the application's queue. Tactile addition: on iOS the system posts `IOHIDEvent`s to the app's
    /// queue; here input sources call this. It is processed in order, on the main actor, at the scheduler's next
    /// opportunity, or at once by ``processPendingEvents()``.
    public func enqueue(_ event: RawInputEvent) {
        queue.append(event)
        if drain == nil {
            drain = scheduler.schedule(after: 0) { [weak self] in
                self?.drain = nil
                self?.processPendingEvents()
            }
        }
    }

    /// Posts raw input and processes the whole queue at once (Tactile addition), without going through the scheduler. For input
    /// sources that already run on the main actor, and for benchmarks: nothing is scheduled, so nothing is
    /// allocated for scheduling.
    public func enqueueAndProcess(_ event: RawInputEvent) {
        // With nothing queued and no turn in progress, the event is processed without passing through the queue:
        // the same order and the same turn, without copying the event into the queue and out again (about 600 of
        // a touch move's 9,300 instructions, callgrind).
        guard !isProcessing, queue.isEmpty else {
            queue.append(event)
            processPendingEvents()
            return
        }
        isProcessing = true
        defer { isProcessing = false }
        process(event)
        while let raw = queue.popFirst() { process(raw) }
        runLayoutAndDisplayPasses()
    }

    /// Posts several raw input events in order (Tactile addition).
    public func enqueue<S: Sequence>(contentsOf events: S) where S.Element == RawInputEvent {
        for e in events { enqueue(e) }
    }

    /// The number of raw events waiting (Tactile addition).
    public var pendingEventCount: Int { queue.count }

    /// Processes every queued raw event (Tactile addition: the analogue of UIKit's private
    /// `__UIApplicationHandleEventQueue`), first in, first out, turning each into a `UIEvent` and calling
    /// ``sendEvent(_:)``. Consecutive digitizer frames that only move the same fingers are coalesced when
    /// ``TactileConfiguration/coalescesTouchMoves`` is on. Calling it from inside a handler does nothing: the
    /// outer call goes on with the rest of the queue.
    ///
    /// This is where each kind of raw input goes to its stage: digitizer frames and estimated-property updates to
    /// touch tracking (`TouchTracking/`), keys to press tracking, hover to hover tracking, wheel and trackpad
    /// scrolls and trackpad pinches to pointer-gesture tracking, shakes and
    /// remote-control commands to the key window, motion samples to the motion services and observers. A
    /// remote-control command from the system's media controls goes to the app's command handlers first (through
    /// the router `TactileMedia` installs), and becomes a `UIEvent` only when none takes it.
    public func processPendingEvents() {
        guard !isProcessing else { return }
        isProcessing = true
        defer { isProcessing = false }
        while let raw = queue.popFirst() { process(raw) }
        runLayoutAndDisplayPasses()
    }

    /// Drops a frame with more contacts than ``TactileConfiguration/maximumContactsPerFrame`` and tells the
    /// dispatch observer why. Its touches go on with the next frame that lists them (a touch missing from it ends).
    private func refuse(_ frame: DigitizerFrame) {
        guard let dispatchObserver else { return }
        dispatchObserver(
            frame.timestamp,
            "refused a frame of \(frame.contacts.count) contacts: more than the maximum of "
                + "\(configuration.maximumContactsPerFrame) (TactileConfiguration.maximumContactsPerFrame)")
    }

    /// Routes one raw event taken from the queue (or given to ``enqueueAndProcess(_:)`` with the queue empty) to
    /// its stage.
    private func process(_ raw: RawInputEvent) {
        if case .remoteControl(let command) = raw, command.isSystemMediaCommand {
            routeSystemMediaCommand(command)  // reported to inputObserver only if it becomes a UIEvent
            return
        }
        inputObserver?(raw)
        switch raw {
        case .digitizer(var frame):
            if frame.contacts.count > configuration.maximumContactsPerFrame {
                refuse(frame)
                return
            }
            if configuration.coalescesTouchMoves {
                while case .digitizer(let next)? = queue.first, touchTracker.canCoalesce(frame, next) {
                    touchTracker.absorb(frame)
                    frame = next
                    _ = queue.popFirst()
                }
            }
            touchTracker.process(frame)
        case .key(let key):
            pressTracker.process(key)
        case .shake(let shake):
            guard keyWindow != nil else { return }
            motionEvent.timestamp = shake.timestamp
            motionEvent.motionPhase = shake.phase
            sendEvent(motionEvent)
        case .remoteControl(let remote):
            deliverRemoteControl(remote)
        case .motion(let sample):
            motionServices.process(sample)
            for observer in motionObservers { observer.body(sample) }
        case .estimatedPropertiesUpdate(let update):
            touchTracker.applyEstimatedPropertiesUpdate(update)
        case .hover(let hover):
            hoverTracker.process(hover)
        case .scroll(let scroll):
            pointerGestureTracker.process(scroll)
        case .transform(let transform):
            pointerGestureTracker.process(transform)
        }
    }
}
