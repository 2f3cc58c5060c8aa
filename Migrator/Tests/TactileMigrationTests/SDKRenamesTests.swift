import Foundation
import Testing

@testable import TactileMigration

/// The table of UIKit's Swift 4.2 renames: a name is rewritten exactly when Tactile declares its new spelling, and
/// the rewrite finds names by syntax, leaving the file's own names, comments and strings alone.
@Suite("Swift 4.2 renames: the table against Tactile's sources, and the rewrite")
struct SDKRenamesTests {
    /// Whether Tactile's sources declare `rename`'s new spelling: a file matches one of its patterns and, for a
    /// member of a type (`UIControl.Event`), names the owner too.
    static func tactileDeclares(_ rename: SDKRename) throws -> Bool {
        let parts = rename.new.split(separator: ".").map(String.init)
        let last = parts.last ?? rename.new
        // A member of a type (`UIControl.Event`, `UIResponder.keyboardWillShowNotification`) must be declared in a
        // file that declares or extends the owner; a constant of a nested type (`UIWindow.Level.alert`), in one
        // that declares the nested type.
        let owner = parts.count > 1 ? parts[parts.count - 2] : nil
        let ownerPattern = try owner.map { try Regex(#"\b(extension|class|struct|enum)\s+([A-Za-z]+\.)?"# + $0 + #"\b"#) }
        for pattern in rename.declarationPatterns {
            let expression = try Regex(pattern)
            // Regular expressions are slow: only files that contain the name are searched.
            for file in UnsupportedAPIsTests.tactileSources
            where file.text.contains(last) && file.text.contains(expression) {
                if let ownerPattern, !file.text.contains(ownerPattern) { continue }
                return true
            }
        }
        return false
    }

    @Test("a name is rewritten only when Tactile declares its new spelling, and reported otherwise",
          arguments: SDKRenames.table.map(\.oldDisplay))
    func tableMatchesTactile(old: String) throws {
        let rename = try #require(SDKRenames.table.first { $0.oldDisplay == old })
        let declared = try Self.tactileDeclares(rename)
        if rename.inTactile {
            #expect(declared, "Tactile does not declare \(rename.newDisplay): report \(old) instead of rewriting it")
        } else {
            #expect(!declared, "Tactile now declares \(rename.newDisplay): rewrite \(old) instead of reporting it")
            #expect(rename.advice != nil, "\(old) is reported without advice")
        }
    }

    @Test("the old names of the table are distinct for their kind")
    func distinct() {
        let keys = SDKRenames.table.map { "\($0.kind) \($0.oldDisplay)" }
        #expect(Set(keys).count == keys.count)
    }

    @Test("the names the issue lists are in the table and rewritten")
    func listedNames() {
        for old in ["bringSubview(toFront:)", "sendSubview(toBack:)", "childViewControllers",
                    "addChildViewController(_:)", "removeFromParentViewController()",
                    "willMove(toParentViewController:)", "didMove(toParentViewController:)", "UIControlEvents",
                    "UIControlState", "UIGestureRecognizerState", "UIApplicationLaunchOptionsKey", "UIEventSubtype",
                    "UIViewAnimationOptions", "NSNotification.Name.UIKeyboardWillShow"] {
            #expect(SDKRenames.table.contains { $0.oldDisplay == old && $0.inTactile }, "\(old)")
        }
        #expect(SDKRenames.table.contains { $0.oldDisplay == "childViewControllerForStatusBarStyle" && !$0.inTactile })
    }

    @Test("types, constants and notification names are rewritten where code uses them, not in comments or strings")
    func names() throws {
        let source = """
            import UIKit
            // UIControlEvents stays in a comment
            let label = "UIControlEvents"
            let events: UIControlEvents = [UIControlEvents.touchUpInside]
            let key = UIKeyboardFrameEndUserInfoKey
            let names: [Notification.Name] = [.UIKeyboardWillShow, NSNotification.Name.UIKeyboardDidHide]
            let level = UIWindowLevelAlert
            """
        let output = try Migrator.migrate(source).output
        #expect(output == """
            import Tactile
            // UIControlEvents stays in a comment
            let label = "UIControlEvents"
            let events: UIControl.Event = [UIControl.Event.touchUpInside]
            let key = UIResponder.keyboardFrameEndUserInfoKey
            let names: [Notification.Name] = [UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidHideNotification]
            let level = UIWindow.Level.alert
            """)
    }

    @Test("a member of the file's own type with a renamed name is left alone")
    func ownNames() throws {
        let source = """
            final class Tree {
                var childViewControllers: [Tree] = []
                func bringSubview(toFront node: Tree) {}
                func reorder() { bringSubview(toFront: self); _ = childViewControllers.count }
            }
            """
        let migration = try Migrator.migrate(source)
        #expect(migration.output == source)
        #expect(migration.findings.isEmpty)
    }

    @Test("a method's labels change with its name, in calls on super and in overrides")
    func methods() throws {
        let source = """
            class A: UIViewController {
                override func didMove(toParentViewController parent: UIViewController?) {
                    super.didMove(toParentViewController: parent)
                    view.bringSubview(toFront: view.subviews[0])
                }
            }
            """
        #expect(try Migrator.migrate(source).output == """
            class A: UIViewController {
                override func didMove(toParent parent: UIViewController?) {
                    super.didMove(toParent: parent)
                    view.bringSubviewToFront(view.subviews[0])
                }
            }
            """)
    }
}
