import FlyingFox
import Foundation
import TactilePlayground
import TactileTrace

/// `POST /timeline`: a trace in the request's body, its interactive HTML timeline out, the page `tactile render`
/// writes (no UIKit counterpart). The page's **Timeline** button posts the trace it last recorded or replayed.
///
/// The checks are the WebSocket's: the token of a network bind, a `Host` naming this server, and an `Origin` that
/// is the page's own, so that a page of another site cannot make this server work for it. The body is capped at
/// the size of a trace the page may replay (8 MiB).
struct TimelineRoute: HTTPHandler {
    let checks: AccessCheck

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        if let refusal = checks.refusal(of: request, isWebSocket: true) { return refusal }
        let limit = PlaygroundLimits.maximumReplayBytes
        if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > limit {
            return Self.refuse(413, "expected a trace of at most \(limit) bytes, found \(length)")
        }
        let body = try await request.bodyData
        guard body.count <= limit else {
            return Self.refuse(413, "expected a trace of at most \(limit) bytes, found \(body.count)")
        }
        let text = String(decoding: body, as: UTF8.self)
        let lines: [TraceFile.Line]
        do {
            lines = try TraceFile.parse(text, file: "the trace")
        } catch {
            return Self.refuse(422, "expected a Tactile trace (JSON Lines): \(error)")
        }
        let scene = TraceFile.header(of: text)?.scene.map { ": \($0)" } ?? ""
        return HTTPResponse(
            statusCode: .ok,
            headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
            body: Data(TimelineRenderer.html(lines, title: "Tactile playground timeline\(scene)").utf8))
    }

    static func refuse(_ status: Int, _ message: String) -> HTTPResponse { AccessCheck.refuse(status, message) }
}
