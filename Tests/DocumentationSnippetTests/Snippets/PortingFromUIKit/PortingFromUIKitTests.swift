import Tactile
import TactileTesting
import Testing

/// Runs the porting guide's blocks that do something observable (the Swift Testing and XCTest examples run as tests
/// of their own).
@MainActor
@Suite("Porting from UIKit guide")
struct PortingFromUIKitTests {
    @Test("the note view answers copy with its note, through the responder chain")
    func noteViewCopies() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let note = NoteView(frame: window.bounds)
        note.pasteboard = UIPasteboard()
        window.addSubview(note)
        #expect(note.becomeFirstResponder())

        #expect(sim.application.sendAction(UIResponderStandardEditActions.copy, to: nil, from: nil, for: nil))
        #expect(note.pasteboard.string == "Groceries")
    }

    @Test("the outlet made in code is there when viewDidLoad sets it up")
    func outletsInCode() {
        let sim = TouchSimulator()
        let controller = CodeZoomViewController()
        sim.makeWindow().rootViewController = controller
        #expect(controller.scrollView.maximumZoomScale == 4)
    }

    @Test("the toolbar hides 3 s after the last interaction, on the application's scheduler")
    func toolbarHidesAfterThreeSeconds() {
        let sim = TouchSimulator()
        _ = sim.makeWindow()                       // the simulator's application is shared
        let controller = AutoHideController(toolbar: UIView())
        controller.toolbar.alpha = 0
        controller.userDidInteract()
        #expect(controller.toolbar.alpha == 1)
        sim.advance(by: 2)
        controller.userDidInteract()               // restarts the wait
        sim.advance(by: 2.9)
        #expect(controller.toolbar.alpha == 1)
        sim.advance(by: 0.2)
        #expect(controller.toolbar.alpha == 0)
    }

    @Test("the recording clock counts seconds on the application's scheduler until it is stopped")
    func recordingClockCountsSeconds() {
        let sim = TouchSimulator()
        _ = sim.makeWindow()                       // the simulator's application is shared
        let clock = RecordingClock()
        clock.start()
        sim.advance(by: 2.5)
        #expect(clock.seconds == 2)
        sim.advance(by: 0.5)
        #expect(clock.seconds == 3)
        clock.stop()
        sim.advance(by: 5)
        #expect(clock.seconds == 3)
    }

    @Test("showing the controls again cancels the pending hide: they hide 3 s after the last show")
    func pendingHideIsCancelled() {
        let sim = TouchSimulator()
        _ = sim.makeWindow()                       // the simulator's application is shared
        let controller = VideoControlsViewController()
        controller.showControls()
        sim.advance(by: 2)
        controller.showControls()                  // cancels the hide due at 3 s
        sim.advance(by: 2)
        #expect(!controller.controlsView.isHidden)
        sim.advance(by: 1.1)
        #expect(controller.controlsView.isHidden)
    }

    @Test("the rewritten observer calls the method with the notification, and does not keep its view controller")
    func observerClosureOnTheMainActor() {
        let frame = CGRect(x: 0, y: 264, width: 320, height: 216)
        weak var released: KeyboardFormViewController?
        do {
            let controller = KeyboardFormViewController()
            released = controller
            controller.viewWillAppear(false)
            NotificationCenter.default.post(
                name: UIResponder.keyboardWillShowNotification, object: nil,
                userInfo: [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame)])
            #expect(controller.keyboardFrame == frame)
            controller.viewWillDisappear(false)
        }
        #expect(released == nil)
    }

    @Test("in a class that is not isolated, the observer reaches the object weakly until it is stopped")
    func observerClosureNotIsolated() {
        weak var released: OrientationChangeCounter?
        do {
            let counter = OrientationChangeCounter()
            released = counter
            counter.start()
            NotificationCenter.default.post(name: UIDevice.orientationDidChangeNotification, object: nil)
            #expect(counter.changes == 1)
            counter.stop()
            NotificationCenter.default.post(name: UIDevice.orientationDidChangeNotification, object: nil)
            #expect(counter.changes == 1)
        }
        #expect(released == nil)
    }
}
