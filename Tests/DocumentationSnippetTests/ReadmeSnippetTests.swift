import Foundation
import Tactile
import TactileTesting
import Testing

/// The README's code, compiled and run: its Swift blocks are the files of `README/` in this target (which import only
/// what a user's package imports), its porting example (a diff from UIKit) is `README/FirstPort.swift`, and every
/// file it links to exists. `.ci/check-newcomer.sh` builds the first test again in a new package that depends on
/// Tactile by URL, as the README says.
@MainActor
@Suite("README code blocks")
struct ReadmeSnippetTests {
    static let readme = "README.md"
    /// The README's ```swift blocks, in order.
    static let files = ["FirstTest"]

    static func text(_ path: String) throws -> String {
        try String(contentsOf: MarkdownSwiftBlocks.root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("each Swift block of the README is its compiled file in README/, in order, character for character")
    func blocksMatchCompiledFiles() throws {
        let blocks = try MarkdownSwiftBlocks.blocks(inFileAt: Self.readme)
        let compiled = try Self.files.map { try Self.text("Tests/DocumentationSnippetTests/README/\($0).swift") }
        #expect(blocks.count == compiled.count, "a Swift block was added to or removed from the README: add or remove its file")
        for (index, (block, file)) in zip(blocks, compiled).enumerated() {
            #expect(block == file, "Swift block \(index + 1) of the README differs from README/\(Self.files[index]).swift")
        }
    }

    /// The lines of the README's ```diff block: unchanged lines (a leading space, or empty) and either the added
    /// (`+`) or the removed (`-`) ones, without their first character.
    static func diffSide(_ marker: Character) throws -> String {
        let readme = try text(readme)
        let start = try #require(readme.range(of: "\n```diff\n"))
        let end = try #require(readme.range(of: "\n```\n", range: start.upperBound..<readme.endIndex))
        let lines = readme[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
        return lines.compactMap { line -> Substring? in
            guard let first = line.first else { return "" }
            return first == " " || first == marker ? line.dropFirst() : nil
        }.joined(separator: "\n") + "\n"
    }

    @Test("the porting example's new side is README/FirstPort.swift, which compiles")
    func portMatchesCompiledFile() throws {
        let port = try Self.text("Tests/DocumentationSnippetTests/README/FirstPort.swift")
        #expect(try Self.diffSide("+") == port)
    }

    @Test("the porting example's old side is UIKit code, and only the rewrites the README names change it")
    func portChangesOnlyTheNamedRewrites() throws {
        let uikit = try Self.diffSide("-")
        #expect(uikit.contains("import UIKit\n"))
        #expect(uikit.contains("#selector(handlePan(_:))"))
        #expect(uikit.contains("@objc func handlePan"))
        let rewritten = uikit.replacingOccurrences(of: "import UIKit", with: "import Tactile")
            .replacingOccurrences(of: "#selector(handlePan(_:))", with: "CanvasViewController.handlePan")
            .replacingOccurrences(of: "@objc ", with: "")
        #expect(try rewritten == Self.diffSide("+"))
    }

    @Test("the ported view controller's pan reports the finger's translation")
    func portedPanWorks() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let controller = CanvasViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        sim.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 160, y: 180))
        #expect(controller.offset == CGPoint(x: 60, y: 80))
    }

    @Test("every file the README and BENCHMARKS.md link to exists")
    func relativeLinksExist() throws {
        for document in [Self.readme, "BENCHMARKS.md"] {
            let text = try Self.text(document)
            let links = text.matches(of: /\]\(([^)#\s]+)[^)]*\)/).map { String($0.1) }
                .filter { !$0.hasPrefix("http://") && !$0.hasPrefix("https://") }
            if document == Self.readme { #expect(!links.isEmpty) }
            for link in links {
                let exists = FileManager.default.fileExists(
                    atPath: MarkdownSwiftBlocks.root.appendingPathComponent(link).path)
                #expect(exists, "\(document) links to \(link), which does not exist")
            }
        }
    }
}
