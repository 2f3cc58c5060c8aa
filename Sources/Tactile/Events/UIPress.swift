import Foundation

/// A hardware button or key being pressed.
///
/// UIKit counterpart: [`UIPress`](https://developer.apple.com/documentation/uikit/uipress), with UIKit's press
/// types and phases. A press is bound, when it begins, to the key window's first responder (or the key window
/// when nothing is first responder) and is delivered there for its whole life through
/// `pressesBegan`/`Changed`/`Ended`/`Cancelled`, which forward up the responder chain by default. Presses hash and
/// compare by identity.
@MainActor
public final class UIPress: Hashable {
    /// The phase of a press (UIKit: `UIPress.Phase`).
    public enum Phase: Int, Sendable {
        /// The button went down.
        case began
        /// The force on the button changed.
        case changed
        /// The button is held and did not change.
        case stationary
        /// The button came up.
        case ended
        /// The system cancelled the press.
        case cancelled
    }

    /// The buttons UIKit names (UIKit: `UIPress.PressType`, same raw values).
    public enum PressType: Int, Sendable {
        /// Up arrow.
        case upArrow = 0
        /// Down arrow.
        case downArrow = 1
        /// Left arrow.
        case leftArrow = 2
        /// Right arrow.
        case rightArrow = 3
        /// Select (a remote's touch surface click).
        case select = 4
        /// Menu.
        case menu = 5
        /// Play/pause.
        case playPause = 6
        /// Page up.
        case pageUp = 30
        /// Page down.
        case pageDown = 31
    }

    /// The current phase.
    public internal(set) var phase: Phase
    /// When the press began or last changed.
    public internal(set) var timestamp: TimeInterval
    /// The press type, for named buttons; `nil` for ordinary keys (UIKit reports a private type for those).
    public let type: PressType?
    /// The keyboard key, for presses that come from a keyboard.
    public let key: UIKey?
    /// The force, 0 for buttons without pressure (UIKit: `force`).
    public internal(set) var force: CGFloat = 0
    /// The window the press was delivered in.
    ///
    /// Held strongly, as UIKit's `UIPress` holds it (and as a touch holds its view and window): a press that began
    /// gets its `pressesEnded` or `pressesCancelled` even when its window is hidden and released meanwhile.
    public internal(set) var window: UIWindow?
    /// The responder the press is delivered to.
    ///
    /// Held strongly, as UIKit's `UIPress` holds it: the responder that received `pressesBegan` receives the end
    /// of the press even when it has left the window (and nothing else keeps it) before the key comes up.
    public internal(set) var responder: UIResponder?
    /// Recognizers receiving this press; `nil` when there are none.
    public var gestureRecognizers: [UIGestureRecognizer]? { recognizers.isEmpty ? nil : recognizers }

    var recognizers: [UIGestureRecognizer] = []

    init(timestamp: TimeInterval, type: PressType?, key: UIKey?) {
        self.phase = .began
        self.timestamp = timestamp
        self.type = type
        self.key = key
    }

    public nonisolated static func == (lhs: UIPress, rhs: UIPress) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A keyboard key and the characters it produces (UIKit: `UIKey`).
public struct UIKey: Sendable, Hashable {
    /// The characters the key produces with the active modifiers.
    public let characters: String
    /// The characters the key produces without modifiers.
    public let charactersIgnoringModifiers: String
    /// The modifier keys held.
    public let modifierFlags: UIKeyModifierFlags
    /// The key's USB HID usage.
    public let keyCode: UIKeyboardHIDUsage

    /// Creates a key.
    public init(
        characters: String, charactersIgnoringModifiers: String, modifierFlags: UIKeyModifierFlags,
        keyCode: UIKeyboardHIDUsage
    ) {
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.modifierFlags = modifierFlags
        self.keyCode = keyCode
    }
}

/// Modifier keys (UIKit: `UIKeyModifierFlags`, same bit values).
public struct UIKeyModifierFlags: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Caps Lock.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// Shift.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// Control.
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// Option / Alt.
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// Command / Super.
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// A key on the numeric keypad.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// A USB HID keyboard usage (UIKit: `UIKeyboardHIDUsage`).
///
/// Deliberate difference: UIKit declares an enum with a case per usage; Tactile uses a raw-value struct, so
/// that every usage a Linux keyboard can send is representable, with constants for the common ones.
public struct UIKeyboardHIDUsage: RawRepresentable, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A (usage 0x04); letters follow in order up to Z (0x1D).
    public static let keyboardA = UIKeyboardHIDUsage(rawValue: 0x04)
    /// Z.
    public static let keyboardZ = UIKeyboardHIDUsage(rawValue: 0x1D)
    /// Return or Enter.
    public static let keyboardReturnOrEnter = UIKeyboardHIDUsage(rawValue: 0x28)
    /// Escape.
    public static let keyboardEscape = UIKeyboardHIDUsage(rawValue: 0x29)
    /// Backspace.
    public static let keyboardDeleteOrBackspace = UIKeyboardHIDUsage(rawValue: 0x2A)
    /// Tab.
    public static let keyboardTab = UIKeyboardHIDUsage(rawValue: 0x2B)
    /// Space bar.
    public static let keyboardSpacebar = UIKeyboardHIDUsage(rawValue: 0x2C)
    /// Page Up.
    public static let keyboardPageUp = UIKeyboardHIDUsage(rawValue: 0x4B)
    /// Page Down.
    public static let keyboardPageDown = UIKeyboardHIDUsage(rawValue: 0x4E)
    /// Right arrow.
    public static let keyboardRightArrow = UIKeyboardHIDUsage(rawValue: 0x4F)
    /// Left arrow.
    public static let keyboardLeftArrow = UIKeyboardHIDUsage(rawValue: 0x50)
    /// Down arrow.
    public static let keyboardDownArrow = UIKeyboardHIDUsage(rawValue: 0x51)
    /// Up arrow.
    public static let keyboardUpArrow = UIKeyboardHIDUsage(rawValue: 0x52)
}
