// Scenes and input pumps shared by the benchmark suites, the allocation probe and the callgrind driver.
//
// A scene is a window with a path of nested views down to the hit view, a few siblings on every level of the path
// (in front of the path view, so that hit-testing has to reject them), and the rest of the views in one container
// per level that the finger is not over (hit-testing rejects it with one test, whatever it holds). Recognizers
// sit on the path, nearest the hit view first. The view count therefore changes the size of the tree, not the
// path; the depth changes the path.
import Foundation
import TactileTesting

/// The view the finger lands on: it takes every touch phase, like a view that draws or tracks touches.
public final class SinkView: UIView {
    public var began = 0, moved = 0, ended = 0, cancelled = 0
    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += touches.count }
    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { moved += touches.count }
    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { ended += touches.count }
    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { cancelled += touches.count }
}

/// A recognizer that stays possible while the touch moves, so that it receives every move, and fails when the
/// touch ends: the most expensive kind to have on the path during a drag.
public final class ObservingRecognizer: UIGestureRecognizer {
    public var moves = 0
    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { moves += 1 }
    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }
    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }
}

/// Lets every recognizer recognize alongside every other, so that none is excluded from the path.
public final class Simultaneous: UIGestureRecognizerDelegate {
    public init() {}
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
    ) -> Bool { true }
}

/// Counts actions sent by recognizers.
public final class ActionCounter {
    public var count = 0
    public init() {}
}

/// A window of `viewCount` views (the window included) with the hit view at `depth` and `recognizerCount`
/// recognizers on the path: one pan that recognizes and sends an action on every move (it does not cancel the
/// view's touches), the rest ``ObservingRecognizer``s; all recognize simultaneously.
@MainActor
public final class DispatchScene {
    public let simulator: TouchSimulator
    public var application: UIApplication { simulator.application }
    public var scheduler: VirtualScheduler { simulator.scheduler }
    public let window: UIWindow
    /// The views from the window's child down to the hit view.
    public private(set) var path: [UIView] = []
    public let hitView: SinkView
    public private(set) var recognizers: [UIGestureRecognizer] = []
    public private(set) var viewCount = 1
    public let delegate = Simultaneous()
    public let actions = ActionCounter()
    /// Where the finger lands, in screen points.
    public let touchPoint = CGPoint(x: 500, y: 500)

    /// Whether a scene with these figures can be built (the path alone needs `depth + 1` views).
    public nonisolated static func isValid(viewCount: Int, depth: Int) -> Bool { viewCount >= depth + 1 && depth >= 1 }

    public init(viewCount: Int, depth: Int, recognizerCount: Int, siblingsPerLevel: Int = 2) {
        precondition(Self.isValid(viewCount: viewCount, depth: depth), "\(viewCount) views cannot hold depth \(depth)")
        simulator = TouchSimulator()
        window = simulator.makeWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let beyondPath = viewCount - 1 - depth
        let siblings = min(siblingsPerLevel, beyondPath / depth)
        var bulk = beyondPath - siblings * depth
        var parent: UIView = window
        var hit: SinkView?
        for level in 0..<depth {
            let frame = parent.bounds.insetBy(dx: 2, dy: 2)
            let view: UIView
            if level == depth - 1 {
                let sink = SinkView(frame: frame)
                sink.isMultipleTouchEnabled = true
                hit = sink
                view = sink
            } else {
                view = UIView(frame: frame)
                view.isMultipleTouchEnabled = true
            }
            parent.addSubview(view)
            path.append(view)
            self.viewCount += 1
            // Siblings in front of the path view, away from the finger: hit-testing tries and rejects each.
            for s in 0..<siblings {
                parent.addSubview(UIView(frame: CGRect(x: 10 + CGFloat(s) * 12, y: 10, width: 10, height: 10)))
                self.viewCount += 1
            }
            // This level's share of the rest, in a container away from the finger.
            let share = bulk / (depth - level)
            if share > 0 {
                bulk -= share
                let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                parent.addSubview(container)
                self.viewCount += 1
                if share > 1 {
                    for i in 0..<(share - 1) {
                        container.addSubview(
                            UIView(frame: CGRect(x: CGFloat(i % 10) * 10, y: CGFloat(i / 10 % 10) * 10, width: 9, height: 9)))
                        self.viewCount += 1
                    }
                }
            }
            parent = view
        }
        hitView = hit!
        precondition(self.viewCount == viewCount, "built \(self.viewCount) views, wanted \(viewCount)")
        if recognizerCount > 0 {
            let pan = UIPanGestureRecognizer()
            pan.cancelsTouchesInView = false
            pan.delegate = delegate
            let actions = self.actions
            pan.addAction { _ in actions.count += 1 }
            hitView.addGestureRecognizer(pan)
            recognizers.append(pan)
            for i in 1..<recognizerCount {
                let r = ObservingRecognizer()
                r.cancelsTouchesInView = false
                r.delegate = delegate
                path[path.count - 1 - (i % path.count)].addGestureRecognizer(r)
                recognizers.append(r)
            }
        }
    }
}

