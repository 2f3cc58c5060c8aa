import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// Mouse and trackpad buttons (iOS 13.4): `DigitizerContact.buttonMask` reaches `UIEvent.buttonMask` and
/// `UIGestureRecognizer.buttonMask`, a tap needs its `buttonMaskRequired`, and a secondary click opens a context
/// menu at once; held modifier keys reach `UIEvent.modifierFlags` of touches.
@MainActor
@Suite("Pointer buttons and modifier keys")
struct PointerButtonTests {
    /// Records the event's button mask and modifier flags at each touchesBegan.
    final class MaskView: UIView {
        var masks: [UIEvent.ButtonMask] = []
        var modifiers: [UIKeyModifierFlags] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            masks.append(event?.buttonMask ?? [.button(9)])
            modifiers.append(event?.modifierFlags ?? [.numericPad])
        }
    }

    let sim = TouchSimulator()
    let p = CGPoint(x: 100, y: 100)

    func maskView() -> MaskView {
        let window = sim.makeWindow()
        let view = MaskView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(view)
        return view
    }

    func taps(_ r: UITapGestureRecognizer) -> () -> Int {
        final class Count { var n = 0 }
        let count = Count()
        r.addAction { if $0.state == .ended { count.n += 1 } }
        return { count.n }
    }

    @Test("button masks: UIKit's raw values, button(n) counts from 1, defaults by contact type")
    func values() {
        #expect(UIEvent.ButtonMask.primary.rawValue == 1)
        #expect(UIEvent.ButtonMask.secondary.rawValue == 2)
        #expect(UIEvent.ButtonMask.button(1) == .primary)
        #expect(UIEvent.ButtonMask.button(2) == .secondary)
        #expect(UIEvent.ButtonMask.button(3).rawValue == 4)
        #expect(UIEvent.ButtonMask.button(0) == [])
        #expect(DigitizerContact(id: 1, location: .zero, type: .indirectPointer).buttonMask == .primary)
        #expect(DigitizerContact(id: 1, location: .zero).buttonMask == [])
        #expect(DigitizerContact(id: 1, location: .zero, type: .pencil).buttonMask == [])
        #expect(DigitizerContact(id: 1, location: .zero, type: .indirectPointer, buttonMask: .secondary).buttonMask
            == .secondary)
        #expect(UIEvent.EventType.scroll.rawValue == 10)
        #expect(UIEvent.EventType.transform.rawValue == 14)
    }

    @Test("a secondary click does not fire a default tap, but fires one that requires the secondary button")
    func secondaryClickTaps() {
        let view = maskView()
        let primaryTap = UITapGestureRecognizer(), secondaryTap = UITapGestureRecognizer()
        secondaryTap.buttonMaskRequired = .secondary
        #expect(primaryTap.buttonMaskRequired == .primary)
        view.addGestureRecognizer(primaryTap)
        view.addGestureRecognizer(secondaryTap)
        let primaryTaps = taps(primaryTap), secondaryTaps = taps(secondaryTap)
        sim.click(at: p, buttonMask: .secondary)
        sim.advance(by: 1)
        #expect(primaryTaps() == 0)
        #expect(secondaryTaps() == 1)
        sim.click(at: p)
        sim.advance(by: 1)
        #expect(primaryTaps() == 1)
        #expect(secondaryTaps() == 1)
    }

    @Test("a finger tap is not concerned by buttonMaskRequired: fingers have no buttons")
    func fingerTaps() {
        let view = maskView()
        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(tap)
        let count = taps(tap)
        sim.tap(at: p)
        #expect(count() == 1)
        #expect(view.masks == [[]])
    }

    @Test("UIEvent.buttonMask reads the buttons the pointer contact carried")
    func eventButtonMask() {
        let view = maskView()
        sim.click(at: p, buttonMask: [.primary, .secondary])
        sim.click(at: p, buttonMask: .button(3))
        sim.click(at: p)
        #expect(view.masks == [[.primary, .secondary], .button(3), .primary])
    }

    @Test("UIGestureRecognizer.buttonMask is the buttons of the pointer dragging it")
    func recognizerButtonMask() {
        let view = maskView()
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        var seen: [UIEvent.ButtonMask] = []
        pan.addAction { seen.append($0.buttonMask) }
        let pointer = sim.pointerDown(at: p, buttonMask: .secondary)
        sim.move(pointer, to: CGPoint(x: 150, y: 100))
        sim.lift(pointer)
        #expect(seen == [.secondary, .secondary])
        let finger = sim.touchDown(at: p)
        sim.move(finger, to: CGPoint(x: 150, y: 100))
        sim.lift(finger)
        #expect(seen == [.secondary, .secondary, [], []])
    }

    @Test("held modifier keys reach UIEvent.modifierFlags of touches and UIGestureRecognizer.modifierFlags")
    func modifierKeys() {
        let view = maskView()
        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(tap)
        var seen: [UIKeyModifierFlags] = []
        tap.addAction { seen.append($0.modifierFlags) }
        let shift = UIKeyboardHIDUsage(rawValue: 0xE1), command = UIKeyboardHIDUsage(rawValue: 0xE3)
        func key(_ usage: UIKeyboardHIDUsage, down: Bool) {
            sim.application.enqueue(.key(RawKeyEvent(timestamp: sim.now, keyCode: usage, isDown: down)))
            sim.advance(by: 0.01)
        }
        key(shift, down: true)
        sim.click(at: p)
        key(command, down: true)
        sim.advance(by: 1)
        sim.click(at: p)
        key(shift, down: false)
        key(command, down: false)
        sim.advance(by: 1)
        sim.click(at: p)
        #expect(view.modifiers == [.shift, [.shift, .command], []])
        #expect(seen == [.shift, [.shift, .command], []])
    }

    @Test("a secondary click opens a context menu at once; a primary click does not")
    func secondaryClickOpensContextMenu() {
        let view = maskView()
        let delegate = RecordingContextMenuDelegate()
        delegate.makeConfiguration = { _ in
            UIContextMenuConfiguration(identifier: NSString(string: "menu"), previewProvider: nil) { _ in
                UIMenu(title: "Menu", children: [UIAction(title: "Copy") { _ in }])
            }
        }
        let interaction = UIContextMenuInteraction(delegate: delegate)
        view.addInteraction(interaction)
        sim.click(at: p, duration: 0.05)
        sim.advance(by: 1)
        #expect(interaction.presentedMenu == nil)
        let pointer = sim.pointerDown(at: p, buttonMask: .secondary)
        #expect(interaction.presentedMenu?.title == "Menu")
        #expect(delegate.locations == [p])
        sim.lift(pointer)
    }
}
