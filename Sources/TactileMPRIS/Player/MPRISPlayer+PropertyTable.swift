import TactileDBus

/// The Player properties, read from the backend's state.
extension MPRISPlayer {
    /// The Player properties that `PropertiesChanged` announces.
    func playerProperties(_ state: MPRISPlayerState) -> [String: DBusValue] {
        var d: [String: DBusValue] = [:]
        for name in [
            "PlaybackStatus", "LoopStatus", "Rate", "Shuffle", "Metadata", "Volume", "MinimumRate", "MaximumRate",
            "CanGoNext", "CanGoPrevious", "CanPlay", "CanPause", "CanSeek",
        ] {
            d[name] = property(name, of: state)
        }
        return d
    }

    func property(_ name: String, of s: MPRISPlayerState) -> DBusValue? {
        switch name {
        case "PlaybackStatus": .string(s.playbackStatus.rawValue)
        case "LoopStatus": .string(s.loopStatus.rawValue)
        case "Rate": .double(s.rate)
        case "Shuffle": .boolean(s.shuffle)
        case "Metadata": s.metadata?.dbusValue ?? .dictionary(["mpris:trackid": .objectPath(MPRISMetadata.noTrack)])
        case "Volume": .double(s.volume)
        case "Position": .int64(s.position)
        case "MinimumRate": .double(s.minimumRate)
        case "MaximumRate": .double(s.maximumRate)
        case "CanGoNext": .boolean(s.canGoNext)
        case "CanGoPrevious": .boolean(s.canGoPrevious)
        case "CanPlay": .boolean(s.canPlay)
        case "CanPause": .boolean(s.canPause)
        case "CanSeek": .boolean(s.canSeek)
        case "CanControl": .boolean(s.canControl)
        default: nil
        }
    }
}
