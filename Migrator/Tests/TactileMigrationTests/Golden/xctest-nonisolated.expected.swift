import XCTest

// No @MainActor test class: XCTest runs these by itself, so nothing is added.
final class ParserTests: XCTestCase {
    func testEmpty() { XCTAssertTrue("".isEmpty) }
}
