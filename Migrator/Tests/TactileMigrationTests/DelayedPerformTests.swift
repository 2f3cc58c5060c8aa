import Foundation
import Testing

@testable import TactileMigration

/// A delayed `perform` on `self` in a responder stays a `perform`, with the method as a method reference, so that
/// `cancelPreviousPerformRequests` still cancels it; elsewhere it becomes a closure on the scheduler. The golden
/// files `delayed-perform*` show whole files; these tests pin where each form is chosen.
@Suite("Delayed perform: a method reference on self in a responder, a closure elsewhere")
struct DelayedPerformTests {
    static func migrate(_ source: String) throws -> Migration {
        try Migrator.migrate(source, fileName: "Test.swift")
    }

    /// The lines of `output` with a delayed `perform` or a call of the scheduler, trimmed.
    static func calls(_ output: String) -> [String] {
        output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.contains("afterDelay:") || $0.contains("scheduler.schedule(") }
    }

    @Test("only the selector changes: the receiver, the argument, the delay and the spacing stay")
    func onlyTheSelectorChanges() throws {
        let source = """
            class A: UIViewController {
                func hide() {}
                func show(_ text: String?) {}
                func f() {
                    perform(#selector(hide), with: nil, afterDelay: 3)
                    self.perform( #selector(show(_:)),  with: "x" , afterDelay: 0.5 )
                }
            }
            """
        let migration = try Self.migrate(source)
        #expect(Self.calls(migration.output) == [
            "perform(A.hide, with: nil, afterDelay: 3)",
            "self.perform( A.show,  with: \"x\" , afterDelay: 0.5 )",
        ])
        #expect(migration.findings.isEmpty)
    }

    @Test("responders: UIKit's classes, subclasses declared in the file, extensions, ActionPerforming adopters")
    func responders() throws {
        let source = """
            class Base: UIView {}
            class Middle: Base {}
            final class Leaf: Middle {
                func a() { perform(#selector(tick), with: nil, afterDelay: 1) }
                func tick() {}
            }
            extension UIViewController {
                func b() { perform(#selector(tock), with: nil, afterDelay: 1) }
                func tock() {}
            }
            final class Custom: ActionPerforming {
                func c() { perform(#selector(ping), with: nil, afterDelay: 1) }
                func ping() {}
                func perform(_ action: Selector, with sender: Any?, for event: UIEvent?) -> Bool { false }
            }
            """
        #expect(Self.calls(try Self.migrate(source).output) == [
            "func a() { perform(Leaf.tick, with: nil, afterDelay: 1) }",
            "func b() { perform(UIViewController.tock, with: nil, afterDelay: 1) }",
            "func c() { perform(Custom.ping, with: nil, afterDelay: 1) }",
        ])
    }

    @Test("not known to be a responder: a superclass from another file, NSObject, a struct → a closure")
    func notResponders() throws {
        let source = """
            @MainActor class FromElsewhere: BaseViewController {
                func a() { perform(#selector(tick), with: nil, afterDelay: 1) }
                func tick() {}
            }
            @MainActor final class Plain: NSObject {
                func b() { perform(#selector(tick), with: nil, afterDelay: 2) }
                func tick() {}
            }
            """
        let migration = try Self.migrate(source)
        #expect(Self.calls(migration.output) == [
            "func a() { UIApplication.shared.scheduler.schedule(after: 1) { self.tick() } }",
            "func b() { UIApplication.shared.scheduler.schedule(after: 2) { self.tick() } }",
        ])
        #expect(migration.findings.isEmpty)
    }

    @Test("another receiver, even self's property or super, gets a closure; the type then names the method")
    func otherReceivers() throws {
        let source = """
            class A: UIViewController {
                let child = A()
                func tick() {}
                func f(other: A) {
                    other.perform(#selector(tick), with: nil, afterDelay: 1)
                    child.perform(#selector(A.tick), with: nil, afterDelay: 2)
                    super.perform(#selector(tick), with: nil, afterDelay: 3)
                }
            }
            """
        #expect(Self.calls(try Self.migrate(source).output) == [
            "UIApplication.shared.scheduler.schedule(after: 1) { other.tick() }",
            "UIApplication.shared.scheduler.schedule(after: 2) { self.child.tick() }",
            "UIApplication.shared.scheduler.schedule(after: 3) { self.tick() }",
        ])
    }

    @Test("an overloaded name keeps its labels; a selector without labels that may name several becomes a closure")
    func overloads() throws {
        let source = """
            class A: UIViewController {
                func show(_ count: Int) {}
                func show(message: String) {}
                func hide() {}
                func hide(animated: Bool) {}
                func f() {
                    perform(#selector(show(message:)), with: "hi", afterDelay: 1)
                    perform(#selector(hide), with: nil, afterDelay: 2)
                }
            }
            """
        let migration = try Self.migrate(source)
        #expect(Self.calls(migration.output) == [
            "perform(A.show(message:), with: \"hi\", afterDelay: 1)",
            "UIApplication.shared.scheduler.schedule(after: 2) { self.hide() }",
        ])
        #expect(migration.findings.count == 1)
        let note = try #require(migration.findings.first)
        #expect(note.severity == .note && note.line == 8)
        #expect(note.message.contains("`cancelPreviousPerformRequests` cannot cancel"))
        #expect(note.message.contains("`A` declares several methods that `#selector(hide)` may name"))
    }

    @Test("a method that returns a value, throws or is a type method becomes a closure, with a note saying why",
        arguments: [
            ("@discardableResult func m() -> Bool { true }", "returns a value"),
            ("func m() throws {}", "is async or throws"),
            ("static func m() {}", "is a type method"),
            ("func m<T>(_ value: T) {}", "is generic"),
        ])
    func unsuitableMethods(declaration: String, why: String) throws {
        let source = """
            class A: UIViewController {
                \(declaration)
                func f() { perform(#selector(m), with: nil, afterDelay: 1) }
            }
            """
        let migration = try Self.migrate(source)
        #expect(!migration.output.contains("perform("))
        #expect(migration.findings.map(\.severity) == [.note])
        #expect(migration.findings.first?.message.contains("`m` \(why)") == true)
    }

    @Test("inModes: goes, with the run-loop note; the call stays a perform")
    func modes() throws {
        let source = """
            class A: UIViewController {
                func reload() {}
                func f() {
                    perform(#selector(reload), with: nil, afterDelay: 0, inModes: [RunLoop.Mode.default, .common])
                }
            }
            """
        let migration = try Self.migrate(source)
        #expect(Self.calls(migration.output) == ["perform(A.reload, with: nil, afterDelay: 0)"])
        #expect(migration.findings.map(\.severity) == [.note])
        #expect(migration.findings.first?.message.contains("no run-loop modes") == true)
    }

    @Test("a selector in a variable: the advice in a responder is the method reference")
    func selectorVariable() throws {
        let source = """
            class A: UIViewController {
                func f(_ action: Selector) { perform(action, with: nil, afterDelay: 1) }
            }
            """
        let migration = try Self.migrate(source)
        #expect(migration.output == source)
        #expect(migration.findings.map(\.severity) == [.warning])
        #expect(migration.findings.first?.advice.contains("`perform(A.method, with: nil, afterDelay: 1)`") == true)
    }

    @Test("a second migration leaves the method reference and reports nothing")
    func idempotent() throws {
        let source = """
            class A: UIViewController {
                func hide() {}
                func f() {
                    NSObject.cancelPreviousPerformRequests(withTarget: self, selector: #selector(hide), object: nil)
                    perform(#selector(hide), with: nil, afterDelay: 3)
                    NSObject.cancelPreviousPerformRequests(withTarget: self)
                }
            }
            """
        let first = try Self.migrate(source)
        #expect(first.findings.isEmpty)
        let second = try Self.migrate(first.output)
        #expect(second.output == first.output)
        #expect(second.findings.isEmpty)
    }
}
