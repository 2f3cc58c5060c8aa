import SwiftSyntax

/// `NotificationCenter.addObserver(_:selector:name:object:)` → the closure form, which Linux's Foundation has:
///
/// ```swift
/// NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
///                                        name: UIResponder.keyboardWillShowNotification, object: nil)
/// ```
/// becomes
/// ```swift
/// notificationObservers.append(NotificationCenter.default.addObserver(
///     forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
/// ) { [weak self] note in MainActor.assumeIsolated { self?.keyboardWillShow(note) } })
/// ```
///
/// - The observer stays unretained, as in UIKit: the closure holds `self` weakly, so once `self` is gone it calls
///   nothing, as UIKit stops calling a deallocated observer.
/// - The method is called with the notification, at once, on the thread that posts it (`queue: nil`), as UIKit
///   calls a selector observer; `MainActor.assumeIsolated` states what UIKit code assumes, that interface
///   notifications are posted on the main thread (Tactile posts its own there).
/// - The closure form returns a token that the center keeps registered until it is removed. The token goes into a
///   property the rewrite adds to the class, `private var notificationObservers: [any NSObjectProtocol] = []`, and
///   each `removeObserver(self)` of that class (in `deinit` too) becomes the removal of those tokens. So code that
///   adds observers in `viewWillAppear(_:)` and removes them in `viewWillDisappear(_:)` still receives each
///   notification once.
///
/// What it cannot rewrite it reports, with the closure form to write: an observer other than `self`, a call that is
/// not a statement, a class not declared in this file (the property cannot be added from an extension), a class
/// known not to be on the main actor, a method with more than one argument or unknown labels, and a class that
/// also removes observers by name (`removeObserver(self, name:object:)`), whose tokens would need their names.
enum NotificationObserverRewrite: MigrationPass {
    /// The property that keeps the tokens.
    static let property = "notificationObservers"

    static func run(in context: MigrationContext) {
        let finder = Finder()
        finder.walk(context.tree)
        var rewrittenClasses: [String: ClassDeclSyntax] = [:]
        for call in finder.additions {
            switch plan(call, finder: finder, context: context) {
            case .rewrite(let rewrite):
                context.replace(call, with: rewrite.text(in: context))
                rewrittenClasses[rewrite.declaration.name.text] = rewrite.declaration
            case .report(let reason):
                report(call, reason: reason, in: context)
            }
        }
        for (_, declaration) in rewrittenClasses.sorted(by: { $0.key < $1.key }) {
            addProperty(to: declaration, in: context)
        }
        for call in finder.removals {
            guard let type = EnclosingType.of(call), rewrittenClasses[type.name] != nil,
                  let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base,
                  call.parent?.is(CodeBlockItemSyntax.self) == true else { continue }
            let line = SourceLine(around: call, converter: context.converter)
            let owner = isInClosure(call) ? "self." : ""
            context.replace(call, with: "for observer in \(owner)\(property) { \(receiver.trimmedDescription)"
                + ".removeObserver(observer) }\(line.newline)\(line.indentation)\(owner)\(property).removeAll()")
        }
    }

    /// One rewrite of an `addObserver(_:selector:name:object:)` call.
    struct Rewrite {
        var call: FunctionCallExprSyntax
        var declaration: ClassDeclSyntax
        var receiver: String
        var name: String
        var object: String
        var body: String
        var parameter: String

        /// The closure form, over four lines (on one it would never fit ``DelayedWork/lineLimit``), indented as
        /// the call's line is.
        func text(in context: MigrationContext) -> String {
            let owner = NotificationObserverRewrite.isInClosure(call) ? "self." : ""
            let head = "\(owner)\(NotificationObserverRewrite.property).append(\(receiver).addObserver("
            let arguments = "forName: \(name), object: \(object), queue: nil"
            let line = SourceLine(around: call, converter: context.converter)
            let (indentation, newline) = (line.indentation, line.newline)
            return "\(head)\(newline)\(indentation)    \(arguments)\(newline)\(indentation)) { [weak self] "
                + "\(parameter) in\(newline)\(indentation)    MainActor.assumeIsolated { \(body) }\(newline)"
                + "\(indentation)})"
        }
    }

    enum Plan {
        case rewrite(Rewrite)
        case report(String)
    }

