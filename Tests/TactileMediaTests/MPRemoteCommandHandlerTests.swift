import Foundation
import Tactile
import TactileMedia
import TactileTesting
import Testing

/// `MPRemoteCommand` handlers: every command's event class and values, enablement, adding and removing targets,
/// and the change reports a bridge relies on (decisions GAP-03, RC-06).
@MainActor
@Suite("MPRemoteCommand handlers")
struct RemoteCommandHandlerTests {
    /// Each request, and the event its command's handler must receive.
    static let cases: [(MPRemoteCommandCenter.Request, String)] = [
        (.play, "MPRemoteCommandEvent(playCommand)"),
        (.pause, "MPRemoteCommandEvent(pauseCommand)"),
        (.stop, "MPRemoteCommandEvent(stopCommand)"),
        (.togglePlayPause, "MPRemoteCommandEvent(togglePlayPauseCommand)"),
        (.nextTrack, "MPRemoteCommandEvent(nextTrackCommand)"),
        (.previousTrack, "MPRemoteCommandEvent(previousTrackCommand)"),
        (.seekForward(.beginSeeking), "MPSeekCommandEvent(seekForwardCommand, beginSeeking)"),
        (.seekForward(.endSeeking), "MPSeekCommandEvent(seekForwardCommand, endSeeking)"),
        (.seekBackward(.beginSeeking), "MPSeekCommandEvent(seekBackwardCommand, beginSeeking)"),
        (.seekBackward(.endSeeking), "MPSeekCommandEvent(seekBackwardCommand, endSeeking)"),
        (.skipForward(interval: 15), "MPSkipIntervalCommandEvent(skipForwardCommand, 15.0)"),
        (.skipBackward(interval: 30), "MPSkipIntervalCommandEvent(skipBackwardCommand, 30.0)"),
        (.changePlaybackPosition(42.5), "MPChangePlaybackPositionCommandEvent(changePlaybackPositionCommand, 42.5)"),
        (.changePlaybackRate(1.5), "MPChangePlaybackRateCommandEvent(changePlaybackRateCommand, 1.5)"),
        (
            .changeRepeatMode(.one, preservesRepeatMode: true),
            "MPChangeRepeatModeCommandEvent(changeRepeatModeCommand, one, true)"
        ),
        (
            .changeShuffleMode(.collections, preservesShuffleMode: false),
            "MPChangeShuffleModeCommandEvent(changeShuffleModeCommand, collections, false)"
        ),
        (.like(isNegative: false), "MPFeedbackCommandEvent(likeCommand, false)"),
        (.dislike(isNegative: true), "MPFeedbackCommandEvent(dislikeCommand, true)"),
        (.bookmark(isNegative: false), "MPFeedbackCommandEvent(bookmarkCommand, false)"),
        (.rating(4), "MPRatingCommandEvent(ratingCommand, 4.0)"),
    ]

    @Test("GAP-03 every command's handler receives its event class, its command, the values and the time")
    func everyCommandReachesItsHandler() {
        let f = MediaFixture()
        var received: [String] = []
        for command in f.center.allCommands {
            command.addTarget { event in
                received.append(f.describe(event))
                #expect(event.timestamp == f.sim.now)
                return .success
            }
        }
        for (request, _) in Self.cases {
            #expect(f.center.dispatch(request) == .success, "\(request)")
        }
        #expect(received == Self.cases.map(\.1))
        f.settle()
        #expect(f.log.lines.isEmpty)  // a handler takes the command: no UIEvent (GAP-03)
    }

    @Test("GAP-03 a dispatch with a timestamp gives the event that timestamp")
    func timestampFromTheInput() {
        let f = MediaFixture()
        var stamps: [TimeInterval] = []
        f.center.nextTrackCommand.addTarget { event in
            stamps.append(event.timestamp)
            return .success
        }
        f.center.dispatch(.nextTrack, timestamp: 123.25)
        f.sim.advance(by: 1)
        f.center.dispatch(.nextTrack)
        #expect(stamps == [123.25, f.sim.now])
    }

