import Foundation
import Testing

@testable import TactileMigration

/// `NSObject.cancelPreviousPerformRequests(withTarget:)` and `(withTarget:selector:object:)`: kept where they
/// cancel what they cancel on iOS (`#selector(m)` becoming the method reference that the type's `perform` passes),
/// reported where they would miss a closure.
@Suite("Delayed perform: cancelPreviousPerformRequests")
struct DelayedPerformCancelTests {
    static func migrate(_ source: String) throws -> Migration {
        try Migrator.migrate(source, fileName: "Test.swift")
    }

    /// The trimmed lines of `output` that cancel.
    static func cancels(_ output: String) -> [String] {
        output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.contains("cancelPreviousPerformRequests") }
    }

    @Test("the selector becomes the type's method reference, whichever the file has first, the cancel or the perform")
    func selectorBecomesAMethodReference() throws {
        let source = """
            class A: UIViewController {
                func show(_ text: String) {}
                func restart(_ text: String, previous: String?) {
                    NSObject.cancelPreviousPerformRequests(withTarget: self, selector: #selector(show(_:)), object: previous)
                    perform(#selector(show(_:)), with: text, afterDelay: 3)
                }
            }
            """
        let migration = try Self.migrate(source)
        #expect(Self.cancels(migration.output) == [
            "NSObject.cancelPreviousPerformRequests(withTarget: self, selector: A.show, object: previous)"
        ])
        #expect(migration.findings.isEmpty)
    }

    @Test("the class it is called on becomes NSObject, whose class method it is", arguments: [
        "type(of: self).cancelPreviousPerformRequests(withTarget: self)",
        "Self.cancelPreviousPerformRequests(withTarget: self)",
        "A.cancelPreviousPerformRequests(withTarget: self)",
        "Foundation.NSObject.cancelPreviousPerformRequests(withTarget: self)",
    ])
    func calledOnNSObject(call: String) throws {
        let source = """
            class A: UIViewController {
                func f() { \(call) }
            }
            """
        let migration = try Self.migrate(source)
        let expected = call.hasPrefix("Foundation.") ? call : "NSObject.cancelPreviousPerformRequests(withTarget: self)"
        #expect(Self.cancels(migration.output) == ["func f() { \(expected) }"])
        #expect(migration.findings.isEmpty)
    }

    @Test("in a type whose delayed calls are closures, cancelling self is reported and left")
    func notAResponder() throws {
        let source = """
            @MainActor final class Clock: NSObject {
                func start() { perform(#selector(ring), with: nil, afterDelay: 60) }
                func stop() { Clock.cancelPreviousPerformRequests(withTarget: self) }
                func ring() {}
            }
            """
        let migration = try Self.migrate(source)
        #expect(Self.cancels(migration.output) == [
            "func stop() { Clock.cancelPreviousPerformRequests(withTarget: self) }"
        ])
        #expect(migration.findings.map(\.severity) == [.warning])
        #expect(migration.findings.first?.line == 3)
        #expect(migration.findings.first?.message.contains("`Clock` is not known to be a responder") == true)
        #expect(migration.findings.first?.advice.contains("`ScheduledAction`") == true)
    }

    @Test("cancelling self where one of self's delayed calls became a closure names that call")
    func selfClosure() throws {
        let source = """
            class A: UIViewController {
                @discardableResult func snooze() -> Bool { true }
                func f() {
                    perform(#selector(snooze), with: nil, afterDelay: 1)
                    NSObject.cancelPreviousPerformRequests(withTarget: self)
                }
            }
            """
        let findings = try Self.migrate(source).findings
        #expect(findings.map(\.severity) == [.note, .warning])
        #expect(findings.last?.message.contains("the delayed `perform` of `#selector(snooze)` in `A` became a closure")
            == true)
    }

    @Test("another target: a note, or a warning when this file sent it its delayed calls as closures")
    func otherTargets() throws {
        let source = """
            class A: UIViewController {
                let child = B()
                let other = B()
                func f() {
                    child.perform(#selector(B.ping), with: nil, afterDelay: 1)
                    NSObject.cancelPreviousPerformRequests(withTarget: child)
                    NSObject.cancelPreviousPerformRequests(withTarget: other)
                    NSObject.cancelPreviousPerformRequests(withTarget: other, selector: #selector(B.ping), object: nil)
                }
            }
            class B: UIView { func ping() {} }
            """
        let migration = try Self.migrate(source)
        #expect(migration.findings.map(\.severity) == [.warning, .note, .warning])
        #expect(migration.findings.map(\.line) == [6, 7, 8])
        #expect(migration.findings[0].message.contains("`child.perform(…)` calls became closures"))
        #expect(migration.findings[1].message.contains("cancels the requests `other` made with `perform`"))
        #expect(migration.findings[2].advice.contains("`selector: TypeName.method`"))
    }

    @Test("two methods of the same shape: cancelling one cancels both on Tactile, which a note says")
    func sameShape() throws {
        let source = """
            class A: UIViewController {
                func hide() {}
                func dim() {}
                func say(_ text: String) {}
                func f() {
                    perform(#selector(hide), with: nil, afterDelay: 1)
                    perform(#selector(dim), with: nil, afterDelay: 1)
                    perform(#selector(say(_:)), with: "hi", afterDelay: 1)
                    NSObject.cancelPreviousPerformRequests(withTarget: self, selector: #selector(hide), object: nil)
                    NSObject.cancelPreviousPerformRequests(withTarget: self, selector: #selector(say(_:)), object: "hi")
                }
            }
            """
        let migration = try Self.migrate(source)
        #expect(migration.findings.map(\.severity) == [.note])
        #expect(migration.findings.first?.line == 9)
        #expect(migration.findings.first?.message.contains("also cancels the pending requests for `A.dim`") == true)
    }

    @Test("a selector Tactile cannot match is reported: a value, a method that cannot be a reference")
    func unmatchable() throws {
        let source = """
            class A: UIViewController {
                func move(_ a: Int, to b: Int) {}
                func f(_ action: Selector) {
                    NSObject.cancelPreviousPerformRequests(withTarget: self, selector: action, object: nil)
                    NSObject.cancelPreviousPerformRequests(withTarget: self, selector: #selector(move(_:to:)), object: nil)
                    NSObject.cancelPreviousPerformRequests(withTarget: self, selector: #selector(elsewhere), object: nil)
                }
            }
            """
        let migration = try Self.migrate(source)
        #expect(migration.output == source)
        #expect(migration.findings.map(\.severity) == [.warning, .warning, .warning])
        #expect(migration.findings[0].message.contains("the selector `action` is a value"))
        #expect(migration.findings[1].message.contains("`move` takes 2 arguments"))
        #expect(migration.findings[2].message.contains("`A` does not declare `elsewhere` in this file"))
    }
}
