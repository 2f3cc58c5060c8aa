import Tactile
import XCTest
@_exported import TactileXCTest
@testable import PhotoApp

@MainActor
final class ZoomTests: XCTestCase {
    func testDoubleTapZooms() {
        let controller = PhotoViewController()
        controller.loadViewIfNeeded()
        XCTAssertEqual(controller.zoomScale, 1)
    }
}
