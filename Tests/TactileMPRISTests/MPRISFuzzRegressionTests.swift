import Foundation
import Tactile
import TactileMedia
import TactileTesting
import Testing
@testable import TactileMPRIS

/// Inputs the D-Bus fuzzer (`Fuzz/`, libFuzzer) found to crash the MPRIS bridge, each with the behaviour now required.
@Suite("MPRIS fuzz regressions")
struct MPRISFuzzRegressionTests {
    @Test("MPRIS: Seek by Int64.min with only skip handlers skips back 9223372036854.775808 s instead of trapping on -offset")
    @MainActor
    func seekByInt64Min() throws {
        let sim = TouchSimulator()
        let bridge = MPRISMediaPlayerBridge(application: sim.application)
        let center = MPRemoteCommandCenter.shared(for: sim.application)
        _ = center.skipForwardCommand.addTarget { _ in .success }
        _ = center.skipBackwardCommand.addTarget { _ in .success }
        MPNowPlayingInfoCenter.default(for: sim.application).nowPlayingInfo = [
            MPMediaItemPropertyTitle: "t", MPMediaItemPropertyPlaybackDuration: 300.0,
            MPNowPlayingInfoPropertyElapsedPlaybackTime: 10.0, MPNowPlayingInfoPropertyPlaybackRate: 1.0,
        ]
        var dispatched: [MPRemoteCommandCenter.Request] = []
        bridge.onDispatch = { request, _ in dispatched.append(request) }
        try bridge.perform(.seek(offset: .min))
        #expect(dispatched == [.skipBackward(interval: 9_223_372_036_854.775808)])
    }
}
