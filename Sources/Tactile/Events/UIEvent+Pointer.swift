import Foundation

extension UIEvent {
    /// The buttons of a pointing device (UIKit: `UIEvent.ButtonMask`, iOS 13.4, same raw values).
    ///
    /// Button 1 is the primary (left) button, 2 the secondary (right), 3 the middle one, and so on.
    public struct ButtonMask: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The primary button: a mouse's left button, a one-finger trackpad click.
        public static let primary = ButtonMask(rawValue: 1 << 0)
        /// The secondary button: a mouse's right button, a two-finger trackpad click.
        public static let secondary = ButtonMask(rawValue: 1 << 1)

        /// The mask of button `buttonNumber`, counting from 1 (UIKit: `button(_:)`): `button(1)` is ``primary``,
        /// `button(2)` ``secondary``, `button(3)` the middle button. Numbers outside 1…63 give an empty mask.
        public static func button(_ buttonNumber: Int) -> ButtonMask {
            guard buttonNumber >= 1, buttonNumber <= 63 else { return [] }
            return ButtonMask(rawValue: 1 << (buttonNumber - 1))
        }

        /// What a contact of `type` holds when its source does not say: ``primary`` for a pointer (which only
        /// touches while a button is down), none for a finger or a pencil.
        static func defaultMask(for type: UITouch.TouchType) -> ButtonMask {
            type == .indirectPointer ? .primary : []
        }
    }

    /// The pointing device's buttons held for this event (UIKit: `buttonMask`, iOS 13.4).
    ///
    /// For touch events, the buttons of the pointer touches in the event (a mouse or trackpad click that is being
    /// tracked as an `.indirectPointer` touch); fingers and pencils hold none, so an event with only those is
    /// empty. For scroll and transform events, none: a wheel turns and a trackpad gesture moves without a button.
    public var buttonMask: ButtonMask {
        guard type == .touches else { return pointerButtonMask }
        var mask: ButtonMask = []
        for t in touchStorage where t.type == .indirectPointer { mask.formUnion(t.buttonMask) }
        return mask
    }
}

/// How a scroll is produced (UIKit: `UIScrollType`, iOS 13.4, same raw values).
public enum UIScrollType: Int, Sendable, Hashable, CustomStringConvertible {
    /// In steps: a mouse wheel's clicks.
    case discrete = 0
    /// Smoothly: a trackpad, or a wheel that reports fine movement.
    case continuous = 1

    public var description: String {
        switch self {
        case .discrete: "discrete"
        case .continuous: "continuous"
        }
    }
}

/// A set of scroll types (UIKit: `UIScrollTypeMask`, iOS 13.4, same raw values), for
/// `UIPanGestureRecognizer.allowedScrollTypesMask`.
public struct UIScrollTypeMask: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Wheel clicks.
    public static let discrete = UIScrollTypeMask(rawValue: 1 << UIScrollType.discrete.rawValue)
    /// Trackpad scrolling.
    public static let continuous = UIScrollTypeMask(rawValue: 1 << UIScrollType.continuous.rawValue)
    /// Both.
    public static let all: UIScrollTypeMask = [.discrete, .continuous]

    /// Whether the mask includes `type`.
    func allows(_ type: UIScrollType) -> Bool {
        contains(UIScrollTypeMask(rawValue: 1 << type.rawValue))
    }
}
