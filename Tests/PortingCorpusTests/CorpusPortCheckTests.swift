import Foundation
import Testing

/// Every UIKit original in PortingCorpus has a port, and each port differs from its original only by the rewrite
/// Linux forces (``PortRewrite``): imports, `#selector` → method references, `@objc`/`@IBAction`/`@IBOutlet`/
/// `dynamic` removed.
@Suite("Porting corpus: ports differ from the originals only in the allowed ways")
struct CorpusPortCheckTests {
    /// PortingCorpus/, found from this file's location (Tests/PortingCorpusTests/ → the package root).
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("PortingCorpus")

    /// Original folder → port folder.
    static let folders = [("UIKit", "Tactile"), ("UIKitTests", "TactileTests")]

    /// Files that exist only in a port folder, with the only code line each may hold. None: the ported XCTest case
    /// re-exports TactileXCTest itself, as `tactile-migrate` writes it.
    static let portOnlyFiles: [String: [String: String]] = [:]

    /// Originals whose port tactile-migrate's own test checks byte for byte, because their port needs a rewrite
    /// that ``PortRewrite`` cannot do (a delayed `perform` or a selector `Timer` becomes a closure on the
    /// scheduler): listed, with the reason, in PortingCorpus/ports-checked-by-tactile-migrate.txt. Only
    /// ``portsAreTheRewrittenOriginals(original:port:)`` skips them.
    static func checkedByMigrator() throws -> Set<String> {
        let list = try String(
            contentsOf: corpus.appendingPathComponent("ports-checked-by-tactile-migrate.txt"), encoding: .utf8)
        return Set(
            list.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty && !$0.hasPrefix("#") })
    }

    static func swiftFiles(in folder: String) throws -> [String] {
        let url = corpus.appendingPathComponent(folder)
        return try FileManager.default.contentsOfDirectory(atPath: url.path)
            .filter { $0.hasSuffix(".swift") }
            .sorted()
    }

    static func read(_ folder: String, _ name: String) throws -> String {
        try String(contentsOf: corpus.appendingPathComponent(folder).appendingPathComponent(name), encoding: .utf8)
    }

    @Test("the corpus has at least 15 UIKit originals and an XCTest case")
    func corpusSize() throws {
        #expect(try Self.swiftFiles(in: "UIKit").count >= 15)
        #expect(try Self.swiftFiles(in: "UIKitTests").count >= 1)
    }

    @Test("every original has a port and every port has an original", arguments: folders)
    func everyOriginalHasAPort(original: String, port: String) throws {
        let extra = Self.portOnlyFiles[port] ?? [:]
        #expect(try Self.swiftFiles(in: original) == Self.swiftFiles(in: port).filter { extra[$0] == nil })
        for (name, line) in extra {
            let code = try Self.read(port, name).split(separator: "\n")
                .filter { !$0.hasPrefix("//") && !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            #expect(code == [Substring(line)], "\(port)/\(name) may hold only `\(line)`")
        }
    }

    @Test("each port is exactly the rewritten original", arguments: folders)
    func portsAreTheRewrittenOriginals(original: String, port: String) throws {
        let names = try Self.swiftFiles(in: original)
        #expect(!names.isEmpty)
        let checkedByMigrator = try original == "UIKit" ? Self.checkedByMigrator() : []
        for name in names where !checkedByMigrator.contains(name) {
            let source = try Self.read(original, name)
            let expected = try PortRewrite.port(source)
            let actual = try Self.read(port, name)
            if expected != actual {
                let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
                let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
                let first = Array(zip(expectedLines, actualLines)).firstIndex { $0 != $1 } ?? min(
                    expectedLines.count, actualLines.count)
                Issue.record(
                    """
                    \(port)/\(name) is not the rewritten \(original)/\(name); first difference at line \(first + 1):
                      expected: \(first < expectedLines.count ? String(expectedLines[first]) : "<end of file>")
                      found:    \(first < actualLines.count ? String(actualLines[first]) : "<end of file>")
                    """)
            }
        }
    }

    @Test("the ports that tactile-migrate checks exist, and are few: every other port is checked here")
    func portsCheckedByMigrator() throws {
        let listed = try Self.checkedByMigrator()
        let originals = try Set(Self.swiftFiles(in: "UIKit"))
        let ports = try Set(Self.swiftFiles(in: "Tactile"))
        #expect(listed.isSubset(of: originals) && listed.isSubset(of: ports), "a listed file has no original or port")
        #expect(listed.count * 2 < originals.count, "most ports must stay checked by the line rewrite")
        // What makes them need tactile-migrate: each original uses a delayed perform or a selector timer.
        for name in listed {
            let original = try Self.read("UIKit", name)
            #expect(original.contains("afterDelay:") || original.contains("Timer.scheduledTimer(timeInterval:"))
        }
    }

    @Test("the originals really use what the rewrite removes (the check is not vacuous)")
    func originalsNeedTheRewrite() throws {
        var all = ""
        for name in try Self.swiftFiles(in: "UIKit") { all += try Self.read("UIKit", name) }
        for marker in [
            "import UIKit\n", "import UIKit.UIGestureRecognizerSubclass", "import CoreMotion", "import MediaPlayer",
            "#selector(", "@objc ", "@IBOutlet ", "@IBAction ", "#selector(copy(_:))",
        ] {
            #expect(all.contains(marker), "no original uses \(marker)")
        }
        for name in try Self.swiftFiles(in: "Tactile") {
            let port = try Self.read("Tactile", name)
            #expect(!port.contains("#selector") && !port.contains("@objc") && !port.contains("import UIKit"))
        }
    }
}

