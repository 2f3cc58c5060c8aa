import SwiftSyntax

/// Removes what only the Objective-C runtime and Interface Builder read: the attributes `@objc` (with or without
/// a name), `@objcMembers`, `@nonobjc`, `@IBAction` and `@IBOutlet`, and the modifier `dynamic`.
///
/// `@IBOutlet` is reported as well: nothing loads a storyboard or a nib on Linux, so nothing sets the outlet, and
/// the view must be created in code.
enum AttributeRewrite: MigrationPass {
    static let removedAttributes: Set<String> = ["objc", "objcMembers", "nonobjc", "IBAction", "IBOutlet"]

    static func run(in context: MigrationContext) {
        Visitor(context: context).walk(context.tree)
    }

    private final class Visitor: SyntaxVisitor {
        let context: MigrationContext

        init(context: MigrationContext) {
            self.context = context
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: AttributeListSyntax) -> SyntaxVisitorContinueKind {
            var removed: [Syntax] = []
            for element in node {
                guard case .attribute(let attribute) = element else { continue }
                let name = attribute.attributeName.trimmedDescription
                guard AttributeRewrite.removedAttributes.contains(name) else { continue }
                removed.append(Syntax(attribute))
                if name == "IBOutlet" { reportOutlet(attribute) }
            }
            // `dynamic` sits among the declaration's modifiers, right after its attributes.
            if let modifiers = node.parent?.children(viewMode: .sourceAccurate)
                .compactMap({ $0.as(DeclModifierListSyntax.self) }).first
            {
                for modifier in modifiers where modifier.name.text == "dynamic" {
                    removed.append(Syntax(modifier))
                }
            }
            if !removed.isEmpty { context.remove(removed) }
            return .visitChildren
        }

        private func reportOutlet(_ attribute: AttributeSyntax) {
            let names = attribute.parent?.parent?.as(VariableDeclSyntax.self)?.bindings
                .compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text } ?? []
            let subject = names.isEmpty ? "the outlet" : names.map { "`\($0)`" }.joined(separator: ", ")
            context.report(
                .warning, at: attribute,
                "`@IBOutlet` removed: nothing loads storyboards or nibs on Linux, so nothing sets \(subject)",
                advice: "create the view in code, for example in `loadView()`, add it to the hierarchy and assign it")
        }
    }
}
