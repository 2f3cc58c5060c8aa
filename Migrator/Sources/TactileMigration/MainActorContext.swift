import SwiftSyntax

/// Whether rewritten delayed work stands where the main actor is known not to be: the scheduler
/// (`UIApplication.shared.scheduler`) belongs to the main actor, as UIKit does, so code elsewhere cannot reach it.
enum MainActorContext {
    /// Reports `call` when it is in a type of this file that is known to be off the main actor.
    static func reportIfOffMainActor(_ call: FunctionCallExprSyntax, in context: MigrationContext) {
        guard let type = offMainActorType(of: call) else { return }
        context.report(
            .warning, at: call,
            "`\(DelayedWork.scheduler)` belongs to the main actor, as UIKit does, and `\(type)` is not isolated to it",
            advice: "mark `\(type)` (or this method) `@MainActor`; UIKit code that schedules work for the interface "
                + "runs on the main thread")
    }

    /// The name of the type around `node` when it is known not to be on the main actor: an actor, or a class or
    /// struct of this file that is not `@MainActor` and inherits from nothing but `NSObject` (so no UIKit class
    /// or main-actor protocol makes it isolated), with no `@MainActor` method or closure in between. Nil when it is,
    /// or may be, on the main actor.
    static func offMainActorType(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let syntax = current {
            if let function = syntax.as(FunctionDeclSyntax.self), isMainActor(function.attributes) { return nil }
            if let closure = syntax.as(ClosureExprSyntax.self),
                let attributes = closure.signature?.attributes, isMainActor(attributes)
            {
                return nil
            }
            if let actor = syntax.as(ActorDeclSyntax.self) { return actor.name.text }
            if let type = syntax.as(ClassDeclSyntax.self) {
                return isOffMainActor(type.attributes, type.inheritanceClause) ? type.name.text : nil
            }
            if let type = syntax.as(StructDeclSyntax.self) {
                return isOffMainActor(type.attributes, type.inheritanceClause) ? type.name.text : nil
            }
            if syntax.is(ExtensionDeclSyntax.self) || syntax.is(EnumDeclSyntax.self) { return nil }
            current = syntax.parent
        }
        return nil
    }

    /// Whether the class is known not to be on the main actor: not `@MainActor`, and inheriting from nothing but
    /// `NSObject`.
    static func isOffMainActor(_ declaration: ClassDeclSyntax) -> Bool {
        isOffMainActor(declaration.attributes, declaration.inheritanceClause)
    }

    private static func isOffMainActor(
        _ attributes: AttributeListSyntax, _ inheritance: InheritanceClauseSyntax?
    ) -> Bool {
        let inherited = inheritance?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        return !isMainActor(attributes) && (inherited.isEmpty || inherited == ["NSObject"])
    }

    private static func isMainActor(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { element in
            guard case .attribute(let attribute) = element else { return false }
            return attribute.attributeName.trimmedDescription == "MainActor"
        }
    }
}