    static func plan(_ call: FunctionCallExprSyntax, finder: Finder, context: MigrationContext) -> Plan {
        let arguments = Array(call.arguments)
        guard arguments.map({ $0.label?.text }) == [nil, "selector", "name", "object"] else {
            return .report("only `addObserver(_:selector:name:object:)` is rewritten")
        }
        guard let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else {
            return .report("the notification center is not named")
        }
        guard arguments[0].expression.trimmedDescription == "self" else {
            return .report("the observer is not `self`")
        }
        guard call.parent?.is(CodeBlockItemSyntax.self) == true else {
            return .report("the call is not a statement of its own")
        }
        guard let type = EnclosingType.of(call), let declaration = finder.classes[type.name] else {
            return .report("the class is not declared in this file, so its tokens have nowhere to go")
        }
        if let offMain = MainActorContext.offMainActorType(of: call) {
            return .report("`\(offMain)` is not isolated to the main actor, where the closure calls the method")
        }
        if finder.removesByName.contains(type.name) {
            return .report("the class removes observers by name, which the closures' tokens do not carry")
        }
        if finder.declaresProperty.contains(type.name) {
            return .report("the class already has a property named `\(property)`")
        }
        guard let selector = SelectorCall(arguments[1].expression),
              let labels = selector.methodLabels(in: call, methods: context.methodIndex), labels.count <= 1,
              let body = SelectorCall.call(receiver: "self?", name: selector.name, labels: labels, argument: "note")
        else {
            return .report("the selector's method is not declared once in this file with one argument or none")
        }
        return .rewrite(Rewrite(
            call: call, declaration: declaration, receiver: receiver.trimmedDescription,
            name: SDKRenameRewrite.renamedNotificationText(arguments[2].expression),
            object: arguments[3].expression.trimmedDescription, body: body,
            parameter: labels.isEmpty ? "_" : "note"))
    }

    private static func report(_ call: FunctionCallExprSyntax, reason: String, in context: MigrationContext) {
        let site = call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(call)
        context.report(
            .warning, at: site,
            "`addObserver(_:selector:name:object:)`: Linux has no Objective-C runtime, so NotificationCenter cannot "
                + "call a selector, and this call was not rewritten: \(reason)",
            advice: UnsupportedAPIs.Finder.advice(
                "use the closure form, `NotificationCenter.default.addObserver(forName: name, object: nil, "
                    + "queue: nil) { [weak self] note in … }`, which calls {method}, and keep the token it returns "
                    + "to remove the observer", selectorIn: call))
    }

    /// Adds `private var notificationObservers: [any NSObjectProtocol] = []` as the class's first member, on a line
    /// of its own after the opening brace's line.
    private static func addProperty(to declaration: ClassDeclSyntax, in context: MigrationContext) {
        let brace = declaration.memberBlock.leftBrace
        let bytes = context.bytes
        var index = brace.endPositionBeforeTrailingTrivia.utf8Offset
        while index < bytes.count, bytes[index] != 0x0A { index += 1 }
        var newline = "\n"
        if index > 0, index <= bytes.count, bytes[index - 1] == 0x0D {
            index -= 1
            newline = "\r\n"
        }
        let indentation: String
        if let first = declaration.memberBlock.members.first {
            indentation = SourceLine(around: first, converter: context.converter).indentation
        } else {
            indentation = SourceLine(around: declaration, converter: context.converter).indentation + "    "
        }
        let position = AbsolutePosition(utf8Offset: index)
        context.replace(
            from: position, to: position,
            with: "\(newline)\(indentation)private var \(property): [any NSObjectProtocol] = []")
    }

    /// Whether `node` is inside a closure within its type, where the property needs `self.`.
    static func isInClosure(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let syntax = current {
            if syntax.is(ClosureExprSyntax.self) { return true }
            if syntax.is(ClassDeclSyntax.self) || syntax.is(ExtensionDeclSyntax.self)
                || syntax.is(FunctionDeclSyntax.self) || syntax.is(InitializerDeclSyntax.self)
                || syntax.is(DeinitializerDeclSyntax.self) || syntax.is(AccessorBlockSyntax.self) {
                return false
            }
            current = syntax.parent
        }
        return false
    }

    /// The selector-based `addObserver` and `removeObserver(self)` calls of the file, and what the classes declare.
    final class Finder: SyntaxVisitor {
        var additions: [FunctionCallExprSyntax] = []
        var removals: [FunctionCallExprSyntax] = []
        /// The file's classes by name.
        var classes: [String: ClassDeclSyntax] = [:]
        /// Types that call `removeObserver(self, name:object:)`.
        var removesByName: Set<String> = []
        /// Types that declare a member named like ``NotificationObserverRewrite/property``.
        var declaresProperty: Set<String> = []

        init() { super.init(viewMode: .sourceAccurate) }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            if classes[node.name.text] == nil { classes[node.name.text] = node }
            return .visitChildren
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            let names = node.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            if names.contains(NotificationObserverRewrite.property), let type = EnclosingType.of(node) {
                declaresProperty.insert(type.name)
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
                  node.trailingClosure == nil else { return .visitChildren }
            let labels = node.arguments.map { $0.label?.text }
            switch member.declName.baseName.text {
            case "addObserver" where labels.contains("selector"):
                additions.append(node)
            case "removeObserver" where labels == [nil] && node.arguments.first?.expression.trimmedDescription == "self":
                removals.append(node)
            case "removeObserver" where labels == [nil, "name", "object"]
                && node.arguments.first?.expression.trimmedDescription == "self":
                if let type = EnclosingType.of(node) { removesByName.insert(type.name) }
            default:
                break
            }
            return .visitChildren
        }
    }
}
