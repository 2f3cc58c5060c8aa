import SwiftSyntax

extension UnsupportedAPIs {
    /// Walks the original tree once, collecting candidates (see ``UnsupportedAPIs/Candidate``), the names the file
    /// declares itself, and the removal of Interface Builder's attributes.
    final class Finder: SyntaxVisitor {
        let context: MigrationContext
        var candidates: [Candidate] = []
        /// Methods and properties the file declares without `override`, in types or at the top level; local
        /// variables and parameters; types.
        private var ownMembers: Set<String> = []
        private var ownLocals: Set<String> = []
        private var ownTypes: Set<String> = []
        private let index = UnsupportedAPIs.index

        init(context: MigrationContext) {
            self.context = context
            super.init(viewMode: .sourceAccurate)
        }

        /// Whether the candidate names something the file declares itself.
        func isOwn(_ candidate: Candidate) -> Bool {
            switch candidate.ownName {
            case .none: false
            case .type(let name): ownTypes.contains(name)
            case .member(let name): ownMembers.contains(name)
            case .bare(let name): ownMembers.contains(name) || ownLocals.contains(name)
            }
        }

        // MARK: Expressions

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let callee: String
            var reportAt = Syntax(node)
            var onSuper = false
            if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
                callee = reference.baseName.text
            } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
                callee = member.declName.baseName.text
                reportAt = Syntax(member.declName)
                onSuper = member.base?.is(SuperExprSyntax.self) ?? false
            } else {
                return .visitChildren
            }
            // `super.awakeFromNib()` inside `override func awakeFromNib()` is part of the override's finding.
            if onSuper, index.overrides[callee] != nil { return .visitChildren }
            let isInitializer = callee == "init" || callee.first?.isUppercase == true
            // `UINib(nibName:bundle:)` is the type's finding, not a view controller's initializer.
            let isUnsupportedType = index.types[callee] != nil
            let entries = index.calls[callee] ?? (isInitializer && !isUnsupportedType ? index.calls["init"] ?? [] : [])
            let labels = node.arguments.map { $0.label?.text ?? "_" }
            guard let api = entries.first(where: { Self.matches($0, labels: labels, call: node) }) else {
                return .visitChildren
            }
            let name = switch api.pattern {
            case .call(_, .exactly), .call(_, .exactlyWithStringFirst), .call(_, .exactlyWithSelectorFirst),
                 .call(_, .keyPathFirst):
                api.displayName
            default: "\(callee)(\(labels.map { "\($0):" }.joined()))"
            }
            let ownName: OwnName = isInitializer ? .none
                : reportAt.is(DeclReferenceExprSyntax.self) ? .bare(callee) : .member(callee)
            add(api, node: reportAt, name: name, span: Syntax(node), ownName: ownName,
                advice: Self.advice(api.advice, selectorIn: node))
            return .visitChildren
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            let name = node.declName.baseName.text
            if let api = index.members[name], !Self.isCalled(Syntax(node)) {
                add(api, node: Syntax(node.declName), name: name, span: Syntax(node), ownName: .member(name))
            }
            return .visitChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            if let parent = node.parent?.as(MemberAccessExprSyntax.self), parent.declName.id == node.id {
                return .visitChildren  // a member's name: see visit(MemberAccessExprSyntax)
            }
            let name = node.baseName.text
            if let api = index.types[name] {
                add(api, node: Syntax(node), name: name, span: Syntax(node), ownName: .type(name))
            } else if let api = index.members[name], !Self.isCalled(Syntax(node)) {
                add(api, node: Syntax(node), name: name, span: Syntax(node), ownName: .bare(name))
            }
            return .visitChildren
        }

        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            if let api = index.macros[node.macroName.text] {
                add(api, node: Syntax(node), name: "#\(node.macroName.text)(…)", span: Syntax(node), ownName: .none)
            }
            return .visitChildren
        }

        // MARK: Types and attributes

        /// A type in an inheritance clause or in a function's signature counts once for the clause or the
        /// signature: `class List: UITableViewController, UITableViewDataSource` is one site.
        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            let name = node.name.text
            guard let api = index.types[name], node.parent?.is(AttributeSyntax.self) != true else {
                return .visitChildren
            }
            add(api, node: Syntax(node), name: name, span: Syntax(node), ownName: .type(name),
                site: Self.enclosingSite(of: Syntax(node)))
            return .visitChildren
        }

        // Local names: a bare name that one of them spells is the local, not UIKit's property.

        override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
            if let variable = node.parent?.parent?.parent?.as(VariableDeclSyntax.self), !Self.isLocal(variable) {
                return .visitChildren  // a property: see visit(VariableDeclSyntax)
            }
            ownLocals.insert(node.identifier.text)
            return .visitChildren
        }

        override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
            ownLocals.insert(node.name.text)
            return .visitChildren
        }

        override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
            ownLocals.insert((node.secondName ?? node.firstName).text)
            return .visitChildren
        }

        override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
            guard let name = node.attributeName.as(IdentifierTypeSyntax.self)?.name.text,
                  let api = index.attributes[name] else { return .visitChildren }
            add(api, node: Syntax(node), name: "@\(name)", span: Syntax(node), ownName: .none)
            return .visitChildren
        }

        /// Removes `@IBInspectable` and `@IBDesignable`, together with what ``AttributeRewrite`` removes from the
        /// same declaration (`@objc`, `dynamic`…), so that a line holding only removed attributes goes entirely
        /// whichever pass's edit wins.
        override func visit(_ node: AttributeListSyntax) -> SyntaxVisitorContinueKind {
            var removed: [Syntax] = []
            var hasInterfaceBuilder = false
            for element in node {
                guard case .attribute(let attribute) = element else { continue }
                let name = attribute.attributeName.trimmedDescription
                if Self.interfaceBuilderAttributes.contains(name) {
                    hasInterfaceBuilder = true
                    removed.append(Syntax(attribute))
                } else if AttributeRewrite.removedAttributes.contains(name), name != "IBOutlet" {
                    removed.append(Syntax(attribute))
                }
            }
            guard hasInterfaceBuilder else { return .visitChildren }
            if let modifiers = node.parent?.children(viewMode: .sourceAccurate)
                .compactMap({ $0.as(DeclModifierListSyntax.self) }).first {
                removed += modifiers.filter { $0.name.text == "dynamic" }.map(Syntax.init)
            }
            context.remove(removed)
            return .visitChildren
        }

        static let interfaceBuilderAttributes: Set = ["IBInspectable", "IBDesignable"]

        // MARK: Declarations

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = node.name.text
            guard Self.isOverride(node.modifiers) else {
                ownMembers.insert(name)
                return .visitChildren
            }
            let labels = node.signature.parameterClause.parameters.map { $0.firstName.text }
            if let api = index.overrides[name]?.first(where: { Self.matches($0, labels: labels, call: nil) }) {
                let start = node.modifiers.first.map(Syntax.init) ?? Syntax(node.funcKeyword)
                addDeclaration(api, node: Syntax(node.name), from: start, to: Syntax(node.signature))
            }
            return .visitChildren
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            let isOverride = Self.isOverride(node.modifiers)
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                guard isOverride else {
                    if Self.isLocal(node) { ownLocals.insert(name) } else { ownMembers.insert(name) }
                    continue
                }
                if let api = index.overrides[name]?.first(where: { Self.matches($0, labels: [], call: nil) }) {
                    let start = node.modifiers.first.map(Syntax.init) ?? Syntax(node.bindingSpecifier)
                    let end = binding.typeAnnotation.map(Syntax.init) ?? Syntax(binding.pattern)
                    addDeclaration(api, node: Syntax(binding.pattern), from: start, to: end, name: name)
                }
            }
            return .visitChildren
        }

        /// `init?(coder:)` whose body does more than call `super.init(coder:)` or `fatalError(…)`, in a type that
        /// has no other initializer: setup that only a storyboard or a nib would have run. (A type that also has
        /// `init(frame:)` or another initializer is created in code already, and usually runs the same setup
        /// there.)
        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            let labels = node.signature.parameterClause.parameters.map { $0.firstName.text }
            guard node.optionalMark != nil, labels == ["coder"], let body = node.body,
                  body.statements.contains(where: { !Self.isCoderBoilerplate($0) }),
                  !Self.hasOtherInitializer(than: node),
                  let api = index.overrides["init?"]?.first else { return .visitChildren }
            let start = node.modifiers.first.map(Syntax.init) ?? Syntax(node.initKeyword)
            addDeclaration(api, node: Syntax(node.initKeyword), from: start, to: Syntax(node.signature),
                           name: "init?(coder:)")
            return .visitChildren
        }

        override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
            ownLocals.insert((node.secondName ?? node.firstName).text)
            return .visitChildren
        }

        override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
            ownMembers.insert(node.name.text)  // `.keyboardType` is then the file's own case
            return .visitChildren
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            ownTypes.insert(node.name.text)
            return .visitChildren
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            ownTypes.insert(node.name.text)
            return .visitChildren
        }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            ownTypes.insert(node.name.text)
            return .visitChildren
        }

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            ownTypes.insert(node.name.text)
            return .visitChildren
        }

        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
            ownTypes.insert(node.name.text)
            return .visitChildren
        }
    }
}
