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
/// re-exports `TactileXCTest`; a plain `import` is not enough. (`tactile-migrate` adds the line to the test files
/// it migrates that hold a `@MainActor` test class.) `TactileXCTest` re-exports `TactileTesting` and
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
/// `asyncTest(_:)`; this overload is chosen only where XCTest's would crash. A `@MainActor` class whose test
/// methods are all `async` runs through XCTest alone; one that mixes `async` with synchronous test methods does
/// not compile on Linux (SwiftPM's generated list has no common element type): put its `async` tests in a
/// `@MainActor` class of their own. A test method of any other shape fails its tests with a message naming the
/// test and the supported shapes, instead of crashing the run.
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
    guard let kind = MainActorTestMethodKind(Method.self) else {
        // An unexpected method type fails each of the class's tests with an explanation, instead of crashing the
        // whole test run.
        let typeName = String(reflecting: Method.self)
        return (
            T.self,
            allTests.map { name, _ in
                (name, { (_: XCTestCase) throws in
                    XCTFail(MainActorTestMethodKind.unsupportedMessage(test: "\(T.self).\(name)", type: typeName))
                })
            }
        )
    }
    return (
        T.self,
        allTests.map { name, method in
            (name, { (test: XCTestCase) throws in try kind.run(method(test as! T)) })
        }
    )
}

/// How to call a test method bound to its test case: SwiftPM generates `(T) -> @MainActor () -> ()` for a class
/// whose tests all return normally and `(T) -> @MainActor () throws -> ()` when one of them throws (with the
/// `async` tests of the class wrapped by XCTest's `asyncTest(_:)`, which returns `(T) -> () throws -> Void`).
///
/// Why the cast in ``run(_:)`` is sound for exactly these shapes: a Swift function value is a function pointer
/// and a context, whatever its attributes. `@MainActor` and `@Sendable` on a *synchronous* function type are
/// checked by the compiler only; they do not change the value's representation or how it is called (the caller
/// is responsible for being on the main actor, which `MainActor.assumeIsolated` checks: XCTest runs tests on the
/// main thread). `throws` does change the calling convention (the error is returned in a register), so a
/// throwing method is only ever cast to a throwing type and a non-throwing one to a non-throwing type. Anything
/// else (`async` methods, which use a different calling convention, methods with parameters or results, typed
/// throws, `@isolated(any)`) is not cast: the method type is recognised by its name, and an unrecognised one
/// fails its tests with ``unsupportedMessage(test:type:)``.
enum MainActorTestMethodKind {
    case plain
    case throwing

    init?<Method>(_ type: Method.Type) {
        // The generated list is compiled in the Swift 5 language mode, where a `@MainActor` function type is not
        // `Sendable`; the Swift 6 spelling here is, and the runtime's function casts tell the two apart, so the
        // kind is read from the type's name: "@MainActor () -> ()", "@MainActor @Sendable () throws -> ()", ….
        let name = String(reflecting: type)
        guard !name.contains("async"), !name.contains("isolated(any)"), !name.contains("throws(") else { return nil }
        if name.hasSuffix("() throws -> ()") {
            self = .throwing
        } else if name.hasSuffix("() -> ()") {
            self = .plain
        } else {
            return nil
        }
    }

    /// The failure recorded for each test of a class whose methods have an unsupported type.
    static func unsupportedMessage(test: String, type: String) -> String {
        "TactileXCTest.testCase(_:) cannot run \(test): its test methods have the type \(type). It runs synchronous "
            + "test methods that take no arguments and return nothing, throwing or not (`func testX()`, "
            + "`func testX() throws`), on the main actor; `async` tests are run through XCTest's `asyncTest(_:)`."
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
