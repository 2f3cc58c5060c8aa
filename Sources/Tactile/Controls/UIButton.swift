import Foundation

/// A button (UIKit: `UIButton`): highlights while tracked and sends `touchUpInside` and `primaryActionTriggered`
/// when released inside. Its default action (a single-finger single tap) takes precedence over tap recognizers on
/// its ancestors.
///
/// Titles, title colours, images and background images are kept per control state with UIKit's fallback rule: a
/// state without a value of its own uses the `.normal` state's. ``currentTitle``, ``currentImage`` … read the
/// value for the current ``UIControl/state``, and ``titleLabel`` and ``imageView`` show them.
///
/// **Configurations** (iOS 15): a button with a ``configuration`` (``init(configuration:primaryAction:)``) shows the
/// configuration's title, subtitle, image and background instead, sized by it, and calls
/// ``updateConfiguration()`` and ``configurationUpdateHandler`` in the layout pass after its state changes (see
/// ``setNeedsUpdateConfiguration()``).
///
/// Deliberate differences from UIKit: TactileRender's display list draws the button, but it has no subviews:
/// ``titleLabel`` and ``imageView`` are not subviews (they would not take touches anyway, as their user
/// interaction is disabled); the type-specific images of `.detailDisclosure`, `.infoLight`, `.infoDark`,
/// `.contactAdd` and `.close` are system images named `info.circle`, `plus.circle` and `xmark.circle.fill`.
@MainActor
open class UIButton: UIControl {
    /// A button's style (UIKit counterpart: `UIButton.ButtonType`, with UIKit's raw values).
    public enum ButtonType: Int, Sendable {
        /// No style: white titles, nothing tinted. The type of `UIButton(frame:)`.
        case custom = 0
        /// The system style: titles in the tint colour.
        case system = 1
        /// A detail-disclosure (info) button.
        case detailDisclosure = 2
        /// An info button for light backgrounds.
        case infoLight = 3
        /// An info button for dark backgrounds.
        case infoDark = 4
        /// A button that adds a contact.
        case contactAdd = 5
        /// A close button.
        case close = 7
    }

    /// The button's type, fixed at creation. `UIButton(frame:)` makes a `.custom` button.
    public private(set) var buttonType: ButtonType = .custom

    private var titles: [UInt: String] = [:] {
        didSet { setNeedsRenderContent() }
    }
    private var attributedTitles: [UInt: NSAttributedString] = [:] {
        didSet { setNeedsRenderContent() }
    }
    private var titleColors: [UInt: UIColor] = [:] {
        didSet { setNeedsRenderContent() }
    }
    private var titleShadowColors: [UInt: UIColor] = [:] {
        didSet { setNeedsRenderContent() }
    }
    private var images: [UInt: UIImage] = [:] {
        didSet { setNeedsRenderContent() }
    }
    private var backgroundImages: [UInt: UIImage] = [:] {
        didSet { setNeedsRenderContent() }
    }
    private var titleLabelStorage: UILabel?
    private var imageViewStorage: UIImageView?

    /// Whether the image is drawn darker while highlighted. Default `true`.
    open var adjustsImageWhenHighlighted = true
    /// Whether the image is drawn lighter while disabled. Default `true`.
    open var adjustsImageWhenDisabled = true
    /// Whether a glow shows under the touch. Default `false`.
    open var showsTouchWhenHighlighted = false
    /// The insets around the content. Default zero.
    open var contentEdgeInsets: UIEdgeInsets = .zero
    /// The insets around the title. Default zero.
    open var titleEdgeInsets: UIEdgeInsets = .zero
    /// The insets around the image. Default zero.
    open var imageEdgeInsets: UIEdgeInsets = .zero

    // MARK: Configuration (iOS 15)

    /// A closure that updates a button's configuration for its state (UIKit counterpart:
    /// `UIButton.ConfigurationUpdateHandler`).
    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

    /// The configuration the button shows, or `nil` for the per-state titles and images of UIKit before iOS 15
    /// (UIKit counterpart: `configuration`). Setting it shows the new value at once and re-measures the button; it
    /// asks for no update (a handler that sets it does not run again), except the first configuration a button gets,
    /// which asks for one as ``setNeedsUpdateConfiguration()`` does. While
    /// ``automaticallyUpdatesConfiguration`` is on, the button draws the value's ``Configuration/updated(for:)``;
    /// reading the property gives back the value as set.
    public var configuration: Configuration? {
        didSet {
            setNeedsRenderContent()
            invalidateIntrinsicContentSize()
            if oldValue == nil, configuration != nil, !isUpdatingConfiguration { setNeedsUpdateConfiguration() }
        }
    }

    /// Called after ``updateConfiguration()`` whenever the button updates its configuration: after a change of
    /// state, ``setNeedsUpdateConfiguration()``, or setting this property (UIKit counterpart:
    /// `configurationUpdateHandler`). Read `button.configuration`, change it for `button.state`, and set it back.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Whether the button draws its configuration resolved for its state (``Configuration/updated(for:)``: dimmed
    /// while highlighted, grey while disabled, filled while selected). Default `true`. Turn it off to draw the
    /// configuration exactly as set, for an update handler that decides every state's look (UIKit counterpart:
    /// `automaticallyUpdatesConfiguration`).
    open var automaticallyUpdatesConfiguration = true {
        didSet {
            setNeedsRenderContent()
            setNeedsUpdateConfiguration()
        }
    }

