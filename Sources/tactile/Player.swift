import ArgumentParser
import Dispatch
import Foundation
import Tactile
import TactileLinux
import TactileMedia
#if canImport(Glibc)
import Glibc
import TactileStrokes
import TactileTrace
import TactileDBus
import TactileMPRIS
import TactileEvaluation
#endif

/// `tactile player`: a demo media player that publishes itself over MPRIS, so `playerctl` and the desktop's media
/// controls can drive it, and logs every command it receives and how the app got it.
struct Player: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "A demo media player on D-Bus (MPRIS): drive it with playerctl and watch how remote commands arrive.",
        discussion: """
            The player has a playlist of four fake tracks. It starts playing at once, and the position advances in \
            real time. It publishes itself as org.mpris.MediaPlayer2.<name> on the session bus, so anything that \
            speaks MPRIS can control it: playerctl, GNOME's and KDE's media controls, media keys handled by the \
            desktop, KDE Connect.

            How a command reaches the app is what UIKit apps see on iOS (decisions GAP-03):
              1. MPRIS → MPRemoteCommandCenter.dispatch: only while the app is the "Now Playing" app, which it \
            became by starting playback (RC-02). The bus name is owned only while it is.
              2. A command with a handler (addTarget) goes to the handler: play, pause, play/pause, next, previous, \
            position, seek, rate, loop and shuffle here.
              3. A command without one becomes a remote-control UIEvent, delivered to the first responder's \
            remoteControlReceived(with:) and up the responder chain: stop here (no stopCommand handler), and every \
            command with --events-only.
            Each command is logged twice: as it arrived over D-Bus, and as the app received it.

            Try, in another terminal (playerctl: apt-get install playerctl):
              playerctl -p tactile status              Playing
              playerctl -p tactile metadata --format '{{ artist }} - {{ title }} ({{ duration(mpris:length) }})'
              playerctl -p tactile play-pause          → togglePlayPauseCommand's handler
              playerctl -p tactile next                → nextTrackCommand's handler
              playerctl -p tactile position 30         → changePlaybackPositionCommand (SetPosition)
              playerctl -p tactile position 10+        → Seek: 10 s forward
              playerctl -p tactile loop Track          → changeRepeatModeCommand
              playerctl -p tactile shuffle On          → changeShuffleModeCommand
              playerctl -p tactile volume 0.4          → Volume (MediaPlayer has none; the bridge keeps it)
              playerctl -p tactile stop                → a .remoteControlStop UIEvent at the first responder
              dbus-send --session --print-reply --dest=org.mpris.MediaPlayer2.tactile /org/mpris/MediaPlayer2 \\
                  org.freedesktop.DBus.Introspectable.Introspect

            Without a desktop session, start a private bus for both sides:
              dbus-run-session -- sh -c 'tactile player --duration 30 & sleep 1; playerctl -p tactile next; wait'

            Stop with Ctrl-C or --duration. If the bus goes away, the player says so and reconnects when it is back.
            """)

    @Option(help: "The last part of the bus name: org.mpris.MediaPlayer2.<name>.")
    var name = "tactile"

    @Option(help: "Exit after this many seconds (default: until Ctrl-C).")
    var duration: Double?

    @Option(help: "The D-Bus address to publish on (default: the session bus, from DBUS_SESSION_BUS_ADDRESS).")
    var address: String?

    @Flag(help: "Register no command handlers: every command with a UIKit subtype arrives as a remote-control UIEvent.")
    var eventsOnly = false

    @Flag(help: "Also log every D-Bus call the player answers (GetAll, Get, Introspect, …).")
    var verbose = false

    func validate() throws {
        if let duration, !(duration > 0) { throw ValidationError("--duration must be a positive number of seconds") }
        if !DBusNames.isValidBusNameSuffix(name) {
            throw ValidationError(
                "--name must be letters, digits, '_' or '-', in dot-separated parts not starting with a digit")
        }
        if let address {
            do { _ = try DBusAddress(address) } catch { throw ValidationError("\(error)") }
        }
    }

    func run() throws {
        let busAddress = try address.map { text -> DBusAddress in
            do { return try DBusAddress(text) } catch { throw CommandFailure("\(error)") }
        }
        let made = MainActor.assumeIsolated { () -> Result<PlayerDemo, DBusError> in
            do throws(DBusError) {
                return .success(try PlayerDemo(name: name, eventsOnly: eventsOnly, verbose: verbose))
            } catch {
                return .failure(error)
            }
        }
        let demo: PlayerDemo
        switch made {
        case .success(let d): demo = d
        case .failure(let error): throw CommandFailure("\(error)")
        }
        signal(SIGPIPE, SIG_IGN)
        let signals = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler { MainActor.assumeIsolated { demo.finish(because: "interrupted") } }
            source.resume()
            return source
        }
        defer {
            for (source, number) in zip(signals, [SIGINT, SIGTERM]) {
                source.cancel()
                signal(number, SIG_DFL)
            }
        }
        MainActor.assumeIsolated { demo.start(address: busAddress, duration: duration) }
        while !MainActor.assumeIsolated({ demo.isFinished }) {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.25))
        }
        if let failure = MainActor.assumeIsolated({ demo.failure }) { throw CommandFailure(failure) }
    }
}

