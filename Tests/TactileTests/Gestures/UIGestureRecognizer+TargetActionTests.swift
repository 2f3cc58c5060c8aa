import Foundation
import Testing
import Tactile
import TactileTesting

/// A view controller written as UIKit code is, with `#selector(…)` rewritten as method references: action methods
/// of every shape UIKit accepts for recognizers, a method overloaded only by its labels, and one overloaded by
/// shape.
@MainActor
private class ShapesViewController: UIViewController {
    var calls: [String] = []

    func handleTap() { calls.append("tap()") }
    func handleTap(_ sender: UITapGestureRecognizer) { calls.append("tap(sender) \(sender.state)") }
    func handleAnyRecognizer(_ sender: UIGestureRecognizer) { calls.append("any(\(type(of: sender)))") }
    func handleAny(_ sender: Any) { calls.append("Any(\(type(of: sender)))") }
    func handleOptional(_ sender: UIGestureRecognizer?) { calls.append("optional(\(sender != nil))") }
    func handleWrongType(_ sender: UIPanGestureRecognizer) { calls.append("wrong type") }
    func handle(_ tap: UITapGestureRecognizer) { calls.append("handle(_:)") }
    func handle(double tap: UITapGestureRecognizer) { calls.append("handle(double:)") }
    func onlyNoArgument() { calls.append("onlyNoArgument()") }
    @discardableResult func returnsValue(_ sender: UITapGestureRecognizer) -> Bool {
        calls.append("returnsValue")
        return true
    }
}

/// A subclass of the target class, whose own methods and inherited ones are both used as actions.
@MainActor
private final class ShapesSubclass: ShapesViewController {
    func subclassOnly() { calls.append("subclassOnly()") }
    override func onlyNoArgument() { calls.append("overridden onlyNoArgument()") }
}

/// Target-action with every UIKit action shape (issue 16, deliverable 3; GR-04).
@MainActor
@Suite("Gesture recognizer target-action shapes")
struct GestureTargetActionShapeTests {
    let sim = TouchSimulator()
    let view: UIView

    init() {
        view = SingleViewScene(simulator: sim).view
    }

    func tapOnce() {
        sim.tap(at: CGPoint(x: 100, y: 100))
        sim.advance(by: 1)
    }

    /// Attaches each recognizer to a view of its own (recognizers on one view exclude each other) and taps each.
    func tapEach(_ recognizers: [UIGestureRecognizer]) {
        for (i, r) in recognizers.enumerated() {
            let v = UIView(frame: CGRect(x: 0, y: CGFloat(i) * 40, width: 320, height: 40))
            view.addSubview(v)
            v.addGestureRecognizer(r)
            sim.tap(at: CGPoint(x: 100, y: CGFloat(i) * 40 + 20))
            sim.advance(by: 1)
        }
    }

