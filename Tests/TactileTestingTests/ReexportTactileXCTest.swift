// Re-exported so that SwiftPM's generated XCTest list sees TactileXCTest's `testCase(_:)` for the `@MainActor`
// XCTestCase classes of this target (see MainActorXCTestCaseTests.swift).
@_exported import TactileXCTest
