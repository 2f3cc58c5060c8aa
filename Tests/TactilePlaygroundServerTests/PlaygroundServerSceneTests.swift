import Foundation
import Tactile
import TactilePlayground
import TactilePlaygroundServer
import TactileTrace
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A user's own scene, served: the server built with `PlaygroundServer(scenes:)` offers it over a real WebSocket,
/// with its views and recognizers; `run()` serves until `stop()`.
@Suite(.serialized, .timeLimit(.minutes(2)))
@MainActor
struct PlaygroundServerSceneTests {
    @Test func aUsersScenesAreOfferedWithTheirHierarchy() async throws {
        let server = PlaygroundServer(port: 0, scenes: [PenPadScene(), PenPadScene(name: "second pad")])
        try await server.start()
        do {
            try await offers(server)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    private func offers(_ server: PlaygroundServer) async throws {
        let port = try #require(server.port)
        let socket = try await offThePool { try TestWebSocket(port: port) }
        try await offThePool {
            try socket.send(#"{"kind":"hello","viewport":{"width":800,"height":600},"devicePixelRatio":1}"#)
        }
        let scene = try await Self.receiveScene(socket)
        #expect(scene.name == "pen pad")
        #expect(scene.scenes == ["pen pad", "second pad"])
        #expect(scene.width == 400 && scene.height == 300)
        #expect(scene.views.map(\.name) == ["PadView", "PadView#7"])
        #expect(scene.views.map(\.parent) == [nil, 0])
        #expect(scene.views[1].frame == .init(x: 40, y: 30, width: 200, height: 100))
        #expect(scene.views[1].recognizers == ["press"])
        #expect(scene.recognizers.map(\.name) == ["swipe", "press"])
        #expect(scene.recognizers[1].waitsFor == ["swipe"])

        try await offThePool { try socket.send(#"{"kind":"scene","name":"second pad"}"#) }
        #expect(try await Self.receiveScene(socket).name == "second pad")
    }

    @Test func runServesUntilStopped() async throws {
        let server = PlaygroundServer(port: 0, scenes: [PenPadScene()])
        let running = Task { try await server.run() }
        try await Self.waitUntil { server.isListening }
        let port = try #require(server.port)
        let (_, response) = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:\(port)/")!)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(server.addressLines() == ["Tactile playground: open http://127.0.0.1:\(port)/ in a browser (Ctrl-C stops it)"])
        await server.stop()
        try await running.value
        #expect(!server.isListening)
    }

    /// `POST /timeline`: a trace's HTML timeline; a body that is no trace, and a network bind's request without its
    /// token, are refused.
    @Test func theTimelineRouteRendersATraceAndRefusesTheRest() async throws {
        let trace = TraceFile.header(device: "test", screen: CGSize(width: 400, height: 300), scene: "pen pad")
        let server = PlaygroundServer(port: 0, scenes: [PenPadScene()])
        try await server.start()
        let port = try #require(server.port)
        let rendered = try await Self.post("http://127.0.0.1:\(port)/timeline", trace)
        let garbage = try await Self.post("http://127.0.0.1:\(port)/timeline", "not a trace")
        await server.stop()
        #expect(rendered.status == 200)
        #expect(rendered.body.contains("<title>Tactile playground timeline: pen pad</title>"))
        #expect(garbage.status == 422)
        #expect(garbage.body.hasPrefix("expected a Tactile trace (JSON Lines)"))

        let network = PlaygroundServer(host: "0.0.0.0", port: 0, scenes: [PenPadScene()])
        try await network.start()
        let networkPort = try #require(network.port)
        let refused = try await Self.post("http://127.0.0.1:\(networkPort)/timeline", trace)
        await network.stop()
        #expect(refused.status == 403)
    }

    nonisolated static func post(_ url: String, _ body: String) async throws -> (status: Int, body: String) {
        var request = URLRequest(url: URL(string: url)!)
        request.httpMethod = "POST"
        request.httpBody = Data(body.utf8)
        let (data, response) = try await URLSession.shared.data(for: request)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
    }

    /// The next `scene` message, skipping others.
    static func receiveScene(_ socket: TestWebSocket) async throws -> PlaygroundSceneDescription {
        while true {
            let text = try await offThePool { try socket.receive() }
            let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
            if object?["kind"] as? String == "scene" {
                return try JSONDecoder().decode(PlaygroundSceneDescription.self, from: Data(text.utf8))
            }
        }
    }

    /// Polls `condition` on the main actor (the server starts on it) for up to five seconds.
    static func waitUntil(_ condition: () -> Bool) async throws {
        for _ in 0..<500 where !condition() { try await Task.sleep(for: .milliseconds(10)) }
        #expect(condition())
    }
}
