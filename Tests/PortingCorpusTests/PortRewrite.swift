import Foundation

/// The rewrite that turns a UIKit original of the porting corpus into its Tactile port: the only changes Linux
/// forces. The corpus check applies it to each original and requires the result to equal the committed port,
/// byte for byte.
///
/// - Import lines: `import UIKit` → `import Tactile`, `import CoreMotion` → `import TactileMotion`,
///   `import MediaPlayer` → `import TactileMedia`; the line `import UIKit.UIGestureRecognizerSubclass` is removed.
/// - `#selector(name(…))` and `#selector(name)` → a method reference of the enclosing type,
///   `EnclosingType.name`; `#selector(Type.name(…))` → `Type.name` (`Self` is the enclosing type). A standard edit
///   action (`#selector(copy(_:))`) → its selector constant, `UIResponderStandardEditActions.copy`.
/// - The attributes `@objc`, `@IBAction` and `@IBOutlet` and the modifier `dynamic` are removed (with the space
///   after them; a line left holding nothing but removed attributes goes too). A line that starts with `@IBOutlet`
///   gets the comment `// was @IBOutlet` on a line of its own above it, as `tactile-migrate` leaves it.
/// - In a test file with a `@MainActor` `XCTestCase` class, `import XCTest` is followed by
///   `@_exported import TactileXCTest`, which XCTest on Linux needs to run such a class.
///
/// The enclosing type is the innermost `class`, `struct`, `enum`, `actor` or `extension` whose braces contain the
/// selector (braces are counted outside string literals and comments; a type's name is taken from its declaration
/// line).
enum PortRewrite {
    static let importRewrites: [String: String?] = [
        "import UIKit": "import Tactile",
        "import CoreMotion": "import TactileMotion",
        "import MediaPlayer": "import TactileMedia",
        "import UIKit.UIGestureRecognizerSubclass": nil,
    ]

    /// UIKit's standard edit actions (`UIResponderStandardEditActions`).
    static let standardEditActions: Set<String> = [
        "cut", "copy", "paste", "select", "selectAll", "delete", "makeTextWritingDirectionLeftToRight",
        "makeTextWritingDirectionRightToLeft", "toggleBoldface", "toggleItalics", "toggleUnderline", "increaseSize",
        "decreaseSize", "find", "findNext", "findPrevious", "pasteAndMatchStyle", "duplicate", "rename", "print",
    ]

    static let removedAttributes = ["@objc", "@IBAction", "@IBOutlet", "dynamic"]

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The port of `original`.
    static func port(_ original: String) throws -> String {
        var output: [String] = []
        var scanner = BraceScanner()
        let needsXCTestSupport = original.contains("@MainActor") && original.contains(": XCTestCase")
            && !original.contains("import TactileXCTest")
        for (number, line) in original.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(line)
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if line == trimmed, let rewrite = importRewrites[trimmed] {
                if let replacement = rewrite { output.append(replacement) }
                continue
            }
            if line == "import XCTest" && needsXCTestSupport {
                output += [line, "@_exported import TactileXCTest"]
                continue
            }
            if trimmed.split(separator: " ").prefix(while: { $0.hasPrefix("@") }).contains("@IBOutlet") {
                output.append(String(line.prefix { $0 == " " || $0 == "\t" }) + "// was @IBOutlet")
            }
            var rewritten = ""
            for segment in scanner.segments(of: line) {
                rewritten += try rewriteSelectors(
                    in: segment.text, enclosingType: segment.enclosingType, line: number + 1)
            }
            var removedSomething = false
            for attribute in removedAttributes {
                let (result, count) = removeToken(attribute, from: rewritten)
                rewritten = result
                removedSomething = removedSomething || count > 0
            }
            if !(removedSomething && rewritten.trimmingCharacters(in: .whitespaces).isEmpty) {
                output.append(rewritten)
            }
        }
        return output.joined(separator: "\n")
    }

    /// Rewrites every `#selector(…)` in `line`.
    static func rewriteSelectors(in line: String, enclosingType: String?, line number: Int) throws -> String {
        var result = ""
        var rest = Substring(line)
        while let start = rest.range(of: "#selector(") {
            result += rest[..<start.lowerBound]
            // Find the matching parenthesis.
            var depth = 1
            var index = start.upperBound
            while index < rest.endIndex, depth > 0 {
                if rest[index] == "(" { depth += 1 }
                if rest[index] == ")" { depth -= 1 }
                if depth > 0 { index = rest.index(after: index) }
            }
            guard index < rest.endIndex else {
                throw Failure(description: "line \(number): unbalanced #selector(")
            }
            let inner = rest[start.upperBound..<index].trimmingCharacters(in: .whitespaces)
            let path = inner.split(separator: "(", maxSplits: 1).first.map(String.init) ?? inner
            let parts = path.split(separator: ".").map(String.init)
            guard let name = parts.last, !name.isEmpty else {
                throw Failure(description: "line \(number): empty #selector")
            }
            let qualifier = parts.dropLast().joined(separator: ".")
            if !qualifier.isEmpty && qualifier != "Self" {
                result += "\(qualifier).\(name)"
            } else if qualifier.isEmpty && standardEditActions.contains(name) {
                result += "UIResponderStandardEditActions.\(name)"
            } else if let enclosingType {
                result += "\(enclosingType).\(name)"
            } else {
                throw Failure(description: "line \(number): #selector(\(inner)) outside a type")
            }
            rest = rest[rest.index(after: index)...]
        }
        return result + rest
    }

    /// Removes `token` and the space after it wherever it stands as a whole word before a letter or an
    /// attribute (so `let dynamic = 1` is left alone); a token alone on its line is removed too.
    static func removeToken(_ token: String, from line: String) -> (String, Int) {
        if line.trimmingCharacters(in: .whitespaces) == token { return ("", 1) }
        var result = ""
        var count = 0
        var rest = Substring(line)
        while let range = rest.range(of: token + " ") {
            let before = rest[..<range.lowerBound]
            let after = rest[range.upperBound...].first
            let startsWord = before.last.map { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "@") } ?? true
            let endsBeforeDeclaration = after.map { $0.isLetter || $0 == "@" } ?? false
            if startsWord && endsBeforeDeclaration {
                result += before
                count += 1
            } else {
                result += rest[..<range.upperBound]
            }
            rest = rest[range.upperBound...]
        }
        return (result + rest, count)
    }
}

