import SwiftSyntax

/// `#selector(…)` → what Tactile takes instead.
///
/// Where UIKit takes an action (an argument labelled `action:` — `init(target:action:)`, `addTarget(_:action:for:)`,
/// `UIKeyCommand`, `UIMenuItem`, `UICommand`, `UIBarButtonItem`… — and the action of `sendAction(_:to:from:for:)`),
/// the selector becomes a method reference of the type that declares the method: `#selector(handlePan(_:))` in
/// `PhotoViewController` → `PhotoViewController.handlePan`; `#selector(Self.handle)` and
/// `#selector(Other.handle)` name their type. When the type declares several methods of that name, the reference
/// keeps the argument labels (`PhotoViewController.handle(_:with:)`) so that it stays unambiguous.
///
/// Where UIKit compares or tests a selector (`action == #selector(copy(_:))` in `canPerformAction(_:withSender:)`,
/// `case #selector(…):`, `target(forAction:withSender:)`, `responds(to:)`, a list of selectors), it becomes a
/// `Selector` value: a standard edit action's constant (`UIResponderStandardEditActions.copy`) or
/// `Selector("name:")` with the Objective-C name.
///
/// A standard edit action (`copy(_:)`, `paste(_:)`, …) is its `Selector` constant wherever it appears: Tactile's
/// responders answer those by name, as UIKit's do.
///
/// Selectors in the `selector:` argument of `Timer`, `NotificationCenter` or `CADisplayLink`, and in a delayed
/// `perform(_:with:afterDelay:)`, are left to the rewrites and reports that handle those calls.
enum SelectorRewrite: MigrationPass {
    /// UIKit's standard edit actions (`UIResponderStandardEditActions`), which Tactile declares as constants.
    static let standardEditActions: Set<String> = [
        "cut", "copy", "paste", "select", "selectAll", "delete", "makeTextWritingDirectionLeftToRight",
        "makeTextWritingDirectionRightToLeft", "toggleBoldface", "toggleItalics", "toggleUnderline", "increaseSize",
        "decreaseSize", "find", "findNext", "findPrevious", "pasteAndMatchStyle", "duplicate", "rename", "print",
    ]

    /// Calls whose arguments are selector values rather than actions.
    static let valueCalls: Set<String> = [
        "canPerformAction", "target", "responds", "instancesRespond", "perform", "contains", "Selector",
    ]

    static func run(in context: MigrationContext) {
        Visitor(context: context).walk(context.tree)
    }

    /// What `#selector(…)` names: an optional type and a method with optional argument labels.
    struct Reference {
        var type: String?
        var baseName: String
        var labels: [String]?

        /// The Objective-C name: `handle`, `handle:`, `handle:with:`, `handleWith:`.
        var objectiveCName: String {
            guard let labels, !labels.isEmpty else { return baseName }
            var name = baseName
            for (index, label) in labels.enumerated() {
                if index == 0 {
                    if label != "_" { name += label.prefix(1).uppercased() + label.dropFirst() }
                } else {
                    name += label == "_" ? "" : label
                }
                name += ":"
            }
            return name
        }

        /// The Swift spelling of the method's name, with labels: `handle(_:with:)`.
        var compoundName: String {
            guard let labels else { return baseName }
            return baseName + "(" + labels.map { $0 + ":" }.joined() + ")"
        }
    }

    private final class Visitor: SyntaxVisitor {
        let context: MigrationContext

        init(context: MigrationContext) {
            self.context = context
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.macroName.text == "selector" else { return .visitChildren }
            guard node.arguments.count == 1, let argument = node.arguments.first else { return .skipChildren }
            if let label = argument.label?.text {
                context.report(
                    .warning, at: node, "`#selector(\(label): …)` names a property's \(label), which Tactile cannot call",
                    advice: "use a closure, or a method that reads or sets the property, as the action")
                return .skipChildren
            }
            guard let reference = Self.reference(argument.expression) else {
                context.report(
                    .warning, at: node, "`\(node.trimmedDescription)` is not a method name this tool understands",
                    advice: "write the action as a method reference, `TypeName.method`")
                return .skipChildren
            }
            switch Self.position(of: node) {
            case .handledElsewhere:
                break
            case .action(let target):
                rewriteAction(node, reference, target: target)
            case .value:
                rewriteValue(node, reference, stored: false)
            case .unknown:
                rewriteValue(node, reference, stored: true)
            }
            return .skipChildren
        }

        private func rewriteAction(_ node: MacroExpansionExprSyntax, _ reference: Reference, target: ExprSyntax?) {
            if isStandardEditAction(reference, at: node) {
                context.replace(node, with: "UIResponderStandardEditActions.\(reference.baseName)")
                return
            }
            let enclosing = EnclosingType.of(node)
            guard let type = reference.type ?? enclosing?.name else {
                context.report(
                    .warning, at: node, "`\(node.trimmedDescription)` is outside any type, so the method's type is unknown",
                    advice: "write the action as a method reference, `TypeName.\(reference.baseName)`")
                return
            }
            var name = reference.baseName
            if reference.labels != nil, let enclosing, reference.type == nil || reference.type == enclosing.name,
               enclosing.methods(named: reference.baseName, in: context.methodIndex).count > 1
            {
                name = reference.compoundName
            }
            context.replace(node, with: "\(type).\(name)")
            if reference.type == nil, let target, !Self.isSelfOrNil(target) {
                context.report(
                    .warning, at: node,
                    "the target is `\(target.trimmedDescription)`, but `\(reference.baseName)` was looked up in `\(type)`",
                    advice: "name the type that declares the method: `TargetType.\(reference.baseName)`")
            }
        }

