import Foundation
import MallocInterposerSwift
import TactileTesting
import Testing

// The CI check of issue 8's first budget: a touch-move in steady state allocates nothing. It counts the heap
// allocations (malloc, calloc, realloc, posix_memalign…) made on this thread while moves go through the whole
// pipeline, with ordo-one/malloc-interposer, whose allocator functions replace libc's in the test process. The
// interposer counts every thread; its allocation hook runs on the allocating thread, and only this thread's
// allocations are counted, so tests running in parallel do not disturb the count.
//
// The full figures (time and mallocs per event, many scenes) are Benchmarks/run.sh's.

/// The thread whose allocations are being counted, if any; the count; and, in an unoptimized build, the runtime's
/// own allocations left out of it (see `AllocationSite`).
nonisolated(unsafe) private var countedThread: pthread_t?
nonisolated(unsafe) private var countedAllocations = 0
nonisolated(unsafe) var leftOut = 0
nonisolated(unsafe) private var inHook = false

private let countingHook: MallocInterposerSwift.AllocationHook = { _ in
    guard let thread = countedThread, pthread_equal(pthread_self(), thread) != 0, !inHook else { return }
    inHook = true
    defer { inHook = false }
    #if DEBUG
    if AllocationSite.isRuntimeOnly() {
        leftOut += 1
        return
    }
    #endif
    countedAllocations += 1
}

/// The number of heap allocations `body` makes on the calling thread.
func allocations(_ body: () -> Void) -> Int {
    #if DEBUG
    AllocationSite.prepare()
    #endif
    countedAllocations = 0
    leftOut = 0
    countedThread = pthread_self()
    MallocInterposerSwift.setAllocationHook(countingHook)
    MallocInterposerSwift.hook()
    body()
    MallocInterposerSwift.unhook()
    MallocInterposerSwift.setAllocationHook(nil)
    countedThread = nil
    return countedAllocations
}

