// Tactile's VelocityTracker on the recorded gestures of ../shared/data/velocity/ (AOSP's and Flutter's velocity
// tests), fed exactly as Tests/TactileTests/Gestures/Velocity/VelocityConformanceTests.swift feeds it. Prints one JSON
// object: every expected value next to Tactile's, and the tracker's time per sample. velocity-side-by-side.py
// prints the table with ratios (and a NumPy re-derivation of the same least-squares fit beside it).
//
//   velocity-side-by-side [DATA_DIR]     DATA_DIR defaults to ../shared/data/velocity beside the repository
import Foundation
import Tactile

struct Axes: Decodable { var x: Double?; var y: Double? }
struct AOSPFile: Decodable {
    struct Sample: Decodable { var tNs: Int64; var x: Double; var y: Double; var action: String }
    struct Expected: Decodable { var lsq2: Axes }
    struct Case: Decodable { var name: String; var samples: [Sample]; var expected: Expected }
    var cases: [Case]
    var syntheticCases: [Case]
}
struct FlutterFile: Decodable {
    struct Event: Decodable { var tUs: Int64; var x: Double; var y: Double; var kind: String }
    struct Velocity: Decodable { var x: Double; var y: Double }
    struct Gesture: Decodable { var name: String; var events: [Event]; var expectedVelocity: Velocity }
    var gestures: [Gesture]
    var interrupted: Gesture
}
struct Row: Encodable { var source: String; var name: String; var axis: String; var expected: Double; var tactile: Double }
struct Output: Encodable {
    var rows: [Row]
    var samples: Int
    var nanosecondsPerSample: Double
}

let directory: URL = {
    if CommandLine.arguments.count > 1 { return URL(fileURLWithPath: CommandLine.arguments[1]) }
    var repository = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { repository.deleteLastPathComponent() }
    return repository.deletingLastPathComponent().appendingPathComponent("shared/data/velocity")
}()

@MainActor func load<T: Decodable>(_ type: T.Type, _ file: String) -> T {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    guard let data = try? Data(contentsOf: directory.appendingPathComponent(file)) else {
        FileHandle.standardError.write(Data("velocity-side-by-side: \(directory.path)/\(file) not found\n".utf8))
        exit(2)
    }
    return try! decoder.decode(T.self, from: data)
}
let aosp = load(AOSPFile.self, "aosp_velocity_tracker.json")
let flutter = load(FlutterFile.self, "flutter_velocity_tracker.json")

/// AOSP's harness: down resets and is added, moves are added, the velocity is read at up with its lift time.
func aospVelocity(_ c: AOSPFile.Case) -> CGVector? {
    var tracker = VelocityTracker()
    var atLift: CGVector?
    for s in c.samples {
        let time = Double(s.tNs) / 1e9
        switch s.action {
        case "up": atLift = tracker.velocity(atLiftTime: time)
        case "down":
            tracker.reset()
            tracker.addSample(position: CGPoint(x: s.x, y: s.y), time: time)
        default: tracker.addSample(position: CGPoint(x: s.x, y: s.y), time: time)
        }
    }
    return atLift
}

/// Flutter's harness: down and move events are added, the velocity is read at up (no lift time).
func flutterVelocity(_ g: FlutterFile.Gesture) -> CGVector? {
    var tracker = VelocityTracker()
    var v: CGVector?
    for e in g.events {
        if e.kind == "up" { v = tracker.velocity() } else {
            tracker.addSample(position: CGPoint(x: e.x, y: e.y), time: Double(e.tUs) / 1e6)
        }
    }
    return v
}

var rows: [Row] = []
for (source, cases) in [("AOSP recorded", aosp.cases), ("AOSP hand-made", aosp.syntheticCases)] {
    for c in cases {
        guard let v = aospVelocity(c) else { continue }
        if let x = c.expected.lsq2.x { rows.append(Row(source: source, name: c.name, axis: "x", expected: x, tactile: Double(v.dx))) }
        if let y = c.expected.lsq2.y { rows.append(Row(source: source, name: c.name, axis: "y", expected: y, tactile: Double(v.dy))) }
    }
}
for (source, gestures) in [("Flutter", flutter.gestures), ("Flutter interrupted", [flutter.interrupted])] {
    for g in gestures {
        guard let v = flutterVelocity(g) else { continue }
        rows.append(Row(source: source, name: g.name, axis: "x", expected: g.expectedVelocity.x, tactile: Double(v.dx)))
        rows.append(Row(source: source, name: g.name, axis: "y", expected: g.expectedVelocity.y, tactile: Double(v.dy)))
    }
}

// Time per sample (addSample, then velocity() as a recognizer reads it on every move), over every recorded
// sample of both files, repeated until about half a second has passed.
var samples: [(CGPoint, Double)] = []
for c in aosp.cases { for s in c.samples where s.action != "up" { samples.append((CGPoint(x: s.x, y: s.y), Double(s.tNs) / 1e9)) } }
for g in flutter.gestures { for e in g.events where e.kind != "up" { samples.append((CGPoint(x: e.x, y: e.y), Double(e.tUs) / 1e6)) } }
var sink = 0.0
let clock = ContinuousClock()
var rounds = 0
let started = clock.now
while clock.now - started < .milliseconds(500) {
    var tracker = VelocityTracker()
    var last = -Double.infinity
    for (p, t) in samples {
        if t < last { tracker.reset() }
        last = t
        tracker.addSample(position: p, time: t)
        sink += Double(tracker.velocity().dx)
    }
    rounds += 1
}
let elapsed = clock.now - started
let ns = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
if sink.isNaN { print("") }
let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted]
let output = Output(rows: rows, samples: samples.count, nanosecondsPerSample: ns / Double(rounds * samples.count))
print(String(data: try! encoder.encode(output), encoding: .utf8)!)
