// Accessibility, the keyboard's settings and the navigation bar: Tactile's controls do not have them.
final class SignInViewController: UIViewController {
    let password = UITextField()
    let signIn = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        password.isSecureTextEntry = true
        password.keyboardType = .asciiCapable
        password.returnKeyType = .go
        signIn.accessibilityLabel = "Sign in"
        signIn.setTitle("Sign in", for: .normal)
        navigationController?.setNavigationBarHidden(true, animated: false)
        navigationController?.navigationBar.prefersLargeTitles = true
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        view.endEditing(true)
        password.resignFirstResponder()
    }
}
