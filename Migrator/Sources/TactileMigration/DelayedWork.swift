import SwiftSyntax

/// Moves delayed work from the run loop and the main dispatch queue to the application's scheduler
/// (`UIApplication.shared.scheduler`), where Tactile runs everything time-based.
///
/// Linux has no Objective-C runtime to call a method by its selector, and Tactile has no run loop:
///
/// - `perform(#selector(hide), with: nil, afterDelay: 3)` on `self` in a responder (a view controller, a view…)
///   → `perform(PlayerViewController.hide, with: nil, afterDelay: 3)`: Tactile's `perform` with a method
///   reference, on the same scheduler; `NSObject.cancelPreviousPerformRequests(withTarget:)` and
///   `(withTarget:selector:object:)` (with `#selector(hide)` → `PlayerViewController.hide`) cancel it, as in
///   UIKit (see ``DelayedPerform`` and ``DelayedPerformCancel``);
/// - any other delayed `perform` (on another object, in a type not known to be a responder) →
///   `UIApplication.shared.scheduler.schedule(after: 3) { other.hide() }`;
/// - `Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick(_:)), userInfo: nil,
///   repeats: true)` →
///   `UIApplication.shared.scheduler.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in self.tick(timer) }`;
/// - `Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { … }` →
///   `UIApplication.shared.scheduler.scheduledTimer(withTimeInterval: 1, repeats: true) { … }`;
/// - `DispatchQueue.main.asyncAfter(deadline: .now() + 2) { … }` →
///   `UIApplication.shared.scheduler.schedule(after: 2) { … }`.
///
/// The method-reference form is written wherever it applies, not only in files that cancel: a cancellation may be
/// in another file (a subclass, a coordinator), where `NSObject.cancelPreviousPerformRequests(withTarget:)`
/// compiles unchanged and would silently miss a closure; and the call stays UIKit's, with one argument changed.
///
/// UIKit's `perform` and `Timer` retain their target and argument until the call; Tactile's `perform` does too,
/// and the closures capture them strongly and take the argument's value when the call is made (a capture list),
/// as UIKit does. In a file where a timer was rewritten, the type `Timer` becomes `ScheduledTimer` (see
/// ``TimerTypeRewrite``).
///
/// What it cannot rewrite it reports: a `Timer` made with an initializer and added to a run loop, run-loop modes,
/// `tolerance`, a `cancelPreviousPerformRequests` that would miss closures, selectors held in variables, and other
/// dispatch deadlines.
enum DelayedWork: MigrationPass {
    /// The scheduler every rewrite calls.
    static let scheduler = "UIApplication.shared.scheduler"

    static func run(in context: MigrationContext) {
        let visitor = Visitor(context: context)
        visitor.walk(context.tree)
        // After every `perform`, so that each cancellation knows what the file's calls became.
        for call in visitor.cancellations { DelayedPerformCancel.rewrite(call, in: context, log: visitor.performs) }
        if visitor.rewroteTimer {
            TimerTypeRewrite.run(in: context, timerClosureParameters: visitor.timerClosureParameters)
        }
    }

    /// Lines longer than this get the closure's body on a line of its own.
    static let lineLimit = 120

    /// Replaces `node` with `function { head body }`: on one line, or, when that would make the line longer than
    /// ``lineLimit`` columns, with the body on a line of its own, indented one level more than the line it starts.
    static func replace(
        _ node: some SyntaxProtocol, withCall function: String, head: String, body: String,
        in context: MigrationContext
    ) {
        let oneLine = "\(function) { \(head)\(body) }"
        let line = SourceLine(around: node, converter: context.converter)
        if line.columnsBefore + oneLine.count + line.columnsAfter <= lineLimit {
            context.replace(node, with: oneLine)
            return
        }
        let opening = head.isEmpty ? "{" : "{ \(head.dropLast())"
        let (indentation, newline) = (line.indentation, line.newline)
        context.replace(
            node, with: "\(function) \(opening)\(newline)\(indentation)    \(body)\(newline)\(indentation)}")
    }

    private final class Visitor: SyntaxVisitor {
        let context: MigrationContext
        var rewroteTimer = false
        /// The names the rewritten block timers give their timer parameter.
        var timerClosureParameters: Set<String> = []
        /// What the delayed `perform` calls became.
        let performs = DelayedPerformLog()
        /// The `cancelPreviousPerformRequests` calls, handled after the walk.
        var cancellations: [FunctionCallExprSyntax] = []

        init(context: MigrationContext) {
            self.context = context
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ call: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let callee = Callee(call.calledExpression)
            let labels = call.arguments.map { $0.label?.text }
            let editsBefore = context.edits.all.count
            defer {
                if context.edits.all.count > editsBefore { MainActorContext.reportIfOffMainActor(call, in: context) }
            }
            switch callee?.name {
            case "perform" where DelayedPerform.matches(labels):
                DelayedPerform.rewrite(call, receiver: callee?.base, in: context, log: performs)
            case "cancelPreviousPerformRequests" where labels.first == "withTarget":
                cancellations.append(call)
            case "scheduledTimer" where callee?.baseIs("Timer") == true:
                if let parameters = DelayedTimer.rewriteScheduled(call, labels: labels, in: context) {
                    rewroteTimer = true
                    timerClosureParameters.formUnion(parameters)
                }
            case "init" where callee?.baseIs("Timer") == true:
                DelayedTimer.reportUnscheduled(call, in: context)
            case "add" where callee?.base.map(Callee.isRunLoop) == true:
                DelayedTimer.reportRunLoopAdd(call, in: context)
            case "asyncAfter" where callee?.base.map(Callee.isMainQueue) == true:
                DelayedDispatch.rewrite(call, labels: labels, in: context)
            case "Timer" where callee?.base == nil:
                DelayedTimer.reportUnscheduled(call, in: context)
            default:
                break
            }
            return .visitChildren
        }
    }
}

/// The function a call calls: its name and, for `base.name(…)`, the base.
struct Callee {
    var base: ExprSyntax?
    var name: String

    init?(_ expression: ExprSyntax) {
        if let member = expression.as(MemberAccessExprSyntax.self) {
            base = member.base
            name = member.declName.baseName.text
        } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
            base = nil
            name = reference.baseName.text
        } else {
            return nil
        }
    }

    /// Whether the base is the type `name` (or `Foundation.name`).
    func baseIs(_ type: String) -> Bool {
        guard let base else { return false }
        let text = base.trimmedDescription
        return text == type || text == "Foundation." + type
    }

    /// `RunLoop.main`, `RunLoop.current`.
    static func isRunLoop(_ base: ExprSyntax) -> Bool {
        guard let member = base.as(MemberAccessExprSyntax.self) else { return false }
        return ["RunLoop", "Foundation.RunLoop"].contains(member.base?.trimmedDescription ?? "")
    }

    /// `DispatchQueue.main`.
    static func isMainQueue(_ base: ExprSyntax) -> Bool {
        ["DispatchQueue.main", "Dispatch.DispatchQueue.main"].contains(base.trimmedDescription)
    }
}
