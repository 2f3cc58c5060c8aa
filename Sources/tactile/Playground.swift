import ArgumentParser
import Dispatch
import Foundation
import Tactile
import TactileExamples
import TactilePlayground
import TactilePlaygroundServer

/// `tactile playground`: serves the playground's page and runs a live session per page, until Ctrl-C.
struct Playground: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Touch a live Tactile scene from a browser and watch its recognizers decide.",
        discussion: """
            Starts a local web server and prints its address: open it in a browser. Touch, draw with a pen or \
            drag the mouse on the scene; the page shows your fingers' trails, one lane per gesture recognizer with \
            its state, who waits for whom and who prevents whom as it happens, the actions fired and what the \
            view's touch handlers were sent. Record downloads the session as a trace that tactile replay and \
            tactile render read; drop a trace file on the page to replay it.

            The server listens on 127.0.0.1 (this machine only) unless --host says otherwise. --host 0.0.0.0 lets a \
            phone or tablet on the same network be the touchscreen: the address printed then carries a random \
            access token, and requests without it are refused. Ctrl-C stops the server.
            """)

    @Option(help: "The scene shown first: \(ExamplePlaygroundScenes.names.joined(separator: ", ")).")
    var scene: String?

    @Option(help: "The port to listen on (0 picks a free one).")
    var port: UInt16 = PlaygroundServer.defaultPort

    @Option(help: "The address to listen on: 127.0.0.1 for this machine only, 0.0.0.0 for the network.")
    var host: String = "127.0.0.1"

    func validate() throws {
        if let scene, !ExamplePlaygroundScenes.names.contains(scene) {
            throw ValidationError(
                PlaygroundServerError.unknownScene(scene, offered: ExamplePlaygroundScenes.names).localizedDescription)
        }
    }

    func run() throws {
        let (scene, port, host) = (scene, port, host)
        Task { @MainActor in
            let server = PlaygroundServer(host: host, port: port) { ExamplePlaygroundScenes.all(first: scene) }
            do {
                // Prints the address to open, serves until Ctrl-C or SIGTERM, then closes every session.
                try await server.run()
            } catch {
                FileHandle.standardError.write(Data("Error: \(error.localizedDescription)\n".utf8))
                Foundation.exit(1)
            }
            Foundation.exit(0)
        }
        dispatchMain()
    }
}
