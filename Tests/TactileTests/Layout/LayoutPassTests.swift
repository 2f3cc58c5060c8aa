import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// A view that records its layout passes and, like UIKit code without Auto Layout, sets its subviews' frames there.
private final class LayoutCountingView: UIView {
    var log: [String] = []
    var onLayout: (() -> Void)?
    override func layoutSubviews() {
        super.layoutSubviews()
        log.append("layout \(Int(bounds.width))")
        onLayout?()
    }
    override func draw(_ rect: CGRect) { log.append("draw") }
}

private final class LayoutController: UIViewController {
    var log: [String] = []
    override func loadView() {
        let v = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        v.onLayout = { [unowned self] in self.log.append("layoutSubviews") }
        view = v
    }
    override func viewWillLayoutSubviews() { log.append("willLayout") }
    override func viewDidLayoutSubviews() { log.append("didLayout") }
}

/// layoutSubviews(), setNeedsLayout(), layoutIfNeeded() and the layout pass before the display pass.
@MainActor
@Suite("Layout pass")
struct LayoutPassTests {
    @Test("a view is laid out when it enters a window, in the pass before display, and not again until needed")
    func firstLayout() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let v = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        v.setNeedsLayout()
        sim.advance(by: 1)
        #expect(v.log.isEmpty)  // not in a window: no pass
        window.addSubview(v)
        #expect(v.log.isEmpty)  // never synchronously
        sim.advance(by: 0)
        #expect(v.log == ["layout 40", "draw"])
        sim.advance(by: 1)
        #expect(v.log.count == 2)
    }

    @Test("setNeedsLayout calls coalesce; a bounds size change needs layout, a move does not")
    func triggers() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let v = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        window.addSubview(v)
        sim.advance(by: 0)
        v.log = []
        v.setNeedsLayout()
        v.setNeedsLayout()
        sim.advance(by: 0)
        #expect(v.log == ["layout 40"])
        v.center = CGPoint(x: 200, y: 200)
        v.frame.origin = CGPoint(x: 5, y: 5)
        sim.advance(by: 0)
        #expect(v.log == ["layout 40"])
        v.frame.size.width = 60
        sim.advance(by: 0)
        #expect(v.log == ["layout 40", "layout 60"])
        v.bounds.size.height = 10
        sim.advance(by: 0)
        #expect(v.log.last == "layout 60" && v.log.count == 3)
    }

    @Test("adding or removing a subview lays out the superview")
    func subviewChanges() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let parent = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(parent)
        sim.advance(by: 0)
        parent.log = []
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        parent.addSubview(child)
        sim.advance(by: 0)
        #expect(parent.log == ["layout 50"])
        child.removeFromSuperview()
        sim.advance(by: 0)
        #expect(parent.log == ["layout 50", "layout 50"])
    }

    @Test("parents are laid out before children, and frames set in layoutSubviews lay out the subview in the same pass")
    func topDown() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        var order: [String] = []
        let parent = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = LayoutCountingView(frame: .zero)
        parent.addSubview(child)
        parent.onLayout = {
            order.append("parent")
            child.frame = CGRect(x: 0, y: 0, width: parent.bounds.width / 2, height: 10)
        }
        child.onLayout = { order.append("child \(Int(child.bounds.width))") }
        window.addSubview(parent)
        sim.advance(by: 0)
        #expect(order == ["parent", "child 50"])
        order = []
        child.setNeedsLayout()
        parent.frame.size.width = 200
        sim.advance(by: 0)
        #expect(order == ["parent", "child 100"])
    }

    @Test("layoutIfNeeded lays out at once, only when something is pending, starting at a superview that needs it")
    func layoutIfNeeded() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let parent = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(child)
        window.addSubview(parent)
        parent.layoutIfNeeded()
        #expect(parent.log == ["layout 100"] && child.log == ["layout 10"])
        parent.layoutIfNeeded()
        #expect(parent.log.count == 1)
        parent.setNeedsLayout()
        child.layoutIfNeeded()
        #expect(parent.log == ["layout 100", "layout 100"])
        // A view outside any window lays out on layoutIfNeeded too.
        let loose = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 7, height: 7))
        loose.setNeedsLayout()
        loose.layoutIfNeeded()
        #expect(loose.log == ["layout 7"])
    }

    @Test("a view controller's viewWillLayoutSubviews and viewDidLayoutSubviews run around its view's layout")
    func viewController() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let vc = LayoutController()
        window.rootViewController = vc
        sim.advance(by: 0)
        #expect(vc.log == ["willLayout", "layoutSubviews", "didLayout"])
    }

    @Test("a view resized while handling a touch is laid out at the end of that event's turn, before it draws")
    func endOfTurn() {
        final class TouchView: UIView {
            var log: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                bounds.size.width += 10
                log.append("began")
            }
            override func layoutSubviews() { log.append("layout") }
            override func draw(_ rect: CGRect) { log.append("draw") }
        }
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let v = TouchView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        v.contentMode = .redraw
        window.addSubview(v)
        sim.advance(by: 0)
        v.log = []
        let f = sim.touchDown(at: CGPoint(x: 50, y: 50))
        #expect(v.log == ["began", "layout", "draw"])
        sim.lift(f)
    }

    @Test("layoutIfNeeded inside UIView.animate applies the new layout at once")
    func insideAnimation() {
        let sim = TouchSimulator()
        sim.makeShared()
        let window = sim.makeWindow()
        let parent = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: .zero)
        parent.addSubview(child)
        parent.onLayout = { child.frame = CGRect(x: 0, y: 0, width: parent.bounds.width, height: 20) }
        window.addSubview(parent)
        parent.layoutIfNeeded()
        var completed = false
        UIView.animate(withDuration: 0.3, animations: {
            parent.frame.size.width = 300
            parent.layoutIfNeeded()
        }, completion: { _ in completed = true })
        #expect(child.frame.width == 300)
        #expect(!completed)
        sim.advance(by: 0.3)
        #expect(completed)
    }
}

/// UIKit lays a scroll view out whenever it scrolls, which is where tiling scroll views place their content.
@MainActor
@Suite("Layout pass: scrolling")
struct ScrollLayoutTests {
    private final class TilingScrollView: UIScrollView {
        var offsets: [CGFloat] = []
        override func layoutSubviews() {
            super.layoutSubviews()
            offsets.append(contentOffset.y)
        }
    }

    @Test("a scroll view is laid out after its content offset changes, once per turn, by a drag too")
    func scrolling() {
        let sim = TouchSimulator()
        let window = sim.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scroll = TilingScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 320, height: 5000)
        window.addSubview(scroll)
        sim.advance(by: 0)
        #expect(scroll.offsets == [0])
        scroll.contentOffset = CGPoint(x: 0, y: 100)
        scroll.contentOffset = CGPoint(x: 0, y: 200)
        sim.advance(by: 0)
        #expect(scroll.offsets == [0, 200])
        sim.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100))
        #expect(scroll.offsets.count > 3)
        #expect(scroll.offsets.last == scroll.contentOffset.y)
    }
}
