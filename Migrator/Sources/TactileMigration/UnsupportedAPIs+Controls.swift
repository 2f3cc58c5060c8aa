extension UnsupportedAPIs {
    private static let noAccessibility = "Tactile has no accessibility properties yet"
    private static let keepForLater = "delete the line, or keep it in a comment for when Tactile gains them"
    private static let noKeyboardSettings = "Tactile's `UITextField` takes key presses into its text but draws "
        + "nothing and has no on-screen keyboard to configure"
    private static let noNavigationBar = "Tactile's `UINavigationController` pushes and pops view controllers but "
        + "draws no navigation bar"
    private static let noConfigurationTransformers = "Tactile's `UIButton.Configuration` and "
        + "`UIBackgroundConfiguration` have no colour or text-attribute transformers"
    private static let setColoursInTheHandler = "set the colours for the button's `state` in its "
        + "`configurationUpdateHandler` (`baseForegroundColor`, `baseBackgroundColor`, `background.backgroundColor`), "
        + "and turn off `automaticallyUpdatesConfiguration` where the handler decides every state"
    private static let noConfigurationLayoutSettings = "Tactile's `UIButton.Configuration` has no symbol "
        + "configuration, image reservation, line-break modes or Mac idiom style: it places the image at its own size "
        + "and wraps text at words"


    /// Properties of controls and view controllers that Tactile's counterparts do not have: accessibility, the
    /// keyboard's settings, the navigation bar, the transformers of button configurations.
    static let controls: [UnsupportedAPI] = [
        .init(pattern: .type("UIAccessibility"), family: .views, problem: noAccessibility, advice: keepForLater),
    ] + ["accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityTraits",
         "accessibilityIdentifier", "isAccessibilityElement", "accessibilityElements", "accessibilityViewIsModal"].map {
        .init(pattern: .member($0), family: .views, problem: noAccessibility, advice: keepForLater)
    } + ["isSecureTextEntry", "keyboardType", "returnKeyType", "keyboardAppearance", "autocapitalizationType",
         "autocorrectionType", "spellCheckingType", "textContentType", "clearButtonMode"].map {
        .init(pattern: .member($0), family: .views, problem: noKeyboardSettings, advice: "delete the line")
    } + [
        .init(pattern: .call("endEditing", .exactly(["_"])), family: .views,
              problem: "Tactile's views have no `endEditing(_:)`",
              advice: "call `resignFirstResponder()` on the field that is editing"),
        .init(pattern: .call("setNavigationBarHidden", .any), family: .views, problem: noNavigationBar,
              advice: "delete the line"),
    ] + ["navigationBar", "isNavigationBarHidden", "prefersLargeTitles", "largeTitleDisplayMode"].map {
        .init(pattern: .member($0), family: .views, problem: noNavigationBar,
              advice: "delete the line; draw a bar of your own if the screen needs one")
    }
    + ["titleTextAttributesTransformer", "subtitleTextAttributesTransformer", "imageColorTransformer",
       "activityIndicatorColorTransformer", "backgroundColorTransformer", "strokeColorTransformer"].map {
        .init(pattern: .member($0), family: .views, problem: noConfigurationTransformers,
              advice: setColoursInTheHandler)
    }
    + ["preferredSymbolConfigurationForImage", "imageReservation", "titleLineBreakMode", "subtitleLineBreakMode",
       "macIdiomStyle"].map {
        .init(pattern: .member($0), family: .views, problem: noConfigurationLayoutSettings,
              advice: "delete the line")
    }
}
