import Foundation
import Tactile
import TactileMedia
import TactileTesting
import Testing
import DBusTestSupport

@testable import TactileMPRIS
import TactileDBus

/// Tactile's MPRIS player driven by the real `playerctl` (2.4.x) and `dbus-send` on a private bus: each check
/// asserts what the app received (handlers, or `UIEvent`s) and what the client reports back. Skipped when
/// `dbus-daemon` or `playerctl` is missing; `.ci/run` installs both.
/// The time limit only catches a hang: alone these tests take seconds, but in the full parallel run each hop
/// onto the main actor waits behind a thousand main-actor UI tests, which has taken over a minute.
@Suite(
    "MPRIS player driven by playerctl",
    .enabled(if: DBusTools.hasPlayerctl, "needs dbus-daemon, dbus-send and playerctl (apt-get install dbus playerctl)"),
    .timeLimit(.minutes(5)))
@MainActor
struct MPRISPlayerTests {
    @Test("playerctl lists the player and reads status, metadata and a position that advances with time")
    func statusMetadataPosition() async throws {
        let s = try await MPRISSession.start()
        defer { s.end() }
        let list = try await runProgram(try #require(DBusTools.playerctl), ["-l"], bus: s.bus.addressText)
        #expect(list.trimmed == MPRISSession.name)
        try await s.expectAnswer("status", expected: "Playing")
        try await s.expectAnswer("metadata", "--format", "{{ artist }} - {{ title }} ({{ duration(mpris:length) }})", expected: "Miles Davis - So What (9:22)")
        try await s.expectAnswer("metadata", "mpris:trackid", expected: "'/org/tactile/track/1'")  // printed as a GVariant
        try await s.expectAnswer("metadata", "album", expected: "Kind of Blue")
        try await s.expectPosition(0.0)
        s.app.sim.advance(by: 2.5)  // the app's clock: the position moves on at the playback rate
        try await s.expectPosition(2.5)
        try await s.expectAnswer("volume", expected: "1.000000")
        #expect(s.app.received.isEmpty)
    }

    @Test("play-pause, play, pause and stop reach the handlers, or the first responder for stop (GAP-03)")
    func transport() async throws {
        let s = try await MPRISSession.start()
        defer { s.end() }
        _ = try await s.ask("play-pause")
        #expect(s.app.received == ["togglePlayPauseCommand"])
        try await s.expectAnswer("status", expected: "Paused")
        _ = try await s.ask("play")
        try await s.expectAnswer("status", expected: "Playing")
        _ = try await s.ask("pause")
        try await s.expectAnswer("status", expected: "Paused")
        _ = try await s.ask("play-pause")
        try await s.expectAnswer("status", expected: "Playing")
        _ = try await s.ask("stop")
        s.app.settle()  // the UIEvent goes through the application's queue
        #expect(s.app.received == [
            "togglePlayPauseCommand", "playCommand", "pauseCommand", "togglePlayPauseCommand",
            "UIEvent remoteControlStop",
        ])
        // The view only records the event; the app stops when its responder acts on it.
        s.app.stop()
        try await s.expectAnswer("status", expected: "Stopped")
        let calls = [await s.commands.next(), await s.commands.next(), await s.commands.next()].map(\.command)
        #expect(calls == [.playPause, .play, .pause])
    }

    @Test("next and previous change the track the app publishes")
    func nextPrevious() async throws {
        let s = try await MPRISSession.start()
        defer { s.end() }
        _ = try await s.ask("next")
        try await s.expectAnswer("metadata", "title", expected: "Freddie Freeloader")
        _ = try await s.ask("next")
        try await s.expectAnswer("metadata", "title", expected: "Blue in Green")
        _ = try await s.ask("previous")
        try await s.expectAnswer("metadata", "--format", "{{ title }} {{ mpris:trackid }}", expected: "Freddie Freeloader '/org/tactile/track/2'")
        #expect(s.app.received == ["nextTrackCommand", "nextTrackCommand", "previousTrackCommand"])
        #expect(s.app.index == 1)
    }

    @Test("set-position and seek become changePlaybackPosition, emit Seeked, and playerctl reads the new position")
    func seekAndSetPosition() async throws {
        let s = try await MPRISSession.start()
        defer { s.end() }
        let signals = try await s.watchSignals()
        _ = try await s.ask("position", "30")
        try await s.expectPosition(30.0)
        #expect(await signals.signal("Seeked")?.body == [.int64(30_000_000)])
        _ = try await s.ask("position", "10+")
        try await s.expectPosition(40.0)
        #expect(await signals.signal("Seeked")?.body == [.int64(40_000_000)])
        _ = try await s.ask("position", "5-")
        try await s.expectPosition(35.0)
        #expect(await signals.signal("Seeked")?.body == [.int64(35_000_000)])
        #expect(s.app.received == [
            "changePlaybackPositionCommand 30.0", "changePlaybackPositionCommand 40.0", "changePlaybackPositionCommand 35.0",
        ])
        // The app seeking by itself is announced too (a jump of more than half a second).
        s.app.seek(to: 100)
        #expect(await signals.signal("Seeked")?.body == [.int64(100_000_000)])
    }

    @Test("loop and shuffle go to the repeat and shuffle commands and read back from them")
    func loopAndShuffle() async throws {
        let s = try await MPRISSession.start()
        defer { s.end() }
        try await s.expectAnswer("loop", expected: "None")
        _ = try await s.ask("loop", "Track")
        try await s.expectAnswer("loop", expected: "Track")
        _ = try await s.ask("loop", "Playlist")
        try await s.expectAnswer("loop", expected: "Playlist")
        _ = try await s.ask("loop", "None")
        try await s.expectAnswer("loop", expected: "None")
        try await s.expectAnswer("shuffle", expected: "Off")
        _ = try await s.ask("shuffle", "On")
        try await s.expectAnswer("shuffle", expected: "On")
        _ = try await s.ask("shuffle", "Toggle")
        try await s.expectAnswer("shuffle", expected: "Off")
        #expect(s.app.received == [
            "changeRepeatModeCommand one", "changeRepeatModeCommand all", "changeRepeatModeCommand off",
            "changeShuffleModeCommand items", "changeShuffleModeCommand off",
        ])
        #expect(s.app.commands.changeRepeatModeCommand.currentRepeatType == .off)
    }

    @Test("volume is kept by the bridge; rate goes to changePlaybackRate within the supported rates")
    func volumeAndRate() async throws {
        let s = try await MPRISSession.start()
        defer { s.end() }
        _ = try await s.ask("volume", "0.25")
        try await s.expectAnswer("volume", expected: "0.250000")
        #expect(s.app.bridge.volume == 0.25)
        let set = try await s.dbusSend(
            "org.freedesktop.DBus.Properties.Set", "string:org.mpris.MediaPlayer2.Player", "string:Rate", "variant:double:2")
        #expect(set.status == 0, "\(set.stderr)")
        #expect(s.app.received == ["changePlaybackRateCommand 2.0"] && s.app.rate == 2)
        let tooFast = try await s.dbusSend(
            "org.freedesktop.DBus.Properties.Set", "string:org.mpris.MediaPlayer2.Player", "string:Rate", "variant:double:8")
        #expect(tooFast.status != 0 && tooFast.stderr.contains(DBusErrorName.invalidArgs))
        s.app.sim.advance(by: 1)
        try await s.expectPosition(2.0)  // twice as fast
    }

    @Test("without handlers, commands arrive as UIEvents; disabling a command turns its Can* off and playerctl refuses it")
    func eventsAndCanProperties() async throws {
        let s = try await MPRISSession.start(app: MPRISTestApp(handlers: false))
        defer { s.end() }
        let signals = try await s.watchSignals()
        _ = try await s.ask("play-pause")
        _ = try await s.ask("next")
        _ = try await s.ask("previous")
        _ = try await s.ask("pause")
        s.app.settle()
        #expect(s.app.received == [
            "UIEvent remoteControlTogglePlayPause", "UIEvent remoteControlNextTrack", "UIEvent remoteControlPreviousTrack",
            "UIEvent remoteControlPause",
        ])
        s.app.commands.nextTrackCommand.isEnabled = false
        let changed = await signals.signal("PropertiesChanged")
        #expect(changed?.body.first == .string(MPRISPlayer.playerInterface))
        #expect(changed?.body[1].stringDictionaryValue?["CanGoNext"] == .boolean(false))
        let refused = try await s.playerctl("next")
        #expect(refused.status != 0)
        #expect(refused.stderr.contains("No player could handle this command"))
        s.app.settle()
        #expect(s.app.received.count == 4)
    }

    @Test("PropertiesChanged announces each change of status, metadata, loop and shuffle, without Position")
    func propertiesChanged() async throws {
        let s = try await MPRISSession.start()
        defer { s.end() }
        let signals = try await s.watchSignals()
        func nextChange() async -> [String: DBusValue] {
            guard let m = await signals.signal("PropertiesChanged") else { return [:] }
            return m.body.count == 3 ? m.body[1].stringDictionaryValue ?? [:] : [:]
        }
        s.app.pause()
        var change = await nextChange()
        #expect(change["PlaybackStatus"] == .string("Paused"))
        #expect(change["Position"] == nil)
        s.app.go(to: 2)
        change = await nextChange()
        #expect(MPRISMetadata(change["Metadata"] ?? .byte(0))?.title == "Blue in Green")
        _ = try await s.ask("loop", "Playlist")
        change = await nextChange()
        #expect(change == ["LoopStatus": .string("Playlist")])
        _ = try await s.ask("shuffle", "On")
        change = await nextChange()
        #expect(change == ["Shuffle": .boolean(true)])
    }

    @Test("the bus name is owned only while the app is the Now Playing app (RC-02)")
    func nameWhileNowPlaying() async throws {
        let s = try await MPRISSession.start(app: MPRISTestApp(playing: false))
        defer { s.end() }
        let monitor = try await DBusConnection.connect(to: try s.bus.address)
        defer { monitor.close() }
        #expect(s.player.status == .connected(ownsName: false))
        #expect(try await monitor.nameOwner(of: s.player.busName) == nil)
        #expect(try await runProgram(try #require(DBusTools.playerctl), ["-l"], bus: s.bus.addressText).trimmed == "")

        s.app.play()  // starting playback makes the app Now Playing
        _ = await s.statuses.next { $0 == .connected(ownsName: true) }
        #expect(try await monitor.nameOwner(of: s.player.busName) == s.player.connection?.uniqueName)
        try await s.expectAnswer("status", expected: "Playing")

        s.app.info.resignNowPlaying()  // another app took over
        _ = await s.statuses.next { $0 == .connected(ownsName: false) }
        #expect(try await monitor.nameOwner(of: s.player.busName) == nil)

        // `.always` owns the name from the start, Now Playing or not.
        let always = try await MPRISSession.start(app: MPRISTestApp(playing: false), ownership: .always)
        defer { always.end() }
        #expect(always.player.ownsBusName)
        try await always.expectAnswer("status", expected: "Stopped")
    }

    @Test("malformed calls from dbus-send get D-Bus errors; the root interface and introspection are served")
    func malformedCallsAndRoot() async throws {
        let s = try await MPRISSession.start()
        defer { s.end() }
        func error(_ arguments: String...) async throws -> String {
            let out = try await s.bus.send(["--dest=\(s.player.busName)", "/org/mpris/MediaPlayer2"] + arguments)
            #expect(out.status != 0, "\(arguments) succeeded")
            return out.stderr
        }
        let player = "org.mpris.MediaPlayer2.Player"
        let props = "org.freedesktop.DBus.Properties"
        #expect(try await error("\(player).Seek", "string:ten").contains("InvalidArgs"))
        #expect(try await error("\(player).Seek").contains("InvalidArgs"))
        #expect(try await error("\(player).SetPosition", "int64:5").contains("InvalidArgs"))
        #expect(try await error("\(player).Frobnicate").contains("UnknownMethod"))
        #expect(try await error("org.mpris.MediaPlayer2.Nope.Play").contains("UnknownInterface"))
        #expect(try await error("\(player).OpenUri", "string:file:///x.ogg").contains("NotSupported"))
        #expect(try await error("\(props).Get", "string:\(player)", "string:Nope").contains("UnknownProperty"))
        #expect(try await error("\(props).Get", "string:\(player)").contains("InvalidArgs"))
        #expect(try await error("\(props).Set", "string:\(player)", "string:PlaybackStatus", "variant:string:Paused").contains("PropertyReadOnly"))
        #expect(try await error("\(props).Set", "string:\(player)", "string:LoopStatus", "variant:string:Bogus").contains("InvalidArgs"))
        #expect(try await error("\(props).Set", "string:\(player)", "string:Volume", "variant:string:loud").contains("InvalidArgs"))
        #expect(try await error("\(props).Set", "string:\(player)", "string:Shuffle", "variant:int32:1").contains("InvalidArgs"))
        let elsewhere = try await s.bus.send(["--dest=\(s.player.busName)", "/org/mpris/Other", "\(player).Play"])
        #expect(elsewhere.stderr.contains("UnknownObject"))
        #expect(s.app.received.isEmpty)  // none of it reached the app

        let identity = try await s.dbusSend("\(props).Get", "string:org.mpris.MediaPlayer2", "string:Identity")
        #expect(identity.stdout.contains("variant       string \"Tactile test\""))
        let root = try await s.dbusSend("\(props).GetAll", "string:org.mpris.MediaPlayer2")
        for key in ["CanQuit", "CanRaise", "HasTrackList", "SupportedUriSchemes", "SupportedMimeTypes"] {
            #expect(root.stdout.contains("string \"\(key)\""), "\(key)")
        }
        #expect(try await s.dbusSend("org.mpris.MediaPlayer2.Raise").status == 0)
        #expect(try await s.dbusSend("org.freedesktop.DBus.Peer.Ping").status == 0)
        let xml = try await s.dbusSend("org.freedesktop.DBus.Introspectable.Introspect")
        #expect(xml.stdout.contains("<interface name=\"org.mpris.MediaPlayer2.Player\">"))
        #expect(xml.stdout.contains("<signal name=\"Seeked\">"))
        if let gdbus = DBusTools.gdbus {
            // GLib's parser reads the XML back: it is valid introspection data.
            let parsed = try await runProgram(
                gdbus, ["introspect", "--session", "--dest", s.player.busName, "--object-path", "/org/mpris/MediaPlayer2"],
                bus: s.bus.addressText)
            #expect(parsed.status == 0, "\(parsed.stderr)")
            #expect(parsed.stdout.contains("SetPosition(in  o TrackId,"))
            #expect(parsed.stdout.contains("readwrite s LoopStatus"))
        }
        try await s.expectAnswer("status", expected: "Playing")  // still serving
    }

    @Test("with reconnectInterval, the player comes back by itself when a bus listens at the same address again")
    func automaticReconnect() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-mpris-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let first = try await PrivateBus.start(listen: "unix:path=\(path)")
        let app = MPRISTestApp()
        let player = try MPRISPlayer(name: MPRISSession.name, backend: app.bridge)
        let statuses = Inbox<MPRISPlayer.Status>()
        player.onStatusChange = { statuses.push($0) }
        player.reconnectInterval = 0.05
        defer { player.disconnect() }
        try await player.connect(to: try DBusAddress("unix:path=\(path)"))
        first.kill()
        _ = await statuses.next { if case .disconnected(.some) = $0 { true } else { false } }
        try? FileManager.default.removeItem(atPath: path)
        let second = try await PrivateBus.start(listen: "unix:path=\(path)")
        defer { second.kill() }
        _ = await statuses.next { $0 == .connected(ownsName: true) }
        let status = try await runProgram(try #require(DBusTools.playerctl), ["-p", MPRISSession.name, "status"], bus: second.addressText)
        #expect(status.trimmed == "Playing")
    }

    @Test("a second player asking for a taken name gets a typed error")
    func nameTaken() async throws {
        let s = try await MPRISSession.start()
        defer { s.end() }
        let other = try MPRISPlayer(name: MPRISSession.name, backend: MPRISTestApp().bridge, ownership: .always)
        await #expect(throws: DBusError.nameTaken("org.mpris.MediaPlayer2.\(MPRISSession.name)")) {
            try await other.connect(to: try s.bus.address)
        }
        #expect(other.status == .disconnected(.nameTaken("org.mpris.MediaPlayer2.\(MPRISSession.name)")))
        #expect(throws: DBusError.invalidBusName("org.mpris.MediaPlayer2.my player")) {
            try MPRISPlayer(name: "my player", backend: MPRISTestApp().bridge)
        }
        try await s.expectAnswer("status", expected: "Playing")
    }

    @Test("killing the daemon is reported; the player publishes again on a new bus")
    func daemonKilledAndReconnect() async throws {
        let s = try await MPRISSession.start()
        defer { s.end() }
        try await s.expectAnswer("status", expected: "Playing")
        s.bus.kill()
        let lost = await s.statuses.next { if case .disconnected(.some) = $0 { true } else { false } }
        #expect(lost == .disconnected(.disconnected(reason: "the bus closed the connection")))
        #expect(s.player.connection == nil && !s.player.ownsBusName)
        // The app carries on without the bus.
        s.app.pause()
        #expect(s.app.bridge.state.playbackStatus == .paused)

        let second = try await PrivateBus.start()
        defer { second.kill() }
        try await s.player.connect(to: try second.address)
        #expect(s.player.ownsBusName)
        let status = try await runProgram(try #require(DBusTools.playerctl), ["-p", MPRISSession.name, "status"], bus: second.addressText)
        #expect(status.trimmed == "Paused")
        _ = try await runProgram(try #require(DBusTools.playerctl), ["-p", MPRISSession.name, "play"], bus: second.addressText)
        #expect(s.app.received == ["playCommand"] && s.app.state == .playing)
    }
}
