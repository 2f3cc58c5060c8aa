import CGtk
import Dispatch
import Foundation
import Tactile
import TactileGTK

// tactile-gtk-probe: checks of the host that need GLib's loop to own the main thread, run by the host's tests in a
// child process (a test process's main thread belongs to the test runner). Not for users.
//
//     tactile-gtk-probe scheduler   timers on the GLib scheduler, the main queue and the main actor under GLib's
//                                   loop, and an idle loop; prints one JSON object
//     tactile-gtk-probe close       (needs a display) a host widget in a GTK window that is then closed
//                                   (gtk_window_close): prints the application's notifications and final state
//     tactile-gtk-probe minimize    (needs a display with a window manager) a host widget in a GTK window that is
//                                   minimized (gtk_window_minimize), then restored (gtk_window_present): prints the
//                                   application's notifications and state after each step

/// One JSON object on standard output.
func report(_ object: [String: Any]) {
    let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
    FileHandle.standardOutput.write(data + Data("\n".utf8))
}

@MainActor
func checkScheduler() {
    GLibMainQueue.install()
    let scheduler = GLibScheduler()
    let loop = g_main_loop_new(nil, 0)!
    let delays: [TimeInterval] = [0.05, 0, 0.02, 0.001, 0.1, 0.005, 0.02]
    var lateness: [String: Double] = [:]
    var order: [Int] = []
    let start = scheduler.now
    for (index, delay) in delays.enumerated() {
        scheduler.schedule(after: delay) {
            order.append(index)
            lateness["\(index)"] = (scheduler.now - start - delay) * 1000
        }
    }
    var cancelledRan = false
    scheduler.schedule(after: 0.01) { cancelledRan = true }.cancel()
    var dispatchRan = false
    var taskRan = false
    DispatchQueue.main.async { dispatchRan = true }
    Task { @MainActor in taskRan = true }
    var ticks: [Double] = []
    scheduler.scheduledTimer(withTimeInterval: 0.03, repeats: true) { timer in
        ticks.append((scheduler.now - start) * 1000)
        if ticks.count == 3 { timer.invalidate() }
    }
    // Stop once everything ran, then count the loop's wake-ups over 300 ms of idleness.
    scheduler.schedule(after: 0.2) {
        g_main_loop_quit(loop)
    }
    g_main_loop_run(loop)
    let pendingAfter = scheduler.pendingCount
    var wakeups = 0
    var idleOver = false
    let idleStart = scheduler.now
    g_timeout_add_full(G_PRIORITY_DEFAULT, 300, { data in
        data!.assumingMemoryBound(to: Bool.self).pointee = true
        return 0
    }, &idleOver, nil)
    while !idleOver {
        g_main_context_iteration(nil, 1)
        wakeups += 1
    }
    report([
        "order": order, "latenessMilliseconds": lateness, "cancelledRan": cancelledRan, "dispatchRan": dispatchRan,
        "taskRan": taskRan, "timerTicksMilliseconds": ticks, "pendingAfter": pendingAfter,
        "idleWakeups": wakeups, "idleMilliseconds": (scheduler.now - idleStart) * 1000,
    ])
}

/// The application's notifications, as short names, in the order they are posted.
@MainActor
func recordNotifications() -> () -> [String] {
    nonisolated(unsafe) var notifications: [String] = []
    let names: [(Notification.Name, String)] = [
        (UIApplication.didBecomeActiveNotification, "didBecomeActive"),
        (UIApplication.willResignActiveNotification, "willResignActive"),
        (UIApplication.didEnterBackgroundNotification, "didEnterBackground"),
        (UIApplication.willEnterForegroundNotification, "willEnterForeground"),
        (UIApplication.willTerminateNotification, "willTerminate"),
    ]
    for (name, text) in names {
        _ = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in notifications.append(text) }
    }
    return { notifications }
}

/// Runs GLib's loop until `done` holds or `seconds` pass; returns whether `done` held.
@MainActor
func iterate(until done: () -> Bool, seconds: Double) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while !done() {
        if Date() > deadline { return false }
        if g_main_context_iteration(nil, 0) == 0 { usleep(5_000) }
    }
    return true
}

/// GTK started on GLib's loop, and a GTK window holding a 200 × 200 host widget, not yet shown.
@MainActor
func makeHostWindow() -> (UnsafeMutablePointer<GtkWindow>, TactileHostWidget) {
    GLibMainQueue.install()
    gtk_init()
    let gtkWindow = gtk_window_new()!
    let window = UnsafeMutableRawPointer(gtkWindow).assumingMemoryBound(to: GtkWindow.self)
    let host = TactileHostWidget(size: CGSize(width: 200, height: 200))
    gtk_window_set_child(window, host.widget)
    return (window, host)
}

@MainActor
func checkClose() {
    let (window, host) = makeHostWindow()
    let notifications = recordNotifications()
    gtk_window_present(window)
    for _ in 0..<100 { g_main_context_iteration(nil, 0) }
    let before = "\(host.application.applicationState)"
    gtk_window_close(window)
    for _ in 0..<100 { g_main_context_iteration(nil, 0) }
    report([
        "stateBefore": before, "notifications": notifications(), "stateAfter": "\(host.application.applicationState)",
        "closeRequested": host.windowState.isCloseRequested,
    ])
}

@MainActor
func checkMinimize() {
    let (window, host) = makeHostWindow()
    let notifications = recordNotifications()
    gtk_window_present(window)
    // The window manager maps the window and gives it the focus: the app becomes active.
    let activated = iterate(until: { host.windowState.isActive }, seconds: 10)
    let before = "\(host.application.applicationState)"
    let afterPresent = notifications()
    gtk_window_minimize(window)
    let minimized = iterate(until: { host.windowState.isMinimized }, seconds: 10)
    _ = iterate(until: { false }, seconds: 0.3)
    let whileMinimized = "\(host.application.applicationState)"
    let afterMinimize = notifications()
    gtk_window_present(window)
    let restored = iterate(until: { !host.windowState.isMinimized && host.windowState.isActive }, seconds: 10)
    _ = iterate(until: { false }, seconds: 0.3)
    report([
        "activated": activated, "stateBefore": before, "notificationsWhenShown": afterPresent,
        "minimized": minimized, "stateWhileMinimized": whileMinimized,
        "notificationsWhenMinimized": Array(afterMinimize.dropFirst(afterPresent.count)),
        "restored": restored, "stateAfter": "\(host.application.applicationState)",
        "notificationsWhenRestored": Array(notifications().dropFirst(afterMinimize.count)),
    ])
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "scheduler":
    MainActor.assumeIsolated { checkScheduler() }
case "close":
    MainActor.assumeIsolated { checkClose() }
case "minimize":
    MainActor.assumeIsolated { checkMinimize() }
default:
    FileHandle.standardError.write(Data("tactile-gtk-probe: expected a check name (scheduler, close or minimize), found \(arguments.first ?? "nothing")\n".utf8))
    exit(2)
}
