import Foundation

// UIKit names that Swift 4.2 and later renamed, which older code and answers online still use. Apple's SDK keeps
// them as unavailable declarations so that the compiler answers with the new name and a fix-it; so does Tactile.
// Nothing here can be called.

// MARK: Types nested in Swift 4.2

@available(*, unavailable, renamed: "UIGestureRecognizer.State")
public typealias UIGestureRecognizerState = UIGestureRecognizer.State

@available(*, unavailable, renamed: "UITouch.Phase")
public typealias UITouchPhase = UITouch.Phase

@available(*, unavailable, renamed: "UITouch.TouchType")
public typealias UITouchType = UITouch.TouchType

@available(*, unavailable, renamed: "UIPress.Phase")
public typealias UIPressPhase = UIPress.Phase

@available(*, unavailable, renamed: "UIPress.PressType")
public typealias UIPressType = UIPress.PressType

@available(*, unavailable, renamed: "UIEvent.EventType")
public typealias UIEventType = UIEvent.EventType

@available(*, unavailable, renamed: "UIEvent.EventSubtype")
public typealias UIEventSubtype = UIEvent.EventSubtype

@available(*, unavailable, renamed: "UIControl.Event")
public typealias UIControlEvents = UIControl.Event

@available(*, unavailable, renamed: "UIControl.State")
public typealias UIControlState = UIControl.State

@available(*, unavailable, renamed: "UIControl.ContentHorizontalAlignment")
public typealias UIControlContentHorizontalAlignment = UIControl.ContentHorizontalAlignment

@available(*, unavailable, renamed: "UIControl.ContentVerticalAlignment")
public typealias UIControlContentVerticalAlignment = UIControl.ContentVerticalAlignment

@available(*, unavailable, renamed: "UISwipeGestureRecognizer.Direction")
public typealias UISwipeGestureRecognizerDirection = UISwipeGestureRecognizer.Direction

@available(*, unavailable, renamed: "UIWindow.Level")
public typealias UIWindowLevel = UIWindow.Level

@available(*, unavailable, renamed: "UIScrollView.DecelerationRate")
public typealias UIScrollViewDecelerationRate = UIScrollView.DecelerationRate

// MARK: Constants that became nested

@available(*, unavailable, renamed: "UIWindow.Level.normal")
public var UIWindowLevelNormal: UIWindow.Level { .normal }

@available(*, unavailable, renamed: "UIWindow.Level.alert")
public var UIWindowLevelAlert: UIWindow.Level { .alert }

@available(*, unavailable, renamed: "UIWindow.Level.statusBar")
public var UIWindowLevelStatusBar: UIWindow.Level { .statusBar }

@available(*, unavailable, renamed: "UIScrollView.DecelerationRate.normal")
public var UIScrollViewDecelerationRateNormal: UIScrollView.DecelerationRate { .normal }

@available(*, unavailable, renamed: "UIScrollView.DecelerationRate.fast")
public var UIScrollViewDecelerationRateFast: UIScrollView.DecelerationRate { .fast }

@available(*, unavailable, renamed: "UIEdgeInsets.zero")
public var UIEdgeInsetsZero: UIEdgeInsets { .zero }

@available(*, unavailable, renamed: "UIEdgeInsets.init(top:left:bottom:right:)")
public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

extension Notification.Name {
    @available(*, unavailable, renamed: "UIApplication.didReceiveMemoryWarningNotification")
    public static var UIApplicationDidReceiveMemoryWarning: Notification.Name {
        Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    }
}

// MARK: Methods renamed in Swift 4.2

extension UIView {
    @available(*, unavailable, renamed: "bringSubviewToFront(_:)")
    public func bringSubview(toFront view: UIView) { bringSubviewToFront(view) }

    @available(*, unavailable, renamed: "sendSubviewToBack(_:)")
    public func sendSubview(toBack view: UIView) { sendSubviewToBack(view) }
}

extension UIViewController {
    @available(*, unavailable, renamed: "addChild(_:)")
    public func addChildViewController(_ childController: UIViewController) { addChild(childController) }

    @available(*, unavailable, renamed: "removeFromParent()")
    public func removeFromParentViewController() { removeFromParent() }

    @available(*, unavailable, renamed: "willMove(toParent:)")
    public func willMove(toParentViewController parent: UIViewController?) { willMove(toParent: parent) }

    @available(*, unavailable, renamed: "didMove(toParent:)")
    public func didMove(toParentViewController parent: UIViewController?) { didMove(toParent: parent) }

    @available(*, unavailable, renamed: "children")
    public var childViewControllers: [UIViewController] { children }
}
