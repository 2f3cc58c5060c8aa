import Foundation
import Testing
@testable import TactileLinux

@Suite("input device listing")
struct InputDeviceListTests {
    @Test("an absent folder lists nothing; event nodes are sorted by number; unreadable nodes say why")
    func listing() throws {
        #expect(InputDeviceList.scan(directory: "/nonexistent-\(UInt32.random(in: 0...UInt32.max))").isEmpty)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-input-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        for name in ["event10", "event2", "mouse0"] {
            _ = FileManager.default.createFile(atPath: dir.appendingPathComponent(name).path, contents: Data())
        }
        let list = InputDeviceList.scan(directory: dir.path)
        #expect(list.map { ($0.path as NSString).lastPathComponent } == ["event2", "event10"])
        #expect(list.allSatisfy { $0.name == nil && $0.problem != nil })  // plain files: the ioctl fails
        #expect(InputDeviceList.ioctlRequest(read: true, type: 0x45, number: 0x06, size: 256) == 0x8100_4506)
    }

    @Test("tactile devices' listing: a plain file named like a device node says why it cannot be read")
    func scanProblems() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-devices-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = FileManager.default.createFile(atPath: dir.appendingPathComponent("event0").path, contents: Data())
        let list = InputDeviceList.scan(directory: dir.path)
        #expect(list.count == 1 && list[0].capabilities == nil && list[0].name == nil)
        #expect(list[0].problem?.contains("EVIOCGNAME") == true)
    }
}
