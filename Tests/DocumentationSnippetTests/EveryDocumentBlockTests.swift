import Foundation
import Testing

/// Every ```swift block of the README, BENCHMARKS.md, Docs/ and the DocC catalogs appears, character for character,
/// in a Swift file of this target, so the compiler checks it against only what a user's package imports. The files
/// are in `Snippets/<document>/`; a file may nest a fragment in a type or function (with the same indentation added
/// to every line) so that it compiles, and tests beside it run the blocks that do something observable.
@Suite("Every Swift block of the documentation compiles")
struct EveryDocumentBlockTests {
    @Test("each ```swift block of every document appears in a compiled file of this target")
    func everyBlockIsCompiled() throws {
        let documents = MarkdownDocuments.paths()
        #expect(documents.contains("README.md"))
        #expect(documents.contains("Sources/Tactile/Tactile.docc/PortingFromUIKit.md"))
        let files = try MarkdownDocuments.compiledFiles()
        var blockCount = 0
        for document in documents {
            for (index, block) in try MarkdownSwiftBlocks.blocks(inFileAt: document).enumerated() {
                blockCount += 1
                let firstLine = block.split(separator: "\n").first.map(String.init) ?? ""
                #expect(
                    files.contains { MarkdownDocuments.contains($0.lines, block: block) },
                    """
                    \(document), Swift block \(index + 1) (\(firstLine)) is in no Swift file of \
                    Tests/DocumentationSnippetTests: copy it there, under Snippets/, wrapped so that it compiles
                    """)
            }
        }
        #expect(blockCount >= 26)
    }

    @Test("blocks inside list items lose their indentation; other text is not taken")
    func extraction() {
        let markdown = "Text\n```swift\nlet a = 1\n```\n- item\n\n  ```swift\n  let b = 2\n\n  let c = 3\n  ```\n```sh\nls\n```\n"
        #expect(MarkdownSwiftBlocks.blocks(in: markdown) == ["let a = 1\n", "let b = 2\n\nlet c = 3\n"])
    }

    @Test("a block matches a file's lines with the same indentation added to each, and nothing looser")
    func matching() {
        let file: [Substring] = ["enum Wrapper {", "    let b = 2", "", "    let c = 3", "}"]
        #expect(MarkdownDocuments.contains(file, block: "let b = 2\n\nlet c = 3\n"))
        #expect(MarkdownDocuments.contains(file, block: "enum Wrapper {\n"))
        #expect(!MarkdownDocuments.contains(file, block: "let b = 2\nlet c = 3\n"))
        #expect(!MarkdownDocuments.contains(file, block: "let b = 2\n\nlet c = 4\n"))
        #expect(!MarkdownDocuments.contains(["    let b = 2", "  let c = 3"], block: "let b = 2\nlet c = 3\n"))
        #expect(!MarkdownDocuments.contains(["x let b = 2"], block: "let b = 2\n"))
    }

    @Test("the documents include every DocC article and the README")
    func documentsFound() {
        let documents = MarkdownDocuments.paths()
        #expect(documents.contains("Sources/TactileStrokes/TactileStrokes.docc/CustomGesturesFromExamples.md"))
        #expect(!documents.contains { $0.hasPrefix(".build") || $0.hasPrefix("Tests/") })
    }
}
