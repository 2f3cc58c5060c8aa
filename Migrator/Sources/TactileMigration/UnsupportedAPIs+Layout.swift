extension UnsupportedAPIs {
    private static let noAutoLayout = "Tactile has no Auto Layout: constraints are not solved"
    private static let setFrames = "set each view's `frame` in `layoutSubviews()` (a view) or "
        + "`viewDidLayoutSubviews()` (a view controller), which Tactile calls as UIKit does"

    private static func autoLayout(_ pattern: UnsupportedAPI.Pattern) -> UnsupportedAPI {
        .init(pattern: pattern, family: .layout, problem: noAutoLayout, advice: setFrames)
    }

    private static let anchors = [
        "topAnchor", "bottomAnchor", "leadingAnchor", "trailingAnchor", "leftAnchor", "rightAnchor",
        "widthAnchor", "heightAnchor", "centerXAnchor", "centerYAnchor", "firstBaselineAnchor", "lastBaselineAnchor",
    ]

    /// Auto Layout, stack views and self-sizing: Tactile lays views out by their frames, in `layoutSubviews()`.
    static let layout: [UnsupportedAPI] = [
        autoLayout(.type("NSLayoutConstraint")),
        autoLayout(.type("NSLayoutAnchor")),
        autoLayout(.type("NSLayoutXAxisAnchor")),
        autoLayout(.type("NSLayoutYAxisAnchor")),
        autoLayout(.type("NSLayoutDimension")),
        autoLayout(.type("UILayoutGuide")),
        autoLayout(.type("UILayoutPriority")),
    ] + anchors.map { autoLayout(.member($0)) } + [
        autoLayout(.member("safeAreaLayoutGuide")),
        autoLayout(.member("layoutMarginsGuide")),
        autoLayout(.member("readableContentGuide")),
        .init(pattern: .member("translatesAutoresizingMaskIntoConstraints"), family: .layout,
              problem: "Tactile has no Auto Layout, so there are no constraints to translate",
              advice: "delete the line, and \(setFrames)"),
        autoLayout(.call("addConstraint", .any)),
        autoLayout(.call("addConstraints", .any)),
        autoLayout(.call("removeConstraint", .any)),
        autoLayout(.call("removeConstraints", .any)),
        autoLayout(.call("setNeedsUpdateConstraints", .exactly([]))),
        autoLayout(.call("updateConstraintsIfNeeded", .exactly([]))),
        autoLayout(.call("setContentHuggingPriority", .any)),
        autoLayout(.call("setContentCompressionResistancePriority", .any)),
        autoLayout(.override("updateConstraints", .exactly([]))),
        autoLayout(.override("updateViewConstraints", .exactly([]))),
        .init(pattern: .member("safeAreaInsets"), family: .layout,
              problem: "Tactile has no safe area: a window's content may use all of its bounds",
              advice: "lay the views out within `bounds`"),
        .init(pattern: .type("UIStackView"), family: .layout,
              problem: "Tactile has no stack views (they arrange their views with Auto Layout)",
              advice: "add the views with `addSubview(_:)` and place them yourself in `layoutSubviews()`, for "
                + "example in a row of equal widths"),
        .init(pattern: .call("systemLayoutSizeFitting", .any), family: .layout, problem: noAutoLayout,
              advice: "use `sizeThatFits(_:)`, which Tactile's labels, buttons and image views answer from their "
                + "content, or compute the size yourself"),
    ]
}
