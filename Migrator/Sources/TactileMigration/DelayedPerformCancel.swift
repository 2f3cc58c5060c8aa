import SwiftSyntax

/// What the delayed `perform` rewrite did in one file, for the cancellations that come after it.
final class DelayedPerformLog {
    /// The methods passed as method references, by the type whose `perform` was kept.
    var methodPerforms: [String: [PerformMethod]] = [:]
    /// The selectors of `perform` calls on `self` that became closures, by type.
    var selfClosures: [String: [String]] = [:]
    /// The receivers other than `self` (as written) whose `perform` calls became closures.
    var closureReceivers: Set<String> = []
}

/// `NSObject.cancelPreviousPerformRequests(withTarget:)` and `(withTarget:selector:object:)`.
///
/// Tactile has both, and they cancel the requests made with `perform` and a method reference, the form that
/// ``DelayedPerform`` keeps for `self` in a responder type. So in such a type a cancellation of `self` stays as it
/// is, with `#selector(m)` → `TypeName.m` (the reference that type's `perform` passes) and the class it is called
/// on → `NSObject`. It is reported where it would miss what it cancels on iOS: in a type whose `perform` calls
/// became closures, for a method that could not be passed as a reference, and for a target other than `self`
/// whose requests this file turned into closures. Swift cannot compare method references, so Tactile cancels every
/// method of the same shape: a note says so when the type performs another such method.
enum DelayedPerformCancel {
    static func rewrite(_ call: FunctionCallExprSyntax, in context: MigrationContext, log: DelayedPerformLog) {
        let arguments = Array(call.arguments)
        let labels = arguments.map { $0.label?.text }
        guard labels == ["withTarget"] || labels == ["withTarget", "selector", "object"] else {
            report(call, "Tactile has only `(withTarget:)` and `(withTarget:selector:object:)`", in: context)
            return
        }
        let target = arguments[0].expression.trimmedDescription
        guard target == "self" else {
            cancelOther(call, target: target, in: context, log: log)
            return
        }
        guard let type = EnclosingType.of(call), context.responderTypes.isResponder(type.name),
            type.declaration.is(ClassDeclSyntax.self) || type.declaration.is(ExtensionDeclSyntax.self)
        else {
            let name = EnclosingType.of(call).map { "`\($0.name)`" } ?? "this code"
            report(
                call,
                "\(name) is not known to be a responder, so its delayed `perform` calls became closures on the "
                    + "application's scheduler, which this call cannot reach", in: context)
            return
        }
        let closures = log.selfClosures[type.name] ?? []
        if arguments.count == 1 {
            guard closures.isEmpty else {
                report(
                    call,
                    "the delayed `perform` of \(closures.map { "`\($0)`" }.joined(separator: ", ")) in `\(type.name)` "
                        + "became a closure on the application's scheduler, which this call cannot reach",
                    in: context)
                return
            }
            callOnNSObject(call, in: context)
            return
        }
        let selectorExpression = arguments[1].expression
        guard let selector = SelectorCall(selectorExpression) else {
            if PerformMethod.isMethodReference(selectorExpression) {
                callOnNSObject(call, in: context)
            } else {
                report(
                    call,
                    "the selector `\(selectorExpression.trimmedDescription)` is a value, and Tactile's delayed "
                        + "`perform` calls of `\(type.name)` name their method by a method reference", in: context)
            }
            return
        }
        switch PerformMethod.lookup(selector, at: call, in: context) {
        case .found(let method):
            context.replace(selectorExpression, with: method.reference)
            callOnNSObject(call, in: context)
            reportSameShape(call, method: method, log: log, in: context)
        case .refused(let why):
            report(
                call,
                "`\(selector.text)` cannot be a method reference (\(why)), so tactile-migrate turns its delayed "
                    + "`perform` into a closure on the application's scheduler, which this call cannot reach",
                in: context)
        case .notResponder:
            break  // checked above
        }
    }

    /// A cancellation of another object: its own `perform` calls with a method reference are cancelled; those
    /// this file sent it became closures.
    private static func cancelOther(
        _ call: FunctionCallExprSyntax, target: String, in context: MigrationContext, log: DelayedPerformLog
    ) {
        if log.closureReceivers.contains(target) {
            report(
                call,
                "this file's delayed `\(target).perform(…)` calls became closures on the application's scheduler, "
                    + "which this call cannot reach", in: context)
            return
        }
        if call.arguments.count == 3, SelectorCall(Array(call.arguments)[1].expression) != nil {
            report(
                call, "the selector names a method of `\(target)`, whose type is not known here", in: context,
                advice: "pass the method reference that its `perform` passes: `selector: TypeName.method`")
            return
        }
        callOnNSObject(call, in: context)
        context.report(
            .note, at: call,
            "cancels the requests `\(target)` made with `perform` and a method reference, which tactile-migrate "
                + "writes for an object's own delayed calls; delayed calls written as closures on the scheduler are "
                + "not reached",
            advice: "nothing to do, unless `\(target)`'s delayed calls are closures; then keep the "
                + "`ScheduledAction` that `schedule(after:)` returns and call its `cancel()`")
    }

    /// `Self.cancelPreviousPerformRequests(…)`, `type(of: self).…` → `NSObject.…`: Tactile's responders are not
    /// `NSObject` subclasses, and the method is `NSObject`'s.
    private static func callOnNSObject(_ call: FunctionCallExprSyntax, in context: MigrationContext) {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else {
            context.replace(call.calledExpression, with: "NSObject.cancelPreviousPerformRequests")
            return
        }
        if let base = member.base, !["NSObject", "Foundation.NSObject"].contains(base.trimmedDescription) {
            context.replace(base, with: "NSObject")
        }
    }

    /// Notes that Tactile also cancels the type's requests for other methods of the same shape.
    private static func reportSameShape(
        _ call: FunctionCallExprSyntax, method: PerformMethod, log: DelayedPerformLog, in context: MigrationContext
    ) {
        let others = Set((log.methodPerforms[method.typeName] ?? []).filter {
            $0.shape == method.shape && $0.name != method.name
        }.map(\.reference)).sorted()
        guard !others.isEmpty else { return }
        context.report(
            .note, at: call,
            "Swift cannot compare method references, so this also cancels the pending requests for "
                + others.map { "`\($0)`" }.joined(separator: ", ")
                + " (same parameters) whose argument is equal, which UIKit would let run",
            advice: "nothing to do, unless those must still run; then schedule them as closures with "
                + "`\(DelayedWork.scheduler).schedule(after:)` and cancel the `ScheduledAction` it returns")
    }

    private static func report(
        _ call: FunctionCallExprSyntax, _ why: String, in context: MigrationContext,
        advice: String = "keep the `ScheduledAction` that `\(DelayedWork.scheduler).schedule(after:)` returns (for "
            + "example in a property) and call its `cancel()` here"
    ) {
        context.report(.warning, at: call, "`cancelPreviousPerformRequests`: \(why)", advice: advice)
    }
}
