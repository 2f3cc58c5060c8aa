import Foundation

/// Turns digitizer frames into updates of `UITouch` objects, and hands the touches event to the application.
///
/// This is the step where, on iOS, an `IOHIDEvent` becomes a `UIEvent` (inside UIKit, on the main run loop). It keeps
/// one `UITouch` per contact for the contact's life (UIKit, too, updates the same touch object throughout a sequence),
/// hit-tests each new contact to bind it to a window and a view (the touch stays bound to them even when it moves
/// outside the view, as in UIKit), applies `isExclusiveTouch` and `isMultipleTouchEnabled`, counts taps, and folds
/// coalesced samples into the touches.
///
/// It only hands its results forward: a touch bound to a window is given to that window (which lets the
/// gesture environment choose the touch's recognizers), the event to ``UIApplication/sendEvent(_:)``, and a
/// touch that leaves the sequence to its window again. It never calls the gesture environment itself.
///
/// Contacts that must never be delivered (no hit view, which UIKit drops too; blocked by an exclusive view; begun while
/// the application ignores interaction events; cancelled by ``UIApplication/cancelAllTouches()``) are remembered as
/// ignored until they lift.
@MainActor
final class TouchTracker {
    // `unowned(unsafe)`: the application creates and owns its tracker, and only the application calls it, so the
    // application outlives every call. Plain `unowned` would take a strong reference, through the slow path of an
    // object that weak references point to, several times a move.
    private unowned(unsafe) let application: UIApplication
    /// The application's touches event (``UIApplication/touchesEvent``), kept so that reaching it costs no
    /// retain and release: it is read several times a move.
    private let event: UIEvent
    @exclusivity(unchecked) private var byContact: [Int: UITouch] = [:]
    @exclusivity(unchecked) private var ignoredContacts: Set<Int> = []
    @exclusivity(unchecked) private var tapCounter = TapCounter()
    @exclusivity(unchecked) private var isDispatching = false
    @exclusivity(unchecked) private var sequenceCounter = 0
    /// The number of touches created so far (``UITouch/beganOrder`` of the last).
    @exclusivity(unchecked) private var touchCounter = 0
    @exclusivity(unchecked) private var cancelAllAfterDispatch = false

    /// The windows have finished replaying phases withheld from views (``UIWindow/replayDidEnd()``): a
    /// cancellation asked for during a replay, outside a dispatch, happens now.
    func replaysDidEnd(at time: TimeInterval) {
        if !isDispatching, cancelAllAfterDispatch {
            cancelAllAfterDispatch = false
            cancelAll(at: time)
        }
    }
    /// Touches whose estimated properties still expect updates, by estimation index, oldest first. Updates
    /// often arrive after the touch has ended (a pencil lifts before its force is final), so finished touches
    /// are kept too, but only for ``estimationUpdateTimeout`` seconds after they end and at most
    /// ``maximumPendingEstimations`` of them: a digitizer that never sends its updates cannot make the tracker
    /// keep touches (and their views) alive without bound.
    @exclusivity(unchecked) private var expectingUpdates: [Int: UITouch] = [:]
    @exclusivity(unchecked) private var expectingOrder: [Int] = []
    static let maximumPendingEstimations = 64
    static let estimationUpdateTimeout: TimeInterval = 1

    init(application: UIApplication) {
        self.application = application
        self.event = application.touchesEvent
        byContact.reserveCapacity(20)
        ignoredContacts.reserveCapacity(20)
    }

    var activeTouchCount: Int { event.touchStorage.count }

    // MARK: Coalescing

    /// Whether `next` can replace `frame` with `frame` kept only as a coalesced sample: both only move the
    /// contacts already being tracked, all of them, and none lifts or is cancelled.
    func canCoalesce(_ frame: DigitizerFrame, _ next: DigitizerFrame) -> Bool {
        let active = event.touchStorage.count
        guard active > 0, frame.contacts.count == active, next.contacts.count == active else { return false }
        for c in frame.contacts where c.state != .touching || byContact[c.id] == nil { return false }
        for c in next.contacts where c.state != .touching || byContact[c.id] == nil { return false }
        return true
    }

