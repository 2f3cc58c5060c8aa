import Foundation
import Testing
import TactileTesting

// The simulator's screen: the window `makeWindow()` makes, `UIScreen.main` and a view controller's default view
// agree, as on a device, so controls laid out from `view.bounds` in `viewDidLoad()` are where taps land.

/// A view controller as UIKit apps write it: in `viewDidLoad()` it puts a button 16 points in from the bottom right
/// of `view.bounds`, and a tap recognizer on the background.
@MainActor
private final class BottomRightButtonController: UIViewController {
    let button = UIButton(type: .system)
    var boundsInViewDidLoad: CGRect?
    var buttonTaps = 0
    var backgroundTaps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        boundsInViewDidLoad = view.bounds
        button.setTitle("Next", for: .normal)
        button.frame = CGRect(x: view.bounds.maxX - 116, y: view.bounds.maxY - 60, width: 100, height: 44)
        button.addTarget(self, action: BottomRightButtonController.next, for: .touchUpInside)
        view.addSubview(button)
        view.addGestureRecognizer(
            UITapGestureRecognizer(target: self, action: BottomRightButtonController.backgroundTapped))
    }

    func next() { buttonTaps += 1 }
    func backgroundTapped() { backgroundTaps += 1 }
}

@MainActor
@Suite("TouchSimulator's screen")
struct TouchSimulatorScreenTests {
    @Test("makeWindow() fills the simulator's 390 × 844, scale-3 screen, which is UIScreen.main while it is shared")
    func windowFillsTheScreen() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        #expect(sim.screen.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(sim.screen.scale == 3)
        #expect(window.frame == sim.screen.bounds)
        #expect(window.screen === sim.screen)
        #expect(UIScreen.main === sim.screen)
        #expect(UIScreen.screens.count == 1 && UIScreen.screens[0] === sim.screen)
    }

    @Test("a button laid out from view.bounds in viewDidLoad is on the makeWindow() window and gets the tap")
    func buttonLaidOutInViewDidLoadReceivesTheTap() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let controller = BottomRightButtonController()
        window.rootViewController = controller

        #expect(controller.boundsInViewDidLoad == window.bounds)
        #expect(controller.view.frame == window.bounds)
        #expect(controller.button.frame == CGRect(x: 274, y: 784, width: 100, height: 44))
        #expect(window.bounds.contains(controller.button.frame))

        sim.tap(at: CGPoint(x: 324, y: 806))
        #expect(controller.buttonTaps == 1)
        #expect(controller.backgroundTaps == 0)

        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 100, y: 100))
        #expect(controller.buttonTaps == 1)
        #expect(controller.backgroundTaps == 1)
    }

    @Test("a simulator given a screen makes windows of its size, its view controllers' views too, and lends it as UIScreen.main")
    func givenScreen() {
        let small = UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 480), scale: 2)
        let sim = TouchSimulator(screen: small)
        #expect(sim.screen === small)
        #expect(UIScreen.main === small)
        let window = sim.makeWindow()
        #expect(window.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(window.screen === small)
        #expect(UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).scale == 2)

        let controller = BottomRightButtonController()
        window.rootViewController = controller
        #expect(controller.boundsInViewDidLoad == CGRect(x: 0, y: 0, width: 320, height: 480))
        sim.tap(at: CGPoint(x: 254, y: 442))
        #expect(controller.buttonTaps == 1)
        #expect(controller.backgroundTaps == 0)
    }

    @Test("an explicit frame makes a window of that size on the simulator's screen, which keeps its size")
    func explicitFrame() {
        let sim = TouchSimulator()
        let window = sim.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(window.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(window.screen === sim.screen)
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test("the simulator shared most recently lends its screen; once it is gone, UIScreen.main is no longer its screen")
    func mostRecentlySharedWins() {
        let first = TouchSimulator(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 200, height: 300), scale: 1))
        let second = TouchSimulator()
        #expect(UIScreen.main === second.screen)
        _ = first.makeWindow()
        #expect(UIScreen.main === first.screen)
        #expect(UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).scale == 1)
        second.makeShared()
        #expect(UIScreen.main === second.screen)
        #expect(UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).scale == 3)

        weak var released: UIScreen?
        do {
            let third = TouchSimulator(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), scale: 2))
            _ = third.makeWindow()
            released = third.screen
            #expect(UIScreen.main === third.screen)
        }
        #expect(released == nil)
        #expect(UIScreen.main !== first.screen)
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(UIScreen.main.scale == 3)
        #expect(UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).scale == 3)
    }
}
