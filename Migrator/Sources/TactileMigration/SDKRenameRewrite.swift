import SwiftSyntax

/// UIKit's names from before Swift 4.2 → the names current SDKs and Tactile take, as Xcode 10's migration rewrote
/// them (see ``SDKRenames/table``): `UIControlEvents` → `UIControl.Event`,
/// `NSNotification.Name.UIKeyboardWillShow` (or `.UIKeyboardWillShow`) → `UIResponder.keyboardWillShowNotification`,
/// `view.bringSubview(toFront: card)` → `view.bringSubviewToFront(card)`,
/// `override func willMove(toParentViewController parent: UIViewController?)` →
/// `override func willMove(toParent parent: UIViewController?)`, `childViewControllers` → `children`,
/// `UIEdgeInsetsMake(1, 2, 3, 4)` → `UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)`.
///
/// Matching is by syntax: a type or a constant by its name, a method by its base name and argument labels (called,
/// on `super` too, or overridden), a property by its name, a notification name as a member of `Notification.Name`.
/// A name the file declares itself (a type, a compatibility `typealias`, a method with the same labels or a
/// property, not an override) is the file's own and is left alone. A renamed name whose new spelling Tactile does
/// not have is reported instead, with what to do.
enum SDKRenameRewrite: MigrationPass {
    static func run(in context: MigrationContext) {
        let own = OwnNames(context.tree)
        Visitor(context: context, own: own).walk(context.tree)
    }

    /// The text of a notification name argument with its Swift 4.2 rename applied, for rewrites that copy the
    /// argument into new code (so that their edit, which replaces the whole call, keeps the rename).
    static func renamedNotificationText(_ expression: ExprSyntax) -> String {
        if let member = expression.as(MemberAccessExprSyntax.self), let rename = notificationRename(member),
           rename.inTactile {
            return rename.new
        }
        return expression.trimmedDescription
    }

    /// The notification rename `member` spells, if any: `.UIKeyboardWillShow`, `NSNotification.Name.UIKeyboardWillShow`.
    static func notificationRename(_ member: MemberAccessExprSyntax) -> SDKRename? {
        let name = member.declName.baseName.text
        guard member.declName.argumentNames == nil,
              let rename = SDKRenames.byOldName[name]?.first(where: { $0.kind == .notification }) else { return nil }
        if let base = member.base {
            let text = base.trimmedDescription.replacingOccurrences(of: "Foundation.", with: "")
            guard ["NSNotification.Name", "Notification.Name"].contains(text) else { return nil }
        }
        return rename
    }

    /// The names the file declares itself, which are then not UIKit's.
    struct OwnNames {
        /// Types, type aliases, functions and variables (not overrides), by name.
        var names: Set<String> = []
        /// Functions (not overrides) by base name, with their argument labels.
        var functions: Set<String> = []

        init(_ tree: SourceFileSyntax) {
            let collector = Collector()
            collector.walk(tree)
            names = collector.names
            functions = collector.functions
        }

        static func key(_ name: String, _ labels: [String]) -> String {
            "\(name)(\(labels.map { "\($0):" }.joined()))"
        }

        private final class Collector: SyntaxVisitor {
            var names: Set<String> = []
            var functions: Set<String> = []

            init() { super.init(viewMode: .sourceAccurate) }

            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
                if !Self.isOverride(node.modifiers) {
                    let labels = node.signature.parameterClause.parameters.map { $0.firstName.text }
                    functions.insert(OwnNames.key(node.name.text, labels))
                    if labels.isEmpty { names.insert(node.name.text) }
                }
                return .visitChildren
            }