    /// Records `frame` as a coalesced sample of the touches it moves, without dispatching it.
    func absorb(_ frame: DigitizerFrame) {
        for c in frame.contacts {
            guard let touch = byContact[c.id], let window = touch.window else { continue }
            let s = sample(of: c, at: frame.timestamp, in: window)
            if s.locationInWindow != touch.locationInWindow || s.force != touch.force
                || s.majorRadius != touch.majorRadius
            {
                touch.changedInCoalescedSamples = true
            }
            noteTravel(of: touch, to: s.locationInWindow)
            touch.samples.append(s)
        }
    }

    private func noteTravel(of touch: UITouch, to p: CGPoint) {
        touch.maximumTravel = max(touch.maximumTravel, distance(p, touch.beganLocationInWindow))
    }

    private func sample(of c: DigitizerContact, at time: TimeInterval, in window: UIWindow) -> TouchSample {
        sample(of: c, at: time, locationInWindow: window.convertFromScreenSpace(c.location))
    }

    private func sample(of c: DigitizerContact, at time: TimeInterval, locationInWindow p: CGPoint) -> TouchSample {
        TouchSample(
            timestamp: time, locationInWindow: p, force: c.force,
            majorRadius: c.majorRadius, altitudeAngle: c.altitudeAngle, azimuth: c.azimuthAngle)
    }

    // MARK: Frames

    /// Applies a frame to the touches and dispatches the resulting event if any touch changed.
    ///
    /// Existing contacts are updated (and missing ones lifted) before new contacts begin, so that the result
    /// does not depend on the order of contacts in the frame: a finger that lifts in the same frame in which
    /// another lands no longer blocks it through `isExclusiveTouch`, whichever is listed first.
    func process(_ frame: DigitizerFrame) {
        let time = frame.timestamp
        for touch in event.touchStorage { touch.seenInFrame = false }

        // Pass 1: contacts already known.
        var unknownContacts = 0
        for c in frame.contacts where !ignoredContacts.contains(c.id) {
            if let touch = byContact[c.id] {
                touch.seenInFrame = true
                update(touch, with: c, at: time)
            } else {
                unknownContacts += 1
            }
        }
        for touch in event.touchStorage where !touch.seenInFrame {
            touch.previousLocationInWindow = touch.locationInWindow
            touch.previousTimestamp = touch.timestamp
            touch.timestamp = time
            touch.phase = .ended
        }
        // Pass 2: new contacts. One that is already lifted (down and up between two samples) begins now and
        // ends in a second event at the same time, so its view still sees began then ended.
        var liftedOnArrival = 0
        // Only when pass 1 met a contact it did not know: a move, where every contact is known, does not look
        // each one up again (a dictionary lookup hashes the id: about 170 instructions a contact).
        for c in frame.contacts where unknownContacts > 0 && byContact[c.id] == nil && !ignoredContacts.contains(c.id) {
            switch c.state {
            case .touching:
                begin(c, at: time)
            case .lifted:
                if let touch = begin(c, at: time) {
                    touch.endsAfterBegan = true
                    liftedOnArrival += 1
                }
            case .cancelled:
                break
            }
        }
        // Ignored contacts stay ignored while they touch; one that lifts, is cancelled or is missing from the
        // frame (a frame lists every contact on the surface) is forgotten, so its id can be reused.
        if !ignoredContacts.isEmpty {
            var stillTouching = 0
            for c in frame.contacts where c.state == .touching && ignoredContacts.contains(c.id) { stillTouching += 1 }
            if stillTouching != ignoredContacts.count {
                ignoredContacts = ignoredContacts.filter { id in
                    frame.contacts.contains { $0.id == id && $0.state == .touching }
                }
            }
        }
        dispatchAndClean(at: time)
        if liftedOnArrival > 0 {
            for touch in event.touchStorage {
                if touch.endsAfterBegan {
                    touch.endsAfterBegan = false
                    touch.previousLocationInWindow = touch.locationInWindow
                    touch.previousTimestamp = touch.timestamp
                    touch.phase = .ended
                } else {
                    touch.phase = .stationary
                }
            }
            dispatchAndClean(at: time)
        }
    }

