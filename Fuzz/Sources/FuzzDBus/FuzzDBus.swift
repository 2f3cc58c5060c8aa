// libFuzzer target: what a D-Bus connection does with the bytes it receives. The input is a byte stream from the
// bus: it is cut into messages (`DBusFrameReader`, as the I/O thread does), each decoded (`DBusMessage.decode`, or
// the header alone for the InvalidArgs reply), and every method call is answered by the object server's routing
// (`DBusObjectTable`) with an MPRIS player exported over `MPRISMediaPlayerBridge`, as `tactile player` serves it.
//
// Invariants: a decoded message encodes again and decodes to the same bytes; every reply (return or error) can be
// encoded and sent. The first byte picks how the app behind the player is set up (handlers or none, playing or
// not); an input starting with `A` is a bus address (`DBusAddress`) instead.
import Foundation
import FuzzSupport
import Tactile
import TactileMedia
@testable import TactileDBus
@testable import TactileMPRIS
import TactileTesting

@MainActor
private final class Fixture {
    let sim = TouchSimulator()
    let bridge: MPRISMediaPlayerBridge
    let player: MPRISPlayer
    var table = DBusObjectTable()

    init(setup: Int) {
        bridge = MPRISMediaPlayerBridge(application: sim.application)
        player = try! MPRISPlayer(name: "fuzz", identity: "Fuzz", desktopEntry: setup == 1 ? "fuzz" : nil, backend: bridge)
        let center = MPRemoteCommandCenter.shared(for: sim.application)
        let status: MPRemoteCommandHandlerStatus = setup == 3 ? .commandFailed : .success
        switch setup {
        case 0, 3:
            for command in [
                center.playCommand, center.pauseCommand, center.stopCommand, center.togglePlayPauseCommand,
                center.nextTrackCommand, center.previousTrackCommand, center.changePlaybackPositionCommand,
                center.changePlaybackRateCommand, center.changeRepeatModeCommand, center.changeShuffleModeCommand,
            ] {
                _ = command.addTarget { _ in status }
            }
        case 2:
            // Only skips: `Seek` becomes skipForward/skipBackward by the offset.
            _ = center.skipForwardCommand.addTarget { _ in .success }
            _ = center.skipBackwardCommand.addTarget { _ in .success }
        default:
            break  // no handlers: commands become remote-control UIEvents
        }
        if setup != 1 {
            let info = MPNowPlayingInfoCenter.default(for: sim.application)
            info.nowPlayingInfo = [
                MPMediaItemPropertyTitle: "Blue in Green", MPMediaItemPropertyArtist: "Miles Davis",
                MPMediaItemPropertyPlaybackDuration: 337.0, MPNowPlayingInfoPropertyElapsedPlaybackTime: 12.5,
                MPNowPlayingInfoPropertyPlaybackRate: 1.0,
            ]
            info.playbackState = .playing
        }
        table.objects[MPRISPlayer.objectPath] = [player.rootInterfaceDescription(), player.playerInterfaceDescription()]
        table.objects["/org/example/Child/Deeper"] = []
    }
}

@MainActor private var fixtures: [Int: Fixture] = [:]

@MainActor
private func answer(_ call: DBusMessage, setup: Int) {
    let fixture = fixtures[setup] ?? Fixture(setup: setup)
    fixtures[setup] = fixture
    let reply = fixture.table.respond(to: call)
    fuzzCheck(reply.replySerial == call.serial, "the reply answers serial \(String(describing: reply.replySerial))")
    do {
        let bytes = try reply.encoded(serial: 7)
        _ = try DBusMessage.decode(bytes)
    } catch {
        fuzzCheck(false, "the reply to \(call) cannot be sent: \(error)\n\(reply)")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDBus(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = fuzzBytes(data, size)
    guard let first = bytes.first else { return 0 }
    if first == UInt8(ascii: "A") {
        if let address = try? DBusAddress(String(decoding: bytes.dropFirst(), as: UTF8.self)) {
            _ = address.text
        }
        return 0
    }
    let setup = Int(first % 4)
    var reader = DBusFrameReader()
    // The stream arrives in two reads, split where the second byte says.
    let stream = bytes.dropFirst()
    let cut = stream.startIndex + min(stream.count, Int(bytes.count > 1 ? bytes[1] : 0) * 4)
    for (n, part) in [stream[..<cut], stream[cut...]].enumerated() {
        reader.append(part)
        while true {
            let frame: [UInt8]
            do {
                guard let f = try reader.next() else { break }
                frame = f
            } catch {
                _ = error.description
                return 0  // the stream cannot be framed: the connection ends
            }
            switch DBusConnectionCore.incoming(frame) {
            case .success(let message):
                let encoded: [UInt8]
                do {
                    encoded = try message.encoded(serial: message.serial)
                } catch {
                    fuzzCheck(false, "a decoded message does not encode: \(error)\n\(message)")
                    return 0
                }
                let again = try? DBusMessage.decode(encoded)
                fuzzCheck(again != nil, "a re-encoded message does not decode: \(message)")
                if let again { fuzzCheck(try! again.encoded(serial: again.serial) == encoded, "re-encoding differs") }
                if message.kind == .methodCall { MainActor.assumeIsolated { answer(message, setup: setup) } }
            case .failure(let failure):
                _ = failure.error.description
                if let reply = failure.reply {
                    fuzzCheck((try? reply.encoded(serial: 3)) != nil, "the InvalidArgs reply cannot be sent: \(reply)")
                }
            }
        }
        _ = n
    }
    return 0
}