#if DEBUG
/// Where an allocation comes from, in an unoptimized build.
///
/// Without optimization the standard library's generic code runs unspecialized, and its coroutine accessors (an
/// array's subscript read through `Collection`, used by `contains(where:)`, `enumerated()`, `for … in`) malloc
/// their frames on every element access; an optimized build specializes them away and allocates nothing there.
/// So a debug build leaves out allocations that libswiftCore makes by calling malloc itself, and counts those that
/// come through `swift_slowAlloc` (every object, array and dictionary buffer, closure context, box and
/// `UnsafeMutablePointer.allocate`) and those made anywhere else. An optimized build (`swift test -c release
/// -Xswiftc -enable-testing`) counts every allocation. The site is the caller of malloc, found with glibc's
/// `backtrace` and `dladdr`.
private enum AllocationSite {
    typealias Backtrace = @convention(c) (UnsafeMutablePointer<UnsafeMutableRawPointer?>?, Int32) -> Int32
    /// `dladdr(address, info)`; `info` is a `Dl_info`: four pointers (file name, file base, symbol name, symbol
    /// address).
    typealias Dladdr = @convention(c) (UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Int32

    /// Frames captured: the hook's, the interposer's (about four) and malloc's caller.
    static let depth = 8
    nonisolated(unsafe) static var backtrace: Backtrace?
    nonisolated(unsafe) static var dladdr: Dladdr?
    nonisolated(unsafe) static let frames = UnsafeMutablePointer<UnsafeMutableRawPointer?>.allocate(capacity: depth)
    nonisolated(unsafe) static let info = UnsafeMutableRawPointer.allocate(
        byteCount: 4 * MemoryLayout<UnsafeRawPointer>.stride, alignment: MemoryLayout<UnsafeRawPointer>.alignment)
    nonisolated(unsafe) static var interposerBase: UnsafeMutableRawPointer?
    nonisolated(unsafe) static var runtimeBase: UnsafeMutableRawPointer?
    nonisolated(unsafe) static var slowAlloc: UnsafeMutableRawPointer?

    static var fileBase: UnsafeMutableRawPointer? {
        info.load(fromByteOffset: MemoryLayout<UnsafeRawPointer>.stride, as: UnsafeMutableRawPointer?.self)
    }
    static var symbolAddress: UnsafeMutableRawPointer? {
        info.load(fromByteOffset: 3 * MemoryLayout<UnsafeRawPointer>.stride, as: UnsafeMutableRawPointer?.self)
    }

    /// Looks the functions and libraries up, and calls `backtrace` once (its first call loads the unwinder,
    /// which allocates).
    static func prepare() {
        guard backtrace == nil,
            let b = dlsym(nil, "backtrace"), let d = dlsym(nil, "dladdr"),
            let enable = dlsym(nil, "malloc_interposer_enable"), let slow = dlsym(nil, "swift_slowAlloc")
        else { return }
        let dladdr = unsafeBitCast(d, to: Dladdr.self)
        if dladdr(enable, info) != 0 { interposerBase = fileBase }
        if dladdr(slow, info) != 0 { runtimeBase = fileBase }
        slowAlloc = slow
        let backtrace = unsafeBitCast(b, to: Backtrace.self)
        _ = backtrace(frames, Int32(depth))
        keys.initialize(repeating: 0, count: 3 * slots)
        Self.dladdr = dladdr
        Self.backtrace = backtrace
    }

    /// What `dladdr` says of an address (its library's base and its symbol's address), remembered: the same few
    /// call sites allocate again and again, and `dladdr` searches a library's symbols one by one.
    static let slots = 4096
    nonisolated(unsafe) static let keys = UnsafeMutablePointer<UInt>.allocate(capacity: 3 * slots)

    static func describe(_ address: UnsafeMutableRawPointer?) -> (base: UInt, symbol: UInt) {
        let key = UInt(bitPattern: address)
        var slot = Int((key >> 2) % UInt(slots))
        for _ in 0..<slots {
            if keys[3 * slot] == key { return (keys[3 * slot + 1], keys[3 * slot + 2]) }
            if keys[3 * slot] == 0 {
                var found = (base: UInt(0), symbol: UInt(0))
                if let dladdr, dladdr(address, info) != 0 {
                    found = (UInt(bitPattern: fileBase), UInt(bitPattern: symbolAddress))
                }
                keys[3 * slot] = key
                keys[3 * slot + 1] = found.base
                keys[3 * slot + 2] = found.symbol
                return found
            }
            slot = (slot + 1) % slots
        }
        return (0, 0)
    }

    /// Whether the allocation being made was asked for by libswiftCore itself, not through `swift_slowAlloc`.
    static func isRuntimeOnly() -> Bool {
        guard let backtrace, runtimeBase != nil else { return false }
        let count = Int(backtrace(frames, Int32(depth)))
        let interposer = UInt(bitPattern: interposerBase)
        // The first frames are this hook's, then come the interposer's; the next one called malloc.
        var i = 0
        while i < count, describe(frames[i]).base != interposer { i += 1 }
        while i < count, describe(frames[i]).base == interposer { i += 1 }
        guard i < count else { return false }
        let caller = describe(frames[i])
        return caller.base == UInt(bitPattern: runtimeBase) && caller.symbol != UInt(bitPattern: slowAlloc)
    }
}
#endif

@inline(never) private func allocateOnPurpose() -> Int {
    let buffer = UnsafeMutablePointer<Int>.allocate(capacity: 16)
    buffer.initialize(repeating: 7, count: 16)
    defer { buffer.deallocate() }
    return buffer[3]
}

/// Whether the interposer sees this process's allocations (it does when it is loaded before libc, as linking
/// it does on Linux and macOS).
let mallocCountingWorks: Bool = allocations { _ = allocateOnPurpose() } > 0

// MARK: Scenes

/// Takes every touch phase, like a view that tracks touches.
private final class TrackingView: UIView {
    var moved = 0, began = 0, ended = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += touches.count }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { moved += touches.count }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { ended += touches.count }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

/// Stays possible while touches move, so it receives every move.
private final class ObservingRecognizer: UIGestureRecognizer {
    var moves = 0
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { moves += 1 }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }
}

private final class Simultaneous: UIGestureRecognizerDelegate {
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
    ) -> Bool { true }
}

