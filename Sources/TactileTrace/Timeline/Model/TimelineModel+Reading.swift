import Foundation
import Tactile

extension TimelineModel {
    /// Sorts a trace's lines into fingers, recognizers, connectors, decisions and other input, and works out the
    /// time span and the busy stretches of the picture.
    init(_ lines: [TraceFile.Line]) {
        var times: [Double] = []
        var fingerIndex: [Int: Int] = [:]
        var open: [Int: (finger: Int, stroke: Int)] = [:]
        var pendingHits: [Int: (view: String, message: String)] = [:]
        var recognizerIndex: [String: Int] = [:]
        var maxX = 0.0, maxY = 0.0

        func finger(_ id: Int) -> Int {
            if let i = fingerIndex[id] { return i }
            fingers.append(Finger(id: id))
            fingerIndex[id] = fingers.count - 1
            return fingers.count - 1
        }
        func recognizer(_ name: String) -> Int {
            if let i = recognizerIndex[name] { return i }
            recognizers.append(Recognizer(name: name))
            recognizerIndex[name] = recognizers.count - 1
            return recognizers.count - 1
        }

        for line in lines {
            switch line {
            case .header(let device, let screen):
                self.device = device
                self.screen = screen
            case .input(.digitizer(let frame)):
                let t = frame.timestamp
                times.append(t)
                var seen: Set<Int> = []
                for c in frame.contacts {
                    seen.insert(c.id)
                    let x = Double(c.location.x), y = Double(c.location.y)
                    maxX = max(maxX, x)
                    maxY = max(maxY, y)
                    if let entry = open[c.id] {
                        let (f, s) = (entry.finger, entry.stroke)
                        let last = fingers[f].strokes[s].samples.last!
                        let phase: UITouch.Phase
                        switch c.state {
                        case .touching: phase = (last.x == x && last.y == y) ? .stationary : .moved
                        case .lifted: phase = .ended
                        case .cancelled: phase = .cancelled
                        }
                        fingers[f].strokes[s].samples.append(Sample(t: t, x: x, y: y, phase: phase))
                        if phase == .ended || phase == .cancelled {
                            fingers[f].strokes[s].isOpen = false
                            open[c.id] = nil
                        }
                    } else {
                        let f = finger(c.id)
                        var stroke = Stroke()
                        stroke.samples.append(Sample(t: t, x: x, y: y, phase: .began))
                        if c.state != .touching {
                            stroke.samples.append(Sample(t: t, x: x, y: y, phase: c.state == .lifted ? .ended : .cancelled))
                            stroke.isOpen = false
                        }
                        if let hit = pendingHits.removeValue(forKey: c.id) {
                            stroke.hitView = hit.view
                            stroke.hitMessage = hit.message
                        }
                        fingers[f].strokes.append(stroke)
                        if stroke.isOpen { open[c.id] = (f, fingers[f].strokes.count - 1) }
                    }
                }
                // A frame is a snapshot: a contact missing from it has lifted.
                for (id, entry) in open where !seen.contains(id) {
                    let (f, s) = (entry.finger, entry.stroke)
                    let last = fingers[f].strokes[s].samples.last!
                    fingers[f].strokes[s].samples.append(Sample(t: t, x: last.x, y: last.y, phase: .ended))
                    fingers[f].strokes[s].isOpen = false
                    open[id] = nil
                }
            case .input(let event):
                times.append(event.timestamp)
                if let mark = Self.otherInput(event) { otherInputs.append(mark) }
            case .log(let record):
                times.append(record.time)
                add(record)
            }
        }

        func add(_ r: TraceLogRecord) {
            if let step = r.dispatch {
                switch step {
                case .hitTest(let contact):
                    let view = r.view ?? "nil"
                    if let entry = open[contact] ?? lastStroke(of: contact),
                        fingers[entry.finger].strokes[entry.stroke].hitView == nil
                    {
                        fingers[entry.finger].strokes[entry.stroke].hitView = view
                        fingers[entry.finger].strokes[entry.stroke].hitMessage = r.message
                    } else {
                        pendingHits[contact] = (view, r.message)
                    }
                case .handlerCall(let phase, let contacts):
                    for c in contacts { fingers[finger(c)].calls.append(Call(t: r.time, phase: phase, message: r.message)) }
                case .shake(let phase):
                    otherInputs.append(OtherInput(t: r.time, label: "shake \(phase)", message: r.message))
                }
                return
            }
            guard let event = r.arbitration else {
                if r.source == "arbitration" {
                    decisions.append(Decision(t: r.time, kind: "note", label: "", message: r.message))
                }
                return
            }
            if case .viewDelivery(let delivery, let view, let contact, let phase) = event {
                let f = finger(contact)
                switch delivery {
                case .held:
                    fingers[f].holds.append(Hold(start: r.time, phase: phase, view: view, message: r.message))
                case .released, .cancelled, .dropped:
                    for i in fingers[f].holds.indices where fingers[f].holds[i].end == nil {
                        fingers[f].holds[i].end = r.time
                        fingers[f].holds[i].outcome = delivery
                        fingers[f].holds[i].endMessage = r.message
                    }
                }
                let label = delivery == .held && phase != nil ? "held \(phase!): \(view)" : "\(delivery.rawValue): \(view)"
                decisions.append(Decision(t: r.time, kind: delivery.rawValue, label: label, message: r.message))
                return
            }
            guard let name = r.recognizer else {
                decisions.append(Decision(t: r.time, kind: "note", label: "", message: r.message))
                return
            }
            recognizers[recognizer(name)].events.append(RecognizerEvent(t: r.time, event: event, message: r.message))
            switch event {
            case .waiting(let others):
                for o in others {
                    _ = recognizer(o)
                    relations.append(Relation(t: r.time, from: name, to: o, kind: .waitsFor, message: r.message))
                }
            case .prevented(let by):
                _ = recognizer(by)
                relations.append(Relation(t: r.time, from: by, to: name, kind: .prevents, message: r.message))
            case .requirementRecognized(let requirement):
                _ = recognizer(requirement)
                relations.append(Relation(t: r.time, from: requirement, to: name, kind: .winsOver, message: r.message))
            default:
                break
            }
        }

        func lastStroke(of contact: Int) -> (finger: Int, stroke: Int)? {
            guard let f = fingerIndex[contact], !fingers[f].strokes.isEmpty else { return nil }
            return (f, fingers[f].strokes.count - 1)
        }

        fingers.sort { $0.id < $1.id }
        t0 = times.min() ?? 0
        t1 = max(times.max() ?? 1, t0 + 0.001)
        if screen.width <= 0 || screen.height <= 0 {
            screen = CGSize(width: max(maxX, 1), height: max(maxY, 1))
        }
        for i in recognizers.indices { recognizers[i].stretches(until: t1) }
        // Busy stretches keep their real length on the time axis; idle time between them is compressed.
        busy = times.map { ($0, $0) }
        for f in fingers {
            for s in f.strokes {
                if let a = s.samples.first, let b = s.samples.last { busy.append((a.t, s.isOpen ? t1 : b.t)) }
            }
            for h in f.holds { busy.append((h.start, h.end ?? t1)) }
        }
        for r in recognizers { for w in r.waits { busy.append((w.start, w.end)) } }
    }

    /// The mark for a shake, remote-control command or key; `nil` for touches and what traces do not carry.
    static func otherInput(_ event: RawInputEvent) -> OtherInput? {
        switch event {
        case .shake(let e):
            return OtherInput(t: e.timestamp, label: "shake \(e.phase)", message: "shake \(e.phase)")
        case .remoteControl(let e):
            let name = "\(e.subtype)".replacingOccurrences(of: "remoteControl", with: "")
            return OtherInput(t: e.timestamp, label: name, message: "remote-control event \(e.subtype)")
        case .key(let e):
            let text = e.characters.isEmpty ? "key \(e.keyCode.rawValue)" : "key \"\(e.characters)\""
            return OtherInput(
                t: e.timestamp, label: text + (e.isDown ? " ↓" : " ↑"),
                message: "\(text) (HID usage \(e.keyCode.rawValue)) \(e.isDown ? "down" : "up")")
        default:
            return nil
        }
    }
}
