import CGtk
import Foundation
import Tactile
import TactileRender
import Testing
@testable import TactileGTK

/// The cairo renderer against Tactile's reference backend (SVG, rasterised by librsvg's `rsvg-convert`), and the
/// host's repainting of damage against a full redraw.
@MainActor
@Suite(.serialized) struct CairoRendererTests {
    /// Pixel differences between two RGB images of the same size: the mean absolute difference per channel (0…255),
    /// and the share of pixels whose largest channel difference is over `threshold`.
    static func difference(_ a: [UInt8], _ b: [UInt8], threshold: Int = 48) -> (mean: Double, share: Double) {
        precondition(a.count == b.count)
        var total = 0, over = 0
        for i in stride(from: 0, to: a.count, by: 3) {
            var largest = 0
            for c in 0..<3 {
                let d = abs(Int(a[i + c]) - Int(b[i + c]))
                total += d
                largest = max(largest, d)
            }
            if largest > threshold { over += 1 }
        }
        return (Double(total) / Double(a.count), Double(over) / Double(a.count / 3))
    }

    /// A PNG file's pixels as RGB bytes (cairo reads PNG), composited on white.
    static func pngPixels(_ path: String) throws -> (width: Int, height: Int, rgb: [UInt8]) {
        let png = cairo_image_surface_create_from_png(path)!
        defer { cairo_surface_destroy(png) }
        guard cairo_surface_status(png) == CAIRO_STATUS_SUCCESS else {
            throw ChildProcess.Failure(description: "cannot read \(path) as PNG")
        }
        let w = Int(cairo_image_surface_get_width(png)), h = Int(cairo_image_surface_get_height(png))
        let flat = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(w), Int32(h))!
        defer { cairo_surface_destroy(flat) }
        let cr = cairo_create(flat)!
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        cairo_set_source_surface(cr, png, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(flat)
        let stride = Int(cairo_image_surface_get_stride(flat)), data = cairo_image_surface_get_data(flat)!
        var rgb = [UInt8](repeating: 0, count: w * h * 3)
        for y in 0..<h {
            for x in 0..<w {
                let p = data.advanced(by: y * stride + x * 4), i = (y * w + x) * 3
                (rgb[i], rgb[i + 1], rgb[i + 2]) = (p[2], p[1], p[0])
            }
        }
        return (w, h, rgb)
    }

    @Test(.enabled(if: Tools.path("rsvg-convert") != nil, "rsvg-convert is not installed (Debian: librsvg2-bin)"))
    func theCairoRendererDrawsWhatTheSVGRendererDraws() throws {
        let app = UIApplication(scheduler: VirtualScheduler())  // the window holds its application weakly
        let window = RenderScene.make(application: app)
        let list = withExtendedLifetime(app) { window.displayList() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-gtk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = folder.appendingPathComponent("scene.svg"), png = folder.appendingPathComponent("scene.png")
        try SVGRenderer().render(list).write(to: svg, atomically: true, encoding: .utf8)
        for scale in [1, 2] {
            _ = try Tools.run(
                Tools.path("rsvg-convert")!,
                ["-w", "\(320 * scale)", "-h", "\(240 * scale)", "-b", "white", "-o", png.path, svg.path], seconds: 30)
            let reference = try Self.pngPixels(png.path)
            let cairo = CairoRenderer().renderRGB(list, scale: CGFloat(scale))
            #expect(cairo.width == reference.width && cairo.height == reference.height)
            let d = Self.difference(cairo.pixels, reference.rgb)
            print(String(format: "cairo vs SVG (rsvg-convert) at scale %d: mean difference %.2f per channel, %.2f %% of pixels differ by more than 48", scale, d.mean, d.share * 100))
            // Text (Pango's Sans against the SVG's Helvetica fallback), the shadow's blur and anti-aliasing differ.
            #expect(d.mean < 2.5, "mean difference \(d.mean) per channel at scale \(scale)")
            #expect(d.share < 0.015, "\(d.share * 100) % of pixels differ by more than 48 at scale \(scale)")
        }
    }

    @Test func repaintingTheDamageGivesTheSamePixelsAsAFullRedraw() throws {
        let app = UIApplication(scheduler: VirtualScheduler())
        let window = RenderScene.make(application: app)
        let incremental = WindowPainter(window: window)
        let target = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 320, 240)!
        defer { cairo_surface_destroy(target) }
        let cr = cairo_create(target)!
        defer { cairo_destroy(cr) }
        incremental.paint(on: cr, width: 320, height: 240, scale: 2)
        #expect(incremental.lastRepaint == CGRect(x: 0, y: 0, width: 320, height: 240))
        // A view changes colour, then one moves inside its clipping superview, then a view with a shadow moves.
        let card = window.subviews[0], clipper = window.subviews[2]
        let changes: [() -> Void] = [
            { card.backgroundColor = UIColor(red: 0.8, green: 0.2, blue: 0.5, alpha: 1) },
            { clipper.subviews[0].frame.origin.x = 20 },
            { card.center.x += 7 },
        ]
        for change in changes {
            change()
            incremental.paint(on: cr, width: 320, height: 240, scale: 2)
            let repaint = try #require(incremental.lastRepaint)
            #expect(repaint.width * repaint.height < 320 * 240 / 3, "repainted \(repaint) for one small change")
            // The full redraw: a one-shot list of the whole window (a second builder would take the painter's
            // record of changes), drawn on white at the same scale.
            let full = CairoRenderer().renderRGB(window.displayList(), scale: 2)
            let a = incremental.pixels()
            #expect(a.width == 640 && full.width == 640)
            let b = (rgb: full.pixels, width: full.width)
            // Stale pixels would differ by far more; cairo's anti-aliasing of an edge may differ by a level or two
            // with and without the repaint's clip.
            #expect(Self.difference(a.rgb, b.rgb, threshold: 8).share == 0, "repainting \(repaint) left stale pixels")
        }
        // Nothing changed: nothing is repainted.
        incremental.paint(on: cr, width: 320, height: 240, scale: 2)
        #expect(incremental.lastRepaint == nil)
        withExtendedLifetime(app) {}
    }

    @Test func pangoMeasuresWhatItDraws() {
        let measurer = PangoTextMeasurer()
        let font = UIFont.systemFont(ofSize: 20)
        let short = measurer.advance(of: "Tactile", font: font), long = measurer.advance(of: "Tactile Tactile", font: font)
        #expect(short > 40 && short < 100)
        #expect(abs(long - (2 * short + measurer.advance(of: " ", font: font))) < 1.5)
        let metrics = measurer.lineMetrics(for: font)
        #expect(metrics.ascender > 12 && metrics.descender > 2 && metrics.lineHeight >= metrics.ascender + metrics.descender - 0.5)
        #expect(measurer.advance(of: "Tactile", font: .boldSystemFont(ofSize: 20)) > short)
    }
}
