/// The fixed-width columns of the tool's tables (`eval strokes`, `eval motion`): each cell padded with spaces to
/// its column's width, the first column on the left and the others on the right.
struct TextTable {
    /// The width of each column, in characters; a longer cell is not cut.
    var widths: [Int]

    /// One line: `cells[i]` padded to `widths[i]`, the first to the left and the rest to the right.
    func row(_ cells: [String]) -> String {
        zip(cells, widths).enumerated().map { i, cell in Self.pad(cell.0, cell.1, left: i == 0) }.joined()
    }

    /// `text` padded with spaces to `width`: on the right when `left` (left-aligned), else on the left.
    static func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return left ? text + padding : padding + text
    }
}
