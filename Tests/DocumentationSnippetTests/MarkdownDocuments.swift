import Foundation

/// The Markdown a user reads, found in the repository, and the Swift files of this target that hold its blocks.
enum MarkdownDocuments {
    /// The documents whose ```swift blocks must compile, relative to the root and sorted: README.md and
    /// BENCHMARKS.md when present, every Markdown file under Docs/, and every article of a DocC catalog in Sources/.
    static func paths() -> [String] {
        let fileManager = FileManager.default
        var paths = ["README.md", "BENCHMARKS.md"].filter {
            fileManager.fileExists(atPath: MarkdownSwiftBlocks.root.appendingPathComponent($0).path)
        }
        paths += files(under: "Docs", endingIn: ".md")
        paths += files(under: "Sources", endingIn: ".md").filter { $0.contains(".docc/") }
        return paths.sorted()
    }

    /// The paths, relative to the root, of the files under `folder` whose names end in `suffix`.
    static func files(under folder: String, endingIn suffix: String) -> [String] {
        let base = MarkdownSwiftBlocks.root.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(suffix) }.map { "\(folder)/\($0)" }
    }

    /// Every Swift file of this target, as lines.
    static func compiledFiles() throws -> [(path: String, lines: [Substring])] {
        let folder = MarkdownSwiftBlocks.targetFolder
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        return try enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().map { path in
            let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            return (path, text.split(separator: "\n", omittingEmptySubsequences: false))
        }
    }

    /// Whether the lines of `block` appear one after another in `lines`, each with the same added indentation (a
    /// file may nest a fragment in a type or function to compile it). Blank lines match blank lines.
    static func contains(_ lines: [Substring], block: String) -> Bool {
        var blockLines = block.split(separator: "\n", omittingEmptySubsequences: false)
        if blockLines.last == "" { blockLines.removeLast() }
        while blockLines.first?.allSatisfy(\.isWhitespace) == true { blockLines.removeFirst() }
        guard let first = blockLines.first, lines.count >= blockLines.count else { return false }
        for start in 0...(lines.count - blockLines.count) where lines[start].hasSuffix(first) {
            let indent = lines[start].dropLast(first.count)
            guard indent.allSatisfy({ $0 == " " }) else { continue }
            let matches = zip(blockLines, lines[start...]).allSatisfy { blockLine, line in
                blockLine.allSatisfy(\.isWhitespace)
                    ? line.allSatisfy(\.isWhitespace) : line == indent + blockLine
            }
            if matches { return true }
        }
        return false
    }
}
