import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// An app delegate as `@main` declares it: created by Tactile from its class.
final class MainTestDelegate: UIResponder, UIApplicationDelegate {
    var launched = false
    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        launched = true
        LifecycleLog.current?.add("main delegate launched")
        return true
    }
}

/// A principal class for `UIApplicationMain`.
final class MainTestApplication: UIApplication {}

/// `UIApplicationMain` and `@main`: the delegate created from its class, the Info.plist read, the app launched, and
/// the main loop injected so that tests return.
@MainActor
@Suite("UIApplicationMain")
struct UIApplicationMainTests {
    let sim = TouchSimulator()
    let log = LifecycleLog()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-main-\(UUID().uuidString)")

    /// Runs `body` with the main loop that returns and `plist` as the Info.plist, restoring both after.
    func withMainEnvironment(plist: [String: Any]?, _ body: () throws -> Void) throws {
        LifecycleLog.current = log
        sim.makeShared()
        let savedLoop = UIApplication.mainLoop
        let savedURL = UIApplication.mainInfoPropertyListURL
        defer {
            UIApplication.mainLoop = savedLoop
            UIApplication.mainInfoPropertyListURL = savedURL
            try? FileManager.default.removeItem(at: folder)
        }
        UIApplication.mainLoop = .returnAfterLaunching
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("Info.plist")
        if let plist {
            try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0).write(to: url)
        }
        UIApplication.mainInfoPropertyListURL = url
        try body()
    }

    @Test("UIApplicationMain creates the named delegate, reads the Info.plist, launches and connects the scene")
    func applicationMain() throws {
        try withMainEnvironment(plist: sceneInfoDictionary()) {
            let status = UIApplicationMain(
                CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(MainTestDelegate.self))
            #expect(status == 0)
            let delegate = try #require(sim.application.delegate as? MainTestDelegate)
            #expect(delegate.launched)
            #expect(sim.application.applicationState == .active)
            let scene = try #require(sim.application.connectedScenes.first as? UIWindowScene)
            #expect(scene.delegate is LifecycleSceneDelegate)
            #expect(scene.keyWindow != nil)
            #expect(log.lines.first == "main delegate launched")
        }
    }

    @Test("@main: the delegate protocol's main() launches a new delegate of the class")
    func atMain() throws {
        try withMainEnvironment(plist: [:]) {
            MainTestDelegate.main()
            let delegate = try #require(sim.application.delegate as? MainTestDelegate)
            #expect(delegate.launched)
            #expect(sim.application.hasFinishedLaunching)
            #expect(sim.application.connectedScenes.isEmpty)
        }
    }

    @Test("a delegate class that cannot be found or a bad Info.plist makes UIApplicationMain return 1")
    func failures() throws {
        try withMainEnvironment(plist: [:]) {
            #expect(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, "TactileTests.Missing") == 1)
            #expect(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, "NotAModule") == 1)
            #expect(!sim.application.hasFinishedLaunching)
            #expect(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, "TactileTests.MainTestDelegate", nil) == 1)
        }
        try withMainEnvironment(plist: ["UIApplicationSceneManifest": 3]) {
            #expect(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, nil) == 1)
        }
    }

    @Test("a principal class names the application's class, which becomes the shared application")
    func principalClass() throws {
        try withMainEnvironment(plist: nil) {
            try? FileManager.default.removeItem(at: folder)
            UIApplication.mainInfoPropertyListURL = nil  // the default search finds no Info.plist beside the tests
            let status = UIApplicationMain(
                CommandLine.argc, CommandLine.unsafeArgv, "TactileTests.MainTestApplication", "TactileTests.MainTestDelegate")
            #expect(status == 0)
            let application = UIApplication.shared
            #expect(application is MainTestApplication)
            #expect(application.delegate is MainTestDelegate)
            #expect(application.hasFinishedLaunching)
            application.terminate()
            sim.makeShared()
        }
    }

    @Test("reading an Info.plist: a missing file, bytes that are no property list, a top level that is no dictionary")
    func infoDictionaryErrors() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("Missing.plist")
        #expect(throws: UIApplicationLaunchError.unreadableInfoPropertyList(
            file: missing.path, reason: "the file cannot be read")) { try UIApplication.infoDictionary(contentsOf: missing) }
        let garbage = folder.appendingPathComponent("Garbage.plist")
        try Data("<plist><dict><key>".utf8).write(to: garbage)
        #expect(throws: UIApplicationLaunchError.unreadableInfoPropertyList(
            file: garbage.path, reason: "not a property list (XML, binary or OpenStep)")) {
            try UIApplication.infoDictionary(contentsOf: garbage)
        }
        let array = folder.appendingPathComponent("Array.plist")
        try PropertyListSerialization.data(fromPropertyList: [1, 2], format: .xml, options: 0).write(to: array)
        #expect(throws: UIApplicationLaunchError.unreadableInfoPropertyList(
            file: array.path, reason: "the top level must be a dictionary (<dict>)")) {
            try UIApplication.infoDictionary(contentsOf: array)
        }
        let good = folder.appendingPathComponent("Info.plist")
        try PropertyListSerialization.data(fromPropertyList: sceneInfoDictionary(), format: .binary, options: 0).write(to: good)
        #expect(try UIApplication.infoDictionary(contentsOf: good)["UIApplicationSceneManifest"] != nil)
    }
}
