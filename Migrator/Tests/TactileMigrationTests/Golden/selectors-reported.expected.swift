import Tactile

let outside = UITapGestureRecognizer(target: nil, action: #selector(handle))

final class FormViewController: UIViewController {
    let model = FormModel()
    let field = UITextField()
    var name = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        field.addTarget(model, action: FormViewController.textChanged, for: .editingChanged)
        let stored = Selector("textChanged:")
        register(stored)
        let getter = #selector(getter: name)
        register(getter)
    }

    func register(_ selector: Selector) {}
    func textChanged(_ sender: UITextField) {}
}

final class FormModel {}
