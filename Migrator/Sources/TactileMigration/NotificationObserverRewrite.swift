import SwiftSyntax

/// `NotificationCenter.addObserver(_:selector:name:object:)` → the closure form, which Linux's Foundation has:
///
/// ```swift
/// NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
///                                        name: UIResponder.keyboardWillShowNotification, object: nil)
/// ```
/// becomes, in a class on the main actor (a view controller, a view, any class that may be one),
/// ```swift
/// notificationObservers.append(NotificationCenter.default.addObserver(
///     forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
/// ) { [weak self] note in
///     nonisolated(unsafe) let note = note
///     MainActor.assumeIsolated { self?.keyboardWillShow(note) }
/// })
/// ```
/// and, in a class of this file that is not isolated (no `@MainActor`, no superclass but `NSObject`),
/// ```swift
/// nonisolated(unsafe) weak let weakSelf = self
/// notificationObservers.append(NotificationCenter.default.addObserver(
///     forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
/// ) { note in
///     weakSelf?.keyboardWillShow(note)
/// })
/// ```
///
/// - The observer stays unretained, as in UIKit: the closure holds `self` weakly, so once `self` is gone it calls
///   nothing, as UIKit stops calling a deallocated observer.
/// - The method is called with the notification, at once, on the thread that posts it (`queue: nil`), as UIKit
///   calls a selector observer. In a main-actor class, `MainActor.assumeIsolated` states what UIKit code assumes,
///   that interface notifications are posted on the main thread (Tactile posts its own there).
/// - Swift 6 checks what crosses into the main actor, and Foundation's `Notification` is not `Sendable` on Linux:
///   `nonisolated(unsafe) let note = note` hands the posting thread's notification to the method, which is what
///   UIKit does and what `assumeIsolated` has just checked is the main thread. A class that is not isolated is not
///   `Sendable`, so the closure cannot capture `self` (weakly or not) and reaches it through
///   `nonisolated(unsafe) weak let weakSelf = self` instead (one per block); its method runs on the posting thread,
///   unchecked, as in UIKit.
/// - The closure form returns a token that the center keeps registered until it is removed. The token goes into a
///   property the rewrite adds to the class, `private var notificationObservers: [any NSObjectProtocol] = []`, and
///   each `removeObserver(self)` of that class (in `deinit` too) becomes the removal of those tokens. So code that
///   adds observers in `viewWillAppear(_:)` and removes them in `viewWillDisappear(_:)` still receives each
///   notification once. `deinit` is not isolated, and the tokens are not `Sendable`, so in a main-actor class whose
///   `deinit` removes them the property is `private nonisolated(unsafe) var`: nothing else can reach the object
///   while its `deinit` runs.
///
/// What it cannot rewrite it reports, with the closure form to write: an observer other than `self`, a call that is
/// not a statement, a class not declared in this file (the property cannot be added from an extension), a method
/// with more than one argument or unknown labels, and a class that also removes observers by name
/// (`removeObserver(self, name:object:)`), whose tokens would need their names.
enum NotificationObserverRewrite: MigrationPass {
    /// The property that keeps the tokens.
    static let property = "notificationObservers"

    static func run(in context: MigrationContext) {
        let finder = Finder()
        finder.walk(context.tree)
        var rewrittenClasses: [String: ClassDeclSyntax] = [:]
        var weakSelfNames: [SyntaxIdentifier: String] = [:]
        for call in finder.additions {
            switch plan(call, finder: finder, context: context, weakSelfNames: &weakSelfNames) {
            case .rewrite(let rewrite):
                context.replace(call, with: rewrite.text(in: context))
                rewrittenClasses[rewrite.declaration.name.text] = rewrite.declaration
            case .report(let reason):
                report(call, reason: reason, in: context)
            }
        }
        var removesInDeinit: Set<String> = []
        for call in finder.removals {
            guard let type = EnclosingType.of(call), rewrittenClasses[type.name] != nil,
                  let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base,
                  call.parent?.is(CodeBlockItemSyntax.self) == true else { continue }
            if isInDeinit(call) { removesInDeinit.insert(type.name) }
            let line = SourceLine(around: call, converter: context.converter)
            let owner = isInClosure(call) ? "self." : ""
            context.replace(call, with: "for observer in \(owner)\(property) { \(receiver.trimmedDescription)"
                + ".removeObserver(observer) }\(line.newline)\(line.indentation)\(owner)\(property).removeAll()")
        }
        for (name, declaration) in rewrittenClasses.sorted(by: { $0.key < $1.key }) {
            // `deinit` is not isolated, so in a main-actor class it may not touch the array of non-Sendable tokens;
            // nothing else can reach the object while it runs, which `nonisolated(unsafe)` states.
            let unsafe = removesInDeinit.contains(name) && !MainActorContext.isOffMainActor(declaration)
            addProperty(to: declaration, nonisolatedUnsafe: unsafe, in: context)
        }
    }

