/// The version of the Tactile package, as released (see `CHANGELOG.md`).
///
/// UIKit has no counterpart: an app asks the system for its iOS version instead. Tactile's command-line tool prints
/// this with `tactile --version`, and the media-player bridge reports it to D-Bus controllers.
public enum TactileVersion {
    /// The release this source belongs to, in Semantic Versioning form (`major.minor.patch`).
    public static let string = "0.1.0"
}
