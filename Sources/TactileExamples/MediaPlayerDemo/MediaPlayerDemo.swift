import Foundation
import Tactile
import TactileDBus
import TactileMedia
import TactileMPRIS

/// The media player demo of `tactile player`: an app with a playlist that publishes itself over MPRIS, so
/// `playerctl` and the desktop's media controls can drive it, and logs every command it receives and how the app
/// got it.
///
/// No UIKit counterpart: it is written as an iOS media app is. Playing makes it the Now Playing app (and so the
/// owner of its bus name); commands with a handler on `MPRemoteCommandCenter` go to the handler; commands without
/// one arrive as remote-control `UIEvent`s at the first responder. The playlist has four fake tracks, and the
/// position advances on the application's scheduler. Every line of the log starts with the time since the demo
/// was made.
@MainActor
public final class MediaPlayerDemo {
    /// Whether the demo has ended (``finish(because:)``, or a failure to publish).
    public private(set) var isFinished = false
    /// Why the demo could not run (no bus, say), when it could not.
    public private(set) var failure: String?

    let application: UIApplication
    let window: UIWindow
    let view: NowPlayingView
    let commands: MPRemoteCommandCenter
    let info: MPNowPlayingInfoCenter
    let bridge: MPRISMediaPlayerBridge
    let player: MPRISPlayer
    private let verbose: Bool
    private let started: TimeInterval
    private let output: (String) -> Void

    let playlist = MediaPlayerDemoTrack.playlist
    var order = [0, 1, 2, 3]
    var slot = 0  // index into `order`
    var state: MPNowPlayingPlaybackState = .stopped
    var rate = 1.0
    /// The position at `anchor` (scheduler time); it advances at `rate` while playing.
    private var anchorPosition: TimeInterval = 0
    private var anchor: TimeInterval = 0
    private(set) var received = 0
    private var tick: ScheduledAction?

    /// Makes the app (a window whose view is the first responder, receiving remote-control events) and its MPRIS
    /// player, not yet connected.
    /// - Parameters:
    ///   - name: the last part of the bus name, `org.mpris.MediaPlayer2.<name>`.
    ///   - identity: the MPRIS `Identity` property, the name media controls show.
    ///   - eventsOnly: register no command handlers, so that every command arrives as a remote-control `UIEvent`.
    ///   - verbose: also log every D-Bus call the player answers.
    ///   - application: the application, whose scheduler runs the demo's time.
    ///   - log: receives each line of the log.
    public init(
        name: String, identity: String = "Tactile demo player", eventsOnly: Bool, verbose: Bool,
        application: UIApplication = UIApplication(scheduler: MainQueueScheduler()),
        log: @escaping (String) -> Void
    ) throws(DBusError) {
        self.application = application
        self.verbose = verbose
        output = log
        started = application.scheduler.now
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
        view = NowPlayingView(frame: window.bounds)
        commands = MPRemoteCommandCenter.shared(for: application)
        info = MPNowPlayingInfoCenter.default(for: application)
        bridge = MPRISMediaPlayerBridge(commandCenter: commands, nowPlayingInfoCenter: info)
        player = try MPRISPlayer(name: name, identity: identity, backend: bridge)
        window.addSubview(view)
        window.makeKeyAndVisible()
        _ = view.becomeFirstResponder()
        // Remote-control events need both: the app receives them, and the view is the first responder.
        application.beginReceivingRemoteControlEvents()
        view.onRemoteControl = { [weak self] subtype in self?.remoteControl(subtype) }
        if !eventsOnly { registerHandlers() }
    }

    // MARK: Running

    /// Starts playing and publishes the player on `address` (default: the session bus); after `duration` seconds,
    /// if given, the demo finishes.
    public func start(address: DBusAddress?, duration: TimeInterval?) {
        startPlaying(duration: duration)
        connectPlayer(to: address)
    }

    /// Wires the player's and the bridge's reports to the log and starts the first track.
    func startPlaying(duration: TimeInterval?) {
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
        // Start playback: this makes the app the Now Playing app, and so the owner of the bus name.
        startTrack(at: 0, playing: true, reason: "starting")
        tick = application.scheduler.schedule(after: 0.25) { [weak self] in self?.advanceTime() }
    }

    /// Connects the player to the bus in a task; a failure ends the demo with a message saying what to do.
    private func connectPlayer(to address: DBusAddress?) {
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

    /// Ends the demo: stops the clock, leaves the bus and logs how many commands arrived.
    public func finish(because reason: String) {
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

    var track: MediaPlayerDemoTrack { playlist[order[slot]] }

    var position: TimeInterval {
        guard state == .playing else { return anchorPosition }
        return min(track.duration, anchorPosition + (application.scheduler.now - anchor) * rate)
    }

    func setPosition(_ seconds: TimeInterval) {
        anchorPosition = max(0, min(track.duration, seconds))
        anchor = application.scheduler.now
    }

    func startTrack(at newSlot: Int, playing: Bool, reason: String) {
        slot = (newSlot + order.count) % order.count
        setPosition(0)
        state = playing ? .playing : (state == .stopped ? .stopped : .paused)
        publish()
        log("  ▸ \(reason): “\(track.title)” by \(track.artist) (\(Self.clock(track.duration)))\(playing ? "" : ", \(state == .stopped ? "stopped" : "paused")")")
    }

    func play(_ how: String) {
        if state == .stopped { setPosition(0) } else { setPosition(position) }
        state = .playing
        publish()
        log("  ▸ \(how): playing “\(track.title)” from \(Self.clock(position))")
    }

    func pause(_ how: String) {
        setPosition(position)
        state = .paused
        publish()
        log("  ▸ \(how): paused at \(Self.clock(position))")
    }

    func stop(reason: String) {
        setPosition(0)
        state = .stopped
        publish()
        log("  ▸ \(reason): stopped")
    }

    /// Updates Now Playing, as an iOS app does after every change.
    func publish() {
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

    // MARK: Output

    func log(_ text: String) {
        let t = application.scheduler.now - started
        output(String(format: "%7.3f s  ", t) + text)
    }

    static func clock(_ seconds: TimeInterval) -> String {
        let s = Int(max(0, seconds).rounded(.down))
        return String(format: "%d:%02d", s / 60, s % 60)
    }
}
