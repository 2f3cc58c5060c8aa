import Tactile
import TactileDBus

/// Serves the freedesktop `org.freedesktop.Application` interface for an app on the D-Bus session bus, so that the
/// desktop (or `gdbus call`, or `dbus-send`) can activate the app, open URIs in it and run its quick actions.
///
/// No UIKit counterpart: on iOS the system delivers a chosen quick action to the app. On a Linux desktop an
/// activatable app owns a well-known bus name, its application ID (`org.example.Photos`), and serves
/// `org.freedesktop.Application` at the path made from it (`/org/example/Photos`). Three methods:
///
/// - `ActivateAction(s action_name, av parameter, a{sv} platform_data)`: `action_name` is a quick action's
///   identifier from the desktop entry (``DesktopActionIdentifier``) or its type itself; the quick action is
///   looked up among `UIApplication.offeredShortcutItems` and reaches the app delegate's
///   `application(_:performActionFor:completionHandler:)` on the main actor. Before the app has finished launching,
///   it launches it instead, with the quick action in the launch options
///   (`UIApplication.finishLaunching(options:)`), as iOS does for an action that starts the app.
/// - `Activate(a{sv} platform_data)`: launches the app if needed, then calls ``onActivate``.
/// - `Open(as uris, a{sv} platform_data)`: launches the app if needed (with the first URI as
///   `UIApplication.LaunchOptionsKey.url`), then calls ``onOpen``.
///
/// Bad calls get a D-Bus error reply and change nothing: an unknown action name, a parameter (quick actions take
/// none) or a URI that does not parse gets `org.freedesktop.DBus.Error.InvalidArgs`; arguments of the wrong types
/// get `InvalidArgs` from `DBusObjectServer` before reaching the service. A URI parses when it is an absolute URI
/// as RFC 3986 writes one: a scheme (a letter, then letters, digits, `+`, `-` and `.`), a colon, and the rest in
/// the characters each part allows, with every `%` followed by two hexadecimal digits (`file:///tmp/a%20b`,
/// `mailto:a@b`, `urn:isbn:123`). Text that Foundation's `URL(string:)` would percent-encode into a URL, such as
/// `::not a uri::` or `http://a b`, is refused, and so is a relative reference (`/tmp/a`) and any character
/// outside ASCII (desktops send them percent-encoded). One bad URI refuses the whole call.
///
/// ```swift
/// let service = try DesktopApplicationService(applicationID: "org.example.Photos", application: application)
/// try await service.connect()                       // the session bus; owns org.example.Photos
/// // gdbus call --session --dest org.example.Photos --object-path /org/example/Photos \
/// //   --method org.freedesktop.Application.ActivateAction 'com.example.camera' '[]' '{}'
/// ```
@MainActor
public final class DesktopApplicationService {
    /// `org.freedesktop.Application`.
    public static let interfaceName = "org.freedesktop.Application"

    /// The application ID, also the well-known bus name (`org.example.Photos`).
    public let applicationID: String
    /// The object path made from the ID: `.` becomes `/` and `-` becomes `_` (`/org/example/Photos`).
    public let objectPath: DBusObjectPath
    /// The app whose quick actions are run.
    public let application: UIApplication

    /// Called after `Activate`, with the platform data (`desktop-startup-id`, `activation-token`, …).
    public var onActivate: ((_ platformData: [String: DBusValue]) -> Void)?
    /// Called after `Open`, with the URIs and the platform data.
    public var onOpen: ((_ urls: [URL], _ platformData: [String: DBusValue]) -> Void)?
    /// Called when the delegate completes a quick action that `ActivateAction` delivered to the running app, with
    /// what it reported (an action that launched the app goes through the launch options instead).
    public var onActionCompleted: ((UIApplicationShortcutItem, Bool) -> Void)?

    /// The connection, when ``connect(to:timeout:)`` made one.
    public private(set) var connection: DBusConnection?
    private var ownServer: DBusObjectServer?

    /// A service for `application` under `applicationID`.
    /// - Throws: `DBusError.invalidBusName(_:)` when the ID is not a valid well-known bus name.
    public init(applicationID: String, application: UIApplication) throws(DBusError) {
        guard DBusNames.isValidBusName(applicationID), !applicationID.hasPrefix(":") else {
            throw .invalidBusName(applicationID)
        }
        let path = "/" + applicationID.replacingOccurrences(of: ".", with: "/").replacingOccurrences(of: "-", with: "_")
        guard let objectPath = try? DBusObjectPath(path) else { throw .invalidBusName(applicationID) }
        self.applicationID = applicationID
        self.objectPath = objectPath
        self.application = application
    }

