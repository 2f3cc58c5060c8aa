import Foundation

/// An object that can restore its state from a user activity: what an app delegate passes to the restoration
/// handler of ``UIApplicationDelegate/application(_:continue:restorationHandler:)``.
///
/// UIKit counterpart: `UIUserActivityRestoring`. Every ``UIResponder`` conforms, through
/// ``UIResponder/restoreUserActivityState(_:)``.
@MainActor
public protocol UIUserActivityRestoring: AnyObject {
    /// Restores the object's state from `userActivity`'s `userInfo`.
    func restoreUserActivityState(_ userActivity: NSUserActivity)
}

extension UIResponder: UIUserActivityRestoring {}
