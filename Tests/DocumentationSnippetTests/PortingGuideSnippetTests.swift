import Foundation
import Testing

/// Every Swift block of the porting guide is a file of `PortingGuide/` in this target, so it compiles against what a
/// user's package imports (Tactile, TactileTesting, TactileXCTest), and the Swift Testing and XCTest examples among
/// them run with the suite.
@Suite("Porting guide code blocks")
struct PortingGuideSnippetTests {
    static let guide = "Sources/Tactile/Tactile.docc/PortingFromUIKit.md"
    static let files = [
        "TargetActionShapes", "KeyCommands", "EditActions", "OutletsInCode", "SchedulerInsteadOfTimers",
        "SwiftTestingSuite", "ReexportTactileXCTest", "XCTestClass",
    ]

    @Test("each Swift block of the guide is its compiled file, in order, character for character")
    func blocksMatchCompiledFiles() throws {
        let blocks = try MarkdownSwiftBlocks.blocks(inFileAt: Self.guide)
        let folder = MarkdownSwiftBlocks.targetFolder.appendingPathComponent("PortingGuide")
        let compiled = try Self.files.map {
            try String(contentsOf: folder.appendingPathComponent("\($0).swift"), encoding: .utf8)
        }
        #expect(blocks.count == compiled.count, "a block was added to or removed from the guide: add or remove its file")
        for (index, (block, file)) in zip(blocks, compiled).enumerated() {
            #expect(block == file, "block \(index + 1) of the guide differs from PortingGuide/\(Self.files[index]).swift")
        }
    }

    @Test("blocks inside list items lose their indentation; other text is not taken")
    func extraction() {
        let markdown = "Text\n```swift\nlet a = 1\n```\n- item\n\n  ```swift\n  let b = 2\n\n  let c = 3\n  ```\n```sh\nls\n```\n"
        #expect(MarkdownSwiftBlocks.blocks(in: markdown) == ["let a = 1\n", "let b = 2\n\nlet c = 3\n"])
    }
}