/// Tracks which type declarations' bodies are open, through a file scanned line by line.
struct BraceScanner {
    /// A piece of a line and the innermost type whose body encloses it.
    struct Segment {
        var text: String
        var enclosingType: String?
    }

    private var depth = 0
    private var open: [(depth: Int, name: String)] = []
    private var pendingName: String?
    private var inBlockComment = false

    /// Splits `line` after each brace that is code (not in a string literal or comment), and gives each piece
    /// the innermost type whose body is open at its start.
    mutating func segments(of line: String) -> [Segment] {
        var segments: [Segment] = []
        var current = ""
        var code = ""
        var inString = false
        let characters = Array(line)
        var i = 0
        func flush() {
            if let name = Self.declaredTypeName(in: code) { pendingName = name }
            segments.append(Segment(text: current, enclosingType: open.last?.name))
            current = ""
            code = ""
        }
        while i < characters.count {
            let c = characters[i]
            let next: Character? = i + 1 < characters.count ? characters[i + 1] : nil
            current.append(c)
            if inBlockComment {
                if c == "*" && next == "/" {
                    inBlockComment = false
                    current.append("/")
                    i += 1
                }
            } else if inString {
                if c == "\\" && next != nil {
                    current.append(next!)
                    i += 1
                } else if c == "\"" {
                    inString = false
                }
            } else if c == "/" && next == "/" {
                current += String(characters[(i + 1)...])
                break
            } else if c == "/" && next == "*" {
                inBlockComment = true
                current.append("*")
                i += 1
            } else if c == "\"" {
                inString = true
            } else if c == "{" {
                let segmentStartType = open.last?.name
                if let name = Self.declaredTypeName(in: code) { pendingName = name }
                segments.append(Segment(text: current, enclosingType: segmentStartType))
                current = ""
                code = ""
                depth += 1
                if let name = pendingName {
                    open.append((depth, name))
                    pendingName = nil
                }
            } else if c == "}" {
                segments.append(Segment(text: current, enclosingType: open.last?.name))
                current = ""
                code = ""
                if let last = open.last, last.depth == depth { open.removeLast() }
                depth -= 1
            } else {
                code.append(c)
            }
            i += 1
        }
        flush()
        return segments
    }

    private static func declaredTypeName(in code: String) -> String? {
        let words = code.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "<" || $0 == "," }).map(String.init)
        for (index, word) in words.enumerated()
        where ["class", "struct", "enum", "actor", "extension"].contains(word) && index + 1 < words.count {
            let name = words[index + 1]
            if ["func", "var", "let", "subscript"].contains(name) { continue }  // `class func`, `class var`
            return name.split(separator: ".").last.map(String.init)
        }
        return nil
    }
}
