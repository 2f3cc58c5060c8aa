import Foundation
import TactileGTK

/// Registers the photo viewer as the scene `"photos"` for `tactile_host_widget_new` (the example's C entry point;
/// a C program calls it before creating the widget). With `logsActions`, each action is printed on standard output.
@_cdecl("tactile_photos_register_scenes")
public func tactile_photos_register_scenes(_ logsActions: Int32) {
    MainActor.assumeIsolated {
        PhotoViewer.registerScene(logsActions: logsActions != 0)
    }
}

extension PhotoViewer {
    /// Registers the viewer as the scene `"photos"`.
    public static func registerScene(logsActions: Bool) {
        TactileHostWidget.registerScene("photos") { host in
            let viewer = PhotoViewer()
            if logsActions { viewer.log = { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) } }
            host.window.rootViewController = viewer
            host.window.makeKeyAndVisible()
            viewer.becomeFirstResponder()
        }
    }
}
