import ArgumentParser
import Foundation
import TactileTrace

/// The screen mapping options shared by `replay` and `record`: how a touch panel's axes land on the screen.
struct ScreenOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: """
        Screen width in points, 1 to 100000. Default: from the device's resolution at 163 pt per inch; for a \
        device that reports none, its range spans 1280 × 800 pt (800 × 1280 when taller). The mapping used is \
        printed.
        """)
    var width: Double?

    @Option(parsing: .unconditional, help: "Screen height in points, 1 to 100000 (give both --width and --height).")
    var height: Double?

    @Option(parsing: .unconditional, help: "Quarter turns clockwise from the panel to the screen (0-3).")
    var rotation: Int = 0

    @Flag(name: .customLong("flip-x"), help: "Mirror the panel's x axis.")
    var flipX = false

    @Flag(name: .customLong("flip-y"), help: "Mirror the panel's y axis.")
    var flipY = false

    @Option(
        parsing: .unconditional,
        help: """
            A libinput calibration matrix: six numbers "a b c d e f" (x' = ax+by+c, y' = dx+ey+f, normalized), each \
            from -1000 to 1000, with a·e − b·d not 0.
            """)
    var calibration: String?

    func validate() throws {
        if (width == nil) != (height == nil) { throw ValidationError("give both --width and --height, or neither") }
        for (side, value) in [("width", width), ("height", height)] {
            guard let value else { continue }
            do { try TouchscreenPlacement.checkScreenSide(value, side: side) } catch {
                throw ValidationError("--\(side): \(error)")
            }
        }
        if !(0...3).contains(rotation) { throw ValidationError("--rotation is a number of quarter turns: 0, 1, 2 or 3") }
        if let calibration {
            do { _ = try TouchscreenPlacement.calibration(parsing: calibration) } catch {
                throw ValidationError("--calibration: \(error)")
            }
        }
    }

    /// The placement these options give: `--width`×`--height`, else `sceneSize` (else the recording's own size).
    func placement(sceneSize: CGSize? = nil) -> TouchscreenPlacement {
        TouchscreenPlacement(
            screenSize: width.flatMap { width in height.map { CGSize(width: width, height: $0) } } ?? sceneSize,
            rotation: rotation, flipX: flipX, flipY: flipY,
            calibration: calibration.flatMap { try? TouchscreenPlacement.calibration(parsing: $0) } ?? [1, 0, 0, 0, 1, 0])
    }

    /// The mapping onto the given screen.
    func mapping(screen: CGSize) -> TouchscreenMapping {
        placement().mapping(screen: screen)
    }

    /// The screen for a panel with these axes: `--width`×`--height`, else sized as ``TouchscreenSizing`` says
    /// (turned with `--rotation`).
    func sizing(xAxis: EvemuRecording.AbsInfo, yAxis: EvemuRecording.AbsInfo) -> TouchscreenSizing {
        placement().sizing(xAxis: xAxis, yAxis: yAxis)
    }
}
