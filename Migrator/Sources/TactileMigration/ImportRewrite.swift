import SwiftSyntax

/// `import UIKit` → `import Tactile`, `import CoreMotion` → `import TactileMotion`, `import MediaPlayer` →
/// `import TactileMedia`; `import UIKit.UIGestureRecognizerSubclass` is removed (Tactile's recognizer subclass
/// methods are `open` without it). Submodule and declaration imports (`import class UIKit.UIView`) change their
/// module the same way. An import whose Tactile module the file already imports is removed instead, so a file
/// that imported both UIKit and Tactile ends with one import. Conditions that are false on Linux
/// (`#if canImport(UIKit)`, `#if os(iOS)`) are reported.
enum ImportRewrite: MigrationPass {
    static let modules = [
        "UIKit": "Tactile",
        "CoreMotion": "TactileMotion",
        "MediaPlayer": "TactileMedia",
    ]

    static func run(in context: MigrationContext) {
        let visitor = Visitor(context: context)
        visitor.walk(context.tree)
    }

    private final class Visitor: SyntaxVisitor {
        let context: MigrationContext
        /// The modules the file imports as whole modules, as written.
        let imported: Set<String>
        /// Tactile modules already claimed by an earlier import, so a second one is removed.
        var claimed: Set<String> = []

        init(context: MigrationContext) {
            self.context = context
            var imported: Set<String> = []
            for statement in context.tree.statements {
                if let decl = statement.item.as(ImportDeclSyntax.self), decl.importKindSpecifier == nil,
                   decl.path.count == 1, let first = decl.path.first
                {
                    imported.insert(first.name.text)
                }
            }
            self.imported = imported
            self.claimed = imported.filter { ImportRewrite.modules.values.contains($0) }
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
            let path = node.path.map(\.name.text)
            guard let first = node.path.first, let module = ImportRewrite.modules[path[0]] else {
                return .skipChildren
            }
            if path == ["UIKit", "UIGestureRecognizerSubclass"] {
                context.remove([Syntax(node)])
                return .skipChildren
            }
            if path.count == 1 && node.importKindSpecifier == nil {
                if claimed.contains(module) {
                    context.remove([Syntax(node)])
                    return .skipChildren
                }
                claimed.insert(module)
            }
            context.replace(first.name, with: module)
            return .skipChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            // Only inside `#if` conditions: `canImport(UIKit)` and `os(iOS)`.
            guard node.parent?.is(IfConfigClauseSyntax.self) == true || Self.isInsideCondition(node) else {
                return .visitChildren
            }
            let callee = node.calledExpression.trimmedDescription
            let argument = node.arguments.first?.expression.trimmedDescription ?? ""
            if callee == "canImport", let module = ImportRewrite.modules[argument] {
                context.report(
                    .warning, at: node, "`canImport(\(argument))` is false on Linux, so this branch is not compiled",
                    advice: "test `canImport(\(module))` for the Tactile branch, or keep this branch for Apple's "
                        + "platforms and add one for Linux")
            } else if callee == "os", ["iOS", "tvOS", "visionOS", "macCatalyst"].contains(argument) {
                context.report(
                    .warning, at: node, "`os(\(argument))` is false on Linux, so this branch is not compiled",
                    advice: "add `|| os(Linux)` if the branch is event code that Tactile runs")
            }
            return .visitChildren
        }

        private static func isInsideCondition(_ node: some SyntaxProtocol) -> Bool {
            var current = node.parent
            while let syntax = current {
                if let clause = syntax.as(IfConfigClauseSyntax.self) {
                    return clause.condition.map { node.position >= $0.position && node.endPosition <= $0.endPosition }
                        ?? false
                }
                current = syntax.parent
            }
            return false
        }
    }
}
