import UIKit

let outside = UITapGestureRecognizer(target: nil, action: #selector(handle))

final class FormViewController: UIViewController {
    let model = FormModel()
    let field = UITextField()
    var name = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        field.addTarget(model, action: #selector(textChanged(_:)), for: .editingChanged)
        let stored = #selector(textChanged(_:))
        register(stored)
        let getter = #selector(getter: name)
        register(getter)
    }

    func register(_ selector: Selector) {}
    @objc func textChanged(_ sender: UITextField) {}
}

final class FormModel {}
