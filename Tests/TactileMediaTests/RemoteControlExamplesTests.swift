import Foundation
import Tactile
import TactileMedia
import TactileTesting
import Testing

/// The remote-control examples of the seeds, ported the way an iOS developer would write them: MixerHost's
/// Listings 5-1 to 5-3 (requirement EX-38) and the blog's headphone player, `PlayVideoViewController` (EX-39).
///
/// Tactile plays no audio, so the one change to each port is its audio object: a stand-in for `AVAudioPlayer` (or
/// MixerHost's audio graph) that reports playback to `MPNowPlayingInfoCenter`, which is how a Tactile app becomes
/// the "Now Playing" app (RC-02 (3)). The system's Now Playing controls (RC-05) are
/// `MPRemoteCommandCenter.shared().dispatch(_:)`, the path media keys and MPRIS take.
@MainActor
@Suite("Remote-control examples")
struct RemoteControlExamplesTests {
    let sim = TouchSimulator()

    /// The stand-in for an audio player: playing is what makes the app the Now Playing app.
    @MainActor final class StandInAudioPlayer {
        private(set) var calls: [String] = []
        func play() {
            calls.append("play")
            MPNowPlayingInfoCenter.default().playbackState = .playing
        }
        func pause() {
            calls.append("pause")
            MPNowPlayingInfoCenter.default().playbackState = .paused
        }
    }

    /// The system's Now Playing controls (RC-05): a command to the Now Playing app, processed.
    func nowPlayingControls(_ request: MPRemoteCommandCenter.Request) {
        MPRemoteCommandCenter.shared().dispatch(request)
        sim.advance(by: 0.01)
    }

    // MARK: MixerHost (Listings 5-1 to 5-3)

    /// MixerHost's view controller: Listing 5-1 (`viewDidAppear`), Listing 5-2 (`viewWillDisappear`) and
    /// Listing 5-3 (`remoteControlReceived`), with its play/stop button.
    final class MixerHostViewController: UIViewController {
        let audio = StandInAudioPlayer()
        var isPlaying = false
        var calls: [String] = []

        override var canBecomeFirstResponder: Bool { true }

        override func viewDidLoad() {
            super.viewDidLoad()
            let playButton = UIButton(frame: CGRect(x: 20, y: 400, width: 100, height: 44))
            playButton.addTarget(self, action: MixerHostViewController.playOrStop, for: .touchUpInside)
            view.addSubview(playButton)
        }

        // Listing 5-1
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            // Turn on remote control event delivery
            UIApplication.shared.beginReceivingRemoteControlEvents()
            // Set itself as the first responder
            becomeFirstResponder()
        }

        // Listing 5-2
        override func viewWillDisappear(_ animated: Bool) {
            // Turn off remote control event delivery
            UIApplication.shared.endReceivingRemoteControlEvents()
            // Resign as first responder
            resignFirstResponder()
            super.viewWillDisappear(animated)
        }

        // Listing 5-3 (with the `break` the seed lost after the previous-track case: DIS-14)
        override func remoteControlReceived(with receivedEvent: UIEvent?) {
            guard let receivedEvent, receivedEvent.type == .remoteControl else { return }
            switch receivedEvent.subtype {
            case .remoteControlTogglePlayPause:
                playOrStop(nil)
            case .remoteControlPreviousTrack:
                previousTrack(nil)
            case .remoteControlNextTrack:
                nextTrack(nil)
            default:
                break
            }
        }

