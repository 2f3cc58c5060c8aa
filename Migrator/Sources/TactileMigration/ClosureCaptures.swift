import SwiftSyntax

/// The capture list of a closure that stands for a delayed call, so that the closure sees the values the call was
/// made with, as UIKit's delayed `perform` and `Timer` do (they retain the target and the argument when called).
///
/// A value that cannot change before the closure runs is written as it is: `self`, a literal, a member of a type
/// (`Color.red`, `.zero`), a parameter, or a `let` constant of the function or the type. Any other value is
/// captured: a variable by its name (`[count]`), any other expression by a name of its own
/// (`[argument = items.first]`).
struct ClosureCaptures {
    /// The capture list's entries, in order.
    private(set) var entries: [String] = []
    private var names: [String: String] = [:]

    /// The text the closure's body uses for `expression` (found at the call `site`), adding a capture when
    /// needed. `name` names a captured expression that is not a plain variable.
    mutating func use(_ expression: ExprSyntax, at site: some SyntaxProtocol, name: String) -> String {
        let text = expression.trimmedDescription
        if Self.isConstant(expression) { return text }
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            let variable = reference.baseName.text
            switch LocalConstants.binding(of: variable, at: site) {
            case .constant: return variable
            case .constantProperty: return "self.\(variable)"  // an escaping closure names `self` explicitly
            case .variable, nil: return capture(variable, as: variable)
            }
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self",
            member.declName.argumentNames == nil
        {
            return capture(text, as: member.declName.baseName.text)
        }
        return capture(text, as: name)
    }

    /// What opens the closure's body after `{ `: the capture list and the parameter, then `in `, or nothing when
    /// there is neither.
    func head(parameter: String? = nil) -> String {
        let list = entries.isEmpty ? [] : ["[\(entries.joined(separator: ", "))]"]
        let parts = list + (parameter.map { [$0] } ?? [])
        return parts.isEmpty ? "" : parts.joined(separator: " ") + " in "
    }

    private mutating func capture(_ text: String, as preferred: String) -> String {
        if let existing = names[text] { return existing }
        var name = preferred
        var suffix = 2
        while names.values.contains(name) {
            name = "\(preferred)\(suffix)"
            suffix += 1
        }
        names[text] = name
        entries.append(name == text ? name : "\(name) = \(text)")
        return name
    }

    /// `self`, literals, and members of a type (`Color.red`, `.zero`).
    static func isConstant(_ expression: ExprSyntax) -> Bool {
        if expression.is(NilLiteralExprSyntax.self) || expression.is(BooleanLiteralExprSyntax.self)
            || expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self)
        {
            return true
        }
        if let string = expression.as(StringLiteralExprSyntax.self) {
            return string.segments.allSatisfy { $0.is(StringSegmentSyntax.self) }
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return ["self", "super"].contains(reference.baseName.text)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else { return true }  // `.zero`
            let first = base.trimmedDescription.first
            return base.is(DeclReferenceExprSyntax.self) && first?.isUppercase == true
        }
        return false
    }
}

/// What a name stands for where it is used: a constant (a parameter, a `let` (or an `if let`/`guard let`) of the
/// code around it, a `for` loop's variable), a `let` property of the enclosing type, or a variable; nil when the
/// file does not say (a global, an inherited property).
enum LocalConstants {
    enum Binding {
        case constant, constantProperty, variable
    }

    static func binding(of name: String, at site: some SyntaxProtocol) -> Binding? {
        var child = Syntax(site)
        var current = site.parent
        while let syntax = current {
            if let found = binding(of: name, in: syntax, before: child) { return found }
            child = syntax
            current = syntax.parent
        }
        return nil
    }

    /// How `scope` binds `name` in what comes before `child`; nil when it does not bind it.
    private static func binding(of name: String, in scope: Syntax, before child: Syntax) -> Binding? {
        if let items = scope.as(CodeBlockItemListSyntax.self) {
            for item in items {
                if item.id == child.id { break }
                if let variable = item.item.as(VariableDeclSyntax.self), let result = bindsVariable(name, variable) {
                    return result ? .constant : .variable
                }
                if let guardStatement = item.item.as(GuardStmtSyntax.self),
                    let result = bindsCondition(name, guardStatement.conditions)
                {
                    return result ? .constant : .variable
                }
            }
            return nil
        }
        if let members = scope.as(MemberBlockItemListSyntax.self) {
            for member in members {
                if let variable = member.decl.as(VariableDeclSyntax.self), let result = bindsVariable(name, variable) {
                    return result ? .constantProperty : .variable
                }
            }
            return nil
        }
        let constant: Bool?
        if let function = scope.as(FunctionDeclSyntax.self) {
            constant = binds(name, function.signature.parameterClause.parameters)
        } else if let initializer = scope.as(InitializerDeclSyntax.self) {
            constant = binds(name, initializer.signature.parameterClause.parameters)
        } else if let closure = scope.as(ClosureExprSyntax.self) {
            constant = bindsClosureParameter(name, closure)
        } else if let ifExpression = scope.as(IfExprSyntax.self), child.id == ifExpression.body.id {
            constant = bindsCondition(name, ifExpression.conditions)
        } else if let whileStatement = scope.as(WhileStmtSyntax.self), child.id == whileStatement.body.id {
            constant = bindsCondition(name, whileStatement.conditions)
        } else if let loop = scope.as(ForStmtSyntax.self), child.id == loop.body.id {
            constant = loop.pattern.trimmedDescription == name ? true : nil
        } else {
            constant = nil
        }
        return constant.map { $0 ? .constant : .variable }
    }

    private static func bindsVariable(_ name: String, _ variable: VariableDeclSyntax) -> Bool? {
        for binding in variable.bindings
        where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            return variable.bindingSpecifier.tokenKind == .keyword(.let)
        }
        return nil
    }

    private static func binds(_ name: String, _ parameters: FunctionParameterListSyntax) -> Bool? {
        for parameter in parameters where (parameter.secondName ?? parameter.firstName).text == name {
            return true
        }
        return nil
    }

    private static func bindsClosureParameter(_ name: String, _ closure: ClosureExprSyntax) -> Bool? {
        guard let signature = closure.signature else { return nil }
        if let items = signature.capture?.items, items.contains(where: { $0.name.text == name }) { return true }
        switch signature.parameterClause {
        case .simpleInput(let parameters):
            return parameters.contains { $0.name.text == name } ? true : nil
        case .parameterClause(let clause):
            return clause.parameters.contains { ($0.secondName ?? $0.firstName).text == name } ? true : nil
        case nil:
            return nil
        }
    }

    private static func bindsCondition(_ name: String, _ conditions: ConditionElementListSyntax) -> Bool? {
        for condition in conditions {
            guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
                binding.pattern.trimmedDescription == name
            else { continue }
            return binding.bindingSpecifier.tokenKind == .keyword(.let)
        }
        return nil
    }
}
