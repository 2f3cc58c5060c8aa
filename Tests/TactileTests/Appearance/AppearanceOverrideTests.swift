import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// UIKit code overrides the appearance properties and setNeedsDisplay(); the redraw content mode.
@MainActor
@Suite("Overridable appearance properties and the redraw content mode")
struct AppearanceOverrideTests {
    private final class ObservingView: UIView {
        var log: [String] = []
        override var backgroundColor: UIColor? {
            didSet { log.append("background \(backgroundColor == .red)") }
        }
        override var tintColor: UIColor! {
            get { super.tintColor }
            set {
                super.tintColor = newValue
                log.append("tint")
            }
        }
        override var isOpaque: Bool {
            didSet { log.append("opaque \(isOpaque)") }
        }
        override var contentMode: UIView.ContentMode {
            didSet { log.append("mode \(contentMode.rawValue)") }
        }
        var displayRequests = 0
        override func setNeedsDisplay() {
            displayRequests += 1
            super.setNeedsDisplay()
        }
    }

    @Test("overrides of backgroundColor, tintColor, isOpaque and contentMode with observers see every set")
    func overrides() {
        let v = ObservingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.backgroundColor = .red
        v.tintColor = .green
        v.isOpaque = false
        v.contentMode = .center
        #expect(v.log == ["background true", "tint", "opaque false", "mode \(UIView.ContentMode.center.rawValue)"])
        #expect(v.backgroundColor == .red && v.tintColor == .green && !v.isOpaque && v.contentMode == .center)
        // The layer's backgroundColor is the view's, and goes through the override too.
        v.layer.backgroundColor = UIColor.blue.cgColor
        #expect(v.log.last == "background false")
    }

    @Test("an override of setNeedsDisplay() is called, and the redraw content mode calls it on a size change only")
    func redrawContentMode() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let v = ObservingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(v)
        sim.advance(by: 0)
        #expect(!v.needsDisplay)
        v.frame.size.width = 20
        #expect(v.displayRequests == 0 && !v.needsDisplay)  // default mode: a resize does not redraw
        v.contentMode = .redraw
        v.center = CGPoint(x: 100, y: 100)
        v.bounds.origin = CGPoint(x: 3, y: 3)
        #expect(v.displayRequests == 0)
        v.bounds.size = CGSize(width: 30, height: 30)
        #expect(v.displayRequests == 1 && v.needsDisplay)
        v.frame.size.height = 40
        #expect(v.displayRequests == 2)
        sim.advance(by: 0)
        #expect(!v.needsDisplay)
    }
}
