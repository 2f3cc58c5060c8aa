import Foundation

/// The queue's remote-control stage: where a remote-control command goes once the queue takes it.
///
/// Two kinds of remote-control input reach the queue:
/// - Input taken as already routed to this application by the system (recordings, the demo, tests, and the
///   `UIEvent` fallback of `MPRemoteCommandCenter.dispatch(_:timestamp:)`): it becomes a `.remoteControl`
///   `UIEvent` for the key window's first responder (`deliverRemoteControl(_:)`).
/// - Commands from the system's media controls (media keys, headset buttons: ``RawRemoteControlEvent`` marked as
///   such by the input source): the system sends them only to the Now Playing app, and there a command handler
///   registered with `MPRemoteCommandCenter` takes them before they can become `UIEvent`s
///   (`routeSystemMediaCommand(_:)`).
extension UIApplication {
    /// Installs the router that hands commands from the system's media controls to this application's command
    /// handlers (not for apps: `TactileMedia` installs its command center when one is created for the application).
    /// From any thread; a later router replaces an earlier one.
    package nonisolated func installRemoteCommandRouter(_ router: any RemoteCommandRouter) {
        remoteCommandRouterSlot.withLock { $0 = router }
    }

    /// The router installed with ``installRemoteCommandRouter(_:)``, if any.
    package var remoteCommandRouter: (any RemoteCommandRouter)? {
        remoteCommandRouterSlot.withLock { $0 }
    }

    /// What makes the router of an application that has none yet when a command from the system's media controls
    /// arrives, set by `TactileMedia` once it is in use: the application's command center, created on demand (or a
    /// center made before the application existed, bound to it), as the system's media routing reaches it.
    private nonisolated static let remoteCommandRouterFactory =
        LockedValue<(@MainActor @Sendable (UIApplication) -> (any RemoteCommandRouter)?)?>(nil)

    /// Sets what makes the router of an application that has none yet (not for apps: `TactileMedia` sets it when a
    /// command center is first created). From any thread.
    package nonisolated static func setRemoteCommandRouterFactory(
        _ factory: @escaping @MainActor @Sendable (UIApplication) -> (any RemoteCommandRouter)?
    ) {
        remoteCommandRouterFactory.withLock { $0 = factory }
    }

    /// Routes a command from the system's media controls: nothing unless this is the Now Playing app; then the
    /// installed router (the command center) may give it to a command handler; otherwise, while the app receives
    /// remote-control events, it becomes a `UIEvent`, reported to ``inputObserver`` as the raw input it then is.
    /// Without a router (the app does not use `TactileMedia`) the command becomes a `UIEvent`, as it would with a
    /// command center that has no handlers.
    func routeSystemMediaCommand(_ command: RawRemoteControlEvent) {
        guard isNowPlaying else { return }
        let router = remoteCommandRouter ?? Self.remoteCommandRouterFactory.withLock { $0 }?(self)
        let route = router?.route(command, in: self) ?? .remoteControlEvent
        guard route == .remoteControlEvent, receivingRemoteControl else { return }
        var input = command
        input.isSystemMediaCommand = false  // routed: from here on it is the app's remote-control input
        inputObserver?(.remoteControl(input))
        deliverRemoteControl(input)
    }

    /// Sends a remote-control `UIEvent` to the key window: only while the application receives
    /// remote-control events, is the Now Playing app when ``remoteControlRequiresNowPlaying`` asks for it, and has
    /// a key window.
    func deliverRemoteControl(_ remote: RawRemoteControlEvent) {
        guard receivingRemoteControl, isNowPlaying || !remoteControlRequiresNowPlaying, keyWindow != nil else { return }
        remoteControlEvent.subtype = remote.subtype
        remoteControlEvent.timestamp = remote.timestamp
        sendEvent(remoteControlEvent)
    }
}
