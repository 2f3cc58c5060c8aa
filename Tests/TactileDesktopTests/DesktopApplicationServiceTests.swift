import DBusTestSupport
import Foundation
import Tactile
import TactileDBus
import TactileDesktop
import Testing

/// `org.freedesktop.Application` served on a private `dbus-daemon`, called with the real `gdbus` (correct calls:
/// dbus-send cannot send the empty containers these methods take) and `dbus-send` (calls with the wrong
/// arguments), checked in the app delegate.
/// The time limit only catches a hang: alone these tests take seconds, but in the full parallel run each hop
/// onto the main actor waits behind a thousand main-actor UI tests, which has taken over a minute.
@Suite(
    "org.freedesktop.Application on a private bus",
    .enabled(if: DBusTools.hasBus && DBusTools.gdbus != nil,
             "needs dbus-daemon, dbus-send and gdbus (apt-get install dbus libglib2.0-bin)"),
    .timeLimit(.minutes(5)))
@MainActor
struct DesktopApplicationServiceTests {
    static let id = "org.example.Photos"

    /// A private bus, an app with a recording delegate and the service published for it.
    @MainActor
    final class Session {
        let bus: PrivateBus
        let app: UIApplication
        let delegate: RecordingAppDelegate
        let service: DesktopApplicationService

        init(launched: Bool, didFinishResult: Bool = true) async throws {
            bus = try await PrivateBus.start()
            app = UIApplication(scheduler: VirtualScheduler())
            delegate = RecordingAppDelegate()
            delegate.didFinishResult = didFinishResult
            delegate.dynamicItems = [UIApplicationShortcutItem(type: "event://mosaic", localizedTitle: "Mosaic")]
            app.delegate = delegate
            app.staticShortcutItems = [
                UIApplicationShortcutItem(type: "event://camera", localizedTitle: "Camera"),
                UIApplicationShortcutItem(type: "unhandled", localizedTitle: "Unhandled"),
            ]
            if launched { app.finishLaunching() }
            service = try DesktopApplicationService(applicationID: DesktopApplicationServiceTests.id, application: app)
            try await service.connect(to: try bus.address)
        }

        /// `gdbus call` of a method of the interface.
        ///
        /// Arguments are written with their types (`'text'`, `@av []`, `@a{sv} {}`): gdbus reads their types from
        /// the service's introspection, but gives up on it after three seconds and then guesses, and in the full
        /// parallel run the main actor can be busy longer than that. The call's own time limit is raised for the
        /// same reason.
        func gdbus(_ method: String, _ arguments: String...) async throws -> ProcessOutput {
            try await runProgram(
                try #require(DBusTools.gdbus),
                ["call", "--session", "--timeout", "240", "--dest", DesktopApplicationServiceTests.id,
                 "--object-path", "/org/example/Photos",
                 "--method", "org.freedesktop.Application.\(method)"] + arguments,
                bus: bus.addressText)
        }

        /// `dbus-send --print-reply` of a method of the interface.
        func dbusSend(_ method: String, _ arguments: String...) async throws -> ProcessOutput {
            try await bus.send(
                ["--dest=\(DesktopApplicationServiceTests.id)", "/org/example/Photos", "org.freedesktop.Application.\(method)"]
                    + arguments)
        }

        func end() {
            service.disconnect()
            bus.kill()
        }
    }