    /// The quick action an `ActivateAction` name means: an offered item whose identifier or type it is.
    public func shortcutItem(forAction name: String) -> UIApplicationShortcutItem? {
        let items = application.offeredShortcutItems
        guard !name.isEmpty else { return nil }
        return items.first { DesktopActionIdentifier.identifier(forType: $0.type) == name } ?? items.first { $0.type == name }
    }

    /// The interface's description and handlers, to export on a `DBusObjectServer` of your own.
    public func interface() -> DBusInterface {
        DBusInterface(
            Self.interfaceName,
            methods: [
                DBusMethod("Activate", in: "a{sv}", inNames: ["platform_data"]) { [weak self] call in
                    self?.activate(platformData: call.body[0].stringDictionaryValue ?? [:])
                    return []
                },
                DBusMethod("Open", in: "asa{sv}", inNames: ["uris", "platform_data"]) { [weak self] call throws(DBusMethodError) in
                    try self?.open(call.body[0].arrayValue ?? [], platformData: call.body[1].stringDictionaryValue ?? [:])
                    return []
                },
                DBusMethod("ActivateAction", in: "sava{sv}", inNames: ["action_name", "parameter", "platform_data"]) {
                    [weak self] call throws(DBusMethodError) in
                    try self?.activateAction(
                        call.body[0].stringValue ?? "", parameter: call.body[1].arrayValue ?? [],
                        platformData: call.body[2].stringDictionaryValue ?? [:])
                    return []
                },
            ])
    }

    /// Exports the interface at ``objectPath`` on `server` and takes ``applicationID`` on its connection.
    /// - Throws: `DBusError.nameTaken(_:)` when another program owns the name (another instance of the app), or
    ///   the bus's error.
    public func publish(on server: DBusObjectServer) async throws(DBusError) {
        server.export([interface()], at: objectPath)
        switch try await server.connection.requestName(applicationID, flags: [.doNotQueue]) {
        case .primaryOwner, .alreadyOwner: break
        case .exists, .inQueue:
            server.unexport(objectPath)
            throw .nameTaken(applicationID)
        }
    }

    /// Connects to a bus (the session bus by default) and publishes the service there (``publish(on:)``).
    public func connect(to address: DBusAddress? = nil, timeout: Double = 5) async throws(DBusError) {
        disconnect()
        let target: DBusAddress
        if let address { target = address } else { target = try DBusAddress.session() }
        let connection = try await DBusConnection.connect(to: target, timeout: timeout)
        let server = DBusObjectServer(connection: connection)
        do throws(DBusError) {
            try await publish(on: server)
        } catch {
            connection.close()
            throw error
        }
        self.connection = connection
        ownServer = server
    }

    /// Closes the connection ``connect(to:timeout:)`` made; the bus releases the name.
    public func disconnect() {
        connection?.close()
        connection = nil
        ownServer = nil
    }

    // MARK: - The methods

    private func launchIfNeeded(_ options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        guard !application.hasFinishedLaunching else { return false }
        application.finishLaunching(options: options)
        return true
    }

    private func activate(platformData: [String: DBusValue]) {
        _ = launchIfNeeded(nil)
        onActivate?(platformData)
    }

    private func open(_ uris: [DBusValue], platformData: [String: DBusValue]) throws(DBusMethodError) {
        var urls: [URL] = []
        for uri in uris {
            let text = uri.stringValue ?? ""
            let shown = text.count > 200 ? String(text.prefix(200)) + "…" : text
            if let problem = URISyntax.problem(in: text) {
                throw .invalidArgs("\"\(shown)\" is not a URI: \(problem)")
            }
            guard let url = URL(string: text), url.scheme != nil else {
                throw .invalidArgs("\"\(shown)\" is not a URI Foundation reads")
            }
            urls.append(url)
        }
        _ = launchIfNeeded(urls.first.map { [.url: $0] })
        onOpen?(urls, platformData)
    }

    private func activateAction(_ name: String, parameter: [DBusValue], platformData: [String: DBusValue])
        throws(DBusMethodError)
    {
        guard let item = shortcutItem(forAction: name) else {
            throw .invalidArgs("\(applicationID) has no quick action named \"\(name)\"")
        }
        guard parameter.isEmpty else {
            throw .invalidArgs("the quick action \"\(name)\" takes no parameter, not \(parameter.count)")
        }
        if launchIfNeeded([.shortcutItem: item]) { return }
        application.performShortcutAction(item) { [weak self] handled in self?.onActionCompleted?(item, handled) }
    }
}
