import Foundation

/// The timeline page's script: plain JavaScript, inline in the page.
///
/// It stacks the lanes again when the filter or the finger button hides or shows some (moving the connectors,
/// the grid and the legend with them), and zooms and pans the time axis: marks keep their size and move to their
/// new time, stretches (state bands, held deliveries, touches) stretch, finger paths are scaled along x, and the
/// ticks of the axis are worked out again for the zoom. Labels placed without overlap at the first zoom only move
/// further apart when zoomed in.
enum TimelinePageScript {
    static let source = #"""
(function () {
  "use strict";
  var svg = document.querySelector("svg.timeline");
  if (!svg) return;
  var NS = "http://www.w3.org/2000/svg";
  var d = svg.dataset;
  var plotX = +d.plotX, plotW = +d.plotW, top = +d.top;
  var panelBottom = +d.panelBottom, legendTop0 = +d.legendTop, legendH = +d.legendH;
  var collapsed = d.fingersCollapsed === "true";
  var lanes = Array.prototype.slice.call(svg.querySelectorAll("g.lane"));
  var backgrounds = Array.prototype.slice.call(svg.querySelectorAll("rect.lane-background"));
  var legend = svg.querySelector("g.legend");
  var axis = svg.querySelector("g.axis");
  var ticks = axis.querySelector("g.ticks");
  var originalTicks = ticks.innerHTML;
  var axisY = +axis.dataset.y;
  var pieces = axis.dataset.pieces.split(";").filter(Boolean).map(function (p) {
    var a = p.split(" ").map(Number);
    return { t0: a[0], t1: a[1], x0: a[2], x1: a[3], isBreak: a[4] === 1 };
  });
  var filterBox = document.getElementById("timeline-filter");
  var fingersButton = document.getElementById("timeline-fingers");
  var level = document.getElementById("timeline-zoom-level");
  var k = 1, v0 = plotX, bottom = legendTop0, laneShift = {};

  // What zooming moves: every shape placed by time, except the ticks (drawn again for each zoom).
  var items = [];
  function num(el, name) { return parseFloat(el.getAttribute(name)); }
  // A mark made of several shapes, or a label, names the x of its mark (data-x) and moves as one piece with it.
  Array.prototype.forEach.call(svg.querySelectorAll(".plot *"), function (el) {
    if (el.closest(".ticks") || (el.parentNode.closest && el.parentNode.closest(".plot [data-x]"))) return;
    var tag = el.tagName.toLowerCase(), it = { el: el, dy: 0 };
    if (el.hasAttribute("data-x")) { it.kind = "point"; it.cx = num(el, "data-x"); }
    else if (tag === "rect") {
      var x = num(el, "x"), w = num(el, "width");
      if (w > 6) { it.kind = "span"; it.x = x; it.w = w; }
      else { it.kind = "point"; it.cx = x + w / 2; }
    } else if (tag === "line") {
      var x1 = num(el, "x1"), x2 = num(el, "x2");
      if (x1 === x2) { it.kind = "point"; it.cx = x1; } else { it.kind = "line"; it.x1 = x1; it.x2 = x2; }
    } else if (tag === "circle") { it.kind = "point"; it.cx = num(el, "cx"); }
    else if (tag === "text") { it.kind = "point"; it.cx = num(el, "x"); }
    else if (tag === "path") {
      var xs = (el.getAttribute("d").match(/-?[0-9.]+/g) || []).map(Number).filter(function (v, i) { return i % 2 === 0; });
      it.kind = "point"; it.cx = (Math.min.apply(null, xs) + Math.max.apply(null, xs)) / 2;
    } else if (tag === "polyline") { it.kind = "poly"; el.setAttribute("vector-effect", "non-scaling-stroke"); }
    else return;
    el.tactileItem = it;
    items.push(it);
  });

  function X(x) { return plotX + (x - v0) * k; }
  function xOfTime(t) {
    for (var i = 0; i < pieces.length; i++) {
      var p = pieces[i];
      if (t <= p.t1 || i === pieces.length - 1) {
        if (t <= p.t0 || p.t1 <= p.t0) return p.x0;
        return p.x0 + Math.min(1, (t - p.t0) / (p.t1 - p.t0)) * (p.x1 - p.x0);
      }
    }
    return plotX;
  }
  function clampView() {
    k = Math.min(Math.max(k, 1), 1000);
    v0 = Math.min(Math.max(v0, plotX), plotX + plotW - plotW / k);
  }
  function seconds(t, decimals) {
    var s = t.toFixed(decimals);
    if (s.indexOf(".") >= 0) s = s.replace(/0+$/, "").replace(/\.$/, "");
    return (s === "-0" ? "0" : s) + " s";
  }
  function el(name, attributes, text) {
    var e = document.createElementNS(NS, name);
    for (var a in attributes) e.setAttribute(a, attributes[a]);
    if (text) e.textContent = text;
    return e;
  }
  function drawTicks() {
    if (k === 1) { ticks.innerHTML = originalTicks; }
    else {
      ticks.textContent = "";
      var lastEnd = -Infinity;
      pieces.forEach(function (p) {
        if (p.isBreak || p.t1 <= p.t0) return;
        var pps = (p.x1 - p.x0) / (p.t1 - p.t0) * k;
        var raw = 90 / pps, magnitude = Math.pow(10, Math.floor(Math.log10(raw)));
        var step = [1, 2, 5, 10].map(function (m) { return m * magnitude; }).filter(function (s) { return s >= raw; })[0];
        var decimals = Math.max(0, -Math.floor(Math.log10(step) + 1e-9));
        for (var i = Math.ceil(p.t0 / step - 1e-9); i * step <= p.t1 + 1e-9; i++) {
          var t = i * step, x = X(p.x0 + (t - p.t0) / (p.t1 - p.t0) * (p.x1 - p.x0));
          if (x < plotX - 1 || x > plotX + plotW + 1) continue;
          var g = el("g", { "class": "tick" });
          g.appendChild(el("line", { x1: x, y1: axisY - 4, x2: x, y2: axisY, stroke: "#555" }));
          g.appendChild(el("line", { "class": "grid to-bottom", x1: x, y1: top, x2: x, y2: bottom, stroke: "#e6e8eb" }));
          var label = seconds(t, decimals), width = label.length * 6;
          if (x - width / 2 > lastEnd + 2) {
            g.appendChild(el("text", { x: x, y: axisY - 7, "text-anchor": "middle", "font-size": 10, fill: "#555" }, label));
            lastEnd = x + width / 2;
          }
          ticks.appendChild(g);
        }
      });
    }
    Array.prototype.forEach.call(ticks.querySelectorAll(".to-bottom"), function (g) { g.setAttribute("y2", bottom); });
  }
  function apply() {
    items.forEach(function (it) {
      var e = it.el;
      if (it.kind === "point") e.setAttribute("transform", "translate(" + (X(it.cx) - it.cx) + "," + it.dy + ")");
      else if (it.kind === "span") { var a = X(it.x); e.setAttribute("x", a); e.setAttribute("width", Math.max(X(it.x + it.w) - a, 1)); }
      else if (it.kind === "line") { e.setAttribute("x1", X(it.x1)); e.setAttribute("x2", X(it.x2)); }
      else if (it.kind === "poly") e.setAttribute("transform", "matrix(" + k + ",0,0,1," + (plotX - v0 * k) + ",0)");
    });
    drawTicks();
    level.textContent = "×" + (k < 10 ? k.toFixed(1).replace(/\.0$/, "") : Math.round(k));
  }
  var pending = false;
  function schedule() {
    if (pending) return;
    pending = true;
    requestAnimationFrame(function () { pending = false; apply(); });
  }

  // Lanes: the filter keeps the recognizers and fingers whose names contain one of its terms; collapsed fingers
  // show as the summary row unless the filter names some of them.
  function terms() {
    return filterBox.value.toLowerCase().split(",").map(function (s) { return s.trim(); }).filter(Boolean);
  }
  function layout() {
    var words = terms();
    function wanted(lane) {
      var name = lane.dataset.lane.toLowerCase();
      return words.length === 0 || words.some(function (w) { return name.indexOf(w) >= 0; });
    }
    var fingerShown = lanes.some(function (lane) {
      return lane.dataset.kind === "finger" && (words.length ? wanted(lane) : !collapsed);
    });
    var y = top, group = -1, anyShown = false;
    lanes.forEach(function (lane, i) {
      var kind = lane.dataset.kind, show;
      if (kind === "recognizer") show = wanted(lane);
      else if (kind === "finger") show = words.length ? wanted(lane) : !collapsed;
      else if (kind === "finger-summary") show = !fingerShown;
      else show = true;
      var laneGroup = kind === "recognizer" ? 0 : (kind === "decisions" || kind === "other-input") ? 1 : 2;
      var parts = [lane, backgrounds[i]];
      if (kind === "recognizer") laneShift[lane.dataset.lane] = null;
      if (!show) {
        parts.forEach(function (p) { p.setAttribute("display", "none"); });
        return;
      }
      // The gaps: after the recognizers, and before the fingers.
      if (anyShown && laneGroup !== group && (laneGroup === 2 || group === 0)) y += 8;
      group = laneGroup;
      anyShown = true;
      var shift = y - (+lane.dataset.y);
      parts.forEach(function (p) { p.removeAttribute("display"); p.setAttribute("transform", "translate(0," + shift + ")"); });
      if (kind === "recognizer") laneShift[lane.dataset.lane] = shift;
      y += +lane.dataset.h;
    });
    bottom = y;
    var legendTop = Math.max(bottom, panelBottom) + 24;
    legend.setAttribute("transform", "translate(0," + (legendTop - legendTop0) + ")");
    var height = Math.ceil(legendTop + legendH);
    svg.setAttribute("height", height);
    svg.setAttribute("viewBox", "0 0 " + svg.getAttribute("width") + " " + height);
    Array.prototype.forEach.call(svg.querySelectorAll(".break rect.to-bottom"), function (r) {
      r.setAttribute("height", Math.max(bottom - num(r, "y"), 0));
    });
    Array.prototype.forEach.call(svg.querySelectorAll("g.connector"), function (c) {
      var from = laneShift[c.dataset.from], to = laneShift[c.dataset.to];
      if (from == null || to == null) { c.setAttribute("display", "none"); return; }
      c.removeAttribute("display");
      var path = c.querySelector("path"), x = path.getAttribute("d").match(/^M(-?[0-9.]+)/)[1];
      path.setAttribute("d", "M" + x + " " + (+path.dataset.y1 + from) + " L" + x + " " + (+path.dataset.y2 + to));
      var label = c.querySelector(".connector-label");
      if (label && label.tactileItem) label.tactileItem.dy = (from + to) / 2;
    });
    if (fingersButton) {
      var count = fingersButton.dataset.count;
      fingersButton.textContent = collapsed ? "Show the " + count + " finger lane" + (count === "1" ? "" : "s") : "Collapse the finger lanes";
      fingersButton.setAttribute("aria-pressed", String(!collapsed));
    }
    apply();
  }

  function setCollapsed(value) { collapsed = value; layout(); }
  if (fingersButton) fingersButton.addEventListener("click", function () { setCollapsed(!collapsed); });
  var summary = svg.querySelector(".finger-summary");
  if (summary) {
    summary.addEventListener("click", function () { setCollapsed(false); });
    summary.addEventListener("keydown", function (e) { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); setCollapsed(false); } });
  }
  filterBox.addEventListener("input", layout);

