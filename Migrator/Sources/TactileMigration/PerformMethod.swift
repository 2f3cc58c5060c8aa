import SwiftSyntax

/// The method that a delayed `perform` or its cancellation names, as the method reference that Tactile's
/// `perform(_:with:afterDelay:)` and `NSObject.cancelPreviousPerformRequests(withTarget:selector:object:)` take:
/// `#selector(hideControls)` in `PlayerViewController` → `PlayerViewController.hideControls`.
///
/// Found only where that form applies: in a responder type (see ``ResponderTypes``; Tactile's `perform` with a
/// method reference belongs to responders), for a method that the type declares in this file, once with the
/// selector's labels, that takes no argument or one and returns nothing, and is neither async, throwing, generic
/// nor a type method. The caller checks that the receiver is `self`.
struct PerformMethod {
    /// `PlayerViewController.hideControls`; with its labels (`PlayerViewController.show(_:)`) when the type has
    /// several methods of that name.
    var reference: String
    /// The type's name as code inside it writes it.
    var typeName: String
    /// The method's base name.
    var name: String
    /// What tells methods apart when Tactile cancels a request (Swift cannot compare method references): `()` for
    /// a method without arguments, else the type of its parameter.
    var shape: String

    enum Lookup {
        case found(PerformMethod)
        /// Not inside a type known to be a responder: the name of the type, if any.
        case notResponder(String?)
        /// A responder, but the method cannot be passed as a method reference, and why.
        case refused(String)
    }

    static func lookup(_ selector: SelectorCall, at site: some SyntaxProtocol, in context: MigrationContext) -> Lookup {
        guard let type = EnclosingType.of(site) else { return .notResponder(nil) }
        let isClass = type.declaration.is(ClassDeclSyntax.self) || type.declaration.is(ExtensionDeclSyntax.self)
        guard isClass, context.responderTypes.isResponder(type.name) else { return .notResponder(type.name) }
        if let named = selector.typeName, ResponderTypes.simpleName(named) != ResponderTypes.simpleName(type.name) {
            return .refused("`\(selector.text)` names a method of `\(named)`, not of `\(type.name)`")
        }
        let all = type.methods(named: selector.name, in: context.methodIndex)
        let candidates = selector.labels.map { labels in all.filter { Self.labels(of: $0) == labels } } ?? all
        guard let method = candidates.first, candidates.count == 1 else {
            return .refused(
                candidates.isEmpty
                    ? "`\(type.name)` does not declare `\(selector.name)` in this file"
                    : "`\(type.name)` declares several methods that `\(selector.text)` may name")
        }
        let name = selector.name
        let parameters = Array(method.signature.parameterClause.parameters)
        if let why = unsuitable(method, parameters: parameters) { return .refused("`\(name)` \(why)") }
        let reference: String
        if all.count == 1 {
            reference = "\(type.name).\(name)"
        } else if parameters.isEmpty {
            return .refused("a method reference cannot tell `\(name)()` from the other methods named `\(name)`")
        } else {
            reference = "\(type.name).\(name)(\(Self.labels(of: method).map { $0 + ":" }.joined()))"
        }
        let shape = parameters.first.map { $0.type.trimmedDescription } ?? "()"
        return .found(PerformMethod(reference: reference, typeName: type.name, name: name, shape: shape))
    }

    /// Why `method` cannot be given to `perform` as a method reference, or nil when it can.
    private static func unsuitable(_ method: FunctionDeclSyntax, parameters: [FunctionParameterSyntax]) -> String? {
        if method.modifiers.contains(where: { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }) {
            return "is a type method"
        }
        if parameters.count > 1 { return "takes \(parameters.count) arguments and `perform` passes one" }
        if let result = method.signature.returnClause?.type.trimmedDescription, result != "Void", result != "()" {
            return "returns a value, and a delayed `perform` calls a method that returns nothing"
        }
        if let effects = method.signature.effectSpecifiers,
            effects.asyncSpecifier != nil || effects.throwsClause != nil
        {
            return "is async or throws"
        }
        if method.genericParameterClause != nil { return "is generic" }
        if let parameter = parameters.first,
            parameter.ellipsis != nil || parameter.type.trimmedDescription.hasPrefix("inout ")
        {
            return "takes a variadic or inout parameter"
        }
        return nil
    }

    /// The argument labels of `method` (`_` for none).
    static func labels(of method: FunctionDeclSyntax) -> [String] {
        method.signature.parameterClause.parameters.map { $0.firstName.text }
    }

    /// Whether `expression` is already a method reference of a type (`PlayerViewController.hideControls`,
    /// `Self.hide`): what this rewrite writes, so a second migration leaves it.
    static func isMethodReference(_ expression: ExprSyntax) -> Bool {
        guard let member = expression.as(MemberAccessExprSyntax.self),
            let base = member.base?.as(DeclReferenceExprSyntax.self) ?? member.base?.as(MemberAccessExprSyntax.self)?
                .declName
        else { return false }
        return base.baseName.text.first?.isUppercase == true
    }
}