    @discardableResult
    private func begin(_ c: DigitizerContact, at time: TimeInterval) -> UITouch? {
        // An app that is not active receives no events (`UIApplication+State.swift`).
        if application.isIgnoringInteractionEvents || application.applicationState != .active {
            ignoredContacts.insert(c.id)
            return nil
        }
        event.timestamp = time
        var hitWindow: UIWindow?
        var hitView: UIView?
        for window in application.windowsFrontToBack {
            let p = window.convertFromScreenSpace(c.location)
            if let v = window.hitTest(p, with: event) {
                hitWindow = window
                hitView = v
                break
            }
        }
        application.reportDispatch(
            at: time, .hitTest(contact: c.id), view: hitView, "hit-test contact \(c.id) → \(UIWindow.describe(hitView))")
        guard let window = hitWindow, let view = hitView else {
            if c.state == .touching { ignoredContacts.insert(c.id) }  // No hit view: the touch is dropped, as in UIKit.
            return nil
        }
        if exclusiveTouchBlocks(view, in: window) {
            if c.state == .touching { ignoredContacts.insert(c.id) }
            return nil
        }
        let p = window.convertFromScreenSpace(c.location)
        let touch = UITouch(contactID: c.id, timestamp: time, locationInWindow: p, contact: c)
        if event.touchStorage.isEmpty { sequenceCounter += 1 }
        touch.sequenceID = sequenceCounter
        touchCounter += 1
        touch.beganOrder = touchCounter
        touch.view = view
        touch.window = window
        touch.screenLocation = c.location
        touch.seenInFrame = true
        touch.tapCount = tapCounter.countForTouchBegan(
            at: c.location, time: time, configuration: application.configuration)
        if !view.isMultipleTouchEnabled,
            event.touchStorage.contains(where: { $0.view === view && !$0.delivery.isSuppressedForView })
        {
            touch.delivery.isSuppressedForView = true  // Only the view's first touch reaches it.
        }
        window.touchWasBound(touch, to: view)
        touch.samples.append(sample(of: c, at: time, locationInWindow: p))
        noteEstimation(of: touch)
        byContact[c.id] = touch
        event.touchStorage.append(touch)
        return touch
    }

    /// UIKit's `isExclusiveTouch`: a view with it set gets a touch only while no other view of its window tracks
    /// touches, and while it tracks, no other view of that window gets new touches.
    private func exclusiveTouchBlocks(_ view: UIView, in window: UIWindow) -> Bool {
        for other in event.touchStorage where other.window === window && !other.delivery.isSuppressedForView {
            guard let otherView = other.view, otherView !== view else { continue }
            guard other.phase != .ended, other.phase != .cancelled else { continue }
            if view.isExclusiveTouch || otherView.isExclusiveTouch { return true }
        }
        return false
    }

    private func update(_ touch: UITouch, with c: DigitizerContact, at time: TimeInterval) {
        guard let window = touch.window else { return }
        let p = window.convertFromScreenSpace(c.location)
        let changed = p != touch.locationInWindow || c.force != touch.force || c.majorRadius != touch.majorRadius
            || c.altitudeAngle != touch.altitudeAngle || c.azimuthAngle != touch.azimuth
            || touch.changedInCoalescedSamples
        touch.changedInCoalescedSamples = false
        switch c.state {
        case .touching:
            touch.phase = changed ? .moved : .stationary
        case .lifted:
            touch.phase = .ended
        case .cancelled:
            touch.phase = .cancelled
        }
        guard changed || c.state != .touching else {
            touch.previousLocationInWindow = touch.locationInWindow
            return
        }
        touch.previousLocationInWindow = touch.locationInWindow
        touch.previousTimestamp = touch.timestamp
        touch.timestamp = time
        touch.locationInWindow = p
        touch.screenLocation = c.location
        touch.force = c.force
        touch.majorRadius = c.majorRadius
        touch.majorRadiusTolerance = c.majorRadiusTolerance
        touch.altitudeAngle = c.altitudeAngle
        touch.azimuth = c.azimuthAngle
        touch.estimatedProperties = c.estimatedProperties
        touch.estimatedPropertiesExpectingUpdates = c.estimatedPropertiesExpectingUpdates
        touch.estimationUpdateIndexValue = c.estimationUpdateIndex
        noteTravel(of: touch, to: p)
        // `p` is the sample's location: converting the contact to window coordinates again (a walk up the view
        // tree) cost a move about 200 instructions.
        touch.samples.append(sample(of: c, at: time, locationInWindow: p))
        noteEstimation(of: touch)
    }

