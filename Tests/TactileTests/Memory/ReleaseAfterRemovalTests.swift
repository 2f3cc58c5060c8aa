import Foundation
import Tactile
import TactileTesting
import Testing

/// Issue 22, item 6: what the app removes is freed. Views, recognizers, windows and the targets of target–action are
/// watched through weak references, which must become nil once the app lets go of them and their touches end,
/// including when they are removed in the middle of a gesture (from an action, while a finger is down, with the
/// touches cancelled).
@MainActor
@Suite("Removed views, recognizers, windows and targets are freed")
struct ReleaseAfterRemovalTests {
    let sim = TouchSimulator()

    /// A target object for target–action pairs; counts what it receives.
    @MainActor
    final class Target {
        var calls = 0
        func handle() { calls += 1 }
        func handleRecognizer(_ recognizer: UIGestureRecognizer) { calls += 1 }
        func handleButton(_ sender: UIButton, _ event: UIEvent) { calls += 1 }
    }

    /// A view that remembers, weakly, the last touch that began in it.
    final class TouchWatcher: UIView {
        weak var lastTouch: UITouch?
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { lastTouch = touches.first }
    }

    @Test("A view removed while its touch is down is freed, with its recognizers and targets, once the touch ends")
    func viewRemovedMidTouch() {
        let window = sim.makeWindow()
        weak var weakView: UIView?, weakPan: UIGestureRecognizer?, weakTap: UIGestureRecognizer?
        weak var weakTarget: Target?, weakTouch: UITouch?
        var target: Target? = Target()
        do {
            let view = TouchWatcher(frame: window.bounds)
            let pan = UIPanGestureRecognizer(target: target!, action: Target.handleRecognizer)
            let tap = UITapGestureRecognizer(target: target!, action: Target.handle)
            tap.require(toFail: pan)
            view.addGestureRecognizer(pan)
            view.addGestureRecognizer(tap)
            window.addSubview(view)
            (weakView, weakPan, weakTap, weakTarget) = (view, pan, tap, target)
        }
        let finger = sim.touchDown(at: CGPoint(x: 20, y: 20))
        sim.move(finger, to: CGPoint(x: 80, y: 20))  // the pan begins
        #expect(target?.calls == 1)
        weakTouch = (weakView as? TouchWatcher)?.lastTouch
        #expect(weakTouch != nil)
        weakView?.removeFromSuperview()
        target = nil
        #expect(weakTarget == nil)  // targets are held weakly: gone at once
        sim.move(finger, to: CGPoint(x: 120, y: 20))
        sim.lift(finger)
        sim.advance(by: 1)
        #expect(weakView == nil)
        #expect(weakPan == nil)
        #expect(weakTap == nil)
        #expect(weakTouch == nil)
    }

    @Test("A view removed while its touch is down is freed when the system cancels the touch")
    func viewRemovedThenCancelled() {
        let window = sim.makeWindow()
        weak var weakView: UIView?, weakPress: UIGestureRecognizer?
        do {
            let view = UIView(frame: window.bounds)
            let press = UILongPressGestureRecognizer()
            press.addAction { _ in }
            view.addGestureRecognizer(press)
            window.addSubview(view)
            (weakView, weakPress) = (view, press)
        }
        let fingers = [sim.touchDown(at: CGPoint(x: 20, y: 20))]
        sim.advance(by: 0.6)  // the long press begins
        #expect(weakPress?.state == .began)
        weakView?.removeFromSuperview()
        sim.cancel(fingers)
        sim.advance(by: 1)
        #expect(weakView == nil)
        #expect(weakPress == nil)
    }

    @Test("A recognizer that removes itself in its own action is freed, and so is its target")
    func recognizerRemovedInItsAction() {
        let window = sim.makeWindow()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        weak var weakPan: UIGestureRecognizer?, weakTarget: Target?
        var states: [UIGestureRecognizer.State] = []
        do {
            let target = Target()
            let pan = UIPanGestureRecognizer(target: target, action: Target.handleRecognizer)
            pan.addAction { recognizer in
                states.append(recognizer.state)
                recognizer.view?.removeGestureRecognizer(recognizer)
            }
            view.addGestureRecognizer(pan)
            (weakPan, weakTarget) = (pan, target)
            withExtendedLifetime(target) {
                let finger = sim.touchDown(at: CGPoint(x: 20, y: 20))
                sim.move(finger, to: CGPoint(x: 80, y: 20))
                sim.move(finger, to: CGPoint(x: 120, y: 20))
                sim.lift(finger)
            }
        }
        sim.advance(by: 1)
        // The action ran as the pan began (and, once removed, at most to say it was cancelled): no change after.
        #expect(states.first == .began)
        #expect(!states.contains(.changed))
        #expect(view.gestureRecognizers?.isEmpty ?? true)
        #expect(weakPan == nil)
        #expect(weakTarget == nil)
    }