/// One track of the demo playlist.
private struct DemoTrack {
    let title: String
    let artist: String
    let album: String
    let duration: TimeInterval
}

/// The first responder of the demo: where commands without a handler arrive, as remote-control `UIEvent`s.
@MainActor
private final class NowPlayingView: UIView {
    var onRemoteControl: ((UIEvent.EventSubtype) -> Void)?

    override var canBecomeFirstResponder: Bool { true }

    override func remoteControlReceived(with event: UIEvent?) {
        guard let event, event.type == .remoteControl else { return }
        onRemoteControl?(event.subtype)
    }
}

/// The main-actor side of `tactile player`: the application, the playlist, the handlers and the MPRIS player.
@MainActor
private final class PlayerDemo {
    private(set) var isFinished = false
    private(set) var failure: String?

    private let application = UIApplication(scheduler: MainQueueScheduler())
    private let window: UIWindow
    private let view: NowPlayingView
    private let commands: MPRemoteCommandCenter
    private let info: MPNowPlayingInfoCenter
    private let bridge: MPRISMediaPlayerBridge
    private let player: MPRISPlayer
    private let eventsOnly: Bool
    private let verbose: Bool
    private let started: TimeInterval

    private let playlist = [
        DemoTrack(title: "Gymnopédie No. 1", artist: "Erik Satie", album: "Trois Gymnopédies", duration: 185),
        DemoTrack(title: "Clair de lune", artist: "Claude Debussy", album: "Suite bergamasque", duration: 300),
        DemoTrack(title: "The Entertainer", artist: "Scott Joplin", album: "Piano Rags", duration: 218),
        DemoTrack(title: "Maple Leaf Rag", artist: "Scott Joplin", album: "Piano Rags", duration: 179),
    ]
    private var order = [0, 1, 2, 3]
    private var slot = 0  // index into `order`
    private var state: MPNowPlayingPlaybackState = .stopped
    private var rate = 1.0
    /// The position at `anchor` (scheduler time); it advances at `rate` while playing.
    private var anchorPosition: TimeInterval = 0
    private var anchor: TimeInterval = 0
    private var received = 0
    private var tick: ScheduledAction?

    init(name: String, eventsOnly: Bool, verbose: Bool) throws(DBusError) {
        self.eventsOnly = eventsOnly
        self.verbose = verbose
        started = application.scheduler.now
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
        view = NowPlayingView(frame: window.bounds)
        commands = MPRemoteCommandCenter.shared(for: application)
        info = MPNowPlayingInfoCenter.default(for: application)
        bridge = MPRISMediaPlayerBridge(commandCenter: commands, nowPlayingInfoCenter: info)
        player = try MPRISPlayer(name: name, identity: "Tactile demo player", backend: bridge)
        window.addSubview(view)
        window.makeKeyAndVisible()
        _ = view.becomeFirstResponder()
        application.beginReceivingRemoteControlEvents()  // RC-02 (2); the view is first responder: RC-02 (1)
        view.onRemoteControl = { [weak self] subtype in self?.remoteControl(subtype) }
        if !eventsOnly { registerHandlers() }
    }

