import ArgumentParser
import TactileLinux

/// `tactile devices`: lists the evdev input devices and what each can do.
struct Devices: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the motion sensors and the input devices, and what each can do.",
        discussion: """
            Each line gives the device node, its name, and a summary: a touchscreen's protocol, slots and ranges \
            ("touchscreen, protocol B, 10 slots, 0…4095 × 0…4095"), media keys, other keys. Record one with \
            `tactile record --device PATH -o trace.jsonl`. IIO motion sensors (under /sys/bus/iio/devices) are \
            listed first, with the sensors they provide and whether they can be polled or buffered.

            No touchscreen? The Tactile repository ships recordings to replay: \
            tactile replay Examples/Recordings/tap.jsonl (also pinch.jsonl, two-finger-pan.jsonl, pen-stroke.events).
            """)

    @Option(help: "The folder to scan (one that does not exist is an error: exit status 1).")
    var directory = "/dev/input"

    @Option(help: "The sysfs folder of IIO sensors (accelerometers, gyroscopes, magnetometers).")
    var iio = IIODevice.defaultSysfsRoot

    func run() throws {
        let devices: [InputDeviceInfo]
        do { devices = try InputDeviceList.list(directory: directory) } catch { throw CommandFailure(error.description) }
        listSensors()
        guard !devices.isEmpty else {
            print("No input devices in \(directory). To try Tactile without one, replay a recording that ships in the "
                + "Tactile repository: tactile replay Examples/Recordings/tap.jsonl (also pinch.jsonl, "
                + "two-finger-pan.jsonl and pen-stroke.events).")
            return
        }
        for d in devices {
            if let name = d.name {
                print("\(d.path)\t\(name)\t\(d.capabilities.map { "\($0)" } ?? "")")
            } else {
                print("\(d.path)\t(cannot read: \(d.problem ?? "unknown"))")
            }
        }
    }

    /// The IIO motion sensors, one line each: path, part name, sensors and the modes they can be read in.
    private func listSensors() {
        let sensors = IIODevice.scan(sysfsRoot: iio)
        guard !sensors.isEmpty else {
            print("No IIO motion sensors in \(iio). Core Motion data needs one (or a recording: tactile eval motion).")
            return
        }
        for (path, result) in sensors {
            switch result {
            case .success(let d):
                print("\(path)\t\(d.name.isEmpty ? "(no name)" : d.name)\t\(d.motionSummary)")
            case .failure(let error):
                print("\(path)\t(cannot read: \(error))")
            }
        }
    }
}
