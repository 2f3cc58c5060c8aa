import SwiftSyntax

/// The type a piece of code belongs to, as Swift's `#selector(name)` looks it up: the innermost class, struct,
/// enum, actor or extension around it.
struct EnclosingType {
    /// The type's name as code inside it can write it: `PhotoViewController`, or for an extension the extended
    /// type as written (`Outer.Inner`).
    var name: String
    /// The declaration itself.
    var declaration: Syntax

    /// The innermost type around `node`, or nil at file level (or inside a protocol, where a method reference
    /// has no concrete type).
    static func of(_ node: some SyntaxProtocol) -> EnclosingType? {
        var current = node.parent
        while let syntax = current {
            if let decl = syntax.as(ClassDeclSyntax.self) {
                return EnclosingType(name: decl.name.text, declaration: syntax)
            } else if let decl = syntax.as(StructDeclSyntax.self) {
                return EnclosingType(name: decl.name.text, declaration: syntax)
            } else if let decl = syntax.as(EnumDeclSyntax.self) {
                return EnclosingType(name: decl.name.text, declaration: syntax)
            } else if let decl = syntax.as(ActorDeclSyntax.self) {
                return EnclosingType(name: decl.name.text, declaration: syntax)
            } else if let decl = syntax.as(ExtensionDeclSyntax.self) {
                return EnclosingType(name: decl.extendedType.trimmedDescription, declaration: syntax)
            } else if syntax.is(ProtocolDeclSyntax.self) {
                return nil
            }
            current = syntax.parent
        }
        return nil
    }

    /// The methods named `baseName` that this type declares in the file: in its own body and in the file's
    /// extensions of it (and, for an extension, in the type's declaration when it is in the same file).
    func methods(named baseName: String, in tree: SourceFileSyntax) -> [FunctionDeclSyntax] {
        let collector = MethodCollector(typeName: name, baseName: baseName)
        collector.walk(tree)
        return collector.found
    }
}

/// Finds the methods of one type, by name, in a file.
private final class MethodCollector: SyntaxVisitor {
    let typeName: String
    let baseName: String
    var found: [FunctionDeclSyntax] = []

    init(typeName: String, baseName: String) {
        self.typeName = typeName
        self.baseName = baseName
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == baseName, let type = EnclosingType.of(node), Self.sameType(type.name, typeName) {
            found.append(node)
        }
        return .skipChildren
    }

    /// `Outer.Inner` and `Inner` name the same type for this purpose: code inside either can only see one.
    private static func sameType(_ a: String, _ b: String) -> Bool {
        a == b || a.hasSuffix("." + b) || b.hasSuffix("." + a)
    }
}
