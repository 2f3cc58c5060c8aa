import Foundation

/// The space between a stack view's arranged views: ``UIStackView/spacing`` everywhere, unless a custom spacing
/// was set after a view.
extension UIStackView {
    /// Stores a custom spacing after an arranged view (``setCustomSpacing(_:after:)``).
    func storeCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard arrangedStorage.contains(where: { $0 === arrangedSubview }) else { return }
        guard spacing.isFinite || spacing == UIStackView.spacingUseDefault else {
            LayoutLog.report(
                "The custom spacing \(spacing) after \(ObjectDescription.short(arrangedSubview)) in "
                    + "\(ObjectDescription.short(self)) is not a finite number; it was ignored.")
            return
        }
        let key = ObjectIdentifier(arrangedSubview)
        let new: CGFloat? = spacing == UIStackView.spacingUseDefault ? nil : spacing
        guard customSpacings[key] != new else { return }
        customSpacings[key] = new
        setNeedsArrangement()
    }

    /// The space the constraints put after `view`: its custom spacing or ``spacing``, with ``spacingUseSystem``
    /// turned into the system spacing.
    func resolvedSpacing(after view: UIView) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        if value == UIStackView.spacingUseSystem { return systemSiblingSpacing }
        // The default marker given to `spacing` itself asks for no particular space.
        if value == UIStackView.spacingUseDefault { return 0 }
        return value
    }
}
