import CGtk
import Foundation
import Tactile

/// A GTK widget that shows a `UIWindow` and sends it the widget's input: the bridge that puts a Tactile app into
/// any GTK 4 widget tree.
///
/// No UIKit counterpart; its mirror image is `UIHostingController`, which puts SwiftUI into UIKit. Here UIKit's event
/// handling goes into GTK: ``widget`` is a plain `GtkDrawingArea`, which a GTK app adds wherever it likes
/// (`gtk_window_set_child`, `gtk_box_append`, …), from Swift or from C (``TactileHostWidget`` is also reachable
/// through the C functions in `Hosts/GTK/include/tactile_gtk.h`).
///
/// - Its ``window`` belongs to ``application``, a `UIApplication` running on a ``GLibScheduler`` (unless you give
///   one of your own), and is sized to the widget: the widget's size in GTK's logical pixels is the window's bounds
///   in points, and `UIScreen.main` becomes a screen of that size at the monitor's scale factor
///   (`gtk_widget_get_scale_factor`), replaced when either changes.
/// - A `GtkEventControllerLegacy` receives every `GdkEvent` on the widget; the host turns each into
///   raw input for ``application`` (see the README for the full table). Keyboard input needs the widget to have
///   the keyboard focus: it takes it when it is mapped and when it is clicked or touched.
/// - With ``drawsWindow`` set it draws ``window`` with cairo (``CairoRenderer``) at the monitor's scale factor,
///   repainting only what changed, and measures text with Pango (``PangoTextMeasurer``).
///
/// The widget keeps this object alive: the object is released when the widget is destroyed, after which
/// ``isWidgetAlive`` is `false` and ``widget`` must not be used.
@MainActor
public final class TactileHostWidget {
    /// The `GtkDrawingArea` to put in a GTK widget tree (GTK: a `GtkWidget *`; no UIKit counterpart).
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// The application the hosted window belongs to (UIKit: `UIApplication.shared`, unless you gave another).
    public let application: UIApplication
    /// The hosted window, sized to the widget (UIKit: the app's `UIWindow`; set its `rootViewController`).
    public let window: UIWindow
    /// Whether ``widget`` still exists (it is destroyed with its GTK parent; no UIKit counterpart).
    public private(set) var isWidgetAlive = true
    /// What the host knows of its GTK window: focus, minimized, closed (see ``WindowState``; GTK:
    /// `GtkWindow:is-active`, the surface's `GdkToplevelState`, `GtkWindow::close-request`).
    public private(set) var windowState = WindowState()
    /// Called on the main actor after ``windowState`` changed, after the application's state followed it (no UIKit
    /// counterpart: the app's own notifications, such as `UIApplication.didBecomeActiveNotification`, say more).
    public var onWindowStateChange: ((WindowState) -> Void)?
    /// Whether the GTK window drives the application's life cycle, as the system drives an iOS app's (no UIKit
    /// counterpart). Default `true`:
    /// - the window gaining the focus makes the app active (`becomeActive()`), losing it inactive
    ///   (`resignActive()`, which cancels the touches in progress, as on iOS);
    /// - minimizing it sends the app to the background (`enterBackground()`), restoring it brings it back to the
    ///   foreground, and active again once the window has the focus;
    /// - closing it terminates the app (`terminate()`: background, then `applicationWillTerminate`).
    ///
    /// Only changes count: a window that never had the focus (under Xvfb with no window manager, say) leaves the
    /// app active. A click or touch in the window while the app is inactive makes it active first, since a click
    /// activates a desktop window; iOS, where an inactive app takes no touches, has no such case. Turn it off for an
    /// app that drives its state itself, from several windows say.
    public var drivesApplicationLifecycle = true
    /// Called with each `GdkEvent`'s raw input, with the event's GDK time in milliseconds, before it is
    /// enqueued (no UIKit counterpart: for logs and latency measurements).
    public var onInput: ((RawInputEvent, UInt32) -> Void)?

