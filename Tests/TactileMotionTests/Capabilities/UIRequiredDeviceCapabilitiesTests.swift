import Foundation
import Testing
import Tactile
import TactileMotion

/// Required device capabilities, as Info.plist declares them (requirements CAP-01 to CAP-04).
@MainActor
@Suite("UIRequiredDeviceCapabilities")
struct UIRequiredDeviceCapabilitiesTests {
    @Test("CAP-01 / CAP-02 the list form requires every entry; a missing one fails with a clear message")
    func list() throws {
        let required = UIRequiredDeviceCapabilities([.accelerometer, .gyroscope])
        try required.verify(ScriptedMotionSource())
        #expect(throws: DeviceCapabilityError.missing([.gyroscope], available: [.accelerometer])) {
            try required.verify(ScriptedMotionSource(sensors: [.accelerometer]))
        }
        do {
            try required.verify(nil)
            Issue.record("expected an error")
        } catch {
            #expect(error == .missing([.accelerometer, .gyroscope], available: []))
            #expect(error.description.hasPrefix("this app requires accelerometer and gyroscope (UIRequiredDeviceCapabilities), but the device has no motion sensors"))
        }
    }

    @Test("CAP-02 / CAP-04 the dictionary form: true required, false forbidden, unlisted optional")
    func dictionary() throws {
        let caps = UIRequiredDeviceCapabilities([.accelerometer: true, .magnetometer: false])
        try caps.verify(ScriptedMotionSource(sensors: [.accelerometer]))
        try caps.verify(ScriptedMotionSource(sensors: [.accelerometer, .gyroscope]))  // gyroscope: optional
        #expect(throws: DeviceCapabilityError.forbidden([.magnetometer])) {
            try caps.verify(ScriptedMotionSource())
        }
        try UIRequiredDeviceCapabilities([]).verify(nil)  // CAP-03: orientation-only apps require nothing
    }

    @Test("CAP-02 read from an Info.plist: array and dictionary forms, other keys ignored, bad values rejected")
    func infoPlist() throws {
        func plist(_ value: String) throws -> URL {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("Info-\(UUID().uuidString).plist")
            let text = """
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                <plist version="1.0"><dict><key>UIRequiredDeviceCapabilities</key>\(value)</dict></plist>
                """
            try text.write(to: url, atomically: true, encoding: .utf8)
            return url
        }
        let array = try UIRequiredDeviceCapabilities(infoPlist: plist("<array><string>arm64</string><string>gyroscope</string></array>"))
        #expect(array == UIRequiredDeviceCapabilities([.gyroscope]))
        let dict = try UIRequiredDeviceCapabilities(infoPlist: plist("<dict><key>accelerometer</key><true/><key>gyroscope</key><false/></dict>"))
        #expect(dict == UIRequiredDeviceCapabilities([.accelerometer: true, .gyroscope: false]))
        let bad = try plist("<string>gyroscope</string>")
        #expect(throws: DeviceCapabilityError.self) { try UIRequiredDeviceCapabilities(infoPlist: bad) }
        do {
            _ = try UIRequiredDeviceCapabilities(infoPlist: bad)
        } catch {
            #expect(error.description.contains("must be an array of strings or a dictionary of Booleans"))
        }
    }
}
