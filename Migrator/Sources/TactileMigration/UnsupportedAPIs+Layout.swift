extension UnsupportedAPIs {
    /// What Tactile's Auto Layout does not have yet: the readable content guide. Constraints, anchors, the visual
    /// format language, guides, margins, the safe area, stack views and autoresizing work as in UIKit.
    static let layout: [UnsupportedAPI] = [
        .init(pattern: .member("readableContentGuide"), family: .layout,
              problem: "Tactile has no readable content guide",
              advice: "use `layoutMarginsGuide`, with a maximum width constraint if lines must stay short"),
    ]
}
