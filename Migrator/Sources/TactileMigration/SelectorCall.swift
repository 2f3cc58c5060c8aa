import SwiftSyntax

/// A `#selector(…)` literal that names a method, read as the direct call it stands for.
///
/// `#selector(tick(_:))` names the method `tick` with one unlabelled argument; `#selector(show(message:))` one
/// labelled `message`; `#selector(hide)` gives no labels, so the method's declaration tells them (see
/// ``methodLabels(in:)``). `#selector(Type.name(…))`, `#selector(Self.name)` and `#selector(self.name)` name the
/// method of that type.
struct SelectorCall {
    /// `Type` of `#selector(Type.name)`, or nil (also for `Self` and `self`).
    var typeName: String?
    /// The method's base name.
    var name: String
    /// The argument labels the selector spells (`"_"` for none), or nil when it spells no argument list.
    var labels: [String]?
    /// The literal itself, for messages.
    var text: String

    /// The selector of `expression`, when it is a `#selector(…)` literal naming a method (not a property's
    /// getter or setter).
    init?(_ expression: ExprSyntax) {
        guard let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
            macro.arguments.count == 1, let argument = macro.arguments.first, argument.label == nil
        else { return nil }
        let reference: DeclReferenceExprSyntax
        if let member = argument.expression.as(MemberAccessExprSyntax.self) {
            reference = member.declName
            let base = member.base?.trimmedDescription
            typeName = base == "Self" || base == "self" ? nil : base
        } else if let plain = argument.expression.as(DeclReferenceExprSyntax.self) {
            reference = plain
            typeName = nil
        } else {
            return nil
        }
        name = reference.baseName.text
        labels = reference.argumentNames.map { $0.arguments.map { $0.name.text } }
        text = macro.trimmedDescription
    }

    /// The labels of the method's arguments: those the selector spells or, when it spells none, those of the
    /// method of that name that the enclosing type (or the selector's type) declares in this file. Nil when the
    /// selector spells none and the file declares no single such method (not declared here, or overloaded with
    /// different labels).
    func methodLabels(in context: some SyntaxProtocol, methods index: MethodIndex) -> [String]? {
        if let labels { return labels }
        // The methods of a type are found by its name, in its body and its extensions.
        guard
            let type = typeName.map({ EnclosingType(name: $0, declaration: Syntax(context)) })
                ?? EnclosingType.of(context)
        else { return nil }
        let shapes = Set(type.methods(named: name, in: index).map { function in
            function.signature.parameterClause.parameters.map { $0.firstName.text }
        })
        return shapes.count == 1 ? shapes.first : nil
    }

    /// `receiver.name(label: argument)` for a method with `labels`: no argument for no labels, `argument` for one.
    /// Nil when the method takes more than one argument (a delayed `perform` and a timer pass only one).
    static func call(receiver: String, name: String, labels: [String], argument: String) -> String? {
        switch labels.count {
        case 0:
            return "\(receiver).\(name)()"
        case 1:
            let label = labels[0] == "_" ? "" : "\(labels[0]): "
            return "\(receiver).\(name)(\(label)\(argument))"
        default:
            return nil
        }
    }
}
