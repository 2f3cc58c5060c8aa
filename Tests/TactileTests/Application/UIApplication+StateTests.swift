import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// A reader whose user activity needs saving when the app leaves the foreground.
@MainActor
private final class PageController: UIViewController {
    var page = 0
    var updates = 0
    override func updateUserActivityState(_ activity: NSUserActivity) {
        updates += 1
        activity.addUserInfoEntries(from: ["page": page])
    }
}

/// The application's state and the order of its life-cycle calls, in an app without scenes.
@MainActor
@Suite("Application life cycle")
struct ApplicationStateTests {
    let sim = TouchSimulator()
    let log = LifecycleLog()
    let delegate = LifecycleAppDelegate()

    init() {
        delegate.log = log
        log.observe(sim.application)
        sim.application.delegate = delegate
    }

    @Test("a new application is active, so apps that never use the life cycle see what they always saw")
    func startsActive() {
        let app = UIApplication(scheduler: VirtualScheduler())
        #expect(app.applicationState == .active)
        #expect(!app.hasTerminated)
        #expect(app.connectedScenes.isEmpty)
        #expect(UIApplication.State.active.rawValue == 0 && UIApplication.State.background.rawValue == 2)
    }

    @Test("launching: the delegate while inactive, the notification, then active")
    func launchOrder() {
        #expect(sim.application.finishLaunching())
        #expect(log.take() == [
            "delegate.willFinishLaunching(inactive)", "delegate.didFinishLaunching(inactive)",
            "note.didFinishLaunching", "delegate.didBecomeActive(active)", "note.didBecomeActive",
        ])
        #expect(sim.application.applicationState == .active)
        log.stopObserving()
    }

    @Test("leaving: resign active, then inactive, then background; the will-calls see the old state")
    func leavingOrder() {
        sim.application.finishLaunching()
        _ = log.take()
        sim.moveApplication(to: .background)
        #expect(log.take() == [
            "delegate.willResignActive(active)", "note.willResignActive",
            "delegate.didEnterBackground(background)", "note.didEnterBackground",
        ])
        #expect(sim.application.applicationState == .background)
        log.stopObserving()
    }

    @Test("returning: foreground, then inactive, then active")
    func returningOrder() {
        sim.moveApplication(to: .background)
        _ = log.take()
        sim.moveApplication(to: .inactive)
        #expect(sim.application.applicationState == .inactive)
        sim.moveApplication(to: .active)
        #expect(log.take() == [
            "delegate.willEnterForeground(background)", "note.willEnterForeground",
            "delegate.didBecomeActive(active)", "note.didBecomeActive",
        ])
        sim.moveApplication(to: .background)
        _ = log.take()
        sim.application.becomeActive()  // from the background: through the foreground
        #expect(log.take() == [
            "delegate.willEnterForeground(background)", "note.willEnterForeground",
            "delegate.didBecomeActive(active)", "note.didBecomeActive",
        ])
        log.stopObserving()
    }

    @Test("a move to the state the app is in does nothing")
    func redundantMoves() {
        sim.application.becomeActive()
        sim.application.enterForeground()
        sim.application.resignActive()
        _ = log.take()
        sim.application.resignActive()
        sim.moveApplication(to: .inactive)
        sim.application.becomeActive()
        #expect(log.take() == ["delegate.didBecomeActive(active)", "note.didBecomeActive"])
        log.stopObserving()
    }

    @Test("terminating an active app goes through the background; then the state changes no more")
    func terminateOrder() {
        sim.terminateApplication()
        #expect(log.take() == [
            "delegate.willResignActive(active)", "note.willResignActive",
            "delegate.didEnterBackground(background)", "note.didEnterBackground",
            "delegate.willTerminate(background)", "note.willTerminate",
        ])
        #expect(sim.application.hasTerminated)
        sim.moveApplication(to: .active)
        sim.terminateApplication()
        #expect(log.take().isEmpty)
        #expect(sim.application.applicationState == .background)
        log.stopObserving()
    }

    @Test("an app put in the background before launching launches there and does not become active")
    func launchInBackground() {
        sim.application.enterBackground()
        _ = log.take()
        sim.application.finishLaunching()
        #expect(log.take() == [
            "delegate.willFinishLaunching(background)", "delegate.didFinishLaunching(background)",
            "note.didFinishLaunching",
        ])
        #expect(sim.application.applicationState == .background)
        log.stopObserving()
    }

    @Test("resigning active cancels touches in progress and recognizers in progress, as in UIKit")
    func resignCancelsTouches() {
        log.stopObserving()
        let events = EventLog()
        let window = sim.makeWindow()
        let view = RecordingView("V", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: events)
        window.addSubview(view)
        let pan = UIPanGestureRecognizer()
        pan.cancelsTouchesInView = false
        var panStates: [UIGestureRecognizer.State] = []
        _ = pan.addAction { panStates.append($0.state) }
        view.addGestureRecognizer(pan)
        let finger = sim.touchDown(at: CGPoint(x: 20, y: 20))
        for step in 1...6 {
            sim.advance(by: 1.0 / 60)
            sim.move(finger, to: CGPoint(x: 20 + CGFloat(step) * 10, y: 20))
        }
        #expect(pan.state == .changed)
        sim.moveApplication(to: .inactive)
        #expect(events.lines.last == "V.touchesCancelled(t1)")
        #expect(panStates.last == .cancelled)
        // The finger still down is ignored until it lifts.
        sim.move(finger, to: CGPoint(x: 150, y: 20))
        sim.lift(finger)
        #expect(events.lines.last == "V.touchesCancelled(t1)")
    }

    @Test("touches that begin while the app is not active are not delivered; once active they are")
    func inactiveReceivesNoTouches() {
        log.stopObserving()
        let events = EventLog()
        let window = sim.makeWindow()
        window.addSubview(RecordingView("V", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: events))
        sim.moveApplication(to: .background)
        sim.tap(at: CGPoint(x: 10, y: 10))
        sim.moveApplication(to: .inactive)
        sim.tap(at: CGPoint(x: 10, y: 10))
        #expect(events.lines.isEmpty)
        sim.moveApplication(to: .active)
        sim.tap(at: CGPoint(x: 10, y: 10))
        #expect(events.lines.count == 2)
        #expect(events.lines.first?.hasPrefix("V.touchesBegan") == true)
    }

    @Test("entering the background saves the current user activity that needs saving, after updating it")
    func backgroundSavesUserActivity() throws {
        log.stopObserving()
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("tactile-lifecycle-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        sim.makeShared()
        sim.application.userActivityStore = UserActivityStore(directory: folder)
        let reader = PageController()
        let activity = NSUserActivity(activityType: "com.example.reader.reading")
        reader.userActivity = activity
        activity.becomeCurrent()
        sim.advance(by: 0.01)  // the save at the end of the turn
        let store = UserActivityStore(directory: folder)
        #expect(try store.load()?.activityType == "com.example.reader.reading")
        reader.page = 42
        activity.needsSave = true
        let updates = reader.updates
        #expect(try store.load()?.userInfo?["page"] as? Int != 42)
        sim.moveApplication(to: .background)
        #expect(reader.updates == updates + 1)
        #expect(!activity.needsSave)
        #expect(try store.load()?.userInfo?["page"] as? Int == 42)
        #expect(sim.application.lastUserActivitySaveError == nil)
    }

    @Test("entering the background saves nothing when the current activity needs no saving")
    func backgroundWithoutChanges() throws {
        log.stopObserving()
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("tactile-lifecycle-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        sim.makeShared()
        sim.application.userActivityStore = UserActivityStore(directory: folder)
        let reader = PageController()
        reader.userActivity = NSUserActivity(activityType: "com.example.reader.reading")
        reader.userActivity?.becomeCurrent()
        sim.advance(by: 0.01)
        let updates = reader.updates
        sim.moveApplication(to: .background)
        #expect(reader.updates == updates)
    }
}
