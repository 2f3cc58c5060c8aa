import Foundation
import Testing
import Tactile
import TactileTesting

@MainActor
private final class CustomSubview: UIView {}

@MainActor
private final class NamedView: UIView {
    override var description: String { "NamedView(tag: \(tag))" }
}

/// Identity `Equatable`/`Hashable` and UIKit-style descriptions on the UIKit classes that are `NSObject`s in UIKit
/// (issue 16, deliverables 4 and 5).
@MainActor
@Suite("Identity equality, hashing and descriptions")
struct IdentityAndDescriptionTests {
    let sim = TouchSimulator()

    @Test("touch.view == customSubview (the guide's Listing 1-7) and [UITouch: CGPoint] work in a handler")
    func touchViewComparison() {
        final class Container: UIView {
            var onBegan: ((Set<UITouch>) -> Void)?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { onBegan?(touches) }
        }
        let window = sim.makeWindow()
        let container = Container(frame: window.bounds)
        let custom = CustomSubview(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let other = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        window.addSubview(container)
        container.addSubview(custom)
        container.addSubview(other)
        var starts: [UITouch: CGPoint] = [:]
        var hits: [String] = []
        container.onBegan = { touches in
            for touch in touches {
                starts[touch] = touch.location(in: nil)
                // The subviews forward their touches up the chain to the container.
                if touch.view == custom { hits.append("custom") } else if touch.view == other { hits.append("other") }
            }
        }
        sim.tap(at: CGPoint(x: 50, y: 50))
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 150, y: 50))
        #expect(hits == ["custom", "other"])
        #expect(starts.count == 2)
        #expect(starts.values.map(\.x).sorted() == [50, 150])
    }

    @Test("views, view controllers, windows and the application are Equatable and Hashable by identity")
    func responders() {
        let window = sim.makeWindow()
        let a = UIView(), b = UIView()
        let views: Set<UIView> = [a, b, a, window]
        #expect(views.count == 3)
        #expect(a == a && a != b)
        let vc = UIViewController()
        let responders: [UIResponder] = [a, vc, window, sim.application]
        #expect(responders.contains(vc))
        #expect(responders.firstIndex(of: sim.application) == 3)
        let optional: UIView? = a
        #expect(optional == a)
        var byView: [UIView: Int] = [:]
        byView[a] = 1
        byView[b] = 2
        #expect(byView[a] == 1 && byView[b] == 2)
    }

    @Test("recognizers: gestureRecognizer == edgePan, recognizers.contains(tap), Set<UIGestureRecognizer>")
    func recognizers() {
        let view = UIView()
        let tap = UITapGestureRecognizer()
        let edgePan = UIScreenEdgePanGestureRecognizer()
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(edgePan)
        let gestureRecognizer: UIGestureRecognizer = edgePan
        #expect(gestureRecognizer == edgePan)
        #expect(gestureRecognizer != tap)
        #expect(view.gestureRecognizers?.contains(tap) == true)
        #expect(Set(view.gestureRecognizers ?? []).count == 2)
    }

    @Test("events and presses hash by identity")
    func eventsAndPresses() {
        let window = sim.makeWindow()
        var events: Set<UIEvent> = []
        final class Probe: UIView {
            var onEvent: ((UIEvent?) -> Void)?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { onEvent?(event) }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { onEvent?(event) }
        }
        let probe = Probe(frame: window.bounds)
        window.addSubview(probe)
        probe.onEvent = { if let e = $0 { events.insert(e) } }
        sim.tap(at: CGPoint(x: 10, y: 10))
        #expect(events.count == 1)  // the application reuses one touches event, as UIKit does
    }

    @Test("descriptions in UIKit's style: view, window, recognizer, touch, event")
    func descriptions() {
        let window = sim.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50.5))
        view.tag = 7
        view.alpha = 0.5
        window.addSubview(view)
        #expect(view.description.hasPrefix("<UIView: 0x"))
        #expect(view.description.hasSuffix("; frame = (10 20; 100 50.5); alpha = 0.5; tag = 7>"))
        #expect("\(view)" == view.description)
        #expect(window.description.contains("frame = (0 0; 320 480)"))

        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(tap)
        #expect(tap.description.hasPrefix("<UITapGestureRecognizer: 0x"))
        #expect(tap.description.contains("; state = Possible; view = <UIView: 0x"))
        #expect(view.description.contains("gestureRecognizers = (<UITapGestureRecognizer: 0x"))

        var touchText = "", eventText = ""
        final class Probe: UIView {
            var onBegan: ((Set<UITouch>, UIEvent?) -> Void)?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { onBegan?(touches, event) }
        }
        let probe = Probe(frame: CGRect(x: 200, y: 200, width: 100, height: 100))
        window.addSubview(probe)
        probe.onBegan = { touches, event in
            touchText = touches.first?.description ?? ""
            eventText = event?.description ?? ""
        }
        sim.touchDown(at: CGPoint(x: 250, y: 260))
        #expect(touchText.hasPrefix("<UITouch: 0x"))
        #expect(touchText.contains("> phase: Began tap count: 1 force: 0.000 window: <UIWindow: 0x"))
        #expect(touchText.contains(" view: <Probe: 0x"))
        #expect(touchText.contains(" location in window: {250, 260} previous location in window: {250, 260}"))
        #expect(touchText.hasSuffix(" location in view: {50, 60} previous location in view: {50, 60}"))
        #expect(eventText.hasPrefix("<UIEvent: 0x"))
        #expect(eventText.contains("> type: Touches timestamp: "))
        #expect(eventText.contains(" touches: {(\n    <UITouch: 0x"))
        #expect(UIViewController().description.hasPrefix("<UIViewController: 0x"))
    }

    @Test("recognizer descriptions list their targets, enabled state and name")
    func recognizerTargets() {
        let vc = UIViewController()
        let tap = UITapGestureRecognizer(target: vc, action: Selector("handleTap:"))
        tap.isEnabled = false
        tap.name = "photo tap"
        tap.addAction { _ in }
        let text = tap.description
        #expect(text.contains("; state = Possible; enabled = NO; name = photo tap; view = (null); target= <"))
        #expect(text.contains("(action=handleTap:, target=<UIViewController: 0x"))
        #expect(text.hasSuffix(", (action=<closure>)>>"))
        #expect(tap.debugDescription == text)
    }

    @Test("UIAction, UIPasteboard and UIKeyCommand compare by identity; UIAction describes itself")
    func otherObjects() {
        let a = UIAction(title: "Share", identifier: UIAction.Identifier("share")) { _ in }
        let b = UIAction(title: "Share") { _ in }
        #expect(a == a && a != b && Set([a, b, a]).count == 2)
        #expect(a.description.hasSuffix("; title = Share; identifier = share>"))
        let p = UIPasteboard()
        #expect(p == p && p != UIPasteboard.general)
    }

    @Test("printed off the main actor, a view shows its type name instead of reading main-actor state")
    func offMainActor() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        // Main-actor classes are Sendable; their description conformance is main-actor, so off the main actor only
        // the dynamic path (`Any`, as `print` takes) exists, and it finds no conformance there.
        let text = await Task.detached { String(describing: view as Any) }.value
        #expect(text == "Tactile.UIView")
        #expect(String(describing: view).hasPrefix("<UIView: 0x"))
    }

    @Test("press and presses-event descriptions name the phase and the key")
    func pressDescriptions() {
        final class KeyView: UIView {
            var texts: [String] = []
            override var canBecomeFirstResponder: Bool { true }
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                texts.append(presses.first?.description ?? "")
                texts.append(event?.description ?? "")
            }
        }
        let window = sim.makeWindow()
        let view = KeyView(frame: window.bounds)
        window.addSubview(view)
        #expect(view.becomeFirstResponder())
        sim.application.enqueue(.key(RawKeyEvent(
            timestamp: sim.now, keyCode: .keyboardA, isDown: true, characters: "a", modifierFlags: .shift)))
        sim.scheduler.runDueActions()
        #expect(view.texts.count == 2)
        #expect(view.texts.first?.hasPrefix("<UIPress: 0x") == true)
        #expect(view.texts.first?.hasSuffix("> phase: Began key: \"a\" modifierFlags: \(UIKeyModifierFlags.shift.rawValue)") == true)
        #expect(view.texts.last?.hasPrefix("<UIPressesEvent: 0x") == true)
        #expect(view.texts.last?.contains("> type: Presses timestamp: ") == true)
        #expect(view.texts.last?.contains("presses: {(\n    <UIPress: 0x") == true)
    }

    @Test("a subclass may override description, and print uses it")
    func overriddenDescription() {
        let v = NamedView()
        v.tag = 3
        #expect("\(v)" == "NamedView(tag: 3)")
        #expect(String(describing: [v as UIView]) == "[NamedView(tag: 3)]")
    }
}
