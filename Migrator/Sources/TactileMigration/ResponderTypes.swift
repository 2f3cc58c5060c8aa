import SwiftSyntax

/// Which types of a file are known to be responders, where Tactile has `perform(_:with:afterDelay:)` with a method
/// reference (it belongs to `ActionPerforming`, which every `UIResponder` adopts).
///
/// A class is a responder when its superclass is one of UIKit's responder classes (``uiKitResponders``) or a class
/// of this file that is a responder, or when it adopts `ActionPerforming` itself; an extension is when the type it
/// extends is. A class whose superclass is declared in another file is not known to be one.
struct ResponderTypes {
    /// UIKit's `UIResponder` and its subclasses that UIKit code commonly derives from. Those Tactile does not have
    /// are reported elsewhere; in UIKit they are responders all the same.
    static let uiKitResponders: Set<String> = [
        "UIResponder", "UIApplication", "UIScene", "UIWindowScene", "UIView", "UIWindow", "UIControl", "UIButton",
        "UISlider", "UISwitch", "UIStepper", "UISegmentedControl", "UIPageControl", "UITextField", "UITextView",
        "UILabel", "UIImageView", "UIScrollView", "UIStackView", "UITableView", "UITableViewCell", "UICollectionView",
        "UICollectionViewCell", "UICollectionReusableView", "UIViewController", "UINavigationController",
        "UITabBarController", "UITableViewController", "UICollectionViewController", "UIPageViewController",
        "UISplitViewController", "UIAlertController", "UIActivityIndicatorView", "UIProgressView",
        "UIVisualEffectView", "UINavigationBar", "UIToolbar", "UITabBar", "UISearchBar", "UIDatePicker",
        "UIPickerView", "UIRefreshControl", "UIInputView",
    ]

    /// The file's classes: the first type each inherits from (its superclass, when it has one), by name.
    private var superclass: [String: String] = [:]
    /// The file's classes that adopt `ActionPerforming` themselves.
    private var adopters: Set<String> = []

    init(_ tree: SourceFileSyntax) {
        let collector = Collector()
        collector.walk(tree)
        superclass = collector.superclass
        adopters = collector.adopters
    }

    /// Whether the type called `name` (a class of this file, an extended type, `Outer.Inner`) is a responder.
    func isResponder(_ name: String) -> Bool {
        var current = Self.simpleName(name)
        var seen: Set<String> = []
        while seen.insert(current).inserted {
            if Self.uiKitResponders.contains(current) || adopters.contains(current) { return true }
            guard let next = superclass[current] else { return false }
            current = next
        }
        return false  // a cycle: not valid Swift, and not a responder
    }

    /// `UIKit.UIView` → `UIView`, `Outer.Inner` → `Inner`, `Box<T>` → `Box`.
    static func simpleName(_ written: String) -> String {
        let withoutArguments = written.split(separator: "<", maxSplits: 1).first.map(String.init) ?? written
        return withoutArguments.split(separator: ".").last.map(String.init) ?? withoutArguments
    }

    private final class Collector: SyntaxVisitor {
        var superclass: [String: String] = [:]
        var adopters: Set<String> = []

        init() { super.init(viewMode: .sourceAccurate) }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            let inherited = Self.inherited(node.inheritanceClause)
            if let first = inherited.first, superclass[node.name.text] == nil { superclass[node.name.text] = first }
            if inherited.contains("ActionPerforming") { adopters.insert(node.name.text) }
            return .visitChildren
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            if Self.inherited(node.inheritanceClause).contains("ActionPerforming") {
                adopters.insert(ResponderTypes.simpleName(node.extendedType.trimmedDescription))
            }
            return .visitChildren
        }

        static func inherited(_ clause: InheritanceClauseSyntax?) -> [String] {
            clause?.inheritedTypes.map { ResponderTypes.simpleName($0.type.trimmedDescription) } ?? []
        }
    }
}
