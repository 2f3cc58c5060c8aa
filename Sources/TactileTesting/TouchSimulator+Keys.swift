import Foundation
import Tactile

extension TouchSimulator {
    /// Presses and releases a key of a hardware keyboard, `duration` apart, through the press pipeline: the key
    /// window's first responder and its chain get `pressesBegan`/`pressesEnded` with a `UIPress` whose `key` says
    /// what was typed, unless a `UIKeyCommand` of the chain matches, which then sends its action (no UIKit
    /// counterpart; XCUITest has `typeKey(_:modifierFlags:)`).
    ///
    /// `key` is what a `UIKeyCommand`'s `input` names: a character (`"s"`, `"1"`, `" "`, `"\r"`, `"\t"`), or one
    /// of UIKit's input names (`"UIKeyInputUpArrow"`, `"UIKeyInputEscape"`, `"UIKeyInputPageDown"`, …). Letters
    /// held with `.shift` produce their capital. A key with no USB usage known here is sent with usage 0 and its
    /// characters, which is enough for key commands and text.
    ///
    /// ```swift
    /// sim.press(key: "s", modifiers: .command)   // a UIKeyCommand(input: "s", modifierFlags: .command) fires
    /// ```
    public func press(key: String, modifiers: UIKeyModifierFlags = [], duration: TimeInterval = 0.05) {
        let characters = modifiers.contains(.shift) && key.count == 1 ? key.uppercased() : key
        press(
            keyCode: Self.usage(for: key), characters: characters, charactersIgnoringModifiers: key.lowercased(),
            modifiers: modifiers, duration: duration)
    }

    /// Presses and releases the key with USB usage `keyCode`, producing `characters` (no UIKit counterpart). See
    /// ``press(key:modifiers:duration:)``.
    public func press(
        keyCode: UIKeyboardHIDUsage, characters: String = "", charactersIgnoringModifiers: String? = nil,
        modifiers: UIKeyModifierFlags = [], duration: TimeInterval = 0.05
    ) {
        for isDown in [true, false] {
            if !isDown { advance(by: duration) }
            application.enqueue(
                .key(
                    RawKeyEvent(
                        timestamp: now, keyCode: keyCode, isDown: isDown, characters: characters,
                        charactersIgnoringModifiers: charactersIgnoringModifiers, modifierFlags: modifiers)))
            scheduler.runDueActions()
        }
    }

    /// Types `text`, one key press per character (capitals with `.shift`), as on a hardware keyboard (no UIKit
    /// counterpart). A first responder text field inserts it.
    public func type(_ text: String) {
        for character in text {
            let key = String(character)
            let isCapital = key != key.lowercased()
            press(key: key.lowercased(), modifiers: isCapital ? .shift : [], duration: 0)
        }
    }

    /// The USB HID keyboard usage of a key named as in `UIKeyCommand.input`; 0 when unknown.
    static func usage(for key: String) -> UIKeyboardHIDUsage {
        if let named = namedKeys[key] { return UIKeyboardHIDUsage(rawValue: named) }
        guard key.count == 1, let scalar = key.lowercased().unicodeScalars.first else {
            return UIKeyboardHIDUsage(rawValue: 0)
        }
        switch scalar.value {
        case 0x61...0x7A: return UIKeyboardHIDUsage(rawValue: 0x04 + Int(scalar.value - 0x61))  // a–z
        case 0x31...0x39: return UIKeyboardHIDUsage(rawValue: 0x1E + Int(scalar.value - 0x31))  // 1–9
        case 0x30: return UIKeyboardHIDUsage(rawValue: 0x27)  // 0
        default: return UIKeyboardHIDUsage(rawValue: punctuation[Character(scalar)] ?? 0)
        }
    }

    private static let namedKeys: [String: Int] = [
        "\r": 0x28, "\n": 0x28, "\u{1B}": 0x29, "UIKeyInputEscape": 0x29, "\u{8}": 0x2A, "\u{7F}": 0x2A,
        "\t": 0x2B, " ": 0x2C, "UIKeyInputPageUp": 0x4B, "UIKeyInputPageDown": 0x4E, "UIKeyInputRightArrow": 0x4F,
        "UIKeyInputLeftArrow": 0x50, "UIKeyInputDownArrow": 0x51, "UIKeyInputUpArrow": 0x52, "UIKeyInputHome": 0x4A,
        "UIKeyInputEnd": 0x4D, "UIKeyInputDelete": 0x4C,
    ]

    private static let punctuation: [Character: Int] = [
        "-": 0x2D, "=": 0x2E, "[": 0x2F, "]": 0x30, "\\": 0x31, ";": 0x33, "'": 0x34, "`": 0x35, ",": 0x36,
        ".": 0x37, "/": 0x38,
    ]
}