    @Test("GAP-03 the handler's status is what dispatch returns")
    func handlerStatusIsReturned() {
        let f = MediaFixture()
        f.center.changePlaybackPositionCommand.addTarget { _ in .noSuchContent }
        f.center.skipForwardCommand.addTarget { _ in .deviceNotFound }
        #expect(f.center.dispatch(.changePlaybackPosition(3)) == .noSuchContent)
        #expect(f.center.dispatch(.skipForward(interval: 10)) == .deviceNotFound)
    }

    @Test("GAP-03 isEnabled = false: the command is not dispatched, neither to handlers nor as a UIEvent")
    func disabledCommandIsNotDispatched() {
        let f = MediaFixture()
        var calls = 0
        f.center.playCommand.addTarget { _ in
            calls += 1
            return .success
        }
        f.center.playCommand.isEnabled = false
        #expect(f.send(.play) == .commandFailed)
        #expect(calls == 0)
        f.center.playCommand.removeTarget(nil)
        #expect(f.send(.play) == .commandFailed)  // no fallback either
        f.center.pauseCommand.isEnabled = false
        #expect(f.send(.pause) == .commandFailed)
        #expect(f.log.lines.isEmpty)
        f.center.playCommand.isEnabled = true
        #expect(f.send(.play) == .success)
        #expect(f.log.lines == ["Player.remoteControlReceived[remoteControlPlay]"])
    }

    @Test("GAP-03 removeTarget with the handler's token removes that handler only")
    func removeTargetByToken() {
        let f = MediaFixture()
        var calls: [String] = []
        let first = f.center.nextTrackCommand.addTarget { _ in
            calls.append("first")
            return .success
        }
        f.center.nextTrackCommand.addTarget { _ in
            calls.append("second")
            return .success
        }
        f.center.dispatch(.nextTrack)
        f.center.nextTrackCommand.removeTarget(first)
        f.center.dispatch(.nextTrack)
        #expect(calls == ["first", "second", "second"])
    }

