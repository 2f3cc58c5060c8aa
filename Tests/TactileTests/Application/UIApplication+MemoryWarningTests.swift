import Foundation
import Testing
@testable import Tactile
import TactileTesting

// Memory warnings (issue 16): UIApplication.simulateMemoryWarning() reaches the delegate, the notification and the
// view controllers in the application's windows, in UIKit's order.

fileprivate final class Delegate: UIResponder, UIApplicationDelegate {
    var log: [String] = []
    func applicationDidReceiveMemoryWarning(_ application: UIApplication) { log.append("delegate") }
}

fileprivate final class Controller: UIViewController {
    let name: String
    let record: (String) -> Void
    init(_ name: String, _ record: @escaping (String) -> Void) {
        self.name = name
        self.record = record
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        record(name)
    }
}

@MainActor
@Suite("Memory warnings")
struct MemoryWarningTests {
    let sim = TouchSimulator()

    @Test("the delegate, then the notification, then every controller in the windows, parents first")
    func order() {
        let trace = Trace()
        let delegate = Delegate()
        sim.application.delegate = delegate
        let window = sim.makeWindow()
        let root = Controller("root") { trace.add($0) }
        let child = Controller("child") { trace.add($0) }
        let presented = Controller("presented") { trace.add($0) }
        let detached = Controller("detached") { trace.add($0) }
        window.rootViewController = root
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        root.present(presented, animated: false)
        _ = detached
        let application = sim.application
        let applicationID = ObjectIdentifier(application)
        let observer = NotificationCenter.default.addObserver(
            forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: nil
        ) { note in
            let fromApplication = (note.object as AnyObject?).map { ObjectIdentifier($0) } == applicationID
            MainActor.assumeIsolated {
                if fromApplication { trace.add("notification") }
            }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        application.simulateMemoryWarning()
        #expect(delegate.log == ["delegate"])
        #expect(trace.lines == ["notification", "root", "child", "presented"])
    }

    @Test("without a delegate or windows nothing fails and no controller is called")
    func nothingToWarn() {
        let trace = Trace()
        let vc = Controller("alone") { trace.add($0) }
        sim.application.simulateMemoryWarning()
        #expect(trace.lines.isEmpty)
        _ = vc
    }
}
