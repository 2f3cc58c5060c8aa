// A synthetic session of one hour of virtual time, run as fast as the machine allows, watching resident memory.
//
//   endurance [minutes]          default 60; run.sh runs the full hour (TACTILE_ENDURANCE_MINUTES=N shortens it)
//   endurance [minutes] --real-time   the same session paced by the wall clock, each frame at its time (an hour
//                                takes an hour); run.sh passes it when TACTILE_ENDURANCE_REAL_TIME=1
//   swift run -c release endurance 60     (from Benchmarks/, after run.sh has linked .build-deps/Tactile)
//
// Ten fingers at 240 Hz: each finger comes down somewhere on a 1024 × 768 window, moves for 0.05 to 1.5 s and lifts,
// then rests up to 0.3 s; now and then the system cancels every touch. The window holds twelve tiles; each tile has
// a button and a scroll view with a button inside it (target–action, targets held weakly), and two to five
// recognizers (tap and double tap with a failure requirement, pan, long press, pinch, swipe), some with targets,
// some with closures. Every 3 s of session time one tile is replaced (the old view, its recognizers and its target
// object go, often while a finger is on them), and every second a recognizer is added to or removed from a tile.
//
// It prints the touch events per second of wall-clock time and the resident set size (RSS, from /proc/self/statm)
// at 0 minutes, after a one-minute warm-up, every 10 minutes, and at 30 and 60 minutes, then checks that RSS grew
// by less than 1 MB from the end of the warm-up to the end (PASS/MISS; exit status 1 on MISS).
import Foundation
import TactileTesting

/// A SplitMix64 generator: the same session on every run.
struct SessionRandom {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
    mutating func double(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + unit() * (range.upperBound - range.lowerBound)
    }
    mutating func int(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    mutating func chance(_ p: Double) -> Bool { unit() < p }
}

/// Resident memory in bytes, from /proc/self/statm (its second field counts pages).
func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

func megabytes(_ bytes: Int) -> String { String(format: "%.2f MB", Double(bytes) / 1_048_576) }

/// What the session's actions count, so that nothing is optimized away and the summary can say what happened.
@MainActor final class Tally {
    static var actions = 0
    static var buttons = 0
    static var targetsFreed = 0
}

/// The target of a tile's target–action pairs; held only by the session's tile list, so replacing a tile frees it.
@MainActor final class TileTarget {
    func tapped(_ sender: UITapGestureRecognizer) { Tally.actions += 1 }
    func panned(_ sender: UIPanGestureRecognizer) { Tally.actions += 1 }
    func buttonTapped() { Tally.buttons += 1 }
    deinit { MainActor.assumeIsolated { Tally.targetsFreed += 1 } }
}

@MainActor final class Session {
    static let windowSize = CGSize(width: 1024, height: 768)
    static let rate = 240.0
    let sim = TouchSimulator()
    let window: UIWindow
    var rng = SessionRandom(state: 0x5EED_0F_7AC7_11E)
    var tiles: [(view: UIView, target: TileTarget)] = []

    struct Finger {
        var id = 0
        var down = false
        var location = CGPoint.zero
        var velocity = CGVector(dx: 0, dy: 0)
        var until: TimeInterval = 0
    }
    var fingers = [Finger](repeating: Finger(), count: 10)
    var nextContactID = 1
    var contacts: [DigitizerContact] = []
    var touchEvents = 0
    var frames = 0
    var touchesBegun = 0

    init() {
        window = sim.makeWindow(frame: CGRect(origin: .zero, size: Self.windowSize))
        for i in 0..<12 { tiles.append(makeTile(i)) }
        contacts.reserveCapacity(10)
    }

    func tileFrame(_ i: Int) -> CGRect {
        CGRect(x: CGFloat(i % 4) * 256, y: CGFloat(i / 4) * 256, width: 256, height: 256)
    }