  // Zoom and pan.
  function svgX(e) {
    var p = svg.createSVGPoint();
    p.x = e.clientX; p.y = e.clientY;
    return p.matrixTransform(svg.getScreenCTM().inverse());
  }
  function zoomAt(factor, x) {
    var at = v0 + (x - plotX) / k;
    k *= factor; clampView();
    v0 = at - (x - plotX) / k; clampView();
    schedule();
  }
  function panBy(dx) { v0 += dx / k; clampView(); schedule(); }
  document.getElementById("timeline-zoom-in").addEventListener("click", function () { zoomAt(1.5, plotX + plotW / 2); });
  document.getElementById("timeline-zoom-out").addEventListener("click", function () { zoomAt(1 / 1.5, plotX + plotW / 2); });
  document.getElementById("timeline-zoom-fit").addEventListener("click", function () { k = 1; v0 = plotX; schedule(); });
  document.getElementById("timeline-pan-left").addEventListener("click", function () { panBy(-plotW / 4); });
  document.getElementById("timeline-pan-right").addEventListener("click", function () { panBy(plotW / 4); });
  svg.addEventListener("wheel", function (e) {
    var p = svgX(e);
    if (p.x < plotX || p.x > plotX + plotW) return;
    var scale = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? 400 : 1;
    if (e.ctrlKey || e.metaKey || p.y < top) {
      e.preventDefault();
      zoomAt(Math.exp(-e.deltaY * scale * 0.002), p.x);
    } else if (e.shiftKey || Math.abs(e.deltaX) > Math.abs(e.deltaY)) {
      e.preventDefault();
      panBy((e.shiftKey ? e.deltaY : e.deltaX) * scale);
    }
  }, { passive: false });
  var pointers = new Map(), drag = null, pinch = null;
  svg.addEventListener("pointerdown", function (e) {
    var p = svgX(e);
    if (p.x < plotX || p.x > plotX + plotW || (e.pointerType === "mouse" && e.button !== 0)) return;
    pointers.set(e.pointerId, p.x);
    var xs = Array.from(pointers.values());
    if (xs.length === 2) {
      var mid = (xs[0] + xs[1]) / 2;
      pinch = { distance: Math.abs(xs[0] - xs[1]) || 1, k: k, at: v0 + (mid - plotX) / k };
      drag = null;
    } else if (xs.length === 1) drag = { x: p.x, v0: v0 };
  });
  window.addEventListener("pointermove", function (e) {
    if (!pointers.has(e.pointerId)) return;
    var x = svgX(e).x;
    pointers.set(e.pointerId, x);
    var xs = Array.from(pointers.values());
    if (pinch && xs.length === 2) {
      k = pinch.k * (Math.abs(xs[0] - xs[1]) || 1) / pinch.distance; clampView();
      v0 = pinch.at - ((xs[0] + xs[1]) / 2 - plotX) / k; clampView();
      schedule();
    } else if (drag) {
      v0 = drag.v0 - (x - drag.x) / k; clampView();
      schedule();
    }
  });
  function release(e) {
    pointers.delete(e.pointerId);
    if (pointers.size < 2) pinch = null;
    if (pointers.size === 0) drag = null;
  }
  window.addEventListener("pointerup", release);
  window.addEventListener("pointercancel", release);

  // A starting view from the address: #filter=pan&fingers=shown&zoom=4&from=1.2
  var start = new URLSearchParams(location.hash.slice(1));
  if (start.has("filter")) filterBox.value = start.get("filter");
  if (start.get("fingers") === "shown") collapsed = false;
  if (start.get("fingers") === "collapsed") collapsed = true;
  if (start.has("zoom")) { k = +start.get("zoom") || 1; v0 = start.has("from") ? xOfTime(+start.get("from")) : plotX; clampView(); }
  layout();
  window.tactileTimeline = {
    zoom: function () { return { scale: k, from: v0 }; },
    layout: layout,
    setCollapsed: setCollapsed
  };
})();
"""#
}
