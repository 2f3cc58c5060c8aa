import Foundation
import Tactile

/// Draws a trace as a timeline picture (SVG, or HTML around it) that shows what happened at one glance.
///
/// No UIKit counterpart. Time runs left to right, with an axis and grid lines on top. From top to bottom:
/// - **One lane per finger** (digitizer contact): the finger's x (solid) and y (dashed) as shares of the screen,
///   plotted against time, each stretch coloured by the touch's phase (began, moved, stationary); a mark where
///   it lifted (ended) or was cancelled; and underneath, what its view received (handler calls, coloured by
///   phase) and when its view delivery was held back (amber), released, cancelled or dropped.
/// - **One lane per gesture recognizer**: its state over time (a band coloured by state, each change marked and
///   labelled), hatched while it waits on failure requirements, diamonds for its actions, ticks for its resets.
/// - **Connectors between recognizer lanes**: who *waits for* whom, who *prevents* whom, and whose failure
///   requirement *wins over* it.
/// - **A decisions lane**: whose view touches were held, released, cancelled or dropped, labelled.
/// - **A spatial panel**: the screen outline with every finger's path in its colour, start and end marked.
/// - **A legend.**
///
/// Every mark carries a `<title>` with its full log line (or a description of the input), so hovering in a
/// browser explains it. Everything is drawn from the structured fields of the trace (``TraceLogRecord``); log
/// lines without them (older traces) appear as plain marks on the decisions lane.
public enum TimelineRenderer {
    /// Renders `lines` (from ``TactileTrace/parse(_:file:)``) as a standalone SVG document.
    public static func svg(_ lines: [TactileTrace.Line]) -> String {
        var drawing = TimelineDrawing(TimelineModel(lines))
        return drawing.render()
    }

    /// The SVG inside a minimal HTML page.
    public static func html(_ lines: [TactileTrace.Line], title: String = "Tactile timeline") -> String {
        "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>\(escape(title))</title>"
            + "<style>body{margin:16px;font-family:sans-serif}svg{max-width:100%;height:auto}</style></head><body>\n"
            + svg(lines) + "</body></html>\n"
    }

