import Foundation

/// **Press streams are complete and well-formed** (issue 22: presses and key commands in the storms).
///
/// For every view and every press it heard of, the calls form `pressesBegan (pressesChanged)* (pressesEnded |
/// pressesCancelled)`: never changed, ended or cancelled without began, never began twice, nothing after the end,
/// and every press a view began ends by the end of the run (the storm releases every key), even when the view
/// stopped being first responder or left the window meanwhile (a press holds its responder, as in UIKit). Each
/// call holds at least one press.
@MainActor
enum PressStreamInvariant {

    static func check(_ o: RunObservation) -> [String] {
        enum Stage { case began, ended }
        var stage: [String: Stage] = [:]
        var violations: [String] = []
        for call in o.recorder.pressCalls {
            let at = "call #\(call.index) v\(call.view).presses\(["Began", "Changed", "Ended", "Cancelled"][call.method.rawValue])"
            if call.presses.isEmpty { violations.append("\(at) with no presses") }
            for p in call.presses {
                let key = "v\(call.view)/p\(p)"
                switch (call.method, stage[key]) {
                case (.began, nil): stage[key] = .began
                case (.began, .began?): violations.append("\(at): p\(p) began twice")
                case (.moved, .began?): break
                case (.ended, .began?), (.cancelled, .began?): stage[key] = .ended
                case (_, nil): violations.append("\(at): p\(p) was never sent pressesBegan to this view")
                case (_, .ended?): violations.append("\(at): p\(p) had already ended or been cancelled for this view")
                }
            }
        }
        for (key, s) in stage.sorted(by: { $0.key < $1.key }) where s == .began {
            violations.append("\(key): began but never ended or was cancelled")
        }
        return violations
    }
}
