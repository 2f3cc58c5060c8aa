import FlyingFox
import FlyingSocks
import Foundation
import Tactile
import TactilePlayground

/// The playground's web server: one page, and one `PlaygroundSession` per WebSocket, offering the scenes you give
/// it (no UIKit counterpart).
///
/// `tactile playground` is this server with the example scenes. To touch your own views, give it your scenes
/// (values conforming to `PlaygroundScene`) in an executable of your own and call ``run()``:
///
/// ```swift
/// let server = PlaygroundServer(scenes: [CardScene()])
/// try await server.run()
/// ```
///
/// `GET /` serves the page (HTML, script and style in one response, nothing from elsewhere); `GET /ws` opens a
/// WebSocket whose text frames go to a session of its own, on the main actor, driven by the real clock
/// (`MainQueueScheduler`); each message the session sends goes back as a text frame. `POST /timeline` turns a
/// trace into the interactive HTML timeline that `tactile render` writes, for the page's **Timeline** button. ``PlaygroundAccess`` decides
/// who may connect. ``start()`` and ``stop()`` run it without printing anything, as tests do; ``stop()`` closes
/// every session (their pointers are cancelled) and stops listening.
@MainActor
public final class PlaygroundServer {
    /// One open WebSocket and its session.
    @MainActor
    final class Connection {
        let session: PlaygroundSession
        let out: AsyncStream<WSFrame>.Continuation

        init(session: PlaygroundSession, out: AsyncStream<WSFrame>.Continuation) {
            self.session = session
            self.out = out
        }

        func receive(_ text: String) { session.receive(text) }
    }

    /// The address listened on, as given (`127.0.0.1`, `0.0.0.0`, `::`).
    public let host: String
    /// Who may connect: the access token of a non-loopback address, and the host names a loopback server
    /// answers to. A change takes effect when the server next starts.
    public var access: PlaygroundAccess
    /// The port asked for (0: any free port; ``port`` tells which once started).
    public let requestedPort: UInt16
    /// The port listened on, once ``start()`` returned.
    public private(set) var port: UInt16?
    /// Receives every message each session sends, after the page (for tests and logs).
    public var observer: (@MainActor (PlaygroundEvent) -> Void)?

    private let makeScenes: @MainActor () -> [any PlaygroundScene]
    private var server: HTTPServer?
    private var task: Task<Void, any Error>?
    private var connections: [ObjectIdentifier: Connection] = [:]
    /// The port the routes check `Host` headers against, once known.
    private let listeningPort = ListeningPort()
    /// ``run()`` waiting for ``stop()``.
    var stopped: [CheckedContinuation<Void, Never>] = []

    /// The port `tactile playground` listens on unless told otherwise: 8765.
    public nonisolated static let defaultPort: UInt16 = 8765

    /// Creates a server offering `scenes`, the first being the one a page shows first.
    ///
    /// Each page gets a session of its own, which builds the scene it shows in a window of its own: pages never
    /// share views.
    ///
    /// - Parameters:
    ///   - host: the address to listen on: `127.0.0.1` (the default) for this machine only, `0.0.0.0` or `::`
    ///     for every network interface (a token is then required).
    ///   - port: the port (default 8765); 0 picks a free one.
    ///   - token: the access token for a non-loopback address (default: 128 random bits).
    ///   - scenes: at least one scene, with distinct names.
    public convenience init(
        host: String = "127.0.0.1", port: UInt16 = PlaygroundServer.defaultPort,
        token: String = PlaygroundAccess.makeToken(), scenes: [any PlaygroundScene]
    ) {
        precondition(!scenes.isEmpty, "a playground server needs at least one scene")
        self.init(host: host, port: port, token: token) { scenes }
    }

    /// Creates a server offering the scenes `makeScenes` returns (called once per page, for its session), the
    /// first being the one a page shows first.
    ///
    /// - Parameters:
    ///   - host: the address to listen on: `127.0.0.1` (the default) for this machine only, `0.0.0.0` or `::`
    ///     for every network interface (a token is then required).
    ///   - port: the port (default 8765); 0 picks a free one.
    ///   - token: the access token for a non-loopback address (default: 128 random bits).
    ///   - makeScenes: returns at least one scene, with distinct names.
    public init(
        host: String = "127.0.0.1", port: UInt16 = PlaygroundServer.defaultPort,
        token: String = PlaygroundAccess.makeToken(),
        scenes makeScenes: @escaping @MainActor () -> [any PlaygroundScene]
    ) {
        self.host = host
        requestedPort = port
        access = PlaygroundAccess(host: host, token: token)
        self.makeScenes = makeScenes
    }

    /// The number of pages connected.
    public var connectionCount: Int { connections.count }

    /// Whether the server is listening: from the end of ``start()`` until ``stop()``.
    public var isListening: Bool { server != nil && port != nil }

