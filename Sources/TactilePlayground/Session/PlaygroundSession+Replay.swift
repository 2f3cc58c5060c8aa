import Foundation
import Tactile
import TactileTrace

/// Replaying a dropped trace file.
extension PlaygroundSession {
    /// Plays a trace's input on the session's scheduler, at its own pace, on the scene its header names (or the
    /// scene showing, when it names none the session offers). The messages it causes are sent as live input's
    /// are; pointers from the page are refused until it ends.
    func startReplay(_ text: String) {
        let lines: [TraceFile.Line]
        do {
            lines = try TraceFile.parse(text, file: "trace")
        } catch {
            send(.error(PlaygroundProtocolError(.refused, field: "trace", problem: "expected a Tactile trace, found one that does not read: \(error.localizedDescription)")))
            return
        }
        let events = lines.compactMap { line -> RawInputEvent? in
            if case .input(let event) = line { event } else { nil }
        }
        guard let first = events.first else {
            send(.error(PlaygroundProtocolError(.refused, field: "trace", problem: "expected a trace with input events, found none")))
            return
        }
        let header = TraceFile.header(of: text)
        let chosen = header?.scene.flatMap(scene(named:)) ?? scene ?? scenes[0]
        // A scene that fills the viewport is laid out on the recorded screen, so that positions land where they did.
        let side = 1...CGFloat(PlaygroundLimits.maximumViewportSide)
        if chosen.size == nil, let screen = header?.screen, side.contains(screen.width), side.contains(screen.height) {
            viewport = screen
        }
        show(chosen)
        let start = first.timestamp
        replay = events.enumerated().map { index, event in
            scheduler.schedule(after: max(0, event.timestamp - start)) { [weak self] in
                guard let self else { return }
                post([Self.retimed(event, to: scheduler.now)])
                if index == events.count - 1 { replay = [] }
            }
        }
    }

    /// Cancels the rest of a replay.
    func stopReplay() {
        for action in replay { action.cancel() }
        replay = []
    }

    /// The event at time `t` (a replayed event happens now, on the session's time base).
    static func retimed(_ event: RawInputEvent, to t: TimeInterval) -> RawInputEvent {
        switch event {
        case .digitizer(var e): e.timestamp = t; return .digitizer(e)
        case .key(var e): e.timestamp = t; return .key(e)
        case .shake(var e): e.timestamp = t; return .shake(e)
        case .remoteControl(var e): e.timestamp = t; return .remoteControl(e)
        case .motion(var e): e.timestamp = t; return .motion(e)
        case .estimatedPropertiesUpdate(var e): e.timestamp = t; return .estimatedPropertiesUpdate(e)
        case .hover(var e): e.timestamp = t; return .hover(e)
        case .scroll(var e): e.timestamp = t; return .scroll(e)
        case .transform(var e): e.timestamp = t; return .transform(e)
        }
    }
}