    /// Whether the widget draws ``window`` (its views' backgrounds, borders, shadows, drawings, images and text)
    /// with cairo. Default `false`, for a GTK app that draws the window itself or only wants its input.
    ///
    /// Turning it on makes a ``PangoTextMeasurer`` the app's `TextMeasurement.current`, so that labels are laid out
    /// with the widths Pango draws them at: turn it on before the window's views are first laid out.
    public var drawsWindow = false {
        didSet { windowDrawingChanged() }
    }

    let translator = GDKInputTranslator()
    var painter: WindowPainter?
    private var toplevelHandlers: [(UnsafeMutableRawPointer, gulong)] = []
    /// Called on the main actor after each time GTK drew the widget (its draw function ran for a frame), for
    /// frame timing (no UIKit counterpart; `CADisplayLink` is the closest).
    public var onFrame: (() -> Void)?

    /// The GTK window's state as the host sees it (no UIKit counterpart: the application's state,
    /// `UIApplication.State`, follows it; see ``TactileHostWidget/drivesApplicationLifecycle``).
    public struct WindowState: Equatable, Sendable {
        /// The GTK window is the active window (`GtkWindow:is-active`): it has the keyboard focus.
        public var isActive = false
        /// The GTK window is minimized (`GDK_TOPLEVEL_STATE_MINIMIZED`).
        public var isMinimized = false
        /// The user asked to close the GTK window (`GtkWindow::close-request`).
        public var isCloseRequested = false
        /// A state with nothing set.
        public init() {}
    }

    /// Creates the widget and its window.
    /// - Parameters:
    ///   - application: the application the window belongs to; by default a new one on a ``GLibScheduler``,
    ///     which then also becomes `UIApplication.shared`.
    ///   - size: the widget's natural size in logical pixels (points), until GTK gives it another.
    public init(application: UIApplication? = nil, size: CGSize = CGSize(width: 390, height: 844)) {
        GLibMainQueue.install()
        if let application {
            self.application = application
        } else {
            self.application = UIApplication(scheduler: GLibScheduler())
            UIApplication.setShared(self.application)
        }
        window = UIWindow(frame: CGRect(origin: .zero, size: size), application: self.application)
        widget = gtk_drawing_area_new()
        let area = gobject(widget, as: GtkDrawingArea.self)
        gtk_drawing_area_set_content_width(area, Int32(size.width.rounded()))
        gtk_drawing_area_set_content_height(area, Int32(size.height.rounded()))
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_set_vexpand(widget, 1)
        gtk_widget_set_focusable(widget, 1)
        gtk_widget_set_name(widget, "tactile-host")
        UIScreen.setMain(UIScreen(bounds: CGRect(origin: .zero, size: size), scale: 1))

        // The widget owns this object; it is released when the widget is finalized.
        let me = Unmanaged.passRetained(self).toOpaque()
        g_object_set_data_full(gobject(widget, as: GObject.self), "tactile-host", me) { data in
            MainActor.assumeIsolated {
                let host = Unmanaged<TactileHostWidget>.fromOpaque(data!).takeRetainedValue()
                host.widgetWasDestroyed()
            }
        }
        connectSignals(me)
    }

    /// The host of a widget made by ``init(application:size:)``, or `nil` for any other widget.
    public static func host(of widget: UnsafeMutablePointer<GtkWidget>) -> TactileHostWidget? {
        guard let data = g_object_get_data(gobject(widget, as: GObject.self), "tactile-host") else { return nil }
        return Unmanaged<TactileHostWidget>.fromOpaque(data).takeUnretainedValue()
    }

    /// Asks GTK to draw the widget again (`gtk_widget_queue_draw`).
    public func setNeedsDraw() {
        guard isWidgetAlive else { return }
        gtk_widget_queue_draw(widget)
    }

    // MARK: Signals