    /// Starts listening; returns once connections are accepted.
    public func start() async throws(PlaygroundServerError) {
        let address: any SocketAddress
        do {
            address = host.contains(":")
                ? try sockaddr_in6.inet6(ip6: host, port: requestedPort) as any SocketAddress
                : try sockaddr_in.inet(ip4: host, port: requestedPort)
        } catch {
            throw .badHost(host)
        }
        if let problem = Self.listeningProblem(host: host, port: requestedPort) { throw problem }
        let quiet: DisabledLogger = .disabled
        let server = HTTPServer(address: address, timeout: 30, logger: quiet)
        let checks = AccessCheck(access: access, port: listeningPort)
        listeningPort.value = requestedPort == 0 ? nil : requestedPort
        await server.appendRoute("GET /", to: PageRoute(checks: checks))
        await server.appendRoute("GET /ws", to: SocketRoute(checks: checks, socket: PlaygroundSocket(server: self)))
        await server.appendRoute("POST /timeline", to: TimelineRoute(checks: checks))
        self.server = server
        task = Task { try await server.run() }
        do {
            try await server.waitUntilListening(timeout: 5)
        } catch {
            var reason = error.localizedDescription
            if let task, case .failure(let failure) = await task.result { reason = failure.localizedDescription }
            self.server = nil
            throw .cannotListen(host: host, port: requestedPort, reason: reason)
        }
        switch await server.listeningAddress {
        case .ip4(_, let p), .ip6(_, let p): port = p
        default: port = requestedPort
        }
        listeningPort.value = port
        if let port { Self.disableNagle(onListeningPort: port) }
    }

    /// Closes every page's session (pointers down are cancelled, a recording is dropped) and the sockets, and
    /// stops listening.
    public func stop() async {
        for connection in connections.values {
            connection.session.close()
            connection.out.yield(.close(code: .goingAway))
            connection.out.finish()
        }
        connections = [:]
        await server?.stop(timeout: 1)
        task?.cancel()
        server = nil
        task = nil
        let waiting = stopped
        stopped = []
        for continuation in waiting { continuation.resume() }
    }

    /// The page's address for `hostName` (this machine's name or address as another device reaches it; default
    /// the address listened on, or `127.0.0.1` for every interface), with the token when one is needed.
    public func url(hostName: String? = nil) -> String {
        var name = hostName ?? ((host == "0.0.0.0" || host == "::") ? "127.0.0.1" : host)
        if name.contains(":") { name = "[\(name)]" }
        let query = access.token.map { "?token=\($0)" } ?? ""
        return "http://\(name):\(port ?? requestedPort)/\(query)"
    }

    /// A WebSocket opened: a new session whose messages go out as text frames.
    func open(_ out: AsyncStream<WSFrame>.Continuation) -> Connection {
        let session = PlaygroundSession(scenes: makeScenes()) { [weak self] event in
            out.yield(WSFrame(fin: true, opcode: .text, mask: nil, payload: Data(event.json.utf8)))
            self?.observer?(event)
        }
        let connection = Connection(session: session, out: out)
        connections[ObjectIdentifier(connection)] = connection
        return connection
    }

    /// A WebSocket closed: its session ends.
    func closed(_ connection: Connection) {
        connection.session.close()
        connections[ObjectIdentifier(connection)] = nil
    }
}

/// The port a server listens on, for its routes, which run off the main actor: set once ``PlaygroundServer/start()``
/// knows it (a server asked for port 0 learns it once listening).
final class ListeningPort: @unchecked Sendable {
    private let lock = NSLock()
    private var port: UInt16?

    var value: UInt16? {
        get { lock.withLock { port } }
        set { lock.withLock { port = newValue } }
    }
}

/// The access checks every route makes first, against the port the server listens on.
struct AccessCheck: Sendable {
    let access: PlaygroundAccess
    let port: ListeningPort

    /// The response refusing `request`, or `nil` when it may go on. `isWebSocket`: the route checks `Origin` too.
    func refusal(of request: HTTPRequest, isWebSocket: Bool) -> HTTPResponse? {
        guard let port = port.value else {
            return Self.refuse(503, "the playground is starting: try again in a moment")
        }
        let refusal = access.refusal(
            token: request.query["token"], host: request.headers[.host],
            origin: isWebSocket ? request.headers[HTTPHeader("Origin")] : nil, isWebSocket: isWebSocket, port: port)
        return refusal.map { Self.refuse($0.status, $0.message) }
    }

    /// A plain-text refusal: the status and one sentence.
    static func refuse(_ status: Int, _ message: String) -> HTTPResponse {
        HTTPResponse(
            statusCode: HTTPStatusCode(status, phrase: "Refused"),
            headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"],
            body: Data((message + "\n").utf8))
    }
}

/// `GET /`: the page, once the access checks pass.
struct PageRoute: HTTPHandler {
    let checks: AccessCheck

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        if let refusal = checks.refusal(of: request, isWebSocket: false) { return refusal }
        return HTTPResponse(
            statusCode: .ok,
            headers: [
                .contentType: "text/html; charset=utf-8",
                .cacheControl: "no-store",
                // Everything the page needs is in it; it connects back to this server only.
                HTTPHeader("Content-Security-Policy"):
                    "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'; worker-src blob:; img-src data: blob:; frame-ancestors 'none'",
                HTTPHeader("Referrer-Policy"): "no-referrer",
            ],
            body: Data(PlaygroundPage.html.utf8))
    }
}

/// `GET /ws`: the WebSocket, once the access checks pass.
struct SocketRoute: HTTPHandler {
    let checks: AccessCheck
    let socket: PlaygroundSocket

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        if let refusal = checks.refusal(of: request, isWebSocket: true) { return refusal }
        return try await WebSocketHTTPHandler(handler: socket).handleRequest(request)
    }
}
