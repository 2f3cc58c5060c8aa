import Foundation
import Tactile

/// What a view draws inside its bounds, as display content (no UIKit counterpart).
///
/// A view's content is what its `draw(_:)` recorded, followed by what its class draws: a label's text, a text
/// field's text and border, a button's image and title, a control's parts, an image view's image.
@MainActor
public enum ViewContent {
    /// The content Tactile draws for `view` (a ``DisplayListBuilder/contentProvider`` may call it and add to it).
    @MainActor
    public static func defaultContent(for view: UIView) -> [DisplayContent] {
        let drawing = view.recordedDrawing
        // Most views are plain views that draw nothing: answer them without trying every class below.
        if drawing == nil, type(of: view) == UIView.self { return [] }
        var out = drawing.map { DrawingTranslator.content(of: $0.commands) } ?? []
        switch view {
        case let label as UILabel: out += TextContent.label(label)
        case let field as UITextField: out += TextContent.textField(field)
        case let button as UIButton: out += ControlContent.button(button)
        case let control as UISwitch: out += ControlContent.uiSwitch(control)
        case let slider as UISlider: out += ControlContent.slider(slider)
        case let control as UISegmentedControl: out += ControlContent.segmented(control)
        case let stepper as UIStepper: out += ControlContent.stepper(stepper)
        case let control as UIPageControl: out += ControlContent.pageControl(control)
        case let imageView as UIImageView: out += ImageContent.imageView(imageView)
        default: break
        }
        return out
    }
}
