/// One UIKit name that Swift 4.2 renamed (Xcode 10's migration rewrote it; current SDKs refuse the old name with
/// a "renamed" error), and whether Tactile has the new spelling.
///
/// The table (``SDKRenames/table``) holds the renames of the Swift 4.2 SDK for the types Tactile has: types nested
/// in their owner (`UIControlEvents` → `UIControl.Event`), constants and notification names moved onto a type
/// (`UIKeyboardFrameEndUserInfoKey` → `UIResponder.keyboardFrameEndUserInfoKey`,
/// `NSNotification.Name.UIKeyboardWillShow` → `UIResponder.keyboardWillShowNotification`), and methods and properties
/// of views and view controllers (`bringSubview(toFront:)` → `bringSubviewToFront(_:)`, `childViewControllers` →
/// `children`). Names whose new spelling Tactile declares are rewritten; the others are reported, since the new
/// spelling would not compile either. `SDKRenamesTests` checks both against Tactile's sources.
struct SDKRename: Sendable {
    enum Kind: Hashable, Sendable {
        /// A type, constant or function name used on its own (`UIControlEvents`, `UIWindowLevelNormal`,
        /// `UIKeyboardFrameEndUserInfoKey`): written anywhere a type or an expression is.
        case name
        /// A member of `Notification.Name` (`NSNotification.Name.UIKeyboardWillShow`, `.UIKeyboardWillShow`).
        case notification
        /// A method, called or overridden, with these argument labels before and after (`_` for none):
        /// `bringSubview(toFront:)` → `bringSubviewToFront(_:)`.
        case method(oldLabels: [String], newLabels: [String])
        /// A free function that became an initializer or a method of a type, taking these labels:
        /// `UIEdgeInsetsMake(_:_:_:_:)` → `UIEdgeInsets(top:left:bottom:right:)`.
        case function(oldLabels: [String], newLabels: [String])
        /// A property, read, written or overridden (`childViewControllers` → `children`).
        case property
    }

    var kind: Kind
    /// The name before Swift 4.2, without labels: `UIControlEvents`, `UIKeyboardWillShow`, `bringSubview`.
    var old: String
    /// The name since, as code writes it where the old name stood: `UIControl.Event`,
    /// `UIResponder.keyboardWillShowNotification`, `bringSubviewToFront`.
    var new: String
    /// Whether Tactile declares the new spelling: then the old name is rewritten, otherwise reported.
    var inTactile: Bool
    /// For a name Tactile does not have: what to do instead.
    var advice: String?
    /// Regular expressions that find the new spelling declared in Tactile's sources; nil for the default (a type,
    /// property or function named like the new spelling's last part).
    var declarations: [String]?

    /// The old name as UIKit wrote it, with labels: `bringSubview(toFront:)`, `NSNotification.Name.UIKeyboardWillShow`.
    var oldDisplay: String {
        switch kind {
        case .name, .property: old
        case .notification: "NSNotification.Name.\(old)"
        case .method(let labels, _), .function(let labels, _): "\(old)(\(labels.map { "\($0):" }.joined()))"
        }
    }

    /// The new name as UIKit writes it, with labels.
    var newDisplay: String {
        switch kind {
        case .name, .property, .notification: new
        case .method(_, let labels), .function(_, let labels): "\(new)(\(labels.map { "\($0):" }.joined()))"
        }
    }

