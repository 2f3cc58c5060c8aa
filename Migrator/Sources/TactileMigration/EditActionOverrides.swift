import SwiftSyntax

/// Reports a class that overrides standard edit actions (`copy(_:)`, `paste(_:)`, `selectAll(_:)` …, see
/// ``SelectorRewrite/standardEditActions``) without overriding `canPerformAction(_:withSender:)`.
///
/// UIKit's default `canPerformAction(_:withSender:)` answers from the methods a class implements, which Swift on
/// Linux cannot look up. A class that says which edit actions it performs, by overriding
/// `canPerformAction(_:withSender:)` as most UIKit code does, is found by `target(forAction:withSender:)` and by
/// edit menus on both platforms. One warning per class, at its first such override; the class's body and the
/// file's extensions of it count together.
enum EditActionOverrides: MigrationPass {
    static func run(in context: MigrationContext) {
        let finder = Finder()
        finder.walk(context.tree)
        for (type, overrides) in finder.editActions.sorted(by: { $0.key < $1.key })
        where !finder.answersCanPerform.contains(type) {
            let names = overrides.map { "`\($0.name.text)(_:)`" }
            let list = names.count == 1 ? names[0]
                : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
            let constants = overrides.map { "`UIResponderStandardEditActions.\($0.name.text)`" }
                .joined(separator: ", ")
            context.report(
                .warning, at: overrides[0].name,
                "`\(type)` overrides \(list) but not `canPerformAction(_:withSender:)`: UIKit's default answers from "
                    + "the methods a class implements, which Swift on Linux cannot look up",
                advice: "override `canPerformAction(_:withSender:)` to return `true` for \(constants) (and "
                    + "`super`'s answer otherwise), so that `target(forAction:withSender:)` and edit menus find them")
        }
    }

    private final class Finder: SyntaxVisitor {
        /// Overrides of standard edit actions, by the name of their type (a class, or an extension's type).
        var editActions: [String: [FunctionDeclSyntax]] = [:]
        /// Types that override `canPerformAction(_:withSender:)`.
        var answersCanPerform: Set<String> = []

        init() { super.init(viewMode: .sourceAccurate) }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }),
                  let type = EnclosingType.of(node) else { return .skipChildren }
            let labels = node.signature.parameterClause.parameters.map { $0.firstName.text }
            if node.name.text == "canPerformAction", labels == ["_", "withSender"] {
                answersCanPerform.insert(type.name)
            } else if SelectorRewrite.standardEditActions.contains(node.name.text), labels == ["_"] {
                editActions[type.name, default: []].append(node)
            }
            return .skipChildren
        }
    }
}
