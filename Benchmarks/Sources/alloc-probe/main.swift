// Drives N events of one scenario through the pipeline, for valgrind.
//
//   alloc-probe [N] [scenario]
//
// Every measured event goes through `measuredEvent`, a function that is never inlined, so that
// `valgrind --tool=callgrind --toggle-collect='*measuredEvent*'` counts the instructions of those events only (setup
// excluded; run-callgrind.sh divides by N). Under `valgrind --tool=memcheck`, equal heap totals for two values of N
// mean the scenario's events allocate nothing (run-alloc-probe.sh).
//
// Scenarios (default `probe`):
//   probe                two fingers moving; hit view at depth 20 with 100 sibling views on the path, three
//                        custom recognizers, a pan and a pinch recognizing simultaneously
//   move-vV-dD-rR        one finger moving, BenchmarkScenes' DispatchScene(viewCount: V, depth: D, recognizers: R)
//   began-vV-dD-rR       a touch beginning (the tap's up is not counted)
//   ended-vV-dD-rR       a touch ending
//   storm                one frame of ten fingers pinching and rotating (StormScene)
//   hittest-vV-dD        UIWindow.hitTest alone
//   hittest-flat-vV      UIWindow.hitTest over V - 2 sibling views in front of the hit view (one level)
//   velocity             VelocityTracker.addSample + velocity()
//   render-build-vV      a new DisplayListBuilder's first update() of a window of V views in rows of 100, each
//                        with a background (the Render benchmark's "display list build")
//   render-move-vV       one of those views moved, then the window's own builder's update()
//   evemu-parse          EvemuRecording.parse of a synthetic ten-finger recording of N events (one call; divide
//                        by N for the cost per event)
//   libinput-parse       LibinputRecording.parse of the same recording as libinput record YAML
//   chaintap-L           a tap on a chain of L links, each requiring the next to fail, under UIKit's plain
//                        exclusion (ChainScene with simultaneous: false; 2 events)
//   chaintap-sim-L       the same chain of L + 1 tap recognizers that all recognize simultaneously (2 events)
//   widetap-W            a tap on W tap recognizers that all require one recognizer to fail, which fails when
//                        the finger lifts, under plain exclusion (2 events)
//   widetap-sim-W        the same, all recognizing simultaneously (2 events)
//   TACTILE_PROBE_LOG=1  with chaintap-… or widetap-…: prints the arbitration log of the first tap
//   solver-scratch       the layout solver: SolverScenes' StackScene (1,000 constraints) solved from scratch
//   solver-width         its required container width changed in place (375 ↔ 376), changed values read
//   solver-icon          the middle cell's required icon width changed in place (32 ↔ 33), changed values read
//   solver-suggest       the container width as an edit variable (priority 999), a new value suggested
//   solver-nothing       the changed values read when nothing changed
//   layout-constant      Auto Layout through the views (GridScene: 250 views, 1,000 constraints): the first row's
//                        height changed (240 views move), then the window's layoutIfNeeded()
//   layout-width         the middle row's first width changed (9 views move), then layoutIfNeeded()
//   layout-nothing       setNeedsLayout() and layoutIfNeeded() on the window with nothing changed
import BenchmarkScenes
import Foundation
import LayoutSolverUnderBenchmark
import SolverScenes
import TactileTesting
import TactileRender
import TactileTrace

final class Sink: UIView {
    var moves = 0
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { moves += touches.count }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
}
final class Rec: UIGestureRecognizer {
    var n = 0
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { n += 1 }
}

@inline(never) @MainActor func measuredEvent(_ body: () -> Void) { body() }

let arguments = Array(CommandLine.arguments.dropFirst())
let n = Int(arguments.first ?? "1000")!
let scenario = arguments.count > 1 ? arguments[1] : "probe"

/// `move-v1000-d20-r5` → [1000, 20, 5].
func figures(_ s: String) -> [Int] {
    s.split(separator: "-").dropFirst().map { Int($0.dropFirst())! }
}

