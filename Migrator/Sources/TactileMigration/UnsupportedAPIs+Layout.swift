extension UnsupportedAPIs {
    /// What Tactile's Auto Layout does not have yet: stack views and the readable content guide. Constraints,
    /// anchors, the visual format language, guides, margins, the safe area and autoresizing work as in UIKit.
    static let layout: [UnsupportedAPI] = [
        .init(pattern: .type("UIStackView"), family: .layout,
              problem: "Tactile has no stack views yet",
              advice: "add the views with `addSubview(_:)` and place them with constraints, for example each "
                + "view's leading anchor to the previous view's trailing anchor"),
        .init(pattern: .member("readableContentGuide"), family: .layout,
              problem: "Tactile has no readable content guide",
              advice: "use `layoutMarginsGuide`, with a maximum width constraint if lines must stay short"),
    ]
}
