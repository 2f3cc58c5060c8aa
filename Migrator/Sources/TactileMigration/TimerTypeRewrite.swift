import SwiftSyntax

/// In a file whose timers became `ScheduledTimer`s, the type `Timer` becomes `ScheduledTimer` wherever it names a
/// type: stored properties (`var timer: Timer?`), parameters (`func tick(_ timer: Timer)`), collections
/// (`[Timer]`), casts and closure parameters.
///
/// A `deinit` that uses a timer becomes `isolated deinit` (a `ScheduledTimer` belongs to the main actor).
///
/// `invalidate()`, `isValid`, `fire()`, `userInfo` and `timeInterval` work as they did. Of a timer's members
/// (a variable or parameter of type `Timer`, or a timer closure's parameter):
/// - `fireDate` is reported with a note: it is the scheduler's time in seconds, not a `Date`;
/// - `tolerance`, setting `fireDate` and using it as a `Date` (`fireDate.timeIntervalSinceNow`) are reported as
///   warnings.
enum TimerTypeRewrite {
    static func run(in context: MigrationContext, timerClosureParameters: Set<String>) {
        let names = TimerNames(viewMode: .sourceAccurate)
        names.walk(context.tree)
        Visitor(context: context, timerNames: names.found.union(timerClosureParameters)).walk(context.tree)
    }

    private final class Visitor: SyntaxVisitor {
        let context: MigrationContext
        let timerNames: Set<String>

        init(context: MigrationContext, timerNames: Set<String>) {
            self.context = context
            self.timerNames = timerNames
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            // `Timer.TimerPublisher` and other types nested in `Timer` stay: only `Timer` itself is renamed.
            let isBaseOfMember = node.parent?.as(MemberTypeSyntax.self)?.baseType.id == node.id
            if node.name.text == "Timer", node.genericArgumentClause == nil, !isBaseOfMember {
                context.replace(node.name, with: "ScheduledTimer")
            }
            return .visitChildren
        }

        override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
            if node.baseType.trimmedDescription == "Foundation", node.name.text == "Timer" {
                context.replace(node, with: "ScheduledTimer")
                return .skipChildren
            }
            return .visitChildren
        }

        /// A `deinit` that uses a timer becomes `isolated deinit`: a `ScheduledTimer` belongs to the main actor, and
        /// a plain `deinit` is not isolated to it, so `timer?.invalidate()` there would not compile.
        override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let body = node.body, !node.modifiers.contains(where: { $0.name.text == "isolated" }),
                body.tokens(viewMode: .sourceAccurate).contains(where: { timerNames.contains($0.text) })
            else { return .visitChildren }
            let start = node.deinitKeyword.positionAfterSkippingLeadingTrivia
            context.replace(from: start, to: start, with: "isolated ")
            context.report(
                .note, at: node.deinitKeyword,
                "`deinit` became `isolated deinit`, because it uses a timer, which belongs to the main actor now; "
                    + "when the last reference goes away on another thread, it runs a moment later, on the main actor",
                advice: "nothing to do, unless the object is released off the main thread and the timer must stop "
                    + "at once")
            return .visitChildren
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            let member = node.declName.baseName.text
            guard ["fireDate", "tolerance"].contains(member), let base = node.base, isTimer(base) else {
                return .visitChildren
            }
            if member == "tolerance" {
                context.report(
                    .warning, at: node,
                    "`tolerance`: a `ScheduledTimer` fires when the scheduler reaches its time, with no tolerance "
                        + "to set",
                    advice: "remove this use of `tolerance`")
            } else if isAssigned(node) {
                context.report(
                    .warning, at: node,
                    "setting `fireDate` moves a Foundation timer; a `ScheduledTimer`'s fire date cannot be set",
                    advice: "invalidate the timer and start a new one with "
                        + "`\(DelayedWork.scheduler).scheduledTimer(withTimeInterval:repeats:block:)`")
            } else if let dateMember = node.parent?.as(MemberAccessExprSyntax.self), dateMember.base?.id == node.id {
                context.report(
                    .warning, at: node,
                    "`fireDate` is now the scheduler's time in seconds (a `TimeInterval`), not a `Date`, so it has no "
                        + "`\(dateMember.declName.baseName.text)`",
                    advice: "compute from the scheduler's time: `timer.fireDate - \(DelayedWork.scheduler).now` is "
                        + "the time left")
            } else {
                context.report(
                    .note, at: node,
                    "`fireDate` is now the scheduler's time in seconds (a `TimeInterval`), not a `Date`",
                    advice: "compare it with `\(DelayedWork.scheduler).now`: `timer.fireDate - "
                        + "\(DelayedWork.scheduler).now` is the time left")
            }
            return .visitChildren
        }

        /// `timer`, `self.timer`, `timer?`, `timer!` for a name known to hold a timer.
        private func isTimer(_ base: ExprSyntax) -> Bool {
            var expression = base
            while true {
                if let optional = expression.as(OptionalChainingExprSyntax.self) {
                    expression = optional.expression
                } else if let forced = expression.as(ForceUnwrapExprSyntax.self) {
                    expression = forced.expression
                } else {
                    break
                }
            }
            if let member = expression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
                return timerNames.contains(member.declName.baseName.text)
            }
            if let reference = expression.as(DeclReferenceExprSyntax.self) {
                return timerNames.contains(reference.baseName.text)
            }
            return false
        }

        /// Whether `node` is the left side of `=`.
        private func isAssigned(_ node: MemberAccessExprSyntax) -> Bool {
            guard let sequence = node.parent?.as(ExprListSyntax.self) else { return false }
            let elements = Array(sequence)
            guard let index = elements.firstIndex(where: { $0.id == node.id }), index + 1 < elements.count else {
                return false
            }
            return elements[index + 1].is(AssignmentExprSyntax.self)
        }
    }
}

/// The names of the file's variables, properties and parameters that hold a `Timer`: declared with the type
/// `Timer` (also optional, or in an array), or set from `Timer.scheduledTimer(…)`.
private final class TimerNames: SyntaxVisitor {
    var found: Set<String> = []

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .visitChildren }
        if let type = node.typeAnnotation?.type, Self.mentionsTimer(type) { found.insert(name) }
        if let value = node.initializer?.value.as(FunctionCallExprSyntax.self),
            value.calledExpression.trimmedDescription.hasSuffix("Timer.scheduledTimer")
        {
            found.insert(name)
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        if Self.mentionsTimer(node.type) { found.insert((node.secondName ?? node.firstName).text) }
        return .visitChildren
    }

    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        if let type = node.type, Self.mentionsTimer(type) { found.insert((node.secondName ?? node.firstName).text) }
        return .visitChildren
    }

    private static func mentionsTimer(_ type: TypeSyntax) -> Bool {
        type.tokens(viewMode: .sourceAccurate).contains { $0.text == "Timer" }
    }
}
