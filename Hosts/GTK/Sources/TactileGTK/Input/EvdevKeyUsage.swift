import Tactile

/// Linux key codes (evdev's `KEY_…`, `<linux/input-event-codes.h>`) as USB HID keyboard usages, the codes of
/// `UIKeyboardHIDUsage` (no UIKit counterpart: iOS gets HID usages from the keyboard itself).
///
/// GDK's hardware keycode on X11 and Wayland is the evdev code plus 8 (the X keycode offset), so a key event's
/// usage is `usage(evdevCode: keycode - 8)`. The table is the inverse of the Linux kernel's HID keyboard map for
/// the keys of a full-size keyboard; a key it does not know is usage 0, which still carries its characters.
enum EvdevKeyUsage {
    /// The HID usage of evdev key `code`, or 0 when the key is not in the table.
    static func usage(evdevCode code: UInt32) -> UIKeyboardHIDUsage {
        UIKeyboardHIDUsage(rawValue: table[code] ?? 0)
    }

    /// The HID usage of the key with GDK hardware keycode `keycode` (evdev + 8), or 0.
    static func usage(gdkKeycode keycode: UInt32) -> UIKeyboardHIDUsage {
        keycode >= 8 ? usage(evdevCode: keycode - 8) : UIKeyboardHIDUsage(rawValue: 0)
    }

    /// UIKit's input names for the keys that type no character (`UIKeyCommand.inputUpArrow` …), by HID usage:
    /// the `characters` of their presses, so that key commands on them match.
    static func inputName(usage: UIKeyboardHIDUsage) -> String? {
        switch usage.rawValue {
        case 0x29: UIKeyCommand.inputEscape
        case 0x4A: UIKeyCommand.inputHome
        case 0x4B: UIKeyCommand.inputPageUp
        case 0x4C: UIKeyCommand.inputDelete
        case 0x4D: UIKeyCommand.inputEnd
        case 0x4E: UIKeyCommand.inputPageDown
        case 0x4F: UIKeyCommand.inputRightArrow
        case 0x50: UIKeyCommand.inputLeftArrow
        case 0x51: UIKeyCommand.inputDownArrow
        case 0x52: UIKeyCommand.inputUpArrow
        case 0x3A...0x45: "UIKeyInputF\(usage.rawValue - 0x3A + 1)"
        default: nil
        }
    }

    private static let letters: [(UInt32, Character)] = [
        (16, "q"), (17, "w"), (18, "e"), (19, "r"), (20, "t"), (21, "y"), (22, "u"), (23, "i"), (24, "o"), (25, "p"),
        (30, "a"), (31, "s"), (32, "d"), (33, "f"), (34, "g"), (35, "h"), (36, "j"), (37, "k"), (38, "l"),
        (44, "z"), (45, "x"), (46, "c"), (47, "v"), (48, "b"), (49, "n"), (50, "m"),
    ]

    private static let table: [UInt32: Int] = {
        var t: [UInt32: Int] = [:]
        for (code, letter) in letters { t[code] = 0x04 + Int(letter.asciiValue! - Character("a").asciiValue!) }
        for digit in 0..<9 { t[UInt32(2 + digit)] = 0x1E + digit }  // KEY_1…KEY_9
        for f in 0..<10 { t[UInt32(59 + f)] = 0x3A + f }  // KEY_F1…KEY_F10
        let others: [UInt32: Int] = [
            1: 0x29, 11: 0x27, 12: 0x2D, 13: 0x2E, 14: 0x2A, 15: 0x2B, 26: 0x2F, 27: 0x30, 28: 0x28, 29: 0xE0,
            39: 0x33, 40: 0x34, 41: 0x35, 42: 0xE1, 43: 0x31, 51: 0x36, 52: 0x37, 53: 0x38, 54: 0xE5, 55: 0x55,
            56: 0xE2, 57: 0x2C, 58: 0x39, 69: 0x53, 70: 0x47, 71: 0x5F, 72: 0x60, 73: 0x61, 74: 0x56, 75: 0x5C,
            76: 0x5D, 77: 0x5E, 78: 0x57, 79: 0x59, 80: 0x5A, 81: 0x5B, 82: 0x62, 83: 0x63, 86: 0x64, 87: 0x44,
            88: 0x45, 96: 0x58, 97: 0xE4, 98: 0x54, 99: 0x46, 100: 0xE6, 102: 0x4A, 103: 0x52, 104: 0x4B, 105: 0x50,
            106: 0x4F, 107: 0x4D, 108: 0x51, 109: 0x4E, 110: 0x49, 111: 0x4C, 113: 0x7F, 114: 0x81, 115: 0x80,
            117: 0x67, 119: 0x48, 125: 0xE3, 126: 0xE7, 127: 0x65,
        ]
        t.merge(others) { a, _ in a }
        return t
    }()
}