    private func connectSignals(_ me: UnsafeMutableRawPointer) {
        let legacy = gtk_event_controller_legacy_new()!
        connectSignal(UnsafeMutableRawPointer(legacy), "event", { (_: UnsafeMutableRawPointer?, event: OpaquePointer?, data: UnsafeMutableRawPointer?) -> gboolean in
            MainActor.assumeIsolated { hostOf(data).handle(event!) ? 1 : 0 }
        } as @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> gboolean, me)
        gtk_widget_add_controller(widget, legacy)

        // Crossing events reach controllers through their own path in GTK 4, not as events: the pointer leaving the
        // widget ends hover.
        let motion = gtk_event_controller_motion_new()!
        connectSignal(UnsafeMutableRawPointer(motion), "leave", { (controller: UnsafeMutableRawPointer?, data: UnsafeMutableRawPointer?) in
            // The crossing event's own time, on the same clock as the other events.
            let time = gtk_event_controller_get_current_event_time(OpaquePointer(controller))
            MainActor.assumeIsolated { hostOf(data).pointerLeft(time: time) }
        } as @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void, me)
        gtk_widget_add_controller(widget, motion)

        connectSignal(UnsafeMutableRawPointer(widget), "resize", { (_: UnsafeMutableRawPointer?, width: Int32, height: Int32, data: UnsafeMutableRawPointer?) in
            MainActor.assumeIsolated { hostOf(data).sizeChanged(width: width, height: height) }
        } as @convention(c) (UnsafeMutableRawPointer?, Int32, Int32, UnsafeMutableRawPointer?) -> Void, me)
        connectSignal(UnsafeMutableRawPointer(widget), "notify::scale-factor", { (_: UnsafeMutableRawPointer?, _: UnsafeMutableRawPointer?, data: UnsafeMutableRawPointer?) in
            MainActor.assumeIsolated { hostOf(data).updateScreen() }
        } as @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void, me)
        connectSignal(UnsafeMutableRawPointer(widget), "map", { (_: UnsafeMutableRawPointer?, data: UnsafeMutableRawPointer?) in
            MainActor.assumeIsolated { hostOf(data).mapped() }
        } as @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void, me)
        connectSignal(UnsafeMutableRawPointer(widget), "unmap", { (_: UnsafeMutableRawPointer?, data: UnsafeMutableRawPointer?) in
            MainActor.assumeIsolated { hostOf(data).unmapped() }
        } as @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void, me)

        gtk_drawing_area_set_draw_func(gobject(widget, as: GtkDrawingArea.self), { _, cairo, width, height, data in
            MainActor.assumeIsolated { hostOf(data).draw(on: cairo!, width: width, height: height) }
        }, me, nil)
    }

    /// Starts or stops drawing the window (the cairo renderer, in Rendering/).
    private func windowDrawingChanged() {
        if drawsWindow, painter == nil {
            if !(TextMeasurement.current is PangoTextMeasurer) { TextMeasurement.current = PangoTextMeasurer() }
            let painter = WindowPainter(window: window)
            painter.builder.onNeedsUpdate = { [weak self] in self?.setNeedsDraw() }
            self.painter = painter
        } else if !drawsWindow {
            painter = nil
        }
        setNeedsDraw()
    }

    /// GTK's draw function: the window's picture, then ``onFrame``.
    private func draw(on cr: OpaquePointer, width: Int32, height: Int32) {
        painter?.paint(on: cr, width: Int(width), height: Int(height), scale: CGFloat(max(1, gtk_widget_get_scale_factor(widget))))
        onFrame?()
    }

    private func widgetWasDestroyed() {
        isWidgetAlive = false
        for (instance, id) in toplevelHandlers { g_signal_handler_disconnect(instance, id) }
        toplevelHandlers = []
    }

    /// The window takes the widget's size; the window resizes its root view controller's view with it, as in UIKit.
    private func sizeChanged(width: Int32, height: Int32) {
        let frame = CGRect(x: 0, y: 0, width: CGFloat(width), height: CGFloat(height))
        if window.frame != frame { window.frame = frame }
        updateScreen()
    }

    /// `UIScreen.main` becomes a screen of the widget's size at the monitor's scale factor.
    private func updateScreen() {
        let scale = CGFloat(max(1, gtk_widget_get_scale_factor(widget)))
        let bounds = CGRect(origin: .zero, size: window.bounds.size)
        if UIScreen.main.bounds != bounds || UIScreen.main.scale != scale {
            UIScreen.setMain(UIScreen(bounds: bounds, scale: scale))
        }
        setNeedsDraw()
    }

    private func mapped() {
        gtk_widget_grab_focus(widget)
        updateScreen()
        watchToplevel()
    }