/// A window with the hit view at depth 20, two sibling views in front of the path on every level, and
/// `observers` observing recognizers on the path besides `recognizers`.
@MainActor
private struct Scene {
    let simulator = TouchSimulator()
    let window: UIWindow
    let view: TrackingView
    let delegate = Simultaneous()

    init(recognizers: [UIGestureRecognizer], observers: Int) {
        window = simulator.makeWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        var parent: UIView = window
        var path: [UIView] = []
        for level in 0..<20 {
            let frame = parent.bounds.insetBy(dx: 2, dy: 2)
            let v = level == 19 ? TrackingView(frame: frame) : UIView(frame: frame)
            v.isMultipleTouchEnabled = true
            parent.addSubview(v)
            for s in 0..<2 { parent.addSubview(UIView(frame: CGRect(x: 10 + CGFloat(s) * 12, y: 10, width: 10, height: 10))) }
            path.append(v)
            parent = v
        }
        view = parent as! TrackingView
        for r in recognizers {
            r.delegate = delegate
            r.cancelsTouchesInView = false
            view.addGestureRecognizer(r)
        }
        for i in 0..<observers {
            let r = ObservingRecognizer()
            r.delegate = delegate
            r.cancelsTouchesInView = false
            path[path.count - 1 - (i % path.count)].addGestureRecognizer(r)
        }
    }
}

/// Sends frames for a fixed set of contacts from two frames used in turn and changed in place, as a digitizer
/// driver would, so that the input itself allocates nothing once the fingers are down.
@MainActor
private struct Pump {
    let scene: Scene
    var a: DigitizerFrame
    var b: DigitizerFrame
    var useA = true
    var time: TimeInterval
    var frame = 0

    init(scene: Scene, fingers: Int) {
        self.scene = scene
        time = scene.simulator.now
        let contacts = (0..<fingers).map { DigitizerContact(id: $0 + 1, location: Self.position($0, fingers, 0)) }
        a = DigitizerFrame(timestamp: time, contacts: contacts)
        b = a
        scene.simulator.application.enqueueAndProcess(.digitizer(a))
    }

    /// Finger `i` of `n` at frame `k`: on a circle that breathes and turns (a pinch and a rotation) while its
    /// centre sways (a pan); one finger just sways.
    static func position(_ i: Int, _ n: Int, _ k: Int) -> CGPoint {
        let phase = Double(k % 120) / 120 * 2 * .pi
        let radius = n == 1 ? 0 : 200 + 100 * sin(phase)
        let angle = Double(i) / Double(n) * 2 * .pi + 0.8 * sin(phase)
        let sway = 60 * sin(phase)
        return CGPoint(x: 500 + sway + radius * cos(angle), y: 500 + sway / 2 + radius * sin(angle))
    }

    mutating func move() {
        frame += 1
        time += 1.0 / 240
        scene.simulator.scheduler.advance(to: time)
        let k = frame
        if useA {
            a.timestamp = time
            for i in a.contacts.indices { a.contacts[i].location = Self.position(i, a.contacts.count, k) }
            scene.simulator.application.enqueueAndProcess(.digitizer(a))
        } else {
            b.timestamp = time
            for i in b.contacts.indices { b.contacts[i].location = Self.position(i, b.contacts.count, k) }
            scene.simulator.application.enqueueAndProcess(.digitizer(b))
        }
        useA.toggle()
    }
}

@Suite(
    "Allocation-free touch moves (malloc counting)",
    .serialized,
    .enabled(
        if: mallocCountingWorks,
        "malloc counting is not available in this process (malloc-interposer saw no allocation), so allocations on the touch-move path cannot be checked"
    )
)
@MainActor
struct TouchMoveAllocationTests {
    /// Warms the scene up (the first moves may grow buffers once), then counts the allocations of `moves` moves.
    private func steadyStateAllocations(_ pump: inout Pump, moves: Int = 1_000) -> Int {
        for _ in 0..<200 { pump.move() }
        return allocations {
            for _ in 0..<moves { pump.move() }
        }
    }

