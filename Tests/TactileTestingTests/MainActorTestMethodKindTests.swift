import Foundation
import Testing
@testable import TactileXCTest

/// Which test-method types TactileXCTest's `testCase(_:)` runs, and the failure it records for the others.
@Suite("TactileXCTest: supported test method shapes")
struct MainActorTestMethodKindTests {
    @Test("synchronous methods with no arguments, throwing or not, with or without @MainActor and @Sendable")
    func supported() {
        #expect(MainActorTestMethodKind((@MainActor () -> Void).self).map { "\($0)" } == "plain")
        #expect(MainActorTestMethodKind((@MainActor @Sendable () -> Void).self).map { "\($0)" } == "plain")
        #expect(MainActorTestMethodKind((() -> Void).self).map { "\($0)" } == "plain")
        #expect(MainActorTestMethodKind((@MainActor () throws -> Void).self).map { "\($0)" } == "throwing")
        #expect(MainActorTestMethodKind((() throws -> Void).self).map { "\($0)" } == "throwing")
    }

    @Test("async methods, arguments, results and typed throws are not cast: unsupported, no crash")
    func unsupported() {
        #expect(MainActorTestMethodKind((@MainActor () async -> Void).self) == nil)
        #expect(MainActorTestMethodKind((() async throws -> Void).self) == nil)
        #expect(MainActorTestMethodKind(((Int) -> Void).self) == nil)
        #expect(MainActorTestMethodKind((() -> Int).self) == nil)
        #expect(MainActorTestMethodKind((() throws(CancellationError) -> Void).self) == nil)
    }

    @Test("the failure names the test and the supported shapes")
    func message() {
        let text = MainActorTestMethodKind.unsupportedMessage(test: "PhotoTests.testZoom", type: "(Int) -> ()")
        #expect(text.contains("PhotoTests.testZoom"))
        #expect(text.contains("(Int) -> ()"))
        #expect(text.contains("func testX() throws"))
        #expect(text.contains("asyncTest"))
    }
}