    // MARK: Running

    func start(address: DBusAddress?, duration: TimeInterval?) {
        player.reconnectInterval = 2
        player.onCommand = { [weak self] call in
            guard let self else { return }
            self.received += 1
            self.log("MPRIS \(call.command) from \(call.sender ?? "?")")
        }
        player.onCommandFailed = { [weak self] _, error in
            self?.log("  ▸ answered with the error \(error.name): \(error.message)")
        }
        player.onMethodCall = { [weak self] message in
            guard let self, self.verbose else { return }
            let member = [message.interface, message.member].compactMap { $0 }.joined(separator: ".")
            self.log("  d-bus \(member)(\(message.body.map(\.description).joined(separator: ", "))) from \(message.sender ?? "?")")
        }
        player.onStatusChange = { [weak self] status in self?.statusChanged(status) }
        bridge.onVolumeChange = { [weak self] volume in self?.log("  ▸ volume \(Int((volume * 100).rounded())) % (kept by the bridge)") }
        bridge.onDispatch = { [weak self] request, status in
            guard let self, status != .success else { return }
            self.log("  ▸ \(MPRISMediaPlayerBridge.describe(request)) was not delivered: .\(status)")
        }
        if let duration {
            application.scheduler.schedule(after: duration) { [weak self] in
                self?.finish(because: "the duration elapsed")
            }
        }
        // Start playback: this makes the app the Now Playing app (RC-02), and so the owner of the bus name.
        startTrack(at: 0, playing: true, reason: "starting")
        tick = application.scheduler.schedule(after: 0.25) { [weak self] in self?.advanceTime() }
        Task { @MainActor in
            do throws(DBusError) {
                try await player.connect(to: address)
                let where_ = address?.text ?? player.connection?.address.text ?? "the session bus"
                log("published \(player.busName) on \(where_)")
                log("try: playerctl -p \(player.busName.dropFirst("org.mpris.MediaPlayer2.".count)) play-pause   (tactile player --help lists more)")
            } catch {
                switch error {
                case .noSessionBus:
                    fail(
                        "no D-Bus session bus to publish on: DBUS_SESSION_BUS_ADDRESS is not set and there is no"
                            + " $XDG_RUNTIME_DIR/bus. Start one for the player: dbus-run-session -- tactile player")
                case _ where error.isBusUnavailable:
                    fail("\(error). Is a D-Bus daemon running there? (dbus-run-session -- tactile player starts one)")
                default:
                    fail("\(error)")
                }
            }
        }
    }

    func finish(because reason: String) {
        guard !isFinished else { return }
        tick?.cancel()
        player.disconnect()
        log("\(reason): \(received) command\(received == 1 ? "" : "s") received; bye")
        isFinished = true
    }

    private func fail(_ message: String) {
        failure = message
        tick?.cancel()
        player.disconnect()
        isFinished = true
    }

    private var wasConnected = false
    private var everConnected = false
    private var ownedName = false

    private func statusChanged(_ status: MPRISPlayer.Status) {
        switch status {
        case .connected(let ownsName):
            if everConnected && !wasConnected { log("reconnected to the D-Bus bus") }
            wasConnected = true
            everConnected = true
            if ownsName != ownedName {
                log(ownsName ? "owning \(player.busName) (the app is Now Playing)" : "released \(player.busName)")
                ownedName = ownsName
            }
        case .disconnected(let error?):
            if wasConnected { log("lost the D-Bus bus (\(error)); reconnecting every 2 s") }
            wasConnected = false
            ownedName = false
        case .disconnected(nil), .connecting:
            break
        }
    }

