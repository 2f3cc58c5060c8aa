import Foundation
import Testing

@testable import TactileMigration

/// Cases of the delayed-work rewrite that golden files show poorly: line ends, name clashes in the generated
/// closures, and the output compiling again to the same text. (A delayed `perform` on `self` in a responder keeps
/// `perform` with a method reference, see `DelayedPerformTests`; the closures here are in other types.)
@Suite("Delayed work: closures on the scheduler")
struct DelayedWorkTests {
    static func migrate(_ source: String) throws -> Migration {
        try Migrator.migrate(source, fileName: "Test.swift")
    }

    /// The text with each line break and the indentation after it as one space, so that a check does not depend
    /// on where a long closure was wrapped.
    static func flat(_ text: String) -> String {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    @Test("a closure body moved to its own line keeps the file's CRLF line ends")
    func crlf() throws {
        let source = "@MainActor final class A: NSObject {\r\n    var note = \"\"\r\n    func show(message: String) {}\r\n"
            + "    func f() {\r\n        perform(#selector(show(message:)), with: note.uppercased() + note.lowercased(), "
            + "afterDelay: 2.5)\r\n    }\r\n}\r\n"
        let output = try Self.migrate(source).output
        #expect(output.contains(
            "UIApplication.shared.scheduler.schedule(after: 2.5) { [argument = note.uppercased() + note.lowercased()] in"
                + "\r\n            self.show(message: argument)\r\n        }\r\n"))
        #expect(!output.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
    }

    @Test("a target named timer does not clash with the timer closure's parameter")
    func timerParameterName() throws {
        let source = """
            class A: UIViewController {
                func tick(_ t: Timer) {}
                func f(timer: A) {
                    Timer.scheduledTimer(timeInterval: 1, target: timer, selector: #selector(tick(_:)), userInfo: nil, repeats: true)
                }
            }
            """
        let output = try Self.migrate(source).output
        #expect(Self.flat(output).contains("{ firedTimer in timer.tick(firedTimer) }"))
        #expect(output.contains("func tick(_ t: ScheduledTimer)"))
    }

    @Test("two captured expressions that want one name get two; one expression is captured once")
    func captureNames() throws {
        let source = """
            class A: UIViewController {
                var helper = A()
                var items: [A] = []
                func show(_ a: A?) {}
                func f() {
                    self.helper.perform(#selector(show(_:)), with: helper, afterDelay: 1)
                    items[0].perform(#selector(show(_:)), with: items.first, afterDelay: 2)
                    items[1].perform(#selector(show(_:)), with: items[1], afterDelay: 3)
                }
            }
            """
        let output = Self.flat(try Self.migrate(source).output)
        #expect(output.contains("{ [helper = self.helper, helper2 = helper] in helper.show(helper2) }"))
        #expect(output.contains("{ [target = items[0], argument = items.first] in target.show(argument) }"))
        #expect(output.contains("{ [target = items[1]] in target.show(target) }"))
    }

    @Test("a variable declared after the call, or shadowed, is looked up where the call is")
    func shadowing() throws {
        let source = """
            @MainActor final class A: NSObject {
                let label = "fixed"
                func show(_ s: String) {}
                func f(_ items: [String]) {
                    var label = "changing"
                    perform(#selector(show(_:)), with: label, afterDelay: 1)
                    label = "changed"
                    for label in items {
                        perform(#selector(show(_:)), with: label, afterDelay: 2)
                    }
                }
                func g() {
                    perform(#selector(show(_:)), with: label, afterDelay: 3)
                    let late = label
                    _ = late
                }
            }
            """
        let output = try Self.migrate(source).output
        #expect(output.contains("schedule(after: 1) { [label] in self.show(label) }"))
        #expect(output.contains("schedule(after: 2) { self.show(label) }"))
        #expect(output.contains("schedule(after: 3) { self.show(self.label) }"))
    }

    @Test("delayed work in a golden file's output is left alone by a second migration, report included")
    func secondRunReportsNothingNew() throws {
        let source = """
            class A: UIViewController {
                var timer: Timer?
                func tick() {}
                func f() {
                    timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
                    perform(#selector(tick), with: nil, afterDelay: 1)
                    DispatchQueue.main.asyncAfter(deadline: .now() + 1) { self.tick() }
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
