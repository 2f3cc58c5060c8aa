import Foundation

extension UIApplication {
    /// How `UIApplicationMain` runs the app once it has launched, and what it returns (Tactile addition: UIKit's
    /// `UIApplicationMain` runs the main run loop and never returns).
    public struct MainLoop: Sendable {
        /// Runs the launched application until it is done and returns the process's exit status.
        public let run: @MainActor @Sendable (UIApplication) -> Int32

        /// A loop that runs `run`.
        public init(_ run: @escaping @MainActor @Sendable (UIApplication) -> Int32) {
            self.run = run
        }

        /// Runs the main run loop (`RunLoop.main`, which runs the main queue and the main actor's work, and so a
        /// ``MainQueueScheduler``) until the application terminates (``UIApplication/terminate()``), then returns 0.
        /// The default.
        public static let runLoop = MainLoop { application in
            while !application.hasTerminated {
                _ = RunLoop.main.run(mode: .default, before: .distantFuture)
            }
            return 0
        }

        /// Returns 0 as soon as the app has launched: `UIApplicationMain` and `@main` then return, for tests, and for
        /// hosts that run their own loop after it.
        public static let returnAfterLaunching = MainLoop { _ in 0 }
    }

    /// How `UIApplicationMain` (and so `@main` on the app delegate) runs the app once launched. Default
    /// ``UIApplication/MainLoop/runLoop``; a host with its own event loop sets its own, and tests set
    /// ``UIApplication/MainLoop/returnAfterLaunching``. Tactile addition.
    public static var mainLoop = MainLoop.runLoop

    /// The Info.plist `UIApplicationMain` reads. Default `nil`: the `Info.plist` beside the executable, or else the
    /// one at the top of the first SwiftPM resource bundle beside it (`<Package>_<Target>.resources/Info.plist`, in
    /// name order) that has one; no Info.plist when there is none. Tactile addition: iOS apps have theirs in the app
    /// bundle.
    public static var mainInfoPropertyListURL: URL?

    /// Where `UIApplicationMain` finds the Info.plist when ``mainInfoPropertyListURL`` is `nil`.
    static func defaultInfoPropertyListURL() -> URL? {
        let directory = Bundle.main.bundleURL
        let beside = directory.appendingPathComponent("Info.plist")
        if FileManager.default.fileExists(atPath: beside.path) { return beside }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for entry in entries.sorted() where entry.hasSuffix(".resources") {
            let candidate = directory.appendingPathComponent(entry).appendingPathComponent("Info.plist")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// The contents of the Info.plist at `url` (XML, binary or OpenStep), for ``launch(delegate:infoDictionary:options:)``
    /// (Tactile addition).
    /// - Throws: ``UIApplicationLaunchError/unreadableInfoPropertyList(file:reason:)`` naming the file.
    public static func infoDictionary(contentsOf url: URL) throws(UIApplicationLaunchError) -> [String: Any] {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadableInfoPropertyList(file: url.path, reason: "the file cannot be read")
        }
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw .unreadableInfoPropertyList(
                file: url.path, reason: "not a property list (XML, binary or OpenStep)")
        }
        guard let dictionary = object as? [String: Any] else {
            throw .unreadableInfoPropertyList(file: url.path, reason: "the top level must be a dictionary (<dict>)")
        }
        return dictionary
    }

    /// What `UIApplicationMain` does once it knows its classes: creates the application, launches it with the
    /// delegate `makeDelegate` gives and the Info.plist, and runs ``mainLoop``. Errors are written to standard error,
    /// and the status is then 1.
    static func runMain(
        principalClassName: String?, makeDelegate: (UIApplication) throws(UIApplicationLaunchError) -> (any UIApplicationDelegate)?
    ) -> Int32 {
        do throws(UIApplicationLaunchError) {
            let application = try principalApplication(named: principalClassName)
            let delegate = try makeDelegate(application)
            let url = mainInfoPropertyListURL ?? defaultInfoPropertyListURL()
            let info = try url.map { url throws(UIApplicationLaunchError) in try infoDictionary(contentsOf: url) }
            _ = try application.launch(
                delegate: delegate, infoDictionary: info, file: url?.path ?? "Info.plist", options: nil)
            return mainLoop.run(application)
        } catch {
            FileHandle.standardError.write(Data("UIApplicationMain: \(error.description)\n".utf8))
            return 1
        }
    }

