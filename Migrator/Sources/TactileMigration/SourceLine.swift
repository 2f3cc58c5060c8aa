import SwiftSyntax

/// The line a node stands on, as a rewrite that may wrap it needs it: how many columns come before the node on its
/// first line and after it on its last, the line's indentation and its line break. Read from the tree and its
/// line table, without copying the file's text.
struct SourceLine {
    /// Columns (UTF-8 bytes) before the node on its first line.
    var columnsBefore: Int
    /// Columns after the node on its last line, line break excluded.
    var columnsAfter: Int
    /// The spaces and tabs that start the node's first line.
    var indentation: String
    /// The line break after the node's last line: `"\r\n"` in a file with Windows line ends, else `"\n"`.
    var newline: String

    init(around node: some SyntaxProtocol, converter: SourceLocationConverter) {
        let start = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        let end = converter.location(for: node.endPositionBeforeTrailingTrivia)
        columnsBefore = start.column - 1
        let nextLine = converter.position(ofLine: end.line + 1, column: 1).utf8Offset
        let thisLine = converter.position(ofLine: end.line, column: 1).utf8Offset
        let breakAfter = Self.lineBreak(after: node)
        newline = breakAfter ?? "\n"
        let lineLength = nextLine - thisLine - (breakAfter?.utf8.count ?? 0)
        columnsAfter = max(0, lineLength - (end.column - 1))
        indentation = Self.indentation(ofLine: start.line, from: node, converter: converter)
    }

    /// The spaces and tabs before the first token of `line`, found by walking back from `node`.
    private static func indentation(
        ofLine line: Int, from node: some SyntaxProtocol, converter: SourceLocationConverter
    ) -> String {
        guard var first = node.firstToken(viewMode: .sourceAccurate) else { return "" }
        while let previous = first.previousToken(viewMode: .sourceAccurate),
            converter.location(for: previous.positionAfterSkippingLeadingTrivia).line == line
        {
            first = previous
        }
        var indentation = ""
        for piece in first.leadingTrivia.pieces {
            switch piece {
            case .spaces(let count): indentation += String(repeating: " ", count: count)
            case .tabs(let count): indentation += String(repeating: "\t", count: count)
            default: indentation = ""  // a line break or a comment: the indentation starts after it
            }
        }
        return indentation
    }

    /// The first line break after `node`, or nil when the file ends on its line.
    private static func lineBreak(after node: some SyntaxProtocol) -> String? {
        var token = node.lastToken(viewMode: .sourceAccurate)
        var pieces = Array(token?.trailingTrivia.pieces ?? [])
        while let current = token {
            for piece in pieces {
                switch piece {
                case .newlines: return "\n"
                case .carriageReturnLineFeeds: return "\r\n"
                case .carriageReturns: return "\r"
                default: continue
                }
            }
            token = current.nextToken(viewMode: .sourceAccurate)
            guard let next = token else { return nil }
            pieces = Array(next.leadingTrivia.pieces) + Array(next.trailingTrivia.pieces)
        }
        return nil
    }
}
