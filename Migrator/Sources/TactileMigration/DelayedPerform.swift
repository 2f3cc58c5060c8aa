import SwiftSyntax

/// `perform(_:with:afterDelay:)` and `perform(_:with:afterDelay:inModes:)`.
///
/// Where the receiver is `self` (written or not) in a responder type and the selector names a method of that type
/// (see ``PerformMethod``), the call stays a `perform` and only the selector changes, into Tactile's method
/// reference: `perform(#selector(hideControls), with: nil, afterDelay: 3)` in `PlayerViewController` →
/// `perform(PlayerViewController.hideControls, with: nil, afterDelay: 3)`. Tactile runs it on the application's
/// scheduler, and `NSObject.cancelPreviousPerformRequests(withTarget:)` and
/// `(withTarget:selector:object:)` cancel it, as UIKit's do. `inModes:` is dropped, with a note.
///
/// Anywhere else (another receiver, a type not known to be a responder, a method that cannot be passed), it becomes
/// a closure on the scheduler that calls the method: `UIApplication.shared.scheduler.schedule(after: d) {
/// target.m(x) }`, which no `cancelPreviousPerformRequests` reaches.
enum DelayedPerform {
    static func matches(_ labels: [String?]) -> Bool {
        labels == [nil, "with", "afterDelay"] || labels == [nil, "with", "afterDelay", "inModes"]
    }

    static func rewrite(
        _ call: FunctionCallExprSyntax, receiver: ExprSyntax?, in context: MigrationContext, log: DelayedPerformLog
    ) {
        let arguments = Array(call.arguments)
        let written = "`perform(_:with:afterDelay:)`"
        let delay = arguments[2].expression.trimmedDescription
        if let receiver, isOptionalChain(receiver) {
            let optional = receiver.as(OptionalChainingExprSyntax.self)?.expression ?? receiver
            let isName = optional.is(DeclReferenceExprSyntax.self)
            let name = isName ? optional.trimmedDescription : "target"
            let binding = isName ? name : "\(name) = \(optional.trimmedDescription)"
            context.report(
                .warning, at: call,
                "\(written) on an optional (`\(receiver.trimmedDescription)`) was not rewritten: the call happens only "
                    + "when it is not nil",
                advice: "unwrap it first (`if let \(binding)`), then write `\(DelayedWork.scheduler).schedule(after: "
                    + "\(delay)) { \(name).method(…) }`, which keeps it until the call, as `perform` does")
            return
        }
        let receivesSelf = receiver == nil || receiver?.trimmedDescription == "self"
        let type = EnclosingType.of(call)
        guard let selector = SelectorCall(arguments[0].expression) else {
            if PerformMethod.isMethodReference(arguments[0].expression) { return }  // Tactile's form already
            let responder = receivesSelf && type.map { context.responderTypes.isResponder($0.name) } == true
            context.report(
                .warning, at: call,
                "\(written) with the selector `\(arguments[0].expression.trimmedDescription)`: there is no "
                    + "Objective-C runtime on Linux to call a method by its selector",
                advice: responder
                    ? "pass the method as a method reference, `perform(\(type?.name ?? "TypeName").method, with: "
                        + "\(arguments[1].expression.trimmedDescription), afterDelay: \(delay))`"
                    : "call the method in a closure on the scheduler: `\(DelayedWork.scheduler).schedule(after: "
                        + "\(delay)) { self.method(argument) }`")
            return
        }
        var refusal: String?
        if receivesSelf {
            switch PerformMethod.lookup(selector, at: call, in: context) {
            case .found(let method):
                keepPerform(call, passing: method, in: context)
                log.methodPerforms[method.typeName, default: []].append(method)
                return
            case .refused(let why):
                refusal = why
            case .notResponder:
                break
            }
        }
        guard rewriteAsClosure(call, selector: selector, receiver: receiver, in: context) else { return }
        if receivesSelf, let type {
            log.selfClosures[type.name, default: []].append(selector.text)
        } else if let receiver {
            log.closureReceivers.insert(receiver.trimmedDescription)
        }
        if let refusal {
            context.report(
                .note, at: call,
                "\(written) with `\(selector.text)` became a closure on the scheduler, which "
                    + "`cancelPreviousPerformRequests` cannot cancel: \(refusal)",
                advice: "nothing to do, unless code cancels it; then keep the `ScheduledAction` that "
                    + "`schedule(after:)` returns and call its `cancel()`")
        }
    }