    @Test("malloc counting sees allocations made on purpose, and none when there are none")
    func countingWorks() {
        #expect(allocations { _ = allocateOnPurpose() } >= 1)
        #expect(allocations { _ = (0..<4).map { UIView(frame: CGRect(x: 0, y: 0, width: $0, height: 1)) } } >= 5)
        #expect(allocations {} == 0)
    }

    @Test("one finger, 1,000 moves: a pan sending an action on every move and four pending recognizers allocate nothing")
    func oneFinger() {
        let pan = UIPanGestureRecognizer()
        var actions = 0
        pan.addAction { _ in actions += 1 }
        let scene = Scene(recognizers: [pan], observers: 4)
        var pump = Pump(scene: scene, fingers: 1)
        let count = steadyStateAllocations(&pump)
        #expect(count == 0, "1,000 steady-state moves made \(count) heap allocations (left out: \(leftOut))")
        #expect(pan.state == .changed)
        #expect(actions > 1_000)
        #expect(scene.view.moved > 1_000)
    }

    @Test("two fingers, 1,000 moves: pan and pinch recognizing together allocate nothing")
    func twoFingers() {
        let pan = UIPanGestureRecognizer()
        let pinch = UIPinchGestureRecognizer()
        let scene = Scene(recognizers: [pan, pinch], observers: 3)
        var pump = Pump(scene: scene, fingers: 2)
        let count = steadyStateAllocations(&pump)
        #expect(count == 0, "1,000 steady-state moves made \(count) heap allocations (left out: \(leftOut))")
        #expect(pinch.state == .changed)
    }

    @Test("a touch that begins makes at most 3 allocations, one that ends at most 2 (depth 20, 5 recognizers)")
    func beganAndEnded() {
        // Issue 22's budgets: a new touch needs its UITouch, its recognizer list and its sample buffer; the rest of
        // beginning (hit-testing, choosing recognizers, grouping, arbitration) and all of ending reuse buffers.
        let pan = UIPanGestureRecognizer()
        var actions = 0
        pan.addAction { _ in actions += 1 }
        let scene = Scene(recognizers: [pan], observers: 4)
        let app = scene.simulator.application
        var time = scene.simulator.now
        let point = CGPoint(x: 500, y: 500)
        let down = DigitizerFrame(timestamp: 0, contacts: [DigitizerContact(id: 1, location: point)])
        let up = DigitizerFrame(timestamp: 0, contacts: [DigitizerContact(id: 1, location: point, state: .lifted)])
        var most = (began: 0, ended: 0)
        for tap in 0..<60 {
            // A second apart, so that no tap continues another (tap counting keeps nothing).
            time += 1
            scene.simulator.scheduler.advance(to: time)
            var d = down
            d.timestamp = time
            let began = allocations { app.enqueueAndProcess(.digitizer(d)) }
            time += 0.05
            scene.simulator.scheduler.advance(to: time)
            var u = up
            u.timestamp = time
            let ended = allocations { app.enqueueAndProcess(.digitizer(u)) }
            if tap >= 10 {  // the first taps size the reusable buffers
                most = (max(most.began, began), max(most.ended, ended))
            }
        }
        #expect(most.began <= 3, "a touch that began made \(most.began) heap allocations (left out: \(leftOut))")
        #expect(most.ended <= 2, "a touch that ended made \(most.ended) heap allocations (left out: \(leftOut))")
        #expect(scene.view.began == 60 && scene.view.ended == 60)
        #expect(pan.state == .possible && actions == 0)
    }

    @Test("ten fingers pinching and rotating, 500 frames: pinch, rotation and pan allocate nothing")
    func tenFingers() {
        let recognizers = [UIPinchGestureRecognizer(), UIRotationGestureRecognizer(), UIPanGestureRecognizer()]
        let scene = Scene(recognizers: recognizers, observers: 0)
        var pump = Pump(scene: scene, fingers: 10)
        let count = steadyStateAllocations(&pump, moves: 500)
        #expect(count == 0, "500 steady-state frames of ten fingers made \(count) heap allocations (left out: \(leftOut))")
        #expect(recognizers.allSatisfy { $0.state == .changed }, "\(recognizers.map(\.state))")
    }
}
