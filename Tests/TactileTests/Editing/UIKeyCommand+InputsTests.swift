import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// `UIKeyCommand.input…` constants: UIKit's values, and a command built with one fires for the key that reports
/// that name.
@MainActor
@Suite("UIKeyCommand input constants")
struct KeyCommandInputTests {
    final class ArrowResponder: UIView {
        var moves: [String] = []
        override var canBecomeFirstResponder: Bool { true }
        override var keyCommands: [UIKeyCommand]? {
            [
                UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: [], action: ArrowResponder.up),
                UIKeyCommand(input: UIKeyCommand.inputDownArrow, modifierFlags: .shift, action: ArrowResponder.down),
            ]
        }
        func up() { moves.append("up") }
        func down() { moves.append("down") }
    }

    @Test("the constants have UIKit's values")
    func values() {
        #expect(UIKeyCommand.inputUpArrow == "UIKeyInputUpArrow")
        #expect(UIKeyCommand.inputDownArrow == "UIKeyInputDownArrow")
        #expect(UIKeyCommand.inputLeftArrow == "UIKeyInputLeftArrow")
        #expect(UIKeyCommand.inputRightArrow == "UIKeyInputRightArrow")
        #expect(UIKeyCommand.inputEscape == "UIKeyInputEscape")
        #expect(UIKeyCommand.inputPageUp == "UIKeyInputPageUp")
        #expect(UIKeyCommand.inputPageDown == "UIKeyInputPageDown")
        #expect(UIKeyCommand.inputHome == "UIKeyInputHome")
        #expect(UIKeyCommand.inputEnd == "UIKeyInputEnd")
        #expect(UIKeyCommand.inputDelete == "UIKeyInputDelete")
        #expect(UIKeyCommand.inputF1 == "UIKeyInputF1")
        #expect(UIKeyCommand.inputF12 == "UIKeyInputF12")
    }

    @Test("an arrow key's press fires the command made with its input name, with the exact modifiers")
    func arrowCommandFires() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let responder = ArrowResponder(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(responder)
        #expect(responder.becomeFirstResponder())
        func press(_ name: String, _ usage: UIKeyboardHIDUsage, _ modifiers: UIKeyModifierFlags = []) {
            for isDown in [true, false] {
                sim.application.enqueue(
                    .key(
                        RawKeyEvent(
                            timestamp: sim.now, keyCode: usage, isDown: isDown, characters: name,
                            modifierFlags: modifiers)))
            }
            sim.scheduler.runDueActions()
        }
        press(UIKeyCommand.inputUpArrow, .keyboardUpArrow)
        press(UIKeyCommand.inputDownArrow, .keyboardDownArrow)
        press(UIKeyCommand.inputDownArrow, .keyboardDownArrow, .shift)
        #expect(responder.moves == ["up", "down"])
    }
}
