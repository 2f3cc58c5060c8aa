import Foundation
import TactileDBus

/// A request an MPRIS client made: a Player method, a property it set, or a root method.
///
/// No UIKit counterpart; the MPRIS2 spec's methods and writable properties. MediaPlayer's counterpart is
/// `MPRemoteCommandCenter`'s commands (``MPRISMediaPlayerBridge`` maps them).
public enum MPRISCommand: Sendable, Equatable, CustomStringConvertible {
    /// `Play`.
    case play
    /// `Pause`.
    case pause
    /// `PlayPause`.
    case playPause
    /// `Stop`.
    case stop
    /// `Next`.
    case next
    /// `Previous`.
    case previous
    /// `Seek(x Offset)`: move by `offset` microseconds (negative is backwards).
    case seek(offset: Int64)
    /// `SetPosition(o TrackId, x Position)`: go to `position` microseconds in the track `trackID`.
    case setPosition(trackID: DBusObjectPath, position: Int64)
    /// `OpenUri(s Uri)`.
    case openURI(String)
    /// Setting `LoopStatus`.
    case setLoopStatus(MPRISLoopStatus)
    /// Setting `Shuffle`.
    case setShuffle(Bool)
    /// Setting `Rate`.
    case setRate(Double)
    /// Setting `Volume`.
    case setVolume(Double)
    /// The root interface's `Raise`.
    case raise
    /// The root interface's `Quit`.
    case quit

    /// The method or property as MPRIS names it (`PlayPause`, `Seek(+5.0 s)`, `LoopStatus = Track`).
    public var description: String {
        func seconds(_ micros: Int64) -> String {
            let s = Double(micros) / 1_000_000
            return (s >= 0 ? "+" : "") + String(format: "%.1f s", s)
        }
        switch self {
        case .play: return "Play"
        case .pause: return "Pause"
        case .playPause: return "PlayPause"
        case .stop: return "Stop"
        case .next: return "Next"
        case .previous: return "Previous"
        case .seek(let offset): return "Seek(\(seconds(offset)))"
        case .setPosition(let id, let position):
            return "SetPosition(\(id), \(String(format: "%.1f s", Double(position) / 1_000_000)))"
        case .openURI(let uri): return "OpenUri(\(uri))"
        case .setLoopStatus(let s): return "LoopStatus = \(s.rawValue)"
        case .setShuffle(let b): return "Shuffle = \(b)"
        case .setRate(let r): return "Rate = \(r)"
        case .setVolume(let v): return "Volume = \(v)"
        case .raise: return "Raise"
        case .quit: return "Quit"
        }
    }
}
