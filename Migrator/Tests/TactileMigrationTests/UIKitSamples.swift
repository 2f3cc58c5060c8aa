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
    /// edit-action check and a shake handler: the code `tactile-migrate` exists for, at scale. Each is a copy of
    /// `Migrator/Benchmark/PhotoViewController.swift.template`, which `benchmark.sh` uses too, so the benchmark's
    /// figure and the performance test measure the same code.
    static func viewControllers(_ controllers: Int) throws -> String {
        let template = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Benchmark/PhotoViewController.swift.template")
        let text = try String(contentsOf: template, encoding: .utf8)
        var file = "import UIKit\n"
        for index in 0..<controllers {
            file += text.replacingOccurrences(of: "__INDEX__", with: String(index))
        }
        return file
    }
}
