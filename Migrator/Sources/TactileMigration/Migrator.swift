import SwiftParser
import SwiftSyntax

/// Turns iOS event code into Tactile code: the engine of the `tactile-migrate` command.
///
/// Linux has no Objective-C runtime, so `#selector`, `@objc` and the run-loop timers that call selectors cannot
/// compile there. The migration rewrites exactly what Tactile spells differently and reports, with its line and
/// column, everything it cannot rewrite:
///
/// - imports: `UIKit` → `Tactile`, `CoreMotion` → `TactileMotion`, `MediaPlayer` → `TactileMedia`;
///   `import UIKit.UIGestureRecognizerSubclass` is removed;
/// - `#selector(…)` in target–action calls → a method reference of the type that declares the method, and in
///   comparisons → a `Selector` value;
/// - `@objc`, `@IBAction` and `dynamic` are removed; `@IBOutlet` is removed with a warning, leaving the comment
///   `// was @IBOutlet`, so that the next run warns again until the view is created in code;
/// - `perform(_:with:afterDelay:)` on `self` in a responder → Tactile's `perform` with a method reference, which
///   `cancelPreviousPerformRequests` cancels (with `#selector(m)` → `TypeName.m` there too); other delayed
///   `perform`s and selector-based `Timer`s → closures on the application's scheduler;
/// - UIKit's names from before Swift 4.2 (`bringSubview(toFront:)`, `UIControlEvents`,
///   `NSNotification.Name.UIKeyboardWillShow` …) → today's, where Tactile has them;
/// - `NotificationCenter.addObserver(_:selector:name:object:)` → the closure form, holding the observer weakly, in a
///   form that compiles in Swift 6 mode;
/// - an XCTest file with `@MainActor` test classes gets `@_exported import TactileXCTest`;
/// - storyboards, alerts, and the other APIs Tactile does not have → a warning that says what to do.
///
/// The migration is deterministic and idempotent: migrating its own output changes nothing.
public enum Migrator {
    /// The rewrites and checks, in no particular order: each reads the original tree (see ``MigrationContext``).
    static var passes: [any MigrationPass.Type] {
        [
            ImportRewrite.self,
            AttributeRewrite.self,
            SelectorRewrite.self,
            UnsupportedAPIs.self,
            DelayedWork.self,
            SDKRenameRewrite.self,
            NotificationObserverRewrite.self,
            XCTestSupportRewrite.self,
        ]
    }

    /// Migrates the text of one Swift file.
    ///
    /// - Parameters:
    ///   - source: the file's text.
    ///   - fileName: the file's name, used only in messages.
    /// - Throws: ``MigrationError/syntaxErrors(_:)`` when the text is not valid Swift; nothing is rewritten then.
    public static func migrate(_ source: String, fileName: String = "input.swift") throws(MigrationError) -> Migration {
        let tree = Parser.parse(source: source)
        let context = MigrationContext(tree: tree, fileName: fileName)
        let problems = SyntaxProblems.find(in: tree, converter: context.converter)
        if !problems.isEmpty { throw .syntaxErrors(problems) }
        for pass in passes { pass.run(in: context) }
        let output = context.edits.apply(to: source)
        return Migration(original: source, output: output, findings: context.findings.sorted())
    }
}

/// The parser's errors in a tree: missing and unexpected tokens, with their positions.
enum SyntaxProblems {
    static func find(in tree: SourceFileSyntax, converter: SourceLocationConverter) -> [MigrationError.SyntaxProblem] {
        guard tree.hasError else { return [] }
        let finder = Finder(converter: converter)
        finder.walk(tree)
        return finder.problems
    }

    private final class Finder: SyntaxVisitor {
        let converter: SourceLocationConverter
        var problems: [MigrationError.SyntaxProblem] = []

        init(converter: SourceLocationConverter) {
            self.converter = converter
            super.init(viewMode: .all)
        }

        override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
            if token.presence == .missing {
                add(token, "expected \(Self.describe(token)) here")
            }
            return .visitChildren
        }

        override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
            let text = node.trimmedDescription
            let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
            add(node, "unexpected text `\(shown)`")
            return .skipChildren
        }

        private func add(_ node: some SyntaxProtocol, _ message: String) {
            let location = node.startLocation(converter: converter)
            problems.append(.init(line: location.line, column: location.column, message: message))
        }

        private static func describe(_ token: TokenSyntax) -> String {
            let text = token.text
            if text.isEmpty || text.hasPrefix("<#") { return "a name or an expression" }
            return "`\(text)`"
        }
    }
}
