import ArgumentParser
import Foundation
import TactileTrace

/// The screen mapping options shared by `replay` and `record`: how a touch panel's axes land on the screen.
struct ScreenOptions: ParsableArguments {
    @Option(help: """
        Screen width in points. Default: from the device's resolution at 163 pt per inch; for a device that \
        reports none, its range spans 1280 × 800 pt (800 × 1280 when taller). The mapping used is printed.
        """)
    var width: Double?

    @Option(help: "Screen height in points (give both --width and --height).")
    var height: Double?

    @Option(help: "Quarter turns clockwise from the panel to the screen (0-3).")
    var rotation: Int = 0

    @Flag(name: .customLong("flip-x"), help: "Mirror the panel's x axis.")
    var flipX = false

    @Flag(name: .customLong("flip-y"), help: "Mirror the panel's y axis.")
    var flipY = false

    @Option(help: "A libinput calibration matrix: six numbers \"a b c d e f\" (x' = ax+by+c, y' = dx+ey+f, normalized).")
    var calibration: String?

    func validate() throws {
        if (width == nil) != (height == nil) { throw ValidationError("give both --width and --height, or neither") }
        if let width, let height, !(width > 0 && height > 0) {
            throw ValidationError("--width and --height must be positive")
        }
        if !(0...3).contains(rotation) { throw ValidationError("--rotation is a number of quarter turns: 0, 1, 2 or 3") }
        if let calibration, Self.parse(calibration) == nil {
            throw ValidationError("--calibration takes six numbers, like \"1 0 0 0 1 0\"; got \"\(calibration)\"")
        }
    }

    /// The placement these options give: `--width`×`--height`, else `sceneSize` (else the recording's own size).
    func placement(sceneSize: CGSize? = nil) -> TouchscreenPlacement {
        TouchscreenPlacement(
            screenSize: width.flatMap { width in height.map { CGSize(width: width, height: $0) } } ?? sceneSize,
            rotation: rotation, flipX: flipX, flipY: flipY,
            calibration: calibration.flatMap(Self.parse) ?? [1, 0, 0, 0, 1, 0])
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

    private static func parse(_ text: String) -> [Double]? {
        let numbers = text.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
        return numbers.count == 6 ? numbers : nil
    }
}