    private func noteEstimation(of touch: UITouch) {
        if let index = touch.estimationUpdateIndexValue, !touch.estimatedPropertiesExpectingUpdates.isEmpty {
            if expectingUpdates.updateValue(touch, forKey: index) == nil {
                expectingOrder.append(index)
            }
            while expectingOrder.count > Self.maximumPendingEstimations {
                expectingUpdates[expectingOrder.removeFirst()] = nil
            }
        }
    }

    // MARK: Dispatch

    private func dispatchAndClean(at time: TimeInterval) {
        let storage = event.touchStorage
        guard !storage.isEmpty else { return }
        event.timestamp = time
        var anyChanged = false
        for touch in storage where touch.phase != .stationary {
            anyChanged = true
            break
        }
        if anyChanged {
            isDispatching = true
            application.sendEvent(event)
            isDispatching = false
        }
        // Touches that ended or were cancelled leave the sequence after the event, so that in `touchesEnded` a view can
        // tell its last finger has lifted by comparing `touches.count` with `event.touches(for: self).count`, as
        // Apple's Event Handling Guide for iOS shows.
        var i = 0
        while i < event.touchStorage.count {
            let touch = event.touchStorage[i]
            touch.samples.removeAllKeepingCapacity()
            if touch.phase == .ended || touch.phase == .cancelled {
                if touch.phase == .ended {
                    tapCounter.touchEnded(
                        at: touch.screenLocation, time: touch.timestamp, tapCount: touch.tapCount,
                        travel: touch.maximumTravel, configuration: application.configuration)
                }
                byContact[touch.contactID] = nil
                event.touchStorage.remove(at: i)
                touch.window?.touchDidLeaveSequence(touch)
                touch.releaseAfterSequence()
            } else {
                i += 1
            }
        }
        if !expectingOrder.isEmpty { evictStaleEstimations(now: time) }
        // The sequence is over: the dispatch buffers let go of its touches (and so of their views).
        if event.touchStorage.isEmpty { application.purgeDispatchBuffers() }
        if cancelAllAfterDispatch {
            cancelAllAfterDispatch = false
            cancelAll(at: time)
        }
    }

    /// Cancels every touch in progress and ignores the contacts until they lift.
    ///
    /// Called from inside a handler, the cancellation waits until the current event has been delivered to every
    /// window, recognizer and view, so that nobody gets a cancellation for a touch it has not yet been sent or
    /// has already seen end.
    func cancelAll(at time: TimeInterval) {
        if isDispatching || application.isReplayingWithheldPhases {
            cancelAllAfterDispatch = true
            return
        }
        guard !event.touchStorage.isEmpty else { return }
        for touch in event.touchStorage {
            touch.previousLocationInWindow = touch.locationInWindow
            touch.previousTimestamp = touch.timestamp
            touch.timestamp = time
            touch.phase = .cancelled
            ignoredContacts.insert(touch.contactID)
        }
        dispatchAndClean(at: time)
    }

    // MARK: Estimated properties

    private func evictStaleEstimations(now: TimeInterval) {
        expectingOrder.removeAll { index in
            guard let touch = expectingUpdates[index] else { return true }
            let finished = touch.phase == .ended || touch.phase == .cancelled
            guard finished, now - touch.timestamp > Self.estimationUpdateTimeout else { return false }
            expectingUpdates[index] = nil
            return true
        }
    }

    /// Applies final values to a touch whose properties were estimates, and tells its view (UIKit:
    /// `touchesEstimatedPropertiesUpdated(_:)`).
    func applyEstimatedPropertiesUpdate(_ update: EstimatedPropertiesUpdate) {
        guard let touch = expectingUpdates[update.estimationUpdateIndex] else { return }
        if let location = update.location, let window = touch.window {
            touch.locationInWindow = window.convertFromScreenSpace(location)
        }
        if let force = update.force { touch.force = force }
        if let altitude = update.altitudeAngle { touch.altitudeAngle = altitude }
        if let azimuth = update.azimuthAngle { touch.azimuth = azimuth }
        touch.estimatedProperties.subtract(update.finalProperties)
        touch.estimatedPropertiesExpectingUpdates.subtract(update.finalProperties)
        if touch.estimatedPropertiesExpectingUpdates.isEmpty {
            expectingUpdates[update.estimationUpdateIndex] = nil
            expectingOrder.removeAll { $0 == update.estimationUpdateIndex }
        }
        touch.view?.touchesEstimatedPropertiesUpdated([touch])
    }
}
