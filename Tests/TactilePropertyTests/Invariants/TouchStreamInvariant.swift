import Foundation

/// **Touch streams are complete and well-formed** (TD-01, TD-06, GTD-02 to GTD-08, EVT-09).
///
/// For every view and every touch it heard of, the calls form `touchesBegan (touchesMoved)* (touchesEnded |
/// touchesCancelled)`: a view is never moved, ended or cancelled for a touch it was not sent began for, never
/// gets began twice, hears nothing after the end, and every touch it began ends exactly once by the end of
/// the run, even when the view was removed from the window meanwhile (touches stay bound to their view, TCH-06).
///
/// Delayed phases (`delaysTouchesBegan`/`delaysTouchesEnded`) are replayed later, but in order, so they obey
/// the same grammar; a touch whose began was withheld and then dropped (a recognizer recognized) is simply never
/// heard of. Each call holds only touches whose `view` is the receiver and which show the call's phase, and is
/// never empty.
///
/// **Re-entrant `sendEvent` of the touch event.** A handler may pass the event it is handling back to
/// `UIApplication.sendEvent(_:)`. The recognizers and views see the event's current phases again, except that a
/// touch begins only once (for a recognizer and for a view) and a finished touch is not delivered again, so the
/// grammar above holds in those runs too (found by these tests: before, the second began made a recognizer count
/// the touch twice, so it was never reset).
@MainActor
enum TouchStreamInvariant {
    static func check(_ o: RunObservation) -> [String] {
        enum Stage { case began, ended }
        var stage: [String: Stage] = [:]
        var violations: [String] = []
        for call in o.recorder.viewCalls {
            let at = "call #\(call.index) v\(call.view).\(call.method.name)"
            if call.touches.isEmpty { violations.append("\(at) with no touches") }
            if !call.foreignTouches.isEmpty {
                violations.append("\(at) holds touches bound to another view: \(call.foreignTouches.map { "t\($0)" })")
            }
            for m in call.phaseMismatches {
                violations.append("\(at): t\(m.touch) shows phase \(m.phase) during the call")
            }
            for t in call.touches {
                let key = "v\(call.view)/t\(t)"
                switch (call.method, stage[key]) {
                case (.began, nil): stage[key] = .began
                case (.began, .began?): violations.append("\(at): t\(t) began twice")
                case (.moved, .began?): break
                case (.ended, .began?), (.cancelled, .began?): stage[key] = .ended
                case (_, nil): violations.append("\(at): t\(t) was never sent touchesBegan to this view")
                case (_, .ended?): violations.append("\(at): t\(t) had already ended or been cancelled for this view")
                }
            }
        }
        for (key, s) in stage.sorted(by: { $0.key < $1.key }) where s == .began {
            violations.append("\(key): began but never ended or was cancelled")
        }
        return violations
    }
}
