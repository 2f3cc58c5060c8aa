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

    // MARK: Stack views

    @Test("Simple Stack View: a column of a label, an image and a button fills the margins; the image gives way")
    func simpleStackView() {
        let (sim, view) = rootView()
        let label = UILabel()
        label.text = "Flowers"
        label.textAlignment = .center
        let imageView = UIImageView()
        imageView.image = UIImage(size: CGSize(width: 600, height: 600))
        imageView.contentMode = .scaleAspectFit
        imageView.setContentHuggingPriority(UILayoutPriority(249), for: .vertical)
        imageView.setContentCompressionResistancePriority(UILayoutPriority(749), for: .vertical)
        let button = UIButton(type: .system)
        button.setTitle("Edit", for: .normal)
        let stackView = UIStackView(arrangedSubviews: [label, imageView, button])
        stackView.axis = .vertical
        stackView.alignment = .fill
        stackView.distribution = .fill
        stackView.spacing = 8
        stackView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stackView)
        NSLayoutConstraint.activate([
            stackView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stackView.topAnchor.constraint(
                equalToSystemSpacingBelow: view.safeAreaLayoutGuide.topAnchor, multiplier: 1),
            view.safeAreaLayoutGuide.bottomAnchor.constraint(
                equalToSystemSpacingBelow: stackView.bottomAnchor, multiplier: 1),
        ])
        sim.advance(by: 0)
        // Margins of 16 and standard spacing of 8 to the top and bottom: 288 × 464. The label and the button keep
        // their heights (compression resistance 750); the image, at 749, shrinks to the rest.
        let labelHeight = label.frame.height
        let buttonHeight = button.frame.height
        #expect(abs(labelHeight - label.intrinsicContentSize.height) < 0.34)
        #expect(abs(buttonHeight - button.intrinsicContentSize.height) < 0.34)
        #expect(stackView.frame == CGRect(x: 16, y: 8, width: 288, height: 464))
        #expect(label.frame == CGRect(x: 0, y: 0, width: 288, height: labelHeight))
        let imageHeight = 448 - labelHeight - buttonHeight
        #expect(imageView.frame == CGRect(x: 0, y: labelHeight + 8, width: 288, height: imageHeight))
        #expect(button.frame == CGRect(x: 0, y: 464 - buttonHeight, width: 288, height: buttonHeight))
    }

    @Test("Nested Stack Views: name rows beside a square image, notes that take the rest, equal buttons")
    func nestedStackViews() {
        let (sim, view) = rootView()
        let imageView = UIImageView()
        imageView.image = UIImage(size: CGSize(width: 500, height: 500))
        imageView.setContentCompressionResistancePriority(UILayoutPriority(48), for: .horizontal)
        imageView.setContentCompressionResistancePriority(UILayoutPriority(48), for: .vertical)
        var labels: [UILabel] = []
        var fields: [RecipeTextField] = []
        var rows: [UIStackView] = []
        for name in ["First", "Middle", "Last"] {
            let label = UILabel()
            label.text = "\(name) Name"
            label.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
            label.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
            let field = RecipeTextField()
            field.placeholder = "Enter \(name) Name"
            let row = UIStackView(arrangedSubviews: [label, field])
            row.alignment = .firstBaseline
            row.spacing = 8
            labels.append(label)
            fields.append(field)
            rows.append(row)
        }
        let nameRows = UIStackView(arrangedSubviews: rows)
        nameRows.axis = .vertical
        nameRows.spacing = 8
        let upper = UIStackView(arrangedSubviews: [imageView, nameRows])
        upper.spacing = 8
        let notes = UITextView()
        let buttons = ["Save", "Cancel", "Clear"].map { title in
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            return button
        }
        let buttonStack = UIStackView(arrangedSubviews: buttons)
        buttonStack.alignment = .firstBaseline
        buttonStack.distribution = .fillEqually
        buttonStack.spacing = 8
        let root = UIStackView(arrangedSubviews: [upper, notes, buttonStack])
        root.axis = .vertical
        root.spacing = 8
        root.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(root)
        NSLayoutConstraint.activate([
            root.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            root.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            root.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            view.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: 20),
            imageView.heightAnchor.constraint(equalTo: imageView.widthAnchor),
            fields[0].widthAnchor.constraint(equalTo: fields[1].widthAnchor),
            fields[0].widthAnchor.constraint(equalTo: fields[2].widthAnchor),
        ])
        sim.advance(by: 0)
        // The root stack spans the margins, 20 points in from the top and bottom: 288 × 440.
        #expect(root.frame == CGRect(x: 16, y: 20, width: 288, height: 440))
        // Each row is as high as its taller view; three rows and two spaces make the upper stack, and the image is
        // as wide as it is high (its compression resistance, 48, gives way to the rows' fit).
        let rowHeight = max(30, labels[0].frame.height)
        let rowsHeight = 3 * rowHeight + 16
        #expect(upper.frame == CGRect(x: 0, y: 0, width: 288, height: rowsHeight))
        #expect(imageView.frame == CGRect(x: 0, y: 0, width: rowsHeight, height: rowsHeight))
        #expect(nameRows.frame == CGRect(x: rowsHeight + 8, y: 0, width: 280 - rowsHeight, height: rowsHeight))
        #expect(rows.map(\.frame.minY) == [0, rowHeight + 8, 2 * rowHeight + 16])
        // Equal fields make equal labels, as wide as the widest text, "Middle Name".
        let labelWidth = labels.map(\.frame.width).max() ?? 0
        #expect(abs(labelWidth - labels[1].intrinsicContentSize.width) < 0.34)
        #expect(labels.allSatisfy { $0.frame.width == labelWidth })
        for field in fields {
            #expect(field.frame == CGRect(x: labelWidth + 8, y: 0, width: 272 - rowsHeight - labelWidth, height: 30))
        }
        // The buttons share the width; the notes, which have no intrinsic size, take the height left.
        let buttonHeight = buttonStack.frame.height
        #expect(abs(buttonHeight - buttons[0].intrinsicContentSize.height) < 0.34)
        #expect(buttonStack.frame.minY == 440 - buttonHeight)
        for (index, button) in buttons.enumerated() {
            #expect(abs(button.frame.minX - CGFloat(index) * (272 / 3 + 8)) < 0.01)
            #expect(abs(button.frame.width - 272 / 3) < 0.01)
        }
        #expect(notes.frame == CGRect(x: 0, y: rowsHeight + 8, width: 288, height: 424 - rowsHeight - buttonHeight))
    }
}

/// A text field with UIKit's rounded-rect field height, 30 points, as its intrinsic height: Tactile's text fields
/// have no intrinsic size.
private final class RecipeTextField: UITextField {
    override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 30) }
}
