import Foundation

/// The timeline as one self-contained HTML page: the SVG, its controls, a style sheet and a script, all inline
/// (no network, no CDN), so the file opens anywhere and can be mailed or attached to a bug report.
///
/// No UIKit counterpart. The controls: a filter box (recognizer or finger names, several separated by commas),
/// a button that shows or collapses the finger lanes, and zoom buttons (zoom in, zoom out, fit, pan left and right)
/// for the time axis. Over the plot, Ctrl + wheel or a trackpad pinch zooms about the pointer, a plain wheel over
/// the time axis zooms too, a horizontal wheel or Shift + wheel pans, dragging pans, and two fingers on a
/// touchscreen pinch to zoom. The page's address can carry a starting view: `#filter=pan&fingers=shown&zoom=4&from=1.2`
/// (the time at the left edge in seconds from the start).
enum TimelinePage {
    static func html(svg: String, title: String, fingerCount: Int, collapsed: Bool) -> String {
        var page = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
            + "<title>\(TimelineRenderer.escape(title))</title>\n<style>\(style)</style></head><body>\n"
        page += "<div class=\"controls\" role=\"toolbar\" aria-label=\"Timeline controls\">\n"
        page += "<label>Filter <input id=\"timeline-filter\" type=\"search\" size=\"30\" "
            + "placeholder=\"recognizer or finger, e.g. pan, finger 3\" aria-label=\"Show only the lanes whose name "
            + "contains this (several, separated by commas)\"></label>\n"
        if fingerCount > 0 {
            let label = collapsed ? showFingers(fingerCount) : hideFingers
            page += "<button id=\"timeline-fingers\" type=\"button\" data-count=\"\(fingerCount)\" "
                + "aria-pressed=\"\(!collapsed)\">\(label)</button>\n"
        }
        page += "<span class=\"zoom\" role=\"group\" aria-label=\"Zoom the time axis\">Time "
            + "<button id=\"timeline-zoom-out\" type=\"button\" title=\"Zoom out\">−</button>"
            + "<button id=\"timeline-zoom-in\" type=\"button\" title=\"Zoom in\">+</button>"
            + "<button id=\"timeline-pan-left\" type=\"button\" title=\"Earlier\">◀</button>"
            + "<button id=\"timeline-pan-right\" type=\"button\" title=\"Later\">▶</button>"
            + "<button id=\"timeline-zoom-fit\" type=\"button\" title=\"Show the whole session\">Fit</button> "
            + "<output id=\"timeline-zoom-level\">×1</output></span>\n"
        page += "<span class=\"hint\">Ctrl + wheel or pinch to zoom, drag to pan; hover a mark for its log line.</span>\n"
        page += "</div>\n"
        page += svg
        page += "<script>\n\(TimelinePageScript.source)</script>\n</body></html>\n"
        return page
    }

    static func showFingers(_ count: Int) -> String { "Show the \(count) finger lane\(count == 1 ? "" : "s")" }
    static let hideFingers = "Collapse the finger lanes"

    static let style = """
        body{margin:8px 16px;font-family:sans-serif}\
        .controls{display:flex;flex-wrap:wrap;gap:6px 14px;align-items:center;font-size:13px;margin-bottom:6px}\
        .controls button{font-size:13px;min-width:28px}.hint{color:#666;font-size:12px}\
        svg.timeline{display:block;max-width:100%;height:auto;touch-action:pan-y;user-select:none}\
        svg.timeline .plot{cursor:grab}.finger-summary{cursor:pointer}
        """
}
