import Foundation
import Tactile

extension TimelineModel.Recognizer {
    /// Works out the state bands and the waiting stretches from the events.
    mutating func stretches(until end: Double) {
        var current: TimelineModel.Band?
        var waiting: TimelineModel.Wait?
        func closeWait(_ t: Double) {
            if var w = waiting {
                w.end = t
                waits.append(w)
            }
            waiting = nil
        }
        for e in events {
            switch e.event {
            case .transition(_, let to):
                if var c = current {
                    c.end = e.t
                    bands.append(c)
                }
                current = TimelineModel.Band(start: e.t, end: e.t, state: to, message: e.message)
                closeWait(e.t)
            case .reset:
                if var c = current {
                    c.end = e.t
                    bands.append(c)
                }
                current = nil
                closeWait(e.t)
            case .waiting:
                waiting = TimelineModel.Wait(start: e.t, end: e.t, message: e.message)
            case .requirementsFailed, .requirementRecognized, .prevented, .touchesEndedWhileWaiting, .withdrawn:
                closeWait(e.t)
            default:
                break
            }
        }
        if var c = current {
            c.end = end
            bands.append(c)
        }
        closeWait(end)
    }
}