    /// Replaces the selector with `method`'s reference, and drops `inModes:` with a note.
    private static func keepPerform(
        _ call: FunctionCallExprSyntax, passing method: PerformMethod, in context: MigrationContext
    ) {
        let arguments = Array(call.arguments)
        context.replace(arguments[0].expression, with: method.reference)
        guard arguments.count == 4 else { return }
        context.replace(
            from: arguments[2].expression.endPositionBeforeTrailingTrivia,
            to: arguments[3].endPositionBeforeTrailingTrivia, with: "")
        reportModes(call, in: context)
    }

    /// `target.m(x)` in a closure on the scheduler; false when the method's labels are unknown or it takes more
    /// than one argument (reported).
    private static func rewriteAsClosure(
        _ call: FunctionCallExprSyntax, selector: SelectorCall, receiver: ExprSyntax?, in context: MigrationContext
    ) -> Bool {
        let arguments = Array(call.arguments)
        let argument = arguments[1].expression
        let passesNil = argument.is(NilLiteralExprSyntax.self)
        var labels = selector.methodLabels(in: call, methods: context.methodIndex)
        if labels == nil && passesNil { labels = [] }  // `#selector(m)` with no argument: `m()`
        var captures = ClosureCaptures()
        let target: String
        if let receiver, !["self", "super"].contains(receiver.trimmedDescription) {
            target = captures.use(receiver, at: call, name: "target")
        } else {
            target = "self"
        }
        let value = labels?.count == 1 ? captures.use(argument, at: call, name: "argument") : ""
        let delay = arguments[2].expression.trimmedDescription
        guard let labels,
            let body = SelectorCall.call(receiver: target, name: selector.name, labels: labels, argument: value)
        else {
            let why =
                labels == nil
                ? "the file does not declare `\(selector.name)` once in this type, so its argument label is unknown"
                : "the method takes \(labels?.count ?? 0) arguments and `perform` passes one"
            context.report(
                .warning, at: call, "`perform(_:with:afterDelay:)` with `\(selector.text)` was not rewritten: \(why)",
                advice: "call the method in a closure, with its labels: `\(DelayedWork.scheduler).schedule(after: "
                    + "\(delay)) { self.\(selector.name)(…) }`")
            return false
        }
        DelayedWork.replace(
            call, withCall: "\(DelayedWork.scheduler).schedule(after: \(delay))", head: captures.head(), body: body,
            in: context)
        if arguments.count == 4 { reportModes(call, in: context) }
        return true
    }

    private static func reportModes(_ call: FunctionCallExprSyntax, in context: MigrationContext) {
        context.report(
            .note, at: call,
            "`perform(_:with:afterDelay:inModes:)`: Tactile has no run loop, so no run-loop modes; the call "
                + "runs once the delay has passed, whatever the application is doing (UIKit waits until the run "
                + "loop is in one of the modes, for example until scrolling ends)",
            advice: "nothing to do, unless the code relied on waiting for a mode")
    }

    /// Whether `expression` is an optional chain (`a?`, `a?.b`, `a?.b()[0]`): a call on it happens only when it is
    /// not nil.
    static func isOptionalChain(_ expression: ExprSyntax) -> Bool {
        var current: ExprSyntax? = expression
        while let next = current {
            if next.is(OptionalChainingExprSyntax.self) { return true }
            if let member = next.as(MemberAccessExprSyntax.self) {
                current = member.base
            } else if let call = next.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let subscriptCall = next.as(SubscriptCallExprSyntax.self) {
                current = subscriptCall.calledExpression
            } else if let forced = next.as(ForceUnwrapExprSyntax.self) {
                current = forced.expression
            } else {
                return false
            }
        }
        return false
    }
}
