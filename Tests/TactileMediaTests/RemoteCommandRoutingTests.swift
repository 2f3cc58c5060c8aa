import Foundation
import Tactile
import TactileMedia
import TactileTesting
import Testing

/// The application's queue routes remote-control commands from the system's media controls (media keys, headset
/// buttons) in one place: an input source only posts them, and on the queue's turn the router that `TactileMedia`
/// installs gives each to its command's handlers, or lets it become a `.remoteControl` `UIEvent` for the first
/// responder (GAP-03, RC-02).
@MainActor
@Suite("Remote commands routed by the application's queue")
struct RemoteCommandRoutingTests {
    /// A command as a media key posts it.
    private func mediaKey(_ subtype: UIEvent.EventSubtype, at time: TimeInterval) -> RawInputEvent {
        var command = RawRemoteControlEvent(timestamp: time, subtype: subtype)
        command.isSystemMediaCommand = true
        return .remoteControl(command)
    }

    @Test("GAP-03 without a handler, a posted media key reaches the first responder as a UIEvent on the scheduler's turn")
    func noHandlerBecomesUIEvent() {
        let f = MediaFixture()
        f.app.enqueue(mediaKey(.remoteControlNextTrack, at: f.sim.now))
        // Posting does not process: the source asked for a turn, nothing more.
        #expect(f.app.pendingEventCount == 1)
        #expect(f.log.lines.isEmpty)
        f.settle()
        #expect(f.app.pendingEventCount == 0)
        #expect(f.log.lines == ["Player.remoteControlReceived[remoteControlNextTrack]"])
    }

    @Test("GAP-03 with an enabled handler, the media key goes to the handler on the queue's turn, not to the responder")
    func handlerTakesIt() {
        let f = MediaFixture()
        var handled: [(command: ObjectIdentifier, timestamp: TimeInterval)] = []
        f.center.nextTrackCommand.addTarget { event in
            handled.append((ObjectIdentifier(event.command), event.timestamp))
            return .success
        }
        f.app.enqueue(mediaKey(.remoteControlNextTrack, at: 12.5))
        #expect(handled.isEmpty)
        f.settle()
        #expect(handled.count == 1)
        #expect(handled.first?.command == ObjectIdentifier(f.center.nextTrackCommand))
        #expect(handled.first?.timestamp == 12.5)
        #expect(f.log.lines.isEmpty)
        // Another command without a handler still becomes a UIEvent.
        f.app.enqueue(mediaKey(.remoteControlPause, at: f.sim.now))
        f.settle()
        #expect(f.log.lines == ["Player.remoteControlReceived[remoteControlPause]"])
        #expect(handled.count == 1)
    }

    @Test("RC-02 a disabled command delivers nothing: neither its handler nor the responder hears of the media key")
    func disabledCommand() {
        let f = MediaFixture()
        var handled = 0
        f.center.playCommand.addTarget { _ in
            handled += 1
            return .success
        }
        f.center.playCommand.isEnabled = false
        f.center.stopCommand.isEnabled = false
        f.app.enqueue(mediaKey(.remoteControlPlay, at: f.sim.now))
        f.app.enqueue(mediaKey(.remoteControlStop, at: f.sim.now))
        f.settle()
        #expect(handled == 0)
        #expect(f.log.lines.isEmpty)
    }

