import Foundation

/// Reads the Swift code blocks out of the repository's Markdown, so tests can hold them to compiled files.
enum MarkdownSwiftBlocks {
    /// The repository's root, found from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// This test target's folder.
    static let targetFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// Every ```swift block of the file at `path` (relative to the root), in order, without its fences and with the
    /// fence's indentation removed (blocks inside list items are indented), each ending in a newline.
    static func blocks(inFileAt path: String) throws -> [String] {
        let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        return blocks(in: text)
    }

    /// Every ```swift block of `markdown`; see ``blocks(inFileAt:)``.
    static func blocks(in markdown: String) -> [String] {
        var result: [String] = []
        var current: [Substring]?
        var indent = 0
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop(while: { $0 == " " })
            if current == nil {
                if trimmed == "```swift" {
                    indent = line.count - trimmed.count
                    current = []
                }
            } else if trimmed == "```" {
                result.append(current!.joined(separator: "\n") + "\n")
                current = nil
            } else {
                current!.append(line.count >= indent ? line.dropFirst(indent) : trimmed)
            }
        }
        return result
    }

    /// The first ```swift block after the line `heading`, or nil when the next heading of the same level comes first.
    static func firstBlock(after heading: String, in markdown: String) -> String? {
        guard let start = markdown.range(of: heading + "\n") else { return nil }
        let rest = markdown[start.upperBound...]
        let level = heading.prefix(while: { $0 == "#" }) + " "
        let section = rest.range(of: "\n" + level).map { rest[..<$0.lowerBound] } ?? rest
        return blocks(in: String(section)).first
    }
}
