import Foundation
import Tactile
import TactileMedia
import TactileTesting
import Testing

/// UIKit's remote-control model behind `MPRemoteCommandCenter.dispatch`: the three requirements of RC-02, the
/// GAP-03 fallback to `remoteControlReceived(with:)` on the first responder and up the chain (FR-07, RSP-06),
/// and previous-track meaning previous track only (DIS-14).
@MainActor
@Suite("Remote-control delivery")
struct RemoteControlDeliveryTests {
    @Test(
        "RC-02 RC-04 GAP-03 with all three requirements met, every subtype reaches the first responder",
        arguments: allRemoteControlSubtypes)
    func everySubtypeReachesTheFirstResponder(subtype: UIEvent.EventSubtype) throws {
        let f = MediaFixture()
        let request = try #require(MPRemoteCommandCenter.Request(remoteControlSubtype: subtype))
        #expect(request.remoteControlSubtype == subtype)
        #expect(f.send(request) == .success)
        #expect(f.log.lines == ["Player.remoteControlReceived[\(subtype)]"])
    }

    @Test("RC-02 GAP-03 the UIEvent is a .remoteControl event with the subtype and the dispatch's timestamp")
    func theEventItself() {
        let f = MediaFixture()
        final class Catcher: UIView {
            var seen: [(UIEvent.EventType, UIEvent.EventSubtype, TimeInterval)] = []
            override var canBecomeFirstResponder: Bool { true }
            override func remoteControlReceived(with event: UIEvent?) {
                guard let event else { return }
                seen.append((event.type, event.subtype, event.timestamp))
            }
        }
        let catcher = Catcher(frame: .zero)
        f.window.addSubview(catcher)
        #expect(catcher.becomeFirstResponder())
        let issued = f.sim.now - 0.5
        f.center.dispatch(.seekForward(.beginSeeking), timestamp: issued)
        f.settle()
        #expect(catcher.seen.count == 1)
        #expect(catcher.seen.first?.0 == .remoteControl)
        #expect(catcher.seen.first?.1 == .remoteControlBeginSeekingForward)
        #expect(catcher.seen.first?.2 == issued)
    }

    @Test("RC-02 (1) without a first responder the media view gets nothing (the key window's chain does)")
    func missingFirstResponder() {
        let f = MediaFixture(firstResponder: false)
        #expect(f.send(.togglePlayPause) == .success)
        #expect(f.log.calls(to: "Player").isEmpty)
        #expect(f.log.lines == ["Delegate.remoteControlReceived[remoteControlTogglePlayPause]"])
    }

    @Test("RC-02 (2) RC-03 without beginReceivingRemoteControlEvents nothing is delivered")
    func missingBeginReceiving() {
        let f = MediaFixture(receiving: false)
        for subtype in allRemoteControlSubtypes {
            #expect(f.send(MPRemoteCommandCenter.Request(remoteControlSubtype: subtype)!) == .commandFailed)
        }
        #expect(f.log.lines.isEmpty)
        f.app.beginReceivingRemoteControlEvents()
        f.send(.play)
        f.app.endReceivingRemoteControlEvents()
        f.send(.pause)
        #expect(f.log.lines == ["Player.remoteControlReceived[remoteControlPlay]"])
    }

    @Test("RC-02 (3) until the app has started playback (Now Playing) nothing is delivered, handlers included")
    func missingPlayback() {
        let f = MediaFixture(playing: false)
        var handled = 0
        f.center.skipForwardCommand.addTarget { _ in
            handled += 1
            return .success
        }
        #expect(!f.app.isNowPlaying)
        for subtype in allRemoteControlSubtypes {
            let request = MPRemoteCommandCenter.Request(remoteControlSubtype: subtype)!
            #expect(f.send(request) == .noActionableNowPlayingItem)
        }
        #expect(f.send(.skipForward(interval: 15)) == .noActionableNowPlayingItem)
        #expect(f.log.lines.isEmpty && handled == 0)
        f.info.playbackState = .paused  // loading a track is not playing it
        #expect(f.send(.play) == .noActionableNowPlayingItem)
        f.info.playbackState = .playing
        #expect(f.app.isNowPlaying)
        #expect(f.send(.play) == .success)
        #expect(f.send(.skipForward(interval: 15)) == .success)
        #expect(f.log.lines == ["Player.remoteControlReceived[remoteControlPlay]"])
        #expect(handled == 1)
    }

