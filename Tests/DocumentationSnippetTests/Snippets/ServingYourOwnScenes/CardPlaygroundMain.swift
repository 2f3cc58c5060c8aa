import TactilePlaygroundServer

// The article's main.swift, in a function: a test target has no top-level code.
@MainActor
func serveTheCards() async throws {
    let server = PlaygroundServer(scenes: [CardTable()])
    try await server.run()
}