    private func unmapped() {
        if let cancel = translator.cancelAll(now: application.scheduler.now) { application.enqueue(cancel) }
    }

    private func pointerLeft(time: UInt32) {
        // A crossing that GTK synthesized has no time: it happened at the last event's.
        let time = time == 0 ? translator.clock.lastMilliseconds : time
        post(GDKInputSample(kind: .leave, time: time), time: time)
    }

    // MARK: The GTK window's state

    /// Follows the GTK window the widget is in: `is-active`, the surface's minimized state, and close requests.
    private func watchToplevel() {
        guard toplevelHandlers.isEmpty, let root = gtk_widget_get_root(widget) else { return }
        let gtkWindow = UnsafeMutableRawPointer(root)
        let me = Unmanaged.passUnretained(self).toOpaque()
        let changed: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, _, data in
            MainActor.assumeIsolated { hostOf(data).readWindowState(closeRequested: false) }
        }
        toplevelHandlers.append((gtkWindow, connectSignal(gtkWindow, "notify::is-active", changed, me)))
        let close: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean = { _, data in
            MainActor.assumeIsolated { hostOf(data).readWindowState(closeRequested: true) }
            return 0  // let GTK close it
        }
        toplevelHandlers.append((gtkWindow, connectSignal(gtkWindow, "close-request", close, me)))
        if let native = gtk_widget_get_native(widget), let surface = gtk_native_get_surface(native) {
            let s = UnsafeMutableRawPointer(surface)
            toplevelHandlers.append((s, connectSignal(s, "notify::state", changed, me)))
        }
        readWindowState(closeRequested: false)
    }

    private func readWindowState(closeRequested: Bool) {
        guard isWidgetAlive, let root = gtk_widget_get_root(widget) else { return }
        var state = windowState
        state.isActive = gtk_window_is_active(gobject(UnsafeMutableRawPointer(root), as: GtkWindow.self)) != 0
        if let native = gtk_widget_get_native(widget), let surface = gtk_native_get_surface(native),
            g_type_check_instance_is_a(
                gobject(UnsafeMutableRawPointer(surface), as: GTypeInstance.self), gdk_toplevel_get_type()) != 0
        {
            let bits = gdk_toplevel_get_state(surface).rawValue
            state.isMinimized = bits & GDK_TOPLEVEL_STATE_MINIMIZED.rawValue != 0
        }
        if closeRequested { state.isCloseRequested = true }
        guard state != windowState else { return }
        let old = windowState
        windowState = state
        if drivesApplicationLifecycle { followWindowState(from: old, to: state) }
        onWindowStateChange?(state)
    }

    /// The application's state for the window's (see ``drivesApplicationLifecycle``).
    private func followWindowState(from old: WindowState, to new: WindowState) {
        if new.isCloseRequested {
            if !old.isCloseRequested { application.terminate() }
        } else if new.isMinimized {
            application.enterBackground()
        } else if new.isActive {
            application.becomeActive()
        } else if application.applicationState == .background {
            application.enterForeground()
        } else {
            application.resignActive()
        }
    }

    // MARK: Events

    /// Reads `event`, turns it into raw input and enqueues it; returns whether the event was used.
    private func handle(_ event: OpaquePointer) -> Bool {
        guard let sample = GDKEventReader.sample(of: event, in: widget) else { return false }
        if case .buttonPress = sample.kind { gtk_widget_grab_focus(widget) }
        if sample.kind == .touchBegin { gtk_widget_grab_focus(widget) }
        post(sample, time: sample.time)
        return true
    }

    func post(_ sample: GDKInputSample, time: UInt32) {
        if drivesApplicationLifecycle, application.applicationState == .inactive,
            sample.kind == .touchBegin || { if case .buttonPress = sample.kind { true } else { false } }()
        {
            application.becomeActive()
        }
        for event in translator.events(for: sample, now: application.scheduler.now) {
            onInput?(event, time)
            application.enqueue(event)
        }
    }
}

/// The host behind a signal's user data.
@MainActor
private func hostOf(_ data: UnsafeMutableRawPointer?) -> TactileHostWidget {
    Unmanaged<TactileHostWidget>.fromOpaque(data!).takeUnretainedValue()
}
