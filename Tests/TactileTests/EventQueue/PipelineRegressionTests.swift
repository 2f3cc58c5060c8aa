import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// Named regression tests for defects found in review of the core pipeline. Each test describes the scenario
/// that used to go wrong.
@MainActor
@Suite("Pipeline regressions")
struct PipelineRegressionTests {
    let sim = TouchSimulator()
    let log = EventLog()

    final class Recorder: UIGestureRecognizer {
        let log: EventLog
        let name_: String
        init(_ name: String, log: EventLog) {
            self.log = log
            self.name_ = name
            super.init(target: nil, action: nil)
            delaysTouchesEnded = false  // it never decides; let the views have touchesEnded
        }
        override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent) { log.record(name_, "began", touches: t) }
        override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent) { log.record(name_, "ended", touches: t) }
        override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent) {
            log.record(name_, "cancelled", touches: t)
        }
    }

    @Test("TD-01 / TD-06 cancelAllTouches() from inside touchesEnded waits for the event to finish; ended touches are not cancelled")
    func cancelAllFromHandler() {
        final class Canceller: RecordingView {
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                super.touchesEnded(touches, with: event)
                window?.application?.cancelAllTouches()
            }
        }
        let window = sim.makeWindow()
        let a = Canceller("A", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let b = RecordingView("B", frame: CGRect(x: 100, y: 0, width: 100, height: 100), log: log)
        let c = RecordingView("C", frame: CGRect(x: 200, y: 0, width: 100, height: 100), log: log)
        for v in [a, b, c] { window.addSubview(v) }
        window.addGestureRecognizer(Recorder("R", log: log))
        let f = sim.touchDown(at: [CGPoint(x: 10, y: 10), CGPoint(x: 110, y: 10), CGPoint(x: 210, y: 10)])
        sim.lift([f[0], f[1]])
        // t1 (A) and t2 (B) ended in the event: everyone sees them end, and only t3 (C) is cancelled afterwards.
        #expect(log.lines == [
            "R.began(t1,t2,t3)", "A.touchesBegan(t1)", "B.touchesBegan(t2)", "C.touchesBegan(t3)",
            "R.ended(t1,t2)", "A.touchesEnded(t1)", "B.touchesEnded(t2)",
            "R.cancelled(t3)", "C.touchesCancelled(t3)",
        ])
    }

    @Test("TCH-02 / TCH-04 a finger that moves away and back between two dispatches is moved, and is not a tap")
    func coalescedAwayAndBack() {
        final class TapCounts: RecordingView {
            var counts: [Int] = []
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                super.touchesEnded(touches, with: event)
                counts += touches.map(\.tapCount)
            }
        }
        let window = sim.makeWindow()
        let v = TapCounts("V", frame: window.bounds, log: log)
        window.addSubview(v)
        let t = sim.now
        sim.application.enqueue(contentsOf: [
            .digitizer(DigitizerFrame(timestamp: t, contacts: [DigitizerContact(id: 1, location: CGPoint(x: 50, y: 50))])),
        ])
        sim.scheduler.runDueActions()
        sim.application.enqueue(contentsOf: [
            .digitizer(DigitizerFrame(timestamp: t + 0.01, contacts: [DigitizerContact(id: 1, location: CGPoint(x: 250, y: 250))])),
            .digitizer(DigitizerFrame(timestamp: t + 0.02, contacts: [DigitizerContact(id: 1, location: CGPoint(x: 50, y: 50))])),
            .digitizer(DigitizerFrame(timestamp: t + 0.03, contacts: [])),
        ])
        sim.scheduler.advance(by: 0.05)
        sim.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.lines == [
            "V.touchesBegan(t1)", "V.touchesMoved(t1)", "V.touchesEnded(t1)", "V.touchesBegan(t2)", "V.touchesEnded(t2)",
        ])
        #expect(v.counts == [1, 1])
    }

    @Test(
        "TDC-02 / DIS-12 an exclusive view's finger lifting in the same frame as a finger lands on B does not block B, in either order",
        arguments: [true, false])
    func exclusiveSameFrame(liftListedFirst: Bool) {
        let window = sim.makeWindow()
        let a = RecordingView("A", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let b = RecordingView("B", frame: CGRect(x: 100, y: 0, width: 100, height: 100), log: log)
        a.isExclusiveTouch = true
        window.addSubview(a)
        window.addSubview(b)
        let f = sim.touchDown(at: CGPoint(x: 10, y: 10))
        let lift = DigitizerContact(id: f.id, location: CGPoint(x: 10, y: 10), state: .lifted)
        let land = DigitizerContact(id: 500, location: CGPoint(x: 110, y: 10))
        sim.application.enqueue(.digitizer(DigitizerFrame(
            timestamp: sim.now, contacts: liftListedFirst ? [lift, land] : [land, lift])))
        sim.scheduler.runDueActions()
        // One event: began phases are delivered before ended ones.
        #expect(log.lines == ["A.touchesBegan(t1)", "B.touchesBegan(t2)", "A.touchesEnded(t1)"])
    }

    @Test("TD-01 a contact first reported already lifted still gives began then ended")
    func liftedOnArrival() {
        let window = sim.makeWindow()
        window.addSubview(RecordingView("V", frame: window.bounds, log: log))
        sim.application.enqueue(.digitizer(DigitizerFrame(timestamp: sim.now, contacts: [
            DigitizerContact(id: 9, location: CGPoint(x: 10, y: 10), state: .lifted),
        ])))
        sim.scheduler.runDueActions()
        #expect(log.lines == ["V.touchesBegan(t1)", "V.touchesEnded(t1)"])
    }

    @Test("TCH-11 a finished touch waiting for estimated updates is released a second after it ended")
    func pendingEstimationReleased() {
        let window = sim.makeWindow()
        weak var weakView: UIView?
        do {
            let v = UIView(frame: window.bounds)
            weakView = v
            window.addSubview(v)
            for state in [DigitizerContact.State.touching, .lifted] {
                sim.application.enqueue(.digitizer(DigitizerFrame(timestamp: sim.now, contacts: [
                    DigitizerContact(id: 1, location: CGPoint(x: 10, y: 10), state: state,
                                     estimatedProperties: .force, estimatedPropertiesExpectingUpdates: .force,
                                     estimationUpdateIndex: 7),
                ])))
                sim.scheduler.runDueActions()
            }
            v.removeFromSuperview()
        }
        #expect(weakView != nil)  // still held: an update may yet arrive
        sim.advance(by: 1.5)
        sim.tap(at: CGPoint(x: 300, y: 400))  // any later event evicts stale estimations
        #expect(weakView == nil)
    }

    @Test("EventLog labels do not keep touches or their views alive")
    func eventLogIsWeak() {
        let window = sim.makeWindow()
        weak var weakView: UIView?
        do {
            let v = RecordingView("V", frame: window.bounds, log: log)
            weakView = v
            window.addSubview(v)
            sim.tap(at: CGPoint(x: 10, y: 10))
            v.removeFromSuperview()
        }
        #expect(log.lines == ["V.touchesBegan(t1)", "V.touchesEnded(t1)"])
        #expect(weakView == nil)
    }

    @Test("DIS-18 makeKeyAndVisible makes the window key before the appearance callbacks run")
    func keyBeforeAppearance() {
        final class Probe: UIViewController {
            var keyInDidAppear: Bool?
            override func viewDidAppear(_ animated: Bool) { keyInDidAppear = view.window?.isKeyWindow }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: sim.application)
        let vc = Probe()
        window.rootViewController = vc
        window.makeKeyAndVisible()
        #expect(vc.keyInDidAppear == true)
    }

    @Test("DIS-18 hiding the key window makes the frontmost visible window key, so shakes still arrive")
    func hidingKeyWindowPromotesAnother() {
        let main = sim.makeWindow()
        let mainView = RecordingView("main", frame: main.bounds, log: log)
        main.addSubview(mainView)
        let overlay = UIWindow(frame: main.frame, application: sim.application)
        overlay.windowLevel = .alert
        overlay.makeKeyAndVisible()
        #expect(overlay.isKeyWindow)
        overlay.isHidden = true
        #expect(main.isKeyWindow)
        mainView.acceptsFirstResponder = true
        #expect(mainView.becomeFirstResponder())
        sim.application.enqueue(.shake(RawShakeEvent(timestamp: sim.now, phase: .ended)))
        sim.scheduler.runDueActions()
        #expect(log.lines == ["main.motionEnded"])
    }

    @Test("EVT-01 shake, remote-control and press events reuse one event object per kind, as UIKit does")
    func eventObjectsReused() {
        final class Catcher: UIView {
            var events: [ObjectIdentifier] = []
            override var canBecomeFirstResponder: Bool { true }
            override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
                events.append(ObjectIdentifier(event!))
            }
            override func remoteControlReceived(with event: UIEvent?) { events.append(ObjectIdentifier(event!)) }
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                events.append(ObjectIdentifier(event!))
            }
        }
        let window = sim.makeWindow()
        let v = Catcher(frame: window.bounds)
        window.addSubview(v)
        #expect(v.becomeFirstResponder())
        let app = sim.application
        app.beginReceivingRemoteControlEvents()
        for _ in 0..<2 {
            app.enqueue(.shake(RawShakeEvent(timestamp: sim.now, phase: .ended)))
            app.enqueue(.remoteControl(RawRemoteControlEvent(timestamp: sim.now, subtype: .remoteControlPlay)))
            app.enqueue(.key(RawKeyEvent(timestamp: sim.now, keyCode: .keyboardTab, isDown: true)))
            app.enqueue(.key(RawKeyEvent(timestamp: sim.now, keyCode: .keyboardTab, isDown: false)))
        }
        sim.scheduler.runDueActions()
        #expect(v.events.count == 6)
        #expect(v.events[0] == v.events[3])
        #expect(v.events[1] == v.events[4])
        #expect(v.events[2] == v.events[5])
    }
}
