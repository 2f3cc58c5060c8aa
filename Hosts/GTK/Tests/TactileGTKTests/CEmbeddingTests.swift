import Foundation
import Testing

/// A C program (Examples/embed-c/main.c) that puts the Swift-registered photo viewer into its own GTK widget tree
/// with `tactile_host_widget_new`, compiled with `cc` against `libTactilePhotosEmbedded.so`, run in Xvfb and
/// clicked.
@Suite struct CEmbeddingTests {
    static var missingTool: String? {
        if let missing = XvfbSession.missingTool { return missing }
        if Tools.path("cc") == nil { return "cc is not installed" }
        if Tools.path("pkg-config") == nil { return "pkg-config is not installed" }
        return nil
    }

    /// Compiles the example into the build folder, under a name of its own (the tests run at once), and returns its
    /// path; the caller removes it.
    static func compileExample() throws -> String {
        let library = try Tools.built("libTactilePhotosEmbedded.so")
        let folder = URL(fileURLWithPath: library).deletingLastPathComponent().path
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let flags = String(decoding: try Tools.run(Tools.path("pkg-config")!, ["--cflags", "--libs", "gtk4"]), as: UTF8.self)
            .split(whereSeparator: \.isWhitespace).map(String.init)
        let output = folder + "/embed-c-\(UUID().uuidString)"
        _ = try Tools.run(
            Tools.path("cc")!,
            [package.appendingPathComponent("Examples/embed-c/main.c").path, "-o", output,
             "-I" + package.appendingPathComponent("include").path] + flags
                + ["-L" + folder, "-lTactilePhotosEmbedded", "-Wl,-rpath," + folder],
            seconds: 60)
        return output
    }

    @Test(.enabled(if: missingTool == nil, "\(missingTool ?? "")"))
    func aCProgramHostsASwiftSceneThatTakesClicks() throws {
        let program = try Self.compileExample()
        defer { try? FileManager.default.removeItem(atPath: program) }
        let session = try XvfbSession()
        defer { session.close() }
        let app = try session.launch(program, ["--log-actions"], title: "Tactile in C")
        try app.waitForLine { $0 == "ready host" }
        try session.xdotool(["mousemove", "--window", session.windowID, "200", "300", "click", "1"])
        try app.waitForLine { $0 == "single tap controls=hidden" }
    }

    @Test(.enabled(if: missingTool == nil, "\(missingTool ?? "")"))
    func anUnknownSceneNameIsRefusedWithTheNamesThatExist() throws {
        let program = try Self.compileExample()
        defer { try? FileManager.default.removeItem(atPath: program) }
        let session = try XvfbSession()
        defer { session.close() }
        let app = try ChildProcess(program, ["--scene", "nope"], environment: ["DISPLAY": session.display, "GDK_BACKEND": "x11"])
        #expect(app.waitForExit(seconds: 20) == 1)
        #expect(app.standardError.contains("expected the name of a registered scene (photos), found \"nope\""))
    }
}
