import FlyingFox
import Foundation
import TactilePlayground

/// One page's WebSocket: frames in, a `PlaygroundSession` on the main actor, the session's messages out (no
/// UIKit counterpart).
///
/// The frames are FlyingFox's raw ones rather than its assembled messages, so that the size of a message is
/// capped while it is put together from its frames: a message larger than ``maximumMessageBytes`` closes the
/// connection (1009, message too big) before it is decoded or reaches the main actor. Binary messages close it
/// too (1003): the wire protocol is text.
struct PlaygroundSocket: WSHandler {
    /// The largest message assembled from frames: the largest `replay` frame the session accepts, plus room for
    /// its JSON around the trace. The session's decoder then applies each kind's own limit.
    static let maximumMessageBytes = PlaygroundLimits.maximumReplayBytes + 4096

    let server: PlaygroundServer

    func makeFrames(for client: AsyncThrowingStream<WSFrame, any Error>) async throws -> AsyncStream<WSFrame> {
        let (frames, out) = AsyncStream<WSFrame>.makeStream()
        let connection = await server.open(out)
        Task {
            await Self.pump(client, into: connection, out: out)
            await server.closed(connection)
            out.finish()
        }
        return frames
    }

    /// Reads frames until the page closes, passing each text message to the session.
    static func pump(
        _ client: AsyncThrowingStream<WSFrame, any Error>, into connection: PlaygroundServer.Connection,
        out: AsyncStream<WSFrame>.Continuation
    ) async {
        var message = Data()
        var opcode: WSFrame.Opcode?
        do {
            for try await frame in client {
                switch frame.opcode {
                case .ping:
                    out.yield(WSFrame(fin: true, opcode: .pong, mask: nil, payload: frame.payload))
                case .pong:
                    continue
                case .close:
                    out.yield(.close(code: .normalClosure))
                    return
                case .text, .binary, .continuation:
                    if frame.opcode == .continuation {
                        guard opcode != nil else { out.yield(.close(code: .protocolError)); return }
                    } else {
                        guard opcode == nil else { out.yield(.close(code: .protocolError)); return }
                        opcode = frame.opcode
                        message.removeAll(keepingCapacity: true)
                    }
                    guard message.count + frame.payload.count <= maximumMessageBytes else {
                        out.yield(.close(code: .messageTooBig))
                        return
                    }
                    message.append(frame.payload)
                    guard frame.fin else { continue }
                    guard opcode == .text else { out.yield(.close(code: .unsupportedData)); return }
                    opcode = nil
                    guard let text = String(data: message, encoding: .utf8) else {
                        out.yield(.close(code: .invalidFramePayload))
                        return
                    }
                    await connection.receive(text)
                default:
                    out.yield(.close(code: .protocolError))
                    return
                }
            }
        } catch {
            // The page went away or sent a frame that does not read: the connection ends.
        }
    }
}