    @Test("RC-02 (3) media keys reach only the Now Playing app; input already routed to the app does not need it")
    func nowPlayingGate() {
        let f = MediaFixture(playing: false)
        var handled = 0
        f.center.togglePlayPauseCommand.addTarget { _ in
            handled += 1
            return .success
        }
        f.app.enqueue(mediaKey(.remoteControlTogglePlayPause, at: f.sim.now))
        f.app.enqueue(mediaKey(.remoteControlStop, at: f.sim.now))
        f.settle()
        #expect(handled == 0 && f.log.lines.isEmpty)
        // The same subtype posted as already routed is delivered as a UIEvent, handler or not (as before).
        f.app.enqueue(.remoteControl(RawRemoteControlEvent(timestamp: f.sim.now, subtype: .remoteControlStop)))
        f.settle()
        #expect(f.log.lines == ["Player.remoteControlReceived[remoteControlStop]"])
        f.log.clear()
        f.info.playbackState = .playing
        f.app.enqueue(mediaKey(.remoteControlTogglePlayPause, at: f.sim.now))
        f.app.enqueue(mediaKey(.remoteControlStop, at: f.sim.now))
        f.settle()
        #expect(handled == 1)
        #expect(f.log.lines == ["Player.remoteControlReceived[remoteControlStop]"])
    }

    @Test("the input observer sees a media key as remote-control input only when it becomes a UIEvent")
    func inputObserver() {
        let f = MediaFixture()
        var observed: [RawInputEvent] = []
        f.app.inputObserver = { observed.append($0) }
        f.center.playCommand.addTarget { _ in .success }
        f.app.enqueue(mediaKey(.remoteControlPlay, at: 3))
        f.app.enqueue(mediaKey(.remoteControlPause, at: 4))
        f.settle()
        // The handled play never became UIKit input; the pause is recorded as the input it became, so replaying a
        // recording delivers it again as a UIEvent.
        #expect(observed == [.remoteControl(RawRemoteControlEvent(timestamp: 4, subtype: .remoteControlPause))])
        #expect(f.log.lines == ["Player.remoteControlReceived[remoteControlPause]"])
    }

    @Test("the queue processes a media key in its place: events posted before it are handled first")
    func queueOrder() {
        let f = MediaFixture()
        var order: [String] = []
        f.center.playCommand.addTarget { _ in
            order.append("playCommand")
            return .success
        }
        f.app.inputObserver = { event in
            if case .shake = event { order.append("shake") }
        }
        f.app.enqueue(.shake(RawShakeEvent(timestamp: f.sim.now, phase: .began)))
        f.app.enqueue(mediaKey(.remoteControlPlay, at: f.sim.now))
        f.app.enqueue(.shake(RawShakeEvent(timestamp: f.sim.now, phase: .ended)))
        f.settle()
        #expect(order == ["shake", "playCommand", "shake"])
    }

    @Test("creating an application's command center installs it as the queue's router")
    func routerInstalledWithTheCenter() {
        let sim = TouchSimulator()
        let app = sim.application
        #expect(app.remoteCommandRouter == nil)
        let center = MPRemoteCommandCenter.shared(for: app)
        #expect(app.remoteCommandRouter === center)
    }

    @Test("GAP-03 an application without a command center gets one when a media key arrives; its handlers take later keys")
    func centerMadeOnDemand() {
        _ = MPRemoteCommandCenter.shared(for: UIApplication(scheduler: VirtualScheduler()))  // TactileMedia is in use
        let sim = TouchSimulator()
        let log = EventLog()
        let window = sim.makeWindow()
        let player = RecordingView("Player", frame: window.bounds, log: log)
        player.acceptsFirstResponder = true
        window.addSubview(player)
        player.becomeFirstResponder()
        let app = sim.application
        app.beginReceivingRemoteControlEvents()
        app.isNowPlaying = true
        #expect(app.remoteCommandRouter == nil)
        app.enqueue(mediaKey(.remoteControlPlay, at: sim.now))
        sim.advance(by: 0.01)
        // A center without handlers: the key became a UIEvent, and the center is now the application's router.
        #expect(log.lines == ["Player.remoteControlReceived[remoteControlPlay]"])
        let center = MPRemoteCommandCenter.shared(for: app)
        #expect(app.remoteCommandRouter === center)
        var handled = 0
        center.playCommand.addTarget { _ in
            handled += 1
            return .success
        }
        app.enqueue(mediaKey(.remoteControlPlay, at: sim.now))
        sim.advance(by: 0.01)
        #expect(handled == 1)
        #expect(log.lines.count == 1)
    }
}
