import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// An Xvfb server on a free display number, the example app in it (GDK_BACKEND=x11), and xdotool and ImageMagick's
/// `import` to drive and photograph its window. Everything it starts ends with ``close()`` or `deinit`.
final class XvfbSession: @unchecked Sendable {
    /// Why the tests cannot run here, or `nil` when Xvfb, xdotool and import are installed.
    static var missingTool: String? {
        for tool in ["Xvfb", "xdotool", "import"] where Tools.path(tool) == nil {
            return "\(tool) is not installed (Debian: apt-get install xvfb xdotool imagemagick)"
        }
        return nil
    }

    let display: String
    private let server: ChildProcess
    private(set) var app: ChildProcess?
    private(set) var windowID = ""

    /// Starts Xvfb with a screen of `screen` (width x height x depth) and waits (up to 10 s) until it is ready. Xvfb
    /// picks a free display number itself and prints it when it accepts connections (`-displayfd 1`), so tests
    /// running at once never race for a number.
    init(screen: String = "800x700x24") throws {
        server = try ChildProcess(
            Tools.path("Xvfb")!, ["-displayfd", "1", "-nolisten", "tcp", "-screen", "0", screen, "-noreset"])
        do {
            let number = try server.waitForLine(seconds: 10) { Int($0) != nil }
            display = ":\(number)"
        } catch {
            server.stop()
            throw ChildProcess.Failure(description: "Xvfb did not start: \(error) \(server.standardError)")
        }
    }

    deinit { close() }

    /// Starts `executable` on this display, with `environment` added, and waits for its window named `title`
    /// (xdotool search --sync, bounded).
    func launch(_ executable: String, _ arguments: [String], title: String, environment: [String: String] = [:]) throws
        -> ChildProcess
    {
        let app = try ChildProcess(
            executable, arguments,
            environment: ["DISPLAY": display, "GDK_BACKEND": "x11", "NO_AT_BRIDGE": "1", "GTK_A11Y": "none"]
                .merging(environment) { _, new in new })
        self.app = app
        let found = try Tools.run(
            Tools.path("xdotool")!, ["search", "--sync", "--onlyvisible", "--name", title], environment: ["DISPLAY": display],
            seconds: 20)
        guard let id = String(decoding: found, as: UTF8.self).split(separator: "\n").first else {
            throw ChildProcess.Failure(description: "no window named \(title) on \(display)")
        }
        windowID = String(id)
        return app
    }

    /// Runs xdotool with `arguments` on this display.
    func xdotool(_ arguments: [String]) throws {
        _ = try Tools.run(Tools.path("xdotool")!, arguments, environment: ["DISPLAY": display])
    }

    /// The window's pixels (`import -window ID`), as a PPM image.
    func screenshot() throws -> PPMImage {
        let data = try Tools.run(
            Tools.path("import")!, ["-window", windowID, "-depth", "8", "ppm:-"], environment: ["DISPLAY": display], seconds: 20)
        return try PPMImage(data)
    }

    /// Stops the app and the server.
    func close() {
        app?.stop()
        server.stop()
    }
}

/// A binary PPM (P6, 8-bit) image: what `import … ppm:-` and `rsvg-convert`'s output through ImageMagick give.
struct PPMImage: Sendable {
    let width: Int
    let height: Int
    /// RGB bytes, row by row.
    let pixels: [UInt8]

    init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        var index = 0
        func token() -> String {
            while index < bytes.count, bytes[index] == 35 || [9, 10, 13, 32].contains(bytes[index]) {
                if bytes[index] == 35 { while index < bytes.count, bytes[index] != 10 { index += 1 } }
                index += 1
            }
            let start = index
            while index < bytes.count, ![9, 10, 13, 32].contains(bytes[index]) { index += 1 }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }
        guard token() == "P6", let w = Int(token()), let h = Int(token()), token() == "255" else {
            throw ChildProcess.Failure(description: "not an 8-bit binary PPM image")
        }
        index += 1
        guard bytes.count - index >= w * h * 3 else {
            throw ChildProcess.Failure(description: "a \(w)×\(h) PPM image with only \(bytes.count - index) bytes of pixels")
        }
        width = w
        height = h
        pixels = Array(bytes[index..<(index + w * h * 3)])
    }

    /// The colour at (x, y).
    func pixel(_ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8) {
        let i = (y * width + x) * 3
        return (pixels[i], pixels[i + 1], pixels[i + 2])
    }

    /// The centre of the pixels whose colour is within `tolerance` of `color` (per channel), and how many there are.
    func centroid(of color: (Int, Int, Int), tolerance: Int = 24) -> (x: Double, y: Double, count: Int) {
        var sx = 0, sy = 0, n = 0
        for y in 0..<height {
            for x in 0..<width {
                let p = pixel(x, y)
                if abs(Int(p.r) - color.0) <= tolerance, abs(Int(p.g) - color.1) <= tolerance, abs(Int(p.b) - color.2) <= tolerance {
                    sx += x
                    sy += y
                    n += 1
                }
            }
        }
        return n == 0 ? (0, 0, 0) : (Double(sx) / Double(n), Double(sy) / Double(n), n)
    }
}