    /// Escapes text for XML content and attribute values, and drops characters XML 1.0 cannot carry.
    static func escape(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                let v = scalar.value
                if v < 0x20 || (0xFFFE...0xFFFF).contains(v) { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

// MARK: - What the trace says

/// The trace, sorted into what the timeline draws.
struct TimelineModel {
    struct Sample {
        var t: Double
        var x: Double
        var y: Double
        var phase: UITouch.Phase
    }

    /// One touch of a finger, from touch-down to lift (or to the end of the trace).
    struct Stroke {
        var samples: [Sample] = []
        var hitView: String?
        var hitMessage: String?
        var isOpen = true
    }

    /// A handler call that included a finger's touch.
    struct Call {
        var t: Double
        var phase: UITouch.Phase
        var message: String
    }

    /// A stretch during which a finger's view delivery was held back.
    struct Hold {
        var start: Double
        var phase: UITouch.Phase?
        var view: String
        var message: String
        var end: Double?
        var outcome: GestureArbitrationLog.ViewDelivery?
        var endMessage: String?
    }

    struct Finger {
        var id: Int
        var strokes: [Stroke] = []
        var calls: [Call] = []
        var holds: [Hold] = []
    }

    struct RecognizerEvent {
        var t: Double
        var event: GestureArbitrationLog.Event
        var message: String
    }

    /// A stretch of time a recognizer spent in one state.
    struct Band {
        var start: Double
        var end: Double
        var state: UIGestureRecognizer.State
        var message: String
    }

    /// A stretch of time a recognizer waited on its failure requirements.
    struct Wait {
        var start: Double
        var end: Double
        var message: String
    }

    struct Recognizer {
        var name: String
        var events: [RecognizerEvent] = []
        var bands: [Band] = []
        var waits: [Wait] = []
    }

    enum RelationKind: String {
        case waitsFor = "waits-for"
        case prevents
        case winsOver = "wins-over"

        var label: String {
            switch self {
            case .waitsFor: "waits for"
            case .prevents: "prevents"
            case .winsOver: "wins over"
            }
        }
    }

    /// An arrow between two recognizers' lanes.
    struct Relation {
        var t: Double
        var from: String
        var to: String
        var kind: RelationKind
        var message: String
    }

    /// A mark on the decisions lane.
    struct Decision {
        var t: Double
        /// `held`, `released`, `cancelled`, `dropped`, or `note` for lines without structure.
        var kind: String
        var label: String
        var message: String
    }

    var device = ""
    var screen = CGSize.zero
    var t0 = 0.0
    var t1 = 1.0
    var fingers: [Finger] = []
    var recognizers: [Recognizer] = []
    var relations: [Relation] = []
    var decisions: [Decision] = []

    /// An input that is not a touch: a shake, a remote-control command or a key.
    struct OtherInput {
        var t: Double
        var label: String
        var message: String
    }

    var otherInputs: [OtherInput] = []

    init(_ lines: [TactileTrace.Line]) {
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

    /// Stretches of time where something is going on: fingers down, deliveries held, recognizers waiting, and
    /// the instants of every line.
    var busy: [(Double, Double)] = []

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

// MARK: - Time axis

/// Maps time to x: linear (one scale for the whole picture) where something is going on, with idle stretches
/// longer than ``TimelineScale/idleThreshold`` cut down to a fixed width, so short gestures far apart stay legible.
struct TimelineScale {
    /// Idle time shorter than this keeps its real length.
    static let idleThreshold = 0.3
    /// Time kept on each side of a busy stretch.
    static let padding = 0.04
    /// The width of a compressed idle stretch.
    static let breakWidth = 14.0

    struct Piece {
        var t0: Double
        var t1: Double
        var x0: Double
        var x1: Double
        var isBreak: Bool
    }

    private(set) var pieces: [Piece] = []
    /// Pixels per second outside breaks.
    private(set) var pointsPerSecond = 1.0

    init(busy: [(Double, Double)], from start: Double, to end: Double, x: Double, width: Double) {
        var spans = busy.map { (min($0.0, $0.1), max($0.0, $0.1)) }.sorted { $0.0 < $1.0 }
        if spans.isEmpty { spans = [(start, end)] }
        var merged: [(Double, Double)] = []
        for s in spans {
            if let last = merged.last, s.0 - last.1 <= Self.idleThreshold {
                merged[merged.count - 1].1 = max(last.1, s.1)
            } else {
                merged.append(s)
            }
        }
        let pad = Self.padding
        let clusters = merged.map { ($0.0 - pad, $0.1 + pad) }
        let breaks = Double(clusters.count - 1)
        let active = clusters.reduce(0) { $0 + ($1.1 - $1.0) }
        pointsPerSecond = max(width - breaks * Self.breakWidth, width / 2) / max(active, 1e-6)
        var cx = x
        for (i, c) in clusters.enumerated() {
            if i > 0 {
                let previous = clusters[i - 1]
                pieces.append(Piece(t0: previous.1, t1: c.0, x0: cx, x1: cx + Self.breakWidth, isBreak: true))
                cx += Self.breakWidth
            }
            let w = (c.1 - c.0) * pointsPerSecond
            pieces.append(Piece(t0: c.0, t1: c.1, x0: cx, x1: cx + w, isBreak: false))
            cx += w
        }
    }

    /// The x of time `t`.
    func x(_ t: Double) -> Double {
        guard let first = pieces.first, let last = pieces.last else { return 0 }
        if t <= first.t0 { return first.x0 }
        if t >= last.t1 { return last.x1 }
        var lo = 0, hi = pieces.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if pieces[mid].t1 < t { lo = mid + 1 } else { hi = mid }
        }
        let p = pieces[lo]
        return p.t1 > p.t0 ? p.x0 + (t - p.t0) / (p.t1 - p.t0) * (p.x1 - p.x0) : p.x0
    }
}

// MARK: - Drawing

/// Lays the model out and writes the SVG.
struct TimelineDrawing {
    let m: TimelineModel
    var out = ""

    // Layout, in SVG user units.
    let labelX = 10.0
    let plotX = 190.0
    let plotW = 1000.0
    let top = 62.0
    let fingerH = 58.0
    let recognizerH = 50.0
    let decisionsH = 64.0
    let otherH = 44.0
    let panelW = 200.0
    let panelMaxH = 300.0
    var panelX: Double { plotX + plotW + 50 }
    var width: Double { panelX + panelW + 30 }

    let scale: TimelineScale

    init(_ model: TimelineModel) {
        m = model
        scale = TimelineScale(busy: model.busy, from: model.t0, to: model.t1, x: plotX, width: plotW)
    }

    // Colours.
    static func phaseColour(_ phase: UITouch.Phase) -> String {
        switch phase {
        case .began: "#2a9d3a"
        case .moved: "#2f6fd0"
        case .stationary: "#9aa0a6"
        case .ended: "#333333"
        case .cancelled: "#d0342c"
        }
    }

    static func stateColour(_ state: UIGestureRecognizer.State) -> String {
        switch state {
        case .possible: "#c9ced6"
        case .began: "#8ab8f5"
        case .changed: "#2f6fd0"
        case .ended: "#2a9d3a"
        case .cancelled: "#e67e22"
        case .failed: "#d0342c"
        }
    }

    static func deliveryColour(_ delivery: String) -> String {
        switch delivery {
        case "held": "#f0a020"
        case "released": "#2a9d3a"
        case "cancelled": "#d0342c"
        case "dropped": "#7f8c8d"
        default: "#95a5a6"
        }
    }

    static func relationColour(_ kind: TimelineModel.RelationKind) -> String {
        switch kind {
        case .waitsFor: "#b7791f"
        case .prevents: "#d0342c"
        case .winsOver: "#8e44ad"
        }
    }

    static let fingerColours = ["#7b3fa0", "#00897b", "#c2185b", "#1565c0", "#8d6e63", "#ef6c00", "#546e7a", "#6a1b9a"]
    static func fingerColour(_ index: Int) -> String { fingerColours[index % fingerColours.count] }

    static let phases: [UITouch.Phase] = [.began, .moved, .stationary, .ended, .cancelled]
    static let states: [UIGestureRecognizer.State] = [.possible, .began, .changed, .ended, .cancelled, .failed]

    // Helpers.
    func x(_ t: Double) -> Double { scale.x(t) }
    static func f(_ v: Double) -> String { String(format: "%.1f", v) }
    func time(_ t: Double) -> String { String(format: "%.3f s (+%.3f)", t, t - m.t0) }
    func title(_ t: Double, _ text: String) -> String {
        "<title>\(TimelineRenderer.escape(time(t) + "  " + text))</title>"
    }
    static func e(_ s: String) -> String { TimelineRenderer.escape(s) }
    static func textWidth(_ s: String, size: Double = 10) -> Double { Double(s.count) * size * 0.56 }

    /// Rows of labels that must not overlap: each label goes in the first row where it fits.
    struct LabelRows {
        var ends: [Double]
        init(_ rows: Int) { ends = Array(repeating: -.infinity, count: rows) }
        mutating func place(_ x: Double, width: Double) -> Int? {
            for i in ends.indices where x >= ends[i] {
                ends[i] = x + width + 6
                return i
            }
            return nil
        }
    }

    // MARK: Document

    mutating func render() -> String {
        let fingersBottom = top + Double(m.fingers.count) * fingerH
        let recognizersTop = fingersBottom + (m.recognizers.isEmpty ? 0 : 8)
        let recognizersBottom = recognizersTop + Double(m.recognizers.count) * recognizerH
        let decisionsTop = recognizersBottom + 8
        let otherTop = decisionsTop + decisionsH
        let lanesBottom = otherTop + (m.otherInputs.isEmpty ? 0 : otherH)
        let panelH = panelHeight()
        let legendTop = max(lanesBottom, top + 24 + panelH) + 24
        let height = legendTop + 96

        out += """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(height))" \
            viewBox="0 0 \(Int(width)) \(Int(height))" font-family="sans-serif" font-size="11">

            """
        defs()
        out += "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
        let screen = "\(Self.f(Double(m.screen.width)))×\(Self.f(Double(m.screen.height))) pt"
        let heading = "Tactile timeline" + (m.device.isEmpty ? "" : ": \(m.device)") + ", screen \(screen), "
            + String(format: "%.3f s from %.3f", m.t1 - m.t0, m.t0)
        out += "<text class=\"heading\" x=\"\(labelX)\" y=\"20\" font-size=\"14\" font-weight=\"bold\">\(Self.e(heading))</text>\n"
        // Lane backgrounds first, so the grid and the idle-time marks show through every lane.
        out += "<g class=\"lanes\">\n"
        let right = plotX + plotW + 10
        for i in m.fingers.indices {
            out += "<rect x=\"0\" y=\"\(Self.f(top + Double(i) * fingerH))\" width=\"\(Self.f(right))\" height=\"\(Self.f(fingerH))\" fill=\"\(i % 2 == 0 ? "#f5f6f8" : "#ffffff")\"/>\n"
        }
        for i in m.recognizers.indices {
            out += "<rect x=\"0\" y=\"\(Self.f(recognizersTop + Double(i) * recognizerH))\" width=\"\(Self.f(right))\" height=\"\(Self.f(recognizerH))\" fill=\"\(i % 2 == 0 ? "#f3f0f9" : "#fbfaff")\"/>\n"
        }
        out += "<rect x=\"0\" y=\"\(Self.f(decisionsTop))\" width=\"\(Self.f(right))\" height=\"\(Self.f(decisionsH))\" fill=\"#fdf6ec\"/>\n"
        if !m.otherInputs.isEmpty {
            out += "<rect x=\"0\" y=\"\(Self.f(otherTop))\" width=\"\(Self.f(right))\" height=\"\(Self.f(otherH))\" fill=\"#eef6f1\"/>\n"
        }
        out += "</g>\n"
        axis(bottom: lanesBottom)
        for (i, finger) in m.fingers.enumerated() { fingerLane(finger, index: i, y: top + Double(i) * fingerH) }
        var laneCentres: [String: Double] = [:]
        for (i, r) in m.recognizers.enumerated() {
            let y = recognizersTop + Double(i) * recognizerH
            laneCentres[r.name] = y + recognizerH / 2
            recognizerLane(r, index: i, y: y)
        }
        connectors(laneCentres)
        decisionsLane(y: decisionsTop)
        if !m.otherInputs.isEmpty { otherInputsLane(y: otherTop) }
        spatialPanel(y: top + 24, height: panelH)
        legend(y: legendTop)
        out += "</svg>\n"
        return out
    }

    mutating func defs() {
        out += "<defs>\n"
        out += """
            <pattern id="hatch-waiting" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">\
            <rect width="6" height="6" fill="#fff3cd"/><line x1="0" y1="0" x2="0" y2="6" stroke="#d4a017" stroke-width="3"/></pattern>
            <pattern id="hatch-held" width="5" height="5" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">\
            <rect width="5" height="5" fill="#fde2b0"/><line x1="0" y1="0" x2="0" y2="5" stroke="#f0a020" stroke-width="2.5"/></pattern>

            """
        for kind in [TimelineModel.RelationKind.waitsFor, .prevents, .winsOver] {
            out += "<marker id=\"arrow-\(kind.rawValue)\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\" "
                + "markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M0 0 L10 5 L0 10 Z\" fill=\"\(Self.relationColour(kind))\"/></marker>\n"
        }
        out += "</defs>\n"
    }

    /// Time axis with ticks on top, grid lines down through every lane, and compressed idle stretches marked.
    mutating func axis(bottom: Double) {
        let raw = 90 / scale.pointsPerSecond
        let magnitude = pow(10, floor(log10(raw)))
        let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= raw } ?? 10 * magnitude
        let decimals = max(0, Int(-floor(log10(step))))
        let y = top - 10
        var labels = LabelRows(1)
        out += "<g class=\"axis\">\n"
        out += "<text x=\"\(labelX)\" y=\"\(Self.f(y - 4))\" font-size=\"10\" fill=\"#555\">time since \(String(format: "%.3f", m.t0)) s</text>\n"
        for piece in scale.pieces {
            if piece.isBreak {
                let idle = String(format: "%.\(max(decimals, 1))f s idle", piece.t1 - piece.t0)
                out += "<g class=\"break\"><rect x=\"\(Self.f(piece.x0 + 2))\" y=\"\(Self.f(y))\" width=\"\(Self.f(piece.x1 - piece.x0 - 4))\" "
                    + "height=\"\(Self.f(bottom - y))\" fill=\"#e9ebee\" fill-opacity=\"0.7\"><title>\(Self.e("nothing happened for " + idle + ", compressed"))</title></rect>"
                let mx = (piece.x0 + piece.x1) / 2
                out += "<path d=\"M\(Self.f(mx - 5)) \(Self.f(y + 4)) L\(Self.f(mx - 1)) \(Self.f(y - 4)) M\(Self.f(mx + 1)) \(Self.f(y + 4)) L\(Self.f(mx + 5)) \(Self.f(y - 4))\" stroke=\"#555\" stroke-width=\"1.2\"/></g>\n"
                continue
            }
            out += "<line x1=\"\(Self.f(piece.x0))\" y1=\"\(Self.f(y))\" x2=\"\(Self.f(piece.x1))\" y2=\"\(Self.f(y))\" stroke=\"#555\"/>\n"
            // Each busy stretch is labelled where its first line is, then ticks at round times.
            let first = max(piece.t0 + TimelineScale.padding, m.t0)
            var times = [(first, String(format: "%.2f", first - m.t0 + 0.0))]
            var k = ((piece.t0 - m.t0) / step).rounded(.up)
            while m.t0 + k * step <= piece.t1 + step * 1e-9 {
                if abs(x(m.t0 + k * step) - x(first)) > 24 {
                    times.append((m.t0 + k * step, String(format: "%.\(decimals)f", k * step + 0.0)))
                }
                k += 1
            }
            for (t, label) in times.sorted(by: { $0.0 < $1.0 }) {
                let tx = x(t)
                out += "<g class=\"tick\"><line x1=\"\(Self.f(tx))\" y1=\"\(Self.f(y - 4))\" x2=\"\(Self.f(tx))\" y2=\"\(Self.f(y))\" stroke=\"#555\"/>"
                out += "<line x1=\"\(Self.f(tx))\" y1=\"\(Self.f(top))\" x2=\"\(Self.f(tx))\" y2=\"\(Self.f(bottom))\" stroke=\"#e6e8eb\"/>"
                let width = Self.textWidth(label)
                if labels.place(tx - width / 2, width: width) != nil {
                    out += "<text x=\"\(Self.f(tx))\" y=\"\(Self.f(y - 7))\" text-anchor=\"middle\" font-size=\"10\" fill=\"#555\">\(label)</text>"
                }
                out += "</g>\n"
            }
        }
        out += "<text x=\"\(Self.f(plotX + plotW + 4))\" y=\"\(Self.f(y + 4))\" font-size=\"10\" fill=\"#555\">s</text>\n"
        out += "</g>\n"
    }

    // MARK: Fingers

    mutating func fingerLane(_ finger: TimelineModel.Finger, index: Int, y: Double) {
        let plotTop = y + 8, plotBottom = y + fingerH - 22
        let stripY = y + fingerH - 15
        let colour = Self.fingerColour(index)
        out += "<g class=\"finger\" data-id=\"\(finger.id)\">\n"
        out += "<rect x=\"\(labelX)\" y=\"\(Self.f(y + 9))\" width=\"10\" height=\"10\" rx=\"2\" fill=\"\(colour)\"/>\n"
        out += "<text x=\"\(labelX + 16)\" y=\"\(Self.f(y + 18))\" font-weight=\"bold\">finger \(finger.id)</text>\n"
        var hits: [String] = []
        for s in finger.strokes { if let v = s.hitView, !hits.contains(v) { hits.append(v) } }
        if !hits.isEmpty {
            let all = "hit " + hits.joined(separator: ", ")
            let shown = all.count > 30 ? String(all.prefix(29)) + "…" : all
            out += "<text x=\"\(labelX + 16)\" y=\"\(Self.f(y + 32))\" font-size=\"10\" fill=\"#555\">\(Self.e(shown))<title>\(Self.e(all))</title></text>\n"
        }
        out += "<text x=\"\(Self.f(plotX - 6))\" y=\"\(Self.f(plotTop + 4))\" font-size=\"8\" fill=\"#999\" text-anchor=\"end\">1</text>"
        out += "<text x=\"\(Self.f(plotX - 6))\" y=\"\(Self.f(plotBottom + 2))\" font-size=\"8\" fill=\"#999\" text-anchor=\"end\">0</text>\n"
        out += "<text x=\"\(Self.f(plotX - 6))\" y=\"\(Self.f(stripY + 7))\" font-size=\"8\" fill=\"#999\" text-anchor=\"end\">view</text>\n"
        for v in [plotTop, plotBottom] {
            out += "<line x1=\"\(Self.f(plotX))\" y1=\"\(Self.f(v))\" x2=\"\(Self.f(plotX + plotW))\" y2=\"\(Self.f(v))\" stroke=\"#e1e4e8\" stroke-dasharray=\"2 3\"/>\n"
        }
        let w = max(Double(m.screen.width), 1), h = max(Double(m.screen.height), 1)
        func py(_ share: Double) -> Double { plotBottom - min(max(share, 0), 1) * (plotBottom - plotTop) }
        for stroke in finger.strokes {
            var samples = stroke.samples
            if stroke.isOpen, let last = samples.last, last.t < m.t1 {
                samples.append(TimelineModel.Sample(t: m.t1, x: last.x, y: last.y, phase: last.phase))
            }
            // Runs of segments in one phase: a segment takes the phase of the sample that starts it.
            // (the phase the touch is in from that sample until the next, as `UITouch.phase` would say).
            var i = 0
            while i < samples.count - 1 {
                let phase = samples[i].phase
                var j = i + 1
                while j < samples.count - 1, samples[j].phase == phase { j += 1 }
                let run = samples[i...j]
                let text = "finger \(finger.id) \(phase), x \(Self.f(run.first!.x))→\(Self.f(run.last!.x)), "
                    + "y \(Self.f(run.first!.y))→\(Self.f(run.last!.y)) pt"
                for (axisName, share, dash) in [("x", { (s: TimelineModel.Sample) in s.x / w }, ""), ("y", { (s: TimelineModel.Sample) in s.y / h }, " stroke-dasharray=\"4 2\"")] {
                    let points = run.map { "\(Self.f(x($0.t))),\(Self.f(py(share($0))))" }.joined(separator: " ")
                    out += "<polyline class=\"segment\" data-phase=\"\(phase)\" data-axis=\"\(axisName)\" points=\"\(points)\" fill=\"none\" "
                        + "stroke=\"\(Self.phaseColour(phase))\" stroke-width=\"2.2\"\(dash)>\(title(run.first!.t, text))</polyline>\n"
                }
                i = j
            }
            guard let first = samples.first else { continue }
            // Touch-down and lift marks.
            var downText = "finger \(finger.id) began at (\(Self.f(first.x)), \(Self.f(first.y)))"
            if let hit = stroke.hitMessage { downText += "; " + hit }
            let bx = x(first.t)
            out += "<line x1=\"\(Self.f(bx))\" y1=\"\(Self.f(plotTop - 3))\" x2=\"\(Self.f(bx))\" y2=\"\(Self.f(plotBottom + 3))\" stroke=\"\(Self.phaseColour(.began))\" stroke-width=\"1\"/>\n"
            out += "<circle class=\"touch-began\" cx=\"\(Self.f(bx))\" cy=\"\(Self.f(py(first.x / w)))\" r=\"4\" fill=\"\(Self.phaseColour(.began))\">\(title(first.t, downText))</circle>\n"
            if !stroke.isOpen, let last = stroke.samples.last {
                let ex = x(last.t), ey = py(last.x / w)
                let cancelled = last.phase == .cancelled
                let text = "finger \(finger.id) \(cancelled ? "cancelled" : "lifted (ended)") at (\(Self.f(last.x)), \(Self.f(last.y)))"
                out += "<line x1=\"\(Self.f(ex))\" y1=\"\(Self.f(plotTop - 3))\" x2=\"\(Self.f(ex))\" y2=\"\(Self.f(plotBottom + 3))\" stroke=\"\(Self.phaseColour(last.phase))\" stroke-width=\"1\"/>\n"
                if cancelled {
                    out += "<path class=\"touch-cancelled\" d=\"M\(Self.f(ex - 4)) \(Self.f(ey - 4)) L\(Self.f(ex + 4)) \(Self.f(ey + 4)) M\(Self.f(ex - 4)) \(Self.f(ey + 4)) L\(Self.f(ex + 4)) \(Self.f(ey - 4))\" "
                        + "stroke=\"\(Self.phaseColour(.cancelled))\" stroke-width=\"2.5\">\(title(last.t, text))</path>\n"
                } else {
                    out += "<circle class=\"touch-ended\" cx=\"\(Self.f(ex))\" cy=\"\(Self.f(ey))\" r=\"4\" fill=\"white\" stroke=\"\(Self.phaseColour(.ended))\" stroke-width=\"2\">\(title(last.t, text))</circle>\n"
                }
            }
        }
        // What the view received: held stretches, then handler calls.
        out += "<line x1=\"\(Self.f(plotX))\" y1=\"\(Self.f(stripY + 4))\" x2=\"\(Self.f(plotX + plotW))\" y2=\"\(Self.f(stripY + 4))\" stroke=\"#e1e4e8\"/>\n"
        for hold in finger.holds {
            let end = hold.end ?? m.t1
            let hx = x(hold.start), hw = max(x(end) - hx, 3)
            var text = hold.message
            if let endMessage = hold.endMessage { text += "; then " + endMessage }
            out += "<rect class=\"hold\" x=\"\(Self.f(hx))\" y=\"\(Self.f(stripY))\" width=\"\(Self.f(hw))\" height=\"8\" fill=\"url(#hatch-held)\" stroke=\"#f0a020\" stroke-width=\"0.8\">\(title(hold.start, text))</rect>\n"
            if let outcome = hold.outcome {
                out += "<rect x=\"\(Self.f(hx + hw - 2))\" y=\"\(Self.f(stripY - 1))\" width=\"3\" height=\"10\" fill=\"\(Self.deliveryColour(outcome.rawValue))\"/>\n"
            }
        }
        for call in finger.calls {
            let cx = x(call.t)
            out += "<rect class=\"view-call\" data-phase=\"\(call.phase)\" x=\"\(Self.f(cx - 1.5))\" y=\"\(Self.f(stripY - 2))\" width=\"3\" height=\"12\" fill=\"\(Self.phaseColour(call.phase))\">\(title(call.t, call.message))</rect>\n"
        }
        out += "</g>\n"
    }

    // MARK: Recognizers

    mutating func recognizerLane(_ r: TimelineModel.Recognizer, index: Int, y: Double) {
        let cy = y + recognizerH / 2
        out += "<g class=\"recognizer\" data-name=\"\(Self.e(r.name))\">\n"
        let shown = r.name.count > 24 ? String(r.name.prefix(23)) + "…" : r.name
        out += "<text x=\"\(labelX)\" y=\"\(Self.f(cy + 4))\" font-weight=\"bold\">\(Self.e(shown))<title>recognizer \(Self.e(r.name))</title></text>\n"
        out += "<line x1=\"\(Self.f(plotX))\" y1=\"\(Self.f(cy))\" x2=\"\(Self.f(plotX + plotW))\" y2=\"\(Self.f(cy))\" stroke=\"#d9d4e6\"/>\n"

        for b in r.bands {
            let bx = x(b.start), bw = max(x(b.end) - bx, 3)
            out += "<rect class=\"state-band\" data-state=\"\(b.state)\" x=\"\(Self.f(bx))\" y=\"\(Self.f(cy - 6))\" width=\"\(Self.f(bw))\" height=\"12\" rx=\"2\" fill=\"\(Self.stateColour(b.state))\" fill-opacity=\"\(b.state == .failed || b.state == .possible ? "0.4" : "0.8")\">\(title(b.start, b.message))</rect>\n"
        }
        for w in r.waits {
            let wx = x(w.start), ww = max(x(w.end) - wx, 3)
            out += "<rect class=\"waiting\" x=\"\(Self.f(wx))\" y=\"\(Self.f(cy - 6))\" width=\"\(Self.f(ww))\" height=\"12\" rx=\"2\" fill=\"url(#hatch-waiting)\" stroke=\"#d4a017\" stroke-width=\"0.8\">\(title(w.start, w.message))</rect>\n"
        }

        // Marks and their labels.
        var rows = LabelRows(2)
        func label(_ text: String, at px: Double, colour: String) {
            let width = Self.textWidth(text)
            guard let row = rows.place(px - width / 2, width: width) else { return }
            let ly = row == 0 ? cy - 10 : cy + 19
            out += "<text class=\"label\" x=\"\(Self.f(px))\" y=\"\(Self.f(ly))\" text-anchor=\"middle\" font-size=\"10\" fill=\"\(colour)\">\(Self.e(text))</text>\n"
        }
        // Actions first, so a discrete recognition reads as a state mark inside its action's diamond.
        for e in r.events {
            guard case .action(let state) = e.event else { continue }
            let px = x(e.t)
            let d = state == .changed ? 3.5 : 7.5
            out += "<path class=\"action\" data-state=\"\(state)\" d=\"M\(Self.f(px)) \(Self.f(cy - d)) L\(Self.f(px + d * 0.85)) \(Self.f(cy)) L\(Self.f(px)) \(Self.f(cy + d)) L\(Self.f(px - d * 0.85)) \(Self.f(cy)) Z\" fill=\"#f5c518\" stroke=\"#7a5a00\" stroke-width=\"\(state == .changed ? "0.6" : "1.2")\">\(title(e.t, e.message))</path>\n"
        }
        for e in r.events {
            let px = x(e.t)
            switch e.event {
            case .transition(let from, let to):
                // A continuous gesture's stream of changes gets small marks and one label.
                let repeated = from == .changed && to == .changed
                out += "<circle class=\"state\" data-state=\"\(to)\" cx=\"\(Self.f(px))\" cy=\"\(Self.f(cy))\" r=\"\(repeated ? "2.5" : "4.5")\" fill=\"\(Self.stateColour(to))\" stroke=\"white\" stroke-width=\"\(repeated ? "0.6" : "1.2")\">\(title(e.t, e.message))</circle>\n"
                if !repeated { label("\(to)", at: px, colour: to == .possible ? "#666" : Self.stateColour(to)) }
            case .action:
                break
            case .reset:
                out += "<line class=\"reset\" x1=\"\(Self.f(px))\" y1=\"\(Self.f(cy - 9))\" x2=\"\(Self.f(px))\" y2=\"\(Self.f(cy + 9))\" stroke=\"#777\" stroke-width=\"1.5\">\(title(e.t, e.message))</line>\n"
            case .waiting, .prevented, .requirementRecognized:
                break  // drawn as a waiting stretch and connectors
            case .requirementsFailed:
                out += "<circle class=\"note\" data-event=\"requirements-failed\" cx=\"\(Self.f(px))\" cy=\"\(Self.f(cy))\" r=\"2\" fill=\"#2a9d3a\">\(title(e.t, e.message))</circle>\n"
            default:
                let (tag, text) = Self.noteText(e.event)
                out += "<path class=\"note\" data-event=\"\(tag)\" d=\"M\(Self.f(px)) \(Self.f(cy - 11)) L\(Self.f(px + 4)) \(Self.f(cy - 4)) L\(Self.f(px - 4)) \(Self.f(cy - 4)) Z\" fill=\"#7f5539\">\(title(e.t, e.message))</path>\n"
                label(text, at: px, colour: "#7f5539")
            }
        }
        out += "</g>\n"
    }

    static func noteText(_ event: GestureArbitrationLog.Event) -> (String, String) {
        switch event {
        case .beginRefused: ("begin-refused", "refused to begin")
        case .declined: ("declined", "declined")
        case .requirementCycle: ("requirement-cycle", "cycle")
        case .touchesEndedWhileWaiting: ("touches-ended-while-waiting", "lifted while waiting")
        case .requestDropped: ("request-dropped", "request dropped")
        case .illegalTransition: ("illegal-transition", "illegal")
        case .cancelledBeforeBegan: ("cancelled-before-began", "cancelled early")
        case .ignoredTouch: ("ignored-touch", "ignores touch")
        case .withdrawn: ("withdrawn", "withdrawn")
        default: ("other", "")
        }
    }

    /// Arrows between recognizer lanes: waits for, prevents, wins over.
    mutating func connectors(_ centres: [String: Double]) {
        var usedX: [Int: Int] = [:]
        var placed: [(x0: Double, y0: Double, x1: Double, y1: Double)] = []
        var labelled: Set<String> = []
        out += "<g class=\"connectors\">\n"
        for rel in m.relations {
            guard let y1 = centres[rel.from], let y2 = centres[rel.to], y1 != y2 else { continue }
            let base = x(rel.t)
            let slot = usedX[Int(base), default: 0]
            usedX[Int(base)] = slot + 1
            let px = base + 3 + Double(slot) * 9
            let down = y2 > y1
            let start = y1 + (down ? 7 : -7), end = y2 + (down ? -8 : 8)
            let colour = Self.relationColour(rel.kind)
            let dash = rel.kind == .waitsFor ? " stroke-dasharray=\"4 2\"" : ""
            out += "<g class=\"connector\" data-kind=\"\(rel.kind.rawValue)\" data-from=\"\(Self.e(rel.from))\" data-to=\"\(Self.e(rel.to))\">"
            out += "<path d=\"M\(Self.f(px)) \(Self.f(start)) L\(Self.f(px)) \(Self.f(end))\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"1.6\"\(dash) marker-end=\"url(#arrow-\(rel.kind.rawValue))\">\(title(rel.t, rel.message))</path>"
            let text = rel.kind.label
            let width = Self.textWidth(text, size: 9)
            // The label goes beside the arrow, at the first height along it where it overlaps no other label.
            let mid = (start + end) / 2 + 3
            let candidates = [mid, mid - 12, mid + 12, mid - 24, mid + 24].filter {
                $0 - 9 > min(start, end) - 4 && $0 + 3 < max(start, end) + 4
            }
            let key = "\(rel.from)\u{1}\(rel.kind.rawValue)\u{1}\(Int(base))"
            if !labelled.contains(key), let ly = candidates.first(where: { ly in
                !placed.contains { $0.x0 < px + width + 8 && px + 2 < $0.x1 && $0.y0 < ly + 3 && ly - 9 < $0.y1 }
            }) {
                placed.append((px + 2, ly - 9, px + width + 8, ly + 3))
                labelled.insert(key)
                out += "<rect x=\"\(Self.f(px + 2))\" y=\"\(Self.f(ly - 9))\" width=\"\(Self.f(width + 4))\" height=\"12\" rx=\"2\" fill=\"white\" fill-opacity=\"0.85\"/>"
                out += "<text x=\"\(Self.f(px + 4))\" y=\"\(Self.f(ly))\" font-size=\"9\" fill=\"\(colour)\">\(text)</text>"
            }
            out += "</g>\n"
        }
        out += "</g>\n"
    }

    // MARK: Decisions

    mutating func decisionsLane(y: Double) {
        let my = y + 14
        out += "<g class=\"decisions\">\n"
        out += "<text x=\"\(labelX)\" y=\"\(Self.f(my + 4))\" font-weight=\"bold\">view delivery</text>\n"
        out += "<text x=\"\(labelX)\" y=\"\(Self.f(my + 18))\" font-size=\"10\" fill=\"#555\">held, released, cancelled</text>\n"
        out += "<line x1=\"\(Self.f(plotX))\" y1=\"\(Self.f(my))\" x2=\"\(Self.f(plotX + plotW))\" y2=\"\(Self.f(my))\" stroke=\"#eadcc6\"/>\n"
        var rows = LabelRows(3)
        for d in m.decisions {
            let px = x(d.t)
            out += "<g class=\"decision\" data-kind=\"\(d.kind)\">"
            out += Self.decisionMark(d.kind, px, my) + title(d.t, d.message)
            out += "</g>\n"
            guard !d.label.isEmpty else { continue }
            let width = Self.textWidth(d.label)
            if let row = rows.place(px - 4, width: width) {
                out += "<text class=\"label\" x=\"\(Self.f(px - 4))\" y=\"\(Self.f(my + 20 + Double(row) * 13))\" font-size=\"10\" fill=\"\(Self.deliveryColour(d.kind))\">\(Self.e(d.label))</text>\n"
            }
        }
        out += "</g>\n"
    }

    /// Shakes, remote-control commands and keys: they go to the first responder, not to a finger's view.
    mutating func otherInputsLane(y: Double) {
        let my = y + 14
        out += "<g class=\"other-input\">\n"
        out += "<text x=\"\(labelX)\" y=\"\(Self.f(my + 4))\" font-weight=\"bold\">other input</text>\n"
        out += "<text x=\"\(labelX)\" y=\"\(Self.f(my + 18))\" font-size=\"10\" fill=\"#555\">shake, remote control, keys</text>\n"
        out += "<line x1=\"\(Self.f(plotX))\" y1=\"\(Self.f(my))\" x2=\"\(Self.f(plotX + plotW))\" y2=\"\(Self.f(my))\" stroke=\"#cfe3d6\"/>\n"
        var rows = LabelRows(3)
        for mark in m.otherInputs {
            let px = x(mark.t)
            out += "<g class=\"input-mark\"><rect x=\"\(Self.f(px - 3))\" y=\"\(Self.f(my - 6))\" width=\"6\" height=\"12\" rx=\"2\" fill=\"#2f8f5b\"/>"
            out += title(mark.t, mark.message) + "</g>\n"
            let width = Self.textWidth(mark.label)
            if let row = rows.place(px - 4, width: width) {
                out += "<text class=\"label\" x=\"\(Self.f(px - 4))\" y=\"\(Self.f(my + 20 + Double(row) * 13))\" font-size=\"10\" fill=\"#2f8f5b\">\(Self.e(mark.label))</text>\n"
            }
        }
        out += "</g>\n"
    }

    /// The shape for a view-delivery decision: held ‖, released ▶, cancelled ✕, dropped ✕ (grey), note ●.
    static func decisionMark(_ kind: String, _ px: Double, _ py: Double) -> String {
        let c = deliveryColour(kind)
        switch kind {
        case "held":
            return "<rect x=\"\(f(px - 4))\" y=\"\(f(py - 6))\" width=\"3\" height=\"12\" fill=\"\(c)\"/>"
                + "<rect x=\"\(f(px + 1))\" y=\"\(f(py - 6))\" width=\"3\" height=\"12\" fill=\"\(c)\"/>"
        case "released":
            return "<path d=\"M\(f(px - 4)) \(f(py - 6)) L\(f(px + 5)) \(f(py)) L\(f(px - 4)) \(f(py + 6)) Z\" fill=\"\(c)\"/>"
        case "cancelled", "dropped":
            return "<path d=\"M\(f(px - 5)) \(f(py - 5)) L\(f(px + 5)) \(f(py + 5)) M\(f(px - 5)) \(f(py + 5)) L\(f(px + 5)) \(f(py - 5))\" stroke=\"\(c)\" stroke-width=\"2.5\"/>"
        default:
            return "<circle cx=\"\(f(px))\" cy=\"\(f(py))\" r=\"3.5\" fill=\"\(c)\"/>"
        }
    }

    // MARK: Spatial panel

    func panelScale() -> Double {
        let w = max(Double(m.screen.width), 1), h = max(Double(m.screen.height), 1)
        return min(panelW / w, panelMaxH / h)
    }

    func panelHeight() -> Double { max(Double(m.screen.height), 1) * panelScale() }

    mutating func spatialPanel(y: Double, height: Double) {
        let s = panelScale()
        let w = max(Double(m.screen.width), 1) * s
        out += "<g class=\"spatial\">\n"
        out += "<text x=\"\(Self.f(panelX))\" y=\"\(Self.f(y - 8))\" font-weight=\"bold\">finger paths on the screen</text>\n"
        out += "<rect class=\"screen\" x=\"\(Self.f(panelX))\" y=\"\(Self.f(y))\" width=\"\(Self.f(w))\" height=\"\(Self.f(height))\" rx=\"6\" fill=\"#fafbfc\" stroke=\"#555\" stroke-width=\"1.5\"/>\n"
        func point(_ sample: TimelineModel.Sample) -> (Double, Double) { (panelX + sample.x * s, y + sample.y * s) }
        for (i, finger) in m.fingers.enumerated() {
            let colour = Self.fingerColour(i)
            for stroke in finger.strokes {
                guard let first = stroke.samples.first, let last = stroke.samples.last else { continue }
                let points = stroke.samples.map { sample -> String in
                    let (px, py) = point(sample)
                    return "\(Self.f(px)),\(Self.f(py))"
                }.joined(separator: " ")
                let (sx, sy) = point(first), (ex, ey) = point(last)
                let description = "finger \(finger.id): from (\(Self.f(first.x)), \(Self.f(first.y))) to (\(Self.f(last.x)), \(Self.f(last.y)))"
                    + (stroke.hitView.map { ", on \($0)" } ?? "")
                out += "<g class=\"finger-path\" data-id=\"\(finger.id)\">"
                out += "<polyline points=\"\(points)\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"2.5\" stroke-linecap=\"round\" stroke-linejoin=\"round\" stroke-opacity=\"0.85\">\(title(first.t, description))</polyline>"
                out += "<circle class=\"path-start\" cx=\"\(Self.f(sx))\" cy=\"\(Self.f(sy))\" r=\"5\" fill=\"\(colour)\">\(title(first.t, "finger \(finger.id) down"))</circle>"
                out += "<text x=\"\(Self.f(sx + 6))\" y=\"\(Self.f(sy - 5))\" font-size=\"9\" fill=\"\(colour)\">\(finger.id)</text>"
                if !stroke.isOpen {
                    if last.phase == .cancelled {
                        out += "<path class=\"path-end\" data-end=\"cancelled\" d=\"M\(Self.f(ex - 4)) \(Self.f(ey - 4)) L\(Self.f(ex + 4)) \(Self.f(ey + 4)) M\(Self.f(ex - 4)) \(Self.f(ey + 4)) L\(Self.f(ex + 4)) \(Self.f(ey - 4))\" stroke=\"\(colour)\" stroke-width=\"2.5\">\(title(last.t, "finger \(finger.id) cancelled"))</path>"
                    } else {
                        out += "<rect class=\"path-end\" data-end=\"ended\" x=\"\(Self.f(ex - 3.5))\" y=\"\(Self.f(ey - 3.5))\" width=\"7\" height=\"7\" fill=\"white\" stroke=\"\(colour)\" stroke-width=\"2\">\(title(last.t, "finger \(finger.id) lifted"))</rect>"
                    }
                }
                out += "</g>\n"
            }
        }
        out += "</g>\n"
    }

    // MARK: Legend

    mutating func legend(y: Double) {
        out += "<g class=\"legend\">\n"
        out += "<line x1=\"0\" y1=\"\(Self.f(y - 14))\" x2=\"\(Self.f(width))\" y2=\"\(Self.f(y - 14))\" stroke=\"#ddd\"/>\n"
        var cx = labelX
        var cy = y
        func heading(_ text: String) {
            cx = labelX
            out += "<text x=\"\(Self.f(cx))\" y=\"\(Self.f(cy + 4))\" font-weight=\"bold\" font-size=\"10\">\(text)</text>\n"
            cx = plotX - 60
        }
        func item(_ swatch: String, _ text: String) {
            out += "<g class=\"legend-item\">" + swatch
                + "<text x=\"\(Self.f(cx + 16))\" y=\"\(Self.f(cy + 4))\" font-size=\"10\">\(Self.e(text))</text></g>\n"
            cx += 16 + Self.textWidth(text) + 18
        }
        func line(_ colour: String, dash: String = "") -> String {
            "<line x1=\"\(Self.f(cx))\" y1=\"\(Self.f(cy))\" x2=\"\(Self.f(cx + 12))\" y2=\"\(Self.f(cy))\" stroke=\"\(colour)\" stroke-width=\"2.5\"\(dash)/>"
        }
        func box(_ fill: String, stroke: String = "none") -> String {
            "<rect x=\"\(Self.f(cx))\" y=\"\(Self.f(cy - 5))\" width=\"12\" height=\"10\" rx=\"2\" fill=\"\(fill)\" stroke=\"\(stroke)\"/>"
        }
        heading("fingers")
        for phase in [UITouch.Phase.began, .moved, .stationary] { item(line(Self.phaseColour(phase)), "\(phase)") }
        item("<circle cx=\"\(Self.f(cx + 6))\" cy=\"\(Self.f(cy))\" r=\"4\" fill=\"white\" stroke=\"\(Self.phaseColour(.ended))\" stroke-width=\"2\"/>", "ended (lifted)")
        item("<path d=\"M\(Self.f(cx + 2)) \(Self.f(cy - 4)) L\(Self.f(cx + 10)) \(Self.f(cy + 4)) M\(Self.f(cx + 2)) \(Self.f(cy + 4)) L\(Self.f(cx + 10)) \(Self.f(cy - 4))\" stroke=\"\(Self.phaseColour(.cancelled))\" stroke-width=\"2.5\"/>", "cancelled")
        item(line("#555"), "x")
        item(line("#555", dash: " stroke-dasharray=\"4 2\""), "y (share of the screen)")
        item("<rect x=\"\(Self.f(cx + 4))\" y=\"\(Self.f(cy - 6))\" width=\"3\" height=\"12\" fill=\"\(Self.phaseColour(.began))\"/>", "view handler call")
        item(box("url(#hatch-held)", stroke: "#f0a020"), "view delivery held")
        cy += 22
        heading("recognizers")
        for state in Self.states { item(box(Self.stateColour(state)), "\(state)") }
        item(box("url(#hatch-waiting)", stroke: "#d4a017"), "waiting for failure")
        item("<path d=\"M\(Self.f(cx + 6)) \(Self.f(cy - 6)) L\(Self.f(cx + 12)) \(Self.f(cy)) L\(Self.f(cx + 6)) \(Self.f(cy + 6)) L\(Self.f(cx)) \(Self.f(cy)) Z\" fill=\"#f5c518\" stroke=\"#7a5a00\"/>", "action")
        item("<line x1=\"\(Self.f(cx + 6))\" y1=\"\(Self.f(cy - 7))\" x2=\"\(Self.f(cx + 6))\" y2=\"\(Self.f(cy + 7))\" stroke=\"#777\" stroke-width=\"1.5\"/>", "reset")
        cy += 22
        heading("arbitration")
        for kind in [TimelineModel.RelationKind.waitsFor, .prevents, .winsOver] {
            let dash = kind == .waitsFor ? " stroke-dasharray=\"4 2\"" : ""
            let text = kind == .winsOver ? "wins over (a failure requirement recognized)" : kind.label
            item("<line x1=\"\(Self.f(cx))\" y1=\"\(Self.f(cy))\" x2=\"\(Self.f(cx + 12))\" y2=\"\(Self.f(cy))\" stroke=\"\(Self.relationColour(kind))\" stroke-width=\"1.6\"\(dash) marker-end=\"url(#arrow-\(kind.rawValue))\"/>", text)
        }
        for kind in ["held", "released", "cancelled", "dropped"] {
            item(Self.decisionMark(kind, cx + 6, cy), "view delivery \(kind)")
        }
        out += "</g>\n"
    }
}
