import SwiftSyntax

/// `DispatchQueue.main.asyncAfter(deadline: .now() + x) { … }` → `UIApplication.shared.scheduler.schedule(after: x)
/// { … }`, so that the work runs on the application's scheduler (and on virtual time in tests).
///
/// Only the deadline `.now() + seconds` (or `DispatchTime.now() + seconds`) is rewritten; other deadlines, a
/// `DispatchWorkItem`, quality-of-service and flags are reported.
enum DelayedDispatch {
    static func rewrite(_ call: FunctionCallExprSyntax, labels: [String?], in context: MigrationContext) {
        let arguments = Array(call.arguments)
        let closure: ClosureExprSyntax?
        if labels == ["deadline"], call.additionalTrailingClosures.isEmpty {
            closure = call.trailingClosure
        } else if labels == ["deadline", "execute"], call.trailingClosure == nil {
            closure = arguments[1].expression.as(ClosureExprSyntax.self)
        } else {
            closure = nil
        }
        let delay = labels.first == "deadline" ? delay(in: arguments[0].expression) : nil
        guard let closure, let delay, let rightParen = call.rightParen else {
            reportUnrewritten(call, labels: labels, delay: delay, in: context)
            return
        }
        // Only the call up to the closure changes; the closure stays as it is (and other rewrites inside it still
        // apply).
        let start = call.calledExpression.positionAfterSkippingLeadingTrivia
        if call.trailingClosure != nil {
            context.replace(
                from: start, to: rightParen.endPositionBeforeTrailingTrivia,
                with: "\(DelayedWork.scheduler).schedule(after: \(delay))")
        } else {
            context.replace(
                from: start, to: closure.positionAfterSkippingLeadingTrivia,
                with: "\(DelayedWork.scheduler).schedule(after: \(delay), ")
        }
    }

    /// Says why `call` was not rewritten, and what to write.
    private static func reportUnrewritten(
        _ call: FunctionCallExprSyntax, labels: [String?], delay: String?, in context: MigrationContext
    ) {
        let arguments = Array(call.arguments)
        let deadline = arguments[0].expression
        var seconds = delay ?? secondsOf(deadline) ?? "seconds"
        let message: String
        var work = "…"
        if labels.first == "wallDeadline" {
            seconds = "seconds"
            message = "`DispatchQueue.main.asyncAfter(wallDeadline:)` was not rewritten: the scheduler counts time "
                + "from the application's start, not by the clock"
        } else if delay == nil {
            message = "`DispatchQueue.main.asyncAfter` with the deadline `\(deadline.trimmedDescription)` was not "
                + "rewritten: the scheduler takes a delay in seconds, and only `.now() + seconds` is rewritten"
        } else if labels == ["deadline", "execute"] {
            let item = arguments[1].expression.trimmedDescription
            work = "\(item).perform()"
            message = "`DispatchQueue.main.asyncAfter` with the work item `\(item)` was not rewritten: the scheduler "
                + "runs closures"
        } else {
            message = "`DispatchQueue.main.asyncAfter` with a quality of service or flags was not rewritten: the "
                + "scheduler runs all work on the main actor"
        }
        context.report(
            .warning, at: call, message,
            advice: "run the work on the application's scheduler: `\(DelayedWork.scheduler).schedule(after: "
                + "\(seconds)) { \(work) }`, which returns a `ScheduledAction` to `cancel()`")
    }

    /// The seconds of `.now() + .seconds(n)` and `.now() + .milliseconds(n)` for a whole number `n`, for advice.
    private static func secondsOf(_ deadline: ExprSyntax) -> String? {
        guard let elements = deadline.as(SequenceExprSyntax.self).map({ Array($0.elements) }), elements.count == 3,
            let interval = elements[2].as(FunctionCallExprSyntax.self),
            let unit = interval.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
            interval.arguments.count == 1,
            let number = interval.arguments.first?.expression.as(IntegerLiteralExprSyntax.self)
                .flatMap({ Int($0.literal.text.filter { $0 != "_" }) })
        else { return nil }
        switch unit {
        case "seconds": return "\(number)"
        case "milliseconds": return "\(Double(number) / 1000)"
        default: return nil
        }
    }

    /// `x` of `.now() + x` and `DispatchTime.now() + x`, when `x` is not a `DispatchTimeInterval` such as
    /// `.seconds(2)` (whose number the scheduler does not take).
    private static func delay(in deadline: ExprSyntax) -> String? {
        guard let sequence = deadline.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count >= 3,
            [".now()", "DispatchTime.now()"].contains(String(elements[0].trimmedDescription.filter { $0 != " " })),
            elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+"
        else { return nil }
        let written = elements[2...].map(\.description).joined()
        let text = String(String(written.drop(while: \.isWhitespace).reversed()).drop(while: \.isWhitespace).reversed())
        let intervals = [".seconds(", ".milliseconds(", ".microseconds(", ".nanoseconds(", ".never"]
        if intervals.contains(where: text.contains) { return nil }
        return text
    }
}