    @Test("init(target:action:) with a method taking nothing, the recognizer, a superclass, Any and an optional")
    func everyShapeThroughInit() {
        let vc = ShapesViewController()
        let recognizers: [UIGestureRecognizer] = [
            // Overloaded by shape: as with `#selector(handleTap as () -> Void)`, the shape is named.
            UITapGestureRecognizer(
                target: vc, action: ShapesViewController.handleTap as (ShapesViewController) -> @MainActor () -> Void),
            UITapGestureRecognizer(target: vc, action: ShapesViewController.handleTap(_:)),
            UITapGestureRecognizer(target: vc, action: ShapesViewController.handleAnyRecognizer),
            UITapGestureRecognizer(target: vc, action: ShapesViewController.handleAny),
            UITapGestureRecognizer(target: vc, action: ShapesViewController.handleOptional),
            UITapGestureRecognizer(target: vc, action: ShapesViewController.onlyNoArgument),
            UITapGestureRecognizer(target: vc, action: ShapesViewController.handle(_:)),
            UITapGestureRecognizer(target: vc, action: ShapesViewController.handle(double:)),
        ]
        tapEach(recognizers)
        #expect(vc.calls == [
            "tap()", "tap(sender) ended", "any(UITapGestureRecognizer)", "Any(UITapGestureRecognizer)",
            "optional(true)", "onlyNoArgument()", "handle(_:)", "handle(double:)",
        ])
    }

    @Test("addTarget(_:action:) with each shape; a sender type the recognizer is not is never called")
    func everyShapeThroughAddTarget() {
        let vc = ShapesViewController()
        let tap = UITapGestureRecognizer()
        tap.addTarget(vc, action: ShapesViewController.onlyNoArgument)
        tap.addTarget(vc, action: ShapesViewController.handleTap(_:))
        tap.addTarget(vc, action: ShapesViewController.handleWrongType)
        view.addGestureRecognizer(tap)
        tapOnce()
        #expect(vc.calls == ["onlyNoArgument()", "tap(sender) ended"])
        #expect(tap.actionCount == 3)
    }

    @Test("a subclass of the target class: its own methods, inherited ones, and overrides dispatch dynamically")
    func subclassTarget() {
        let sub = ShapesSubclass()
        let tap = UITapGestureRecognizer(target: sub, action: ShapesSubclass.subclassOnly)
        tap.addTarget(sub, action: ShapesViewController.onlyNoArgument)  // the base's method: the override runs
        tap.addTarget(sub, action: ShapesSubclass.handleTap(_:))
        view.addGestureRecognizer(tap)
        tapOnce()
        #expect(sub.calls == ["subclassOnly()", "overridden onlyNoArgument()", "tap(sender) ended"])
    }

    @Test("removeTarget(_:action:) removes a typed action by its method's signature; nil removes every target's")
    func removeTyped() {
        let vc = ShapesViewController()
        let other = ShapesViewController()
        let tap = UITapGestureRecognizer(target: vc, action: ShapesViewController.onlyNoArgument)
        tap.addTarget(vc, action: ShapesViewController.handleTap(_:))
        tap.addTarget(other, action: ShapesViewController.handleTap(_:))
        view.addGestureRecognizer(tap)
        tap.removeTarget(vc, action: ShapesViewController.onlyNoArgument)
        tapOnce()
        #expect(vc.calls == ["tap(sender) ended"])
        #expect(other.calls == ["tap(sender) ended"])
        tap.removeTarget(nil, action: ShapesViewController.handleTap(_:))
        #expect(tap.actionCount == 0)
        tapOnce()
        #expect(vc.calls.count == 1 && other.calls.count == 1)
    }

    @Test("removeTarget(_:action: nil) removes every typed action of the target, as UIKit's does")
    func removeAllOfTarget() {
        let vc = ShapesViewController()
        let tap = UITapGestureRecognizer(target: vc, action: ShapesViewController.onlyNoArgument)
        tap.addTarget(vc, action: ShapesViewController.handleTap(_:))
        let closure = tap.addAction { _ in }
        tap.removeTarget(vc, action: nil)
        #expect(tap.actionCount == 1)
        tap.removeAction(closure)
        #expect(tap.actionCount == 0)
    }

    @Test("a method returning a value can be an action when its result is discarded into Void by a closure")
    func closureAdapter() {
        let vc = ShapesViewController()
        let tap = UITapGestureRecognizer(target: vc) { vc in { r in vc.returnsValue(r) } }
        view.addGestureRecognizer(tap)
        tapOnce()
        #expect(vc.calls == ["returnsValue"])
    }

    @Test("the target is held weakly: a released target is never called and does not keep the action alive")
    func weakTarget() {
        var vc: ShapesViewController? = ShapesViewController()
        weak let weakVC = vc
        let tap = UITapGestureRecognizer(target: vc!, action: ShapesViewController.onlyNoArgument)
        view.addGestureRecognizer(tap)
        vc = nil
        #expect(weakVC == nil)
        tapOnce()  // nothing to call; must not crash
        #expect(tap.state == .possible)
    }

    @Test("adding the same selector-style pair twice keeps one, as UIKit does")
    func duplicateSelectorPair() {
        let vc = ShapesViewController()
        var count = 0
        vc.setActionHandler(for: Selector("handleTap:")) { _, _ in count += 1 }
        let tap = UITapGestureRecognizer(target: vc, action: Selector("handleTap:"))
        tap.addTarget(vc, action: Selector("handleTap:"))
        #expect(tap.actionCount == 1)
        view.addGestureRecognizer(tap)
        tapOnce()
        #expect(count == 1)
    }
}
