import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// Recipes of Apple's Auto Layout Guide ("Auto Layout Cookbook"), written as code, in a 320 × 480 root view with
/// no safe area: the frames are the ones the recipes' constraints define.
@MainActor
@Suite("Auto Layout Guide recipes")
struct AutoLayoutGuideRecipeTests {
    /// A controller's root view in a window of `size`.
    private func rootView(_ size: CGSize = CGSize(width: 320, height: 480)) -> (TouchSimulator, UIView) {
        let sim = TouchSimulator()
        let window = sim.makeWindow(frame: CGRect(origin: .zero, size: size))
        let controller = UIViewController()
        window.rootViewController = controller
        return (sim, controller.view)
    }

    @Test("Simple Single View: a view fills the margins, 20 points below the top guide and above the bottom")
    func simpleSingleView() {
        let (sim, view) = rootView()
        let red = constrainedView(in: view)
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            red.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            red.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            red.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            view.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: red.bottomAnchor, constant: 20),
        ])
        sim.advance(by: 0)
        #expect(red.frame == CGRect(x: 16, y: 20, width: 288, height: 440))
    }

    @Test("Two Equal-Width Views: side by side, standard spacing, equal widths")
    func twoEqualWidthViews() {
        let (sim, view) = rootView()
        let blue = constrainedView(in: view)
        let red = constrainedView(in: view)
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            blue.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            red.leadingAnchor.constraint(equalToSystemSpacingAfter: blue.trailingAnchor, multiplier: 1),
            red.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            blue.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
            red.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
            view.bottomAnchor.constraint(equalTo: blue.bottomAnchor, constant: 20),
            view.bottomAnchor.constraint(equalTo: red.bottomAnchor, constant: 20),
            red.widthAnchor.constraint(equalTo: blue.widthAnchor),
        ])
        sim.advance(by: 0)
        #expect(blue.frame == CGRect(x: 16, y: 20, width: 140, height: 440))
        #expect(red.frame == CGRect(x: 164, y: 20, width: 140, height: 440))
    }

    @Test("Two Different-Width Views: twice as wide where it fits, else the blue view keeps its minimum 150")
    func twoDifferentWidthViews() {
        for (width, blueWidth) in [(CGFloat(320), CGFloat(150)), (CGFloat(568), CGFloat(176))] {
            let (sim, view) = rootView(CGSize(width: width, height: 320))
            let blue = constrainedView(in: view)
            let red = constrainedView(in: view)
            let margins = view.layoutMarginsGuide
            let twice = red.widthAnchor.constraint(equalTo: blue.widthAnchor, multiplier: 2)
            twice.priority = .defaultHigh
            NSLayoutConstraint.activate([
                blue.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                red.leadingAnchor.constraint(equalToSystemSpacingAfter: blue.trailingAnchor, multiplier: 1),
                red.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                blue.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                red.topAnchor.constraint(equalTo: blue.topAnchor),
                blue.heightAnchor.constraint(equalToConstant: 100), red.heightAnchor.constraint(equalToConstant: 100),
                blue.widthAnchor.constraint(greaterThanOrEqualToConstant: 150), twice,
            ])
            sim.advance(by: 0)
            // 320: margins 16 leave 288 − 8 = 280 for both, so twice (93.3) breaks and blue keeps 150.
            // 568: 568 − 32 − 8 = 528 = 176 + 352.
            #expect(blue.frame.width == blueWidth, "width \(width)")
            #expect(red.frame.maxX == width - 16)
        }
    }

    @Test("Simple Label and Text Field: the label hugs its text, the field takes the rest")
    func labelAndTextField() {
        let (sim, view) = rootView()
        let label = UILabel()
        label.text = "Name"
        label.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        let field = UITextField()
        let margins = view.layoutMarginsGuide
        for subview in [label, field] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            field.leadingAnchor.constraint(equalToSystemSpacingAfter: label.trailingAnchor, multiplier: 1),
            field.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            label.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
            field.topAnchor.constraint(equalTo: label.topAnchor),
            field.heightAnchor.constraint(equalToConstant: 30),
        ])
        sim.advance(by: 0)
        let text = label.intrinsicContentSize
        #expect(abs(label.frame.width - text.width) < 0.34)
        #expect(abs(field.frame.minX - (label.frame.maxX + 8)) < 0.34)
        #expect(field.frame.maxX == 304)
    }
}
