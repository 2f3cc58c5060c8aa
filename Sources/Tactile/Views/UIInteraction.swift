import Foundation

/// A behaviour added to a view with ``UIView/addInteraction(_:)``, such as a context or edit menu.
///
/// UIKit counterpart: `UIInteraction` (iOS 11). The view calls ``willMove(to:)`` and ``didMove(to:)`` when the
/// interaction is added (with the view) or removed (with `nil`); an interaction usually attaches its gesture
/// recognizers there.
@MainActor
public protocol UIInteraction: AnyObject {
    /// The view the interaction is attached to, or `nil`. Hold it weakly.
    var view: UIView? { get }
    /// Called before the interaction is added to `view`, or removed (`view` is `nil`).
    func willMove(to view: UIView?)
    /// Called after the interaction is added to `view`, or removed (`view` is `nil`).
    func didMove(to view: UIView?)
}

extension UIView {
    /// The interactions added to this view, in the order they were added (UIKit: `interactions`).
    public var interactions: [any UIInteraction] {
        get { interactionStorage }
        set {
            for interaction in interactionStorage { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// Adds `interaction` to this view (UIKit: `addInteraction(_:)`). An interaction belongs to one view: it is
    /// removed from its previous view first. Adding it again to the same view does nothing.
    public func addInteraction(_ interaction: any UIInteraction) {
        if interaction.view === self, interactionStorage.contains(where: { $0 === interaction }) { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        interactionStorage.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes `interaction` from this view (UIKit: `removeInteraction(_:)`). Removing one that is not there
    /// does nothing.
    public func removeInteraction(_ interaction: any UIInteraction) {
        guard let index = interactionStorage.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        interactionStorage.remove(at: index)
        interaction.didMove(to: nil)
    }
}
