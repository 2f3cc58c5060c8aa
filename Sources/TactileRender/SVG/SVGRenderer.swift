import Foundation

/// Draws a ``DisplayList`` as an SVG document: the reference backend, for tests, documentation and
/// `tactile render` (no UIKit counterpart).
///
/// The output is deterministic (numbers printed with at most three decimals, elements in list order), so two runs
/// of the same scene give the same bytes. Each item becomes a group with its transform and alpha, inside the
/// clips of its ancestors; its shadow, background, content (clipped to its bounds) and border follow in Core
/// Animation's order. Text uses the font family named in the list, with a sans-serif fallback; an image loaded from
/// a file is linked by its path; an image without pixels is drawn as a placeholder of its size.
public struct SVGRenderer: Sendable {
    /// Whether to draw a 1-point outline of every view's bounds, to see views that draw nothing. Default `false`.
    public var outlinesViews: Bool

    /// Creates a renderer.
    public init(outlinesViews: Bool = false) {
        self.outlinesViews = outlinesViews
    }

    /// The SVG document for `list`, at its size in points (one SVG user unit per point).
    public func render(_ list: DisplayList) -> String {
        var out = SVGWriter()
        let w = SVGWriter.number(Double(list.size.width)), h = SVGWriter.number(Double(list.size.height))
        out.line(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"\(w)\" "
                + "height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">")
        for (index, item) in list.items.enumerated() { out.item(item, index: index, outlined: outlinesViews) }
        out.line("</svg>")
        return out.text
    }
}

/// Writes SVG elements; keeps a counter for the ids of clip paths and filters.
struct SVGWriter {
    private(set) var text = ""
    private var nextID = 0

    mutating func line(_ s: String) {
        text += s
        text += "\n"
    }

    private mutating func newID(_ prefix: String) -> String {
        nextID += 1
        return "\(prefix)\(nextID)"
    }