    /// Whether a tap toggles ``UIControl/isSelected`` (UIKit counterpart: `changesSelectionAsPrimaryAction`, iOS 15).
    /// The selection changes on a release inside, before the `touchUpInside` and `primaryActionTriggered` actions
    /// run, so they read the new value. Default `false`.
    open var changesSelectionAsPrimaryAction = false

    /// An update of the configuration is due in the next layout pass.
    private var needsConfigurationUpdate = false
    /// ``updateConfiguration()`` or the update handler is running.
    private var isUpdatingConfiguration = false

    /// Whether the button uses a configuration: it has one, or an update handler (which usually sets one).
    var isConfigurationBased: Bool { configuration != nil || configurationUpdateHandler != nil }

    /// Highlighting the button asks for a configuration update.
    open override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }
    /// Selecting the button asks for a configuration update.
    open override var isSelected: Bool {
        didSet { if isSelected != oldValue { stateDidChange() } }
    }
    /// Enabling or disabling the button asks for a configuration update.
    open override var isEnabled: Bool {
        didSet { if isEnabled != oldValue { stateDidChange() } }
    }

    private func stateDidChange() {
        if isConfigurationBased { setNeedsUpdateConfiguration() }
    }

    /// Asks for ``updateConfiguration()`` and the ``configurationUpdateHandler`` in the next layout pass, once however
    /// many times this is called (UIKit counterpart: `setNeedsUpdateConfiguration()`). Changes of
    /// ``UIControl/isHighlighted``, ``UIControl/isSelected`` and ``UIControl/isEnabled`` call it for a button that has
    /// a configuration or an update handler. A button outside a window updates when it enters one, or in
    /// ``UIView/layoutIfNeeded()``.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsRenderContent()
        setNeedsLayout()
    }

    /// Updates the configuration for the button's current state: override it in a subclass, read ``UIControl/state``
    /// and set ``configuration`` (UIKit counterpart: `updateConfiguration()`). Do not call it directly; call
    /// ``setNeedsUpdateConfiguration()``. The default does nothing: the state's colours come from
    /// ``automaticallyUpdatesConfiguration``. The ``configurationUpdateHandler`` runs after it.
    open func updateConfiguration() {}

    /// Runs the pending configuration update, if any: ``updateConfiguration()``, then the update handler.
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate, !isUpdatingConfiguration else { return }
        needsConfigurationUpdate = false
        isUpdatingConfiguration = true
        defer { isUpdatingConfiguration = false }
        updateConfiguration()
        configurationUpdateHandler?(self)
    }

    /// The pending configuration update runs before the subviews are laid out, as in UIKit.
    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
    }

    /// Creates a button of the given type, with a zero frame. Subclasses get an instance of the subclass, as in
    /// UIKit.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        switch buttonType {
        case .detailDisclosure, .infoLight, .infoDark: images[0] = UIImage(systemName: "info.circle")
        case .contactAdd: images[0] = UIImage(systemName: "plus.circle")
        case .close: images[0] = UIImage(systemName: "xmark.circle.fill")
        case .custom, .system: break
        }
    }

    /// Creates a button of the given type that performs `primaryAction` when tapped, with the action's title and
    /// image as its `.normal` title and image (UIKit: `init(type:primaryAction:)`, iOS 14). The type defaults to
    /// `.system`, as in UIKit.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { addPrimaryAction(primaryAction) }
    }

    /// Creates a `.system` button that shows `configuration` and performs `primaryAction` when tapped (UIKit:
    /// `init(configuration:primaryAction:)`, iOS 15). The action's title and image fill in a configuration that has
    /// none.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        if let primaryAction { addPrimaryAction(primaryAction) }
    }

    /// Registers the action for `primaryActionTriggered` and shows its title and image, as UIKit's button does: in
    /// the configuration when the button has one (where it has no title or image of its own), otherwise as the
    /// `.normal` title and image.
    override func addPrimaryAction(_ action: UIAction) {
        super.addPrimaryAction(action)
        if var configuration {
            if configuration.title == nil, !action.title.isEmpty { configuration.title = action.title }
            if configuration.image == nil, let image = action.image { configuration.image = image }
            self.configuration = configuration
            return
        }
        if !action.title.isEmpty { setTitle(action.title, for: .normal) }
        if let image = action.image { setImage(image, for: .normal) }
    }

    // MARK: Per-state values

    private func value<T>(_ table: [UInt: T], for state: UIControl.State) -> T? {
        table[state.rawValue] ?? table[UIControl.State.normal.rawValue]
    }

    /// Sets the title for a state (`nil` removes it, so the state falls back to `.normal`'s).
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        contentSizeMayHaveChanged()
    }
    /// The title for a state, or the `.normal` state's when it has none.
    open func title(for state: UIControl.State) -> String? { value(titles, for: state) }

    /// Sets the attributed title for a state.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        attributedTitles[state.rawValue] = title
    }
    /// The attributed title for a state, or the `.normal` state's.
    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? { value(attributedTitles, for: state) }

    /// Sets the title colour for a state.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { titleColors[state.rawValue] = color }
    /// The title colour for a state: its own, the `.normal` state's, or the type's default (the tint colour for
    /// system buttons, white for custom ones).
    open func titleColor(for state: UIControl.State) -> UIColor? {
        value(titleColors, for: state) ?? (buttonType == .custom ? .white : tintColor)
    }

    /// Sets the title shadow colour for a state.
    open func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) {
        titleShadowColors[state.rawValue] = color
    }
    /// The title shadow colour for a state, or the `.normal` state's.
    open func titleShadowColor(for state: UIControl.State) -> UIColor? { value(titleShadowColors, for: state) }

    /// Sets the image for a state.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        contentSizeMayHaveChanged()
    }
    /// The image for a state, or the `.normal` state's.
    open func image(for state: UIControl.State) -> UIImage? { value(images, for: state) }

    /// Sets the background image for a state.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state.rawValue] = image
    }
    /// The background image for a state, or the `.normal` state's.
    open func backgroundImage(for state: UIControl.State) -> UIImage? { value(backgroundImages, for: state) }

    // MARK: Current values

    /// The title for the current state.
    open var currentTitle: String? { title(for: state) }
    /// The attributed title for the current state.
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    /// The title colour for the current state.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    /// The title shadow colour for the current state.
    open var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }
    /// The image for the current state.
    open var currentImage: UIImage? { image(for: state) }
    /// The background image for the current state.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// The label that shows the title: its text and colour are the current state's whenever it is read (with a
    /// ``configuration``, the title and foreground colour the button draws). Its font defaults to the 15-point
    /// system font.
    open var titleLabel: UILabel? {
        let label = titleLabelStorage ?? makeTitleLabel()
        if let applied = appliedConfiguration {
            label.text = applied.title
            label.textColor = applied.appearance(tintColor: tintColor).foregroundColor
            return label
        }
        label.text = currentAttributedTitle?.string ?? currentTitle
        label.textColor = currentTitleColor
        return label
    }

    /// The view that shows the image: its image is the current state's whenever it is read (with a
    /// ``configuration``, the image the button draws).
    open var imageView: UIImageView? {
        let view = imageViewStorage ?? makeImageView()
        view.image = appliedConfiguration.map { $0.showsActivityIndicator ? nil : $0.image } ?? currentImage
        return view
    }

    /// The font the title is drawn in: the title label's (`package` API for the display list).
    package var titleFont: UIFont { titleLabelStorage?.font ?? .systemFont(ofSize: 15) }

    /// The size of the current image and title side by side, plus ``contentEdgeInsets``. A system button adds 6
    /// points above and below, the padding that gives iOS's default system button its 30-point height. A button with
    /// a ``configuration`` measures that instead: its image, title and subtitle as placed, with their paddings, plus
    /// the configuration's content insets (``contentEdgeInsets`` is ignored, as in UIKit).
    open override var intrinsicContentSize: CGSize {
        if let configuration = appliedConfiguration {
            return ButtonConfigurationLayout(configuration: configuration, in: nil, measurer: TextMeasurement.current)
                .fittingSize
        }
        let title = currentAttributedTitle?.string ?? currentTitle ?? ""
        let measurer = TextMeasurement.current
        let font = titleFont
        var width = CGFloat(0), height = CGFloat(0)
        if !title.isEmpty {
            width += measurer.advance(of: Substring(title), font: font).rounded(.up)
            height = measurer.lineMetrics(for: font).lineHeight.rounded(.up)
        }
        if let image = currentImage {
            width += image.size.width
            height = max(height, image.size.height)
        }
        if buttonType == .system, height > 0 { height += 12 }
        let insets = contentEdgeInsets
        return CGSize(width: width + insets.left + insets.right, height: height + insets.top + insets.bottom)
    }

    /// The ``intrinsicContentSize``.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    private func makeTitleLabel() -> UILabel {
        let label = UILabel(frame: .zero)
        label.font = .systemFont(ofSize: 15)
        titleLabelStorage = label
        return label
    }

    private func makeImageView() -> UIImageView {
        let view = UIImageView(frame: .zero)
        imageViewStorage = view
        return view
    }

    // MARK: Events

    /// A release inside toggles the selection first when ``changesSelectionAsPrimaryAction`` is on.
    override func willSendTouchUpInside() {
        if changesSelectionAsPrimaryAction { isSelected.toggle() }
    }

    /// After a release inside, the button's primary action fires too.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let wasTracking = isTracking
        super.touchesEnded(touches, with: event)
        if wasTracking, !isTracking, isTouchInside { sendActions(for: .primaryActionTriggered, with: event) }
    }

    /// A single-finger single tap overlaps a button's action.
    open override func overlapsDefaultAction(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        isSingleFingerSingleTap(gestureRecognizer)
    }
}
