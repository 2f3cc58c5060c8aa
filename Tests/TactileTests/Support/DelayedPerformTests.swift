import Foundation
import Testing
@testable import Tactile
import TactileTesting

// perform(_:with:afterDelay:) on the scheduler, and NSObject.cancelPreviousPerformRequests(withTarget:) and
// (withTarget:selector:object:), as ported code that restarts a pending hide uses them.

/// Shows controls that hide themselves three seconds after the last show, the UIKit way.
fileprivate final class AutoHideController: UIViewController {
    var hidden = true
    var hides = 0
    var messages: [String] = []

    func show() {
        hidden = false
        NSObject.cancelPreviousPerformRequests(withTarget: self, selector: AutoHideController.hide, object: nil)
        perform(AutoHideController.hide, with: nil, afterDelay: 3)
    }

    func hide() {
        hides += 1
        hidden = true
    }

    func say(_ message: String) { messages.append(message) }
}

@MainActor
@Suite("Delayed perform and its cancellation")
struct DelayedPerformTests {
    let sim = TouchSimulator()

    @Test("a pending hide restarts when shown again: only the last request runs, three seconds after it")
    func restartsPendingHide() {
        _ = sim.makeWindow()
        let controller = AutoHideController()
        controller.show()
        sim.advance(by: 2)
        controller.show()
        sim.advance(by: 2)
        #expect(!controller.hidden)
        #expect(controller.hides == 0)
        sim.advance(by: 1)
        #expect(controller.hidden)
        #expect(controller.hides == 1)
        // Nothing else of this controller is pending. (The count of all pending requests would include those that
        // other suites, running at the same time, leave on their own schedulers; `keepsTargetAlive` shows that a
        // request that ran lets go of its target.)
        sim.advance(by: 10)
        #expect(controller.hides == 1)
    }

    @Test("cancelPreviousPerformRequests(withTarget:) cancels every request of that target and no other")
    func cancelsByTarget() {
        _ = sim.makeWindow()
        let first = AutoHideController()
        let second = AutoHideController()
        first.perform(AutoHideController.hide, with: nil, afterDelay: 1)
        first.perform(AutoHideController.say, with: "hello", afterDelay: 1)
        second.perform(AutoHideController.say, with: "bye", afterDelay: 1)
        NSObject.cancelPreviousPerformRequests(withTarget: first)
        sim.advance(by: 2)
        #expect(first.hides == 0)
        #expect(first.messages.isEmpty)
        #expect(second.messages == ["bye"])
    }

    @Test("the selector form cancels only requests whose argument is equal")
    func cancelsByArgument() {
        _ = sim.makeWindow()
        let controller = AutoHideController()
        controller.perform(AutoHideController.say, with: "a", afterDelay: 1)
        controller.perform(AutoHideController.say, with: "b", afterDelay: 1)
        NSObject.cancelPreviousPerformRequests(withTarget: controller, selector: AutoHideController.say, object: "a")
        // A different method shape keeps the request.
        NSObject.cancelPreviousPerformRequests(withTarget: controller, selector: AutoHideController.hide, object: "b")
        sim.advance(by: 1)
        #expect(controller.messages == ["b"])
    }

    @Test("a Selector request goes to perform(_:with:for:) and is cancelled by selector and object")
    func selectorRequests() {
        _ = sim.makeWindow()
        let view = UIView()
        var received: [String] = []
        view.setActionHandler(for: Selector("flash:")) { sender, _ in received.append("\(sender ?? "nil")") }
        let marker = UIView()
        view.perform(Selector("flash:"), with: marker, afterDelay: 1)
        view.perform(Selector("flash:"), with: "kept", afterDelay: 1)
        NSObject.cancelPreviousPerformRequests(withTarget: view, selector: Selector("flash:"), object: marker)
        sim.advance(by: 1)
        #expect(received == ["kept"])
    }

    @Test("the receiver and argument are kept until the request runs, and released after")
    func keepsTargetAlive() {
        _ = sim.makeWindow()
        weak var weakController: AutoHideController?
        do {
            let controller = AutoHideController()
            weakController = controller
            controller.perform(AutoHideController.hide, with: nil, afterDelay: 1)
        }
        #expect(weakController != nil)
        sim.advance(by: 1)
        #expect(weakController == nil)
    }

    @Test("arguments match as isEqual does: nil with nil, the same object, equal values")
    func argumentMatching() {
        let object = UIView()
        let optional: String? = "x"
        #expect(DelayedPerformRequests.same(nil, nil))
        #expect(DelayedPerformRequests.same(object, object))
        #expect(!DelayedPerformRequests.same(object, UIView()))
        #expect(DelayedPerformRequests.same("x", optional))
        #expect(DelayedPerformRequests.same(3, 3))
        #expect(!DelayedPerformRequests.same(3, "3"))
        #expect(!DelayedPerformRequests.same(nil, "x"))
    }
}
