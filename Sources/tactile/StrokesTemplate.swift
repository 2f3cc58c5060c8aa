import ArgumentParser
import Foundation
import Tactile
import TactileExamples
import TactileStrokes

/// `tactile strokes-template FILE --name NAME`: turns the gestures of a touch recording into stroke templates.
struct StrokesTemplate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strokes-template",
        abstract: "Save the gestures of a touch recording as stroke templates (a .strokes file).",
        discussion: """
            FILE is any recording tactile replay reads (evemu, libinput record YAML or a Tactile trace). It is \
            replayed onto one full-screen view whose TemplateStrokeGestureRecognizer records every gesture as a \
            template named NAME ("draw once and save"): each finger-down to finger-up is one stroke, and with \
            --strokes N up to N strokes less than 0.5 s apart make one multistroke template. Input shorter than \
            10 pt (a tap) is skipped. The templates are written in the .strokes format (see StrokeTemplateSet), \
            or appended to OUT when it exists and --append is given.

            Examples:
              tactile record --device /dev/input/event5 -o check.jsonl   # draw a checkmark, Ctrl-C
              tactile strokes-template check.jsonl --name check -o gestures.strokes
              tactile strokes-template x.events --name x --strokes 2 -o gestures.strokes --append
            """)

    @Argument(help: "An evemu recording, a libinput record YAML file or a Tactile trace.")
    var file: String

    @Option(help: "The template name.")
    var name: String

    @Option(name: .shortAndLong, help: "The .strokes file to write (default: print it).")
    var output: String?

    @Flag(help: "Add to OUT's templates instead of replacing the file.")
    var append = false

    @Option(parsing: .unconditional, help: "The most strokes one template may have (strokes less than 0.5 s apart are joined).")
    var strokes: Int = 1

    @OptionGroup(title: "Screen mapping (evemu and libinput recordings)")
    var screen: ScreenOptions

    func validate() throws {
        guard !name.trimmingCharacters(in: .whitespaces).isEmpty, !name.contains("\n") else {
            throw ValidationError("--name must be a non-empty single line")
        }
        guard strokes >= 1 else { throw ValidationError("--strokes must be at least 1") }
        if append && output == nil { throw ValidationError("--append needs -o/--output") }
    }

    func run() throws {
        if let output {
            do {
                try FileAccess.checkWritable(output, expected: "a stroke template file (.strokes)")
            } catch {
                throw CommandFailure(error.description)
            }
        }
        let input = try Replay.read(file, placement: screen.placement())
        let recorded = MainActor.assumeIsolated {
            StrokeTemplateRecorder.templates(
                from: input.frames, size: input.screenSize, name: name, maximumStrokes: strokes)
        }
        guard !recorded.isEmpty else {
            throw CommandFailure("\(file): no gesture of 10 pt or more in \(input.frames.count) frames; nothing recorded")
        }
        var set = StrokeTemplateSet()
        if append, let output, FileManager.default.fileExists(atPath: output) {
            do {
                set = try StrokeTemplateSet(contentsOf: URL(fileURLWithPath: output))
            } catch {
                throw CommandFailure("cannot append to \(output): \(error)")
            }
        }
        set.templates += recorded
        guard let output else {
            print(set.text, terminator: "")
            return
        }
        do {
            try set.write(to: URL(fileURLWithPath: output))
        } catch {
            throw CommandFailure(error.description)
        }
        print("\(recorded.count) template(s) named \"\(name)\" written to \(output) (\(set.templates.count) in all)")
    }
}
