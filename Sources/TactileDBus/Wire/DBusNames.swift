/// The D-Bus specification's rules for names ("Valid Names"): object paths, interface and error names, member
/// names and bus names.
///
/// No UIKit counterpart: libdbus checks these internally (`_dbus_validate_*`). Tactile checks every name in a
/// message it receives, so a peer that sends a bad one gets an error instead of confusing the dispatcher.
public enum DBusNames {
    /// The most bytes any name may have.
    public static let maximumLength = 255

    /// `/`, or `/` followed by non-empty elements of `[A-Za-z0-9_]` separated by single slashes.
    public static func isValidObjectPath(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.first == UInt8(ascii: "/") else { return false }
        if bytes.count == 1 { return true }
        guard bytes.last != UInt8(ascii: "/") else { return false }
        var previousSlash = false
        for b in bytes.dropFirst() {
            if b == UInt8(ascii: "/") {
                if previousSlash { return false }
                previousSlash = true
            } else {
                guard isElementByte(b) else { return false }
                previousSlash = false
            }
        }
        return true
    }

    /// An interface name: two or more dot-separated elements of `[A-Za-z0-9_]`, none starting with a digit
    /// (`org.mpris.MediaPlayer2.Player`). Error names follow the same rule.
    public static func isValidInterfaceName(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty, bytes.count <= maximumLength else { return false }
        let elements = bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard elements.count >= 2 else { return false }
        return elements.allSatisfy { element in
            guard let first = element.first, !isDigit(first) else { return false }
            return element.allSatisfy(isElementByte)
        }
    }

    /// An error name (the same rule as interface names).
    public static func isValidErrorName(_ text: String) -> Bool { isValidInterfaceName(text) }

    /// A member (method or signal) name: one element of `[A-Za-z0-9_]`, not starting with a digit.
    public static func isValidMemberName(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard let first = bytes.first, bytes.count <= maximumLength, !isDigit(first) else { return false }
        return bytes.allSatisfy(isElementByte)
    }

    /// A bus name: a unique name (`:1.42`; elements may start with digits) or a well-known name of two or more
    /// elements of `[A-Za-z0-9_-]`, none starting with a digit (`org.mpris.MediaPlayer2.tactile`).
    public static func isValidBusName(_ text: String) -> Bool {
        var bytes = Array(text.utf8)[...]
        guard !bytes.isEmpty, bytes.count <= maximumLength else { return false }
        let unique = bytes.first == UInt8(ascii: ":")
        if unique { bytes = bytes.dropFirst() }
        let elements = bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard elements.count >= 2 else { return false }
        return elements.allSatisfy { element in
            guard let first = element.first else { return false }
            if !unique && isDigit(first) { return false }
            return element.allSatisfy { isElementByte($0) || $0 == UInt8(ascii: "-") }
        }
    }

    /// Whether `text` can be the last element of a well-known bus name (`tactile` in
    /// `org.mpris.MediaPlayer2.tactile`, `vlc.instance42`): one or more dot-separated elements of
    /// `[A-Za-z0-9_-]`, none empty and none starting with a digit.
    public static func isValidBusNameSuffix(_ text: String) -> Bool {
        isValidBusName("a.\(text)") && !text.hasPrefix(":")
    }

    private static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    private static func isElementByte(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z")) || (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z"))
            || isDigit(b) || b == UInt8(ascii: "_")
    }
}
