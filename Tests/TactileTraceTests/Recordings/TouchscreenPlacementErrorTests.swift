import Foundation
import Tactile
import TactileTrace
import Testing

/// The checks of a user's screen size and calibration matrix, and their messages.
@Suite("Touchscreen placement: screen sizes and calibration matrices")
struct TouchscreenPlacementErrorTests {
    @Test("a screen side is 1 to 100000 points; the message names the side, the range and the value")
    func screenSides() throws {
        try TouchscreenPlacement.checkScreenSide(1, side: "width")
        try TouchscreenPlacement.checkScreenSide(100_000, side: "height")
        for value in [0, -5, 100_000.5, .infinity, .nan, 1e300] {
            #expect(throws: TouchscreenPlacementError.self) {
                try TouchscreenPlacement.checkScreenSide(value, side: "width")
            }
        }
        #expect(TouchscreenPlacementError.screenSideOutOfRange(side: "width", value: .infinity).description
            == "the screen width must be 1 to 100000 points; got inf")
        #expect(TouchscreenPlacementError.screenSideOutOfRange(side: "height", value: -5).description
            == "the screen height must be 1 to 100000 points; got -5")
        #expect(TouchscreenPlacementError.screenSideOutOfRange(side: "width", value: 1e19).description
            == "the screen width must be 1 to 100000 points; got 1e+19")
    }

    @Test("a calibration matrix is six finite numbers with a non-zero determinant")
    func calibration() throws {
        #expect(try TouchscreenPlacement.calibration(parsing: "1 0 0 0 1 0") == [1, 0, 0, 0, 1, 0])
        #expect(try TouchscreenPlacement.calibration(parsing: "-1,0,1,0,1,0") == [-1, 0, 1, 0, 1, 0])
        #expect(try TouchscreenPlacement.calibration(parsing: "0 1 0 1 0 0") == [0, 1, 0, 1, 0, 0])
        #expect(throws: TouchscreenPlacementError.calibrationSingular("0 0 0 0 0 0")) {
            try TouchscreenPlacement.calibration(parsing: "0 0 0 0 0 0")
        }
        #expect(throws: TouchscreenPlacementError.calibrationSingular("2 4 0 1 2 0")) {
            try TouchscreenPlacement.calibration(parsing: "2 4 0 1 2 0")
        }
        #expect(throws: TouchscreenPlacementError.calibrationOutOfRange("1 0 nan 0 1 0")) {
            try TouchscreenPlacement.calibration(parsing: "1 0 nan 0 1 0")
        }
        #expect(throws: TouchscreenPlacementError.calibrationOutOfRange("1e9 0 0 0 1 0")) {
            try TouchscreenPlacement.calibration(parsing: "1e9 0 0 0 1 0")
        }
        #expect(throws: TouchscreenPlacementError.calibrationNotSixNumbers("1 0 0 0 1 x")) {
            try TouchscreenPlacement.calibration(parsing: "1 0 0 0 1 x")
        }
    }
}
