// The per-event cost guard's probe: sends touch sequences through a representative scene so that valgrind's
// callgrind can count the instructions of a touch that begins, a move and a touch that ends.
//
//   tactile-event-cost [SEQUENCES]     (default 20; .ci/check-event-cost.py runs it under callgrind)
//
// Each measured event goes through its own function that is never inlined (`measuredTouchBegan`,
// `measuredTouchMoved`, `measuredTouchEnded`), which hands a prebuilt digitizer frame to
// `UIApplication.enqueueAndProcess` and counts it: callgrind counts inside those functions (`--toggle-collect`), so
// building the scene, building the frames and moving the virtual clock are not counted. The probe checks that the
// recognizers really saw the touches (the pan recognized in every sequence, the tap and the long press failed, the
// view received every phase) and exits with status 1 if not, so that the guard cannot measure a path that delivers
// nothing. It prints how many events of each phase it measured, on a line of its own that the script reads:
//
//   events began=20 moved=400 ended=20
//
// The scene is a phone-sized window with a list of cells (a few hundred views in all): a header bar and a tab bar
// in front of the list, 40 cells of 8 views each, the finger on a cell's title. On the touch's path, nearest the
// finger first: the cell's tap and long press, then the list's pan and pinch, which recognize simultaneously. The
// pan does not cancel the view's touches, so every move reaches the recognizers and the view.
//
// A sequence: the finger lands (measured: began), moves 16 points in 4 frames, in which the pan begins and the tap
// and the long press fail (not measured), moves 20 more frames while the pan changes (measured: moved), and lifts
// (measured: ended), which ends the pan. Three sequences warm up first (lazy metadata, caches, the first
// allocations), so that the counts are of the steady state.
import Foundation
import TactileTesting

/// A view that counts the touches it receives in each phase.
final class CountingView: UIView {
    var began = 0, moved = 0, ended = 0, cancelled = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += touches.count }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { moved += touches.count }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { ended += touches.count }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { cancelled += touches.count }
}

/// Lets the list's pan and pinch recognize together, as a zoomable list does.
final class Together: UIGestureRecognizerDelegate {
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
    ) -> Bool { true }
}

/// What a check found wrong: the probe's scene did not behave as the measurement needs.
struct ProbeFailure: LocalizedError {
    let what: String
    var errorDescription: String? { "tactile-event-cost: \(what)" }
}

@MainActor
final class Scene {
    let simulator = TouchSimulator()
    let window: UIWindow
    let title: CountingView
    let pan = UIPanGestureRecognizer()
    let pinch = UIPinchGestureRecognizer()
    let tap = UITapGestureRecognizer()
    let longPress = UILongPressGestureRecognizer()
    let together = Together()
    let viewCount: Int
    var panActions: [UIGestureRecognizer.State] = []
    var tapActions = 0, longPressActions = 0, pinchActions = 0
    /// Where the finger lands, in screen points: on the title of the list's sixth cell.
    let touchPoint = CGPoint(x: 120, y: 88 + 5 * 50 + 15)

    init() {
        window = simulator.makeWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        var title: CountingView?
        var viewCount = 1
        func add<V: UIView>(_ view: V, to parent: UIView) -> V {
            parent.addSubview(view)
            viewCount += 1
            return view
        }
        let root = add(UIView(frame: window.bounds), to: window)
        let list = add(UIView(frame: CGRect(x: 0, y: 88, width: 390, height: 700)), to: root)
        let content = add(UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 2000)), to: list)
        for row in 0..<40 {
            let cell = add(UIView(frame: CGRect(x: 0, y: CGFloat(row) * 50, width: 390, height: 50)), to: content)
            _ = add(UIView(frame: CGRect(x: 8, y: 5, width: 40, height: 40)), to: cell)  // icon
            let label = add(CountingView(frame: CGRect(x: 56, y: 5, width: 250, height: 22)), to: cell)
            _ = add(UIView(frame: CGRect(x: 56, y: 29, width: 250, height: 16)), to: cell)  // subtitle
            let badge = add(UIView(frame: CGRect(x: 314, y: 13, width: 40, height: 24)), to: cell)
            _ = add(UIView(frame: CGRect(x: 2, y: 2, width: 20, height: 20)), to: badge)
            _ = add(UIView(frame: CGRect(x: 24, y: 2, width: 14, height: 20)), to: badge)
            _ = add(UIView(frame: CGRect(x: 362, y: 17, width: 16, height: 16)), to: cell)  // accessory
            _ = add(UIView(frame: CGRect(x: 56, y: 49, width: 334, height: 1)), to: cell)  // separator
            if row == 5 {
                title = label
                cell.addGestureRecognizer(tap)
                cell.addGestureRecognizer(longPress)
            }
        }
        // In front of the list (later siblings), so that hit-testing tries and rejects them first.
        let header = add(UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 88)), to: root)
        for i in 0..<8 {
            _ = add(UIView(frame: CGRect(x: 8 + CGFloat(i) * 47, y: 44, width: 40, height: 40)), to: header)
        }
        let tabBar = add(UIView(frame: CGRect(x: 0, y: 788, width: 390, height: 56)), to: root)
        for i in 0..<5 {
            let item = add(UIView(frame: CGRect(x: CGFloat(i) * 78, y: 0, width: 78, height: 56)), to: tabBar)
            _ = add(UIView(frame: CGRect(x: 27, y: 6, width: 24, height: 24)), to: item)
            _ = add(UIView(frame: CGRect(x: 4, y: 34, width: 70, height: 14)), to: item)
        }
        self.title = title!
        self.viewCount = viewCount
        pan.cancelsTouchesInView = false
        pan.delegate = together
        pinch.delegate = together
        list.addGestureRecognizer(pan)
        list.addGestureRecognizer(pinch)
        pan.addAction { [unowned self] r in panActions.append(r.state) }
        pinch.addAction { [unowned self] _ in pinchActions += 1 }
        tap.addAction { [unowned self] _ in tapActions += 1 }
        longPress.addAction { [unowned self] _ in longPressActions += 1 }
    }
}

