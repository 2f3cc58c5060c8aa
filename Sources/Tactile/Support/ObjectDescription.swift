import Foundation

/// The pieces of UIKit-style descriptions (`<UIView: 0x…; frame = (0 0; 320 480)>`), shared by the responder,
/// recognizer, touch, event and press descriptions.
enum ObjectDescription {
    /// The object's address as UIKit prints it: `0x` and lowercase hexadecimal digits.
    static func address(_ object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
    }

    /// The object's dynamic type name, unqualified (`UIView`, `PhotoViewController`).
    static func typeName(_ object: AnyObject) -> String {
        String(describing: type(of: object))
    }

    /// The short form used for objects nested in another description: `<UIView: 0x…>`.
    static func short(_ object: AnyObject?) -> String {
        guard let object else { return "(null)" }
        return "<\(typeName(object)): \(address(object))>"
    }

    /// A number formatted as UIKit's geometry strings format it (`%g`).
    static func number(_ value: CGFloat) -> String {
        String(format: "%g", Double(value))
    }

    /// A point as `NSStringFromCGPoint` prints it: `{100, 200}`.
    static func point(_ p: CGPoint) -> String {
        "{\(number(p.x)), \(number(p.y))}"
    }

    /// A frame as UIKit's view description prints it: `(0 0; 320 480)`.
    static func frame(_ r: CGRect) -> String {
        "(\(number(r.origin.x)) \(number(r.origin.y)); \(number(r.size.width)) \(number(r.size.height)))"
    }

    /// `<Type: 0x…; field; field>`, or `<Type: 0x…>` without fields.
    static func make(_ object: AnyObject, _ fields: [String]) -> String {
        var text = "<\(typeName(object)): \(address(object))"
        for field in fields { text += "; " + field }
        return text + ">"
    }
}

extension UIGestureRecognizer.State {
    /// The state as UIKit's recognizer description spells it: `Possible`, `Began`, … .
    var capitalizedName: String {
        switch self {
        case .possible: "Possible"
        case .began: "Began"
        case .changed: "Changed"
        case .ended: "Ended"
        case .cancelled: "Cancelled"
        case .failed: "Failed"
        }
    }
}

extension UIGestureRecognizer {
    /// `<UITapGestureRecognizer: 0x…; state = Possible; view = <UIView: 0x…>; target= <(action=handleTap:,
    /// target=<ViewController: 0x…>)>>`, with `enabled = NO` and `name = …` when they apply.
    func describeRecognizer() -> String {
        var fields = ["state = \(stateStorage.capitalizedName)"]
        if !isEnabled { fields.append("enabled = NO") }
        if let name { fields.append("name = \(name)") }
        fields.append("view = \(ObjectDescription.short(view))")
        var pairs: [String] = []
        for entry in targets {
            if entry.isTargeted {
                guard let target = entry.target else { continue }
                if let selector = entry.selector {
                    pairs.append("(action=\(selector), target=\(ObjectDescription.short(target)))")
                } else {
                    pairs.append("(target=\(ObjectDescription.short(target)))")
                }
            } else {
                pairs.append("(action=<closure>)")
            }
        }
        if !pairs.isEmpty { fields.append("target= <" + pairs.joined(separator: ", ") + ">") }
        return ObjectDescription.make(self, fields)
    }
}
