import ArgumentParser
import TactileLinux

/// `tactile devices`: lists the evdev input devices and what each can do.
struct Devices: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the input devices in /dev/input and what each can do.",
        discussion: """
            Each line gives the device node, its name, and a summary: a touchscreen's protocol, slots and ranges \
            ("touchscreen, protocol B, 10 slots, 0…4095 × 0…4095"), media keys, other keys. Record one with \
            `tactile record --device PATH -o trace.jsonl`.
            """)

    @Option(help: "The folder to scan.")
    var directory = "/dev/input"

    func run() {
        let devices = InputDeviceList.scan(directory: directory)
        guard !devices.isEmpty else {
            print("No input devices in \(directory). To try Tactile without one, replay a recording: tactile replay FILE")
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
}