    static func number(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        let rounded = (v * 1000).rounded() / 1000
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int64(rounded)) }
        var s = String(format: "%.3f", rounded)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s == "-0" ? "0" : s
    }

    static func matrix(_ t: DisplayTransform) -> String {
        "matrix(\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: " ")))"
    }

    static func color(_ c: DisplayColor) -> String {
        func byte(_ v: Double) -> Int { Int((min(1, max(0, v)) * 255).rounded()) }
        return "rgb(\(byte(c.red)),\(byte(c.green)),\(byte(c.blue)))"
    }

    /// `fill="…"` or `stroke="…"` with its opacity, when not opaque.
    static func paint(_ attribute: String, _ c: DisplayColor) -> String {
        var s = "\(attribute)=\"\(color(c))\""
        if c.alpha < 1 { s += " \(attribute)-opacity=\"\(number(c.alpha))\"" }
        return s
    }

    static func pathData(_ path: DisplayPath) -> String {
        var parts: [String] = []
        parts.reserveCapacity(path.elements.count)
        func p(_ point: CGPoint) -> String { "\(number(Double(point.x))) \(number(Double(point.y)))" }
        for element in path.elements {
            switch element {
            case .move(let a): parts.append("M\(p(a))")
            case .line(let a): parts.append("L\(p(a))")
            case .quadCurve(let to, let c): parts.append("Q\(p(c)) \(p(to))")
            case .curve(let to, let c1, let c2): parts.append("C\(p(c1)) \(p(c2)) \(p(to))")
            case .close: parts.append("Z")
            }
        }
        return parts.joined(separator: " ")
    }

    static func escape(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.count)
        for ch in s {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(ch)
            }
        }
        return out
    }

    static func rectPath(_ rect: CGRect, cornerRadius: CGFloat) -> String {
        pathData(DisplayPath(rect: rect, cornerRadius: cornerRadius))
    }

    // MARK: Items

    /// Draws `item`, the list's `index`-th (its group's id: the index keeps the output the same from run to run,
    /// where item ids count views made by the process).
    mutating func item(_ item: DisplayItem, index: Int, outlined: Bool) {
        var openGroups = 0
        for clip in item.clips {
            let id = newID("clip")
            line(
                "<clipPath id=\"\(id)\"><path transform=\"\(Self.matrix(clip.transform))\" d=\"\(Self.rectPath(clip.rect, cornerRadius: clip.cornerRadius))\"/></clipPath>"
            )
            line("<g clip-path=\"url(#\(id))\">")
            openGroups += 1
        }
        var groupAttributes = "transform=\"\(Self.matrix(item.transform))\""
        if item.alpha < 1 { groupAttributes += " opacity=\"\(Self.number(item.alpha))\"" }
        line("<g id=\"view-\(index)\" data-class=\"\(Self.escape(item.className))\" \(groupAttributes)>")
        openGroups += 1
        let boundsPath = Self.rectPath(item.bounds, cornerRadius: item.cornerRadius)
        if let shadow = item.shadow {
            let id = newID("shadow")
            let blur = Self.number(Double(shadow.radius) / 2)
            line(
                "<filter id=\"\(id)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\"><feGaussianBlur stdDeviation=\"\(blur)\"/></filter>"
            )
            let d = shadow.path.map(Self.pathData) ?? boundsPath
            let dx = Self.number(Double(shadow.offset.width)), dy = Self.number(Double(shadow.offset.height))
            line(
                "<path d=\"\(d)\" transform=\"translate(\(dx) \(dy))\" \(Self.paint("fill", shadow.color)) filter=\"url(#\(id))\"/>"
            )
        }
        if let background = item.backgroundColor, background.alpha > 0 {
            line("<path d=\"\(boundsPath)\" \(Self.paint("fill", background))/>")
        }
        if !item.content.isEmpty {
            let id = newID("bounds")
            line("<clipPath id=\"\(id)\"><path d=\"\(boundsPath)\"/></clipPath>")
            line("<g clip-path=\"url(#\(id))\">")
            content(item.content)
            line("</g>")
        }
        if item.borderWidth > 0, let border = item.borderColor {
            let inset = Double(item.borderWidth) / 2
            let rect = item.bounds.insetBy(dx: inset, dy: inset)
            let radius = max(0, item.cornerRadius - CGFloat(inset))
            line(
                "<path d=\"\(Self.rectPath(rect, cornerRadius: radius))\" fill=\"none\" \(Self.paint("stroke", border)) stroke-width=\"\(Self.number(Double(item.borderWidth)))\"/>"
            )
        }
        if outlined {
            line("<path d=\"\(Self.rectPath(item.bounds, cornerRadius: 0))\" fill=\"none\" stroke=\"rgb(255,0,255)\" stroke-width=\"1\"/>")
        }
        for _ in 0..<openGroups { line("</g>") }
    }

    // MARK: Content

    mutating func content(_ steps: [DisplayContent]) {
        // Groups opened by `concatenate` and `clip` since each `save`, closed by the matching `restore`.
        var openSinceSave: [Int] = [0]
        for step in steps {
            switch step {
            case .save:
                openSinceSave.append(0)
            case .restore:
                if openSinceSave.count > 1, let count = openSinceSave.popLast() {
                    for _ in 0..<count { line("</g>") }
                }
            case .concatenate(let t):
                line("<g transform=\"\(Self.matrix(t))\">")
                openSinceSave[openSinceSave.count - 1] += 1
            case .clip(let path, let rule):
                let id = newID("clip")
                line(
                    "<clipPath id=\"\(id)\"><path d=\"\(Self.pathData(path))\" clip-rule=\"\(rule == .evenOdd ? "evenodd" : "nonzero")\"/></clipPath>"
                )
                line("<g clip-path=\"url(#\(id))\">")
                openSinceSave[openSinceSave.count - 1] += 1
            case .fill(let path, let color, let rule):
                line(
                    "<path d=\"\(Self.pathData(path))\" \(Self.paint("fill", color)) fill-rule=\"\(rule == .evenOdd ? "evenodd" : "nonzero")\"/>"
                )
            case .stroke(let path, let stroke):
                var attributes = "fill=\"none\" \(Self.paint("stroke", stroke.color)) stroke-width=\"\(Self.number(Double(stroke.lineWidth)))\""
                if stroke.lineCap != "butt" { attributes += " stroke-linecap=\"\(stroke.lineCap)\"" }
                if stroke.lineJoin != "miter" { attributes += " stroke-linejoin=\"\(stroke.lineJoin)\"" }
                if stroke.miterLimit != 10 { attributes += " stroke-miterlimit=\"\(Self.number(Double(stroke.miterLimit)))\"" }
                if !stroke.dash.isEmpty {
                    attributes += " stroke-dasharray=\"\(stroke.dash.map { Self.number(Double($0)) }.joined(separator: " "))\""
                    if stroke.dashPhase != 0 { attributes += " stroke-dashoffset=\"\(Self.number(Double(stroke.dashPhase)))\"" }
                }
                line("<path d=\"\(Self.pathData(path))\" \(attributes)/>")
            case .image(let image):
                self.image(image)
            case .text(let text):
                self.text(text)
            }
        }
        for count in openSinceSave { for _ in 0..<count { line("</g>") } }
    }

    mutating func image(_ image: DisplayImage) {
        let r = image.rect
        let (x, y) = (Self.number(Double(r.minX)), Self.number(Double(r.minY)))
        let (w, h) = (Self.number(Double(r.width)), Self.number(Double(r.height)))
        let title = image.name.map { "<title>\(Self.escape($0))</title>" } ?? ""
        if !image.drawing.isEmpty, image.size.width > 0, image.size.height > 0 {
            let sx = Double(r.width / image.size.width), sy = Double(r.height / image.size.height)
            let t = DisplayTransform(a: sx, b: 0, c: 0, d: sy, tx: Double(r.minX), ty: Double(r.minY))
            line("<g transform=\"\(Self.matrix(t))\">\(title)")
            content(image.drawing)
            line("</g>")
        } else if let path = image.filePath, image.tint == nil {
            line(
                "<image x=\"\(x)\" y=\"\(y)\" width=\"\(w)\" height=\"\(h)\" preserveAspectRatio=\"none\" xlink:href=\"file://\(Self.escape(path))\">\(title)</image>"
            )
        } else if let tint = image.tint {
            let inset = r.insetBy(dx: r.width * 0.1, dy: r.height * 0.1)
            line(
                "<path d=\"\(Self.pathData(DisplayPath(ellipseIn: inset)))\" fill=\"none\" \(Self.paint("stroke", tint)) stroke-width=\"\(Self.number(Double(max(1, r.width / 12))))\">\(title)</path>"
            )
        } else {
            line(
                "<g>\(title)<rect x=\"\(x)\" y=\"\(y)\" width=\"\(w)\" height=\"\(h)\" fill=\"rgb(210,210,215)\"/><path d=\"M\(x) \(y) L\(Self.number(Double(r.maxX))) \(Self.number(Double(r.maxY))) M\(Self.number(Double(r.maxX))) \(y) L\(x) \(Self.number(Double(r.maxY)))\" stroke=\"rgb(160,160,165)\" stroke-width=\"1\"/></g>"
            )
        }
    }

    mutating func text(_ text: DisplayText) {
        let family = text.fontFamily == "System" ? "Helvetica, Arial, sans-serif" : "\(Self.escape(text.fontFamily)), sans-serif"
        // UIFont.Weight −0.8…0.62 onto CSS 100…900.
        let cssWeight = text.fontWeight >= 0.56 ? 900 : text.fontWeight >= 0.4 ? 700 : text.fontWeight >= 0.3 ? 600
            : text.fontWeight >= 0.2 ? 500 : text.fontWeight > -0.3 ? 400 : text.fontWeight > -0.5 ? 300 : 200
        var attributes = "font-family=\"\(family)\" font-size=\"\(Self.number(Double(text.fontSize)))\""
        if cssWeight != 400 { attributes += " font-weight=\"\(cssWeight)\"" }
        if text.isItalic { attributes += " font-style=\"italic\"" }
        attributes += " \(Self.paint("fill", text.color))"
        for lineOfText in text.lines {
            line(
                "<text x=\"\(Self.number(Double(lineOfText.origin.x)))\" y=\"\(Self.number(Double(lineOfText.origin.y)))\" \(attributes) xml:space=\"preserve\">\(Self.escape(lineOfText.text))</text>"
            )
        }
    }
}