/// How many events each measured function has sent: what the script divides callgrind's counts by.
@MainActor
final class EventCounts {
    var began = 0, moved = 0, ended = 0
}

// The measured functions: one per phase, never inlined, so that callgrind can count each alone. Each counts its own
// events, which also keeps their bodies apart: an optimizing build would otherwise merge three identical functions
// into one, and callgrind would count them as one.
@inline(never) @MainActor
func measuredTouchBegan(_ application: UIApplication, _ frame: RawInputEvent, _ counts: EventCounts) {
    application.enqueueAndProcess(frame)
    counts.began += 1
}

@inline(never) @MainActor
func measuredTouchMoved(_ application: UIApplication, _ frame: RawInputEvent, _ counts: EventCounts) {
    application.enqueueAndProcess(frame)
    counts.moved += 1
}

@inline(never) @MainActor
func measuredTouchEnded(_ application: UIApplication, _ frame: RawInputEvent, _ counts: EventCounts) {
    application.enqueueAndProcess(frame)
    counts.ended += 1
}

/// Sends one touch sequence; measured or not, it is the same sequence and the same checks.
@MainActor
func sequence(_ scene: Scene, counts: EventCounts) throws {
    let application = scene.simulator.application
    let scheduler = scene.simulator.scheduler
    var time = scheduler.now + 1  // a second apart: never a double tap, and every timer has fired
    var location = scene.touchPoint
    /// A frame of the one finger, built (and the clock moved, running what falls due) before the measured call.
    func frame(_ state: DigitizerContact.State = .touching) -> RawInputEvent {
        scheduler.advance(to: time)
        time += 1.0 / 120
        return .digitizer(DigitizerFrame(timestamp: scheduler.now, contacts: [
            DigitizerContact(id: 1, location: location, state: state),
        ]))
    }
    func check(_ condition: Bool, _ what: @autoclosure () -> String) throws {
        if !condition { throw ProbeFailure(what: what()) }
    }
    let before = (began: scene.title.began, moved: scene.title.moved, ended: scene.title.ended)
    scene.panActions.removeAll(keepingCapacity: true)

    let down = frame()
    measuredTouchBegan(application, down, counts)
    try check(scene.title.began == before.began + 1, "the title did not receive the touch that began")
    try check(
        [scene.pan, scene.pinch, scene.tap, scene.longPress].allSatisfy { $0.state == .possible },
        "a recognizer left the possible state when the touch began")

    for _ in 0..<4 {
        location.x += 4
        location.y += 1
        application.enqueueAndProcess(frame())
    }
    try check(
        scene.pan.state == .changed || scene.pan.state == .began,
        "the pan did not begin after 16 points: \(scene.pan.state)")
    try check(scene.tap.state == .failed, "the tap did not fail when the finger moved 16 points: \(scene.tap.state)")
    try check(
        scene.longPress.state == .failed, "the long press did not fail when the finger moved: \(scene.longPress.state)")
    try check(scene.pinch.state == .possible, "the pinch left the possible state with one finger: \(scene.pinch.state)")
    let actionsBeforeMoves = scene.panActions.count

    for step in 0..<20 {
        location.x += step < 10 ? 3 : -3
        location.y += 1
        let move = frame()
        measuredTouchMoved(application, move, counts)
    }
    try check(
        scene.panActions.count == actionsBeforeMoves + 20 && scene.panActions.suffix(20).allSatisfy { $0 == .changed },
        "the pan did not send a changed action on each of the 20 moves")
    try check(scene.title.moved == before.moved + 24, "the title did not receive every move")

    let up = frame(.lifted)
    measuredTouchEnded(application, up, counts)
    try check(scene.panActions.last == .ended, "the pan did not end when the finger lifted")
    try check(scene.title.ended == before.ended + 1, "the title did not receive the touch that ended")
    try check(
        [scene.pan, scene.pinch, scene.tap, scene.longPress].allSatisfy { $0.state == .possible },
        "a recognizer was not reset after the touch ended")
    try check(
        scene.tapActions == 0 && scene.longPressActions == 0 && scene.pinchActions == 0,
        "the tap, the long press or the pinch sent an action")
}

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count <= 1, let sequences = Int(arguments.first ?? "20"), (1...100_000).contains(sequences) else {
    let got = arguments.joined(separator: " ")
    FileHandle.standardError.write(Data(("tactile-event-cost: expected at most one argument, the number of touch "
        + "sequences (1 to 100000), got: \(got)\nusage: tactile-event-cost [SEQUENCES]\n").utf8))
    exit(64)
}

let status: Int32 = MainActor.assumeIsolated {
    let scene = Scene()
    do {
        let warmUp = EventCounts()
        for _ in 0..<3 { try sequence(scene, counts: warmUp) }
        let counts = EventCounts()
        for _ in 0..<sequences { try sequence(scene, counts: counts) }
        print("scene: \(scene.viewCount) views; tap and long press on the cell, pan and pinch on the list")
        print("\(sequences) touch sequences after 3 to warm up; in each the pan began, changed and ended, the tap and "
            + "the long press failed, and the title received every touch")
        print("events began=\(counts.began) moved=\(counts.moved) ended=\(counts.ended)")
        return 0
    } catch {
        FileHandle.standardError.write(Data("\(error.localizedDescription)\n".utf8))
        return 1
    }
}
exit(status)
