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
        var out = drawing.map { stretched(DrawingTranslator.content(of: $0.commands), drawnIn: $0.bounds, view) } ?? []
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

    /// What `draw(_:)` drew in bounds of another size, placed in the current bounds as the view's content mode
    /// says, as Core Animation shows a layer's old bitmap until the view draws again (`.scaleToFill` stretches it,
    /// `.center` keeps its size, and so on; a `.redraw` view has drawn again already).
    static func stretched(_ content: [DisplayContent], drawnIn drawn: CGRect, _ view: UIView) -> [DisplayContent] {
        let bounds = view.bounds
        guard drawn.size != bounds.size, drawn.width > 0, drawn.height > 0, view.contentMode != .redraw else {
            return content
        }
        let rect = ImageContent.placement(of: drawn.size, in: bounds, mode: view.contentMode)
        let sx = Double(rect.width / drawn.width), sy = Double(rect.height / drawn.height)
        let t = DisplayTransform(
            a: sx, b: 0, c: 0, d: sy, tx: Double(rect.minX) - Double(drawn.minX) * sx,
            ty: Double(rect.minY) - Double(drawn.minY) * sy)
        return [.save, .concatenate(t)] + content + [.restore]
    }
}
