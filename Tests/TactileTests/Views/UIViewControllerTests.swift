import Foundation
import Testing
@testable import Tactile
import TactileTesting

// View controllers: lazy loading of the view, appearance callbacks in UIKit's order relative to joining the
// window (DIS-09, FR-03), and containment (addChild / removeFromParent with willMove / didMove(toParent:)).

// MARK: - Helpers

/// A controller that logs its lifecycle. Appearance entries carry whether the view is in a window at that moment
/// (`inWindow` / `noWindow`); containment entries carry the parent's name.
fileprivate final class LifecycleViewController: UIViewController {
    let name: String
    let log: EventLog
    /// When set, `loadView` installs this view instead of calling super.
    var customView: UIView?
    private static var names: [ObjectIdentifier: String] = [:]

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init()
        Self.names[ObjectIdentifier(self)] = name
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private var windowState: String { viewIfLoaded?.window == nil ? "noWindow" : "inWindow" }

    override func loadView() {
        log.record(name, "loadView")
        if let customView { view = customView } else { super.loadView() }
    }
    override func viewDidLoad() { log.record(name, "viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.record(name, "viewWillAppear", detail: windowState) }
    override func viewDidAppear(_ animated: Bool) { log.record(name, "viewDidAppear", detail: windowState) }
    override func viewWillDisappear(_ animated: Bool) { log.record(name, "viewWillDisappear", detail: windowState) }
    override func viewDidDisappear(_ animated: Bool) { log.record(name, "viewDidDisappear", detail: windowState) }
    override func willMove(toParent parent: UIViewController?) {
        log.record(name, "willMoveToParent", detail: parent.map { Self.names[ObjectIdentifier($0)] ?? "?" } ?? "nil")
    }
    override func didMove(toParent parent: UIViewController?) {
        log.record(name, "didMoveToParent", detail: parent.map { Self.names[ObjectIdentifier($0)] ?? "?" } ?? "nil")
    }
}

/// The log without load and containment entries: appearance callbacks only.
@MainActor
fileprivate func appearance(_ log: EventLog) -> [String] {
    log.entries.filter { $0.method.hasPrefix("view") && $0.method != "viewDidLoad" }.map(\.description)
}

/// Embeds `child` in `parent` the way UIKit asks: addChild, add the view, didMove(toParent:).
@MainActor
fileprivate func embed(_ child: UIViewController, in parent: UIViewController) {
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
}

// MARK: - Loading

@Suite("View controller: loading the view")
@MainActor
struct ViewControllerLoadingTests {
    @Test("the view is loaded lazily: loadView then viewDidLoad, exactly once")
    func lazyLoading() {
        let log = EventLog()
        let vc = LifecycleViewController("VC", log: log)
        #expect(vc.isViewLoaded == false)
        #expect(vc.viewIfLoaded == nil)
        #expect(log.lines.isEmpty)
        let view = vc.view
        #expect(view != nil)
        #expect(log.lines == ["VC.loadView", "VC.viewDidLoad"])
        #expect(vc.isViewLoaded)
        #expect(vc.viewIfLoaded === view)
        #expect(vc.view === view)
        vc.loadViewIfNeeded()
        #expect(log.lines == ["VC.loadView", "VC.viewDidLoad"])
    }

    @Test("loadViewIfNeeded loads a view that is not loaded yet")
    func loadViewIfNeeded() {
        let log = EventLog()
        let vc = LifecycleViewController("VC", log: log)
        vc.loadViewIfNeeded()
        #expect(log.lines == ["VC.loadView", "VC.viewDidLoad"])
        #expect(vc.isViewLoaded)
    }

    @Test("a view installed by an overridden loadView is the controller's view")
    func customLoadView() {
        let log = EventLog()
        let vc = LifecycleViewController("VC", log: log)
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        vc.customView = custom
        #expect(vc.view === custom)
        #expect(custom.next === vc)
        #expect(log.lines == ["VC.loadView", "VC.viewDidLoad"])
    }

    @Test("the default loadView makes a plain view")
    func defaultLoadView() {
        let vc = UIViewController()
        #expect(type(of: vc.view!) == UIView.self)
        #expect(vc.view.next === vc)
    }

    @Test("setting the view directly skips loadView and viewDidLoad")
    func settingTheView() {
        let log = EventLog()
        let vc = LifecycleViewController("VC", log: log)
        let v = UIView()
        vc.view = v
        #expect(vc.isViewLoaded)
        #expect(vc.view === v)
        #expect(log.lines.isEmpty)
    }
}

// MARK: - Appearance

@Suite("View controller: appearance callbacks")
@MainActor
struct ViewControllerAppearanceTests {
    @Test("DIS-09 FR-03 root controller of a visible window: viewWillAppear before the view joins, viewDidAppear after")
    func rootOfVisibleWindow() {
        let log = EventLog()
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let vc = LifecycleViewController("VC", log: log)
        window.rootViewController = vc
        #expect(
            log.lines == [
                "VC.loadView", "VC.viewDidLoad", "VC.viewWillAppear[noWindow]", "VC.viewDidAppear[inWindow]",
            ])
    }

    @Test("DIS-09 a root controller set on a hidden window appears when the window is shown")
    func rootOfHiddenWindow() {
        let log = EventLog()
        let sim = TouchSimulator()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: sim.application)
        let vc = LifecycleViewController("VC", log: log)
        window.rootViewController = vc
        #expect(appearance(log).isEmpty)
        window.makeKeyAndVisible()
        #expect(appearance(log) == ["VC.viewWillAppear[noWindow]", "VC.viewDidAppear[inWindow]"])
        #expect(vc.view.window === window)
    }

    @Test("DIS-09 parents get each appearance callback before their children")
    func parentBeforeChild() {
        let log = EventLog()
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let parent = LifecycleViewController("P", log: log)
        let child = LifecycleViewController("C", log: log)
        embed(child, in: parent)
        log.clear()
        window.rootViewController = parent
        #expect(
            log.lines == [
                "P.viewWillAppear[noWindow]", "C.viewWillAppear[noWindow]",
                "P.viewDidAppear[inWindow]", "C.viewDidAppear[inWindow]",
            ])
    }

    @Test("removing the view from the window sends viewWillDisappear (still in) then viewDidDisappear (out)")
    func disappearOnRemoval() {
        let log = EventLog()
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let parent = LifecycleViewController("P", log: log)
        let child = LifecycleViewController("C", log: log)
        embed(child, in: parent)
        window.rootViewController = parent
        log.clear()
        parent.view.removeFromSuperview()
        #expect(
            log.lines == [
                "P.viewWillDisappear[inWindow]", "C.viewWillDisappear[inWindow]",
                "P.viewDidDisappear[noWindow]", "C.viewDidDisappear[noWindow]",
            ])
    }

    @Test("hiding the window sends the disappear callbacks; showing it again, the appear callbacks")
    func windowHiddenAndShown() {
        let log = EventLog()
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let parent = LifecycleViewController("P", log: log)
        let child = LifecycleViewController("C", log: log)
        embed(child, in: parent)
        window.rootViewController = parent
        log.clear()
        window.isHidden = true
        #expect(
            appearance(log) == [
                "P.viewWillDisappear[inWindow]", "C.viewWillDisappear[inWindow]",
                "P.viewDidDisappear[inWindow]", "C.viewDidDisappear[inWindow]",
            ])
        log.clear()
        window.isHidden = true  // no change, no callbacks
        #expect(log.lines.isEmpty)
        window.isHidden = false
        #expect(
            appearance(log) == [
                "P.viewWillAppear[inWindow]", "C.viewWillAppear[inWindow]",
                "P.viewDidAppear[inWindow]", "C.viewDidAppear[inWindow]",
            ])
    }

    @Test("adding a child's view to a visible parent makes the child appear; removing it, disappear")
    func childAddedWhileVisible() {
        let log = EventLog()
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let parent = LifecycleViewController("P", log: log)
        window.rootViewController = parent
        let child = LifecycleViewController("C", log: log)
        log.clear()
        embed(child, in: parent)
        #expect(
            log.lines == [
                "C.willMoveToParent[P]", "C.loadView", "C.viewDidLoad",
                "C.viewWillAppear[noWindow]", "C.viewDidAppear[inWindow]", "C.didMoveToParent[P]",
            ])
        log.clear()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(
            log.lines == [
                "C.willMoveToParent[nil]", "C.viewWillDisappear[inWindow]", "C.viewDidDisappear[noWindow]",
                "C.didMoveToParent[nil]",
            ])
    }

    @Test("replacing the root view controller: the old one disappears and the new one appears")
    func replacingRoot() {
        let log = EventLog()
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let first = LifecycleViewController("A", log: log)
        let second = LifecycleViewController("B", log: log)
        window.rootViewController = first
        log.clear()
        window.rootViewController = second
        #expect(log.calls(to: "A") == ["viewWillDisappear[inWindow]", "viewDidDisappear[noWindow]"])
        #expect(
            log.calls(to: "B") == ["loadView", "viewDidLoad", "viewWillAppear[noWindow]", "viewDidAppear[inWindow]"])
        #expect(first.view.superview == nil)
        #expect(second.view.superview === window)
    }

    @Test("reordering a controller's view among its siblings sends no appearance callbacks")
    func noCallbacksWithoutVisibilityChange() {
        let log = EventLog()
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let holder = UIView()
        window.addSubview(holder)
        let vc = LifecycleViewController("VC", log: log)
        vc.loadViewIfNeeded()
        window.addSubview(vc.view)
        log.clear()
        window.bringSubviewToFront(holder)
        #expect(log.lines.isEmpty)
    }

    @Test("a controller whose view joins a hidden window does not appear until the window is shown")
    func hiddenWindowNoAppearance() {
        let log = EventLog()
        let sim = TouchSimulator()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: sim.application)
        let vc = LifecycleViewController("VC", log: log)
        window.addSubview(vc.view)
        #expect(appearance(log).isEmpty)
        window.makeKeyAndVisible()
        #expect(appearance(log) == ["VC.viewWillAppear[inWindow]", "VC.viewDidAppear[inWindow]"])
    }
}

