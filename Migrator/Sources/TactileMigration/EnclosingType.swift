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
    func methods(named baseName: String, in index: MethodIndex) -> [FunctionDeclSyntax] {
        index.methods(of: name, named: baseName)
    }
}

/// Every method a file declares in a type, by the type's name and the method's base name.
///
/// Built once per file (``MigrationContext/methodIndex``): the selector and delayed-work rewrites ask it for each
/// selector whose labels or overloads they need, and a walk of the whole file per question made the migration
/// grow with selectors × lines. Methods nested in other functions are not members, so they are not indexed.
struct MethodIndex {
    private var byType: [String: [String: [FunctionDeclSyntax]]] = [:]

    init(_ tree: SourceFileSyntax) {
        let collector = MethodCollector()
        collector.walk(tree)
        byType = collector.found
    }

    /// The methods named `baseName` of the type called `typeName`. `Outer.Inner` and `Inner` name the same type
    /// for this purpose: code inside either can only see one.
    func methods(of typeName: String, named baseName: String) -> [FunctionDeclSyntax] {
        byType.keys.sorted()
            .filter { $0 == typeName || $0.hasSuffix("." + typeName) || typeName.hasSuffix("." + $0) }
            .flatMap { byType[$0]?[baseName] ?? [] }
    }
}

/// Collects the file's methods by their type's name and their base name.
private final class MethodCollector: SyntaxVisitor {
    var found: [String: [String: [FunctionDeclSyntax]]] = [:]

    init() {
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let type = EnclosingType.of(node) {
            found[type.name, default: [:]][node.name.text, default: []].append(node)
        }
        return .skipChildren
    }
}
