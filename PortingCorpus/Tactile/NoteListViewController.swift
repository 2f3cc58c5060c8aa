import Tactile

/// A list of notes driven from a hardware keyboard: arrows move the selection, ⌘N adds a note,
/// ⌘⌫ deletes the selected one. Copy and paste work on the selected note.
class NoteListViewController: UIViewController {

    private(set) var notes: [String] = ["Groceries", "Call Anna", "Book flights"]
    private(set) var selectedIndex = 0
    private var rowViews: [UILabel] = []

    var pasteboard: UIPasteboard = .general

    override var canBecomeFirstResponder: Bool {
        return true
    }

    override var keyCommands: [UIKeyCommand]? {
        let up = UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: [],
                              action: NoteListViewController.selectPrevious)
        let down = UIKeyCommand(input: UIKeyCommand.inputDownArrow, modifierFlags: [],
                                action: NoteListViewController.selectNext)
        let add = UIKeyCommand(input: "n", modifierFlags: .command, action: NoteListViewController.addNote)
        add.discoverabilityTitle = "New Note"
        let delete = UIKeyCommand(input: "\u{8}", modifierFlags: .command, action: NoteListViewController.deleteNote)
        delete.discoverabilityTitle = "Delete Note"
        return [up, down, add, delete]
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        reloadRows()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        becomeFirstResponder()
    }

    // MARK: - Key commands

    func selectPrevious() {
        selectedIndex = max(0, selectedIndex - 1)
        reloadRows()
    }

    func selectNext() {
        selectedIndex = min(notes.count - 1, selectedIndex + 1)
        reloadRows()
    }

    func addNote() {
        notes.append("New note")
        selectedIndex = notes.count - 1
        reloadRows()
    }

    func deleteNote() {
        guard !notes.isEmpty else { return }
        notes.remove(at: selectedIndex)
        selectedIndex = min(selectedIndex, max(0, notes.count - 1))
        reloadRows()
    }

    // MARK: - Edit actions

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == UIResponderStandardEditActions.copy {
            return !notes.isEmpty
        }
        if action == UIResponderStandardEditActions.paste {
            return pasteboard.hasStrings
        }
        return super.canPerformAction(action, withSender: sender)
    }

    override func copy(_ sender: Any?) {
        pasteboard.string = notes[selectedIndex]
    }

    override func paste(_ sender: Any?) {
        guard let text = pasteboard.string else { return }
        notes.insert(text, at: selectedIndex + 1)
        selectedIndex += 1
        reloadRows()
    }

    // MARK: - Rows

    private func reloadRows() {
        rowViews.forEach { $0.removeFromSuperview() }
        rowViews = notes.enumerated().map { index, note in
            let label = UILabel(frame: CGRect(x: 16, y: 80 + CGFloat(index) * 44, width: 288, height: 44))
            label.text = note
            label.backgroundColor = index == selectedIndex ? .systemBlue : .clear
            label.textColor = index == selectedIndex ? .white : .label
            return label
        }
        rowViews.forEach { view.addSubview($0) }
    }
}
