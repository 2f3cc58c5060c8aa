import CGtk
import Foundation
import Tactile
import TactileRender

/// Draws a window's display list with cairo: the GTK host's backend (no UIKit counterpart: Core Animation's
/// render server composites layers on iOS).
///
/// Every `DisplayContent` case is drawn: paths filled and stroked with their fill rules, caps,
/// joins, miter limits and dashes; clips; the transform and clip stack of `save`, `restore` and `concatenate`;
/// images from a PNG or JPEG file (GdkPixbuf), from their drawing (`UIGraphicsImageRenderer`), or as a placeholder
/// (a tinted outline for a template image, a grey box otherwise); text with Pango at each line's baseline origin
/// (``PangoTextMeasurer`` measured it, so what is laid out and what is drawn agree).
///
/// Per item, in order: its ancestors' clips, then its shadow (beneath everything it draws), its background (rounded
/// by `cornerRadius`), its content (clipped to its bounds), and its border; an item with `alpha` below 1 is drawn
/// into a group painted at that alpha.
///
/// Shadows are blurred on the CPU, as cairo has no blur: the shape (the shadow's path, or the rounded background) is
/// drawn into an alpha image at about the device's resolution and blurred by three box blurs, which approximate
/// the Gaussian blur of standard deviation `radius / 2` that Core Animation and the SVG backend use within a few
/// percent; the result is cached per shape.
@MainActor
public final class CairoRenderer {
    private var images: [String: OpaquePointer?] = [:]
    private var shadowMasks: [ShadowKey: ShadowMask] = [:]

    private struct ShadowKey: Hashable {
        let path: DisplayPath
        let radius: CGFloat
        let resolution: Double

        static func == (a: ShadowKey, b: ShadowKey) -> Bool {
            a.path == b.path && a.radius == b.radius && a.resolution == b.resolution
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(path.elements.count)
            hasher.combine(radius)
            hasher.combine(resolution)
        }
    }

    /// A blurred shadow shape: an A8 surface whose pixel (0, 0) is at `origin` in user space, `resolution` pixels
    /// per point.
    private final class ShadowMask {
        let surface: OpaquePointer
        let origin: CGPoint
        let resolution: Double

        init(surface: OpaquePointer, origin: CGPoint, resolution: Double) {
            self.surface = surface
            self.origin = origin
            self.resolution = resolution
        }

        deinit { cairo_surface_destroy(surface) }
    }

    /// Creates a renderer.
    public init() {}

    isolated deinit {
        for case let pixbuf? in images.values { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
    }

    /// Draws `list` on `cr`, whose user space is the window's points (the caller has set the device scale), and
    /// whose current clip limits what changes. Items entirely outside `dirty` (window points) are skipped.
    public func draw(_ list: DisplayList, on cr: OpaquePointer, dirty: CGRect? = nil) {
        var base = cairo_matrix_t()
        cairo_get_matrix(cr, &base)
        for item in list.items {
            if let dirty, !item.paintedArea.intersects(dirty) { continue }
            draw(item, on: cr, base: &base)
        }
        cairo_set_matrix(cr, &base)
    }

    /// Draws `list` into a new image of its size at `scale` pixels per point, on `background` (white by default),
    /// and returns its pixels as RGB bytes, row by row (for tests and screenshots).
    public func renderRGB(_ list: DisplayList, scale: CGFloat, background: DisplayColor? = DisplayColor(red: 1, green: 1, blue: 1, alpha: 1))
        -> (width: Int, height: Int, pixels: [UInt8])
    {
        let width = Int((list.size.width * scale).rounded()), height = Int((list.size.height * scale).rounded())
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        cairo_scale(cr, Double(scale), Double(scale))
        if let background {
            setColor(background, on: cr)
            cairo_paint(cr)
        }
        draw(list, on: cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                // ARGB32 is premultiplied, in native byte order (B, G, R, A on little-endian machines).
                let p = data.advanced(by: y * stride + x * 4)
                let a = Int(p[3])
                let unpremultiply = { (v: UInt8) -> UInt8 in a == 0 ? 0 : UInt8(min(255, (Int(v) * 255 + a / 2) / a)) }
                let i = (y * width + x) * 3
                rgb[i] = unpremultiply(p[2])
                rgb[i + 1] = unpremultiply(p[1])
                rgb[i + 2] = unpremultiply(p[0])
            }
        }
        return (width, height, rgb)
    }

