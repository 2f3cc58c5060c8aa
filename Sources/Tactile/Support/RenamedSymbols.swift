import Foundation

// UIKit names that Swift 4.2 and later renamed, which older code and answers online still use. Apple's SDK keeps
// them as unavailable declarations so that the compiler answers with the new name and a fix-it; so does Tactile.
// Nothing here can be called.

// MARK: Types nested in Swift 4.2

/// UIKit's Swift 4 name, now `UIGestureRecognizer.State`: unavailable, with a fix-it, as in Apple's SDK.
@available(*, unavailable, renamed: "UIGestureRecognizer.State")
public typealias UIGestureRecognizerState = UIGestureRecognizer.State

/// UIKit's Swift 4 name, now `UITouch.Phase`: unavailable, with a fix-it, as in Apple's SDK.
@available(*, unavailable, renamed: "UITouch.Phase")
public typealias UITouchPhase = UITouch.Phase

/// UIKit's Swift 4 name, now `UITouch.TouchType`: unavailable, with a fix-it, as in Apple's SDK.
@available(*, unavailable, renamed: "UITouch.TouchType")
public typealias UITouchType = UITouch.TouchType

/// UIKit's Swift 4 name, now `UIPress.Phase`: unavailable, with a fix-it, as in Apple's SDK.
@available(*, unavailable, renamed: "UIPress.Phase")
public typealias UIPressPhase = UIPress.Phase

/// UIKit's Swift 4 name, now `UIPress.PressType`: unavailable, with a fix-it, as in Apple's SDK.
@available(*, unavailable, renamed: "UIPress.PressType")
public typealias UIPressType = UIPress.PressType

/// UIKit's Swift 4 name, now `UIEvent.EventType`: unavailable, with a fix-it, as in Apple's SDK.
@available(*, unavailable, renamed: "UIEvent.EventType")
public typealias UIEventType = UIEvent.EventType

/// UIKit's Swift 4 name, now `UIEvent.EventSubtype`: unavailable, with a fix-it, as in Apple's SDK.
@available(*, unavailable, renamed: "UIEvent.EventSubtype")
public typealias UIEventSubtype = UIEvent.EventSubtype

/// UIKit's Swift 4 name, now `UIControl.Event`: unavailable, with a fix-it, as in Apple's SDK.
@available(*, unavailable, renamed: "UIControl.Event")
public typealias UIControlEvents = UIControl.Event

/// UIKit's Swift 4 name, now `UIControl.State`: unavailable, with a fix-it, as in Apple's SDK.
@available(*, unavailable, renamed: "UIControl.State")
public typealias UIControlState = UIControl.State

/// UIKit's Swift 4 name, now `UIControl.ContentHorizontalAlignment`: unavailable, with a fix-it, as in Apple's SDK.
@available(*, unavailable, renamed: "UIControl.ContentHorizontalAlignment")
public typealias UIControlContentHorizontalAlignment = UIControl.ContentHorizontalAlignment

/// UIKit's Swift 4 name, now `UIControl.ContentVerticalAlignment`: unavailable, with a fix-it, as in Apple's SDK.
@available(*, unavailable, renamed: "UIControl.ContentVerticalAlignment")
public typealias UIControlContentVerticalAlignment = UIControl.ContentVerticalAlignment

/// UIKit's Swift 4 name, now `UISwipeGestureRecognizer.Direction`: unavailable, with a fix-it, as in Apple's SDK.
@available(*, unavailable, renamed: "UISwipeGestureRecognizer.Direction")
public typealias UISwipeGestureRecognizerDirection = UISwipeGestureRecognizer.Direction

/// UIKit's Swift 4 name, now `UIWindow.Level`: unavailable, with a fix-it, as in Apple's SDK.
@available(*, unavailable, renamed: "UIWindow.Level")
public typealias UIWindowLevel = UIWindow.Level

/// UIKit's Swift 4 name, now `UIScrollView.DecelerationRate`: unavailable, with a fix-it, as in Apple's SDK.
@available(*, unavailable, renamed: "UIScrollView.DecelerationRate")
public typealias UIScrollViewDecelerationRate = UIScrollView.DecelerationRate

// MARK: Constants that became nested

/// UIKit's Swift 4 name, now `UIWindow.Level.normal`: unavailable, with a fix-it, as in Apple's SDK.
@available(*, unavailable, renamed: "UIWindow.Level.normal")
public var UIWindowLevelNormal: UIWindow.Level { .normal }

