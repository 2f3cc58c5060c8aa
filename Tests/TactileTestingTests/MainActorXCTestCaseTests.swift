import Foundation
import XCTest
import TactileXCTest

/// A UIKit-style XCTest class: `@MainActor`, set up in `setUp() async throws`, synchronous test methods that
/// drive UIKit objects. Without TactileXCTest's `testCase(_:)` overload (re-exported by this target), the test
/// process crashes on Linux before running any XCTest.
@MainActor
final class MainActorXCTestCaseTests: XCTestCase {
    var sim: TouchSimulator!
    var button: UIButton!
    var taps = 0

    override func setUp() async throws {
        sim = TouchSimulator()
        button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
        sim.makeWindow().addSubview(button)
        button.addAction(for: .touchUpInside) { [unowned self] _, _ in self.taps += 1 }
    }

    func testTapOnTheMainActor() {
        MainActor.assertIsolated()
        XCTAssertTrue(Thread.isMainThread)
        sim.tap(at: CGPoint(x: 50, y: 30))
        XCTAssertEqual(taps, 1)
    }

    func testThrowingTest() throws {
        let window = try XCTUnwrap(button.window)
        sim.doubleTap(at: CGPoint(x: 50, y: 30))
        XCTAssertEqual(taps, 2)
        XCTAssertTrue(window.isKeyWindow)
    }

    func testEachTestHasItsOwnSetUp() {
        XCTAssertEqual(taps, 0)
        XCTAssertEqual(sim.application.windows.count, 1)
    }
}

/// A `@MainActor` class whose tests all return normally: SwiftPM generates `(T) -> @MainActor () -> ()`, the
/// other form the overload takes.
@MainActor
final class MainActorNonThrowingXCTestCaseTests: XCTestCase {
    func testPanMovesTheView() {
        let sim = TouchSimulator()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        sim.makeWindow().addSubview(view)
        let counter = PanCounter()
        view.addGestureRecognizer(UIPanGestureRecognizer(target: counter, action: PanCounter.handlePan))
        sim.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 150))
        XCTAssertGreaterThan(counter.changes, 0)
        XCTAssertEqual(counter.ended, 1)
    }
}

@MainActor
private final class PanCounter {
    var changes = 0
    var ended = 0

    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        if recognizer.state == .changed { changes += 1 }
        if recognizer.state == .ended { ended += 1 }
    }
}

/// A `@MainActor` class whose test methods are all `async` (one throwing): SwiftPM wraps each in XCTest's
/// `asyncTest(_:)`, and XCTest's own `testCase(_:)` runs them, on the main actor. (A `@MainActor` class that mixes
/// `async` with synchronous test methods does not compile on Linux: SwiftPM's generated list then has no common
/// element type. Keep the `async` tests of such a class in a class of their own, like this one.)
@MainActor
final class MainActorAsyncXCTestCaseTests: XCTestCase {
    var sim: TouchSimulator!
    var view: UIView!

    override func setUp() async throws {
        sim = TouchSimulator()
        view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        sim.makeWindow().addSubview(view)
    }

    func testAsync() async {
        MainActor.assertIsolated()
        let start = sim.now
        await Task.yield()
        sim.advance(by: 0.5)
        XCTAssertEqual(sim.now, start + 0.5, accuracy: 1e-9)
    }

    func testAsyncThrowing() async throws {
        let window = try XCTUnwrap(view.window)
        await Task.yield()
        sim.tap(at: CGPoint(x: 50, y: 50))
        XCTAssertEqual(window.hitTest(CGPoint(x: 50, y: 50), with: nil), view)
    }
}