    /// Every quarter second: the end of a track starts the next one (or repeats it, or stops at the end).
    private func advanceTime() {
        tick = application.scheduler.schedule(after: 0.25) { [weak self] in self?.advanceTime() }
        guard state == .playing, position >= track.duration else { return }
        if commands.changeRepeatModeCommand.currentRepeatType == .one {
            startTrack(at: slot, playing: true, reason: "repeating the track")
        } else if slot + 1 < order.count {
            startTrack(at: slot + 1, playing: true, reason: "track ended")
        } else if commands.changeRepeatModeCommand.currentRepeatType == .all {
            startTrack(at: 0, playing: true, reason: "playlist ended, repeating it")
        } else {
            stop(reason: "playlist ended")
        }
    }

    // MARK: The model

    private var track: DemoTrack { playlist[order[slot]] }

    private var position: TimeInterval {
        guard state == .playing else { return anchorPosition }
        return min(track.duration, anchorPosition + (application.scheduler.now - anchor) * rate)
    }

    private func setPosition(_ seconds: TimeInterval) {
        anchorPosition = max(0, min(track.duration, seconds))
        anchor = application.scheduler.now
    }

    private func startTrack(at newSlot: Int, playing: Bool, reason: String) {
        slot = (newSlot + order.count) % order.count
        setPosition(0)
        state = playing ? .playing : (state == .stopped ? .stopped : .paused)
        publish()
        log("  ▸ \(reason): “\(track.title)” by \(track.artist) (\(Self.clock(track.duration)))\(playing ? "" : ", \(state == .stopped ? "stopped" : "paused")")")
    }

    private func play(_ how: String) {
        if state == .stopped { setPosition(0) } else { setPosition(position) }
        state = .playing
        publish()
        log("  ▸ \(how): playing “\(track.title)” from \(Self.clock(position))")
    }

    private func pause(_ how: String) {
        setPosition(position)
        state = .paused
        publish()
        log("  ▸ \(how): paused at \(Self.clock(position))")
    }

    private func stop(reason: String) {
        setPosition(0)
        state = .stopped
        publish()
        log("  ▸ \(reason): stopped")
    }

    /// Updates Now Playing, as an iOS app does after every change.
    private func publish() {
        info.nowPlayingInfo = [
            MPMediaItemPropertyTitle: track.title,
            MPMediaItemPropertyArtist: track.artist,
            MPMediaItemPropertyAlbumTitle: track.album,
            MPMediaItemPropertyPlaybackDuration: track.duration,
            MPMediaItemPropertyPersistentID: MPMediaEntityPersistentID(order[slot] + 1),
            MPNowPlayingInfoPropertyElapsedPlaybackTime: position,
            MPNowPlayingInfoPropertyPlaybackRate: state == .playing ? rate : 0,
            MPNowPlayingInfoPropertyDefaultPlaybackRate: 1.0,
            MPNowPlayingInfoPropertyPlaybackQueueIndex: slot,
            MPNowPlayingInfoPropertyPlaybackQueueCount: order.count,
        ]
        info.playbackState = state
    }

    // MARK: How commands arrive

