import ArgumentParser
import Dispatch
import Foundation
import Tactile
import TactileDBus
import TactileExamples
#if canImport(Glibc)
import Glibc
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

            How a command reaches the app is what UIKit apps see on iOS:
              1. MPRIS → MPRemoteCommandCenter.dispatch: only while the app is the "Now Playing" app, which it \
            became by starting playback. The bus name is owned only while it is.
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

    @Option(
        help: """
            The name media controls show (MPRIS Identity). MPRIS has no version property, so the default \
            carries Tactile's version.
            """)
    var identity = "Tactile demo player \(TactileVersion.string)"

    @Option(parsing: .unconditional, help: "Exit after this many seconds (default: until Ctrl-C).")
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
        let made = MainActor.assumeIsolated { () -> Result<MediaPlayerDemo, DBusError> in
            do throws(DBusError) {
                return .success(
                    try MediaPlayerDemo(
                        name: name, identity: identity, eventsOnly: eventsOnly, verbose: verbose
                    ) { line in
                        print(line)
                        fflush(nil)
                    })
            } catch {
                return .failure(error)
            }
        }
        let demo: MediaPlayerDemo
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
