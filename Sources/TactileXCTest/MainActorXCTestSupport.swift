// TactileXCTest: TactileTesting for XCTest. A module of its own so that TactileTesting, which the `tactile` tool
// links, does not link XCTest.
@_exported import TactileTesting

#if canImport(XCTest) && !canImport(ObjectiveC)
import XCTest

// UIKit-style XCTest classes on Linux.
//
// Most UIKit test suites are `@MainActor` XCTestCase subclasses with synchronous test methods. On Linux, XCTest
// finds test methods through a list that SwiftPM generates (`static let __allTests__X = [("testY", testY), …]`)
// and passes to XCTest's `testCase(_:)`, which expects `(X) -> () throws -> Void` methods. The methods of a
// `@MainActor` class are `(X) -> @MainActor () -> Void`; the generated file converts the array at run time, and
// that cast fails ("Could not cast value of type '(X) -> @MainActor () -> ()'"), so the test process crashes
// before the first test runs. The overload below takes such arrays as they are and runs each test on the main
// actor (XCTest runs tests on the main thread), so nothing is cast.

/// The list of a `@MainActor` XCTestCase subclass's synchronous test methods, run on the main actor.
///
/// XCTest counterpart: none is needed on Apple platforms, where XCTest finds test methods through the
/// Objective-C runtime. On Linux, SwiftPM's generated test list calls `testCase(_:)` with the class's methods;
/// corelibs-xctest's own `testCase(_:)` cannot take `@MainActor` methods and the test process crashes. This
/// overload takes them and runs each on the main actor.
///
/// **Use it by re-exporting `TactileXCTest` from the test target** (add the `TactileXCTest` product to its
/// dependencies), once, in any one file:
///
/// ```swift
/// @_exported import TactileXCTest
/// ```
///
/// The generated test list imports the test module, so it sees this overload only when the test module
/// re-exports `TactileXCTest`; a plain `import` is not enough. `TactileXCTest` re-exports `TactileTesting` and
/// `Tactile`. Then write test classes as for iOS:
///
/// ```swift
/// @MainActor
/// final class PhotoViewControllerTests: XCTestCase {
///     var sim: TouchSimulator!
///     var controller: PhotoViewController!
///
///     override func setUp() async throws {
///         sim = TouchSimulator()
///         controller = PhotoViewController()
///         sim.makeWindow().rootViewController = controller
///     }
///
///     func testDoubleTapZooms() {
///         sim.doubleTap(at: CGPoint(x: 160, y: 240))
///         XCTAssertEqual(controller.scrollView.zoomScale, 2)
///     }
/// }
/// ```
///
/// As with Apple's XCTest in Swift 6, a `@MainActor` class sets up in `setUp() async throws` and
/// `tearDown() async throws` (the synchronous `setUp()` is nonisolated and cannot touch main-actor state).
/// Classes that are not `@MainActor`, and `async` test methods, keep using XCTest's own `testCase(_:)` and
/// `asyncTest(_:)`; this overload is chosen only where XCTest's would crash.
///
/// The Swift Testing form needs nothing extra: a `@MainActor` suite with synchronous `@Test` functions runs each
/// test on the main actor.
///
/// ```swift
/// @MainActor
/// @Suite struct PhotoViewControllerTests {
///     let sim = TouchSimulator()
///     @Test func doubleTapZooms() { … }
/// }
/// ```
///
/// - Parameter allTests: the test names and unbound test methods, as SwiftPM generates them.
/// - Returns: the entry XCTest runs, each test calling its method on the main actor.
public func testCase<T: XCTestCase, Method>(_ allTests: [(String, (T) -> Method)]) -> XCTestCaseEntry {
    let kind = MainActorTestMethodKind(Method.self)
    return (
        T.self,
        allTests.map { name, method in
            (name, { (test: XCTestCase) throws in try kind.run(method(test as! T)) })
        }
    )
}

/// How to call a test method bound to its test case: SwiftPM generates `(T) -> @MainActor () -> ()` for a class
/// whose tests all return normally and `(T) -> @MainActor () throws -> ()` when one of them throws.
private enum MainActorTestMethodKind {
    case plain
    case throwing

    init<Method>(_ type: Method.Type) {
        // The generated list is compiled in the Swift 5 language mode, where a `@MainActor` function type is not
        // `Sendable`; the Swift 6 spelling here is, and the runtime's function casts tell the two apart. Sendability
        // and global-actor isolation do not change how a synchronous function is called; `throws` does, so the kind
        // is read from the type's name.
        let name = String(reflecting: type)
        precondition(
            name.hasSuffix("() -> ()") || name.hasSuffix("() throws -> ()"),
            "TactileTesting.testCase(_:) expects synchronous test methods taking no arguments, not \(name)")
        self = name.hasSuffix("() throws -> ()") ? .throwing : .plain
    }

    func run<Method>(_ bound: Method) throws {
        switch self {
        case .plain:
            let body = unsafeBitCast(bound, to: (@MainActor () -> Void).self)
            MainActor.assumeIsolated { body() }
        case .throwing:
            let body = unsafeBitCast(bound, to: (@MainActor () throws -> Void).self)
            try MainActor.assumeIsolated { try body() }
        }
    }
}
#endif
