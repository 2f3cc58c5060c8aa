/// A unified diff of two texts, as `diff -u` and `git diff` print it: what `tactile-migrate --dry-run` shows.
///
/// The diff compares lines byte for byte (a line keeps its `\r\n` or `\n` ending, so a file with Windows line
/// endings shows them unchanged), finds a shortest edit script with Myers' algorithm, and groups the changes in
/// hunks with `context` unchanged lines around them; hunks closer than twice the context are joined, as `diff -u`
/// joins them. A last line without a newline is followed by `\ No newline at end of file`. The headers carry no
/// time stamps, so the output is the same on every run and applies with `git apply` or `patch -p1`.
public enum UnifiedDiff {
    /// The diff from `old` to `new`, with `--- oldPath` and `+++ newPath` headers; empty when the texts are equal.
    ///
    /// - Parameters:
    ///   - old: the text before.
    ///   - new: the text after.
    ///   - oldPath: the header's first name, for example `a/Sources/App/ViewController.swift`.
    ///   - newPath: the header's second name, for example `b/Sources/App/ViewController.swift`.
    ///   - context: how many unchanged lines to show around each change (3, as `diff -u` and `git diff`).
    public static func make(from old: String, to new: String, oldPath: String, newPath: String, context: Int = 3)
        -> String
    {
        if old.utf8.elementsEqual(new.utf8) { return "" }
        let hunks = self.hunks(from: old, to: new, context: context)
        if hunks.isEmpty { return "" }
        var output = "--- \(oldPath)\n+++ \(newPath)\n"
        for hunk in hunks { output += hunk.text }
        return output
    }

