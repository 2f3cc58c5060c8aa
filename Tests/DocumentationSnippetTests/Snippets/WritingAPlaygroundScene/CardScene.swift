import Tactile
import TactilePlayground

struct CardScene: PlaygroundScene {
    let name = "card"
    let summary = "A card that a tap flips and a pan drags"

    func build(in window: UIWindow) -> AnyObject? {
        let card = UIView(frame: CGRect(x: 40, y: 80, width: 240, height: 160))
        let tap = UITapGestureRecognizer()
        tap.name = "flip"
        let pan = UIPanGestureRecognizer()
        pan.name = "drag"
        card.addGestureRecognizer(tap)
        card.addGestureRecognizer(pan)
        window.addSubview(card)
        return nil
    }
}

@MainActor
func makeSession(send: @escaping @MainActor (String) -> Void) -> PlaygroundSession {
    PlaygroundSession(scenes: [CardScene()]) { event in send(event.json) }
}

@MainActor
func flipsOnATap() -> Bool {
    let clock = VirtualScheduler()
    var actions: [String] = []
    let session = PlaygroundSession(scenes: [CardScene()], scheduler: clock) { event in
        if case .action(let action) = event { actions.append(action.recognizer) }
    }
    session.receive(#"{"kind":"hello","viewport":{"width":320,"height":480},"devicePixelRatio":2}"#)
    session.receive(#"{"kind":"pointers","samples":[{"pointerId":1,"pointerType":"touch","phase":"down","x":100,"y":100,"timeStamp":0}]}"#)
    session.receive(#"{"kind":"pointers","samples":[{"pointerId":1,"pointerType":"touch","phase":"up","x":100,"y":100,"timeStamp":50}]}"#)
    return actions == ["flip"]
}
