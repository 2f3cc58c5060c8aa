import SwiftSyntax

/// Removes what only the Objective-C runtime and Interface Builder read: the attributes `@objc` (with or without
/// a name), `@objcMembers`, `@nonobjc`, `@IBAction` and `@IBOutlet`, and the modifier `dynamic`.
///
/// `@IBOutlet` is reported as well: nothing loads a storyboard or a nib on Linux, so nothing sets the outlet, and
/// the view must be created in code. In its place the rewrite leaves the one-line comment `// was @IBOutlet` above
/// the property, so that the next run reports the outlet again, until a person has created the view in code and
/// deleted the comment.
enum AttributeRewrite: MigrationPass {
    static let removedAttributes: Set<String> = ["objc", "objcMembers", "nonobjc", "IBAction", "IBOutlet"]
    /// The comment that takes `@IBOutlet`'s place.
    static let outletComment = "// was @IBOutlet"

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
                if name == "IBOutlet" {
                    replaceOutlet(attribute)
                    reportOutlet(attribute)
                } else {
                    removed.append(Syntax(attribute))
                }
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

        /// Replaces `@IBOutlet` with ``AttributeRewrite/outletComment``, on a line of its own above the rest of the
        /// declaration, indented as the declaration's line is.
        private func replaceOutlet(_ attribute: AttributeSyntax) {
            let bytes = context.bytes
            var end = attribute.endPositionBeforeTrailingTrivia.utf8Offset
            while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
            let line = SourceLine(around: attribute, converter: context.converter)
            let endsLine = end == bytes.count || bytes[end] == 0x0A || bytes[end] == 0x0D
            let text = endsLine ? AttributeRewrite.outletComment
                : AttributeRewrite.outletComment + line.newline + line.indentation
            context.replace(from: attribute.positionAfterSkippingLeadingTrivia, to: AbsolutePosition(utf8Offset: end),
                            with: text)
        }

        /// A property that an earlier run stripped of `@IBOutlet` (its comment is still above it) is reported again.
        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            let marked = node.leadingTrivia.pieces.contains { piece in
                if case .lineComment(let text) = piece { return text.hasPrefix(AttributeRewrite.outletComment) }
                return false
            }
            guard marked else { return .visitChildren }
            let names = node.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            let subject = names.isEmpty ? "the property" : names.map { "`\($0)`" }.joined(separator: ", ")
            context.report(
                .warning, at: node.bindingSpecifier,
                "\(subject) was an `@IBOutlet` (the comment above says so): nothing loads storyboards or nibs on "
                    + "Linux, so nothing sets it",
                advice: "create the view in code, for example in `loadView()`, add it to the hierarchy and assign it; "
                    + "then delete the comment")
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
