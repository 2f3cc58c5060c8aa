import Foundation
import TactileExamples
import TactilePlayground
import TactilePlaygroundServer
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Who may load the page and open the WebSocket: the token of a network bind, the Host and Origin checks.
@Suite(.timeLimit(.minutes(2)))
@MainActor
struct PlaygroundAccessTests {
    @Test func loopbackNeedsNoTokenButRefusesForeignHostsAndOrigins() {
        let access = PlaygroundAccess(host: "127.0.0.1")
        #expect(access.isLoopback && access.token == nil)
        #expect(access.refusal(token: nil, host: "127.0.0.1:8765", origin: nil, isWebSocket: false, port: 8765) == nil)
        #expect(access.refusal(token: nil, host: "localhost:8765", origin: "http://localhost:8765", isWebSocket: true, port: 8765) == nil)
        #expect(access.refusal(token: nil, host: "[::1]:8765", origin: nil, isWebSocket: true, port: 8765) == nil)
        // A site that rebinds its name to 127.0.0.1 sends its own name as Host.
        #expect(access.refusal(token: nil, host: "evil.example:8765", origin: nil, isWebSocket: false, port: 8765)?.status == 421)
        // Another site's page opening the WebSocket.
        #expect(access.refusal(token: nil, host: "127.0.0.1:8765", origin: "http://evil.example", isWebSocket: true, port: 8765)?.status == 403)
    }

    @Test func aNetworkBindNeedsTheTokenAndThePagesOwnOrigin() {
        let access = PlaygroundAccess(host: "0.0.0.0", token: "0123456789abcdef0123456789abcdef")
        #expect(!access.isLoopback && access.token == "0123456789abcdef0123456789abcdef")
        let host = "192.168.1.20:8765"
        #expect(access.refusal(token: nil, host: host, origin: nil, isWebSocket: false, port: 8765)?.status == 403)
        #expect(access.refusal(token: "0123456789abcdef0123456789abcdee", host: host, origin: nil, isWebSocket: false, port: 8765)?.status == 403)
        #expect(access.refusal(token: "0123456789abcdef0123456789abcdef", host: host, origin: nil, isWebSocket: false, port: 8765) == nil)
        #expect(access.refusal(token: "0123456789abcdef0123456789abcdef", host: host, origin: "http://\(host)", isWebSocket: true, port: 8765) == nil)
        #expect(access.refusal(token: "0123456789abcdef0123456789abcdef", host: host, origin: nil, isWebSocket: true, port: 8765)?.status == 403)
        #expect(access.refusal(token: "0123456789abcdef0123456789abcdef", host: host, origin: "http://other:8765", isWebSocket: true, port: 8765)?.status == 403)
    }

    @Test func tokensAreRandomAnd128Bits() {
        let a = PlaygroundAccess.makeToken(), b = PlaygroundAccess.makeToken()
        #expect(a.count == 32 && b.count == 32 && a != b)
        #expect(a.allSatisfy { $0.isHexDigit })
    }

    @Test func theSceneNamesAreTheExampleScenes() {
        #expect(ExamplePlaygroundScenes.names == ExamplePlaygroundScenes.all.map(\.name))
        #expect(ExamplePlaygroundScenes.all(first: "canvas").map(\.name) == ["canvas", "demo", "photos"])
    }

    /// Over HTTP: a server on every interface refuses the page without its token, and serves it, whole, with it.
    @Test func theServerRefusesThePageWithoutItsToken() async throws {
        let server = PlaygroundServer(host: "0.0.0.0", port: 0) { ExamplePlaygroundScenes.all }
        try await server.start()
        let port = try #require(server.port)
        let token = try #require(server.access.token)
        let refused = try await Self.get("http://127.0.0.1:\(port)/")
        let served = try await Self.get("http://127.0.0.1:\(port)/?token=\(token)")
        let socketWithoutToken = try await Self.get("http://127.0.0.1:\(port)/ws")
        await server.stop()
        #expect(refused.status == 403)
        #expect(socketWithoutToken.status == 403)
        #expect(served.status == 200)
        #expect(served.body.contains("<title>Tactile playground</title>"))
        // Self-contained: no script, style or font from anywhere else.
        #expect(!served.body.contains("src=\"http") && !served.body.contains("href=\"http") && !served.body.contains("@import"))
    }

    @Test func anAddressThatIsNotOneIsRefusedBeforeListening() async {
        let server = PlaygroundServer(host: "not-an-address", port: 0) { ExamplePlaygroundScenes.all }
        await #expect(throws: PlaygroundServerError.badHost("not-an-address")) { try await server.start() }
    }

    nonisolated static func get(_ url: String) async throws -> (status: Int, body: String) {
        let (data, response) = try await URLSession.shared.data(from: URL(string: url)!)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
    }
}
