extension UnsupportedAPIs {
    private static let noURLs = "Tactile opens no URLs"
    private static let openWithDesktop = "on a Linux desktop, run `xdg-open` with the URL through Foundation's "
        + "`Process`, or leave it out"

    /// URLs, rotation and trait callbacks: what an application's code asks of UIKit beyond its views.
    static let application: [UnsupportedAPI] = [
        .init(pattern: .call("open", .exactly(["_", "options", "completionHandler"])), family: .application,
              problem: noURLs, advice: openWithDesktop),
        .init(pattern: .call("open", .exactly(["_", "options"])), family: .application, problem: noURLs,
              advice: openWithDesktop, title: "open(_:options:completionHandler:)"),
        .init(pattern: .call("canOpenURL", .exactly(["_"])), family: .application, problem: noURLs,
              advice: openWithDesktop),
        .init(pattern: .override("viewWillTransition", .exactly(["to", "with"])), family: .application,
              problem: "Tactile has no size transitions or transition coordinators, so it is never called",
              advice: "do the work in `viewWillLayoutSubviews()` or `viewDidLayoutSubviews()`, which Tactile calls "
                + "when the view's size changes"),
    ] + ["supportedInterfaceOrientations", "shouldAutorotate", "preferredInterfaceOrientationForPresentation",
         "prefersHomeIndicatorAutoHidden"].map {
        .init(pattern: .override($0, .exactly([])), family: .application,
              problem: "Tactile does not rotate the interface or hide system indicators, so nothing asks for it",
              advice: "delete it")
    } + [
        .init(pattern: .type("UIInterfaceOrientationMask"), family: .application,
              problem: "Tactile does not rotate the interface", advice: "delete the code that uses it"),
        .init(pattern: .override("traitCollectionDidChange", .exactly(["_"])), family: .application,
              problem: "Tactile has no trait-change callback: traits change only when a screen's force-touch "
                + "capability or a window's size does",
              advice: "read `traitCollection` where you need it, for example in `layoutSubviews()`"),
    ]
}
