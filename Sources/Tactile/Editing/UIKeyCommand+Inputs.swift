import Foundation

/// The names UIKit gives keys that type no character, for ``UIKeyCommand/input``.
///
/// UIKit counterpart: `UIKeyCommand.inputUpArrow` and the other `UIKeyCommand.input…` constants, with UIKit's
/// values (`"UIKeyInputUpArrow"` …). A key press matches a command when its `charactersIgnoringModifiers` is the
/// command's input; a keyboard source reports these names for the arrow, Escape, Page Up/Down, Home, End,
/// forward Delete and function keys, as UIKit's `UIKey` does.
extension UIKeyCommand {
    /// The up arrow key (UIKit: `inputUpArrow`).
    public nonisolated static let inputUpArrow = "UIKeyInputUpArrow"
    /// The down arrow key (UIKit: `inputDownArrow`).
    public nonisolated static let inputDownArrow = "UIKeyInputDownArrow"
    /// The left arrow key (UIKit: `inputLeftArrow`).
    public nonisolated static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The right arrow key (UIKit: `inputRightArrow`).
    public nonisolated static let inputRightArrow = "UIKeyInputRightArrow"
    /// The Escape key (UIKit: `inputEscape`).
    public nonisolated static let inputEscape = "UIKeyInputEscape"
    /// The Page Up key (UIKit: `inputPageUp`).
    public nonisolated static let inputPageUp = "UIKeyInputPageUp"
    /// The Page Down key (UIKit: `inputPageDown`).
    public nonisolated static let inputPageDown = "UIKeyInputPageDown"
    /// The Home key (UIKit: `inputHome`).
    public nonisolated static let inputHome = "UIKeyInputHome"
    /// The End key (UIKit: `inputEnd`).
    public nonisolated static let inputEnd = "UIKeyInputEnd"
    /// The forward Delete key (UIKit: `inputDelete`).
    public nonisolated static let inputDelete = "UIKeyInputDelete"
    /// The F1 key (UIKit: `inputF1`).
    public nonisolated static let inputF1 = "UIKeyInputF1"
    /// The F2 key (UIKit: `inputF2`).
    public nonisolated static let inputF2 = "UIKeyInputF2"
    /// The F3 key (UIKit: `inputF3`).
    public nonisolated static let inputF3 = "UIKeyInputF3"
    /// The F4 key (UIKit: `inputF4`).
    public nonisolated static let inputF4 = "UIKeyInputF4"
    /// The F5 key (UIKit: `inputF5`).
    public nonisolated static let inputF5 = "UIKeyInputF5"
    /// The F6 key (UIKit: `inputF6`).
    public nonisolated static let inputF6 = "UIKeyInputF6"
    /// The F7 key (UIKit: `inputF7`).
    public nonisolated static let inputF7 = "UIKeyInputF7"
    /// The F8 key (UIKit: `inputF8`).
    public nonisolated static let inputF8 = "UIKeyInputF8"
    /// The F9 key (UIKit: `inputF9`).
    public nonisolated static let inputF9 = "UIKeyInputF9"
    /// The F10 key (UIKit: `inputF10`).
    public nonisolated static let inputF10 = "UIKeyInputF10"
    /// The F11 key (UIKit: `inputF11`).
    public nonisolated static let inputF11 = "UIKeyInputF11"
    /// The F12 key (UIKit: `inputF12`).
    public nonisolated static let inputF12 = "UIKeyInputF12"
}
