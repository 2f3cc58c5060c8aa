import Foundation
import Testing

/// The README's Quick Start is `QuickStart.swift` in this target, which imports only Tactile and TactileTesting
/// (as a user's package would); these tests keep the two identical and run it.
@MainActor
@Suite("README Quick Start")
struct QuickStartTests {
    @Test("the README's Quick Start block is QuickStart.swift, character for character")
    func readmeBlockMatchesCompiledFile() throws {
        let readme = try String(
            contentsOf: MarkdownSwiftBlocks.root.appendingPathComponent("README.md"), encoding: .utf8)
        let compiled = try String(
            contentsOf: MarkdownSwiftBlocks.targetFolder.appendingPathComponent("QuickStart.swift"), encoding: .utf8)
        let block = try #require(MarkdownSwiftBlocks.firstBlock(after: "## Quick start", in: readme))
        #expect(block == compiled)
    }

    @Test("the Quick Start sees the double tap where it was made")
    func quickStartRuns() {
        #expect(example() == [CGPoint(x: 100, y: 100)])
    }
}