/// UIKit's Swift 4 name, now `UIWindow.Level.alert`: unavailable, with a fix-it, as in Apple's SDK.
@available(*, unavailable, renamed: "UIWindow.Level.alert")
public var UIWindowLevelAlert: UIWindow.Level { .alert }

/// UIKit's Swift 4 name, now `UIWindow.Level.statusBar`: unavailable, with a fix-it, as in Apple's SDK.
@available(*, unavailable, renamed: "UIWindow.Level.statusBar")
public var UIWindowLevelStatusBar: UIWindow.Level { .statusBar }

/// UIKit's Swift 4 name, now `UIScrollView.DecelerationRate.normal`: unavailable, with a fix-it, as in Apple's SDK.
@available(*, unavailable, renamed: "UIScrollView.DecelerationRate.normal")
public var UIScrollViewDecelerationRateNormal: UIScrollView.DecelerationRate { .normal }

/// UIKit's Swift 4 name, now `UIScrollView.DecelerationRate.fast`: unavailable, with a fix-it, as in Apple's SDK.
@available(*, unavailable, renamed: "UIScrollView.DecelerationRate.fast")
public var UIScrollViewDecelerationRateFast: UIScrollView.DecelerationRate { .fast }

/// UIKit's Swift 4 name, now `UIEdgeInsets.zero`: unavailable, with a fix-it, as in Apple's SDK.
@available(*, unavailable, renamed: "UIEdgeInsets.zero")
public var UIEdgeInsetsZero: UIEdgeInsets { .zero }

/// UIKit's Swift 4 name, now `UIEdgeInsets.init(top:left:bottom:right:)`: unavailable, with a fix-it, as in
/// Apple's SDK.
@available(*, unavailable, renamed: "UIEdgeInsets.init(top:left:bottom:right:)")
public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

extension Notification.Name {
    /// UIKit's Swift 4 name, now `UIApplication.didReceiveMemoryWarningNotification`: unavailable, with a fix-it,
    /// as in Apple's SDK.
    @available(*, unavailable, renamed: "UIApplication.didReceiveMemoryWarningNotification")
    public static var UIApplicationDidReceiveMemoryWarning: Notification.Name {
        Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    }
}

// MARK: Methods renamed in Swift 4.2

extension UIView {
    /// UIKit's Swift 4 name, now `bringSubviewToFront(_:)`: unavailable, with a fix-it, as in Apple's SDK.
    @available(*, unavailable, renamed: "bringSubviewToFront(_:)")
    public func bringSubview(toFront view: UIView) { bringSubviewToFront(view) }

    /// UIKit's Swift 4 name, now `sendSubviewToBack(_:)`: unavailable, with a fix-it, as in Apple's SDK.
    @available(*, unavailable, renamed: "sendSubviewToBack(_:)")
    public func sendSubview(toBack view: UIView) { sendSubviewToBack(view) }
}

extension UIViewController {
    /// UIKit's Swift 4 name, now `addChild(_:)`: unavailable, with a fix-it, as in Apple's SDK.
    @available(*, unavailable, renamed: "addChild(_:)")
    public func addChildViewController(_ childController: UIViewController) { addChild(childController) }

    /// UIKit's Swift 4 name, now `removeFromParent()`: unavailable, with a fix-it, as in Apple's SDK.
    @available(*, unavailable, renamed: "removeFromParent()")
    public func removeFromParentViewController() { removeFromParent() }

    /// UIKit's Swift 4 name, now `willMove(toParent:)`: unavailable, with a fix-it, as in Apple's SDK.
    @available(*, unavailable, renamed: "willMove(toParent:)")
    public func willMove(toParentViewController parent: UIViewController?) { willMove(toParent: parent) }

    /// UIKit's Swift 4 name, now `didMove(toParent:)`: unavailable, with a fix-it, as in Apple's SDK.
    @available(*, unavailable, renamed: "didMove(toParent:)")
    public func didMove(toParentViewController parent: UIViewController?) { didMove(toParent: parent) }

    /// UIKit's Swift 4 name, now `children`: unavailable, with a fix-it, as in Apple's SDK.
    @available(*, unavailable, renamed: "children")
    public var childViewControllers: [UIViewController] { children }
}
