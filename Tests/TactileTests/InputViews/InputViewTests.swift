import Foundation
import Tactile
import TactileTesting
import Testing

/// A view that can become first responder and offers input views, as a custom editor does in UIKit.
@MainActor
private final class EditorView: UIView {
    var customInputView: UIView?
    var customAccessoryView: UIView?
    override var canBecomeFirstResponder: Bool { true }
    override var inputView: UIView? { customInputView }
    override var inputAccessoryView: UIView? { customAccessoryView }
}

/// Input views (EDT-04): `inputView` and `inputAccessoryView` replace the keyboard in a window of their own at the
/// bottom of the screen, with UIKit's keyboard notifications. Each test listens to the notifications only while its
/// body runs, since tests of other suites may post them between a suite's initializer and its test.
@MainActor
@Suite("Input views and the keyboard notifications (EDT-04)")
struct InputViewTests {
    let sim = TouchSimulator()
    let window: UIWindow

    init() {
        window = sim.makeWindow()
        window.screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    /// Lets the turn end (the views change then), without reaching the animation's end.
    func endTurn() { sim.scheduler.advance(by: 0) }

    @Test("EDT-04: both are nil by default; text fields and text views make them settable")
    func defaults() {
        #expect(UIResponder().inputView == nil)
        #expect(UIResponder().inputAccessoryView == nil)
        #expect(UIView().inputView == nil)
        let field = UITextField()
        #expect(field.inputView == nil && field.inputAccessoryView == nil)
        let picker = UIView()
        let bar = UIView()
        field.inputView = picker
        field.inputAccessoryView = bar
        #expect(field.inputView === picker && field.inputAccessoryView === bar)
        let textView = UITextView()
        textView.inputView = picker
        #expect(textView.inputView === picker)
    }

    @Test("EDT-04: a first responder's input view is shown in its own window above normal ones, at the bottom, full width")
    func inputViewIsShownInItsOwnWindow() {
        let log = KeyboardNotificationLog()
        defer { log.stop() }
        let field = UITextField(frame: CGRect(x: 10, y: 40, width: 200, height: 30))
        let picker = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        field.inputView = picker
        window.addSubview(field)
        #expect(field.becomeFirstResponder())
        #expect(picker.window == nil)  // shown at the end of the turn
        endTurn()
        let inputWindow = picker.window
        #expect(inputWindow != nil && inputWindow !== window)
        #expect((inputWindow?.windowLevel ?? .normal) > UIWindow.Level.normal)
        #expect((inputWindow?.windowLevel ?? .alert) < UIWindow.Level.statusBar)
        #expect(inputWindow?.frame == CGRect(x: 0, y: 280, width: 320, height: 200))
        #expect(picker.frame == CGRect(x: 0, y: 0, width: 320, height: 200))
        #expect(sim.application.windows.last === inputWindow)
        #expect(sim.application.keyWindow === window)
        #expect(inputWindow?.isKeyWindow == false)
    }

    @Test("EDT-04: touches on the input view reach it: a button in it sends its action")
    func inputViewReceivesTouches() {
        let log = KeyboardNotificationLog()
        defer { log.stop() }
        let field = UITextField(frame: CGRect(x: 10, y: 40, width: 200, height: 30))
        let keypad = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        let key = UIButton(frame: CGRect(x: 20, y: 20, width: 60, height: 40))
        keypad.addSubview(key)
        var presses = 0
        key.addAction(for: .touchUpInside) { _, _ in presses += 1 }
        field.inputView = keypad
        window.addSubview(field)
        field.becomeFirstResponder()
        endTurn()

        sim.tap(at: CGPoint(x: 30, y: 20), in: key)
        #expect(presses == 1)
        #expect(field.isFirstResponder)  // the key window keeps its first responder
        sim.tap(at: CGPoint(x: 50, y: 200))  // above the keypad: the app's window
        #expect(presses == 1)
    }

    @Test("EDT-04: showing posts will-change-frame and will-show at once, did-change-frame and did-show after 0.25 s")
    func showNotifications() throws {
        let log = KeyboardNotificationLog()
        defer { log.stop() }
        let editor = EditorView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        editor.customInputView = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 180))
        window.addSubview(editor)
        editor.becomeFirstResponder()
        endTurn()
        #expect(log.names == ["WillChangeFrame", "WillShow"])
        sim.scheduler.advance(by: 0.2)
        #expect(log.names == ["WillChangeFrame", "WillShow"])
        sim.scheduler.advance(by: 0.05)
        #expect(log.names == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])

