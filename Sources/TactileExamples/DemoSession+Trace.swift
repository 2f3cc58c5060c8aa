import Foundation
import TactileTesting
import TactileTrace

extension DemoSession {
    /// Plays the script on a fresh ``TouchSimulator`` while a trace recorder listens, and returns the narration
    /// (as ``narration(_:)`` prints it) and the session as a Tactile trace of a 360×640 pt screen whose header
    /// names the demo scene, so that `tactile replay` plays it on that scene.
    public static func recorded(verbose: Bool = false) -> (narration: [String], trace: String) {
        let sim = TouchSimulator()
        let recorder = TraceRecorder(application: sim.application, device: "tactile demo", screen: CGSize(width: 360, height: 640), scene: RecordingReplay.Scene.demo.rawValue)
        let (_, steps) = run(on: sim, verbose: verbose)
        return (narration(steps), recorder.text)
    }
}
