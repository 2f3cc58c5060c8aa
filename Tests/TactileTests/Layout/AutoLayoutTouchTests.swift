import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// A view controller laid out only with constraints, as real ones are: safe area, margins, a centred button.
private final class SignInController: UIViewController {
    let title1 = UILabel()
    let button = UIButton(type: .system)
    var taps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title1.text = "Welcome"
        button.setTitle("Sign in", for: .normal)
        button.addTarget(self, action: SignInController.signIn, for: .touchUpInside)
        for subview in [title1, button] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            title1.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            title1.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            button.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            button.topAnchor.constraint(equalTo: title1.bottomAnchor, constant: 40),
            button.widthAnchor.constraint(equalToConstant: 200),
            button.heightAnchor.constraint(equalToConstant: 44),
        ])
    }

    func signIn(_ sender: UIButton) { taps += 1 }
}

/// Touches hit views where their constraints put them, after the layout pass that follows each turn of events.
@MainActor
@Suite("Auto Layout and touches")
struct AutoLayoutTouchTests {
    @Test("a tap on a button placed only by constraints reaches it")
    func tapConstrainedButton() {
        let sim = TouchSimulator()
        let window = sim.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.safeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        let controller = SignInController()
        window.rootViewController = controller
        sim.advance(by: 0)
        let button = controller.button
        #expect(controller.title1.frame.minY == 64)
        #expect(controller.title1.frame.minX == 16)
        let top = controller.title1.frame.maxY + 40
        #expect(button.frame == CGRect(x: 60, y: top, width: 200, height: 44))
        sim.tap(at: CGPoint(x: 160, y: top + 22))
        #expect(controller.taps == 1)
        // The window grows: the button stays centred, and a tap at its new centre still reaches it.
        window.frame = CGRect(x: 0, y: 0, width: 400, height: 480)
        sim.advance(by: 0)
        #expect(button.frame.midX == 200)
        sim.tap(at: CGPoint(x: 200, y: top + 22))
        #expect(controller.taps == 2)
    }

    @Test("a constant changed inside UIView.animate takes its new frame at once; the completion comes later")
    func animatedConstant() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let panel = constrainedView(in: window)
        let top = panel.topAnchor.constraint(equalTo: window.topAnchor, constant: 480)
        NSLayoutConstraint.activate([
            top, panel.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            panel.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            panel.heightAnchor.constraint(equalToConstant: 200),
        ])
        sim.advance(by: 0)
        #expect(panel.frame.minY == 480)
        var finished = false
        top.constant = 280
        UIView.animate(withDuration: 0.3, animations: { window.layoutIfNeeded() }, completion: { finished = $0 })
        #expect(panel.frame.minY == 280)
        #expect(!finished)
        sim.advance(by: 0.3)
        #expect(finished)
        #expect(window.hitTest(CGPoint(x: 10, y: 300), with: nil) === panel)
    }
}
