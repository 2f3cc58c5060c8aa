import Tactile
import TactilePlayground

/// The card's view: the page shows it as `CardView`.
final class CardView: UIView {}

/// A double tap flips the card, a single tap (which waits for the double tap to fail) selects it, and a pan
/// drags it.
@MainActor
final class CardController {
    let card = CardView(frame: CGRect(x: 60, y: 120, width: 240, height: 160))
    private(set) var flips = 0
    private(set) var isSelected = false

    init(window: UIWindow) {
        let select = UITapGestureRecognizer(target: self, action: CardController.select)
        select.name = "select"
        let flip = UITapGestureRecognizer(target: self, action: CardController.flip)
        flip.name = "flip"
        flip.numberOfTapsRequired = 2
        select.require(toFail: flip)
        let drag = UIPanGestureRecognizer(target: self, action: CardController.drag)
        drag.name = "drag"
        for recognizer in [select, flip, drag] { card.addGestureRecognizer(recognizer) }
        window.addSubview(card)
    }

    func select() { isSelected.toggle() }

    func flip() { flips += 1 }

    func drag(_ pan: UIPanGestureRecognizer) {
        let moved = pan.translation(in: card.superview)
        card.center = CGPoint(x: card.center.x + moved.x, y: card.center.y + moved.y)
        pan.setTranslation(.zero, in: card.superview)
    }
}

/// The scene the playground offers. `build(in:)` returns the controller so that it lives as long as the scene
/// shows: recognizers hold their targets weakly, as UIKit's do.
struct CardTable: PlaygroundScene {
    let name = "cards"
    let summary = "A card: double tap flips it, tap selects it, drag moves it"
    var size: CGSize? { CGSize(width: 360, height: 640) }

    func build(in window: UIWindow) -> AnyObject? { CardController(window: window) }
}
