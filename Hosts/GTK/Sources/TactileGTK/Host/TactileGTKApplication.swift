import CGtk
import Foundation
import Tactile

/// Runs a whole Tactile app in a GTK window: a `GtkApplication` with one `GtkApplicationWindow` whose only child is
/// a ``TactileHostWidget``.
///
/// No UIKit counterpart; it plays `UIApplicationMain`'s part. It installs the main dispatch queue under GLib's loop
/// (``GLibMainQueue``), creates the `UIApplication` on a ``GLibScheduler`` (it becomes `UIApplication.shared`), and
/// calls your `configure` once the window exists, where an iOS app would build its window in
/// `application(_:didFinishLaunchingWithOptions:)` or `scene(_:willConnectTo:options:)`:
///
/// ```swift
/// let status = TactileGTKApplication.run(title: "Photos") { host in
///     let viewer = MyViewController()
///     host.window.rootViewController = viewer
///     host.window.makeKeyAndVisible()
/// }
/// exit(status)
/// ```
///
/// It returns when the last window closes, with `g_application_run`'s exit status.
@MainActor
public enum TactileGTKApplication {
    /// Runs the app until its window closes, and returns the exit status.
    /// - Parameters:
    ///   - id: the `GApplication` id (reverse-DNS); the app runs non-unique, so several copies may run at once.
    ///   - title: the window's title.
    ///   - size: the window's first content size, in logical pixels (the hosted window's points).
    ///   - configure: builds the app's window; called once, on the main actor, when GTK activates the app.
    public static func run(
        id: String = "org.tactile.App", title: String, size: CGSize = CGSize(width: 390, height: 844),
        configure: @escaping @MainActor (TactileHostWidget) -> Void
    ) -> Int32 {
        GLibMainQueue.install()
        let app = gtk_application_new(id, G_APPLICATION_NON_UNIQUE)!
        let launch = Launch(title: title, size: size, configure: configure)
        let data = Unmanaged.passRetained(launch).toOpaque()
        connectSignal(UnsafeMutableRawPointer(app), "activate", { (app: UnsafeMutableRawPointer?, data: UnsafeMutableRawPointer?) in
            MainActor.assumeIsolated {
                Unmanaged<Launch>.fromOpaque(data!).takeUnretainedValue().activate(app!)
            }
        } as @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void, data)
        // GTK sees only the program's name: the app's own options are the app's to read.
        var argv: [UnsafeMutablePointer<CChar>?] = [strdup(CommandLine.arguments.first ?? "tactile"), nil]
        let status = g_application_run(gobject(UnsafeMutableRawPointer(app), as: GApplication.self), 1, &argv)
        free(argv[0])
        Unmanaged<Launch>.fromOpaque(data).release()
        g_object_unref(UnsafeMutableRawPointer(app))
        return status
    }

    /// What `activate` needs; the first activation opens the window, later ones present it again.
    private final class Launch {
        let title: String
        let size: CGSize
        let configure: @MainActor (TactileHostWidget) -> Void
        var gtkWindow: UnsafeMutablePointer<GtkWidget>?

        init(title: String, size: CGSize, configure: @escaping @MainActor (TactileHostWidget) -> Void) {
            self.title = title
            self.size = size
            self.configure = configure
        }

        @MainActor func activate(_ app: UnsafeMutableRawPointer) {
            if let gtkWindow {
                return gtk_window_present(gobject(UnsafeMutableRawPointer(gtkWindow), as: GtkWindow.self))
            }
            let window = gtk_application_window_new(gobject(app, as: GtkApplication.self))!
            gtkWindow = window
            let gtk = gobject(UnsafeMutableRawPointer(window), as: GtkWindow.self)
            gtk_window_set_title(gtk, title)
            let host = TactileHostWidget(size: size)
            gtk_window_set_child(gtk, host.widget)
            host.drawsWindow = true
            configure(host)
            gtk_window_present(gtk)
        }
    }
}
