import Tactile

/// The identifier of a quick action in a desktop entry (`Actions=`, `[Desktop Action …]`) and in
/// `org.freedesktop.Application.ActivateAction`, made from the action's type.
///
/// No UIKit counterpart. A quick action's type is any string (`com.example.compose`, `event://camera`), but the
/// Desktop Entry specification allows only letters, digits and `-` in an action identifier. Letters and digits are
/// kept; every other byte of the type's UTF-8 becomes `-` and two upper-case hexadecimal digits, so
/// `com.example.compose` is `com-2Eexample-2Ecompose`. The mapping is one to one: ``type(fromIdentifier:)`` gives
/// the type back, and two types never share an identifier.
public enum DesktopActionIdentifier {
    /// The identifier of a quick action of this type.
    public static func identifier(forType type: String) -> String {
        var out = ""
        for byte in type.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "-" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }

    /// The type an identifier was made from, or `nil` when the text is not such an identifier.
    public static func type(fromIdentifier identifier: String) -> String? {
        var bytes: [UInt8] = []
        var utf8 = identifier.utf8.makeIterator()
        while let byte = utf8.next() {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                bytes.append(byte)
            case UInt8(ascii: "-"):
                guard let high = utf8.next(), let low = utf8.next(),
                    let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16)
                else { return nil }
                bytes.append(value)
            default:
                return nil
            }
        }
        // Only the canonical spelling counts (upper-case digits, letters and digits never escaped).
        guard let text = String(validating: bytes, as: UTF8.self), Self.identifier(forType: text) == identifier else {
            return nil
        }
        return text
    }
}