    @Test("F3D-05: ActivateAction with an item's identifier or type reaches performActionFor on the main actor")
    func activateAction() async throws {
        let s = try await Session(launched: true)
        defer { s.end() }
        var completed: [String] = []
        s.service.onActionCompleted = { item, handled in completed.append("\(item.type) \(handled)") }
        let byIdentifier = try await s.gdbus("ActivateAction", "'event-3A-2F-2Fcamera'", "@av []", "@a{sv} {}")
        #expect(byIdentifier.status == 0, "\(byIdentifier.stderr)")
        let dynamic = try await s.gdbus("ActivateAction", "'event://mosaic'", "@av []", "{'desktop-startup-id': <'x'>}")
        #expect(dynamic.status == 0, "\(dynamic.stderr)")
        _ = try await s.gdbus("ActivateAction", "'unhandled'", "@av []", "@a{sv} {}")
        #expect(s.delegate.log == [
            "didFinishLaunching -", "perform event://camera", "perform event://mosaic", "perform unhandled",
        ])
        #expect(completed == ["event://camera true", "event://mosaic true", "unhandled false"])
    }

    @Test("F3D-05: an action that launches the app arrives in the launch options, then in performActionFor")
    func actionLaunchesTheApp() async throws {
        let s = try await Session(launched: false)
        defer { s.end() }
        let out = try await s.gdbus("ActivateAction", "'event-3A-2F-2Fcamera'", "@av []", "@a{sv} {}")
        #expect(out.status == 0, "\(out.stderr)")
        #expect(s.delegate.log == ["didFinishLaunching event://camera", "perform event://camera"])
        #expect(s.app.hasFinishedLaunching)
    }

    @Test("F3D-05: returning false from didFinishLaunching suppresses performActionFor for the launching action")
    func falseSuppresses() async throws {
        let s = try await Session(launched: false, didFinishResult: false)
        defer { s.end() }
        _ = try await s.gdbus("ActivateAction", "'event-3A-2F-2Fcamera'", "@av []", "@a{sv} {}")
        #expect(s.delegate.log == ["didFinishLaunching event://camera"])
        _ = try await s.gdbus("ActivateAction", "'event-3A-2F-2Fcamera'", "@av []", "@a{sv} {}")  // now running: delivered
        #expect(s.delegate.log == ["didFinishLaunching event://camera", "perform event://camera"])
    }

    @Test("F3D-03: only offered items can be activated: a fifth item is not offered")
    func onlyOffered() async throws {
        let s = try await Session(launched: true)
        defer { s.end() }
        s.app.shortcutItems = (1...3).map { UIApplicationShortcutItem(type: "d\($0)", localizedTitle: "D\($0)") }
        #expect(s.app.offeredShortcutItems.map(\.type) == ["event://camera", "unhandled", "d1", "d2"])
        let out = try await s.gdbus("ActivateAction", "'d3'", "@av []", "@a{sv} {}")
        #expect(out.status != 0)
        #expect(out.stderr.contains("org.freedesktop.DBus.Error.InvalidArgs"))
        #expect(s.delegate.log == ["didFinishLaunching -"])
    }

    @Test("bad input: unknown names, parameters and wrong argument types get error replies; the service goes on")
    func badCalls() async throws {
        let s = try await Session(launched: true)
        defer { s.end() }
        let unknown = try await s.gdbus("ActivateAction", "'nothing'", "@av []", "@a{sv} {}")
        #expect(unknown.status != 0)
        #expect(unknown.stderr.contains("org.freedesktop.DBus.Error.InvalidArgs"))
        #expect(unknown.stderr.contains("no quick action named"))
        let empty = try await s.gdbus("ActivateAction", "''", "@av []", "@a{sv} {}")
        #expect(empty.stderr.contains("org.freedesktop.DBus.Error.InvalidArgs"))
        let parameter = try await s.gdbus("ActivateAction", "'event://camera'", "[<42>]", "@a{sv} {}")
        #expect(parameter.stderr.contains("takes no parameter"))
        let wrongTypes = try await s.dbusSend("ActivateAction", "string:event://camera", "int32:3")
        #expect(wrongTypes.status != 0)
        #expect(wrongTypes.stderr.contains("org.freedesktop.DBus.Error.InvalidArgs"))
        let noArguments = try await s.dbusSend("ActivateAction")
        #expect(noArguments.stderr.contains("org.freedesktop.DBus.Error.InvalidArgs"))
        let badURI = try await s.gdbus("Open", "['not a uri']", "@a{sv} {}")
        #expect(badURI.stderr.contains("org.freedesktop.DBus.Error.InvalidArgs"))
        #expect(s.delegate.log == ["didFinishLaunching -"])
        // Nothing was lost: a good call after the bad ones is delivered.
        let good = try await s.gdbus("ActivateAction", "'event://camera'", "@av []", "@a{sv} {}")
        #expect(good.status == 0, "\(good.stderr)")
        #expect(s.delegate.log == ["didFinishLaunching -", "perform event://camera"])
    }

    @Test("Activate and Open launch the app when needed and report the platform data and URIs")
    func activateAndOpen() async throws {
        let s = try await Session(launched: false)
        defer { s.end() }
        var received: [String] = []
        s.service.onActivate = { data in received.append("activate \(data["desktop-startup-id"]?.stringValue ?? "-")") }
        s.service.onOpen = { urls, _ in received.append("open \(urls.map(\.absoluteString))") }
        let open = try await s.gdbus("Open", "['file:///tmp/a.jpg', 'https://example.com/b']", "@a{sv} {}")
        #expect(open.status == 0, "\(open.stderr)")
        #expect(s.delegate.log == ["didFinishLaunching file:///tmp/a.jpg"])
        let activate = try await s.gdbus("Activate", "{'desktop-startup-id': <'id42'>}")
        #expect(activate.status == 0, "\(activate.stderr)")
        #expect(received == ["open [\"file:///tmp/a.jpg\", \"https://example.com/b\"]", "activate id42"])
        #expect(s.delegate.log.count == 1)
    }

    @Test("Open refuses a URI RFC 3986 does not allow, even one Foundation would percent-encode, and nothing is opened")
    func openChecksURIs() async throws {
        let s = try await Session(launched: false)
        defer { s.end() }
        var opened: [[String]] = []
        s.service.onOpen = { urls, _ in opened.append(urls.map(\.absoluteString)) }
        for bad in ["['::not a uri::']", "['http://a b']", "['file:///tmp/%zz']", "['']", "['1http://x']",
                    "['file:///tmp/a.jpg', 'https://example.org/{x}']"] {
            let out = try await s.gdbus("Open", bad, "@a{sv} {}")
            #expect(out.status != 0, "\(bad) was accepted")
            #expect(out.stderr.contains("org.freedesktop.DBus.Error.InvalidArgs"), "\(bad): \(out.stderr)")
            #expect(out.stderr.contains("is not a URI:"), "\(bad): \(out.stderr)")
        }
        #expect(opened.isEmpty)
        #expect(s.delegate.log.isEmpty)
        let good = try await s.gdbus("Open", "['file:///tmp/a%20b', 'https://example.org/x?y#z', 'mailto:a@b', 'urn:isbn:123']", "@a{sv} {}")
        #expect(good.status == 0, "\(good.stderr)")
        #expect(opened == [["file:///tmp/a%20b", "https://example.org/x?y#z", "mailto:a@b", "urn:isbn:123"]])
        #expect(s.delegate.log == ["didFinishLaunching file:///tmp/a%20b"])
    }

    @Test("the service owns the application ID; a second instance gets nameTaken; the ID must be a bus name")
    func busName() async throws {
        let s = try await Session(launched: true)
        defer { s.end() }
        let second = try DesktopApplicationService(applicationID: Self.id, application: s.app)
        await #expect(throws: DBusError.nameTaken(Self.id)) { try await second.connect(to: try s.bus.address) }
        #expect(throws: DBusError.invalidBusName("not a name")) {
            try DesktopApplicationService(applicationID: "not a name", application: s.app)
        }
        let dashed = try DesktopApplicationService(applicationID: "org.example.my-app", application: s.app)
        #expect(dashed.objectPath.rawValue == "/org/example/my_app")
        let introspection = try await s.bus.send(
            ["--dest=\(Self.id)", "/org/example/Photos", "org.freedesktop.DBus.Introspectable.Introspect"])
        #expect(introspection.stdout.contains("<method name=\"ActivateAction\">"))
    }
}
