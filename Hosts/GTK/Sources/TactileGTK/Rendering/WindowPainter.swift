import CGtk
import Foundation
import Tactile
import TactileRender

/// Keeps a picture of a window in a cairo surface at the monitor's scale, repainting only what changed, and paints
/// it onto the widget when GTK draws (no UIKit counterpart: Core Animation's backing store).
///
/// GTK 4 asks a drawing area for its whole picture at every frame, so the painter keeps its own: an image surface of
/// the widget's size in device pixels. At each frame it runs ``DisplayListBuilder/update()`` (the app's pending
/// layout and display passes) and repaints the list's damage rectangle (rounded out to whole pixels; everything
/// after a full redraw, a resize or a change of scale), drawing only the items that reach into it; then the whole
/// surface is painted onto the widget, which costs one copy.
@MainActor
final class WindowPainter {
    let builder: DisplayListBuilder
    let renderer = CairoRenderer()
    private var surface: OpaquePointer?
    private var pixelWidth = 0, pixelHeight = 0
    private var scale: CGFloat = 0
    /// The area repainted by the last ``paint(on:width:height:scale:)``, in points (`nil` when nothing was).
    private(set) var lastRepaint: CGRect?
    /// The colour behind the window's views (GTK's window background is not drawn under the drawing area).
    var background = DisplayColor(red: 1, green: 1, blue: 1, alpha: 1)

    init(window: UIWindow) {
        builder = DisplayListBuilder(window: window)
    }

    isolated deinit {
        if let surface { cairo_surface_destroy(surface) }
    }

    /// Brings the picture up to date and paints it on `cr` (the widget's cairo context, in its logical pixels).
    func paint(on cr: OpaquePointer, width: Int, height: Int, scale newScale: CGFloat) {
        builder.update()
        let list = builder.list
        let pw = Int((CGFloat(width) * newScale).rounded(.up)), ph = Int((CGFloat(height) * newScale).rounded(.up))
        var dirty: CGRect?
        if surface == nil || pw != pixelWidth || ph != pixelHeight || newScale != scale {
            if let surface { cairo_surface_destroy(surface) }
            surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(max(pw, 1)), Int32(max(ph, 1)))
            cairo_surface_set_device_scale(surface, Double(newScale), Double(newScale))
            (pixelWidth, pixelHeight, scale) = (pw, ph, newScale)
            dirty = CGRect(x: 0, y: 0, width: width, height: height)
        } else if list.changes.isFullRedraw {
            dirty = CGRect(x: 0, y: 0, width: width, height: height)
        } else {
            dirty = list.changes.damage
        }
        lastRepaint = nil
        if let area = dirty.map({ pixelAligned($0) }), !area.isEmpty {
            repaint(list, area: area)
            lastRepaint = area
        }
        cairo_save(cr)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// `rect` grown to whole device pixels and limited to the surface.
    private func pixelAligned(_ rect: CGRect) -> CGRect {
        let s = scale
        let x0 = max(0, (rect.minX * s).rounded(.down)), y0 = max(0, (rect.minY * s).rounded(.down))
        let x1 = min(CGFloat(pixelWidth), (rect.maxX * s).rounded(.up)), y1 = min(CGFloat(pixelHeight), (rect.maxY * s).rounded(.up))
        guard x1 > x0, y1 > y0 else { return .zero }
        return CGRect(x: x0 / s, y: y0 / s, width: (x1 - x0) / s, height: (y1 - y0) / s)
    }

    private func repaint(_ list: DisplayList, area: CGRect) {
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_rectangle(cr, Double(area.minX), Double(area.minY), Double(area.width), Double(area.height))
        cairo_clip(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_rgba(cr, background.red, background.green, background.blue, background.alpha)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        renderer.draw(list, on: cr, dirty: area)
    }

    /// The picture's pixels as RGB bytes (for tests).
    func pixels() -> (width: Int, height: Int, rgb: [UInt8]) {
        guard let surface else { return (0, 0, []) }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        var rgb = [UInt8](repeating: 0, count: pixelWidth * pixelHeight * 3)
        for y in 0..<pixelHeight {
            for x in 0..<pixelWidth {
                let p = data.advanced(by: y * stride + x * 4)
                let i = (y * pixelWidth + x) * 3
                (rgb[i], rgb[i + 1], rgb[i + 2]) = (p[2], p[1], p[0])
            }
        }
        return (pixelWidth, pixelHeight, rgb)
    }
}
