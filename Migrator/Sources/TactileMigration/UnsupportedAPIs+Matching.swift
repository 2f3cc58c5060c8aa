import Foundation
import SwiftSyntax

extension UnsupportedAPIs.Finder {
    /// Records a candidate for an expression, a type or an attribute. Its span grows over the chain the node starts
    /// (`a.topAnchor.constraint(equalTo: b.topAnchor).isActive`), so what is inside the chain counts once.
    func add(
        _ api: UnsupportedAPI, node: Syntax, name: String, span: Syntax, ownName: UnsupportedAPIs.OwnName,
        advice: String? = nil, site: Syntax? = nil
    ) {
        let outer = site ?? Self.chain(from: span)
        candidates.append(UnsupportedAPIs.Candidate(
            api: api, node: node, name: name, advice: advice ?? api.advice,
            start: outer.positionAfterSkippingLeadingTrivia.utf8Offset,
            end: outer.endPositionBeforeTrailingTrivia.utf8Offset,
            ownName: ownName,
            // Types that share a clause or a signature: the first speaks for it.
            nodeLength: site != nil ? 0 : span.endPositionBeforeTrailingTrivia.utf8Offset
                - span.positionAfterSkippingLeadingTrivia.utf8Offset))
    }

    /// Records a candidate for an overriding declaration: its span is the signature, so what its body does is
    /// reported on its own.
    func addDeclaration(_ api: UnsupportedAPI, node: Syntax, from start: Syntax, to end: Syntax, name: String? = nil) {
        let startOffset = start.positionAfterSkippingLeadingTrivia.utf8Offset
        let endOffset = end.endPositionBeforeTrailingTrivia.utf8Offset
        candidates.append(UnsupportedAPIs.Candidate(
            api: api, node: node, name: name ?? api.displayName, advice: api.advice,
            start: startOffset, end: endOffset, ownName: .none, nodeLength: endOffset - startOffset))
    }

    /// The outermost expression of the postfix chain that `node` starts: member accesses on it, calls of it,
    /// `?`, `!` and subscripts.
    static func chain(from node: Syntax) -> Syntax {
        var current = node
        while let parent = current.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id {
                current = parent
            } else if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == current.id {
                current = parent
            } else if let subscriptCall = parent.as(SubscriptCallExprSyntax.self),
                      subscriptCall.calledExpression.id == current.id {
                current = parent
            } else if parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) {
                current = parent
            } else {
                break
            }
        }
        return current
    }

    /// The inheritance clause or function signature a type is part of, if any.
    static func enclosingSite(of node: Syntax) -> Syntax? {
        var current = node.parent
        while let candidate = current {
            if candidate.is(InheritanceClauseSyntax.self) || candidate.is(FunctionSignatureSyntax.self) {
                return candidate
            }
            if candidate.is(DeclSyntax.self) || candidate.is(ExprSyntax.self) || candidate.is(StmtSyntax.self) {
                return nil  // a type inside an expression, a closure or a nested declaration stands alone
            }
            current = candidate.parent
        }
        return nil
    }

    /// Whether the expression is the callee of a call (then the call is what matches, not the member).
    static func isCalled(_ node: Syntax) -> Bool {
        guard let call = node.parent?.as(FunctionCallExprSyntax.self) else { return false }
        return call.calledExpression.id == node.id
    }

    /// Whether a variable is declared inside a function, closure or accessor (not in a type, not at the top level).
    static func isLocal(_ node: VariableDeclSyntax) -> Bool {
        if node.parent?.is(MemberBlockItemSyntax.self) == true { return false }
        if let item = node.parent?.as(CodeBlockItemSyntax.self),
           item.parent?.parent?.is(SourceFileSyntax.self) == true {
            return false
        }
        return true
    }

    static func isOverride(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.override) }
    }

    /// Whether the argument labels (or parameter labels of an override) satisfy the entry's rule.
    static func matches(_ api: UnsupportedAPI, labels: [String], call: FunctionCallExprSyntax?) -> Bool {
        let rule: UnsupportedAPI.Labels
        switch api.pattern {
        case .call(_, let labelRule), .override(_, let labelRule): rule = labelRule
        default: return false
        }
        switch rule {
        case .any:
            return true
        case .exactly(let expected):
            return labels == expected
        case .including(let label):
            return labels.contains(label)
        case .keyPathFirst:
            guard let first = call?.arguments.first, first.label == nil else { return false }
            return first.expression.is(KeyPathExprSyntax.self)
        case .exactlyWithStringFirst(let expected):
            guard labels == expected, let first = call?.arguments.first else { return false }
            return first.expression.is(StringLiteralExprSyntax.self)
        case .exactlyWithSelectorFirst(let expected):
            guard labels == expected, let first = call?.arguments.first else { return false }
            return isSelector(first.expression)
        }
    }

    /// Whether an expression is (most likely) a selector: `#selector(…)`, `Selector(…)`,
    /// `NSSelectorFromString(…)`, or a variable or property whose name ends in "selector".
    static func isSelector(_ expression: ExprSyntax) -> Bool {
        if let macro = expression.as(MacroExpansionExprSyntax.self) { return macro.macroName.text == "selector" }
        if let call = expression.as(FunctionCallExprSyntax.self),
           let callee = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return ["Selector", "NSSelectorFromString"].contains(callee.baseName.text)
        }
        let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        return name?.lowercased().hasSuffix("selector") ?? false
    }

    /// The entry's advice with `{method}` replaced by the method a `#selector(…)` argument of the call names.
    static func advice(_ text: String, selectorIn call: FunctionCallExprSyntax) -> String {
        guard text.contains("{method}") else { return text }
        var method = "the method"
        for argument in call.arguments {
            if let selector = argument.expression.as(MacroExpansionExprSyntax.self),
               selector.macroName.text == "selector",
               let named = selector.arguments.first?.expression {
                var text = named.trimmedDescription
                if let member = named.as(MemberAccessExprSyntax.self), member.base != nil {
                    text = member.declName.trimmedDescription  // `Self.refresh(_:)` → `refresh(_:)`
                }
                method = "`\(text)`"
                break
            }
        }
        return text.replacingOccurrences(of: "{method}", with: method)
    }

    /// Whether a statement of `init?(coder:)` is what a class that is never archived writes anyway:
    /// `super.init(coder: coder)`, `fatalError(…)` or `return nil`.
    static func isCoderBoilerplate(_ item: CodeBlockItemSyntax) -> Bool {
        if item.item.is(ReturnStmtSyntax.self) { return true }
        var expression = item.item.as(ExprSyntax.self)
        if let tryExpression = expression?.as(TryExprSyntax.self) { expression = tryExpression.expression }
        guard let call = expression?.as(FunctionCallExprSyntax.self) else { return false }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text == "fatalError"
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return member.base?.is(SuperExprSyntax.self) == true && member.declName.baseName.text == "init"
        }
        return false
    }

    /// Whether the type that declares `initializer` declares another initializer in the same body.
    static func hasOtherInitializer(than initializer: InitializerDeclSyntax) -> Bool {
        guard let members = initializer.parent?.parent?.as(MemberBlockItemListSyntax.self) else { return false }
        return members.contains { item in
            guard let other = item.decl.as(InitializerDeclSyntax.self) else { return false }
            return other.id != initializer.id
        }
    }
}