    // MARK: Items

    private func draw(_ item: DisplayItem, on cr: OpaquePointer, base: inout cairo_matrix_t) {
        guard item.alpha > 0 else { return }
        cairo_save(cr)
        for clip in item.clips {
            cairo_set_matrix(cr, &base)
            concatenate(clip.transform, on: cr)
            append(DisplayPath(rect: clip.rect, cornerRadius: clip.cornerRadius), on: cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            cairo_clip(cr)
        }
        cairo_set_matrix(cr, &base)
        concatenate(item.transform, on: cr)
        let grouped = item.alpha < 1
        if grouped { cairo_push_group(cr) }
        let shape = DisplayPath(rect: item.bounds, cornerRadius: item.cornerRadius)
        if let shadow = item.shadow { drawShadow(shadow, shape: shape, on: cr) }
        if let background = item.backgroundColor, background.alpha > 0 {
            append(shape, on: cr)
            setColor(background, on: cr)
            cairo_fill(cr)
        }
        if !item.content.isEmpty {
            cairo_save(cr)
            cairo_rectangle(cr, item.bounds.minX, item.bounds.minY, item.bounds.width, item.bounds.height)
            cairo_clip(cr)
            run(item.content, on: cr)
            cairo_restore(cr)
        }
        if item.borderWidth > 0, let border = item.borderColor, border.alpha > 0 {
            // The border lies inside the bounds, as a CALayer's does.
            let inset = item.borderWidth / 2
            append(
                DisplayPath(rect: item.bounds.insetBy(dx: inset, dy: inset), cornerRadius: max(0, item.cornerRadius - inset)),
                on: cr)
            cairo_set_line_width(cr, Double(item.borderWidth))
            setColor(border, on: cr)
            cairo_stroke(cr)
        }
        if grouped {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, item.alpha)
        }
        cairo_restore(cr)
    }

    private func drawShadow(_ shadow: DisplayShadow, shape: DisplayPath, on cr: OpaquePointer) {
        guard shadow.color.alpha > 0 else { return }
        let path = shadow.path ?? shape
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_translate(cr, Double(shadow.offset.width), Double(shadow.offset.height))
        guard shadow.radius > 0, let mask = blurredMask(of: path, radius: shadow.radius, on: cr) else {
            append(path, on: cr)
            setColor(shadow.color, on: cr)
            cairo_fill(cr)
            return
        }
        setColor(shadow.color, on: cr)
        cairo_translate(cr, Double(mask.origin.x), Double(mask.origin.y))
        cairo_scale(cr, 1 / mask.resolution, 1 / mask.resolution)
        cairo_mask_surface(cr, mask.surface, 0, 0)
    }

