import SwiftSyntax

/// What the rewrites of one file share: the original tree, the edits they ask for and the findings they report.
///
/// Every rewrite reads the *original* tree and records text edits against it, instead of rewriting the tree in
/// turn. So every finding's line and column are those of the file as the user wrote it, and two rewrites never
/// see each other's half-finished output. When two edits overlap, the outer one wins (see ``SourceEdits``): a
/// rewrite that replaces a whole call, selector included, takes precedence over the selector rewrite inside it.
final class MigrationContext {
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter
    private(set) var edits = SourceEdits()
    private(set) var findings: [Finding] = []
    /// The original file's bytes (UTF-8), for edits that look at the text around a node.
    private(set) lazy var bytes: [UInt8] = Array(tree.syntaxTextBytes)
    /// The file's methods by type and name, for the rewrites that need a selector's method.
    private(set) lazy var methodIndex = MethodIndex(tree)
    /// The file's responder types, for the delayed `perform` rewrite.
    private(set) lazy var responderTypes = ResponderTypes(tree)

    init(tree: SourceFileSyntax, fileName: String) {
        self.tree = tree
        self.converter = SourceLocationConverter(fileName: fileName, tree: tree)
    }

    /// Replaces the node's text, without its leading and trailing trivia (comments and spaces stay).
    func replace(_ node: some SyntaxProtocol, with text: String) {
        edits.add(SourceEdit(
            start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
            end: node.endPositionBeforeTrailingTrivia.utf8Offset,
            replacement: text))
    }

    /// Replaces a byte range of the original file.
    func replace(from start: AbsolutePosition, to end: AbsolutePosition, with text: String) {
        edits.add(SourceEdit(start: start.utf8Offset, end: end.utf8Offset, replacement: text))
    }

    /// Removes code: the nodes (without their trivia) and the spaces after each. Nodes next to each other on a
    /// line, with only spaces between them, are removed as one piece; a line left holding nothing but removed
    /// code goes entirely, with its indentation and its line break, so `@objc` alone on a line leaves no blank
    /// line behind. Comments stay.
    func remove(_ nodes: [Syntax]) {
        var ranges = nodes.map {
            ($0.positionAfterSkippingLeadingTrivia.utf8Offset, $0.endPositionBeforeTrailingTrivia.utf8Offset)
        }.sorted { $0.0 < $1.0 }
        // Merge pieces separated only by spaces or tabs.
        var merged: [(Int, Int)] = []
        for range in ranges {
            if let last = merged.last, bytes[last.1..<range.0].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
                merged[merged.count - 1].1 = max(last.1, range.1)
            } else {
                merged.append(range)
            }
        }
        ranges = merged
        for (start, end) in ranges {
            var lineStart = start
            while lineStart > 0, bytes[lineStart - 1] == 0x20 || bytes[lineStart - 1] == 0x09 { lineStart -= 1 }
            var afterSpaces = end
            while afterSpaces < bytes.count, bytes[afterSpaces] == 0x20 || bytes[afterSpaces] == 0x09 {
                afterSpaces += 1
            }
            let startsLine = lineStart == 0 || bytes[lineStart - 1] == 0x0A
            let endsLine = afterSpaces == bytes.count || bytes[afterSpaces] == 0x0A || bytes[afterSpaces] == 0x0D
            if startsLine && endsLine {
                var lineEnd = afterSpaces
                if lineEnd < bytes.count, bytes[lineEnd] == 0x0D { lineEnd += 1 }
                if lineEnd < bytes.count, bytes[lineEnd] == 0x0A { lineEnd += 1 }
                edits.add(SourceEdit(start: lineStart, end: lineEnd, replacement: ""))
            } else if endsLine {
                edits.add(SourceEdit(start: lineStart, end: end, replacement: ""))
            } else {
                edits.add(SourceEdit(start: start, end: afterSpaces, replacement: ""))
            }
        }
    }

    /// Reports a finding at the start of `node` (after its leading trivia).
    func report(
        _ severity: Finding.Severity, at node: some SyntaxProtocol, _ message: String, advice: String
    ) {
        let location = node.startLocation(converter: converter)
        findings.append(Finding(
            severity: severity, line: location.line, column: location.column, message: message, advice: advice))
    }
}

/// One replacement of a byte range (UTF-8 offsets) of the original text.
struct SourceEdit: Hashable {
    var start: Int
    var end: Int
    var replacement: String
}

/// The edits of one file, applied together to the original text.
///
/// Edits that overlap are resolved by keeping the outer one (the one that starts first, and of those the longest)
/// and dropping every edit inside it. Two identical edits count once. Edits never depend on the order in which the
/// rewrites ran, so the output is deterministic.
struct SourceEdits {
    private(set) var all: [SourceEdit] = []

    mutating func add(_ edit: SourceEdit) { all.append(edit) }

    /// The original text with the edits applied.
    func apply(to text: String) -> String {
        let sorted = Set(all).sorted {
            ($0.start, -$0.end, $0.replacement) < ($1.start, -$1.end, $1.replacement)
        }
        var kept: [SourceEdit] = []
        for edit in sorted {
            if let last = kept.last, edit.start < last.end || (edit.start == last.start && edit.end == last.end) {
                continue  // inside (or overlapping) an edit already kept: the outer edit wins
            }
            kept.append(edit)
        }
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        for edit in kept {
            result.append(contentsOf: bytes[index..<edit.start])
            result.append(contentsOf: edit.replacement.utf8)
            index = edit.end
        }
        result.append(contentsOf: bytes[index...])
        return String(decoding: result, as: UTF8.self)
    }
}

/// One rewrite (or check) of the migration. Each reads the original tree and records its edits and findings in
/// the context; ``Migrator/migrate(_:fileName:)`` runs them all.
protocol MigrationPass {
    static func run(in context: MigrationContext)
}