    @Test("GAP-03 removeTarget(nil) removes every target; the command then falls back to a UIEvent")
    func removeTargetNilRemovesAll() {
        let f = MediaFixture()
        @MainActor final class Owner {
            var calls = 0
            func next(_ event: MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus {
                calls += 1
                return .success
            }
        }
        let owner = Owner()
        var handlerCalls = 0
        f.center.nextTrackCommand.addTarget { _ in
            handlerCalls += 1
            return .success
        }
        f.center.nextTrackCommand.addTarget(owner, action: Owner.next)
        #expect(f.center.nextTrackCommand.hasTargets)
        f.center.nextTrackCommand.removeTarget(nil)
        #expect(!f.center.nextTrackCommand.hasTargets)
        #expect(f.send(.nextTrack) == .success)
        #expect(handlerCalls == 0 && owner.calls == 0)
        #expect(f.log.lines == ["Player.remoteControlReceived[remoteControlNextTrack]"])
    }

    /// A player controller registering its methods, the Swift form of `addTarget(self, action: #selector(…))`.
    @MainActor final class PlayerController {
        var log: [String] = []
        func play(_ event: MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus {
            log.append("play")
            return .success
        }
        func seek(_ event: MPChangePlaybackPositionCommandEvent) -> MPRemoteCommandHandlerStatus {
            log.append("seek to \(event.positionTime)")
            return .success
        }
    }

    @Test("GAP-03 typed method references: the event subclass arrives; removeTarget(target) removes them")
    func typedTargets() {
        let f = MediaFixture()
        let controller = PlayerController()
        f.center.playCommand.addTarget(controller, action: PlayerController.play)
        f.center.changePlaybackPositionCommand.addTarget(controller, action: PlayerController.seek)
        f.center.dispatch(.play)
        f.center.dispatch(.changePlaybackPosition(12))
        #expect(controller.log == ["play", "seek to 12.0"])
        f.center.playCommand.removeTarget(controller)
        f.center.changePlaybackPositionCommand.removeTarget(controller, action: nil)
        #expect(!f.center.playCommand.hasTargets && !f.center.changePlaybackPositionCommand.hasTargets)
        #expect(f.center.dispatch(.changePlaybackPosition(20)) == .commandFailed)
        #expect(controller.log == ["play", "seek to 12.0"])
    }

    @Test("GAP-03 a method reference taking another event class is not called and fails")
    func typedTargetWithWrongEventClass() {
        let f = MediaFixture()
        let controller = PlayerController()
        f.center.skipForwardCommand.addTarget(controller, action: PlayerController.seek)
        #expect(f.center.dispatch(.skipForward(interval: 5)) == .commandFailed)
        #expect(controller.log.isEmpty)
    }

    @Test("GAP-03 targets are held weakly: when the target goes away, the command falls back to a UIEvent")
    func targetsAreWeak() {
        let f = MediaFixture()
        do {
            let controller = PlayerController()
            f.center.playCommand.addTarget(controller, action: PlayerController.play)
            #expect(f.center.playCommand.hasTargets)
        }
        #expect(!f.center.playCommand.hasTargets)
        #expect(f.send(.play) == .success)
        #expect(f.log.lines == ["Player.remoteControlReceived[remoteControlPlay]"])
    }

    @Test("GAP-03 selector targets perform the action with the event as sender; removeTarget(_:action:)")
    func selectorTargets() {
        let f = MediaFixture()
        final class Controls: UIResponder {}
        let controls = Controls()
        var senders: [String] = []
        controls.setActionHandler(for: Selector("togglePlayPause:")) { sender, _ in
            if let event = sender as? MPRemoteCommandEvent { senders.append(f.describe(event)) }
        }
        f.center.togglePlayPauseCommand.addTarget(controls, action: Selector("togglePlayPause:"))
        f.center.stopCommand.addTarget(controls, action: Selector("stop:"))  // not handled by the target
        #expect(f.center.dispatch(.togglePlayPause) == .success)
        #expect(f.center.dispatch(.stop) == .commandFailed)
        #expect(senders == ["MPRemoteCommandEvent(togglePlayPauseCommand)"])
        f.center.togglePlayPauseCommand.removeTarget(controls, action: Selector("other:"))
        #expect(f.center.togglePlayPauseCommand.hasTargets)
        f.center.togglePlayPauseCommand.removeTarget(controls, action: Selector("togglePlayPause:"))
        #expect(!f.center.togglePlayPauseCommand.hasTargets)
    }

    @Test("GAP-03 several targets are all called, in order; the result is the first failure")
    func severalTargets() {
        let f = MediaFixture()
        var order: [Int] = []
        f.center.stopCommand.addTarget { _ in
            order.append(1)
            return .success
        }
        f.center.stopCommand.addTarget { _ in
            order.append(2)
            return .noActionableNowPlayingItem
        }
        f.center.stopCommand.addTarget { _ in
            order.append(3)
            return .commandFailed
        }
        #expect(f.center.dispatch(.stop) == .noActionableNowPlayingItem)
        #expect(order == [1, 2, 3])
    }

    @Test("GAP-03 a handler that removes a later target stops it from being called")
    func handlerRemovingAnotherTarget() {
        let f = MediaFixture()
        var calls: [String] = []
        var second: Any?
        f.center.pauseCommand.addTarget { _ in
            calls.append("first")
            f.center.pauseCommand.removeTarget(second)
            return .success
        }
        second = f.center.pauseCommand.addTarget { _ in
            calls.append("second")
            return .success
        }
        f.center.dispatch(.pause)
        #expect(calls == ["first"])
    }

    @Test("RC-06 handlers need no beginReceivingRemoteControlEvents and no first responder, only Now Playing")
    func handlersNeedOnlyNowPlaying() {
        let f = MediaFixture(firstResponder: false, receiving: false, playing: false)
        var calls = 0
        f.center.playCommand.addTarget { _ in
            calls += 1
            return .success
        }
        #expect(f.center.dispatch(.play) == .noActionableNowPlayingItem)
        #expect(calls == 0)
        f.info.playbackState = .playing
        #expect(f.center.dispatch(.play) == .success)
        #expect(calls == 1)
    }

    @Test("RC-06 commands start enabled, with MediaPlayer's properties, and keep what the app sets")
    func commandProperties() {
        let f = MediaFixture()
        let c = f.center
        #expect(c.allCommands.count == 18)
        #expect(c.allCommands.allSatisfy { $0.isEnabled && !$0.hasTargets })
        #expect(c.skipForwardCommand.preferredIntervals.isEmpty)
        c.skipForwardCommand.preferredIntervals = [15]
        c.skipBackwardCommand.preferredIntervals = [NSNumber(value: 10), NSNumber(value: 30.5)]
        #expect(c.skipForwardCommand.preferredIntervals.map(\.doubleValue) == [15])
        #expect(c.skipBackwardCommand.preferredIntervals.map(\.doubleValue) == [10, 30.5])
        c.changePlaybackRateCommand.supportedPlaybackRates = [0.5, 1, 1.5, 2]
        #expect(c.changePlaybackRateCommand.supportedPlaybackRates.map(\.floatValue) == [0.5, 1, 1.5, 2])
        #expect(c.changeRepeatModeCommand.currentRepeatType == .off)
        c.changeRepeatModeCommand.currentRepeatType = .all
        #expect(c.changeShuffleModeCommand.currentShuffleType == .off)
        c.changeShuffleModeCommand.currentShuffleType = .items
        #expect(!c.likeCommand.isActive && c.likeCommand.localizedTitle.isEmpty)
        c.likeCommand.isActive = true
        c.likeCommand.localizedTitle = "Love"
        c.likeCommand.localizedShortTitle = "♥"
        c.ratingCommand.minimumRating = 1
        c.ratingCommand.maximumRating = 5
        #expect(c.likeCommand.isActive && c.likeCommand.localizedTitle == "Love")
        #expect(c.ratingCommand.maximumRating == 5)
        #expect(c.command(for: .seekForward(.endSeeking)) === c.seekForwardCommand)
        #expect(c.command(for: .bookmark(isNegative: true)) === c.bookmarkCommand)
    }

    @Test("RC-06 the center reports enablement, target and property changes to its observers (for MPRIS Can*)")
    func commandObservers() {
        let f = MediaFixture()
        var changed: [String] = []
        let id = f.center.addObserver { command in changed.append(f.name(of: command)) }
        f.center.nextTrackCommand.isEnabled = false
        f.center.nextTrackCommand.isEnabled = false  // no change, no report
        let token = f.center.playCommand.addTarget { _ in .success }
        f.center.playCommand.removeTarget(token)
        f.center.playCommand.removeTarget(token)  // nothing left to remove, no report
        f.center.skipForwardCommand.preferredIntervals = [30]
        f.center.changePlaybackRateCommand.supportedPlaybackRates = [1, 2]
        f.center.changeRepeatModeCommand.currentRepeatType = .one
        f.center.changeShuffleModeCommand.currentShuffleType = .collections
        f.center.likeCommand.isActive = true
        f.center.bookmarkCommand.localizedTitle = "Bookmark"
        #expect(
            changed == [
                "nextTrackCommand", "playCommand", "playCommand", "skipForwardCommand", "changePlaybackRateCommand",
                "changeRepeatModeCommand", "changeShuffleModeCommand", "likeCommand", "bookmarkCommand",
            ])
        f.center.removeObserver(id)
        f.center.stopCommand.isEnabled = false
        #expect(changed.count == 9)
    }

    @Test("RC-06 canDispatch: Now Playing, enabled, and a handler or (with a subtype) remote-control delivery")
    func canDispatch() {
        let f = MediaFixture(receiving: false, playing: false)
        let c = f.center
        #expect(!c.canDispatch(c.playCommand))  // not Now Playing
        f.info.playbackState = .playing
        #expect(!c.canDispatch(c.playCommand))  // no handler, not receiving UIEvents
        f.app.beginReceivingRemoteControlEvents()
        #expect(c.canDispatch(c.playCommand) && c.canDispatch(c.seekBackwardCommand))
        #expect(!c.canDispatch(c.skipForwardCommand))  // no subtype, no handler
        c.skipForwardCommand.addTarget { _ in .success }
        #expect(c.canDispatch(c.skipForwardCommand))
        c.skipForwardCommand.isEnabled = false
        #expect(!c.canDispatch(c.skipForwardCommand))
        f.app.endReceivingRemoteControlEvents()
        #expect(!c.canDispatch(c.playCommand))
    }
}
