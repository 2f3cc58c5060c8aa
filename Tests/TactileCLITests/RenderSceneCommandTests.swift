import Foundation
import Testing

/// `tactile render --scene`: a scene drawn as an SVG picture at a moment of a recording.
@Suite("tactile render --scene")
struct RenderSceneCommandTests {
    @Test("the photo viewer, pinched by the shipped recording, is drawn as SVG with its title and its picture")
    func drawsThePinchedPhotoViewer() throws {
        let folder = try TemporaryFolder()
        let start = try runTactile([
            "render", CLIFixtures.sample("pinch.jsonl"), "--scene", "photos", "--at", "0", "-o", folder.path("a.svg"),
        ])
        #expect(start.status == 0, "\(start.stderr)")
        #expect(start.stdout.contains("photos at 0.000 s after the first frame written to \(folder.path("a.svg"))"))
        let end = try runTactile(["render", CLIFixtures.sample("pinch.jsonl"), "--scene", "photos", "-o", folder.path("b.svg")])
        #expect(end.status == 0, "\(end.stderr)")
        #expect(end.stdout.contains("photos at the end of the recording written to"))
        let before = try String(contentsOfFile: folder.path("a.svg"), encoding: .utf8)
        let after = try String(contentsOfFile: folder.path("b.svg"), encoding: .utf8)
        for svg in [before, after] {
            #expect(svg.hasPrefix("<svg"))
            #expect(svg.contains(">Hills at noon</text>"))
            #expect(svg.contains("data-class=\"PictureView\""))
        }
        // The pinch moved the picture: its group's transform differs between the two moments.
        func pictureTransform(_ svg: String) -> String? {
            svg.components(separatedBy: "\n").first { $0.contains("data-class=\"PictureView\"") }?
                .components(separatedBy: "transform=\"").dropFirst().first?.components(separatedBy: "\"").first
        }
        #expect(pictureTransform(before) != nil)
        #expect(pictureTransform(before) != pictureTransform(after))
    }

    @Test("a picture must be .svg, --at needs --scene and a finite number of seconds")
    func refusesBadOptions() throws {
        let folder = try TemporaryFolder()
        let sample = CLIFixtures.sample("pinch.jsonl")
        let png = try runTactile(["render", sample, "--scene", "photos", "-o", folder.path("x.png")])
        #expect(png.status == 64)
        #expect(png.stderr.contains("a scene is drawn as an SVG picture; use a name ending in .svg."))
        let alone = try runTactile(["render", sample, "--at", "1", "-o", folder.path("x.svg")])
        #expect(alone.status == 64)
        #expect(alone.stderr.contains("--at needs --scene"))
        for at in ["inf", "1e300", "86401"] {
            let bad = try runTactile(["render", sample, "--scene", "photos", "--at", at, "-o", folder.path("x.svg")])
            #expect(bad.status == 64, "--at \(at)")
            #expect(bad.stderr.contains("is out of range: give the seconds after the first frame, 0 to 86400."), "--at \(at)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path("x.svg")))
        #expect(!FileManager.default.fileExists(atPath: folder.path("x.png")))
    }
}