// MARK: - Containment

@Suite("View controller: containment")
@MainActor
struct ViewControllerContainmentTests {
    @Test("addChild calls willMove(toParent:) only, and records parent and children")
    func addChild() {
        let log = EventLog()
        let parent = LifecycleViewController("P", log: log)
        let a = LifecycleViewController("A", log: log)
        let b = LifecycleViewController("B", log: log)
        parent.addChild(a)
        parent.addChild(b)
        #expect(log.lines == ["A.willMoveToParent[P]", "B.willMoveToParent[P]"])
        #expect(parent.children.count == 2)
        #expect(parent.children.first === a && parent.children.last === b)
        #expect(a.parent === parent)
        #expect(b.parent === parent)
        // addChild does not load either view.
        #expect(a.isViewLoaded == false)
        #expect(parent.isViewLoaded == false)
    }

    @Test("adding a child twice to the same parent does nothing the second time")
    func addChildTwice() {
        let log = EventLog()
        let parent = LifecycleViewController("P", log: log)
        let a = LifecycleViewController("A", log: log)
        parent.addChild(a)
        parent.addChild(a)
        #expect(log.lines == ["A.willMoveToParent[P]"])
        #expect(parent.children.count == 1)
    }

    @Test("removeFromParent calls didMove(toParent: nil) only, and clears parent and children")
    func removeFromParent() {
        let log = EventLog()
        let parent = LifecycleViewController("P", log: log)
        let a = LifecycleViewController("A", log: log)
        parent.addChild(a)
        log.clear()
        a.removeFromParent()
        #expect(log.lines == ["A.didMoveToParent[nil]"])
        #expect(a.parent == nil)
        #expect(parent.children.isEmpty)
        // Without a parent, removeFromParent does nothing.
        a.removeFromParent()
        #expect(log.lines == ["A.didMoveToParent[nil]"])
    }

    @Test("adding a child that has another parent moves it to the new parent")
    func moveToAnotherParent() {
        let log = EventLog()
        let p1 = LifecycleViewController("P1", log: log)
        let p2 = LifecycleViewController("P2", log: log)
        let a = LifecycleViewController("A", log: log)
        p1.addChild(a)
        p2.addChild(a)
        #expect(p1.children.isEmpty)
        #expect(p2.children.count == 1 && p2.children.first === a)
        #expect(a.parent === p2)
        #expect(log.lines.last == "A.willMoveToParent[P2]")
    }
}