    /// The regular expressions that find the new spelling declared, `public` or `open`, in Tactile's sources.
    var declarationPatterns: [String] {
        if let declarations { return declarations }
        let last = String(new.split(separator: ".").last ?? Substring(new))
        let visible = #"\b(public|open)\b[^\n=]*"#
        switch kind {
        case .name, .notification, .property:
            if last.first?.isUppercase == true {
                return [visible + #"\b(struct|enum|class|typealias|protocol)\s+"# + last + #"\b"#]
            }
            return [visible + #"\b(let|var)\s+"# + last + #"\b"#]
        case .method(_, let labels):
            return [visible + #"\bfunc\s+"# + last + UnsupportedAPI.parameters(labels)]
        case .function(_, let labels):
            return [visible + #"\binit"# + UnsupportedAPI.parameters(labels)]
        }
    }
}

enum SDKRenames {
    private static let noStatusBar = "Tactile draws no status bar, so nothing asks for it: delete it"

    private static func type(_ old: String, _ new: String) -> SDKRename {
        SDKRename(kind: .name, old: old, new: new, inTactile: true)
    }

    private static func constant(_ old: String, _ new: String) -> SDKRename {
        SDKRename(kind: .name, old: old, new: new, inTactile: true)
    }

    private static func notification(_ old: String, _ new: String) -> SDKRename {
        SDKRename(kind: .notification, old: old, new: new, inTactile: true)
    }

    /// Every rename the migration knows, in the order of the SDK's headers.
    static let table: [SDKRename] = [
        // UIApplication
        type("UIApplicationLaunchOptionsKey", "UIApplication.LaunchOptionsKey"),
        SDKRename(kind: .name, old: "UIApplicationOpenURLOptionsKey", new: "UIApplication.OpenURLOptionsKey",
                  inTactile: false, advice: "Tactile opens no URLs: leave the URL handling out of the port"),
        type("UIApplicationState", "UIApplication.State"),
        notification("UIApplicationDidReceiveMemoryWarning", "UIApplication.didReceiveMemoryWarningNotification"),
    ] + ["DidBecomeActive", "WillResignActive", "DidEnterBackground", "WillEnterForeground", "WillTerminate",
         "DidFinishLaunching"].map { event in
        notification("UIApplication\(event)", "UIApplication.\(event.prefix(1).lowercased() + event.dropFirst())Notification")
    } + [
        type("UIApplicationShortcutIconType", "UIApplicationShortcutIcon.IconType"),
        // UIEvent, UITouch, UIPress
        type("UIEventType", "UIEvent.EventType"),
        type("UIEventSubtype", "UIEvent.EventSubtype"),
        type("UITouchPhase", "UITouch.Phase"),
        type("UITouchType", "UITouch.TouchType"),
        type("UITouchProperties", "UITouch.Properties"),
        type("UIPressPhase", "UIPress.Phase"),
        type("UIPressType", "UIPress.PressType"),
        // UIResponder: the keyboard's notifications and their keys
    ] + ["WillShow", "DidShow", "WillHide", "DidHide", "WillChangeFrame", "DidChangeFrame"].map {
        notification("UIKeyboard\($0)", "UIResponder.keyboard\($0)Notification")
    } + ["FrameBegin", "FrameEnd", "AnimationDuration", "AnimationCurve", "IsLocal"].map {
        constant("UIKeyboard\($0)UserInfoKey", "UIResponder.keyboard\($0)UserInfoKey")
    } + [
        // UIKeyCommand
        constant("UIKeyInputUpArrow", "UIKeyCommand.inputUpArrow"),
        constant("UIKeyInputDownArrow", "UIKeyCommand.inputDownArrow"),
        constant("UIKeyInputLeftArrow", "UIKeyCommand.inputLeftArrow"),
        constant("UIKeyInputRightArrow", "UIKeyCommand.inputRightArrow"),
        constant("UIKeyInputEscape", "UIKeyCommand.inputEscape"),
        // UIControl, UIButton
        type("UIControlEvents", "UIControl.Event"),
        type("UIControlState", "UIControl.State"),
        type("UIControlContentHorizontalAlignment", "UIControl.ContentHorizontalAlignment"),
        type("UIControlContentVerticalAlignment", "UIControl.ContentVerticalAlignment"),
        type("UIButtonType", "UIButton.ButtonType"),
        // UIGestureRecognizer
        type("UIGestureRecognizerState", "UIGestureRecognizer.State"),
        type("UISwipeGestureRecognizerDirection", "UISwipeGestureRecognizer.Direction"),
        // UIView
        type("UIViewAnimationOptions", "UIView.AnimationOptions"),
        type("UIViewAnimationCurve", "UIView.AnimationCurve"),
        type("UIViewKeyframeAnimationOptions", "UIView.KeyframeAnimationOptions"),
        type("UIViewContentMode", "UIView.ContentMode"),
        type("UIViewTintAdjustmentMode", "UIView.TintAdjustmentMode"),
        constant("UIViewNoIntrinsicMetric", "UIView.noIntrinsicMetric"),
        SDKRename(kind: .method(oldLabels: ["toFront"], newLabels: ["_"]), old: "bringSubview",
                  new: "bringSubviewToFront", inTactile: true),
        SDKRename(kind: .method(oldLabels: ["toBack"], newLabels: ["_"]), old: "sendSubview",
                  new: "sendSubviewToBack", inTactile: true),
        // UIViewController
        SDKRename(kind: .property, old: "childViewControllers", new: "children", inTactile: true,
                  declarations: [#"\b(public|open)\b[^\n=]*\bvar\s+children\s*:\s*\[UIViewController\]"#]),
        SDKRename(kind: .method(oldLabels: ["_"], newLabels: ["_"]), old: "addChildViewController",
                  new: "addChild", inTactile: true),
        SDKRename(kind: .method(oldLabels: [], newLabels: []), old: "removeFromParentViewController",
                  new: "removeFromParent", inTactile: true),
        SDKRename(kind: .method(oldLabels: ["toParentViewController"], newLabels: ["toParent"]), old: "willMove",
                  new: "willMove", inTactile: true),
        SDKRename(kind: .method(oldLabels: ["toParentViewController"], newLabels: ["toParent"]), old: "didMove",
                  new: "didMove", inTactile: true),
        SDKRename(kind: .property, old: "childViewControllerForStatusBarStyle", new: "childForStatusBarStyle",
                  inTactile: false, advice: noStatusBar),
        SDKRename(kind: .property, old: "childViewControllerForStatusBarHidden", new: "childForStatusBarHidden",
                  inTactile: false, advice: noStatusBar),
        // UIWindow
        type("UIWindowLevel", "UIWindow.Level"),
        constant("UIWindowLevelNormal", "UIWindow.Level.normal"),
        constant("UIWindowLevelAlert", "UIWindow.Level.alert"),
        constant("UIWindowLevelStatusBar", "UIWindow.Level.statusBar"),
        // UIScrollView
        type("UIScrollViewIndicatorStyle", "UIScrollView.IndicatorStyle"),
        constant("UIScrollViewDecelerationRateNormal", "UIScrollView.DecelerationRate.normal"),
        constant("UIScrollViewDecelerationRateFast", "UIScrollView.DecelerationRate.fast"),
        SDKRename(kind: .name, old: "UIScrollViewKeyboardDismissMode", new: "UIScrollView.KeyboardDismissMode",
                  inTactile: false, advice: "Tactile shows no on-screen keyboard for scrolling to dismiss: delete it"),
        // Geometry
        constant("UIEdgeInsetsZero", "UIEdgeInsets.zero"),
        SDKRename(kind: .function(oldLabels: ["_", "_", "_", "_"], newLabels: ["top", "left", "bottom", "right"]),
                  old: "UIEdgeInsetsMake", new: "UIEdgeInsets", inTactile: true),
        // Other types of the event APIs
        type("UIBarButtonSystemItem", "UIBarButtonItem.SystemItem"),
        type("UIBarButtonItemStyle", "UIBarButtonItem.Style"),
        type("UIPreviewActionStyle", "UIPreviewAction.Style"),
        type("UIImageRenderingMode", "UIImage.RenderingMode"),
        notification("UIMenuControllerWillShowMenu", "UIMenuController.willShowMenuNotification"),
        notification("UIMenuControllerDidShowMenu", "UIMenuController.didShowMenuNotification"),
        notification("UIMenuControllerWillHideMenu", "UIMenuController.willHideMenuNotification"),
        notification("UIMenuControllerDidHideMenu", "UIMenuController.didHideMenuNotification"),
        notification("UIDeviceOrientationDidChange", "UIDevice.orientationDidChangeNotification"),
    ]

    /// The entries by the old base name.
    static let byOldName: [String: [SDKRename]] = Dictionary(grouping: table, by: \.old)
}