    /// One line of the file with its line ending (`\n`, `\r\n`, or nothing for a last line without one).
    static func lines(of text: String) -> [Substring] {
        let utf8 = text.utf8
        var lines: [Substring] = []
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            let next = utf8.index(after: index)
            if utf8[index] == UInt8(ascii: "\n") {
                lines.append(Substring(utf8[start..<next]))
                start = next
            }
            index = next
        }
        if start != utf8.endIndex { lines.append(Substring(utf8[start..<utf8.endIndex])) }
        return lines
    }

    /// What happens to one line.
    enum Operation: Equatable {
        case equal, delete, insert
    }

    /// A shortest edit script from `old` to `new` (Myers, "An O(ND) Difference Algorithm and Its Variations"),
    /// with every run of changes written as its deletions first, then its insertions.
    ///
    /// The search keeps what it needs to walk back, which grows with the square of the number of changes; past
    /// `memoryLimit` numbers (far beyond what a migration changes), the middle of the file is shown as removed
    /// and added whole, a correct but longer diff, rather than exhausting memory.
    static func editScript<Element: Hashable>(
        from old: [Element], to new: [Element], memoryLimit: Int = 16_000_000
    ) -> [Operation] {
        // Numbers compare faster than lines; equal lines get equal numbers.
        var numbers: [Element: Int] = [:]
        func number(_ element: Element) -> Int {
            if let known = numbers[element] { return known }
            numbers[element] = numbers.count
            return numbers.count - 1
        }
        let a = old.map(number)
        let b = new.map(number)
        // The common start and end need no search.
        var prefix = 0
        while prefix < a.count && prefix < b.count && a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix && suffix < b.count - prefix
            && a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
        {
            suffix += 1
        }
        let oldMiddle = Array(a[prefix..<(a.count - suffix)])
        let newMiddle = Array(b[prefix..<(b.count - suffix)])
        let middle = myers(oldMiddle, newMiddle, memoryLimit: memoryLimit)
            ?? Array(repeating: .delete, count: oldMiddle.count) + Array(repeating: .insert, count: newMiddle.count)
        let script = Array(repeating: Operation.equal, count: prefix) + middle
            + Array(repeating: Operation.equal, count: suffix)
        return deletionsFirst(script)
    }

    /// Myers' greedy forward search, keeping for each step only the diagonals it can reach, then walking back.
    /// Returns `nil` when the search would keep more than `memoryLimit` numbers.
    private static func myers(_ a: [Int], _ b: [Int], memoryLimit: Int) -> [Operation]? {
        let n = a.count
        let m = b.count
        if n == 0 { return Array(repeating: .insert, count: m) }
        if m == 0 { return Array(repeating: .delete, count: n) }
        let limit = n + m
        let offset = limit + 1
        var v = [Int](repeating: 0, count: 2 * limit + 3)
        // trace[d] holds v[k] for k in -d-1...d+1 as it was before step d.
        var trace: [[Int]] = []
        var steps = 0
        var kept = 0
        search: for d in 0...limit {
            kept += 2 * d + 3
            if kept > memoryLimit { return nil }
            trace.append(Array(v[(offset - d - 1)...(offset + d + 1)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
                    x = v[offset + k + 1]
                } else {
                    x = v[offset + k - 1] + 1
                }
                var y = x - k
                while x < n && y < m && a[x] == b[y] {
                    x += 1
                    y += 1
                }
                v[offset + k] = x
                if x >= n && y >= m {
                    steps = d
                    break search
                }
            }
        }
        var operations: [Operation] = []
        operations.reserveCapacity(n + m)
        var x = n
        var y = m
        for d in stride(from: steps, through: 0, by: -1) {
            let saved = trace[d]
            func value(_ k: Int) -> Int { saved[k + d + 1] }
            let k = x - y
            let previousK = (k == -d || (k != d && value(k - 1) < value(k + 1))) ? k + 1 : k - 1
            let previousX = value(previousK)
            let previousY = previousX - previousK
            while x > previousX && y > previousY {
                operations.append(.equal)
                x -= 1
                y -= 1
            }
            if d > 0 { operations.append(x == previousX ? .insert : .delete) }
            x = previousX
            y = previousY
        }
        return operations.reversed()
    }

    /// Rewrites every run of changes as its deletions, then its insertions (as `diff -u` prints them).
    private static func deletionsFirst(_ script: [Operation]) -> [Operation] {
        var result: [Operation] = []
        result.reserveCapacity(script.count)
        var deletions = 0
        var insertions = 0
        func flush() {
            result.append(contentsOf: repeatElement(.delete, count: deletions))
            result.append(contentsOf: repeatElement(.insert, count: insertions))
            deletions = 0
            insertions = 0
        }
        for operation in script {
            switch operation {
            case .delete: deletions += 1
            case .insert: insertions += 1
            case .equal:
                flush()
                result.append(.equal)
            }
        }
        flush()
        return result
    }

    /// One `@@ -start,count +start,count @@` block and its lines.
    struct Hunk: Equatable {
        var oldStart: Int
        var oldCount: Int
        var newStart: Int
        var newCount: Int
        /// The header and the lines, each line prefixed with ` `, `-` or `+`.
        var text: String
    }

    static func hunks(from old: String, to new: String, context: Int) -> [Hunk] {
        let oldLines = lines(of: old)
        let newLines = lines(of: new)
        // Lines compare as bytes: two spellings of the same character are different lines.
        let script = editScript(from: oldLines.map { Array($0.utf8) }, to: newLines.map { Array($0.utf8) })
        // Where each operation starts in the old and the new file.
        var entries: [(operation: Operation, old: Int, new: Int)] = []
        entries.reserveCapacity(script.count)
        var oldIndex = 0
        var newIndex = 0
        for operation in script {
            entries.append((operation, oldIndex, newIndex))
            if operation != .insert { oldIndex += 1 }
            if operation != .delete { newIndex += 1 }
        }
        let changes = entries.indices.filter { entries[$0].operation != .equal }
        var hunks: [Hunk] = []
        var next = 0
        let context = max(0, context)
        while next < changes.count {
            let first = changes[next]
            var last = first
            var joined = next
            while joined + 1 < changes.count && changes[joined + 1] - last - 1 <= 2 * context {
                joined += 1
                last = changes[joined]
            }
            next = joined + 1
            let range = max(0, first - context)...min(entries.count - 1, last + context)
            var body = ""
            var oldCount = 0
            var newCount = 0
            for entry in entries[range] {
                let line: Substring
                switch entry.operation {
                case .equal:
                    line = oldLines[entry.old]
                    body += " "
                    oldCount += 1
                    newCount += 1
                case .delete:
                    line = oldLines[entry.old]
                    body += "-"
                    oldCount += 1
                case .insert:
                    line = newLines[entry.new]
                    body += "+"
                    newCount += 1
                }
                body += line
                if line.utf8.last != UInt8(ascii: "\n") { body += "\n\\ No newline at end of file\n" }
            }
            let start = entries[range.lowerBound]
            let oldStart = oldCount == 0 ? start.old : start.old + 1
            let newStart = newCount == 0 ? start.new : start.new + 1
            let header = "@@ -\(span(oldStart, oldCount)) +\(span(newStart, newCount)) @@\n"
            hunks.append(Hunk(
                oldStart: oldStart, oldCount: oldCount, newStart: newStart, newCount: newCount, text: header + body))
        }
        return hunks
    }

    /// `start,count`, or `start` alone when the count is 1 (as `diff -u` writes it).
    private static func span(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(start),\(count)"
    }
}
