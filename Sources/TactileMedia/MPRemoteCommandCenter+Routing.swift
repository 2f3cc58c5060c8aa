import Foundation
import Tactile

/// The one decision between a command handler and a remote-control `UIEvent`, shared by
/// ``MPRemoteCommandCenter/dispatch(_:timestamp:)`` and by the application's queue, which asks the center about
/// commands from the system's media controls (media keys, headset buttons) that input sources post to it.
///
/// MediaPlayer counterpart: none public; on iOS this happens between the system, MediaPlayer and UIKit. A center
/// installs itself into its application as the router when it is created for it (or bound to it).
extension MPRemoteCommandCenter: RemoteCommandRouter {
    /// Done once, when the first center is created: an application that receives a command from the system's media
    /// controls before it has a center of its own gets one then (``shared(for:)``, which binds a center that
    /// ``shared()`` made before the application existed), so that handlers registered on it take the command.
    static let routesSystemMediaCommands: Void = UIApplication.setRemoteCommandRouterFactory { application in
        MPRemoteCommandCenter.shared(for: application)
    }

    /// Delivers `request` to its command's handlers when the command is enabled and has some, and says whether it
    /// becomes a remote-control `UIEvent` instead (a command with a UIKit subtype, without handlers, while the app
    /// receives remote-control events). The caller has checked that the app is the Now Playing app.
    /// - Returns: the status ``dispatch(_:timestamp:)`` reports, and the route.
    @MainActor
    func deliver(_ request: Request, timestamp: TimeInterval, in application: UIApplication)
        -> (status: MPRemoteCommandHandlerStatus, route: RemoteCommandRoute)
    {
        let command = command(for: request)
        guard command.isEnabled else { return (.commandFailed, .finished) }
        if command.hasTargets {
            return (command.invokeTargets(with: makeEvent(request, command: command, timestamp: timestamp)), .finished)
        }
        guard request.remoteControlSubtype != nil, application.isReceivingRemoteControlEvents else {
            return (.commandFailed, .finished)
        }
        return (.success, .remoteControlEvent)
    }

    /// Routes a command from the system's media controls that the application's queue took (not for apps): to the
    /// command's handlers, or on as a remote-control `UIEvent`, as ``dispatch(_:timestamp:)`` would.
    @MainActor
    package func route(_ command: RawRemoteControlEvent, in application: UIApplication) -> RemoteCommandRoute {
        guard let request = Request(remoteControlSubtype: command.subtype) else { return .remoteControlEvent }
        return deliver(request, timestamp: command.timestamp, in: application).route
    }
}
