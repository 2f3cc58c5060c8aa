import Tactile
import XCTest
@_exported import TactileXCTest

// A plain import is not enough: SwiftPM's generated test list sees TactileXCTest only when it is re-exported.
@MainActor
final class SliderTests: XCTestCase {
    func testValue() {
        let slider = UISlider()
        slider.value = 0.5
        XCTAssertEqual(slider.value, 0.5)
    }
}

// A test class that is not @MainActor needs nothing.
final class MathTests: XCTestCase {
    func testSum() { XCTAssertEqual(1 + 1, 2) }
}
