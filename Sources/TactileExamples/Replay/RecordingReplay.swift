import Foundation
import Tactile
import TactileTesting
import TactileTrace

/// Plays recorded digitizer frames onto one of the example scenes on virtual time and narrates what the app did
/// (no UIKit counterpart): `tactile replay`'s engine.
@MainActor
public enum RecordingReplay {
    /// The scene a recording is played on (no UIKit counterpart).
    public enum Scene: String, Sendable, CaseIterable {
        /// ``CanvasScene``: one full-screen view with tap, double tap, pan and pinch.
        case canvas
        /// ``DemoScene``: the demo's photo app.
        case demo
        /// ``PhotoViewerScene``: a full-screen photo that pans, pinches, rotates and zooms with a double tap.
        case photos

        /// The screen the scene is laid out for, or `nil` when it fills any screen.
        public var screenSize: CGSize? {
            switch self {
            case .canvas, .photos: nil
            case .demo: CGSize(width: 360, height: 640)
            }
        }
    }

    /// Replays `frames` onto `scene` in a window of `size` points and returns the narration, one line each with
    /// the time from the first frame (with `verbose`, also `.changed` actions and, after them, every hit-test and
    /// view call, prefixed `dispatch: `), and, with `recordsTrace`, the replay as a Tactile trace of `device` whose
    /// header names the scene.
    public static func run(
        frames: [DigitizerFrame], device: String, size: CGSize, scene: Scene, verbose: Bool, recordsTrace: Bool
    ) -> (narration: [String], trace: String?) {
        let start = frames.first?.timestamp ?? 0
        let sim = TouchSimulator(start: start)
        let recorder = recordsTrace
            ? TraceRecorder(application: sim.application, device: device, screen: size, scene: scene.rawValue) : nil
        final class Lines { var all: [String] = [] }
        let narration = Lines(), viewCalls = Lines()
        let narrate: (String) -> Void = { narration.all.append(NarrationTime.prefix(sim.now - start) + $0) }
        let window = sim.makeWindow(frame: CGRect(origin: .zero, size: size))
        // The scenes are kept alive until the replay ends.
        var keep: [AnyObject] = []
        switch scene {
        case .canvas:
            let canvas = CanvasScene(window: window)
            canvas.narratesChanges = verbose
            canvas.narrate = narrate
            keep.append(canvas)
        case .demo:
            let demo = DemoScene(window: window)
            demo.narratesChanges = verbose
            demo.narrate = narrate
            keep.append(demo)
        case .photos:
            let photos = PhotoViewerScene(window: window)
            photos.narratesChanges = verbose
            photos.narrate = narrate
            keep.append(photos)
        }
        if verbose {
            // Keep the trace recorder's observer and also list every hit-test and view call.
            let previous = sim.application.dispatchObserver
            sim.application.dispatchObserver = { time, message in
                previous?(time, message)
                viewCalls.all.append(NarrationTime.prefix(time - start) + message)
            }
        }
        sim.replay(frames)
        sim.advance(by: 1)
        withExtendedLifetime(keep) {}
        return (narration.all + viewCalls.all.map { "dispatch: " + $0 }, recorder?.text)
    }

    /// Replays the frames of `frames` up to `time` seconds after the first (all of them when `nil`) onto `scene` in a
    /// window of `size` points, lets the clock run to that moment, and hands the window to `body` (the scene is
    /// alive while it runs). `tactile render --scene` draws the window's display list from it.
    public static func snapshot<T>(
        frames: [DigitizerFrame], size: CGSize, scene: Scene, at time: TimeInterval?, _ body: (UIWindow) -> T
    ) -> T {
        let start = frames.first?.timestamp ?? 0
        let sim = TouchSimulator(start: start)
        let window = sim.makeWindow(frame: CGRect(origin: .zero, size: size))
        let kept: AnyObject
        switch scene {
        case .canvas: kept = CanvasScene(window: window)
        case .demo: kept = DemoScene(window: window)
        case .photos: kept = PhotoViewerScene(window: window)
        }
        let end = time.map { start + $0 } ?? (frames.last?.timestamp ?? start)
        sim.replay(frames.filter { $0.timestamp <= end })
        if sim.now < end { sim.advance(by: end - sim.now) }
        return withExtendedLifetime(kept) { body(window) }
    }
}
