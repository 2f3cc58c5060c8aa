// The one file a port's test target adds: on Linux, XCTest runs `@MainActor` test classes through TactileXCTest's
// `testCase(_:)`, which SwiftPM's generated test list sees only when the test module re-exports TactileXCTest. On
// iOS, XCTest finds test methods through the Objective-C runtime and needs nothing.
@_exported import TactileXCTest
