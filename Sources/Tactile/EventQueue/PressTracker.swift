import Foundation

/// Turns raw key events into `UIPress` objects and press events, with UIKit's press types and phases (`pressesBegan`,
/// `pressesChanged`, `pressesEnded`, `pressesCancelled`).
///
/// A press is bound when it begins to the key window's first responder, or to the key window when nothing is
/// first responder, and keeps that responder for its life. Auto-repeat (a second key-down for a held key) is
/// ignored. A key that goes down with no key window is dropped until it comes up.
@MainActor
final class PressTracker {
    private unowned let application: UIApplication
    private var held: [UIKeyboardHIDUsage: UIPress] = [:]
    private var consumed: Set<UIKeyboardHIDUsage> = []

    init(application: UIApplication) {
        self.application = application
    }

    func process(_ raw: RawKeyEvent) {
        track(raw)
        if raw.isDown {
            guard held[raw.keyCode] == nil, let window = application.keyWindow else { return }
            let key = UIKey(
                characters: raw.characters, charactersIgnoringModifiers: raw.charactersIgnoringModifiers,
                modifierFlags: raw.modifierFlags, keyCode: raw.keyCode)
            let press = UIPress(timestamp: raw.timestamp, type: raw.pressType, key: key)
            press.window = window
            press.responder = window.firstResponderStorage ?? window
            press.recognizers = application.gestureEnvironment.recognizers(forPress: press)
            held[raw.keyCode] = press
            if let command = matchingKeyCommand(for: key, from: press.responder) {
                // A key command whose action someone performs consumes the press: no pressesBegan follows.
                application.pressesEvent.timestamp = raw.timestamp
                if command.send(in: application, with: application.pressesEvent) {
                    consumed.insert(raw.keyCode)
                    return
                }
            }
            dispatch(changed: press, at: raw.timestamp)
        } else {
            guard let press = held[raw.keyCode] else { return }
            if consumed.remove(raw.keyCode) != nil {
                held[raw.keyCode] = nil
                return
            }
            press.phase = .ended
            press.timestamp = raw.timestamp
            dispatch(changed: press, at: raw.timestamp)
            held[raw.keyCode] = nil
        }
    }

    /// The modifier keys held (by usage), for `UIEvent.modifierFlags` of touch events: a modifier key counts
    /// from its key-down to its key-up, whether or not a responder took the press.
    private var heldModifiers: [UIKeyboardHIDUsage: UIKeyModifierFlags] = [:]

    private func track(_ raw: RawKeyEvent) {
        guard let flag = Self.modifierFlag(of: raw.keyCode) else { return }
        heldModifiers[raw.keyCode] = raw.isDown ? flag : nil
        var flags: UIKeyModifierFlags = []
        for f in heldModifiers.values { flags.formUnion(f) }
        application.touchesEvent.modifierFlags = flags
    }

    /// The flag of a modifier key's usage (Left/Right Control, Shift, Alt/Option, GUI/Command: 0xE0…0xE7).
    static func modifierFlag(of usage: UIKeyboardHIDUsage) -> UIKeyModifierFlags? {
        switch usage.rawValue {
        case 0xE0, 0xE4: .control
        case 0xE1, 0xE5: .shift
        case 0xE2, 0xE6: .alternate
        case 0xE3, 0xE7: .command
        default: nil
        }
    }

    /// The first key command matching `key`, searching from `responder` up the responder chain.
    private func matchingKeyCommand(for key: UIKey, from responder: UIResponder?) -> UIKeyCommand? {
        var r = responder
        while let current = r {
            if let command = current.keyCommands?.first(where: { $0.matches(key) }) { return command }
            r = current.next
        }
        return nil
    }

    private func dispatch(changed press: UIPress, at time: TimeInterval) {
        let event = application.pressesEvent
        event.timestamp = time
        event.pressStorage.removeAll(keepingCapacity: true)
        // A press consumed by a key command never began for any responder: it is not part of the event (kept in
        // it, it would outlive its key, and hold its responder and recognizers, until the next key).
        for (code, other) in held where other !== press && !consumed.contains(code) {
            other.phase = .stationary
            event.pressStorage.append(other)
        }
        event.pressStorage.append(press)
        application.sendEvent(event)
        event.pressStorage.removeAll { $0.phase == .ended || $0.phase == .cancelled }
    }
}