/// The rewrite itself, so that the corpus check can fail.
@Suite("Porting corpus: the rewrite the check applies")
struct PortRewriteTests {
    @Test("imports are mapped and the subclass header import is dropped")
    func imports() throws {
        let original = [
            "import UIKit", "import UIKit.UIGestureRecognizerSubclass", "import CoreMotion", "import MediaPlayer",
            "import os",
        ].joined(separator: "\n")
        let expected = ["import Tactile", "import TactileMotion", "import TactileMedia", "import os"]
        #expect(try PortRewrite.port(original) == expected.joined(separator: "\n"))
    }

    @Test("selectors become method references of the enclosing type, edit actions their constants")
    func selectors() throws {
        let original = """
            class A {
                func f() {
                    let g = G(target: self, action: #selector(handle(_:)))
                    b.addTarget(self, action: #selector(tapped), for: .touchUpInside)
                    if action == #selector(copy(_:)) { return }
                    x(#selector(Self.other(_:with:)), #selector(B.thing))
                }
                struct Inner { let s = #selector(inner) }
                let after = #selector(again)
            }
            extension A.Nested: P { let s = #selector(nested) }
            """
        let expected = """
            class A {
                func f() {
                    let g = G(target: self, action: A.handle)
                    b.addTarget(self, action: A.tapped, for: .touchUpInside)
                    if action == UIResponderStandardEditActions.copy { return }
                    x(A.other, B.thing)
                }
                struct Inner { let s = Inner.inner }
                let after = A.again
            }
            extension A.Nested: P { let s = Nested.nested }
            """
        #expect(try PortRewrite.port(original) == expected)
    }

    @Test("attributes are removed with their space; a line holding only an attribute goes")
    func attributes() throws {
        let original = """
            class V {
                @IBOutlet weak var label: UILabel!
                @objc private func a() {}
                @IBAction func b(_ sender: UIButton) {}
                @objc dynamic var c = 0
                @objc
                func d() {}
                let dynamic = 1
                // @objc before a word is removed even in a comment
            }
            """
        let expected = """
            class V {
                // was @IBOutlet
                weak var label: UILabel!
                private func a() {}
                func b(_ sender: UIButton) {}
                var c = 0
                func d() {}
                let dynamic = 1
                // before a word is removed even in a comment
            }
            """
        #expect(try PortRewrite.port(original) == expected)
    }

    @Test("a test file with a @MainActor XCTestCase class re-exports TactileXCTest after importing XCTest")
    func xctestSupport() throws {
        let original = "import UIKit\nimport XCTest\n\n@MainActor\nfinal class T: XCTestCase {}\n"
        #expect(try PortRewrite.port(original)
            == "import Tactile\nimport XCTest\n@_exported import TactileXCTest\n\n@MainActor\nfinal class T: XCTestCase {}\n")
        let plain = "import XCTest\nfinal class T: XCTestCase {}\n"
        #expect(try PortRewrite.port(plain) == plain)
    }

    @Test("any other change is a mismatch")
    func otherChangesAreCaught() throws {
        let original = "import UIKit\nclass A { @objc func f() { print(1) } }"
        let goodPort = "import Tactile\nclass A { func f() { print(1) } }"
        #expect(try PortRewrite.port(original) == goodPort)
        for badPort in [
            "import Tactile\nclass A { func f() { print(2) } }",
            "import Tactile\n@MainActor class A { func f() { print(1) } }",
            "import Tactile\nimport Foundation\nclass A { func f() { print(1) } }",
            "import Tactile\nclass A { func f() { print(1) } }\n",
        ] {
            #expect(try PortRewrite.port(original) != badPort)
        }
    }

    @Test("a selector outside any type is an error, not a guess")
    func selectorOutsideType() {
        #expect(throws: PortRewrite.Failure.self) { try PortRewrite.port("let s = #selector(f)") }
    }
}
