import Foundation

@testable import TactileMigration

/// iOS sources the command tests migrate, and what the engine makes of them (computed in the test process with
/// ``Migrator/migrate(_:fileName:)``, so the command's tests check the command, whatever rewrites the engine has).
enum UIKitSamples {
    /// A view controller with the target–action sites every UIKit file has.
    static let photoViewController = """
        import UIKit

        final class PhotoViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let tap = UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))
                view.addGestureRecognizer(tap)
            }

            @objc func handleTap(_ recognizer: UITapGestureRecognizer) {
                print("tapped at \\(recognizer.location(in: view))")
            }
        }

        """

    /// A gesture handler in a subfolder.
    static let gestures = """
        import UIKit

        extension UIView {
            func addDoubleTap(target: Any, action: Selector) {
                let recognizer = UITapGestureRecognizer(target: target, action: action)
                recognizer.numberOfTapsRequired = 2
                addGestureRecognizer(recognizer)
            }
        }

        """

    /// Swift with nothing of UIKit: nothing to migrate.
    static let plain = """
        struct Score {
            var points = 0
        }

        """

    /// Whether the engine rewrites `import UIKit` (the rewrites live in the engine; the tests that need a file to
    /// change run only when it does).
    static let engineRewritesImports = (try? Migrator.migrate("import UIKit\n", fileName: "x.swift").changed) == true

    /// The engine's migration of `source` named `path`.
    static func migration(_ source: String, path: String) throws -> Migration {
        try Migrator.migrate(source, fileName: path)
    }

    /// A UIKit file of `controllers` view controllers (about 55 lines each), each with gesture recognizers, a
    /// control target, a bar button, a selector timer, a delayed perform, `@objc` and `@IBAction` methods, an
    /// edit-action check and a shake handler: the code `tactile-migrate` exists for, at scale.
    static func viewControllers(_ controllers: Int) -> String {
        var text = "import UIKit\n"
        for index in 0..<controllers {
            text += """

                final class PhotoViewController\(index): UIViewController {
                    @IBOutlet weak var imageView: UIImageView!
                    private var timer: Timer?
                    private var ticks = 0

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let tap = UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))
                        view.addGestureRecognizer(tap)
                        let pinch = UIPinchGestureRecognizer(target: self, action: #selector(handlePinch))
                        view.addGestureRecognizer(pinch)
                        let button = UIButton(type: .system)
                        button.addTarget(self, action: #selector(buttonTapped(_:)), for: .touchUpInside)
                        view.addSubview(button)
                        navigationItem.rightBarButtonItem = UIBarButtonItem(
                            barButtonSystemItem: .done, target: self, action: #selector(done))
                        timer = Timer.scheduledTimer(
                            timeInterval: 1, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: true)
                        perform(#selector(hideHint), with: nil, afterDelay: 2)
                    }

                    @objc func handleTap(_ recognizer: UITapGestureRecognizer) {
                        let point = recognizer.location(in: view)
                        print("tap \\(point)")
                    }

                    @objc private func handlePinch(_ recognizer: UIPinchGestureRecognizer) {
                        view.transform = CGAffineTransform(scaleX: recognizer.scale, y: recognizer.scale)
                    }

                    @IBAction func buttonTapped(_ sender: UIButton) {
                        sender.isSelected.toggle()
                    }

                    @objc func done() {
                        dismiss(animated: true)
                    }

                    @objc func tick(_ timer: Timer) {
                        ticks += 1
                    }

                    @objc func hideHint() {
                        view.alpha = 1
                    }

                    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
                        if action == #selector(copy(_:)) { return true }
                        return super.canPerformAction(action, withSender: sender)
                    }

                    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
                        if motion == .motionShake { print("shake") }
                    }
                }

                """
        }
        return text
    }
}
