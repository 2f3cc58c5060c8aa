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
        .init(pattern: .override("traitCollectionDidChange", .exactly(["_"])), family: .application,
              problem: "Tactile has no trait-change callback: traits change only when a screen's force-touch "
                + "capability or a window's size does",
              advice: "read `traitCollection` where you need it, for example in `layoutSubviews()`"),
    ]
}
