import Foundation
import Testing

/// `tactile render`: the output's extension picks the format, and every file problem is a sentence naming the path.
@Suite("tactile render")
struct RenderCommandTests {
    @Test("draws a trace as SVG and as HTML")
    func rendersSVGAndHTML() throws {
        let folder = try TemporaryFolder()
        let trace = try folder.write(smallTrace, to: "run.jsonl")
        for name in ["run.svg", "run.html"] {
            let run = try runTactile(["render", trace, "-o", folder.path(name)])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout.contains("timeline written to \(folder.path(name))"))
            let text = try String(contentsOfFile: folder.path(name), encoding: .utf8)
            #expect(text.contains("<svg"))
            #expect(run.stderr.isEmpty)  // no progress line when standard error is a pipe
        }
    }

    @Test("-o x.png is refused with the formats on offer (it used to write SVG into the .png)")
    func refusesPNG() throws {
        let folder = try TemporaryFolder()
        let trace = try folder.write(smallTrace, to: "x.jsonl")
        let run = try runTactile(["render", trace, "-o", folder.path("x.png")])
        #expect(run.status == 64)  // a usage error
        #expect(run.stderr.contains("ends in .png; a timeline is written as .svg (an SVG image) or .html (a page)"))
        #expect(run.stderr.contains("Use -o \(folder.path("x.svg")) or -o \(folder.path("x.html"))."))
        #expect(run.stderr.contains("rsvg-convert \(folder.path("x.svg")) -o \(folder.path("x.png"))"))
        #expect(!FileManager.default.fileExists(atPath: folder.path("x.png")))
        let bare = try runTactile(["render", trace, "-o", folder.path("timeline")])
        #expect(bare.status == 64)
        #expect(bare.stderr.contains("has no extension"))
    }

    @Test("a directory given as the trace")
    func directoryAsInput() throws {
        let folder = try TemporaryFolder()
        let run = try runTactile(["render", folder.url.path, "-o", folder.path("x.svg")])
        #expect(run.status == 1)
        #expect(run.stderr.contains("\(folder.url.path) is a directory, not a file. Give the path of a Tactile trace"))
        #expect(!run.stderr.contains("couldn’t be opened") && !run.stderr.contains("NSCocoaErrorDomain"))
    }

    @Test("/dev/null given as the trace")
    func deviceAsInput() throws {
        let folder = try TemporaryFolder()
        let run = try runTactile(["render", "/dev/null", "-o", folder.path("x.svg")])
        #expect(run.status == 1)
        #expect(run.stderr.contains("/dev/null is not a regular file (it is a device, pipe or socket)"))
    }

    @Test("a trace that does not exist, and one in a folder that is a file")
    func missingInput() throws {
        let folder = try TemporaryFolder()
        let missing = try runTactile(["render", folder.path("none.jsonl"), "-o", folder.path("x.svg")])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("\(folder.path("none.jsonl")): no such file. Check the path"))
        let file = try folder.write(smallTrace, to: "run.jsonl")
        let inFile = try runTactile(["render", file + "/x.jsonl", "-o", folder.path("x.svg")])
        #expect(inFile.stderr.contains("\(file) is a file, not a folder"))
    }

    @Test("an output folder that does not exist")
    func missingOutputFolder() throws {
        let folder = try TemporaryFolder()
        let trace = try folder.write(smallTrace, to: "run.jsonl")
        let output = folder.path("nonexistent/dir/x.svg")
        let run = try runTactile(["render", trace, "-o", output])
        #expect(run.status == 1)
        #expect(
            run.stderr.contains(
                "cannot write \(output): the folder \(folder.path("nonexistent/dir")) does not exist. "
                    + "Create it (mkdir -p \(folder.path("nonexistent/dir"))) or choose another path."))
    }

    @Test("an output path that is a directory")
    func directoryAsOutput() throws {
        let folder = try TemporaryFolder()
        let trace = try folder.write(smallTrace, to: "run.jsonl")
        let output = try folder.folder("out.svg")
        let run = try runTactile(["render", trace, "-o", output])
        #expect(run.status == 1)
        #expect(run.stderr.contains("\(output) is a directory. Give the name of a timeline (.svg or .html) to write"))
    }

    @Test("an output folder that may not be written")
    func unwritableOutput() throws {
        let folder = try TemporaryFolder()
        let trace = try folder.write(smallTrace, to: "run.jsonl")
        // Root may write into a read-only folder, but not create files in sysfs.
        let output: String
        if getuid() == 0 {
            guard FileManager.default.fileExists(atPath: "/sys/kernel") else { return }
            output = "/sys/kernel/x.svg"
        } else {
            let locked = try folder.folder("locked")
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked)
            output = locked + "/x.svg"
        }
        let run = try runTactile(["render", trace, "-o", output])
        #expect(run.status == 1)
        #expect(
            run.stderr.contains(
                "cannot write \(output): permission denied. Choose a folder you may write to, or change its permissions."))
    }
}
