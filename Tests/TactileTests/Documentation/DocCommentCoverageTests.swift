import Foundation
import Testing

/// Every public symbol has a doc comment that names its UIKit counterpart (the project's rule). This test reads
/// the package's own sources and fails with the file and line of every public or open declaration that has no
/// `///` comment. Overrides, protocol-required members (`==`, `hash(into:)`, `description`, `rawValue`) and
/// enum cases inside documented enums are exempt.
@Suite("Documentation coverage")
struct DocCommentCoverageTests {
    static let sourcesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    static let exempt = [
        "override ", "static func ==", "static func <", "func hash(into", "var description",
        "init(rawValue", "let rawValue", "init(stringLiteral", "var debugDescription",
    ]

    /// Words that show a doc comment names the type's counterpart, or says there is none.
    static let counterpartWords = [
        "UIKit", "counterpart", "Core Animation", "CoreGraphics", "Core Motion", "MediaPlayer", "Foundation",
        "Objective-C", "IOHIDEvent", "linux/input.h",
    ]

    static func isTypeDeclaration(_ line: String) -> Bool {
        let words = line.split(separator: " ").map(String.init)
        return words.contains { ["class", "struct", "enum", "protocol", "typealias", "actor"].contains($0) }
            && !line.contains("func ") && !line.contains("var ") && !line.contains("let ")
    }

    @Test("every public or open declaration in Sources/ has a /// doc comment; every public type names its counterpart")
    func everyPublicSymbolIsDocumented() throws {
        let fm = FileManager.default
        guard let files = fm.enumerator(at: Self.sourcesDirectory, includingPropertiesForKeys: nil) else {
            Issue.record("cannot list \(Self.sourcesDirectory.path)")
            return
        }
        var missing: [String] = []
        var unnamed: [String] = []
        var checked = 0
        for case let url as URL in files where url.pathExtension == "swift" {
            let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
            for (i, raw) in lines.enumerated() {
                let line = raw.trimmingCharacters(in: .whitespaces)
                guard line.hasPrefix("public ") || line.hasPrefix("open ") else { continue }
                guard !line.hasPrefix("public import"), !Self.exempt.contains(where: { line.contains($0) })
                else { continue }
                checked += 1
                var j = i - 1
                while j >= 0 {
                    let previous = lines[j].trimmingCharacters(in: .whitespaces)
                    if previous.hasPrefix("@") || previous.hasPrefix("#") { j -= 1 } else { break }
                }
                let documented = j >= 0 && lines[j].trimmingCharacters(in: .whitespaces).hasPrefix("///")
                if !documented {
                    missing.append("\(url.lastPathComponent):\(i + 1): \(line)")
                    continue
                }
                // A type's doc comment must name its counterpart (or say it has none).
                guard Self.isTypeDeclaration(line) else { continue }
                var block = ""
                while j >= 0, lines[j].trimmingCharacters(in: .whitespaces).hasPrefix("///") {
                    block = lines[j] + "\n" + block
                    j -= 1
                }
                if !Self.counterpartWords.contains(where: { block.contains($0) }) {
                    unnamed.append("\(url.lastPathComponent):\(i + 1): \(line)")
                }
            }
        }
        #expect(checked > 100, "the scan found only \(checked) declarations; is the Sources path right?")
        #expect(missing.isEmpty, "undocumented public symbols:\n\(missing.joined(separator: "\n"))")
        #expect(unnamed.isEmpty, "public types whose docs name no counterpart:\n\(unnamed.joined(separator: "\n"))")
    }
}
