import Foundation
import Testing

/// A first word that is no subcommand is refused as one (exit status 64), with the nearest subcommand, instead of
/// reaching the default subcommand (demo) as two unexpected arguments.
@Suite("tactile: unknown subcommands")
struct UnknownSubcommandTests {
    @Test("a typo names the word and suggests the subcommand meant")
    func typo() throws {
        let run = try runTactile(["replya", "x"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("unknown subcommand 'replya'. Did you mean 'replay'?"))
        #expect(!run.stderr.contains("unexpected argument"))
        #expect(run.stdout.isEmpty)
        let dash = try runTactile(["strokes-templat", "x"])
        #expect(dash.stderr.contains("unknown subcommand 'strokes-templat'. Did you mean 'strokes-template'?"))
    }

    @Test("a word like no subcommand names the nearest one and lists them all")
    func unrelatedWord() throws {
        let run = try runTactile(["frobnicate"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("unknown subcommand 'frobnicate'. The nearest is '"))
        #expect(run.stderr.contains(
            "The subcommands are demo, replay, render, devices, record, strokes-template, player, shortcuts, "
                + "playground, eval."))
        #expect(!run.stderr.contains("unexpected argument"))
    }

    @Test("help with an unknown subcommand fails the same way; with a known one it still helps")
    func help() throws {
        let run = try runTactile(["help", "frobnicate"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("unknown subcommand 'frobnicate'."))
        let typo = try runTactile(["help", "rendr"])
        #expect(typo.status == 64)
        #expect(typo.stderr.contains("Did you mean 'render'?"))
        let known = try runTactile(["help", "replay"])
        #expect(known.status == 0)
        #expect(known.stdout.contains("USAGE: tactile replay"))
    }

    @Test("options alone still reach the default subcommand")
    func defaultSubcommand() throws {
        let run = try runTactile(["--version"])
        #expect(run.status == 0)
        let folder = try TemporaryFolder()
        let demo = try runTactile(["--timeline", folder.path("t.svg")])
        #expect(demo.status == 0, "\(demo.stderr)")
        #expect(demo.stdout.contains("timeline of this session"))
    }
}
