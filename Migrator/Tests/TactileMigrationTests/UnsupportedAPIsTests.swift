import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@testable import TactileMigration

/// The report of what the migration cannot rewrite (issue 20, item 3): every entry of the table is still missing
/// from Tactile, is found by syntax, and only where UIKit's API is meant.
@Suite("Unsupported APIs: what the migration reports")
struct UnsupportedAPIsTests {
    /// The repository's `Sources` folder, next to `Migrator`.
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// The Swift text of Tactile's modules (`Sources/Tactile*`), with comments removed, by file.
    static let tactileSources: [(path: String, text: String)] = {
        let manager = FileManager.default
        let modules = ((try? manager.contentsOfDirectory(atPath: sources.path)) ?? [])
            .filter { $0.hasPrefix("Tactile") }.sorted()
        var files: [(String, String)] = []
        for module in modules {
            let folder = sources.appendingPathComponent(module)
            guard let walker = manager.enumerator(atPath: folder.path) else { continue }
            for case let relative as String in walker where relative.hasSuffix(".swift") {
                let url = folder.appendingPathComponent(relative)
                guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
                files.append(("\(module)/\(relative)", withoutComments(text)))
            }
        }
        return files.sorted { $0.0 < $1.0 }
    }()

    /// The text without `//` line comments and `/* */` block comments (strings are kept; a `//` inside a string
    /// literal cuts the rest of that line, which only hides text, never invents a declaration).
    static func withoutComments(_ text: String) -> String {
        var noBlocks = ""
        var rest = Substring(text)
        while let open = rest.range(of: "/*") {
            noBlocks += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "*/") else { rest = ""; break }
            rest = rest[close.upperBound...]
        }
        noBlocks += rest
        return noBlocks.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line)
        }.joined(separator: "\n")
    }

    /// The findings of this pass (other passes' notes, for `@objc` or `#selector`, are left out).
    static func findings(_ source: String) throws -> [Finding] {
        let problems = Set(UnsupportedAPIs.catalog.map(\.problem))
        return try Migrator.migrate(source, fileName: "Test.swift").findings.filter { finding in
            problems.contains { finding.message.hasSuffix(": \($0)") }
        }
    }

    @Test("the table is read from Tactile's real sources")
    func sourcesAreFound() {
        #expect(Self.tactileSources.count > 100)
        #expect(Self.tactileSources.contains { $0.path == "Tactile/Views/UIView.swift" })
    }

    @Test("no API the migration reports as missing is declared by Tactile",
          arguments: Set(UnsupportedAPIs.catalog.map(\.displayName)).sorted())
    func stillMissing(name: String) throws {
        for api in UnsupportedAPIs.catalog where api.displayName == name {
            let word = Self.name(of: api)
            for pattern in api.declarationPatterns {
                let expression = try Regex(pattern)
                // Regular expressions are slow: only files that contain the name are searched.
                for file in Self.tactileSources where file.text.contains(word) && file.text.contains(expression) {
                    Issue.record("""
                        Tactile now declares \(name) (\(file.path) matches \(pattern)): remove it from the \
                        migration's table of unsupported APIs, or say what still differs
                        """)
                }
            }
        }
    }

    /// The name every declaration of the API contains.
    static func name(of api: UnsupportedAPI) -> String {
        switch api.pattern {
        case .type(let name), .member(let name), .call(let name, _), .override(let name, _),
             .attribute(let name), .macro(let name):
            name
        }
    }

    @Test("every family has entries, and no two entries share a pattern")
    func families() {
        #expect(Set(UnsupportedAPIs.catalog.map(\.family)) == Set(UnsupportedAPI.Family.allCases))
        let patterns = UnsupportedAPIs.catalog.map(\.pattern)
        #expect(Set(patterns).count == patterns.count)
    }

    @Test("the honesty check finds a declaration when there is one")
    func checkFindsDeclarations() throws {
        let alert = try #require(UnsupportedAPIs.catalog.first { $0.pattern == .type("UIAlertController") })
        let segue = try #require(UnsupportedAPIs.catalog.first { $0.displayName == "performSegue(…)" })
        let perform = try #require(UnsupportedAPIs.catalog.first { $0.displayName == "perform(_:)" })
        func declares(_ api: UnsupportedAPI, _ text: String) throws -> Bool {
            try api.declarationPatterns.contains { Self.withoutComments(text).contains(try Regex($0)) }
        }
        #expect(try declares(alert, "open class UIAlertController: UIViewController {"))
        #expect(try !declares(alert, "/// UIKit counterpart: `class UIAlertController`"))
        #expect(try declares(segue, "    open func performSegue(withIdentifier identifier: String, sender: Any?)"))
        let prepare = try #require(UnsupportedAPIs.catalog.first { $0.displayName == "prepare(for:sender:)" })
        #expect(try declares(prepare, "open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}"))
        #expect(try !declares(prepare, "func prepare(for item: Item) { run { a, b in } }\nlet x = (a, sender: 1)"))
        let add = try #require(UnsupportedAPIs.catalog.first { $0.displayName == "add(_:forKey:)" })
        #expect(try declares(add, "open func add(_ anim: CAAnimation, forKey key: String?)"))
        #expect(try declares(add, "func add(_ run: (Bool) -> Void = { _ in }, forKey key: String)"))
        #expect(try !declares(add, "func add(_ entry: ControlAction) { entries.append(entry) }\nf(x, forKey: y)"))
        #expect(try declares(perform, "open func perform(_ aSelector: Selector) -> Any? {"))
        #expect(try !declares(perform, "open func perform(_ action: Selector, with sender: Any?, for event: UIEvent?)"))
    }

    /// A line of code that uses the API as UIKit code does.
    static func use(of api: UnsupportedAPI) -> String {
        func arguments(_ labels: [String]) -> String {
            labels.map { $0 == "_" ? "x" : "\($0): x" }.joined(separator: ", ")
        }
        switch api.pattern {
        case .type(let name):
            return "final class Use: Base { var value: \(name)? }"
        case .member(let name):
            return "final class Use: Base { func use() { _ = object.\(name) } }"
        case .call(let name, let labels):
            let callee = name == "init" ? "Detail" : "object.\(name)"
            let call = switch labels {
            case .any: "\(callee)()"
            case .exactly(let list): "\(callee)(\(arguments(list)))"
            case .including(let label): "\(callee)(x, \(label): x)"
            case .keyPathFirst: "\(callee)(\\.title) { _, _ in }"
            case .exactlyWithStringFirst(let list): "\(callee)(\(list[0]): \"Detail\", \(list[1]): nil)"
            case .exactlyWithSelectorFirst(let list):
                "\(callee)(\((["#selector(refresh)"] + list.dropFirst().map { "\($0): x" }).joined(separator: ", ")))"
            }
            return "final class Use: Base { func use() { _ = \(call) } }"
        case .override(let name, let labels):
            if name == "init?" {
                return "final class Use: Base { required init?(coder: NSCoder) { super.init(coder: coder); setUp() } }"
            }
            let properties: Set = [
                "supportedInterfaceOrientations", "shouldAutorotate",
                "preferredInterfaceOrientationForPresentation", "prefersHomeIndicatorAutoHidden",
            ]
            if properties.contains(name) {
                return "final class Use: Base { override var \(name): Value { value } }"
            }
            let parameters = switch labels {
            case .exactly(let list): list.map { "\($0) value: Int" }.joined(separator: ", ")
            default: ""
            }
            return "final class Use: Base { override func \(name)(\(parameters)) {} }"
        case .attribute(let name):
            return "final class Use: Base { @\(name) var value = 0 }"
        case .macro(let name):
            return "let path = #\(name)(Use.value)"
        }
    }

    @Test("every entry of the table is found, once, where UIKit code uses it",
          arguments: Set(UnsupportedAPIs.catalog.map(\.displayName)).sorted())
    func everyEntryIsFound(name: String) throws {
        for api in UnsupportedAPIs.catalog where api.displayName == name {
            let source = Self.use(of: api)
            let found = try Self.findings(source).filter { $0.message.hasSuffix(api.problem) }
            #expect(found.count == 1, "\(name) in `\(source)`: \(found)")
            #expect(found.first?.severity == api.severity)
        }
    }

    @Test("names in comments and strings are never reported")
    func commentsAndStrings() throws {
        let names = UnsupportedAPIs.catalog.map(\.displayName)
        let source = """
            // \(names.joined(separator: " "))
            /* \(names.joined(separator: "\n")) */
            /// `override func awakeFromNib()` and `NSLayoutConstraint.activate([])`
            let text = "\(names.joined(separator: " "))"
            let multiline = \"\"\"
                performSegue(withIdentifier: "x", sender: nil)
                view.topAnchor.constraint(equalTo: other.topAnchor).isActive = true
                \"\"\"
            """
        #expect(try Self.findings(source).isEmpty)
    }

    @Test("the file's own methods, properties and types with UIKit's names are not reported")
    func ownNames() throws {
        let source = """
            final class Kitchen {
                var safeAreaInsets = 0
                func prepare(for meal: String) {}
                func performSegue(withIdentifier identifier: String, sender: Any?) {}
                func loadNibNamed(_ name: String) {}
                func cook(responds: Bool) {
                    prepare(for: "dinner")
                    performSegue(withIdentifier: "next", sender: nil)
                    loadNibNamed("menu")
                    print(safeAreaInsets)
                }
            }
            final class Bakery: Kitchen {
                override func prepare(for meal: String) {}
                func bake(topAnchor: Int) { print(topAnchor) }
                func weigh(_ value: Int) -> Int { value }
                func perform(_ step: String) {}
            }
            enum Setting { case keyboardType, navigationBar }
            let setting: Setting = .keyboardType
            struct UIAlertController { var title = "" }
            let alert = UIAlertController()
            func connect(_ scene: Any, insets: [Int]) {
                guard let windowScene = scene as? Int else { return }
                let safeAreaLayoutGuide = 1
                print(windowScene, safeAreaLayoutGuide, insets.map { safeAreaInsets in safeAreaInsets })
            }
            """
        #expect(try Self.findings(source) == [])
    }

    @Test("what Tactile has is not reported")
    func tactileHasIt() throws {
        let source = """
            final class Canvas: UIView {
                override func draw(_ rect: CGRect) {
                    UIGraphicsGetCurrentContext()?.setLineWidth(2)
                    UIBezierPath(ovalIn: rect).stroke()
                }
                override func layoutSubviews() {
                    super.layoutSubviews()
                    layer.shadowOpacity = 0.2
                    layer.contents = UIGraphicsImageRenderer(size: bounds.size).image { _ in }
                }
            }
            final class Home: UIViewController {
                let scroll = UIScrollView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.setNeedsLayout()
                    view.layoutIfNeeded()
                    UIView.animate(withDuration: 0.3) { self.view.alpha = 1 }
                    UIMenuController.shared.hideMenu()
                    userActivity = NSUserActivity(activityType: "com.example.home")
                    addKeyCommand(UIKeyCommand(input: "f", modifierFlags: .command, action: Selector("find:")))
                    present(Home(), animated: true)
                    navigationController?.pushViewController(Home(), animated: true)
                    NotificationCenter.default.addObserver(forName: .init("x"), object: nil, queue: nil) { _ in }
                    UIApplication.shared.scheduler.schedule(after: 1) { }
                    var config = UIButton.Configuration.filled()
                    config.title = "Follow"
                    config.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
                    let follow = UIButton(configuration: config, primaryAction: nil)
                    follow.changesSelectionAsPrimaryAction = true
                    follow.configurationUpdateHandler = { $0.configuration?.showsActivityIndicator = $0.isSelected }
                    follow.setNeedsUpdateConfiguration()
                }
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
                init() { super.init(nibName: nil, bundle: nil) }
            }
            """
        #expect(try Self.findings(source) == [])
    }

    @Test("labels tell UIKit's method from another of the same base name")
    func labels() throws {
        let source = """
            final class Slider: UISlider {
                func reset() {
                    setValue(0, animated: true)
                    _ = value
                    _ = responds
                    observe(1)
                    try? interaction.perform(element)
                    simulator.perform([touch])
                }
            }
            """
        #expect(try Self.findings(source) == [])
    }

    @Test("a chain, a whole call or a signature is one site: one finding")
    func oneFindingPerSite() throws {
        let activate = try Self.findings("""
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(
                    equalTo: view.readableContentGuide.leadingAnchor, constant: 8),
            ])
            """)
        #expect(activate.map(\.message) == ["`readableContentGuide`: Tactile has no readable content guide"])
        let chain = try Self.findings("a.topAnchor.constraint(equalTo: b.readableContentGuide.topAnchor).isActive = true")
        #expect(chain.map(\.column) == [35])
        let prepare = try Self.findings("""
            final class List: UIViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    super.prepare(for: segue, sender: sender)
                    if let detail = segue.destination as? UIStoryboardSegue { print(detail) }
                }
            }
            """)
        #expect(prepare.map(\.line) == [2, 4])
        let list = try Self.findings("""
            final class List: UITableViewController, UITableViewDataSource, UITableViewDelegate {
                func rotate(_ mask: UIInterfaceOrientationMask, to other: UIInterfaceOrientationMask) -> UIInterfaceOrientationMask? { nil }
            }
            """)
        #expect(list.map { "\($0.line):\($0.column)" } == ["1:19", "2:25"])
        let storyboard = try Self.findings(
            #"let first = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "A")"#)
        #expect(storyboard.map(\.message) == ["`instantiateViewController(withIdentifier:)`: Linux has no storyboards"])
    }

    @Test("advice names the method a selector argument names")
    func adviceNamesTheMethod() throws {
        let source = """
            final class Feed: UIViewController {
                func later() {
                    _ = perform(#selector(refresh))
                    _ = perform(#selector(Feed.show(_:)), with: self)
                }
            }
            """
        let advice = try Self.findings(source).map(\.advice)
        #expect(advice.count == 2)
        #expect(advice[0] == "call `refresh` directly")
        #expect(advice[1] == "call `show(_:)` directly, passing the argument")
    }

    @Test("init?(coder:) is reported only when it does setup and is the type's only initializer")
    func coderInitializer() throws {
        let boilerplate = try Self.findings("""
            final class A: UIView {
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            final class B: UIView {
                required init?(coder: NSCoder) { super.init(coder: coder) }
            }
            final class CommonInit: UIView {
                override init(frame: CGRect) { super.init(frame: frame); commonInit() }
                required init?(coder: NSCoder) { super.init(coder: coder); commonInit() }
                func commonInit() { backgroundColor = .white }
            }
            """)
        #expect(boilerplate.isEmpty)
        let setup = try Self.findings("""
            final class C: UIView {
                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                    backgroundColor = .red
                }
            }
            """)
        #expect(setup.map(\.message) == [
            "`init?(coder:)`: Linux loads no nibs or storyboards, so this initializer never runs and its setup is "
                + "skipped",
        ])
        #expect(setup.map(\.line) == [2])
    }

    @Test("@IBInspectable and @IBDesignable are removed with a note, and so is a line they leave empty")
    func interfaceBuilderAttributes() throws {
        let source = "@IBDesignable\r\nfinal class A: UIView {\r\n    @IBInspectable var radius: CGFloat = 0\r\n"
            + "    @IBInspectable\n    var width: CGFloat = 0\n}\n@IBDesignable final class B: UIView {}"
        let migration = try Migrator.migrate(source)
        #expect(migration.output == "final class A: UIView {\r\n    var radius: CGFloat = 0\r\n"
            + "    var width: CGFloat = 0\n}\nfinal class B: UIView {}")
        #expect(try Self.findings(source).map(\.severity) == [.note, .note, .note, .note])
        #expect(!migration.needsAttention)
        #expect(try Self.findings(migration.output).isEmpty)
    }

    @Test("the porting corpus's UIKit originals, whose ports run on Tactile, report nothing unsupported")
    func portingCorpus() throws {
        let folder = Self.sources.deletingLastPathComponent().appendingPathComponent("PortingCorpus/UIKit")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
        #expect(files.count >= 10)
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let reported = try Self.findings(text)
            #expect(reported.isEmpty, "\(file): \(reported.map { $0.formatted(path: file) })")
        }
    }

    @Test("Interface Builder's attributes and @objc on one line go together, whatever their order")
    func interfaceBuilderWithObjc() throws {
        let source = """
            @IBDesignable @objc(Dial)
            final class Dial: UIView {
                @IBInspectable @objc var a = 0
                @objc @IBInspectable dynamic var b = 0
                @objc @IBInspectable
                var c = 0
                @IBInspectable @objc
                var d = 0
            }
            """
        let expected = """
            final class Dial: UIView {
                var a = 0
                var b = 0
                var c = 0
                var d = 0
            }
            """
        let migration = try Migrator.migrate(source)
        #expect(migration.output == expected)
        #expect(try Migrator.migrate(migration.output).output == expected)
    }

    @Test("other passes can ask whether a call is this report's site")
    func reportsCall() throws {
        func call(_ text: String) throws -> FunctionCallExprSyntax {
            let tree = Parser.parse(source: text)
            let item = try #require(tree.statements.first?.item.as(ExprSyntax.self))
            return try #require(item.as(FunctionCallExprSyntax.self))
        }
        #expect(UnsupportedAPIs.reports(try call("perform(#selector(refresh))")))
        #expect(UnsupportedAPIs.reports(try call("object.responds(to: #selector(refresh))")))
        // Selector-based notification observers are NotificationObserverRewrite's, rewritten or reported there.
        #expect(!UnsupportedAPIs.reports(try call(
            "center.addObserver(self, selector: #selector(changed), name: .x, object: nil)")))
        #expect(UnsupportedAPIs.reports(try call("CADisplayLink(target: self, selector: #selector(step))")))
        #expect(!UnsupportedAPIs.reports(try call("button.addTarget(self, action: #selector(tap), for: .primary)")))
        #expect(!UnsupportedAPIs.reports(try call("perform(#selector(refresh), with: nil, afterDelay: 1)")))
        #expect(!UnsupportedAPIs.reports(try call("interaction.perform(element)")))
    }

    @Test("the report is the same every time")
    func deterministic() throws {
        let source = try #require(GoldenTests.read("unsupported-layout.input.swift"))
        let first = try Self.findings(source)
        #expect(!first.isEmpty)
        for _ in 0..<5 { #expect(try Self.findings(source) == first) }
    }
}
