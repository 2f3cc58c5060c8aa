import Tactile

final class AlbumViewController: UIViewController, UIContextMenuInteractionDelegate {
    var deleted = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addInteraction(UIContextMenuInteraction(delegate: self))
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            let share = UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in }
            let delete = UIAction(title: "Delete", attributes: .destructive) { [weak self] _ in
                self?.deleted = true
            }
            return UIMenu(title: "Photo", children: [share, delete])
        }
    }
}

@MainActor func chooseDelete(in interaction: UIContextMenuInteraction) throws {
    guard let menu = interaction.presentedMenu else { return }
    for element in menu.leafElements where element.title == "Delete" {
        try interaction.perform(element)
    }
}