    /// The shared application, or a new one of the class named `name`, made shared.
    private static func principalApplication(named name: String?) throws(UIApplicationLaunchError) -> UIApplication {
        guard let name else { return shared }
        let key = "UIApplicationMain principal class"
        guard let cls = classNamed(name, modules: [moduleName(of: UIApplication.self)]) else {
            throw .classNotFound(className: name, key: key)
        }
        guard let type = cls as? UIApplication.Type else {
            throw .unsuitableClass(className: name, key: key, expected: "UIApplication or a subclass")
        }
        if type == UIApplication.self { return shared }
        guard let application = type.init(coder: NSCoder()) else { throw .classNotCreated(className: name) }
        setShared(application)
        return application
    }

    /// A new delegate of class `cls`, created with `init?(coder:)`.
    static func makeApplicationDelegate(_ cls: AnyClass, name: String) throws(UIApplicationLaunchError)
        -> any UIApplicationDelegate
    {
        let key = "UIApplicationMain delegate class"
        let expected = "a UIResponder subclass that adopts UIApplicationDelegate"
        guard let type = cls as? UIResponder.Type else {
            throw .unsuitableClass(className: name, key: key, expected: expected)
        }
        guard let object = type.init(coder: NSCoder()) else { throw .classNotCreated(className: name) }
        guard let delegate = object as? any UIApplicationDelegate else {
            throw .unsuitableClass(className: name, key: key, expected: expected)
        }
        return delegate
    }
}

/// Creates the application and its delegate, launches the app and runs its main loop, as UIKit's
/// [`UIApplicationMain(_:_:_:_:)`](https://developer.apple.com/documentation/uikit/uiapplicationmain(_:_:_:_:)) does.
///
/// The application is ``UIApplication/shared``, or, when `principalClassName` names a subclass, a new one of that
/// class made shared. The delegate is a new object of the class `delegateClassName` names (`nil`: no delegate);
/// `NSStringFromClass(AppDelegate.self)` names it. The app's Info.plist (``UIApplication/mainInfoPropertyListURL``)
/// gives its scene manifest and static quick actions; then the app launches as
/// ``UIApplication/launch(delegate:infoDictionary:options:)`` describes, and ``UIApplication/mainLoop`` runs it.
///
/// Deliberate differences: Tactile finds classes by name with `NSClassFromString`, which on Linux finds only
/// top-level classes named with their module (`MyApp.AppDelegate`, as `NSStringFromClass` gives them); it creates the
/// delegate with `init?(coder:)`, the initializer every `UIResponder` has in Tactile. It returns, once the main loop
/// does: with 0 after ``UIApplication/terminate()`` under the default loop, at once under
/// ``UIApplication/MainLoop/returnAfterLaunching``, and with 1 after writing the reason to standard error when the
/// app cannot launch (a ``UIApplicationLaunchError``). `argc` and `argv` are not read: `CommandLine.arguments` has
/// them.
@MainActor
@discardableResult
public func UIApplicationMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, _ principalClassName: String?,
    _ delegateClassName: String?
) -> Int32 {
    UIApplication.runMain(principalClassName: principalClassName) { application throws(UIApplicationLaunchError) in
        guard let name = delegateClassName else { return nil }
        guard let cls = UIApplication.classNamed(name, modules: []) else {
            throw .classNotFound(className: name, key: "UIApplicationMain delegate class")
        }
        return try UIApplication.makeApplicationDelegate(cls, name: name)
    }
}

extension UIApplicationDelegate where Self: UIResponder {
    /// Launches the app with a new delegate of this class and runs it, as `UIApplicationMain` does: what `@main` on
    /// the app delegate class calls, as UIKit's `UIApplicationDelegate.main()` is.
    ///
    /// Deliberate differences: the delegate is created with `init?(coder:)` (a delegate class that declares its own
    /// designated initializers must declare `required init?(coder:)` too), it is given by its class rather than by
    /// name, so any class works, nested or not; and the method returns when ``UIApplication/mainLoop`` does, ending
    /// the process with the loop's status when it is not 0.
    public static func main() {
        let status = UIApplication.runMain(principalClassName: nil) { _ throws(UIApplicationLaunchError) in
            try UIApplication.makeApplicationDelegate(Self.self, name: String(reflecting: Self.self))
        }
        if status != 0 { exit(status) }
    }
}
