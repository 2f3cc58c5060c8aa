import Tactile

extension UIApplicationShortcutIcon {
    /// The icon's name in a desktop entry's `Icon=` key (Tactile addition).
    ///
    /// A template image or a symbol keeps its name: give it the name of an icon in the desktop's icon theme, or an
    /// absolute path to an image file. A system icon type becomes the nearest icon of the freedesktop Icon Naming
    /// Specification (`.play` is `media-playback-start`), since Linux desktops
    /// do not have iOS's glyphs.
    public var desktopIconName: String {
        switch content {
        case .templateImageName(let name), .systemImageName(let name): name
        case .type(let type): type.desktopIconName
        }
    }
}

extension UIApplicationShortcutIcon.IconType {
    /// The nearest icon of the freedesktop Icon Naming Specification (Tactile addition).
    public var desktopIconName: String {
        switch self {
        case .compose: "document-new"
        case .play: "media-playback-start"
        case .pause: "media-playback-pause"
        case .add: "list-add"
        case .location: "find-location"
        case .search: "edit-find"
        case .share: "emblem-shared"
        case .prohibit: "process-stop"
        case .contact: "contact-new"
        case .home: "go-home"
        case .markLocation: "mark-location"
        case .favorite: "emblem-favorite"
        case .love: "emblem-favorite"
        case .cloud: "weather-overcast"
        case .invitation: "mail-send"
        case .confirmation: "emblem-default"
        case .mail: "mail-unread"
        case .message: "mail-message-new"
        case .date: "x-office-calendar"
        case .time: "preferences-system-time"
        case .capturePhoto: "camera-photo"
        case .captureVideo: "camera-video"
        case .task: "appointment-new"
        case .taskCompleted: "emblem-default"
        case .alarm: "appointment-soon"
        case .bookmark: "bookmark-new"
        case .shuffle: "media-playlist-shuffle"
        case .audio: "audio-x-generic"
        case .update: "view-refresh"
        }
    }
}
