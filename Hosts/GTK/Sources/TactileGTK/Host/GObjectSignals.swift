import CGtk

/// GLib's `g_signal_connect`, which is a C macro and does not import into Swift: connects `handler` (a
/// `@convention(c)` function of the signal's C type) to `signal` of `instance`, with `data` as its last argument.
@discardableResult
func connectSignal<Handler>(
    _ instance: UnsafeMutableRawPointer?, _ signal: String, _ handler: Handler, _ data: UnsafeMutableRawPointer?
) -> gulong {
    g_signal_connect_data(
        instance, signal, unsafeBitCast(handler, to: GCallback.self), data, nil, GConnectFlags(rawValue: 0))
}

/// A GObject pointer as a pointer to another of its types: the Swift spelling of GTK's cast macros
/// (`GTK_WIDGET (p)`, `GTK_WINDOW (p)` …), which do not import.
func gobject<T>(_ pointer: UnsafeMutableRawPointer?, as type: T.Type) -> UnsafeMutablePointer<T> {
    pointer!.assumingMemoryBound(to: type)
}
