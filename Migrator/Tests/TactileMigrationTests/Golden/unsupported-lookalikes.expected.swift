// Names like UIKit's that are the file's own, in comments or in strings: nothing is reported.
// performSegue(withIdentifier: "x", sender: nil); NSLayoutConstraint.activate([]); awakeFromNib()
class Recipe {
    var safeAreaInsets = 0
    let note = "performSegue(withIdentifier:sender:) and NSClassFromString(\"X\") in a string"

    func prepare(for meal: String) -> String {
        "prepare \(meal)"
    }

    func performSegue(withIdentifier identifier: String, sender: Any?) {
        print(identifier)
    }

    func cook() {
        _ = prepare(for: "dinner")
        performSegue(withIdentifier: "next", sender: nil)
        print(safeAreaInsets, note)
        /* layer.add(CABasicAnimation(), forKey: nil) */
    }
}

final class Pantry: Recipe {
    override func prepare(for meal: String) -> String {
        "stock \(meal)"
    }
}

/// A stand-in the file declares itself: `UIStackView` here is the file's own type.
final class UIStackView {
    func sizeToFit() {}
}

let shelf = UIStackView()