            override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
                if !Self.isOverride(node.modifiers) {
                    for binding in node.bindings {
                        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                            names.insert(name)
                        }
                    }
                }
                return .visitChildren
            }

            override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
                names.insert((node.secondName ?? node.firstName).text)
                return .visitChildren
            }

            override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
                names.insert(node.name.text)
                return .visitChildren
            }

            override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
                names.insert(node.name.text)
                return .visitChildren
            }

            override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
                names.insert(node.name.text)
                return .visitChildren
            }

            override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
                names.insert(node.name.text)
                return .visitChildren
            }

            static func isOverride(_ modifiers: DeclModifierListSyntax) -> Bool {
                modifiers.contains { $0.name.tokenKind == .keyword(.override) }
            }
        }
    }

    private final class Visitor: SyntaxVisitor {
        let context: MigrationContext
        let own: OwnNames

        init(context: MigrationContext, own: OwnNames) {
            self.context = context
            self.own = own
            super.init(viewMode: .sourceAccurate)
        }

        // MARK: Names: types, constants, free functions

        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            if node.genericArgumentClause == nil, let rename = entry(node.name.text, kind: .name),
               !own.names.contains(rename.old) {
                apply(rename, at: node.name, replacing: node.name)
            }
            return .visitChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
                return .visitChildren  // a member's name: see visit(MemberAccessExprSyntax)
            }
            let name = node.baseName.text
            guard node.argumentNames == nil, !own.names.contains(name) else { return .visitChildren }
            if let rename = entry(name, kind: .name) {
                apply(rename, at: node, replacing: node.baseName)
            } else if let rename = entry(name, kind: .property), !isCallee(Syntax(node)) {
                apply(rename, at: node, replacing: node.baseName)
            }
            return .visitChildren
        }

        // MARK: Members: notification names and properties

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            if let rename = SDKRenameRewrite.notificationRename(node) {
                if rename.inTactile {
                    context.replace(node, with: rename.new)
                } else {
                    report(rename, at: node)
                }
                return .skipChildren
            }
            let name = node.declName.baseName.text
            if node.declName.argumentNames == nil, let rename = entry(name, kind: .property),
               !isCallee(Syntax(node)), !own.names.contains(name) {
                apply(rename, at: node.declName, replacing: node.declName.baseName)
            }
            return .visitChildren
        }

        // MARK: Methods and functions, called

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let nameToken: TokenSyntax
            if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
                nameToken = reference.baseName
            } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
                nameToken = member.declName.baseName
            } else {
                return .visitChildren
            }
            let labels = node.arguments.map { $0.label?.text ?? "_" }
            guard let rename = SDKRenames.byOldName[nameToken.text]?.first(where: { rename in
                switch rename.kind {
                case .method(let old, _): return old == labels
                case .function(let old, _): return old == labels && node.calledExpression.is(DeclReferenceExprSyntax.self)
                default: return false
                }
            }), !own.functions.contains(OwnNames.key(nameToken.text, labels)) else { return .visitChildren }
            guard rename.inTactile else {
                report(rename, at: node.calledExpression)
                return .visitChildren
            }
            if rename.new != rename.old { context.replace(nameToken, with: rename.new) }
            let newLabels: [String]
            switch rename.kind {
            case .method(_, let labels), .function(_, let labels): newLabels = labels
            default: return .visitChildren
            }
            for (argument, newLabel) in zip(node.arguments, newLabels) {
                relabel(argument, to: newLabel)
            }
            return .visitChildren
        }

        /// Changes an argument's label: removes `label: `, adds one, or replaces it.
        private func relabel(_ argument: LabeledExprSyntax, to newLabel: String) {
            let oldLabel = argument.label?.text ?? "_"
            guard oldLabel != newLabel else { return }
            let expressionStart = argument.expression.positionAfterSkippingLeadingTrivia
            if newLabel == "_", let label = argument.label {
                context.replace(from: label.positionAfterSkippingLeadingTrivia, to: expressionStart, with: "")
            } else if let label = argument.label {
                context.replace(label, with: newLabel)
            } else {
                context.replace(from: expressionStart, to: expressionStart, with: "\(newLabel): ")
            }
        }

        // MARK: Overrides

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) else {
                return .visitChildren
            }
            let parameters = Array(node.signature.parameterClause.parameters)
            let labels = parameters.map { $0.firstName.text }
            guard let rename = SDKRenames.byOldName[node.name.text]?.first(where: { rename in
                if case .method(let old, _) = rename.kind { return old == labels }
                return false
            }), case .method(_, let newLabels) = rename.kind else { return .visitChildren }
            guard rename.inTactile else {
                report(rename, at: node.name)
                return .visitChildren
            }
            if rename.new != rename.old { context.replace(node.name, with: rename.new) }
            for (parameter, newLabel) in zip(parameters, newLabels) where parameter.firstName.text != newLabel {
                // Without a second name, the old label is also the parameter's name in the body: keep it as that.
                let text = parameter.secondName == nil ? "\(newLabel) \(parameter.firstName.text)" : newLabel
                context.replace(parameter.firstName, with: text)
            }
            return .visitChildren
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            guard node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) else {
                return .visitChildren
            }
            for binding in node.bindings {
                guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self),
                      let rename = entry(pattern.identifier.text, kind: .property) else { continue }
                apply(rename, at: pattern, replacing: pattern.identifier)
            }
            return .visitChildren
        }

        // MARK: Helpers

        private func entry(_ name: String, kind: SDKRename.Kind) -> SDKRename? {
            SDKRenames.byOldName[name]?.first { $0.kind == kind }
        }

        /// Rewrites `token` to the new name, or reports the rename when Tactile lacks it.
        private func apply(_ rename: SDKRename, at node: some SyntaxProtocol, replacing token: TokenSyntax) {
            if rename.inTactile {
                context.replace(token, with: rename.new)
            } else {
                report(rename, at: node)
            }
        }

        private func report(_ rename: SDKRename, at node: some SyntaxProtocol) {
            context.report(
                .warning, at: node,
                "`\(rename.oldDisplay)` is UIKit's name from before Swift 4.2, now `\(rename.newDisplay)`, which "
                    + "Tactile does not have",
                advice: rename.advice ?? "leave it out of the port")
        }

        private func isCallee(_ node: Syntax) -> Bool {
            node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
        }
    }
}
