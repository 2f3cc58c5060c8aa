import Tactile

/// A row of cards the user can drag around. A card dropped near the "trash" zone is removed;
/// anywhere else it springs back to where it started.
class DraggableCardsViewController: UIViewController {

    private var cards: [UIView] = []
    private let trashView = UIView()
    private var originalCenter: CGPoint = .zero

    private(set) var removedCardCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        trashView.frame = CGRect(x: 0, y: view.bounds.height - 80, width: view.bounds.width, height: 80)
        trashView.backgroundColor = UIColor.systemRed.withAlphaComponent(0.2)
        view.addSubview(trashView)

        let colors: [UIColor] = [.systemBlue, .systemGreen, .systemOrange]
        for (index, color) in colors.enumerated() {
            let card = UIView(frame: CGRect(x: 20 + CGFloat(index) * 100, y: 100, width: 80, height: 120))
            card.backgroundColor = color
            card.layer.cornerRadius = 12
            card.layer.shadowOpacity = 0.3
            card.layer.shadowOffset = CGSize(width: 0, height: 2)
            card.tag = index

            let pan = UIPanGestureRecognizer(target: self, action: DraggableCardsViewController.handlePan)
            card.addGestureRecognizer(pan)
            view.addSubview(card)
            cards.append(card)
        }
    }

    func handlePan(_ gesture: UIPanGestureRecognizer) {
        guard let card = gesture.view else { return }

        switch gesture.state {
        case .began:
            originalCenter = card.center
            view.bringSubviewToFront(card)
            UIView.animate(withDuration: 0.15) {
                card.transform = CGAffineTransform(scaleX: 1.1, y: 1.1)
            }
        case .changed:
            let translation = gesture.translation(in: view)
            card.center = CGPoint(x: card.center.x + translation.x, y: card.center.y + translation.y)
            gesture.setTranslation(.zero, in: view)
        case .ended, .cancelled:
            if gesture.state == .ended && trashView.frame.contains(card.center) {
                removeCard(card)
            } else {
                snapBack(card)
            }
        default:
            break
        }
    }

    private func snapBack(_ card: UIView) {
        UIView.animate(withDuration: 0.4,
                       delay: 0,
                       usingSpringWithDamping: 0.6,
                       initialSpringVelocity: 0.5,
                       options: [.curveEaseOut, .allowUserInteraction],
                       animations: {
                           card.center = self.originalCenter
                           card.transform = .identity
                       },
                       completion: nil)
    }

    private func removeCard(_ card: UIView) {
        UIView.animate(withDuration: 0.25, animations: {
            card.alpha = 0
            card.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
        }, completion: { _ in
            card.removeFromSuperview()
            self.cards.removeAll { $0 === card }
            self.removedCardCount += 1
        })
    }
}
