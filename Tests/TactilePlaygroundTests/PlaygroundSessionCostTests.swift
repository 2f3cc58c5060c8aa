import Foundation
import Testing
import Tactile
import TactileExamples
import TactilePlayground

/// What a page pays when it connects: a session, and its answer to `hello` (the scene built, described and drawn).
@MainActor
@Suite struct PlaygroundSessionCostTests {
    /// Seconds per session for `count` sessions: made, and made then greeted with `hello` for `scene`.
    static func measure(scene: String, count: Int) -> (make: Double, hello: Double) {
        let clock = ContinuousClock()
        var sessions: [PlaygroundSession] = []
        let made = clock.measure {
            for _ in 0..<count {
                sessions.append(PlaygroundSession(scenes: ExamplePlaygroundScenes.all, scheduler: VirtualScheduler()) { _ in })
            }
        }
        let greeted = clock.measure {
            for session in sessions {
                session.receive(#"{"kind":"hello","viewport":{"width":390,"height":844},"scene":"\#(scene)"}"#)
            }
        }
        for session in sessions { session.close() }
        func seconds(_ d: Duration) -> Double {
            Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
        }
        return (seconds(made) / Double(count), seconds(greeted) / Double(count))
    }

    /// The figures of BENCHMARKS.md's "The playground's sessions": `TACTILE_SESSION_TIMINGS=200 swift test --filter
    /// PlaygroundSessionCostTests/timings` prints what making a session and answering its `hello` cost, per scene
    /// (nothing runs without it).
    @Test func timings() {
        guard let count = ProcessInfo.processInfo.environment["TACTILE_SESSION_TIMINGS"].flatMap({ Int($0) }) else { return }
        for scene in ExamplePlaygroundScenes.names {
            let cost = Self.measure(scene: scene, count: count)
            print("playground session: \(scene): made in \(String(format: "%.3f", cost.make * 1000)) ms, "
                + "hello answered in \(String(format: "%.3f", cost.hello * 1000)) ms (\(count) sessions)")
        }
    }
}