/// Sends digitizer frames for a fixed set of contacts, reusing two frames in turn and changing them in place, so
/// that feeding the pipeline allocates nothing once the fingers are down. Each frame advances the virtual clock
/// by ``interval`` first (timers that fall due run then), like a digitizer reporting at 1/``interval`` Hz.
@MainActor
public struct FramePump {
    public let application: UIApplication
    public let scheduler: VirtualScheduler
    public let interval: TimeInterval
    public private(set) var time: TimeInterval
    private var a: DigitizerFrame
    private var b: DigitizerFrame
    private var useA = true

    /// A pump for contacts with these ids, first at `positions`.
    public init(scene: DispatchScene, ids: [Int], positions: [CGPoint], rate: Double = 240) {
        self.init(application: scene.application, scheduler: scene.scheduler, ids: ids, positions: positions, rate: rate)
    }

    public init(application: UIApplication, scheduler: VirtualScheduler, ids: [Int], positions: [CGPoint], rate: Double = 240) {
        self.application = application
        self.scheduler = scheduler
        self.interval = 1 / rate
        self.time = scheduler.now
        let contacts = zip(ids, positions).map { DigitizerContact(id: $0, location: $1) }
        a = DigitizerFrame(timestamp: time, contacts: contacts)
        b = DigitizerFrame(timestamp: time, contacts: contacts)
    }

    /// Puts the fingers down (a frame with every contact touching, at the current positions).
    public mutating func down() {
        send { _, p in p }
    }

    /// Sends one frame in which contact `i` is at `position(i, current)`.
    @inline(__always)
    public mutating func send(_ position: (Int, CGPoint) -> CGPoint) {
        time += interval
        scheduler.advance(to: time)
        if useA {
            a.timestamp = time
            for i in a.contacts.indices { a.contacts[i].location = position(i, b.contacts[i].location) }
            application.enqueueAndProcess(.digitizer(a))
        } else {
            b.timestamp = time
            for i in b.contacts.indices { b.contacts[i].location = position(i, a.contacts[i].location) }
            application.enqueueAndProcess(.digitizer(b))
        }
        useA.toggle()
    }

    /// Lifts every finger (not allocation-free: it builds a new frame).
    public mutating func lift() {
        time += interval
        scheduler.advance(to: time)
        let last = useA ? b : a
        let contacts = last.contacts.map {
            var c = $0
            c.state = .lifted
            return c
        }
        application.enqueueAndProcess(.digitizer(DigitizerFrame(timestamp: time, contacts: contacts)))
    }
}

/// One finger on a ``DispatchScene``, moving back and forth around the touch point by ±`amplitude` points.
@MainActor
public struct DragDriver {
    public let scene: DispatchScene
    public private(set) var pump: FramePump
    private var step = 0
    public let amplitude: CGFloat

    /// Puts the finger down and moves it far enough for the pan (if any) to recognize; the steady state starts
    /// after this.
    public init(scene: DispatchScene, amplitude: CGFloat = 40) {
        self.scene = scene
        self.amplitude = amplitude
        pump = FramePump(scene: scene, ids: [1], positions: [scene.touchPoint])
        pump.down()
        for _ in 0..<16 { move() }
    }

    /// One move: a triangle wave of period 32 frames.
    @inline(__always)
    public mutating func move() {
        step = (step + 1) & 31
        let offset = CGFloat(step < 16 ? step : 32 - step) * amplitude / 16 - amplitude / 2
        let center = scene.touchPoint
        pump.send { _, _ in CGPoint(x: center.x + offset, y: center.y + offset / 2) }
    }

    public mutating func lift() { pump.lift() }
}

/// A tap at the scene's touch point, with prebuilt frames: ``down()`` begins a touch, ``up()`` ends it. Taps are
/// spaced by `spacing` seconds so that they do not count as a multiple tap.
@MainActor
public struct TapDriver {
    public let scene: DispatchScene
    private let downFrame: DigitizerFrame
    private let upFrame: DigitizerFrame
    public private(set) var time: TimeInterval
    public let spacing: TimeInterval

    public init(scene: DispatchScene, spacing: TimeInterval = 1) {
        self.scene = scene
        self.spacing = spacing
        time = scene.scheduler.now
        downFrame = DigitizerFrame(timestamp: 0, contacts: [DigitizerContact(id: 1, location: scene.touchPoint)])
        upFrame = DigitizerFrame(
            timestamp: 0, contacts: [DigitizerContact(id: 1, location: scene.touchPoint, state: .lifted)])
    }

    /// Moves the clock to the next tap (running whatever timers fall due); not part of the touch's cost.
    public mutating func prepareDown() {
        time += spacing
        scene.scheduler.advance(to: time)
    }

    public func down() {
        var f = downFrame
        f.timestamp = time
        scene.application.enqueueAndProcess(.digitizer(f))
    }

    public mutating func prepareUp() {
        time += 0.05
        scene.scheduler.advance(to: time)
    }

    public func up() {
        var f = upFrame
        f.timestamp = time
        scene.application.enqueueAndProcess(.digitizer(f))
    }
}