    /// Whether `node` is in a `deinit` (not in a closure inside it).
    private static func isInDeinit(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let syntax = current {
            if syntax.is(DeinitializerDeclSyntax.self) { return true }
            if syntax.is(ClosureExprSyntax.self) || syntax.is(FunctionDeclSyntax.self)
                || syntax.is(ClassDeclSyntax.self) { return false }
            current = syntax.parent
        }
        return false
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
        /// Whether the class is (or may be) on the main actor; otherwise it is not isolated.
        var onMainActor: Bool
        /// In a class that is not isolated: the `nonisolated(unsafe) weak let` this call declares before itself
        /// (the first of its block), or nil when an earlier one in the block serves.
        var declaresWeakSelf: String?

        /// The closure form, over four lines (on one it would never fit ``DelayedWork/lineLimit``), indented as
        /// the call's line is.
        func text(in context: MigrationContext) -> String {
            let owner = NotificationObserverRewrite.isInClosure(call) ? "self." : ""
            let head = "\(owner)\(NotificationObserverRewrite.property).append(\(receiver).addObserver("
            let arguments = "forName: \(name), object: \(object), queue: nil"
            let line = SourceLine(around: call, converter: context.converter)
            let (indentation, newline) = (line.indentation, line.newline)
            let inner = "\(newline)\(indentation)    "
            let opening: String
            let lines: [String]
            if onMainActor {
                opening = "[weak self] \(parameter) in"
                // `Notification` is not Sendable on Linux: Swift 6 refuses to send it into the main actor.
                lines = (parameter == "_" ? [] : ["nonisolated(unsafe) let \(parameter) = \(parameter)"])
                    + ["MainActor.assumeIsolated { \(body) }"]
            } else {
                opening = "\(parameter) in"
                lines = [body]
            }
            let weakSelf = declaresWeakSelf.map { "nonisolated(unsafe) weak let \($0) = self\(newline)\(indentation)" }
            return (weakSelf ?? "") + "\(head)\(inner)\(arguments)\(newline)\(indentation)) { \(opening)"
                + lines.map { inner + $0 }.joined() + "\(newline)\(indentation)})"
        }
    }

    enum Plan {
        case rewrite(Rewrite)
        case report(String)
    }

    /// What to do with `call`. `weakSelfNames` holds, by block, the name of the weak reference to `self` that a
    /// rewrite in a class that is not isolated declared there.
    static func plan(
        _ call: FunctionCallExprSyntax, finder: Finder, context: MigrationContext,
        weakSelfNames: inout [SyntaxIdentifier: String]
    ) -> Plan {
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
        if finder.removesByName.contains(type.name) {
            return .report("the class removes observers by name, which the closures' tokens do not carry")
        }
        if finder.declaresProperty.contains(type.name) {
            return .report("the class already has a property named `\(property)`")
        }
        guard let selector = SelectorCall(arguments[1].expression),
              let labels = selector.methodLabels(in: call, methods: context.methodIndex), labels.count <= 1
        else {
            return .report("the selector's method is not declared once in this file with one argument or none")
        }
        let onMainActor = !MainActorContext.isOffMainActor(declaration)
        let block = onMainActor ? nil : call.parent?.parent?.as(CodeBlockItemListSyntax.self)
        let declared = block.flatMap { weakSelfNames[$0.id] }
        let observer = onMainActor ? "self" : declared ?? block.map { freeName("weakSelf", in: $0) } ?? "self"
        guard let body = SelectorCall.call(
            receiver: observer + "?", name: selector.name, labels: labels, argument: "note")
        else {
            return .report("the selector's method is not declared once in this file with one argument or none")
        }
        var declaresWeakSelf: String?
        if let block, declared == nil {
            weakSelfNames[block.id] = observer
            declaresWeakSelf = observer
        }
        return .rewrite(Rewrite(
            call: call, declaration: declaration, receiver: receiver.trimmedDescription,
            name: SDKRenameRewrite.renamedNotificationText(arguments[2].expression),
            object: arguments[3].expression.trimmedDescription, body: body,
            parameter: labels.isEmpty ? "_" : "note", onMainActor: onMainActor, declaresWeakSelf: declaresWeakSelf))
    }

    /// `preferred`, or `preferred2`, `preferred3`… when `block` already declares that name.
    private static func freeName(_ preferred: String, in block: CodeBlockItemListSyntax) -> String {
        let declared = Set(block.compactMap { $0.item.as(VariableDeclSyntax.self) }.flatMap { variable in
            variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        })
        var name = preferred
        var suffix = 2
        while declared.contains(name) {
            name = "\(preferred)\(suffix)"
            suffix += 1
        }
        return name
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

    /// Adds `private var notificationObservers: [any NSObjectProtocol] = []` (`private nonisolated(unsafe) var …`
    /// when asked) as the class's first member, on a line of its own after the opening brace's line.
    private static func addProperty(
        to declaration: ClassDeclSyntax, nonisolatedUnsafe: Bool, in context: MigrationContext
    ) {
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
            with: "\(newline)\(indentation)private \(nonisolatedUnsafe ? "nonisolated(unsafe) " : "")var \(property): "
                + "[any NSObjectProtocol] = []")
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
