import Foundation

/// Test tools shared by the D-Bus and MPRIS tests: private buses and external programs.

/// Where the D-Bus and MPRIS tools are, if installed (`.ci/run` installs `dbus` and `playerctl`).
public enum DBusTools {
    public static func which(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for dir in path.split(separator: ":") + ["/usr/bin", "/bin"] {
            let candidate = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    public static let dbusDaemon = which("dbus-daemon")
    public static let dbusSend = which("dbus-send")
    public static let dbusMonitor = which("dbus-monitor")
    public static let playerctl = which("playerctl")
    public static let gdbus = which("gdbus")

    public static var hasBus: Bool { dbusDaemon != nil && dbusSend != nil }
    public static var hasPlayerctl: Bool { hasBus && playerctl != nil }
}
