import Foundation
@testable import Tactile

/// A controller that appends its lifecycle and containment calls to a shared list (`"B.viewWillAppear"` …).
final class TracingController: UIViewController {
    let name: String
    let trace: Trace
    init(_ name: String, _ trace: Trace) {
        self.name = name
        self.trace = trace
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewWillAppear(_ animated: Bool) { trace.add("\(name).viewWillAppear(\(animated))") }
    override func viewDidAppear(_ animated: Bool) { trace.add("\(name).viewDidAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { trace.add("\(name).viewWillDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { trace.add("\(name).viewDidDisappear(\(animated))") }
    override func willMove(toParent parent: UIViewController?) {
        trace.add("\(name).willMove(\((parent as? TracingController)?.name ?? (parent == nil ? "nil" : "other")))")
    }
    override func didMove(toParent parent: UIViewController?) {
        trace.add("\(name).didMove(\((parent as? TracingController)?.name ?? (parent == nil ? "nil" : "other")))")
    }
}

/// The shared list of calls.
@MainActor
final class Trace {
    private(set) var lines: [String] = []
    func add(_ line: String) { lines.append(line) }
    func take() -> [String] {
        defer { lines.removeAll() }
        return lines
    }
}
