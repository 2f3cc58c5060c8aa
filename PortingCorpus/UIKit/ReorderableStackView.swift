import UIKit

/// A vertical stack of tiles that the user reorders by long-pressing a tile and dragging it.
/// The lifted tile follows the finger; the others slide out of its way.
class ReorderableStackView: UIView {

    private(set) var tiles: [UIView] = []
    let tileHeight: CGFloat = 60
    let spacing: CGFloat = 8

    private var liftedTile: UIView?
    private var touchOffset: CGFloat = 0

    /// Called with the new order of tile tags after a drag ends.
    var onReorder: (([Int]) -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        let longPress = UILongPressGestureRecognizer(target: self, action: #selector(handleLongPress(_:)))
        longPress.minimumPressDuration = 0.3
        addGestureRecognizer(longPress)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func addTile(_ tile: UIView) {
        tiles.append(tile)
        addSubview(tile)
        layoutTiles(animated: false)
    }

    @objc func handleLongPress(_ gesture: UILongPressGestureRecognizer) {
        let location = gesture.location(in: self)

        switch gesture.state {
        case .began:
            guard let tile = tiles.first(where: { $0.frame.contains(location) }) else { return }
            liftedTile = tile
            touchOffset = location.y - tile.center.y
            bringSubviewToFront(tile)
            UIView.animate(withDuration: 0.2) {
                tile.transform = CGAffineTransform(scaleX: 1.05, y: 1.05)
                tile.alpha = 0.9
            }
        case .changed:
            guard let tile = liftedTile else { return }
            tile.center.y = location.y - touchOffset
            let newIndex = index(forY: tile.center.y)
            if let oldIndex = tiles.firstIndex(of: tile), newIndex != oldIndex {
                tiles.remove(at: oldIndex)
                tiles.insert(tile, at: newIndex)
                layoutTiles(animated: true, except: tile)
            }
        case .ended, .cancelled:
            guard let tile = liftedTile else { return }
            liftedTile = nil
            UIView.animate(withDuration: 0.2) {
                tile.transform = .identity
                tile.alpha = 1
            }
            layoutTiles(animated: true)
            onReorder?(tiles.map { $0.tag })
        default:
            break
        }
    }

    private func index(forY y: CGFloat) -> Int {
        let slot = Int((y / (tileHeight + spacing)).rounded(.down))
        return min(max(slot, 0), tiles.count - 1)
    }

    private func layoutTiles(animated: Bool, except skipped: UIView? = nil) {
        if animated {
            UIView.animate(withDuration: 0.2) {
                self.placeTiles(except: skipped)
            }
        } else {
            placeTiles(except: skipped)
        }
    }

    private func placeTiles(except skipped: UIView?) {
        for (index, tile) in tiles.enumerated() where tile != skipped {
            tile.frame = CGRect(x: 0, y: CGFloat(index) * (tileHeight + spacing),
                                width: bounds.width, height: tileHeight)
        }
    }
}
