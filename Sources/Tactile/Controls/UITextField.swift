import Foundation

/// A single-line text field, modelled for events: as in UIKit, it becomes first responder when tapped; it takes
/// key presses into its ``text``, and handles the standard edit actions. The display list draws its text (or placeholder) and border; it has no keyboard UI.
///
/// UIKit counterpart: `UITextField`. Editing events: `editingDidBegin` when it becomes first responder,
/// `editingChanged` on each change, `primaryActionTriggered` (the event of `init(frame:primaryAction:)`'s action),
/// `editingDidEndOnExit` and then `editingDidEnd` on Return, `editingDidEnd` when it resigns. Backspace deletes
/// the selection or the last character. The selection is either empty (the caret at the end) or the whole text
/// (after `selectAll:`).
@MainActor
open class UITextField: UIControl {
    /// The text.
    open var text: String? = "" {
        didSet { setNeedsRenderContent() }
    }
    /// The grey text shown while ``text`` is empty. Default `nil`.
    open var placeholder: String? {
        didSet { setNeedsRenderContent() }
    }
    /// The font. Default the 17-point system font (UIKit's `nil` resolves to the same).
    open var font: UIFont? = .systemFont(ofSize: 17) {
        didSet { setNeedsRenderContent() }
    }
    /// The text colour. Default ``UIColor/label``.
    open var textColor: UIColor? = .label {
        didSet { setNeedsRenderContent() }
    }
    /// The horizontal alignment. Default `.natural`.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { setNeedsRenderContent() }
    }
    /// The border drawn around the field (UIKit: `UITextField.BorderStyle`). Default `.none`.
    open var borderStyle: BorderStyle = .none {
        didSet { setNeedsRenderContent() }
    }

    /// How a text field's border is drawn (UIKit counterpart: `UITextField.BorderStyle`).
    public enum BorderStyle: Int, Sendable {
        /// No border.
        case none
        /// A thin rectangle.
        case line
        /// A bezel (drawn as a line).
        case bezel
        /// A rounded rectangle, as most text fields have.
        case roundedRect
    }

    /// Whether the field is the first responder and editing.
    public private(set) var isEditing = false
    /// Whether the whole text is selected (after `selectAll:`).
    public private(set) var isAllSelected = false
    /// The pasteboard used by cut, copy and paste. Default ``UIPasteboard/general``.
    public var pasteboard = UIPasteboard.general

    var insertsNewlines: Bool { false }

    private var inputViewStorage: UIView?
    private var inputAccessoryViewStorage: UIView?

    /// The view shown in place of the keyboard while the field is first responder, as in UIKit, where it is
    /// settable on text fields and text views. Default `nil`: nothing is shown, since Linux has no on-screen
    /// keyboard. Set it before the field becomes first responder, or call ``UIResponder/reloadInputViews()``.
    open override var inputView: UIView? {
        get { inputViewStorage }
        set { inputViewStorage = newValue }
    }

    /// The view shown above the input view, or alone at the bottom of the screen, while the field is first
    /// responder (UIKit: settable on text fields and text views). Default `nil`.
    open override var inputAccessoryView: UIView? {
        get { inputAccessoryViewStorage }
        set { inputAccessoryViewStorage = newValue }
    }

    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// A tap that ends inside makes the field first responder.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let wasTracking = isTracking
        super.touchesEnded(touches, with: event)
        if wasTracking, isTouchInside, !isFirstResponder { becomeFirstResponder() }
    }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard super.becomeFirstResponder() else { return false }
        if !isEditing {
            isEditing = true
            sendActions(for: .editingDidBegin)
        }
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        let was = isFirstResponder
        guard super.resignFirstResponder() else { return false }
        if was, isEditing {
            isEditing = false
            isAllSelected = false
            sendActions(for: .editingDidEnd)
        }
        return true
    }

    // MARK: Keys

    /// Key presses edit the text; presses without a key (buttons) go up the chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard isEditing, let key = presses.first?.key else { return super.pressesBegan(presses, with: event) }
        switch key.keyCode {
        case .keyboardDeleteOrBackspace:
            if isAllSelected {
                replaceText("")
            } else if var t = text, !t.isEmpty {
                t.removeLast()
                replaceText(t)
            }
        case .keyboardReturnOrEnter where !insertsNewlines:
            sendActions(for: .primaryActionTriggered, with: event)
            sendActions(for: .editingDidEndOnExit, with: event)
            resignFirstResponder()
        case .keyboardReturnOrEnter:
            insert("\n")
        default:
            guard !key.characters.isEmpty, key.modifierFlags.isDisjoint(with: [.command, .control]) else {
                return super.pressesBegan(presses, with: event)
            }
            insert(key.characters)
        }
    }

    /// Key releases are consumed while editing.
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard isEditing, presses.first?.key != nil else { return super.pressesEnded(presses, with: event) }
    }

    private func insert(_ s: String) {
        replaceText(isAllSelected ? s : (text ?? "") + s)
    }

    private func replaceText(_ new: String) {
        isAllSelected = false
        guard new != text else { return }
        text = new
        sendActions(for: .editingChanged)
    }

    // MARK: Edit actions

    /// Cut and copy need a selection; paste needs a string on the pasteboard; select-all needs text.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        let hasText = !(text ?? "").isEmpty
        switch action {
        case UIResponderStandardEditActions.cut, UIResponderStandardEditActions.copy,
            UIResponderStandardEditActions.delete:
            return isAllSelected && hasText
        case UIResponderStandardEditActions.paste:
            return isEditing && pasteboard.hasStrings
        case UIResponderStandardEditActions.selectAll, UIResponderStandardEditActions.select:
            return hasText && !isAllSelected
        default:
            return super.canPerformAction(action, withSender: sender)
        }
    }

    /// Performs a standard edit action only when ``canPerformAction(_:withSender:)`` allows it (a copy without a
    /// selection does nothing and returns `false`); the action's method (``copy(_:)`` …) does the work, so a
    /// subclass's override of it runs.
    @discardableResult
    open override func perform(_ action: Selector, with sender: Any?, for event: UIEvent?) -> Bool {
        if UIResponderStandardEditActions.all.contains(action), !canPerformAction(action, withSender: sender) {
            return false
        }
        return super.perform(action, with: sender, for: event)
    }

    /// Copies the text to the pasteboard (the field selects all or nothing).
    open override func copy(_ sender: Any?) {
        pasteboard.string = text
    }

    /// Copies the text to the pasteboard and removes it.
    open override func cut(_ sender: Any?) {
        pasteboard.string = text
        replaceText("")
    }

    /// Removes the selected text.
    open override func delete(_ sender: Any?) {
        replaceText("")
    }

    /// Inserts the pasteboard's string.
    open override func paste(_ sender: Any?) {
        insert(pasteboard.string ?? "")
    }

    /// Selects the text (the field selects all or nothing).
    open override func select(_ sender: Any?) {
        isAllSelected = true
    }

    /// Selects all the text.
    open override func selectAll(_ sender: Any?) {
        isAllSelected = true
    }
}

/// A multi-line text view, modelled for events like ``UITextField``, except that Return inserts a newline
/// (UIKit counterpart: `UITextView`, which is a scroll view there; here a control, since it draws nothing).
@MainActor
open class UITextView: UITextField {
    override var insertsNewlines: Bool { true }
}
