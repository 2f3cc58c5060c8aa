import Foundation
import Testing
@testable import Tactile
import TactileTesting

final class CountingButton: UIButton {}

/// UIButton(type:) and its per-state titles, colours and images (issue 16, UIButton part of deliverable 5/6).
@MainActor
@Suite("UIButton types and per-state content")
struct UIButtonAppearanceTests {
    @Test("UIButton(type:) records its type; a subclass's UIButton(type:) is the subclass; UIButton() is custom")
    func types() {
        #expect(UIButton(type: .system).buttonType == .system)
        #expect(UIButton().buttonType == .custom && UIButton(frame: .zero).buttonType == .custom)
        let sub = CountingButton(type: .close)
        #expect(sub.buttonType == .close)
        #expect(UIButton(type: .contactAdd).currentImage?.name == "plus.circle")
        #expect(UIButton(type: .infoLight).currentImage?.isSymbolImage == true)
        #expect(UIButton(type: .system).currentImage == nil)
    }

    @Test("a state without its own title, colour or image uses the normal state's, as UIKit does")
    func fallback() {
        let b = UIButton(type: .system)
        b.setTitle("Play", for: .normal)
        b.setTitle("Playing", for: .selected)
        b.setTitleColor(.red, for: .normal)
        let image = UIImage(systemName: "play")
        b.setImage(image, for: .normal)
        b.setBackgroundImage(UIImage(systemName: "square"), for: .highlighted)
        #expect(b.title(for: .highlighted) == "Play" && b.title(for: .selected) == "Playing")
        #expect(b.titleColor(for: .disabled) == .red && b.image(for: .disabled) === image)
        #expect(b.backgroundImage(for: .normal) == nil && b.backgroundImage(for: .highlighted)?.name == "square")
        b.setTitle(nil, for: .selected)
        #expect(b.title(for: .selected) == "Play")
    }

    @Test("default title colours: the tint colour for system buttons, white for custom ones")
    func defaultTitleColours() {
        let system = UIButton(type: .system)
        #expect(system.titleColor(for: .normal) == .systemBlue)
        system.tintColor = .systemPink
        #expect(system.currentTitleColor == .systemPink)
        #expect(UIButton(type: .custom).titleColor(for: .normal) == .white)
    }

    @Test("current values follow the state: highlighted while a finger is down, then normal again")
    func currentFollowsState() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let b = UIButton(type: .system)
        b.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        window.addSubview(b)
        b.setTitle("Go", for: .normal)
        b.setTitle("Going", for: .highlighted)
        b.setTitleColor(.systemGray, for: .highlighted)
        #expect(b.currentTitle == "Go" && b.titleLabel?.text == "Go")
        let f = sim.touchDown(at: CGPoint(x: 10, y: 10))
        #expect(b.currentTitle == "Going" && b.titleLabel?.text == "Going" && b.titleLabel?.textColor == .systemGray)
        sim.lift(f)
        #expect(b.currentTitle == "Go" && b.titleLabel?.text == "Go")
        #expect(b.titleLabel?.font.pointSize == 15 && b.titleLabel?.isUserInteractionEnabled == false)
        b.setImage(UIImage(systemName: "bolt"), for: .normal)
        #expect(b.imageView?.image?.name == "bolt")
        b.isSelected = true
        #expect(b.currentTitle == "Go")
    }
}