/// Ten fingers on one view, pinching and rotating together around its centre at 240 Hz, under a pinch, a
/// rotation and a pan recognizer that recognize simultaneously (each sends an action per frame).
@MainActor
public final class StormScene {
    public let scene: DispatchScene
    public let pinch = UIPinchGestureRecognizer()
    public let rotation = UIRotationGestureRecognizer()
    public let pan = UIPanGestureRecognizer()
    public let actions = ActionCounter()
    public private(set) var pump: FramePump
    private var frame = 0
    public let fingers = 10

    public init(viewCount: Int = 100, depth: Int = 5) {
        scene = DispatchScene(viewCount: viewCount, depth: depth, recognizerCount: 0)
        for r in [pinch, rotation, pan] as [UIGestureRecognizer] {
            r.delegate = scene.delegate
            let actions = self.actions
            r.addAction { _ in actions.count += 1 }
            scene.hitView.addGestureRecognizer(r)
        }
        let center = scene.touchPoint
        let ids = Array(1...fingers)
        let positions = ids.map { Self.position(finger: $0 - 1, of: 10, frame: 0, center: center) }
        pump = FramePump(scene: scene, ids: ids, positions: positions)
        pump.down()
        for _ in 0..<24 { step() }  // every recognizer has begun by now
        precondition([pinch, rotation, pan].allSatisfy { $0.state == .changed }, "a storm recognizer did not begin")
    }

    /// Finger `i` of `n` at frame `k`: on a circle whose radius breathes between 100 and 300 points (pinch)
    /// while it turns back and forth by up to 46° (rotate) and its centre sways by up to 60 points (pan).
    @inline(__always)
    static func position(finger i: Int, of n: Int, frame k: Int, center: CGPoint) -> CGPoint {
        let phase = Double(k % 240) / 240 * 2 * .pi
        let radius = 200 + 100 * sin(phase)
        let angle = Double(i) / Double(n) * 2 * .pi + 0.8 * sin(phase)
        let sway = 60 * sin(phase)
        return CGPoint(x: center.x + sway + radius * cos(angle), y: center.y + sway / 2 + radius * sin(angle))
    }

    /// One frame: every finger moves.
    @inline(__always)
    public func step() {
        frame += 1
        let k = frame, n = fingers, center = scene.touchPoint
        pump.send { i, _ in Self.position(finger: i, of: n, frame: k, center: center) }
    }
}

/// A chain of `links` recognizers on the hit view where each requires the next to fail (r0 waits for r1, which
/// waits for r2, …): taps resolve the chain from its end; moves keep it pending.
///
/// With `simultaneous` (the default), every recognizer has the ``Simultaneous`` delegate: a tap recognizes the
/// last link, which makes the one before it fail, which frees the one before that to recognize, and so on, so
/// about half the links recognize. Each one that recognizes is checked against every other recognizer sharing
/// the touch for exclusion, and the delegate is asked about each pair, as UIKit does: n²/2 questions a tap, which
/// grow faster than the chain whatever the failure graph does.
///
/// Without it (`simultaneous: false`, `.taps` only), the recognizers follow UIKit's plain exclusion (the first to
/// recognize prevents the others), which measures the failure graph itself. Under exclusion one tap cannot walk
/// the chain link by link, as the simultaneous one does: the first recognition ends it. A last link that
/// recognized at once would prevent every other link before any wait is resolved, so the last link is an
/// ``ObservingRecognizer`` instead, which fails when the finger lifts. The lift makes each tap link ask to
/// recognize and wait for the next (every edge of the chain is recorded); then the last link fails, which frees
/// the link before it through the graph; that one recognizes (one action) and prevents every other waiting link,
/// and each of their failures is passed along its edge to the link that waits for it. Every link is then reset.
/// (`TACTILE_PROBE_LOG=1 .build/release/alloc-probe 1 chaintap-3` prints the log of one such tap.)
@MainActor
public final class ChainScene {
    public let scene: DispatchScene
    public private(set) var chain: [UIGestureRecognizer] = []

    /// `kind`: `.taps` puts single-tap recognizers in the chain (a tap recognizes the last, which makes the one
    /// before it fail, and so on); `.observers` puts ``ObservingRecognizer``s (pending for a whole drag).
    public enum Kind: Sendable { case taps, observers }

    public init(links: Int, kind: Kind, simultaneous: Bool = true, viewCount: Int = 100, depth: Int = 5) {
        precondition(simultaneous || kind == .taps, "only tap chains have an exclusive variant")
        scene = DispatchScene(viewCount: viewCount, depth: depth, recognizerCount: 0)
        for i in 0...links {
            let observes = kind == .observers || (!simultaneous && i == links)
            let r: UIGestureRecognizer = observes ? ObservingRecognizer() : UITapGestureRecognizer()
            r.name = "link \(i)"
            if simultaneous { r.delegate = scene.delegate } else if !observes {
                _ = r.addAction { [actions = scene.actions] _ in actions.count += 1 }
            }
            r.cancelsTouchesInView = false
            scene.hitView.addGestureRecognizer(r)
            chain.append(r)
        }
        for i in 0..<links { chain[i].require(toFail: chain[i + 1]) }
    }
}
