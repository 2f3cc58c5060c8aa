import Testing

@testable import TactileMigration

/// The unified diff `tactile-migrate --dry-run` prints: the same hunks as `diff -u` (the expected texts below are
/// what GNU diff 3 prints for the same files), byte-exact lines, and a shortest edit script.
@Suite("Unified diff")
struct UnifiedDiffTests {
    static func diff(_ old: String, _ new: String) -> String {
        UnifiedDiff.make(from: old, to: new, oldPath: "a/F.swift", newPath: "b/F.swift")
    }

    /// `1\n2\n…\n20\n`.
    static let twenty = (1...20).map { "\($0)\n" }.joined()

    static func replacing(_ lines: [Int: String]) -> String {
        (1...20).map { "\(lines[$0] ?? "\($0)")\n" }.joined()
    }

    @Test("equal texts give no diff at all")
    func equal() {
        #expect(Self.diff("", "") == "")
        #expect(Self.diff("a\nb\n", "a\nb\n") == "")
    }

    @Test("a change in the middle shows three lines of context on each side, under the two headers")
    func middle() {
        let new = Self.replacing([10: "ten"])
        #expect(Self.diff(Self.twenty, new) == """
            --- a/F.swift
            +++ b/F.swift
            @@ -7,7 +7,7 @@
             7
             8
             9
            -10
            +ten
             11
             12
             13

            """)
    }

    @Test("changes at most six unchanged lines apart share a hunk; seven apart make two hunks, as diff -u")
    func joining() {
        let joined = UnifiedDiff.hunks(from: Self.twenty, to: Self.replacing([3: "three", 10: "ten"]), context: 3)
        #expect(joined.map { [$0.oldStart, $0.oldCount, $0.newStart, $0.newCount] } == [[1, 13, 1, 13]])
        let apart = UnifiedDiff.hunks(from: Self.twenty, to: Self.replacing([3: "three", 11: "eleven"]), context: 3)
        #expect(apart.map { [$0.oldStart, $0.oldCount, $0.newStart, $0.newCount] } == [[1, 6, 1, 6], [8, 7, 8, 7]])
        #expect(apart[1].text.hasPrefix("@@ -8,7 +8,7 @@\n 8\n 9\n 10\n-11\n+eleven\n 12\n"))
    }

    @Test("an insertion at the start and a deletion at the end")
    func edges() {
        #expect(Self.diff("b\nc\n", "a\nb\nc\n") == "--- a/F.swift\n+++ b/F.swift\n@@ -1,2 +1,3 @@\n+a\n b\n c\n")
        #expect(Self.diff("a\nb\nc\n", "a\nb\n") == "--- a/F.swift\n+++ b/F.swift\n@@ -1,3 +1,2 @@\n a\n b\n-c\n")
        #expect(Self.diff("a\n", "a\nb\n") == "--- a/F.swift\n+++ b/F.swift\n@@ -1 +1,2 @@\n a\n+b\n")
    }

    @Test("from and to an empty file, a hunk side with no lines starts at line 0")
    func emptyFiles() {
        #expect(Self.diff("", "x\n") == "--- a/F.swift\n+++ b/F.swift\n@@ -0,0 +1 @@\n+x\n")
        #expect(Self.diff("x\n", "") == "--- a/F.swift\n+++ b/F.swift\n@@ -1 +0,0 @@\n-x\n")
    }

    @Test("a last line without a newline is marked, and adding the newline is a change")
    func noNewlineAtEnd() {
        #expect(Self.diff("a\nb", "a\nc") == """
            --- a/F.swift
            +++ b/F.swift
            @@ -1,2 +1,2 @@
             a
            -b
            \\ No newline at end of file
            +c
            \\ No newline at end of file

            """)
        #expect(Self.diff("a", "a\n") == """
            --- a/F.swift
            +++ b/F.swift
            @@ -1 +1 @@
            -a
            \\ No newline at end of file
            +a

            """)
    }

    @Test("Windows line endings are kept in the diff's lines, and a change of ending is a change")
    func carriageReturns() {
        #expect(Self.diff("a\r\nb\r\n", "a\r\nc\r\n") == "--- a/F.swift\n+++ b/F.swift\n@@ -1,2 +1,2 @@\n a\r\n-b\r\n+c\r\n")
        #expect(Self.diff("a\r\n", "a\n") == "--- a/F.swift\n+++ b/F.swift\n@@ -1 +1 @@\n-a\r\n+a\n")
    }

    @Test("lines compare as bytes: two spellings of é are different lines")
    func bytes() {
        #expect(Self.diff("caf\u{E9}\n", "cafe\u{301}\n") == "--- a/F.swift\n+++ b/F.swift\n@@ -1 +1 @@\n-caf\u{E9}\n+cafe\u{301}\n")
    }

    @Test("in a run of changes the removed lines come before the added ones")
    func deletionsFirst() {
        #expect(UnifiedDiff.editScript(from: ["a", "x", "b"], to: ["a", "y", "z", "b"])
            == [.equal, .delete, .insert, .insert, .equal])
        #expect(UnifiedDiff.editScript(from: ["x", "y"], to: ["p", "q"]) == [.delete, .delete, .insert, .insert])
    }

    @Test("on 400 random pairs of texts the diff applies back to the new text and is as short as possible")
    func randomRoundTrips() throws {
        var random = SplitMix64(seed: 20)
        for _ in 0..<400 {
            let old = Self.randomText(&random)
            let new = Self.randomText(&random)
            let diff = Self.diff(old, new)
            #expect(try Patch.apply(diff, to: old) == new, "old: \(old.debugDescription) new: \(new.debugDescription)")
            let oldLines = UnifiedDiff.lines(of: old).map(String.init)
            let newLines = UnifiedDiff.lines(of: new).map(String.init)
            let script = UnifiedDiff.editScript(from: oldLines, to: newLines)
            let edits = script.filter { $0 != .equal }.count
            let shortest = oldLines.count + newLines.count - 2 * Self.longestCommonSubsequence(oldLines, newLines)
            #expect(edits == shortest)
        }
    }

    @Test("past its memory limit the search gives up and shows the changed middle (between the common start and end) removed and added whole")
    func memoryLimit() {
        let old = ["same", "a", "b", "c", "d", "end"]
        let new = ["same", "x", "b", "y", "d", "end"]
        #expect(UnifiedDiff.editScript(from: old, to: new)
            == [.equal, .delete, .insert, .equal, .delete, .insert, .equal, .equal])
        #expect(UnifiedDiff.editScript(from: old, to: new, memoryLimit: 10)
            == [.equal, .delete, .delete, .delete, .insert, .insert, .insert, .equal, .equal])
    }

    static func randomText(_ random: inout SplitMix64) -> String {
        let words = ["a\n", "b\n", "c\n", "d\r\n", "e\n", "a\n"]
        let count = Int(random.next() % 12)
        var text = (0..<count).map { _ in words[Int(random.next() % UInt64(words.count))] }.joined()
        if random.next() % 5 == 0 { text += "tail" }
        return text
    }

    static func longestCommonSubsequence(_ a: [String], _ b: [String]) -> Int {
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }
}

/// A small deterministic random generator, so the random cases are the same on every run.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Applies a unified diff of one file, as `patch` does, checking every context and removed line.
enum Patch {
    struct Mismatch: Error {}

    static func apply(_ diff: String, to old: String) throws -> String {
        if diff.isEmpty { return old }
        let oldLines = UnifiedDiff.lines(of: old).map(String.init)
        var diffLines = UnifiedDiff.lines(of: diff).map(String.init)
        guard diffLines.count >= 2, diffLines[0].hasPrefix("--- "), diffLines[1].hasPrefix("+++ ") else {
            throw Mismatch()
        }
        diffLines.removeFirst(2)
        var result: [String] = []
        var index = 0
        var last: (kind: Character, line: String)?
        for line in diffLines {
            if line.hasPrefix("@@ -") {
                let start = Int(line.dropFirst(4).prefix { $0.isNumber }) ?? 0
                let count = line.dropFirst(4).drop { $0.isNumber }.hasPrefix(",0 ")
                let first = count ? start : start - 1
                while index < first {
                    result.append(oldLines[index])
                    index += 1
                }
                last = nil
                continue
            }
            if line == "\\ No newline at end of file\n" {
                guard let previous = last, previous.line.hasSuffix("\n") else { throw Mismatch() }
                let trimmed = String(previous.line.dropLast())
                if previous.kind != "-" { result[result.count - 1] = trimmed }
                continue
            }
            let kind = line.first!
            let text = String(line.dropFirst())
            switch kind {
            case " ", "-":
                let expected = index < oldLines.count ? oldLines[index] : nil
                guard expected == text || expected == String(text.dropLast()) else { throw Mismatch() }
                if kind == " " { result.append(expected!) }
                index += 1
            case "+":
                result.append(text)
            default:
                throw Mismatch()
            }
            last = (kind, text)
        }
        result.append(contentsOf: oldLines[index...])
        return result.joined()
    }
}
