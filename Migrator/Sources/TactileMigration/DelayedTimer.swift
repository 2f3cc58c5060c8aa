import SwiftSyntax

/// Foundation's scheduled `Timer`s → `ScheduledTimer`s on the application's scheduler:
///
/// - `Timer.scheduledTimer(timeInterval: t, target: tg, selector: #selector(tick(_:)), userInfo: u, repeats: r)` →
///   `UIApplication.shared.scheduler.scheduledTimer(withTimeInterval: t, userInfo: u, repeats: r)
///   { timer in tg.tick(timer) }` (`userInfo:` left out when it is nil; `{ _ in tg.tick() }` for a method without
///   argument);
/// - `Timer.scheduledTimer(withTimeInterval: t, repeats: r) { … }` (or `block: { … }`) →
///   `UIApplication.shared.scheduler.scheduledTimer(withTimeInterval: t, repeats: r) { … }`.
///
/// Timers made with an initializer and added to a run loop, and run loops themselves, are reported.
enum DelayedTimer {
    static let selectorLabels: [String?] = ["timeInterval", "target", "selector", "userInfo", "repeats"]

    /// Rewrites `Timer.scheduledTimer(…)`; returns the names the timer's closure gives its timer parameter (empty
    /// for a selector timer, whose closure is generated), or nil when the call was not rewritten.
    static func rewriteScheduled(
        _ call: FunctionCallExprSyntax, labels: [String?], in context: MigrationContext
    ) -> Set<String>? {
        if labels == selectorLabels {
            guard rewriteSelectorTimer(call, in: context) else { return nil }
            reportIfStoredElsewhere(call, in: context)
            return []
        }
        let blockForm =
            (labels == ["withTimeInterval", "repeats"] && call.trailingClosure != nil)
            || labels == ["withTimeInterval", "repeats", "block"]
        guard blockForm, call.additionalTrailingClosures.isEmpty else {
            context.report(
                .warning, at: call,
                "`Timer.scheduledTimer` in this form was not rewritten: Tactile's timers take a closure",
                advice: "write `\(DelayedWork.scheduler).scheduledTimer(withTimeInterval: interval, repeats: "
                    + "repeats) { timer in … }`")
            return nil
        }
        // Only the function changes; the arguments and the closure stay as they are (and other rewrites inside
        // the closure still apply).
        context.replace(call.calledExpression, with: "\(DelayedWork.scheduler).scheduledTimer")
        let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self)
        reportIfStoredElsewhere(call, in: context)
        return closure.map(parameterNames) ?? []
    }

    private static func rewriteSelectorTimer(_ call: FunctionCallExprSyntax, in context: MigrationContext) -> Bool {
        let arguments = Array(call.arguments)
        let (interval, target, userInfo, repeats) = (
            arguments[0].expression, arguments[1].expression, arguments[3].expression, arguments[4].expression
        )
        guard let selector = SelectorCall(arguments[2].expression) else {
            context.report(
                .warning, at: call,
                "`Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` with the selector "
                    + "`\(arguments[2].expression.trimmedDescription)`: there is no Objective-C runtime on Linux to "
                    + "call a method by its selector",
                advice: "call the method in the timer's closure: `\(DelayedWork.scheduler).scheduledTimer("
                    + "withTimeInterval: \(interval.trimmedDescription), repeats: \(repeats.trimmedDescription)) "
                    + "{ timer in self.method(timer) }`")
            return false
        }
        var captures = ClosureCaptures()
        let receiver = captures.use(target, at: call, name: "target")
        let labels = selector.methodLabels(in: call, methods: context.methodIndex) ?? []
        let parameter = labels.isEmpty ? "_" : receiver == "timer" ? "firedTimer" : "timer"
        guard let body = SelectorCall.call(receiver: receiver, name: selector.name, labels: labels, argument: parameter)
        else {
            context.report(
                .warning, at: call,
                "`Timer.scheduledTimer` with `\(selector.text)` was not rewritten: the method takes "
                    + "\(labels.count) arguments and a timer passes one, itself",
                advice: "call the method in the timer's closure: `\(DelayedWork.scheduler).scheduledTimer("
                    + "withTimeInterval: \(interval.trimmedDescription), repeats: \(repeats.trimmedDescription)) "
                    + "{ timer in \(receiver).\(selector.name)(…) }`")
            return false
        }
        let info = userInfo.is(NilLiteralExprSyntax.self) ? "" : "userInfo: \(userInfo.trimmedDescription), "
        DelayedWork.replace(
            call,
            withCall: "\(DelayedWork.scheduler).scheduledTimer(withTimeInterval: \(interval.trimmedDescription), "
                + "\(info)repeats: \(repeats.trimmedDescription))",
            head: captures.head(parameter: parameter), body: body, in: context)
        return true
    }

    /// `Timer(timeInterval:…)`, `Timer(fire:…)`, `Timer(fireAt:…)`: a timer that runs once added to a run loop.
    static func reportUnscheduled(_ call: FunctionCallExprSyntax, in context: MigrationContext) {
        func argument(_ labels: String...) -> String? {
            call.arguments.first { labels.contains($0.label?.text ?? "") }?.expression.trimmedDescription
        }
        let interval = argument("timeInterval", "interval") ?? "interval"
        let repeats = argument("repeats") ?? "repeats"
        context.report(
            .warning, at: call,
            "`Timer(…)` makes a timer that starts only when it is added to a run loop, and Tactile has no run loop",
            advice: "where it is added, create and start it in one call: `\(DelayedWork.scheduler).scheduledTimer("
                + "withTimeInterval: \(interval), repeats: \(repeats)) { timer in … }`; for a later first fire, "
                + "start it from `\(DelayedWork.scheduler).schedule(after: seconds) { … }`")
    }

    /// `RunLoop.main.add(timer, forMode: …)` and `RunLoop.current.add(…)`.
    static func reportRunLoopAdd(_ call: FunctionCallExprSyntax, in context: MigrationContext) {
        context.report(
            .warning, at: call,
            "`RunLoop.add(_:forMode:)`: Tactile has no run loop and no run-loop modes; its timers fire on the "
                + "application's scheduler in every situation, scrolling included",
            advice: "remove this line: a timer made with `\(DelayedWork.scheduler).scheduledTimer(withTimeInterval:"
                + "repeats:block:)` is already running")
    }

    /// Reports a rewritten timer stored in a variable that this file does not declare (`timer = …` in an
    /// extension whose type is declared in another file): its type there is still `Timer`, and only files whose
    /// timers were rewritten have `Timer` renamed.
    private static func reportIfStoredElsewhere(_ call: FunctionCallExprSyntax, in context: MigrationContext) {
        guard let sequence = call.parent?.as(ExprListSyntax.self) else { return }
        let elements = Array(sequence)
        guard elements.count == 3, elements[2].id == call.id, elements[1].is(AssignmentExprSyntax.self) else { return }
        var name = elements[0].trimmedDescription
        if name.hasPrefix("self.") { name = String(name.dropFirst("self.".count)) }
        guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return }
        let declared = context.tree.tokens(viewMode: .sourceAccurate).contains { token in
            token.text == name && token.parent?.is(IdentifierPatternSyntax.self) == true
        }
        guard !declared else { return }
        context.report(
            .warning, at: elements[0],
            "`\(name)` now holds a `ScheduledTimer`, and it is declared in another file",
            advice: "where `\(name)` is declared, change its type from `Timer` to `ScheduledTimer`")
    }

    /// The names a closure gives its parameters.
    private static func parameterNames(_ closure: ClosureExprSyntax) -> Set<String> {
        switch closure.signature?.parameterClause {
        case .simpleInput(let parameters):
            return Set(parameters.map(\.name.text))
        case .parameterClause(let clause):
            return Set(clause.parameters.map { ($0.secondName ?? $0.firstName).text })
        case nil:
            return ["$0"]
        }
    }
}