MainActor.assumeIsolated {
    switch scenario {
    case "probe":
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        var parent: UIView = window
        for _ in 0..<20 {
            let v = UIView(frame: parent.bounds)
            parent.addSubview(v)
            for _ in 0..<5 { parent.addSubview(UIView(frame: CGRect(x: 400, y: 0, width: 5, height: 5))) }
            parent = v
        }
        let sink = Sink(frame: parent.bounds)
        sink.isMultipleTouchEnabled = true
        parent.addSubview(sink)
        for _ in 0..<3 { sink.addGestureRecognizer(Rec()) }
        let pan = UIPanGestureRecognizer()
        var panActions = 0
        pan.addAction { _ in panActions += 1 }
        sink.addGestureRecognizer(pan)
        let pinch = UIPinchGestureRecognizer()
        let both = Simultaneous()
        pinch.delegate = both
        sink.addGestureRecognizer(pinch)
        // Two fingers down, then N moves alternating between two prebuilt frames.
        let t0 = sim.now
        func frame(_ dx: CGFloat, _ t: TimeInterval) -> RawInputEvent {
            .digitizer(DigitizerFrame(timestamp: t, contacts: [
                DigitizerContact(id: 1, location: CGPoint(x: 50 + dx, y: 50)),
                DigitizerContact(id: 2, location: CGPoint(x: 150 + dx, y: 50)),
            ]))
        }
        sim.application.enqueueAndProcess(frame(0, t0))
        sim.application.enqueueAndProcess(frame(30, t0))  // the pan begins
        let a = frame(31, t0), b = frame(32, t0)
        for i in 0..<n { measuredEvent { sim.application.enqueueAndProcess(i % 2 == 0 ? a : b) } }
        print("moves delivered:", sink.moves, "pan actions:", panActions, "pan state:", pan.state)
    case let s where s.hasPrefix("move-"):
        let f = figures(s)
        var drag = DragDriver(scene: DispatchScene(viewCount: f[0], depth: f[1], recognizerCount: f[2]))
        for _ in 0..<n { measuredEvent { drag.move() } }
        print("moves delivered:", drag.scene.hitView.moved, "pan actions:", drag.scene.actions.count)
    case let s where s.hasPrefix("began-") || s.hasPrefix("ended-"):
        let f = figures(s)
        var tap = TapDriver(scene: DispatchScene(viewCount: f[0], depth: f[1], recognizerCount: f[2]))
        let beganOnly = s.hasPrefix("began-")
        for _ in 0..<n {
            tap.prepareDown()
            if beganOnly { measuredEvent { tap.down() } } else { tap.down() }
            tap.prepareUp()
            if beganOnly { tap.up() } else { measuredEvent { tap.up() } }
        }
        print("touches began:", tap.scene.hitView.began, "ended:", tap.scene.hitView.ended)
    case let s where s.hasPrefix("chaintap-") || s.hasPrefix("widetap-"):
        // chaintap-L: a tap (down and up) on a chain of L links under UIKit's plain exclusion (L tap recognizers,
        // each requiring the next to fail, and a last link that fails on the lift; see ChainScene);
        // chaintap-sim-L: L + 1 tap recognizers that all recognize simultaneously.
        // widetap-W / widetap-sim-W: W tap recognizers that all require one recognizer to fail (see WideScene).
        let simultaneous = s.contains("-sim-")
        let size = Int(s.split(separator: "-").last ?? "") ?? 100
        let chain = s.hasPrefix("chaintap-") ? ChainScene(links: size, kind: .taps, simultaneous: simultaneous) : nil
        let wide = chain == nil ? WideScene(waiters: size, simultaneous: simultaneous) : nil
        let scene = chain?.scene ?? wide!.scene
        var tap = TapDriver(scene: scene)
        if ProcessInfo.processInfo.environment["TACTILE_PROBE_LOG"] != nil {
            let log = GestureArbitrationLog()
            scene.application.gestureArbitrationLog = log
            tap.prepareDown(); tap.down(); tap.prepareUp(); tap.up()
            scene.application.gestureArbitrationLog = nil
            for entry in log.entries { print(entry) }
        }
        for _ in 0..<n {
            tap.prepareDown()
            measuredEvent { tap.down() }
            tap.prepareUp()
            measuredEvent { tap.up() }
        }
        let recognizers = chain?.chain ?? wide!.waiters + [wide!.hub]
        let reset = recognizers.allSatisfy { $0.state == .possible }
        print("touches began:", tap.scene.hitView.began, "ended:", tap.scene.hitView.ended,
            "actions:", scene.actions.count, "all reset:", reset)
    case "storm":
        let storm = StormScene()
        for _ in 0..<n { measuredEvent { storm.step() } }
        print("frames:", n, "actions:", storm.actions.count, "pinch:", storm.pinch.state, "rotation:", storm.rotation.state)
    case let s where s.hasPrefix("hittest-flat-v"):
        let views = Int(s.dropFirst("hittest-flat-v".count)) ?? 1_000
        let scene = DispatchScene(viewCount: views, depth: 1, recognizerCount: 0, siblingsPerLevel: views - 2)
        var hits = 0
        for _ in 0..<n { measuredEvent { if scene.window.hitTest(scene.touchPoint, with: nil) === scene.hitView { hits += 1 } } }
        print("hits:", hits)
    case let s where s.hasPrefix("hittest-"):
        let f = figures(s)
        let scene = DispatchScene(viewCount: f[0], depth: f[1], recognizerCount: 0)
        var hits = 0
        for _ in 0..<n { measuredEvent { if scene.window.hitTest(scene.touchPoint, with: nil) === scene.hitView { hits += 1 } } }
        print("hits:", hits)
    case "evemu-parse", "libinput-parse":
        // About 33 events a frame: enough frames for n events, then the text cut after the n-th event line.
        let recording = SyntheticRecording(seconds: Double(n) / 33 / 240 + 0.05)
        let evemu = scenario == "evemu-parse"
        let full = evemu ? recording.evemuText : recording.libinputText
        let lines = full.split(separator: "\n", omittingEmptySubsequences: false)
        let header = lines.firstIndex { evemu ? $0.hasPrefix("E:") : $0.hasPrefix("  - evdev:") }!
        var kept = 0, end = header
        while kept < n {
            if lines[end].hasPrefix(evemu ? "E:" : "    - [") { kept += 1 }
            end += 1
        }
        let text = lines[..<end].joined(separator: "\n") + "\n"
        var events = 0
        measuredEvent {
            events = (try? evemu ? EvemuRecording.parse(text) : LibinputRecording.parse(text))?.events.count ?? -1
        }
        print("events:", events)
        precondition(events == n, "parsed \(events) events, wanted \(n)")
    case let s where s.hasPrefix("render-"):
        let views = Int(s.split(separator: "-").last!.dropFirst())!
        let sim = TouchSimulator()
        let window = sim.makeWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        var row = UIView(frame: .zero)
        var moving = row
        for i in 0..<views {
            if i % 100 == 0 {
                row = UIView(frame: CGRect(x: 0, y: CGFloat(i / 100) * 12, width: 1000, height: 12))
                window.addSubview(row)
            }
            let view = UIView(frame: CGRect(x: CGFloat(i % 100) * 10, y: 0, width: 9, height: 11))
            view.backgroundColor = UIColor(white: CGFloat(i % 7) / 7, alpha: 1)
            row.addSubview(view)
            if i == views / 2 { moving = view }
        }
        var items = 0
        if s.hasPrefix("render-build-") {
            for _ in 0..<n { measuredEvent { let b = DisplayListBuilder(window: window); b.update(); items += b.list.items.count } }
        } else {
            let builder = DisplayListBuilder(window: window)
            builder.update()
            var step: CGFloat = 1
            for _ in 0..<n {
                measuredEvent {
                    moving.center.x += step
                    step = -step
                    builder.update()
                    items += builder.list.changes.changedIDs.count
                }
            }
        }
        print("items:", items)
    case "velocity":
        var tracker = VelocityTracker()
        var t = 0.0, x = 0.0, sum = 0.0
        for i in 0..<n {
            measuredEvent {
                t += 1.0 / 240
                x += Double(i % 7)
                tracker.addSample(position: CGPoint(x: x, y: 0.5 * x), time: t)
                sum += tracker.velocity().dx
            }
        }
        print("velocity sum:", sum)
    case "solver-scratch":
        var changes = 0
        for _ in 0..<n {
            let scene = StackScene()
            measuredEvent {
                do { try scene.solve() } catch { print(error) }
            }
            changes += scene.changes
        }
        print("changes:", changes)
    case "solver-width", "solver-icon", "solver-suggest", "solver-nothing":
        let scene = StackScene(editableWidth: scenario == "solver-suggest")
        do {
            try scene.solve()
            if scenario == "solver-suggest" {
                try scene.solver.addEditVariable(scene.containerWidthVariable, strength: Strength(priority: 999))
            }
        } catch {
            print(error)
            exit(1)
        }
        var step = 0.0
        for _ in 0..<n {
            step = 1 - step
            measuredEvent {
                do {
                    switch scenario {
                    case "solver-width": try scene.solver.updateConstant(of: scene.containerWidth, to: -375 - step)
                    case "solver-icon": try scene.solver.updateConstant(of: scene.iconWidth, to: -32 - step)
                    case "solver-suggest": try scene.solver.suggestValue(375 + step, for: scene.containerWidthVariable)
                    default: break
                    }
                } catch {
                    print(error)
                }
                scene.report()
            }
        }
        print("changes:", scene.changes)
    case "layout-constant", "layout-width", "layout-nothing":
        let scene = GridScene()
        scene.window.layoutIfNeeded()
        for _ in 0..<n {
            measuredEvent {
                switch scenario {
                case "layout-constant": scene.toggleFirstRow()
                case "layout-width": scene.toggleMiddleWidth()
                default: scene.window.setNeedsLayout()
                }
                scene.window.layoutIfNeeded()
            }
        }
        print("last view:", scene.window.subviews.last?.frame ?? .zero)
    default:
        print("unknown scenario \(scenario)")
        exit(2)
    }
}