    /// A shadow's shape, blurred: an A8 image of `path` in the current user space at about the device's resolution,
    /// blurred with three box blurs (a close approximation of a Gaussian) of standard deviation `radius / 2`, the
    /// blur Core Animation's `shadowRadius` gives and the SVG backend writes. Cached per shape, radius and
    /// resolution, since a shadow rarely changes between frames.
    private func blurredMask(of path: DisplayPath, radius: CGFloat, on cr: OpaquePointer) -> ShadowMask? {
        var dx = 1.0, dy = 0.0
        cairo_user_to_device_distance(cr, &dx, &dy)
        var sx = 1.0, sy = 1.0
        cairo_surface_get_device_scale(cairo_get_group_target(cr), &sx, &sy)
        let resolution = min(max((dx * dx + dy * dy).squareRoot() * sx, 0.25), 4)
        let key = ShadowKey(path: path, radius: radius, resolution: resolution)
        if let cached = shadowMasks[key] { return cached }
        let points = path.elements.flatMap { element -> [CGPoint] in
            switch element {
            case .move(let p), .line(let p): [p]
            case .quadCurve(let to, let c): [to, c]
            case .curve(let to, let c1, let c2): [to, c1, c2]
            case .close: []
            }
        }
        guard let minX = points.map(\.x).min(), let maxX = points.map(\.x).max(), let minY = points.map(\.y).min(),
            let maxY = points.map(\.y).max()
        else { return nil }
        let sigma = Double(radius) / 2, pad = CGFloat(3 * sigma)
        let rect = CGRect(x: minX - pad, y: minY - pad, width: maxX - minX + 2 * pad, height: maxY - minY + 2 * pad)
        let width = Int((Double(rect.width) * resolution).rounded(.up)), height = Int((Double(rect.height) * resolution).rounded(.up))
        guard width > 0, height > 0, width * height <= 4_000_000 else { return nil }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))!
        let mcr = cairo_create(surface)!
        cairo_scale(mcr, resolution, resolution)
        cairo_translate(mcr, -Double(rect.minX), -Double(rect.minY))
        append(path, on: mcr)
        cairo_set_source_rgba(mcr, 0, 0, 0, 1)
        cairo_fill(mcr)
        cairo_destroy(mcr)
        cairo_surface_flush(surface)
        BoxBlur.blur(
            cairo_image_surface_get_data(surface)!, width: width, height: height,
            stride: Int(cairo_image_surface_get_stride(surface)), sigma: sigma * resolution)
        cairo_surface_mark_dirty(surface)
        let mask = ShadowMask(surface: surface, origin: rect.origin, resolution: resolution)
        if shadowMasks.count > 64 { shadowMasks.removeAll() }
        shadowMasks[key] = mask
        return mask
    }

    // MARK: Content

    /// Runs a content program; `save`/`restore` pairs map onto cairo's own state stack.
    private func run(_ content: [DisplayContent], on cr: OpaquePointer) {
        var depth = 0
        for step in content {
            switch step {
            case .save:
                cairo_save(cr)
                depth += 1
            case .restore:
                guard depth > 0 else { continue }  // an unbalanced restore must not pop the item's own state
                cairo_restore(cr)
                depth -= 1
            case .concatenate(let t):
                concatenate(t, on: cr)
            case .clip(let path, let rule):
                append(path, on: cr)
                cairo_set_fill_rule(cr, fillRule(rule))
                cairo_clip(cr)
            case .fill(let path, let color, let rule):
                append(path, on: cr)
                cairo_set_fill_rule(cr, fillRule(rule))
                setColor(color, on: cr)
                cairo_fill(cr)
            case .stroke(let path, let stroke):
                append(path, on: cr)
                apply(stroke, on: cr)
                cairo_stroke(cr)
            case .image(let image):
                draw(image, on: cr)
            case .text(let text):
                PangoText.draw(text, on: cr)
            }
        }
        for _ in 0..<depth { cairo_restore(cr) }
    }

    private func draw(_ image: DisplayImage, on cr: OpaquePointer) {
        guard image.rect.width > 0, image.rect.height > 0 else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if let path = image.filePath, let pixbuf = pixbuf(at: path) {
            let w = Double(gdk_pixbuf_get_width(pixbuf)), h = Double(gdk_pixbuf_get_height(pixbuf))
            cairo_translate(cr, Double(image.rect.minX), Double(image.rect.minY))
            cairo_scale(cr, Double(image.rect.width) / w, Double(image.rect.height) / h)
            gdk_cairo_set_source_pixbuf(cr, pixbuf, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            cairo_rectangle(cr, 0, 0, w, h)
            if let tint = image.tint {
                // A template image: its alpha as a mask for the tint.
                let pattern = cairo_pattern_reference(cairo_get_source(cr))
                setColor(tint, on: cr)
                cairo_mask(cr, pattern)
                cairo_pattern_destroy(pattern)
            } else {
                cairo_fill(cr)
            }
            return
        }
        if !image.drawing.isEmpty, image.size.width > 0, image.size.height > 0 {
            cairo_translate(cr, Double(image.rect.minX), Double(image.rect.minY))
            cairo_scale(cr, Double(image.rect.width / image.size.width), Double(image.rect.height / image.size.height))
            cairo_rectangle(cr, 0, 0, Double(image.size.width), Double(image.size.height))
            cairo_clip(cr)
            if let tint = image.tint {
                cairo_push_group(cr)
                run(image.drawing, on: cr)
                let mask = cairo_pop_group(cr)
                setColor(tint, on: cr)
                cairo_mask(cr, mask)
                cairo_pattern_destroy(mask)
            } else {
                run(image.drawing, on: cr)
            }
            return
        }
        // Nothing to draw the pixels from: a placeholder of the image's size.
        let r = image.rect
        if let tint = image.tint {
            cairo_rectangle(cr, Double(r.minX) + 0.5, Double(r.minY) + 0.5, Double(r.width) - 1, Double(r.height) - 1)
            setColor(tint, on: cr)
            cairo_set_line_width(cr, 1)
            cairo_stroke(cr)
        } else {
            cairo_rectangle(cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
            setColor(DisplayColor(red: 0.8, green: 0.8, blue: 0.8, alpha: 1), on: cr)
            cairo_fill(cr)
        }
    }

    /// A PNG or JPEG file as a GdkPixbuf, loaded once.
    private func pixbuf(at path: String) -> OpaquePointer? {
        if let cached = images[path] { return cached }
        let pixbuf = gdk_pixbuf_new_from_file(path, nil)
        images[path] = pixbuf
        return pixbuf
    }

    // MARK: Cairo helpers

    private func concatenate(_ t: DisplayTransform, on cr: OpaquePointer) {
        var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_transform(cr, &m)
    }

    private func append(_ path: DisplayPath, on cr: OpaquePointer) {
        cairo_new_path(cr)
        var current = CGPoint.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                cairo_move_to(cr, Double(p.x), Double(p.y))
                current = p
            case .line(let p):
                cairo_line_to(cr, Double(p.x), Double(p.y))
                current = p
            case .quadCurve(let to, let c):
                // A quadratic curve as the cubic with the same shape.
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: to.x + 2 / 3 * (c.x - to.x), y: to.y + 2 / 3 * (c.y - to.y))
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(to.x), Double(to.y))
                current = to
            case .curve(let to, let c1, let c2):
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(to.x), Double(to.y))
                current = to
            case .close:
                cairo_close_path(cr)
                var x = 0.0, y = 0.0
                cairo_get_current_point(cr, &x, &y)
                current = CGPoint(x: x, y: y)
            }
        }
    }

    private func apply(_ stroke: DisplayStroke, on cr: OpaquePointer) {
        setColor(stroke.color, on: cr)
        cairo_set_line_width(cr, Double(stroke.lineWidth))
        cairo_set_line_cap(cr, stroke.lineCap == "round" ? CAIRO_LINE_CAP_ROUND : stroke.lineCap == "square" ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cr, stroke.lineJoin == "round" ? CAIRO_LINE_JOIN_ROUND : stroke.lineJoin == "bevel" ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
        cairo_set_miter_limit(cr, Double(stroke.miterLimit))
        let dashes = stroke.dash.map(Double.init)
        // A dash pattern of all zeros (or negative lengths) is an error in cairo: draw it solid.
        if dashes.contains(where: { $0 > 0 }), !dashes.contains(where: { $0 < 0 }) {
            cairo_set_dash(cr, dashes, Int32(dashes.count), Double(stroke.dashPhase))
        } else {
            cairo_set_dash(cr, nil, 0, 0)
        }
    }

    private func fillRule(_ rule: DisplayFillRule) -> cairo_fill_rule_t {
        rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING
    }

    private func setColor(_ c: DisplayColor, on cr: OpaquePointer) {
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
    }
}

extension DisplayColor {
    fileprivate func withAlpha(_ alpha: Double) -> DisplayColor {
        DisplayColor(red: red, green: green, blue: blue, alpha: alpha)
    }
}
