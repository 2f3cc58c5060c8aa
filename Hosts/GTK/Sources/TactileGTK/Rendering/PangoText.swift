import CGtk
import Foundation
import Tactile
import TactileRender

/// Text with Pango: the fonts the GTK host draws and measures with (no UIKit counterpart: Core Text on iOS).
///
/// A Tactile font becomes a Pango font description: the system font is Helvetica, or failing that Arial or the
/// default sans-serif face, as fontconfig resolves them (Debian's `fonts-urw-base35` gives Nimbus Sans, metrically
/// Helvetica; otherwise DejaVu Sans), the same list as the SVG backend and the widths Tactile's built-in measurer
/// uses; any other family is looked up by name; `UIFont.Weight` becomes Pango's weight
/// (ultra-light 100 … black 900), italic is Pango's italic style, and the point size is the absolute size in user
/// space, so text scales with the window's scale factor like everything else. Metrics are measured with hinting
/// off, at every scale alike, so a label measured once keeps its lines when drawn at scale 1 or 2.
@MainActor
enum PangoText {
    /// The families fontconfig tries for the system font, in order.
    static let systemFamily = "Helvetica,Arial,Sans"

    /// A Pango font description for a font described by family, size, weight and italic.
    static func description(family: String, size: CGFloat, weight: Double, italic: Bool) -> OpaquePointer {
        let font = pango_font_description_new()!
        pango_font_description_set_family(font, family == "System" || family.isEmpty ? systemFamily : family)
        pango_font_description_set_absolute_size(font, Double(size) * Double(PANGO_SCALE))
        pango_font_description_set_weight(font, pangoWeight(weight))
        pango_font_description_set_style(font, italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        return font
    }

    /// UIFont.Weight's raw value (−0.8 ultra-light, 0 regular, 0.23 medium, 0.3 semibold, 0.4 bold, 0.56 heavy,
    /// 0.62 black) as Pango's weight (100 … 900), between the named weights by linear interpolation.
    static func pangoWeight(_ w: Double) -> PangoWeight {
        let stops: [(Double, Double)] = [(-0.8, 100), (-0.6, 200), (-0.4, 300), (0, 400), (0.23, 500), (0.3, 600), (0.4, 700), (0.56, 800), (0.62, 900)]
        guard w > stops[0].0 else { return PangoWeight(rawValue: 100) }
        for (a, b) in zip(stops, stops.dropFirst()) where w <= b.0 {
            let value = a.1 + (w - a.0) / (b.0 - a.0) * (b.1 - a.1)
            return PangoWeight(rawValue: UInt32(value.rounded()))
        }
        return PangoWeight(rawValue: 900)
    }

    /// Font options without hinting of metrics, so advances do not depend on the device scale.
    static let fontOptions: OpaquePointer = {
        let options = cairo_font_options_create()!
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        return options
    }()

    /// Draws each line of `text` with its left baseline end at the line's origin.
    static func draw(_ text: DisplayText, on cr: OpaquePointer) {
        guard text.color.alpha > 0 else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_set_font_options(cr, fontOptions)
        let layout = pango_cairo_create_layout(cr)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_cairo_context_set_font_options(pango_layout_get_context(layout), fontOptions)
        let font = description(family: text.fontFamily, size: text.fontSize, weight: text.fontWeight, italic: text.isItalic)
        defer { pango_font_description_free(font) }
        pango_layout_set_font_description(layout, font)
        cairo_set_source_rgba(cr, text.color.red, text.color.green, text.color.blue, text.color.alpha)
        for line in text.lines where !line.text.isEmpty {
            pango_layout_set_text(layout, line.text, -1)
            let baseline = Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE)
            cairo_move_to(cr, Double(line.origin.x), Double(line.origin.y) - baseline)
            pango_cairo_show_layout(cr, layout)
        }
    }
}

/// Measures text with Pango, the font engine the GTK host draws with, so that labels are sized and broken into lines
/// by the widths their text is drawn at (no UIKit counterpart: UIKit measures with Core Text).
///
/// ``TactileHostWidget`` installs one as `TextMeasurement.current` when it starts drawing its window. Widths and line
/// metrics are measured without hinting, so they are the same at every scale factor.
@MainActor
public final class PangoTextMeasurer: TextMeasuring {
    private let context: OpaquePointer
    private let layout: OpaquePointer
    private var metricsCache: [String: TextLineMetrics] = [:]

    /// Creates a measurer on Pango's default cairo font map.
    public init() {
        context = pango_font_map_create_context(pango_cairo_font_map_get_default())!
        pango_cairo_context_set_font_options(context, PangoText.fontOptions)
        layout = pango_layout_new(context)!
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
        g_object_unref(UnsafeMutableRawPointer(context))
    }

    private func description(_ font: UIFont) -> OpaquePointer {
        let family = font.familyName.hasPrefix(".") ? "System" : font.familyName
        let italic = font.fontName.contains("Italic") || font.fontName.contains("Oblique")
        return PangoText.description(family: family, size: font.pointSize, weight: Double(font.weight.rawValue), italic: italic)
    }

    /// The advance width of `text` on one line in `font`, in points (Pango's logical width).
    public nonisolated func advance(of text: Substring, font: UIFont) -> CGFloat {
        MainActor.assumeIsolated {
            let desc = description(font)
            defer { pango_font_description_free(desc) }
            pango_layout_set_font_description(layout, desc)
            pango_layout_set_text(layout, String(text), -1)
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            return CGFloat(logical.width) / CGFloat(PANGO_SCALE)
        }
    }

    /// The ascender, descender and line height of `font` (Pango's font metrics; the line height is Pango's
    /// `height`, or ascender plus descender when the font gives none).
    public nonisolated func lineMetrics(for font: UIFont) -> TextLineMetrics {
        MainActor.assumeIsolated {
            let key = "\(font.familyName)|\(font.fontName)|\(font.pointSize)|\(font.weight.rawValue)"
            if let cached = metricsCache[key] { return cached }
            let desc = description(font)
            defer { pango_font_description_free(desc) }
            let metrics = pango_context_get_metrics(context, desc, nil)!
            defer { pango_font_metrics_unref(metrics) }
            let ascent = CGFloat(pango_font_metrics_get_ascent(metrics)) / CGFloat(PANGO_SCALE)
            let descent = CGFloat(pango_font_metrics_get_descent(metrics)) / CGFloat(PANGO_SCALE)
            let height = CGFloat(pango_font_metrics_get_height(metrics)) / CGFloat(PANGO_SCALE)
            let result = TextLineMetrics(ascender: ascent, descender: descent, lineHeight: height > 0 ? height : ascent + descent)
            metricsCache[key] = result
            return result
        }
    }
}
