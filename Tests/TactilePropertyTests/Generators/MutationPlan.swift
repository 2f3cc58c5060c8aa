import Foundation

/// Changes the app makes to itself *while* an event is being dispatched: from a view's touch handler, a
/// recognizer's action, a delegate's answer or a recognizer's own touch method.
///
/// Each mutation fires once, the `occurrence`-th time its trigger happens. Targets are indices into the
/// generated hierarchy and recognizers; a target that is already gone (removed earlier) makes the mutation do
/// nothing.
struct MutationPlan: Sendable, Equatable {
    enum Trigger: Sendable, Equatable {
        /// View `view` receives `touches<phase>` (0 began, 1 moved, 2 ended, 3 cancelled).
        case viewHandler(view: Int, phase: Int)
        /// Recognizer `recognizer` sends an action (any state).
        case action(recognizer: Int)
        /// Recognizer `recognizer`'s delegate is asked `gestureRecognizerShouldBegin` or `shouldReceive touch`.
        case delegateCallback(recognizer: Int)
        /// Recognizer `recognizer` receives touches (its touchesBegan/Moved/Ended/Cancelled).
        case recognizerTouches(recognizer: Int)
        /// Control `view` sends an action (any control event; issue 22).
        case controlAction(view: Int)
        /// View `view` performs its key command (⌘K; issue 22).
        case keyCommand(view: Int)
        /// View `view` receives `pressesBegan`, `pressesEnded` or `pressesCancelled` (issue 22).
        case pressHandler(view: Int)

        var summary: String {
            switch self {
            case .viewHandler(let v, let p):
                "v\(v).touches\(["Began", "Moved", "Ended", "Cancelled"][p])"
            case .action(let r): "r\(r) action"
            case .delegateCallback(let r): "r\(r) delegate callback"
            case .recognizerTouches(let r): "r\(r).touches…"
            case .controlAction(let v): "v\(v) control action"
            case .keyCommand(let v): "v\(v) key command"
            case .pressHandler(let v): "v\(v).presses…"
            }
        }
    }

    enum Action: Sendable, Equatable {
        /// Removes the view from its superview (with its subtree and their recognizers).
        case removeView(Int)
        /// Removes the recognizer from its view.
        case removeRecognizer(Int)
        /// Sets the recognizer's `isEnabled` to false.
        case disableRecognizer(Int)
        /// Makes the view first responder (it may refuse), or, with `nil`, resigns the current one.
        case changeFirstResponder(Int?)
        /// Adds a new view under `parent`, covering the given fraction of it.
        case addView(parent: Int, fraction: Double)
        /// Calls `UIApplication.sendEvent(_:)` re-entrantly: with the touch event being dispatched
        /// (`touchEvent`), or with a shake-motion event (which goes to the first responder).
        case reentrantSendEvent(touchEvent: Bool)
        /// The system cancels every touch (`cancelAllTouches()`) from inside the callback.
        case cancelAllTouches
        /// Hides the second window and lets go of it, in the middle of whatever it is doing (issue 22).
        case releaseSecondWindow

        /// The kind of action, without its operands.
        var kindName: String { String(describing: self).prefix { $0 != "(" }.description }

        var summary: String {
            switch self {
            case .removeView(let v): "remove v\(v) from its superview"
            case .removeRecognizer(let r): "remove r\(r) from its view"
            case .disableRecognizer(let r): "disable r\(r)"
            case .changeFirstResponder(let v): v.map { "make v\($0) first responder" } ?? "resign first responder"
            case .addView(let p, let f): "add a view under v\(p) (\(Int(f * 100))%)"
            case .reentrantSendEvent(let touch): "call sendEvent re-entrantly with \(touch ? "the touch" : "a motion") event"
            case .cancelAllTouches: "cancel all touches (system)"
            case .releaseSecondWindow: "hide and release the second window"
            }
        }
    }

    struct Mutation: Sendable, Equatable {
        var trigger: Trigger
        var occurrence: Int
        var action: Action
    }

    var mutations: [Mutation]

    static func generate(_ rng: inout CaseRandom, viewCount: Int, recognizerCount: Int) -> MutationPlan {
        let count = rng.pick([0, 0, 1, 2, 3, 5])
        var mutations: [Mutation] = []
        for _ in 0..<count {
            let trigger: Trigger
            switch rng.int(0...3) {
            case 0 where recognizerCount > 0: trigger = .action(recognizer: rng.int(0...(recognizerCount - 1)))
            case 1 where recognizerCount > 0: trigger = .delegateCallback(recognizer: rng.int(0...(recognizerCount - 1)))
            case 2 where recognizerCount > 0:
                trigger = .recognizerTouches(recognizer: rng.int(0...(recognizerCount - 1)))
            default: trigger = .viewHandler(view: rng.int(0...(viewCount - 1)), phase: rng.pick([0, 0, 1, 2, 3]))
            }
            let action: Action
            switch rng.int(0...7) {
            case 0 where viewCount > 1, 1 where viewCount > 1: action = .removeView(rng.int(1...(viewCount - 1)))
            case 2 where recognizerCount > 0: action = .removeRecognizer(rng.int(0...(recognizerCount - 1)))
            case 3 where recognizerCount > 0: action = .disableRecognizer(rng.int(0...(recognizerCount - 1)))
            case 4: action = .changeFirstResponder(rng.chance(0.8) ? rng.int(0...(viewCount - 1)) : nil)
            case 5: action = .addView(parent: rng.int(0...(viewCount - 1)), fraction: rng.double(0.2...1))
            case 6: action = .reentrantSendEvent(touchEvent: rng.chance(0.5))
            case 7: action = .cancelAllTouches
            default: action = .changeFirstResponder(rng.int(0...(viewCount - 1)))
            }
            mutations.append(Mutation(trigger: trigger, occurrence: rng.int(1...3), action: action))
        }
        return MutationPlan(mutations: mutations)
    }

    var summary: String {
        mutations.map { "on the \($0.occurrence). \($0.trigger.summary): \($0.action.summary)" }
            .joined(separator: "\n")
    }
}
