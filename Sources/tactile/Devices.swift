import ArgumentParser
import TactileLinux

/// `tactile devices`: lists the evdev input devices.
struct Devices: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the input devices in /dev/input.")

    @Option(help: "The folder to scan.")
    var directory = "/dev/input"

    func run() {
        let devices = InputDeviceList.scan(directory: directory)
        guard !devices.isEmpty else {
            print("No input devices in \(directory). To try Tactile without one, replay a recording: tactile replay FILE")
            return
        }
        for d in devices {
            print("\(d.path)\t\(d.name ?? "(cannot open: \(d.problem ?? "unknown"); try as root or add yourself to the input group)")")
        }
    }
}
