extension UnsupportedAPIs {
    private static let noListViews = "Tactile has no table or collection views (no cells, reuse or data sources)"
    private static let rowsInScrollView = "lay the rows out as subviews of a `UIScrollView`, which Tactile scrolls "
        + "and hit-tests, and handle taps on them with gesture recognizers or controls"
    private static let buildIt = "build it from views Tactile has (`UIView`, `UIControl`, `UIScrollView`), or leave "
        + "it out"

    /// View controllers, views and services of UIKit that Tactile does not have.
    static let views: [UnsupportedAPI] = [
        .init(pattern: .type("UIAlertController"), family: .views, problem: "Tactile has no alerts or action sheets",
              advice: "present a view controller of your own with the message and a `UIButton` per action"),
        .init(pattern: .type("UIAlertAction"), family: .views, problem: "Tactile has no alerts or action sheets",
              advice: "make each action a `UIButton` with `addTarget(_:action:for:)` in your own view controller"),
        .init(pattern: .type("UIActivityViewController"), family: .views, problem: "Tactile has no share sheet",
              advice: "offer the choices in a `UIMenu` of `UIAction`s"),
        .init(pattern: .type("UIImagePickerController"), family: .views,
              problem: "Tactile has no photo library or camera picker",
              advice: "let the person choose a file with your own interface and load it with "
                + "`UIImage(contentsOfFile:)`"),
    ] + ["UIFeedbackGenerator", "UIImpactFeedbackGenerator", "UISelectionFeedbackGenerator",
         "UINotificationFeedbackGenerator"].map {
        .init(pattern: .type($0), family: .views, problem: "Linux has no haptic engine, and Tactile has no feedback "
                + "generators",
              advice: "delete the feedback calls")
    } + ["UITableView", "UITableViewCell", "UITableViewController", "UITableViewDataSource", "UITableViewDelegate",
         "UICollectionView", "UICollectionViewCell", "UICollectionViewController", "UICollectionViewDataSource",
         "UICollectionViewDelegate", "UICollectionViewLayout", "UICollectionViewFlowLayout"].map {
        .init(pattern: .type($0), family: .views, problem: noListViews, advice: rowsInScrollView)
    } + ["UIPickerView", "UIDatePicker", "UIActivityIndicatorView", "UIProgressView", "UIRefreshControl",
         "UISearchController", "UISearchBar", "UITabBarController", "UISplitViewController",
         "UIPageViewController", "UIDynamicAnimator"].map {
        .init(pattern: .type($0), family: .views, problem: "Tactile has no counterpart of it", advice: buildIt)
    }
}
