import Foundation
import Tactile
import TactileTrace

/// What the session learns from its trace recorder, turned into messages for the page.
extension PlaygroundSession {
    /// Installs a trace recorder for the scene showing (its header names the scene and the window's size).
    func startObserving(size: CGSize, scene name: String) {
        let recorder = TraceRecorder(application: application, device: "tactile playground", screen: size, scene: name)
        // Lines are written only while the page records.
        recorder.isPaused = !isRecording
        recorder.observer = { [weak self] entry in self?.observe(entry) }
        self.recorder = recorder
    }

    private func observe(_ entry: TraceRecorder.Entry) {
        switch entry {
        case .input(.digitizer(let frame)):
            observe(frame)
        case .input:
            break
        case .log(let record):
            if let step = record.dispatch {
                observe(step, view: record.view ?? "nil", at: record.time)
            } else if let event = record.arbitration {
                observe(event, recognizer: record.recognizer, message: record.message, at: record.time)
            }
        }
    }

    /// Touch phases: a pointer new to the frame began (sent once its hit-test names the view), one that moved
    /// moved, one lifted or missing ended, one cancelled was cancelled.
    private func observe(_ frame: DigitizerFrame) {
        finishBeginning()
        let t = sessionTime(frame.timestamp)
        var seen = Set<Int>()
        for contact in frame.contacts {
            seen.insert(contact.id)
            let known = touches[contact.id]
            switch contact.state {
            case .touching:
                if let known {
                    guard known.location != contact.location else { continue }
                    touches[contact.id]?.location = contact.location
                    sendTouch(t, contact.id, "moved", contact.location, known.view)
                } else {
                    touches[contact.id] = (contact.location, nil)
                    beginning.append((contact.id, contact.location))
                }
            case .lifted, .cancelled:
                guard let known else { continue }
                touches[contact.id] = nil
                sendTouch(t, contact.id, contact.state == .lifted ? "ended" : "cancelled", contact.location, known.view)
            }
        }
        for (id, known) in touches where !seen.contains(id) {
            touches[id] = nil
            sendTouch(t, id, "ended", known.location, known.view)
        }
    }

    /// Sends the began phases still waiting for a hit-test (a touch that hit no window has none).
    func finishBeginning() {
        let waiting = beginning
        beginning = []
        let t = sessionTime(scheduler.now)
        for (id, location) in waiting { sendTouch(t, id, "began", location, touches[id]?.view) }
    }

    private func sendTouch(_ t: Double, _ id: Int, _ phase: String, _ location: CGPoint, _ view: String?) {
        send(.touch(PlaygroundTouch(t: t, pointerId: id, phase: phase, x: Double(location.x), y: Double(location.y), view: view)))
    }

    private func observe(_ step: TouchDispatchRecord.Step, view: String, at time: TimeInterval) {
        let t = sessionTime(time)
        switch step {
        case .hitTest(let contact):
            let hit = view == "nil" ? nil : view
            touches[contact]?.view = hit
            if let i = beginning.firstIndex(where: { $0.id == contact }) {
                let location = beginning.remove(at: i).location
                sendTouch(t, contact, "began", location, hit)
            }
        case .handlerCall(let phase, let contacts):
            send(.viewTouches(PlaygroundViewTouches(
                t: t, view: view, phase: Self.name(phase), pointerIds: contacts, delivery: "delivered")))
        case .shake:
            break
        }
    }

    private func observe(
        _ event: GestureArbitrationLog.Event, recognizer: String?, message: String, at time: TimeInterval
    ) {
        let t = sessionTime(time)
        func decision(_ name: String, _ others: [String] = [], reason: String? = nil) {
            send(.arbitration(PlaygroundArbitration(
                t: t, recognizer: recognizer, event: name, others: others, reason: reason, message: message)))
        }
        switch event {
        case .transition(let from, let to):
            send(.recognizer(PlaygroundRecognizerChange(
                t: t, recognizer: recognizer ?? "", from: Self.name(from), to: Self.name(to))))
        case .action(let state):
            send(.action(PlaygroundAction(
                t: t, recognizer: recognizer ?? "", state: Self.name(state), values: actionValues(recognizer))))
        case .viewDelivery(let delivery, let view, let contact, let phase):
            send(.viewTouches(PlaygroundViewTouches(
                t: t, view: view, phase: phase.map(Self.name), pointerIds: [contact], delivery: delivery.rawValue)))
        case .waiting(let others): decision("waiting", others)
        case .prevented(let other): decision("prevented", [other])
        case .requirementRecognized(let other): decision("requirement-recognized", [other])
        case .requirementsFailed: decision("requirements-failed")
        case .requirementCycle(let others): decision("requirement-cycle", others)
        case .touchesEndedWhileWaiting: decision("touches-ended-while-waiting")
        case .beginRefused(let reason): decision("begin-refused", reason: reason)
        case .declined(let reason): decision("declined", reason: reason)
        case .requestDropped(let state): decision("request-dropped", reason: Self.name(state))
        case .illegalTransition(let from, let to):
            decision("illegal-transition", reason: "\(Self.name(from))→\(Self.name(to))")
        case .cancelledBeforeBegan: decision("cancelled-before-began")
        case .ignoredTouch: decision("ignored-touch")
        case .withdrawn: decision("withdrawn")
        case .reset: decision("reset")
        case .other: decision("other")
        }
    }

    /// What the recognizer reports as its actions are sent: its location in the window and, by type, its scale,
    /// rotation, translation and velocity.
    private func actionValues(_ name: String?) -> [String: Double] {
        guard let name, let r = recognizersByName[name] else { return [:] }
        var values: [String: Double] = ["touches": Double(r.numberOfTouches)]
        let location = r.location(in: window)
        if location.x.isFinite && location.y.isFinite {
            values["x"] = Double(location.x)
            values["y"] = Double(location.y)
        }
        if let pinch = r as? UIPinchGestureRecognizer {
            values["scale"] = Double(pinch.scale)
            values["velocity"] = Double(pinch.velocity)
        } else if let rotation = r as? UIRotationGestureRecognizer {
            values["rotation"] = Double(rotation.rotation)
            values["velocity"] = Double(rotation.velocity)
        } else if let pan = r as? UIPanGestureRecognizer {
            let translation = pan.translation(in: window)
            let velocity = pan.velocity(in: window)
            values["translationX"] = Double(translation.x)
            values["translationY"] = Double(translation.y)
            values["velocityX"] = Double(velocity.x)
            values["velocityY"] = Double(velocity.y)
        }
        return values.filter { $0.value.isFinite }
    }

    static func name(_ state: UIGestureRecognizer.State) -> String {
        switch state {
        case .possible: "possible"
        case .began: "began"
        case .changed: "changed"
        case .ended: "ended"
        case .cancelled: "cancelled"
        case .failed: "failed"
        }
    }

    static func name(_ phase: UITouch.Phase) -> String {
        switch phase {
        case .began: "began"
        case .moved: "moved"
        case .stationary: "stationary"
        case .ended: "ended"
        case .cancelled: "cancelled"
        }
    }
}
