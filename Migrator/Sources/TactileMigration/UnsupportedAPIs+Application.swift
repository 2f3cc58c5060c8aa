extension UnsupportedAPIs {
    private static let noScenes = "Tactile has no scenes: the application holds its windows itself"
    private static let windowInCode = "create the `UIWindow` in code with the screen's bounds, set its "
        + "`rootViewController` and call `makeKeyAndVisible()`; `UIApplication.shared.windows` lists the windows"
    private static let noURLs = "Tactile opens no URLs"
    private static let openWithDesktop = "on a Linux desktop, run `xdg-open` with the URL through Foundation's "
        + "`Process`, or leave it out"

    /// Scenes, URLs and trait callbacks: what an application's code asks of UIKit beyond its views.
    static let application: [UnsupportedAPI] = ["UIScene", "UIWindowScene", "UISceneSession", "UIWindowSceneDelegate",
                                                 "UISceneConfiguration"].map {
        .init(pattern: .type($0), family: .application, problem: noScenes, advice: windowInCode)
    } + [
        .init(pattern: .call("init", .exactly(["windowScene"])), family: .application, problem: noScenes,
              advice: windowInCode, tactileDeclarations: [#"\binit\s*\(\s*windowScene\b"#]),
        .init(pattern: .member("connectedScenes"), family: .application, problem: noScenes, advice: windowInCode),
        .init(pattern: .member("windowScene"), family: .application, problem: noScenes, advice: windowInCode),
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
        .init(pattern: .override("viewSafeAreaInsetsDidChange", .exactly([])), family: .application,
              problem: "Tactile has no safe area, so it is never called",
              advice: "delete it, and lay the views out in `viewDidLayoutSubviews()`"),
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
