import Tactile
import TactileTesting
import Testing

@MainActor
final class LikeCounter {
    var likes = 0
    func like() { likes += 1 }
}

@MainActor
@Test func doubleTapLikesThePhoto() {
    let sim = TouchSimulator()                   // an application on a virtual clock
    let window = sim.makeWindow()                // fills the simulator's 390 × 844 screen
    let photo = UIView(frame: window.bounds)
    window.addSubview(photo)
    let counter = LikeCounter()
    let doubleTap = UITapGestureRecognizer(target: counter, action: LikeCounter.like)
    doubleTap.numberOfTapsRequired = 2
    photo.addGestureRecognizer(doubleTap)

    sim.doubleTap(at: CGPoint(x: 160, y: 240))   // touch frames → hit-testing → recognizers
    #expect(counter.likes == 1)

    sim.tap(at: CGPoint(x: 160, y: 240))         // a single tap is no double tap,
    sim.advance(by: 1)                           // however long the clock runs on
    #expect(counter.likes == 1)
}