    @Test("A recognizer removed by its delegate while it is asked whether to begin is freed")
    func recognizerRemovedInDelegateCall() {
        final class Remover: NSObject, UIGestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
                return true
            }
        }
        let window = sim.makeWindow()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        let delegate = Remover()
        weak var weakPan: UIGestureRecognizer?
        do {
            let pan = UIPanGestureRecognizer()
            pan.delegate = delegate
            view.addGestureRecognizer(pan)
            weakPan = pan
        }
        let finger = sim.touchDown(at: CGPoint(x: 20, y: 20))
        sim.move(finger, to: CGPoint(x: 80, y: 20))
        sim.lift(finger)
        sim.advance(by: 1)
        #expect(view.gestureRecognizers?.isEmpty ?? true)
        #expect(weakPan == nil)
    }

    /// A tap recognizer subclass: a subclass may override `shouldBeRequiredToFail(by:)`, so the environment lists
    /// it among the participants to ask about failure requirements, where a built-in recognizer is not asked.
    final class CustomTap: UITapGestureRecognizer {}

    @Test("A recognizer that may name failure requirements, removed after a gesture, is freed with no later gesture")
    func recognizerAskedAboutRequirementsFreed() {
        // Found by the property storms' widened cases (seed 0x5feb6c7e96ad0c07): the environment's list of the
        // participants to ask about failure requirements outlived the gesture, and held the recognizers in it
        // until the next gesture's first recognition.
        let window = sim.makeWindow()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        var taps = 0
        let tap = UITapGestureRecognizer()
        tap.addAction { _ in taps += 1 }
        view.addGestureRecognizer(tap)
        weak var weakCustom: UIGestureRecognizer?
        do {
            let custom = CustomTap()
            custom.numberOfTapsRequired = 2
            view.addGestureRecognizer(custom)
            weakCustom = custom
        }
        sim.tap(at: CGPoint(x: 20, y: 20))  // the single tap recognizes: the custom recognizer is asked
        sim.advance(by: 1)  // the double tap fails; both are reset
        #expect(taps == 1)
        if let custom = weakCustom { view.removeGestureRecognizer(custom) }
        #expect(weakCustom == nil)
    }

    @Test(
        "Recognizers of a failure chain, removed while one waits for the next, are freed",
        arguments: [false, true])
    func failureChainRemovedWhileWaiting(subclassed: Bool) {
        // A single tap waits for a double tap to fail, which waits for a triple tap: after one tap the single tap
        // has recognized and waits. The link it waits for is removed during the wait, the others after it.
        let window = sim.makeWindow()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        var actions: [Int] = []
        weak var weakSingle: UIGestureRecognizer?, weakDouble: UIGestureRecognizer?, weakTriple: UIGestureRecognizer?
        do {
            let links = (1...3).map { n in
                let link = subclassed ? CustomTap() : UITapGestureRecognizer()
                link.numberOfTapsRequired = n
                link.addAction { _ in actions.append(n) }
                view.addGestureRecognizer(link)
                return link
            }
            links[0].require(toFail: links[1])
            links[1].require(toFail: links[2])
            (weakSingle, weakDouble, weakTriple) = (links[0], links[1], links[2])
        }
        sim.tap(at: CGPoint(x: 20, y: 20))
        #expect(actions.isEmpty)  // the single tap waits for the double tap
        #expect(weakSingle?.state == .possible)
        // The double tap, which the single tap waits for, goes: it counts as failed, and the single tap acts.
        if let double = weakDouble { view.removeGestureRecognizer(double) }
        #expect(actions == [1])
        // The triple tap gives up waiting for more taps (until then the touch, whose view delivery it holds back,
        // holds the recognizers of its gesture, as UIKit's touches do); the single tap is back to possible.
        sim.advance(by: 1)
        #expect(weakDouble == nil)
        #expect(weakSingle?.state == .possible)
        if let single = weakSingle { view.removeGestureRecognizer(single) }
        #expect(weakSingle == nil)
        if let triple = weakTriple { view.removeGestureRecognizer(triple) }
        #expect(weakTriple == nil)
    }

    @Test(
        "A recognizer removed from its view while it waits for a requirement to fail is freed",
        arguments: [false, true])
    func waitingRecognizerRemoved(subclassed: Bool) {
        let window = sim.makeWindow()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        var actions: [Int] = []
        weak var weakSingle: UIGestureRecognizer?, weakDouble: UIGestureRecognizer?
        do {
            let single = subclassed ? CustomTap() : UITapGestureRecognizer()
            let double = subclassed ? CustomTap() : UITapGestureRecognizer()
            double.numberOfTapsRequired = 2
            single.addAction { _ in actions.append(1) }
            double.addAction { _ in actions.append(2) }
            single.require(toFail: double)
            view.addGestureRecognizer(single)
            view.addGestureRecognizer(double)
            (weakSingle, weakDouble) = (single, double)
        }
        sim.tap(at: CGPoint(x: 20, y: 20))
        #expect(actions.isEmpty)  // waiting
        if let single = weakSingle { view.removeGestureRecognizer(single) }  // while it waits
        sim.advance(by: 1)  // the double tap fails, and the touch whose delivery it held back goes
        #expect(weakSingle == nil)
        #expect(actions.isEmpty)  // the removed single tap never acts
        if let double = weakDouble { view.removeGestureRecognizer(double) }
        #expect(weakDouble == nil)
    }

    @Test("A recognizer removed while it waits, by a view handler replayed in the same update, is freed")
    func waiterRemovedDuringReplayedDelivery() {
        // A single tap waits for a recognizer that stays undecided; a double tap holds the view's touchesEnded back
        // until it fails on its timer. Then the held touchesEnded is replayed, and the view's handler removes the
        // requirement (which queues the waiting single tap to be looked at again) and the single tap. Both leave
        // the gesture in that update: the queue of recognizers to look at again must not keep the single tap.
        final class Undecided: UIGestureRecognizer {}
        final class RemovingView: UIView {
            var removals: [UIGestureRecognizer] = []
            var ended = 0
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                ended += 1
                for g in removals { removeGestureRecognizer(g) }
                removals = []
            }
        }
        let window = sim.makeWindow()
        let view = RemovingView(frame: window.bounds)
        window.addSubview(view)
        var actions: [String] = []
        weak var weakSingle: UIGestureRecognizer?, weakUndecided: UIGestureRecognizer?
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        double.addAction { _ in actions.append("double") }
        view.addGestureRecognizer(double)
        do {
            let single = UITapGestureRecognizer()
            single.delaysTouchesEnded = false
            single.addAction { _ in actions.append("single") }
            let undecided = Undecided()
            undecided.delaysTouchesEnded = false
            single.require(toFail: undecided)
            view.addGestureRecognizer(single)
            view.addGestureRecognizer(undecided)
            view.removals = [undecided, single]  // the requirement first: its failure queues the single tap
            (weakSingle, weakUndecided) = (single, undecided)
        }
        sim.tap(at: CGPoint(x: 20, y: 20))
        #expect(view.ended == 0)  // held back by the double tap
        sim.advance(by: 1)  // the double tap fails: touchesEnded is replayed, and the handler removes both
        #expect(view.ended == 1)
        #expect(actions.isEmpty)
        #expect(view.gestureRecognizers?.count == 1)
        #expect(weakUndecided == nil)
        #expect(weakSingle == nil)
    }

    @Test("A window hidden and released mid-gesture is freed with its views and recognizers once its touches end")
    func windowReleasedMidGesture() {
        let main = sim.makeWindow()
        weak var weakWindow: UIWindow?, weakView: UIView?, weakPinch: UIGestureRecognizer?
        do {
            let overlay = UIWindow(frame: main.frame, application: sim.application)
            overlay.windowLevel = .alert
            overlay.makeKeyAndVisible()
            let view = UIView(frame: overlay.bounds)
            view.isMultipleTouchEnabled = true
            let pinch = UIPinchGestureRecognizer()
            pinch.addAction { _ in }
            view.addGestureRecognizer(pinch)
            overlay.addSubview(view)
            (weakWindow, weakView, weakPinch) = (overlay, view, pinch)
        }
        let fingers = sim.touchDown(at: [CGPoint(x: 100, y: 100), CGPoint(x: 200, y: 200)])
        sim.move([(fingers[0], CGPoint(x: 60, y: 60)), (fingers[1], CGPoint(x: 240, y: 240))])
        #expect(weakPinch?.state == .began || weakPinch?.state == .changed)
        weakWindow?.isHidden = true
        #expect(sim.application.windows.contains { $0 === weakWindow } == false)
        sim.move([(fingers[0], CGPoint(x: 50, y: 50)), (fingers[1], CGPoint(x: 250, y: 250))])
        sim.lift(fingers)
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 10, y: 10))  // a later touch sequence in the remaining window
        #expect(weakWindow == nil)
        #expect(weakView == nil)
        #expect(weakPinch == nil)
        #expect(main.isKeyWindow)
    }

    @Test("A window hidden from its own view's touchesBegan, while the touch goes on, is freed once it ends")
    func windowHiddenFromItsOwnHandler() {
        // Found by the property storms (seed 0x13a05b8f70303780): the hidden window's dispatch buffers kept the
        // touches of the sequence, which hold the window, so window, views and touches kept each other alive.
        final class HidingView: UIView {
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { window?.isHidden = true }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
        }
        let main = sim.makeWindow()
        weak var weakWindow: UIWindow?, weakView: UIView?
        do {
            let second = UIWindow(frame: CGRect(x: 100, y: 100, width: 200, height: 200), application: sim.application)
            second.windowLevel = .statusBar
            second.isHidden = false
            let view = HidingView(frame: second.bounds)
            second.addSubview(view)
            (weakWindow, weakView) = (second, view)
        }
        let finger = sim.touchDown(at: CGPoint(x: 150, y: 150))
        #expect(weakWindow?.isHidden == true)
        sim.move(finger, to: CGPoint(x: 160, y: 150))
        sim.move(finger, to: CGPoint(x: 170, y: 150))
        sim.lift(finger)
        sim.advance(by: 1)
        #expect(weakView == nil)
        #expect(weakWindow == nil)
        #expect(main.isKeyWindow)
    }

    @Test("A button inside a scroll view, removed mid-tap, is freed with its target")
    func controlInScrollViewRemovedMidTap() {
        let window = sim.makeWindow()
        let scroll = UIScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 320, height: 2000)
        window.addSubview(scroll)
        weak var weakButton: UIButton?, weakTarget: Target?
        var target: Target? = Target()
        do {
            let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
            button.addTarget(target!, action: Target.handleButton, for: .touchUpInside)
            scroll.addSubview(button)
            (weakButton, weakTarget) = (button, target)
        }
        sim.tap(at: CGPoint(x: 30, y: 30))
        #expect(target?.calls == 1)
        let finger = sim.touchDown(at: CGPoint(x: 30, y: 30))
        sim.advance(by: 0.3)  // past the scroll view's content-touch delay: the button is tracking
        #expect(weakButton?.isTracking == true)
        weakButton?.removeFromSuperview()
        target = nil
        sim.lift(finger)
        sim.advance(by: 1)
        #expect(weakButton == nil)
        #expect(weakTarget == nil)
    }

    @Test("A first responder with key commands, removed after a key press, is freed")
    func keyCommandResponderFreed() {
        final class Editor: UIView {
            var finds = 0
            override var canBecomeFirstResponder: Bool { true }
            override var keyCommands: [UIKeyCommand]? {
                [UIKeyCommand(input: "f", modifierFlags: .command, action: Editor.findAgain)]
            }
            func findAgain() { finds += 1 }
        }
        let window = sim.makeWindow()
        weak var weakEditor: Editor?
        do {
            let editor = Editor(frame: window.bounds)
            window.addSubview(editor)
            #expect(editor.becomeFirstResponder())
            weakEditor = editor
        }
        sim.press(key: "f", modifiers: .command)
        #expect(weakEditor?.finds == 1)
        weakEditor?.removeFromSuperview()
        sim.advance(by: 1)
        #expect(weakEditor == nil)
    }

    @Test("Many gestures on views that come and go leave nothing behind")
    func churn() {
        let window = sim.makeWindow()
        var watched: [() -> AnyObject?] = []
        for round in 0..<20 {
            let target = Target()
            let view = UIView(frame: window.bounds)
            view.isMultipleTouchEnabled = true
            let tap = UITapGestureRecognizer(target: target, action: Target.handle)
            let pan = UIPanGestureRecognizer(target: target, action: Target.handleRecognizer)
            let pinch = UIPinchGestureRecognizer()
            pinch.addAction { _ in }
            tap.require(toFail: pan)
            for g in [tap, pan, pinch] as [UIGestureRecognizer] { view.addGestureRecognizer(g) }
            window.addSubview(view)
            for object in [view, tap, pan, pinch, target] as [AnyObject] { watched.append { [weak object] in object } }
            let fingers = sim.touchDown(at: [CGPoint(x: 50, y: 50), CGPoint(x: 150, y: 150)])
            sim.move([(fingers[0], CGPoint(x: 20, y: 20)), (fingers[1], CGPoint(x: 200, y: 200))])
            if round % 2 == 0 {
                view.removeFromSuperview()  // mid-gesture
                sim.lift(fingers)
            } else {
                sim.lift(fingers)
                view.removeFromSuperview()
            }
        }
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 10, y: 10))
        #expect(watched.filter { $0() != nil }.count == 0)
    }
}
