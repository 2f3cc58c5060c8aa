import SwiftSyntax

/// `perform(_:with:afterDelay:)` and `perform(_:with:afterDelay:inModes:)` → a closure on the scheduler that calls
/// the method: `UIApplication.shared.scheduler.schedule(after: d) { self.m(x) }`.
enum DelayedPerform {
    static func matches(_ labels: [String?]) -> Bool {
        labels == [nil, "with", "afterDelay"] || labels == [nil, "with", "afterDelay", "inModes"]
    }

    static func rewrite(_ call: FunctionCallExprSyntax, receiver: ExprSyntax?, in context: MigrationContext) {
        let arguments = Array(call.arguments)
        let written = "`perform(_:with:afterDelay:)`"
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
                    + "\(arguments[2].expression.trimmedDescription)) { \(name).method(…) }`, which keeps it until "
                    + "the call, as `perform` does")
            return
        }
        guard let selector = SelectorCall(arguments[0].expression) else {
            context.report(
                .warning, at: call,
                "\(written) with the selector `\(arguments[0].expression.trimmedDescription)`: there is no "
                    + "Objective-C runtime on Linux to call a method by its selector",
                advice: "call the method in a closure on the scheduler: `\(DelayedWork.scheduler).schedule(after: "
                    + "\(arguments[2].expression.trimmedDescription)) { self.method(argument) }`")
            return
        }
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
                .warning, at: call, "\(written) with `\(selector.text)` was not rewritten: \(why)",
                advice: "call the method in a closure, with its labels: `\(DelayedWork.scheduler).schedule(after: "
                    + "\(delay)) { self.\(selector.name)(…) }`")
            return
        }
        DelayedWork.replace(
            call, withCall: "\(DelayedWork.scheduler).schedule(after: \(delay))", head: captures.head(), body: body,
            in: context)
        if arguments.count == 4 {
            context.report(
                .note, at: call,
                "`perform(_:with:afterDelay:inModes:)`: Tactile has no run loop, so no run-loop modes; the call "
                    + "runs once the delay has passed, whatever the application is doing (UIKit waits until the run "
                    + "loop is in one of the modes, for example until scrolling ends)",
                advice: "nothing to do, unless the code relied on waiting for a mode")
        }
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

    /// `NSObject.cancelPreviousPerformRequests(withTarget:)` and `(withTarget:selector:object:)`.
    static func reportCancel(_ call: FunctionCallExprSyntax, in context: MigrationContext) {
        context.report(
            .warning, at: call,
            "`cancelPreviousPerformRequests(withTarget:)` cancels UIKit's delayed `perform` calls; on Tactile they "
                + "are closures on the application's scheduler, which this call cannot reach",
            advice: "keep the `ScheduledAction` that `\(DelayedWork.scheduler).schedule(after:)` returns (for "
                + "example in a property) and call its `cancel()` here")
    }
}