        func playOrStop(_ sender: Any?) {
            calls.append("playOrStop")
            if isPlaying { audio.pause() } else { audio.play() }
            isPlaying.toggle()
        }
        func previousTrack(_ sender: Any?) { calls.append("previousTrack") }
        func nextTrack(_ sender: Any?) { calls.append("nextTrack") }
    }

    @Test("EX-38 RC-02 Listings 5-1 to 5-3: nothing before playback; then toggle, next and previous once each")
    func mixerHost() {
        UIApplication.setShared(sim.application)
        let window = sim.makeWindow()
        let vc = MixerHostViewController()
        window.rootViewController = vc  // viewDidAppear: Listing 5-1
        #expect(vc.isFirstResponder)
        #expect(sim.application.isReceivingRemoteControlEvents)

        // Before audio playback has started, the controls' commands are not delivered (RC-02).
        nowPlayingControls(.togglePlayPause)
        nowPlayingControls(.nextTrack)
        #expect(vc.calls.isEmpty)

        // The user taps play: the audio starts, and the app becomes the Now Playing app.
        sim.tap(at: CGPoint(x: 50, y: 420))
        #expect(vc.calls == ["playOrStop"] && vc.isPlaying)
        #expect(sim.application.isNowPlaying)

        nowPlayingControls(.togglePlayPause)
        #expect(vc.calls == ["playOrStop", "playOrStop"] && !vc.isPlaying)
        nowPlayingControls(.nextTrack)
        #expect(vc.calls.suffix(1) == ["nextTrack"])
        nowPlayingControls(.previousTrack)
        #expect(vc.calls.suffix(1) == ["previousTrack"])  // previous track only, no fall-through (DIS-14)
        #expect(vc.calls == ["playOrStop", "playOrStop", "nextTrack", "previousTrack"])

        // Subtypes the listing does not handle are ignored.
        nowPlayingControls(.play)
        nowPlayingControls(.seekForward(.beginSeeking))
        #expect(vc.calls.count == 4)
        #expect(vc.audio.calls == ["play", "pause"])

        // An event of another type reaching the handler is ignored.
        final class Catcher: UIView {
            var event: UIEvent?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { self.event = event }
        }
        let catcher = Catcher(frame: CGRect(x: 200, y: 20, width: 100, height: 100))
        vc.view.addSubview(catcher)
        sim.tap(at: CGPoint(x: 250, y: 70))
        #expect(catcher.event?.type == .touches)
        vc.remoteControlReceived(with: catcher.event)
        vc.remoteControlReceived(with: nil)
        #expect(vc.calls.count == 4)

        // After viewWillDisappear (Listing 5-2): no delivery.
        window.isHidden = true
        #expect(!vc.isFirstResponder)
        #expect(!sim.application.isReceivingRemoteControlEvents)
        nowPlayingControls(.togglePlayPause)
        nowPlayingControls(.nextTrack)
        #expect(vc.calls.count == 4)
    }

    // MARK: The blog's PlayVideoViewController (S3)

    /// The blog's headphone-controlled player, as an iOS developer would write it in Swift.
    final class PlayVideoViewController: UIViewController {
        var isPlaying = false
        var avAudioPlayer: StandInAudioPlayer?

        override func viewDidLoad() {
            super.viewDidLoad()
            // Receive headset events, and make the controller the first responder
            UIApplication.shared.beginReceivingRemoteControlEvents()
            becomeFirstResponder()  // fails here: the view is not in a window yet (DIS-09)

            // Load an audio file into the player
            avAudioPlayer = StandInAudioPlayer()  // 周杰伦-我的地盘.mp3
        }

        override func viewWillDisappear(_ animated: Bool) {
            // Stop receiving headset events
            UIApplication.shared.endReceivingRemoteControlEvents()
            resignFirstResponder()
        }

        /// Overridden to return true
        override var canBecomeFirstResponder: Bool { true }

        /// Handles every kind of event
        override func remoteControlReceived(with event: UIEvent?) {
            guard let event else { return }
            switch event.subtype {
            case .remoteControlTogglePlayPause:
                // Play and pause with the same button
                if !isPlaying {
                    avAudioPlayer?.play()
                    isPlaying = true
                } else {
                    avAudioPlayer?.pause()
                    isPlaying = false
                }
            case .remoteControlPlay:
                break  // play
            case .remoteControlPause:
                break  // pause
            case .remoteControlStop:
                break  // stop
            case .remoteControlNextTrack:
                break  // next track
            case .remoteControlPreviousTrack:
                break  // previous track
            default:
                break
            }
        }
    }

    @Test("EX-39 RC-02 PlayVideoViewController: no events until audio has played once; then toggle plays and pauses")
    func playVideoViewController() {
        UIApplication.setShared(sim.application)
        let window = sim.makeWindow()
        let vc = PlayVideoViewController()
        window.rootViewController = vc
        #expect(!vc.isFirstResponder)  // becomeFirstResponder in viewDidLoad failed (DIS-09)
        #expect(vc.becomeFirstResponder())  // once on screen it succeeds

        // The blog: "the first time, remoteControlReceived was never called, whatever I did" (RC-02).
        nowPlayingControls(.togglePlayPause)
        #expect(!vc.isPlaying && vc.avAudioPlayer?.calls == [])

        // Its fix: play the audio once from code (a button calling AVAudioPlayer's play), then pause it.
        vc.avAudioPlayer?.play()
        vc.avAudioPlayer?.pause()

        // Now the headset button toggles: play, then pause.
        nowPlayingControls(.togglePlayPause)
        #expect(vc.isPlaying)
        nowPlayingControls(.togglePlayPause)
        #expect(!vc.isPlaying)
        #expect(vc.avAudioPlayer?.calls == ["play", "pause", "play", "pause"])

        // The stub subtypes change nothing.
        for request: MPRemoteCommandCenter.Request in [.play, .pause, .stop, .nextTrack, .previousTrack] {
            nowPlayingControls(request)
        }
        #expect(!vc.isPlaying && vc.avAudioPlayer?.calls.count == 4)

        // viewWillDisappear ends delivery (without calling super, as the blog does).
        window.isHidden = true
        nowPlayingControls(.togglePlayPause)
        #expect(!vc.isPlaying && vc.avAudioPlayer?.calls.count == 4)
    }

    @Test("EX-39 GAP-03 command-center handlers take their commands; an unhandled toggle reaches the first responder")
    func playVideoWithCommandCenter() {
        UIApplication.setShared(sim.application)
        let window = sim.makeWindow()
        let vc = PlayVideoViewController()
        window.rootViewController = vc
        #expect(vc.becomeFirstResponder())
        let player = vc.avAudioPlayer!
        let commandCenter = MPRemoteCommandCenter.shared()
        commandCenter.playCommand.addTarget { _ in
            player.play()
            return .success
        }
        commandCenter.pauseCommand.addTarget { _ in
            player.pause()
            return .success
        }
        commandCenter.changePlaybackPositionCommand.addTarget { event in
            guard let event = event as? MPChangePlaybackPositionCommandEvent else { return .commandFailed }
            MPNowPlayingInfoCenter.default().nowPlayingInfo?[MPNowPlayingInfoPropertyElapsedPlaybackTime] =
                event.positionTime
            return .success
        }
        player.play()
        MPNowPlayingInfoCenter.default().nowPlayingInfo = [
            MPMediaItemPropertyTitle: "我的地盘", MPMediaItemPropertyArtist: "周杰伦",
            MPMediaItemPropertyPlaybackDuration: 229.0, MPNowPlayingInfoPropertyElapsedPlaybackTime: 0.0,
            MPNowPlayingInfoPropertyPlaybackRate: 1.0,
        ]
        nowPlayingControls(.pause)
        #expect(commandCenter.dispatch(.changePlaybackPosition(61)) == .success)
        #expect(MPNowPlayingInfoCenter.default().currentElapsedPlaybackTime == 61)
        nowPlayingControls(.play)
        #expect(player.calls == ["play", "pause", "play"])
        // The toggle command has no handler: it still reaches remoteControlReceived (GAP-03).
        nowPlayingControls(.togglePlayPause)
        #expect(vc.isPlaying && player.calls == ["play", "pause", "play", "play"])
    }
}