        private func rewriteValue(_ node: MacroExpansionExprSyntax, _ reference: Reference, stored: Bool) {
            if isStandardEditAction(reference, at: node) {
                context.replace(node, with: "UIResponderStandardEditActions.\(reference.baseName)")
                return
            }
            context.replace(node, with: "Selector(\"\(reference.objectiveCName)\")")
            if stored {
                context.report(
                    .warning, at: node,
                    "`\(node.trimmedDescription)` is kept as a value, so it became `Selector(\"\(reference.objectiveCName)\")`, "
                        + "and Tactile cannot call a method by its name",
                    advice: "where it is used as an action, pass the method reference `"
                        + "\(reference.type ?? EnclosingType.of(node)?.name ?? "TypeName").\(reference.baseName)` instead")
            } else {
                context.report(
                    .warning, at: node,
                    "`\(node.trimmedDescription)` became `Selector(\"\(reference.objectiveCName)\")`: actions given as "
                        + "method references are not matched by name in Tactile",
                    advice: "compare by name only for actions sent as a `Selector`; a method reference's action runs "
                        + "on the first responder of its type")
            }
        }

        /// A standard edit action written without a type (or with UIResponder's), taking one argument, that the
        /// enclosing type does not redeclare with another shape.
        private func isStandardEditAction(_ reference: Reference, at node: some SyntaxProtocol) -> Bool {
            guard SelectorRewrite.standardEditActions.contains(reference.baseName) else { return false }
            switch reference.type {
            case nil, "Self", "self", "UIResponder", "UIResponderStandardEditActions": break
            default: return false
            }
            if let labels = reference.labels { return labels == ["_"] }
            // `#selector(copy)`: a standard action unless the type declares its own `copy()` without arguments.
            let own = EnclosingType.of(node)?.methods(named: reference.baseName, in: context.methodIndex) ?? []
            return !own.contains { $0.signature.parameterClause.parameters.isEmpty }
        }

        // MARK: - Reading the selector and its place

        static func reference(_ expression: ExprSyntax) -> Reference? {
            if let name = expression.as(DeclReferenceExprSyntax.self) {
                return Reference(type: nil, baseName: name.baseName.text, labels: labels(name.argumentNames))
            }
            if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
                var type: String? = base.trimmedDescription
                if type == "Self" || type == "self" { type = nil }
                return Reference(
                    type: type, baseName: member.declName.baseName.text, labels: labels(member.declName.argumentNames))
            }
            return nil
        }

        private static func labels(_ names: DeclNameArgumentsSyntax?) -> [String]? {
            names.map { $0.arguments.map(\.name.text) }
        }

        enum Position {
            case action(target: ExprSyntax?)
            case value
            case handledElsewhere
            case unknown
        }

        static func position(of node: MacroExpansionExprSyntax) -> Position {
            guard let parent = node.parent else { return .unknown }
            if let argument = parent.as(LabeledExprSyntax.self),
               let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
            {
                let label = argument.label?.text
                let callee = calleeName(call)
                if label == "selector" { return .handledElsewhere }
                // A delayed perform becomes a closure that calls the method, selector included (DelayedWork).
                if callee == "perform", DelayedPerform.matches(call.arguments.map { $0.label?.text }) {
                    return .handledElsewhere
                }
                // A call that Tactile does not have (`responds(to:)`, `perform(_:)`…) is reported as a whole.
                if UnsupportedAPIs.reports(call) { return .handledElsewhere }
                if label == "action" {
                    let target = call.arguments.first { $0.label?.text == "target" }?.expression
                        ?? (call.arguments.first?.label == nil ? call.arguments.first?.expression : nil)
                    return .action(target: callee == "addTarget" || callee == "removeTarget" || target != nil
                        ? target : nil)
                }
                if callee == "sendAction", argument == call.arguments.first {
                    return .action(target: call.arguments.first { $0.label?.text == "to" }?.expression)
                }
                if let callee, SelectorRewrite.valueCalls.contains(callee) { return .value }
                if label == "forAction" || label == "to" { return .value }
                return .unknown
            }
            // `action == #selector(copy(_:))`, `[#selector(a), #selector(b)]`, `case #selector(copy(_:)):`.
            if parent.is(ExprListSyntax.self) || parent.is(ArrayElementSyntax.self)
                || parent.is(ExpressionPatternSyntax.self) || parent.is(SwitchCaseItemSyntax.self)
                || parent.is(InfixOperatorExprSyntax.self)
            {
                return .value
            }
            return .unknown
        }

        private static func calleeName(_ call: FunctionCallExprSyntax) -> String? {
            if let name = call.calledExpression.as(DeclReferenceExprSyntax.self) { return name.baseName.text }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                return member.declName.baseName.text
            }
            return nil
        }

        static func isSelfOrNil(_ expression: ExprSyntax) -> Bool {
            let text = expression.trimmedDescription
            return text == "self" || text == "nil" || text == "Self"
        }
    }
}
