import CGtk
import Foundation
import Tactile

extension TactileHostWidget {
    private static var scenes: [String: @MainActor (TactileHostWidget) -> Void] = [:]

    /// Registers a scene under `name`, for C programs that host it with `tactile_host_widget_new(name, …)` (no UIKit
    /// counterpart; the closure plays `scene(_:willConnectTo:options:)`'s part: it builds the window's content).
    ///
    /// A C program cannot write UIKit code, so the Swift library that holds the app's views registers them by name,
    /// from a function the C program calls first (see `Hosts/GTK/include/tactile_gtk.h` and the README).
    public static func registerScene(_ name: String, _ build: @escaping @MainActor (TactileHostWidget) -> Void) {
        scenes[name] = build
    }

    /// The names of the registered scenes, sorted.
    public static var registeredSceneNames: [String] { scenes.keys.sorted() }

    /// A widget hosting the scene registered as `name`, drawing its window, or `nil` when no scene has that name.
    public static func hosting(scene name: String, size: CGSize) -> TactileHostWidget? {
        guard let build = scenes[name] else { return nil }
        let host = TactileHostWidget(size: size)
        host.drawsWindow = true
        build(host)
        return host
    }
}

/// C: `GtkWidget *tactile_host_widget_new(const char *scene, int width, int height)`: a new widget hosting the scene
/// registered as `scene` in a window of `width` × `height` points on a new `UIApplication` (which becomes
/// `UIApplication.shared`), drawing it. Returns a floating reference, as GTK's constructors do, or NULL (with a
/// warning naming the registered scenes) when no scene has that name. Call it on the main thread.
@_cdecl("tactile_host_widget_new")
public func tactile_host_widget_new(_ scene: UnsafePointer<CChar>?, _ width: Int32, _ height: Int32) -> UnsafeMutablePointer<GtkWidget>? {
    // The pointer crosses the main actor's boundary as an address (pointers are not Sendable).
    let name = scene.map { String(cString: $0) } ?? ""
    let address = MainActor.assumeIsolated { () -> UInt in
        guard width > 0, height > 0 else {
            warn("tactile_host_widget_new: expected a positive width and height, found \(width) × \(height)")
            return 0
        }
        guard let host = TactileHostWidget.hosting(scene: name, size: CGSize(width: Int(width), height: Int(height))) else {
            let known = TactileHostWidget.registeredSceneNames.joined(separator: ", ")
            warn("tactile_host_widget_new: expected the name of a registered scene (\(known.isEmpty ? "none is registered" : known)), found \"\(name)\"")
            return 0
        }
        return UInt(bitPattern: host.widget)
    }
    return UnsafeMutablePointer(bitPattern: address)
}

/// C: `gboolean tactile_host_widget_is_host(GtkWidget *widget)`: whether `widget` was made by
/// `tactile_host_widget_new`.
@_cdecl("tactile_host_widget_is_host")
public func tactile_host_widget_is_host(_ widget: UnsafeMutablePointer<GtkWidget>?) -> gboolean {
    guard let widget else { return 0 }
    let address = UInt(bitPattern: widget)
    return MainActor.assumeIsolated {
        TactileHostWidget.host(of: UnsafeMutablePointer(bitPattern: address)!) == nil ? 0 : 1
    }
}

/// A warning on standard error, in GLib's format (`g_warning` is a C macro and does not import).
private func warn(_ message: String) {
    FileHandle.standardError.write(Data("(TactileGTK) WARNING: \(message)\n".utf8))
}
