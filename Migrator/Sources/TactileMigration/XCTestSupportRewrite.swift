import SwiftSyntax

/// Gives an XCTest file with `@MainActor` test classes what corelibs XCTest needs to run them on Linux:
/// `@_exported import TactileXCTest`, after `import XCTest`.
///
/// On Linux, XCTest runs the test methods through a list that SwiftPM generates, which calls `testCase(_:)` with
/// the class's methods; XCTest's own `testCase(_:)` cannot take `@MainActor` methods, and the test process stops
/// with signal 6 before the first test. TactileXCTest's overload runs them on the main actor, and the generated
/// list sees it only when the test module re-exports TactileXCTest, so a plain `import TactileXCTest` becomes
/// `@_exported import TactileXCTest`. A note says to add the `TactileXCTest` product to the test target.
enum XCTestSupportRewrite: MigrationPass {
    static let module = "TactileXCTest"

    static func run(in context: MigrationContext) {
        var xctest: ImportDeclSyntax?
        var existing: ImportDeclSyntax?
        for statement in context.tree.statements {
            guard let decl = statement.item.as(ImportDeclSyntax.self), decl.importKindSpecifier == nil,
                  decl.path.count == 1, let module = decl.path.first?.name.text else { continue }
            if module == "XCTest", xctest == nil { xctest = decl }
            if module == Self.module { existing = decl }
        }
        guard let xctest, let testClass = mainActorTestClass(in: context.tree) else { return }
        if let existing {
            guard !isExported(existing) else { return }
            context.replace(from: existing.importKeyword.positionAfterSkippingLeadingTrivia,
                            to: existing.importKeyword.positionAfterSkippingLeadingTrivia,
                            with: "@_exported ")
        } else {
            let line = SourceLine(around: xctest, converter: context.converter)
            let end = xctest.endPositionBeforeTrailingTrivia
            context.replace(from: end, to: end, with: "\(line.newline)\(line.indentation)@_exported import \(module)")
        }
        let change = existing == nil ? "`@_exported import \(module)` added"
            : "`import \(module)` became `@_exported import \(module)`"
        context.report(
            .note, at: existing ?? xctest,
            "\(change): on Linux, XCTest runs the `@MainActor` test class `\(testClass)` through TactileXCTest, "
                + "which SwiftPM's generated test list sees only when the test module re-exports it; without it the "
                + "test process stops with signal 6",
            advice: "add the `TactileXCTest` product to the test target's dependencies in Package.swift")
    }

    /// The name of the file's first `@MainActor` class that inherits from `XCTestCase`, if any.
    static func mainActorTestClass(in tree: SourceFileSyntax) -> String? {
        final class Finder: SyntaxVisitor {
            var found: String?
            init() { super.init(viewMode: .sourceAccurate) }
            override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
                let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
                let isMainActor = node.attributes.contains { element in
                    guard case .attribute(let attribute) = element else { return false }
                    return attribute.attributeName.trimmedDescription == "MainActor"
                }
                if found == nil, isMainActor, inherited.contains(where: { $0 == "XCTestCase" || $0 == "XCTest.XCTestCase" }) {
                    found = node.name.text
                }
                return .visitChildren
            }
        }
        let finder = Finder()
        finder.walk(tree)
        return finder.found
    }

    private static func isExported(_ decl: ImportDeclSyntax) -> Bool {
        decl.attributes.contains { element in
            guard case .attribute(let attribute) = element else { return false }
            return attribute.attributeName.trimmedDescription == "_exported"
        }
    }
}
