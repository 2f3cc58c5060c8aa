import Foundation

extension UIButton {
    /// What the button draws and measures: its ``configuration`` resolved for its state
    /// (``Configuration/updated(for:)``) while ``automaticallyUpdatesConfiguration`` is on, or as set with the state's
    /// title and image merged in; `nil` for a button without a configuration (`package` API for the display list).
    package var appliedConfiguration: Configuration? {
        guard let configuration else { return nil }
        return automaticallyUpdatesConfiguration
            ? configuration.updated(for: self) : mergingStateContent(into: configuration)
    }

    /// `configuration` with the title and image set for the current state with ``setTitle(_:for:)``,
    /// ``setAttributedTitle(_:for:)`` and ``setImage(_:for:)`` (or for `.normal`) in place of its own, as UIKit
    /// lets those methods work beside a configuration.
    func mergingStateContent(into configuration: Configuration) -> Configuration {
        var merged = configuration
        if let attributed = currentAttributedTitle {
            merged.title = attributed.string
        } else if let title = currentTitle {
            merged.title = title
        }
        if let image = image(for: state) { merged.image = image }
        return merged
    }
}
