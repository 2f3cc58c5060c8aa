import Foundation

extension UITouch: @MainActor CustomStringConvertible, @MainActor CustomDebugStringConvertible {
    /// A description in UIKit's style: `<UITouch: 0x…> phase: Began tap count: 1 force: 0.000 window: <UIWindow:
    /// 0x…> view: <UIView: 0x…> location in window: {100, 200} previous location in window: {100, 200} location
    /// in view: {90, 180} previous location in view: {90, 180}`. The window and view are in their short form.
    /// UIKit counterpart: `NSObject.description`. Printed off the main actor, a touch shows its type name.
    public var description: String {
        let base = "<UITouch: \(ObjectDescription.address(self))> phase: \(phase.capitalizedName)"
            + " tap count: \(tapCount) force: \(String(format: "%.3f", Double(force)))"
            + " window: \(ObjectDescription.short(window)) view: \(ObjectDescription.short(view))"
            + " location in window: \(ObjectDescription.point(locationInWindow))"
            + " previous location in window: \(ObjectDescription.point(previousLocationInWindow))"
        guard let view else { return base }
        return base + " location in view: \(ObjectDescription.point(location(in: view)))"
            + " previous location in view: \(ObjectDescription.point(previousLocation(in: view)))"
    }

    /// The same as ``description``.
    public var debugDescription: String { description }
}

extension UITouch.Phase {
    /// The phase as UIKit's touch description spells it: `Began`, `Moved`, … .
    var capitalizedName: String {
        switch self {
        case .began: "Began"
        case .moved: "Moved"
        case .stationary: "Stationary"
        case .ended: "Ended"
        case .cancelled: "Cancelled"
        }
    }
}

extension UIPress: @MainActor CustomStringConvertible, @MainActor CustomDebugStringConvertible {
    /// A description in UIKit's style: `<UIPress: 0x…> phase: Began type: Select` for a named button, or
    /// `… key: "a"` (with its modifier flags' raw value when any are held) for a keyboard key. UIKit counterpart:
    /// `NSObject.description`. Printed off the main actor, a press shows its type name.
    public var description: String {
        var text = "<UIPress: \(ObjectDescription.address(self))> phase: \(phaseName)"
        if let type {
            let name = String(describing: type)
            text += " type: " + name.prefix(1).uppercased() + name.dropFirst()
        }
        if let key {
            text += " key: \"\(key.charactersIgnoringModifiers)\""
            if !key.modifierFlags.isEmpty { text += " modifierFlags: \(key.modifierFlags.rawValue)" }
        }
        return text
    }

    /// The same as ``description``.
    public var debugDescription: String { description }

    private var phaseName: String {
        switch phase {
        case .began: "Began"
        case .changed: "Changed"
        case .stationary: "Stationary"
        case .ended: "Ended"
        case .cancelled: "Cancelled"
        }
    }
}

extension UIEvent {
    /// See ``UIEvent/description``.
    func describeEvent() -> String {
        var text = "<\(ObjectDescription.typeName(self)): \(ObjectDescription.address(self))>"
        switch type {
        case .touches:
            text += " type: Touches timestamp: \(ObjectDescription.number(timestamp))"
            text += " touches: " + Self.setDescription(touchStorage.map(\.description))
        case .presses:
            let presses = (self as? UIPressesEvent)?.pressStorage ?? []
            text += " type: Presses timestamp: \(ObjectDescription.number(timestamp))"
            text += " presses: " + Self.setDescription(presses.map(\.description))
        case .motion:
            text += " type: Motion subtype: \(subtypeName) timestamp: \(ObjectDescription.number(timestamp))"
        case .remoteControl:
            text += " type: RemoteControl subtype: \(subtypeName) timestamp: \(ObjectDescription.number(timestamp))"
        case .hover:
            text += " type: Hover timestamp: \(ObjectDescription.number(timestamp))"
        case .scroll:
            text += " type: Scroll timestamp: \(ObjectDescription.number(timestamp))"
        case .transform:
            text += " type: Transform timestamp: \(ObjectDescription.number(timestamp))"
        }
        return text
    }

    /// An `NSSet`-style listing: `{(\n    a,\n    b\n)}`, or `{()}` when empty.
    private static func setDescription(_ items: [String]) -> String {
        guard !items.isEmpty else { return "{()}" }
        return "{(\n" + items.map { "    " + $0 }.joined(separator: ",\n") + "\n)}"
    }

    /// The subtype in UIKit's constant style without the prefix: `MotionShake`, `RemoteControlPlay`.
    private var subtypeName: String {
        let name = String(describing: subtype)
        return name.prefix(1).uppercased() + name.dropFirst()
    }
}
