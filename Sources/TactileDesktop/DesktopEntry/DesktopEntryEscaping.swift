import Tactile

/// Escaping values as the Desktop Entry specification asks (internal).
enum DesktopEntryEscaping {
    /// A `string` or `localestring` value: `\s` for a leading space, `\n`, `\t`, `\r` and `\\`.
    static func value(_ text: String) -> String {
        var out = ""
        for (index, character) in text.enumerated() {
            switch character {
            case " " where index == 0: out += "\\s"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\\": out += "\\\\"
            default: out.append(character)
            }
        }
        return out
    }

    /// The characters that make an `Exec` argument need quotes.
    static let reserved: Set<Character> = [
        " ", "\t", "\n", "\"", "'", "\\", ">", "<", "~", "|", "&", ";", "$", "*", "?", "#", "(", ")", "`",
    ]

    /// One argument of an `Exec` value, before the value itself is escaped: quoted with `"` when it holds a
    /// reserved character (inside, `"`, `` ` ``, `$` and `\` take a backslash), and `%` doubled (a literal percent
    /// sign, not a field code).
    static func execArgument(_ argument: String) -> String {
        let percent = argument.replacingOccurrences(of: "%", with: "%%")
        guard percent.isEmpty || percent.contains(where: { reserved.contains($0) }) else { return percent }
        var out = "\""
        for character in percent {
            if character == "\"" || character == "`" || character == "$" || character == "\\" { out += "\\" }
            out.append(character)
        }
        return out + "\""
    }

    /// A whole `Exec` value: the arguments quoted, joined by spaces, then escaped as a string value. The value
    /// never starts with a space (the program comes first, and an empty argument is written `""`), so the
    /// leading-space escape of ``value(_:)`` never applies.
    static func exec(_ arguments: [String]) -> String {
        value(arguments.map(execArgument).joined(separator: " "))
    }
}