    @Test("RC-02 RC-05 the app stays Now Playing while paused or stopped, until another app takes over")
    func nowPlayingIsSticky() {
        let f = MediaFixture()
        f.info.playbackState = .paused
        #expect(f.send(.play) == .success)  // the controls talk to the app that most recently played
        f.info.playbackState = .stopped
        f.info.nowPlayingInfo = nil
        #expect(f.send(.togglePlayPause) == .success)
        f.info.resignNowPlaying()
        #expect(f.send(.play) == .noActionableNowPlayingItem)
        f.info.playbackState = .playing
        #expect(f.send(.nextTrack) == .success)
        #expect(
            f.log.lines == [
                "Player.remoteControlReceived[remoteControlPlay]",
                "Player.remoteControlReceived[remoteControlTogglePlayPause]",
                "Player.remoteControlReceived[remoteControlNextTrack]",
            ])
    }

    @Test("FR-07 RSP-06 an unhandled remote-control event climbs from the first responder to the app delegate")
    func climbsTheChain() {
        let f = MediaFixture()
        f.player.forwardsToSuper = true
        f.send(.stop)
        #expect(
            f.log.lines == [
                "Player.remoteControlReceived[remoteControlStop]", "Container.remoteControlReceived[remoteControlStop]",
            ])
        f.log.clear()
        f.container.forwardsToSuper = true
        f.send(.pause)
        #expect(
            f.log.lines == [
                "Player.remoteControlReceived[remoteControlPause]",
                "Container.remoteControlReceived[remoteControlPause]",
                "Delegate.remoteControlReceived[remoteControlPause]",
            ])
    }

    @Test("FR-07 DIS-18 the fallback goes to the key window's first responder")
    func keyWindowsFirstResponder() {
        let f = MediaFixture()
        let other = f.sim.makeWindow()  // becomes key
        let otherPlayer = RecordingView("Other", frame: .zero, log: f.log)
        otherPlayer.acceptsFirstResponder = true
        other.addSubview(otherPlayer)
        #expect(otherPlayer.becomeFirstResponder())
        f.send(.nextTrack)
        f.window.makeKey()
        f.send(.previousTrack)
        #expect(
            f.log.lines == [
                "Other.remoteControlReceived[remoteControlNextTrack]",
                "Player.remoteControlReceived[remoteControlPreviousTrack]",
            ])
    }

    @Test(
        "GAP-03 commands with no UIKit subtype and no handler fail and deliver nothing",
        arguments: requestsWithoutSubtype)
    func noSubtypeNoHandlerFails(request: MPRemoteCommandCenter.Request) {
        let f = MediaFixture()
        #expect(request.remoteControlSubtype == nil)
        #expect(f.send(request) == .commandFailed)
        #expect(f.log.lines.isEmpty)
    }

    @Test("GAP-03 a handler on one command does not capture the others: they still become UIEvents")
    func handlerPerCommand() {
        let f = MediaFixture()
        var plays = 0
        f.center.playCommand.addTarget { _ in
            plays += 1
            return .success
        }
        f.send(.play)
        f.send(.pause)
        #expect(plays == 1)
        #expect(f.log.lines == ["Player.remoteControlReceived[remoteControlPause]"])
    }

    @Test("DIS-14 previous track means previous track only: one previous-track event, no next, no restart")
    func previousTrackOnly() {
        let f = MediaFixture()
        f.send(.previousTrack)
        #expect(f.log.lines == ["Player.remoteControlReceived[remoteControlPreviousTrack]"])
        var calls: [String] = []
        for command in f.center.allCommands {
            command.addTarget { event in
                calls.append(f.name(of: event.command))
                return .success
            }
        }
        f.send(.previousTrack)
        #expect(calls == ["previousTrackCommand"])
    }

    @Test("RC-02 the event is posted to the queue: ending delivery before the queue runs drops it")
    func postedThroughTheQueue() {
        let f = MediaFixture()
        #expect(f.center.dispatch(.play) == .success)
        #expect(f.app.pendingEventCount == 1)
        #expect(f.log.lines.isEmpty)
        f.app.endReceivingRemoteControlEvents()
        f.settle()
        #expect(f.log.lines.isEmpty)
    }

    @Test("RC-02 raw remote-control input is gated by Now Playing only when remoteControlRequiresNowPlaying is set")
    func rawInputGate() {
        let f = MediaFixture(playing: false)
        func post(_ subtype: UIEvent.EventSubtype) {
            f.app.enqueue(.remoteControl(RawRemoteControlEvent(timestamp: f.sim.now, subtype: subtype)))
            f.settle()
        }
        #expect(!f.app.remoteControlRequiresNowPlaying)
        post(.remoteControlPlay)  // posted straight to the queue: already routed by the system
        f.app.remoteControlRequiresNowPlaying = true
        post(.remoteControlPause)
        f.info.playbackState = .playing
        post(.remoteControlStop)
        #expect(
            f.log.lines == [
                "Player.remoteControlReceived[remoteControlPlay]", "Player.remoteControlReceived[remoteControlStop]",
            ])
    }

    @Test("RC-01 media keys: every remote-control subtype maps to its request and back; other subtypes do not")
    func mediaKeyMapping() {
        let expected: [MPRemoteCommandCenter.Request] = [
            .play, .pause, .stop, .togglePlayPause, .nextTrack, .previousTrack, .seekBackward(.beginSeeking),
            .seekBackward(.endSeeking), .seekForward(.beginSeeking), .seekForward(.endSeeking),
        ]
        #expect(allRemoteControlSubtypes.map { MPRemoteCommandCenter.Request(remoteControlSubtype: $0) } == expected)
        #expect(expected.map(\.remoteControlSubtype) == allRemoteControlSubtypes)
        #expect(allRemoteControlSubtypes.map(\.rawValue) == Array(100...109))
        #expect(MPRemoteCommandCenter.Request(remoteControlSubtype: .motionShake) == nil)
        #expect(MPRemoteCommandCenter.Request(remoteControlSubtype: .none) == nil)
    }

    @Test("RC-06 without an application the center delivers nothing")
    func applicationGone() {
        var center: MPRemoteCommandCenter?
        do {
            let sim = TouchSimulator()
            center = MPRemoteCommandCenter.shared(for: sim.application)
            MPNowPlayingInfoCenter.default(for: sim.application).playbackState = .playing
        }
        #expect(center?.application == nil)
        #expect(center?.dispatch(.play) == .noActionableNowPlayingItem)
    }
}
