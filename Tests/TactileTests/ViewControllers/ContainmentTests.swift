import Foundation
import Testing
@testable import Tactile
import TactileTesting

// View controller containment (issue 16): addChild / removeFromParent with UIKit's automatic willMove and
// didMove(nil), and the responder chain through a child (RSP-02 to RSP-04).

@MainActor
@Suite("View controller containment")
struct ContainmentTests {
    let sim = TouchSimulator()

    @Test("addChild calls willMove(toParent:) itself; the container calls didMove; removeFromParent calls didMove(nil)")
    func callsUIKitMakes() {
        let trace = Trace()
        let parent = TracingController("P", trace)
        let child = TracingController("C", trace)
        parent.addChild(child)
        #expect(trace.take() == ["C.willMove(P)"])
        #expect(child.parent === parent)
        #expect(parent.children.count == 1 && parent.children[0] === child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(trace.take() == ["C.didMove(P)"])
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(trace.take() == ["C.willMove(nil)", "C.didMove(nil)"])
        #expect(child.parent == nil)
        #expect(parent.children.isEmpty)
    }

    @Test("RSP-02 a child's view's next responder is the child, whose next is the parent's view, then the parent")
    func responderChainThroughChild() {
        let trace = Trace()
        let window = sim.makeWindow()
        let parent = TracingController("P", trace)
        let child = TracingController("C", trace)
        window.rootViewController = parent
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let leaf = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        child.view.addSubview(leaf)
        var chain: [UIResponder] = []
        var r: UIResponder? = leaf
        while let current = r {
            chain.append(current)
            r = current.next
        }
        let expected: [UIResponder] = [leaf, child.view, child, parent.view, parent, window, sim.application]
        #expect(chain.count == expected.count)
        #expect(zip(chain, expected).allSatisfy { $0 === $1 })
    }

    @Test("a child's view shown in a visible window gets appearance callbacks after its parent's")
    func childAppearance() {
        let trace = Trace()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: sim.application)
        let parent = TracingController("P", trace)
        let child = TracingController("C", trace)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        window.rootViewController = parent
        _ = trace.take()
        window.makeKeyAndVisible()
        #expect(trace.take() == [
            "P.viewWillAppear(false)", "C.viewWillAppear(false)", "P.viewDidAppear(false)", "C.viewDidAppear(false)",
        ])
    }
}
