extension UnsupportedAPIs {
    private static let noStoryboards = "Linux has no storyboards"
    private static let noNibs = "Linux has no nibs"
    private static let inCode = "create the view controller in code, for example `DetailViewController()`, and set "
        + "its properties there"
    private static let viewsInCode = "create the views in code with `init(frame:)` and add them with `addSubview(_:)`"

    /// Storyboards, segues, nibs and Interface Builder: Tactile creates every object in code.
    static let storyboards: [UnsupportedAPI] = [
        .init(pattern: .type("UIStoryboard"), family: .storyboards, problem: noStoryboards, advice: inCode),
        .init(pattern: .call("instantiateViewController", .any), family: .storyboards, problem: noStoryboards,
              advice: inCode),
        .init(pattern: .call("instantiateInitialViewController", .any), family: .storyboards,
              problem: noStoryboards, advice: inCode),
        .init(pattern: .call("performSegue", .any), family: .storyboards, problem: noStoryboards,
              advice: "create the destination view controller in code and push or present it "
                + "(`navigationController?.pushViewController(_:animated:)` or `present(_:animated:)`)"),
        .init(pattern: .override("prepare", .exactly(["for", "sender"])), family: .storyboards,
              problem: "\(noStoryboards), so no segue calls it",
              advice: "move this setup to where you create the destination view controller in code"),
        .init(pattern: .override("shouldPerformSegue", .exactly(["withIdentifier", "sender"])), family: .storyboards,
              problem: "\(noStoryboards), so no segue asks it",
              advice: "check the condition in code before you push or present the view controller"),
        .init(pattern: .override("unwind", .exactly(["for", "towards"])), family: .storyboards,
              problem: "\(noStoryboards), so no unwind segue calls it",
              advice: "pop or dismiss the view controller in code (`popViewController(animated:)` or "
                + "`dismiss(animated:)`)"),
        .init(pattern: .type("UIStoryboardSegue"), family: .storyboards, problem: noStoryboards,
              advice: "pass what the destination needs when you create it in code"),
        .init(pattern: .attribute("IBSegueAction"), family: .storyboards,
              problem: "\(noStoryboards), so no segue calls this method",
              advice: "call it yourself where you create the destination view controller in code, and remove "
                + "the attribute"),
        .init(pattern: .type("UINib"), family: .storyboards, problem: noNibs, advice: viewsInCode),
        .init(pattern: .call("loadNibNamed", .any), family: .storyboards, problem: noNibs, advice: viewsInCode),
        .init(pattern: .call("init", .exactlyWithStringFirst(["nibName", "bundle"])), family: .storyboards,
              problem: "Tactile loads no nibs: the name is ignored and `loadView()` makes an empty view",
              advice: "create the views in `loadView()` or `viewDidLoad()`, and pass `nil` as the nib name",
              tactileDeclarations: []),
        .init(pattern: .override("awakeFromNib", .exactly([])), family: .storyboards,
              problem: "Linux loads no nibs or storyboards, so it is never called",
              advice: "move this setup to `init(frame:)` (a view) or `viewDidLoad()` (a view controller)"),
        .init(pattern: .override("init?", .exactly(["coder"])), family: .storyboards,
              problem: "Linux loads no nibs or storyboards, so this initializer never runs and its setup is skipped",
              advice: "move the setup to `init(frame:)` (a view) or `viewDidLoad()` (a view controller) and create "
                + "the object in code",
              tactileDeclarations: []),
        .init(pattern: .override("prepareForInterfaceBuilder", .exactly([])), family: .storyboards,
              problem: "Interface Builder does not exist on Linux, so it is never called",
              advice: "delete it"),
        .init(pattern: .attribute("IBInspectable"), family: .storyboards, severity: .note,
              problem: "removed, because Interface Builder does not exist on Linux",
              advice: "set the property in code where the view is created"),
        .init(pattern: .attribute("IBDesignable"), family: .storyboards, severity: .note,
              problem: "removed, because Interface Builder does not exist on Linux",
              advice: "nothing to do: the view draws at run time as before"),
    ]
}