        let show = try #require(log.entries.first { $0.name == "WillShow" })
        #expect(show.begin == CGRect(x: 0, y: 480, width: 320, height: 180))
        #expect(show.end == CGRect(x: 0, y: 300, width: 320, height: 180))
        #expect(show.duration == 0.25)
        #expect(show.durationNumber == 0.25)
        #expect(show.curve.flatMap(UIView.AnimationCurve.init(rawValue:)) == .easeInOut)
        #expect(show.isLocal == true)
    }

    @Test("EDT-04: resigning hides the views and posts will-hide, then did-hide, with the frame sliding off screen")
    func resigningHides() throws {
        let log = KeyboardNotificationLog()
        defer { log.stop() }
        let editor = EditorView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let picker = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        editor.customInputView = picker
        window.addSubview(editor)
        editor.becomeFirstResponder()
        sim.advance(by: 1)
        let inputWindow = try #require(picker.window)
        log.clear()

        editor.resignFirstResponder()
        endTurn()
        #expect(picker.window == nil)
        #expect(inputWindow.isHidden)
        #expect(!sim.application.windows.contains { $0 === inputWindow })
        #expect(log.names == ["WillChangeFrame", "WillHide"])
        sim.advance(by: 0.25)
        #expect(log.names == ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"])
        let hide = try #require(log.entries.first { $0.name == "WillHide" })
        #expect(hide.begin == CGRect(x: 0, y: 264, width: 320, height: 216))
        #expect(hide.end == CGRect(x: 0, y: 480, width: 320, height: 216))
    }

    @Test("EDT-04: the accessory view sits above the input view; the notified frame covers both")
    func accessoryAboveInputView() throws {
        let log = KeyboardNotificationLog()
        defer { log.stop() }
        let field = UITextField(frame: CGRect(x: 10, y: 40, width: 200, height: 30))
        let picker = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        let toolbar = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        field.inputView = picker
        field.inputAccessoryView = toolbar
        window.addSubview(field)
        field.becomeFirstResponder()
        endTurn()
        #expect(toolbar.window === picker.window)
        #expect(toolbar.window?.frame == CGRect(x: 0, y: 220, width: 320, height: 260))
        #expect(toolbar.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(picker.frame == CGRect(x: 0, y: 44, width: 320, height: 216))
        #expect(log.entries.first?.end == CGRect(x: 0, y: 220, width: 320, height: 260))
    }

    @Test("EDT-04: a text field without input views shows nothing and posts nothing: Linux types with a hardware keyboard")
    func textFieldWithoutInputViews() {
        let log = KeyboardNotificationLog()
        defer { log.stop() }
        let field = UITextField(frame: CGRect(x: 10, y: 40, width: 200, height: 30))
        window.addSubview(field)
        sim.tap(at: CGPoint(x: 20, y: 10), in: field)
        #expect(field.isFirstResponder)
        sim.advance(by: 1)
        #expect(sim.application.windows.count == 1)
        #expect(log.entries.isEmpty)
    }

    @Test("EDT-04: an accessory view alone is docked at the bottom, as iOS shows it with a hardware keyboard")
    func accessoryAlone() {
        let log = KeyboardNotificationLog()
        defer { log.stop() }
        let editor = EditorView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let bar = UIView()  // no height: a toolbar's 44 points
        editor.customAccessoryView = bar
        window.addSubview(editor)
        editor.becomeFirstResponder()
        endTurn()
        #expect(bar.window?.frame == CGRect(x: 0, y: 436, width: 320, height: 44))
        #expect(log.names == ["WillChangeFrame", "WillShow"])
    }

    @Test("EDT-04: moving first responder between two fields with input views replaces the view without hiding")
    func movingBetweenFields() throws {
        let log = KeyboardNotificationLog()
        defer { log.stop() }
        let first = UITextField(frame: CGRect(x: 10, y: 40, width: 200, height: 30))
        let second = UITextField(frame: CGRect(x: 10, y: 80, width: 200, height: 30))
        let small = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let large = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 250))
        first.inputView = small
        second.inputView = large
        window.addSubview(first)
        window.addSubview(second)
        first.becomeFirstResponder()
        sim.advance(by: 1)
        log.clear()

        second.becomeFirstResponder()
        endTurn()
        #expect(small.window == nil)
        #expect(large.window != nil)
        #expect(log.names == ["WillChangeFrame", "WillShow"])
        #expect(log.entries.last?.begin == CGRect(x: 0, y: 380, width: 320, height: 100))
        #expect(log.entries.last?.end == CGRect(x: 0, y: 230, width: 320, height: 250))
    }

    @Test("EDT-04: a change that begins before the last one's animation ended posts the pending did-notifications first")
    func pendingDidNotificationsComeFirst() {
        let log = KeyboardNotificationLog()
        defer { log.stop() }
        let editor = EditorView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        editor.customInputView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        window.addSubview(editor)
        editor.becomeFirstResponder()
        endTurn()
        editor.resignFirstResponder()
        endTurn()
        sim.advance(by: 1)
        #expect(log.names == [
            "WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow",
            "WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide",
        ])
    }

    @Test("EDT-04: reloadInputViews shows the first responder's new input view, and does nothing for other responders")
    func reloadInputViews() {
        let log = KeyboardNotificationLog()
        defer { log.stop() }
        let editor = EditorView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let other = EditorView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        window.addSubview(editor)
        window.addSubview(other)
        editor.becomeFirstResponder()
        sim.advance(by: 1)
        #expect(log.entries.isEmpty)

        let keypad = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 150))
        editor.customInputView = keypad
        sim.advance(by: 1)
        #expect(keypad.window == nil)  // not read again until reloaded
        other.customInputView = UIView()
        other.reloadInputViews()
        sim.advance(by: 1)
        #expect(keypad.window == nil && log.entries.isEmpty)
        editor.reloadInputViews()
        sim.advance(by: 1)
        #expect(keypad.window?.frame == CGRect(x: 0, y: 330, width: 320, height: 150))
        #expect(log.names == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
    }

    @Test("EDT-04: the input views' window never becomes key, even when the key window hides")
    func inputWindowNeverBecomesKey() throws {
        let log = KeyboardNotificationLog()
        defer { log.stop() }
        let editor = EditorView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let picker = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        editor.customInputView = picker
        window.addSubview(editor)
        editor.becomeFirstResponder()
        endTurn()
        let inputWindow = try #require(picker.window)
        inputWindow.makeKey()
        #expect(sim.application.keyWindow === window)
        window.isHidden = true
        #expect(sim.application.keyWindow == nil)
        sim.advance(by: 1)
        #expect(inputWindow.isHidden)  // no key window: no first responder to show views for
    }
}
