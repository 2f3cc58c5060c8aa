import Tactile

/// Which UIKit remote-control subtypes (`UIEvent.EventSubtype.remoteControl…`) the evdev media keys produce.
///
/// No UIKit counterpart: on iOS the system turns headset and media-key HID reports into remote-control `UIEvent`s
/// (`.remoteControlTogglePlayPause`, `.remoteControlNextTrack` and so on). On Linux those buttons arrive as `EV_KEY` events with the codes of
/// `<linux/input-event-codes.h>`, and this table turns them into `RawRemoteControlEvent`s.
///
/// The table is a plain dictionary, ``actions``: change an entry, add a code (a headset that sends `BTN_0`, say) or
/// remove one, and pass the mapping to `EvdevReader`.
///
/// Key values in evdev are 1 (press), 0 (release) and 2 (autorepeat). Discrete commands fire on the press only, so
/// a held key does not toggle play/pause twenty times a second; autorepeat is always ignored. Seeking keys fire
/// twice: "begin seeking" on the press and "end seeking" on the release, which is how UIKit reports a held
/// fast-forward or rewind button.
public struct MediaKeyMapping: Sendable, Equatable {
    /// What one key does (no UIKit counterpart).
    public enum Action: Sendable, Equatable {
        /// Sends the subtype when the key goes down; the release and autorepeat send nothing.
        case press(UIEvent.EventSubtype)
        /// Sends `began` when the key goes down and `ended` when it comes up (seeking while held).
        case hold(began: UIEvent.EventSubtype, ended: UIEvent.EventSubtype)
    }

    /// The action of each evdev key code. Codes not in the table are not media keys.
    public var actions: [UInt16: Action]

    /// Creates a mapping; the default is ``standard``.
    public init(actions: [UInt16: Action] = MediaKeyMapping.standard.actions) {
        self.actions = actions
    }

    /// The keys of a keyboard's media row, a headset and a remote: play/pause (`KEY_PLAYPAUSE`, and `KEY_MEDIA`,
    /// the single button of a wired headset), play (`KEY_PLAYCD`, `KEY_PLAY`), pause (`KEY_PAUSECD`), stop
    /// (`KEY_STOPCD`), next and previous track (`KEY_NEXTSONG`, `KEY_PREVIOUSSONG`), and seeking while
    /// `KEY_FASTFORWARD` or `KEY_REWIND` is held.
    public static let standard = MediaKeyMapping(actions: [
        EvdevCode.keyPlayPause: .press(.remoteControlTogglePlayPause),
        EvdevCode.keyMedia: .press(.remoteControlTogglePlayPause),
        EvdevCode.keyPlayCD: .press(.remoteControlPlay),
        EvdevCode.keyPlay: .press(.remoteControlPlay),
        EvdevCode.keyPauseCD: .press(.remoteControlPause),
        EvdevCode.keyStopCD: .press(.remoteControlStop),
        EvdevCode.keyNextSong: .press(.remoteControlNextTrack),
        EvdevCode.keyPreviousSong: .press(.remoteControlPreviousTrack),
        EvdevCode.keyFastForward: .hold(began: .remoteControlBeginSeekingForward, ended: .remoteControlEndSeekingForward),
        EvdevCode.keyRewind: .hold(began: .remoteControlBeginSeekingBackward, ended: .remoteControlEndSeekingBackward),
    ])

    /// The action of a key code, if it is a media key.
    public subscript(code: UInt16) -> Action? {
        get { actions[code] }
        set { actions[code] = newValue }
    }

    /// The subtype an `EV_KEY` event with this code and value produces, if any: the press of any media key, the
    /// release of a held (seeking) key; never autorepeat (value 2) and never a key outside the table.
    public func subtype(forKey code: UInt16, value: Int32) -> UIEvent.EventSubtype? {
        switch (actions[code], value) {
        case (.press(let subtype)?, 1): subtype
        case (.hold(let began, _)?, 1): began
        case (.hold(_, let ended)?, 0): ended
        default: nil
        }
    }

    /// A short name for a media key code ("play/pause", "next track", …), for listings such as `tactile devices`;
    /// `nil` for codes outside the table.
    public func label(forKey code: UInt16) -> String? {
        switch actions[code] {
        case .press(let subtype)?: Self.label(subtype)
        case .hold(let began, _)?: Self.label(began)
        case nil: nil
        }
    }

    private static func label(_ subtype: UIEvent.EventSubtype) -> String {
        switch subtype {
        case .remoteControlPlay: "play"
        case .remoteControlPause: "pause"
        case .remoteControlStop: "stop"
        case .remoteControlTogglePlayPause: "play/pause"
        case .remoteControlNextTrack: "next track"
        case .remoteControlPreviousTrack: "previous track"
        case .remoteControlBeginSeekingForward, .remoteControlEndSeekingForward: "fast forward"
        case .remoteControlBeginSeekingBackward, .remoteControlEndSeekingBackward: "rewind"
        default: "\(subtype)"
        }
    }
}