    /// The handlers of a MediaPlayer app: each command with a target goes here (GAP-03).
    private func registerHandlers() {
        commands.playCommand.addTarget { [weak self] _ in
            self?.play("playCommand handler")
            return .success
        }
        commands.pauseCommand.addTarget { [weak self] _ in
            self?.pause("pauseCommand handler")
            return .success
        }
        commands.togglePlayPauseCommand.addTarget { [weak self] _ in
            guard let self else { return .commandFailed }
            if self.state == .playing { self.pause("togglePlayPauseCommand handler") } else { self.play("togglePlayPauseCommand handler") }
            return .success
        }
        // No stopCommand handler: stop arrives as a .remoteControlStop UIEvent at the first responder.
        commands.nextTrackCommand.addTarget { [weak self] _ in
            guard let self else { return .commandFailed }
            self.startTrack(at: self.slot + 1, playing: self.state == .playing, reason: "nextTrackCommand handler")
            return .success
        }
        commands.previousTrackCommand.addTarget { [weak self] _ in
            guard let self else { return .commandFailed }
            self.startTrack(at: self.slot - 1, playing: self.state == .playing, reason: "previousTrackCommand handler")
            return .success
        }
        commands.changePlaybackPositionCommand.addTarget { [weak self] event in
            guard let self, let event = event as? MPChangePlaybackPositionCommandEvent else { return .commandFailed }
            self.setPosition(event.positionTime)
            self.publish()
            self.log("  ▸ changePlaybackPositionCommand handler: at \(Self.clock(self.position))")
            return .success
        }
        commands.skipForwardCommand.preferredIntervals = [15]
        commands.skipBackwardCommand.preferredIntervals = [15]
        for (command, sign) in [(commands.skipForwardCommand, 1.0), (commands.skipBackwardCommand, -1.0)] {
            command.addTarget { [weak self] event in
                guard let self, let event = event as? MPSkipIntervalCommandEvent else { return .commandFailed }
                self.setPosition(self.position + sign * event.interval)
                self.publish()
                self.log("  ▸ skip handler: \(sign > 0 ? "+" : "−")\(Int(event.interval)) s, at \(Self.clock(self.position))")
                return .success
            }
        }
        commands.changePlaybackRateCommand.supportedPlaybackRates = [0.5, 1, 1.5, 2]
        commands.changePlaybackRateCommand.addTarget { [weak self] event in
            guard let self, let event = event as? MPChangePlaybackRateCommandEvent else { return .commandFailed }
            self.setPosition(self.position)
            self.rate = Double(event.playbackRate)
            self.publish()
            self.log("  ▸ changePlaybackRateCommand handler: rate \(self.rate)")
            return .success
        }
        commands.changeRepeatModeCommand.addTarget { [weak self] event in
            guard let self, let event = event as? MPChangeRepeatModeCommandEvent else { return .commandFailed }
            self.commands.changeRepeatModeCommand.currentRepeatType = event.repeatType
            self.log("  ▸ changeRepeatModeCommand handler: repeat \(event.repeatType)")
            return .success
        }
        commands.changeShuffleModeCommand.addTarget { [weak self] event in
            guard let self, let event = event as? MPChangeShuffleModeCommandEvent else { return .commandFailed }
            let current = self.order[self.slot]
            self.order = event.shuffleType == .off ? Array(self.playlist.indices) : self.playlist.indices.shuffled()
            self.slot = self.order.firstIndex(of: current) ?? 0
            self.commands.changeShuffleModeCommand.currentShuffleType = event.shuffleType
            self.publish()
            self.log("  ▸ changeShuffleModeCommand handler: shuffle \(event.shuffleType == .off ? "off" : "on")")
            return .success
        }
    }

    /// Commands without a handler, as UIKit delivers them: `remoteControlReceived(with:)` on the first responder.
    private func remoteControl(_ subtype: UIEvent.EventSubtype) {
        let how = "remoteControlReceived(.\(subtype)) at the first responder"
        switch subtype {
        case .remoteControlPlay: play(how)
        case .remoteControlPause: pause(how)
        case .remoteControlTogglePlayPause: state == .playing ? pause(how) : play(how)
        case .remoteControlStop: stop(reason: how)
        case .remoteControlNextTrack: startTrack(at: slot + 1, playing: state == .playing, reason: how)
        case .remoteControlPreviousTrack: startTrack(at: slot - 1, playing: state == .playing, reason: how)
        default: log("  ▸ \(how): ignored")
        }
    }

    // MARK: Output

    private func log(_ text: String) {
        let t = application.scheduler.now - started
        print(String(format: "%7.3f s  ", t) + text)
        fflush(nil)
    }

    private static func clock(_ seconds: TimeInterval) -> String {
        let s = Int(max(0, seconds).rounded(.down))
        return String(format: "%d:%02d", s / 60, s % 60)
    }
}
