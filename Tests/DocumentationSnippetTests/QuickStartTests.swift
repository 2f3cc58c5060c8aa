import Foundation
import Testing

/// The README's Quick Start is `QuickStart.swift` in this target, which imports only Tactile and TactileTesting
/// (as a user's package would); these tests keep the two identical and run it.
@MainActor
@Suite("README Quick Start")
struct QuickStartTests {
    @Test("the README's Quick Start block is QuickStart.swift, character for character")
    func readmeBlockMatchesCompiledFile() throws {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let root = here.deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let compiled = try String(contentsOf: here.appendingPathComponent("QuickStart.swift"), encoding: .utf8)
        let block = try #require(Self.firstSwiftBlock(after: "## Quick start", in: readme))
        #expect(block == compiled)
    }

    @Test("the Quick Start sees the double tap where it was made")
    func quickStartRuns() {
        #expect(example() == [CGPoint(x: 100, y: 100)])
    }

    /// The first ```swift block after `heading`, without its fences, ending in a newline.
    static func firstSwiftBlock(after heading: String, in markdown: String) -> String? {
        guard let start = markdown.range(of: heading + "\n") else { return nil }
        var lines = markdown[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)[...]
        while let line = lines.first, line != "```swift" {
            if line.hasPrefix("## ") { return nil }
            lines = lines.dropFirst()
        }
        lines = lines.dropFirst()
        guard let end = lines.firstIndex(of: "```") else { return nil }
        return lines[lines.startIndex..<end].joined(separator: "\n") + "\n"
    }
}
