import Foundation
import Tactile
import TactileTesting
import Testing

@testable import PortingCorpus

/// Key commands and edit actions: the controller becomes first responder when it appears; its key commands move
/// the selection, add and delete notes; `canPerformAction(_:withSender:)` gates copy and paste, which the
/// overridden `copy(_:)`/`paste(_:)` carry out.
@MainActor
@Suite("Corpus: NoteListViewController")
struct NoteListViewControllerTests {
    let controller = NoteListViewController()
    let stage: CorpusStage
    let pasteboard = UIPasteboard()

    init() {
        controller.pasteboard = pasteboard
        stage = CorpusStage(showing: controller)
    }

    func send(_ action: Selector) -> Bool {
        stage.sim.application.sendAction(action, to: nil, from: nil, for: nil)
    }

    @Test("it is first responder once on screen, and offers four key commands")
    func firstResponder() {
        stage.makeCurrent()
        #expect(controller.isFirstResponder)
        #expect(controller.keyCommands?.count == 4)
    }

    @Test("the arrow keys move the selection and stop at the ends")
    func arrows() {
        stage.makeCurrent()
        stage.sim.press(key: UIKeyCommand.inputDownArrow)
        #expect(controller.selectedIndex == 1)
        stage.sim.press(key: UIKeyCommand.inputDownArrow)
        stage.sim.press(key: UIKeyCommand.inputDownArrow)
        #expect(controller.selectedIndex == 2)
        stage.sim.press(key: UIKeyCommand.inputUpArrow)
        #expect(controller.selectedIndex == 1)
    }

    @Test("command-N adds a note and selects it; command-delete deletes the selected note")
    func addAndDelete() {
        stage.makeCurrent()
        stage.sim.press(key: "n", modifiers: .command)
        #expect(controller.notes == ["Groceries", "Call Anna", "Book flights", "New note"])
        #expect(controller.selectedIndex == 3)
        stage.sim.press(key: "\u{8}", modifiers: .command)
        #expect(controller.notes == ["Groceries", "Call Anna", "Book flights"])
        #expect(controller.selectedIndex == 2)
        stage.sim.press(key: "n")
        #expect(controller.notes.count == 3, "without the command key, N is not the shortcut")
    }

    @Test("copy puts the selected note on the pasteboard; paste is offered only then, and inserts it")
    func copyAndPaste() {
        stage.makeCurrent()
        #expect(!controller.canPerformAction(UIResponderStandardEditActions.paste, withSender: nil))
        #expect(controller.canPerformAction(UIResponderStandardEditActions.copy, withSender: nil))
        #expect(!controller.canPerformAction(UIResponderStandardEditActions.cut, withSender: nil))
        stage.sim.press(key: UIKeyCommand.inputDownArrow)
        #expect(send(UIResponderStandardEditActions.copy))
        #expect(pasteboard.string == "Call Anna")
        #expect(controller.canPerformAction(UIResponderStandardEditActions.paste, withSender: nil))
        #expect(send(UIResponderStandardEditActions.paste))
        #expect(controller.notes == ["Groceries", "Call Anna", "Call Anna", "Book flights"])
        #expect(controller.selectedIndex == 2)
    }
}