    func makeTile(_ i: Int) -> (view: UIView, target: TileTarget) {
        let target = TileTarget()
        let tile = UIView(frame: tileFrame(i))
        tile.isMultipleTouchEnabled = true
        let button = UIButton(frame: CGRect(x: 8, y: 8, width: 60, height: 40))
        button.addTarget(target, action: TileTarget.buttonTapped, for: .touchUpInside)
        tile.addSubview(button)
        let scroll = UIScrollView(frame: CGRect(x: 128, y: 128, width: 120, height: 120))
        scroll.contentSize = CGSize(width: 400, height: 400)
        let inner = UIButton(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
        inner.addTarget(target, action: TileTarget.buttonTapped, for: .touchUpInside)
        scroll.addSubview(inner)
        tile.addSubview(scroll)
        for _ in 0..<(2 + rng.int(4)) { addRecognizer(to: tile, target: target) }
        window.addSubview(tile)
        return (tile, target)
    }

    func addRecognizer(to view: UIView, target: TileTarget) {
        switch rng.int(6) {
        case 0:
            let single = UITapGestureRecognizer(target: target, action: TileTarget.tapped)
            let double = UITapGestureRecognizer(target: target, action: TileTarget.tapped)
            double.numberOfTapsRequired = 2
            single.require(toFail: double)
            view.addGestureRecognizer(single)
            view.addGestureRecognizer(double)
        case 1: view.addGestureRecognizer(UIPanGestureRecognizer(target: target, action: TileTarget.panned))
        case 2:
            let press = UILongPressGestureRecognizer()
            press.addAction { _ in Tally.actions += 1 }
            view.addGestureRecognizer(press)
        case 3:
            let pinch = UIPinchGestureRecognizer()
            pinch.addAction { _ in Tally.actions += 1 }
            view.addGestureRecognizer(pinch)
        case 4:
            let swipe = UISwipeGestureRecognizer()
            swipe.direction = [.left, .right]
            swipe.addAction { _ in Tally.actions += 1 }
            view.addGestureRecognizer(swipe)
        default:
            let rotation = UIRotationGestureRecognizer()
            rotation.addAction { _ in Tally.actions += 1 }
            view.addGestureRecognizer(rotation)
        }
    }

    /// One second of churn: a recognizer added or removed; every third second a tile replaced.
    func churn(second: Int) {
        let i = rng.int(tiles.count)
        if second % 3 == 0 {
            tiles[i].view.removeFromSuperview()
            tiles[i] = makeTile(i)
        } else if let recognizers = tiles[i].view.gestureRecognizers, recognizers.count > 1, rng.chance(0.5) {
            tiles[i].view.removeGestureRecognizer(recognizers[rng.int(recognizers.count)])
        } else if (tiles[i].view.gestureRecognizers?.count ?? 0) < 8 {
            addRecognizer(to: tiles[i].view, target: tiles[i].target)
        }
    }

    /// One 240 Hz frame at session time `t`.
    func frame(at t: TimeInterval) {
        contacts.removeAll(keepingCapacity: true)
        let dt = 1 / Self.rate
        for f in fingers.indices {
            if fingers[f].down {
                if t >= fingers[f].until {
                    fingers[f].down = false
                    fingers[f].until = t + rng.double(0...0.3)
                    continue  // missing from the snapshot: lifted
                }
                var p = fingers[f].location
                p.x = min(max(p.x + fingers[f].velocity.dx * dt, 0), Self.windowSize.width - 1)
                p.y = min(max(p.y + fingers[f].velocity.dy * dt, 0), Self.windowSize.height - 1)
                fingers[f].location = p
            } else {
                guard t >= fingers[f].until else { continue }
                fingers[f].down = true
                fingers[f].id = nextContactID
                nextContactID += 1
                touchesBegun += 1
                fingers[f].location = CGPoint(
                    x: rng.double(0...(Self.windowSize.width - 1)), y: rng.double(0...(Self.windowSize.height - 1)))
                let speed = rng.chance(0.3) ? 0 : rng.double(20...1500), angle = rng.double(0...(2 * .pi))
                fingers[f].velocity = CGVector(dx: speed * cos(angle), dy: speed * sin(angle))
                fingers[f].until = t + rng.double(0.05...1.5)
            }
            contacts.append(DigitizerContact(id: fingers[f].id, location: fingers[f].location))
        }
        sim.scheduler.advance(to: t)
        if !contacts.isEmpty || frames % 240 == 0 {
            sim.application.enqueueAndProcess(.digitizer(DigitizerFrame(timestamp: t, contacts: contacts)))
            touchEvents += contacts.count
        }
        frames += 1
    }

    /// Runs `minutes` of session time, printing RSS at the checkpoints; returns (RSS after warm-up, RSS at the end).
    func run(minutes: Int, realTime: Bool) -> (warm: Int, end: Int, seconds: Double) {
        let start = sim.now
        var checkpoints = Set([0, 1, minutes / 2, minutes])
        for m in stride(from: 10, to: minutes, by: 10) { checkpoints.insert(m) }
        var warm = 0
        var end = 0
        let clock = ContinuousClock()
        let began = clock.now
        let framesPerSecond = Int(Self.rate)
        for second in 0...(minutes * 60) {
            if second % 60 == 0, checkpoints.contains(second / 60) {
                let rss = residentBytes()
                let elapsed = clock.now - began
                let wall = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
                let rate = wall > 0 ? Double(touchEvents) / wall : 0
                let label = second == 60 ? " (end of warm-up)" : ""
                let minute = String(format: "%2d", second / 60), perSecond = String(format: "%.0f", rate)
                print(
                    "session \(minute) min\(label): RSS \(megabytes(rss)), \(touchEvents) touch events so far, "
                        + "\(perSecond) events/s")
                fflush(nil)  // each checkpoint as it comes, also into a pipe or a file
                if second == 60 || (minutes < 1 && second == 0) { warm = rss }
                end = rss
            }
            if second == minutes * 60 { break }
            churn(second: second)
            for k in 0..<framesPerSecond {
                let t = Double(second) + Double(k) / Self.rate
                if realTime {
                    // Paced: the frame waits for its time on the wall clock, as a touchscreen's would.
                    let wait = clock.now.duration(to: began.advanced(by: .seconds(t)))
                    if wait > .zero {
                        Thread.sleep(
                            forTimeInterval: Double(wait.components.seconds)
                                + Double(wait.components.attoseconds) * 1e-18)
                    }
                }
                frame(at: start + t)
            }
            if second % 97 == 96 { sim.application.cancelAllTouches() }
        }
        let elapsed = clock.now - began
        return (warm, end, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
    }
}

let arguments = CommandLine.arguments.dropFirst()
let realTime = arguments.contains("--real-time")
let minutes = arguments.lazy.compactMap { Int($0) }.first
    ?? ProcessInfo.processInfo.environment["TACTILE_ENDURANCE_MINUTES"].flatMap { Int($0) } ?? 60
let ok = MainActor.assumeIsolated { () -> Bool in
    let session = Session()
    print(
        "endurance: \(minutes) min of session time, 10 fingers at 240 Hz, 12 tiles, churn every second"
            + (realTime ? ", paced by the wall clock" : ""))
    let (warm, end, seconds) = session.run(minutes: minutes, realTime: realTime)
    let growth = end - warm
    print(
        String(
            format: "%d frames, %d touch events (%d touches began) in %.1f s: %.0f events/s, %.0f× real time",
            session.frames, session.touchEvents, session.touchesBegun, seconds,
            Double(session.touchEvents) / seconds, Double(minutes * 60) / seconds))
    print("actions sent: \(Tally.actions), button taps: \(Tally.buttons), tile targets freed: \(Tally.targetsFreed)")
    let pass = growth < 1_048_576
    print(
        (pass ? "PASS  " : "MISS  ")
            + "endurance: RSS grew \(megabytes(growth)) from the end of warm-up to minute \(minutes) (budget < 1 MB)")
    return pass
}
exit(ok ? 0 : 1)
