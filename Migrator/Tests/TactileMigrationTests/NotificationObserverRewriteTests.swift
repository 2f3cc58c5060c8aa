import Foundation
import Testing

@testable import TactileMigration

/// Selector-based notification observers become the closure form (the golden files `notifications-*` show whole
/// files); these tests pin the details: where the token goes, `self.` in closures, line breaks, what is left.
@Suite("Notification observers: the closure form and its tokens")
struct NotificationObserverRewriteTests {
    static func migrate(_ source: String) throws -> Migration {
        try Migrator.migrate(source, fileName: "Test.swift")
    }

    @Test("the closure form takes four lines; the property is the class's first member")
    func oneLine() throws {
        let source = """
            class A: UIViewController {
                let x = 1
                func f() {
                    NotificationCenter.default.addObserver(self, selector: #selector(g), name: .x, object: nil)
                }
                func g() {}
            }
            """
        let migration = try Self.migrate(source)
        #expect(migration.output == """
            class A: UIViewController {
                private var notificationObservers: [any NSObjectProtocol] = []
                let x = 1
                func f() {
                    notificationObservers.append(NotificationCenter.default.addObserver(
                        forName: .x, object: nil, queue: nil
                    ) { [weak self] _ in
                        MainActor.assumeIsolated { self?.g() }
                    })
                }
                func g() {}
            }
            """)
        #expect(migration.findings.isEmpty)
    }

    @Test("inside a closure the property is written with self.; Windows line ends are kept")
    func closureAndLineEnds() throws {
        let source = "class A: UIViewController {\r\n    func f() {\r\n        DispatchQueue.main.async {\r\n"
            + "            NotificationCenter.default.addObserver(self, selector: #selector(self.changed(_:)), "
            + "name: UIDevice.orientationDidChangeNotification, object: UIDevice.current)\r\n        }\r\n    }\r\n"
            + "    func changed(_ note: Notification) {}\r\n}\r\n"
        let output = try Self.migrate(source).output
        #expect(output.contains("class A: UIViewController {\r\n    private var notificationObservers: "
            + "[any NSObjectProtocol] = []\r\n    func f() {"))
        #expect(output.contains("            self.notificationObservers.append(NotificationCenter.default.addObserver("
            + "\r\n                forName: UIDevice.orientationDidChangeNotification, object: UIDevice.current, "
            + "queue: nil\r\n            ) { [weak self] note in\r\n"
            + "                nonisolated(unsafe) let note = note\r\n"
            + "                MainActor.assumeIsolated { self?.changed(note) }\r\n            })\r\n"))
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.allSatisfy { $0.hasSuffix("\r") }, "no bare line feed in a file with Windows line ends")
    }

    @Test("removeObserver(self) empties the tokens only in a class whose observers were rewritten")
    func removal() throws {
        let source = """
            class A: UIViewController {
                func f() { NotificationCenter.default.addObserver(self, selector: #selector(g), name: .x, object: nil) }
                func g() {}
                func stop() {
                    NotificationCenter.default.removeObserver(self)
                }
            }
            class B: UIViewController {
                func stop() {
                    NotificationCenter.default.removeObserver(self)
                }
            }
            """
        let output = try Self.migrate(source).output
        #expect(output.contains("""
                func stop() {
                    for observer in notificationObservers { NotificationCenter.default.removeObserver(observer) }
                    notificationObservers.removeAll()
                }
            }
            class B: UIViewController {
                func stop() {
                    NotificationCenter.default.removeObserver(self)
                }
            """))
    }

    @Test("a main-actor class passes the notification through nonisolated(unsafe), which Swift 6 needs on Linux")
    func notificationIntoTheMainActor() throws {
        let source = """
            class A: UIViewController {
                func f() { NotificationCenter.default.addObserver(self, selector: #selector(g(_:)), name: .x, object: nil) }
                func g(_ note: Notification) {}
            }
            """
        let lines = try Self.migrate(source).output.split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
        let closure = try #require(lines.firstIndex(of: ") { [weak self] note in"))
        #expect(Array(lines[closure...].prefix(4)) == [
            ") { [weak self] note in",
            "nonisolated(unsafe) let note = note",
            "MainActor.assumeIsolated { self?.g(note) }",
            "}) }",
        ])
    }

    @Test("a class that is not isolated reaches itself through one nonisolated(unsafe) weak let per block")
    func notIsolated() throws {
        let source = """
            final class Logger: NSObject {
                func f() {
                    NotificationCenter.default.addObserver(self, selector: #selector(g(_:)), name: .x, object: nil)
                    NotificationCenter.default.addObserver(self, selector: #selector(h), name: .y, object: nil)
                }
                func g(_ note: Notification) {}
                func h() {}
            }
            """
        let migration = try Self.migrate(source)
        #expect(migration.findings.isEmpty)
        #expect(migration.output.components(separatedBy: "nonisolated(unsafe) weak let weakSelf = self").count == 2)
        #expect(migration.output.contains("""
                    nonisolated(unsafe) weak let weakSelf = self
                    notificationObservers.append(NotificationCenter.default.addObserver(
                        forName: .x, object: nil, queue: nil
                    ) { note in
                        weakSelf?.g(note)
                    })
                    notificationObservers.append(NotificationCenter.default.addObserver(
                        forName: .y, object: nil, queue: nil
                    ) { _ in
                        weakSelf?.h()
                    })
            """))
        #expect(!migration.output.contains("[weak self]") && !migration.output.contains("assumeIsolated"))
    }

    @Test("the tokens' property is nonisolated(unsafe) only where a main-actor class's deinit removes them")
    func propertyForDeinit() throws {
        func property(_ declaration: String, deinitRemoves: Bool) throws -> String? {
            let source = """
                \(declaration) {
                    func f() { NotificationCenter.default.addObserver(self, selector: #selector(g), name: .x, object: nil) }
                    func g() {}
                    func stop() { NotificationCenter.default.removeObserver(self) }
                    \(deinitRemoves ? "deinit { NotificationCenter.default.removeObserver(self) }" : "")
                }
                """
            return try Self.migrate(source).output.split(separator: "\n")
                .first { $0.contains("var notificationObservers") }.map { $0.trimmingCharacters(in: .whitespaces) }
        }
        let plain = "private var notificationObservers: [any NSObjectProtocol] = []"
        let unsafe = "private nonisolated(unsafe) var notificationObservers: [any NSObjectProtocol] = []"
        #expect(try property("class A: UIViewController", deinitRemoves: true) == unsafe)
        #expect(try property("class A: UIViewController", deinitRemoves: false) == plain)
        #expect(try property("final class A: NSObject", deinitRemoves: true) == plain)
    }

    @Test("what is not rewritten is reported, and the file is otherwise left as it was")
    func reported() throws {
        let sources = [
            // A method with two arguments.
            """
            class A: UIViewController {
                func f() { NotificationCenter.default.addObserver(self, selector: #selector(g(_:_:)), name: .x, object: nil) }
                func g(_ a: Int, _ b: Int) {}
            }
            """,
            // A result that is used.
            """
            class A: UIViewController {
                func f() { _ = NotificationCenter.default.addObserver(self, selector: #selector(g), name: .x, object: nil) }
                func g() {}
            }
            """,
            // The class has its own property of that name.
            """
            class A: UIViewController {
                var notificationObservers = 0
                func f() { NotificationCenter.default.addObserver(self, selector: #selector(g), name: .x, object: nil) }
                func g() {}
            }
            """,
        ]
        for source in sources {
            let migration = try Self.migrate(source)
            #expect(migration.output == source, "\(source)")
            #expect(migration.findings.count == 1)
            #expect(migration.findings.first?.message.contains("this call was not rewritten") == true)
            #expect(migration.findings.first?.advice.contains("`g") == true)
        }
    }

    @Test("a long rewrite on the file's last line, without a line break, wraps with a real line break")
    func lastLineWithoutLineBreak() throws {
        let source = """
            final class Ticker { func tick() {} }
            let theApplicationWideTicker = Ticker()
            Timer.scheduledTimer(timeInterval: 1, target: theApplicationWideTicker, selector: #selector(Ticker.tick), userInfo: nil, repeats: true)
            """
        let output = try Self.migrate(source).output
        #expect(output.hasSuffix("""
            UIApplication.shared.scheduler.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
                theApplicationWideTicker.tick()
            }
            """))
    }
}
