// Checks the timeline page's controls in a real browser: headless Chromium driven through the DevTools protocol
// (the filter, the finger lanes' button and summary row, zoom and pan by buttons, Ctrl + wheel, dragging and a
// two-finger pinch, connectors following their lanes, and no script errors). Not run by CI; run it after changing
// the page's script. Needs Node 20 or later and Debian's chromium:
//
//   swift run tactile demo --timeline /tmp/demo.html
//   node --experimental-websocket scripts/timeline-page-check.mjs /tmp/demo.html
//
// Prints one line per check and exits 1 if any failed.
import { spawn } from "node:child_process";
import { resolve } from "node:path";
if (!process.argv[2]) { console.error("usage: node --experimental-websocket scripts/timeline-page-check.mjs PAGE.html"); process.exit(2); }
const page = resolve(process.argv[2]);
const port = 9300 + Math.floor(Math.random() * 600);
const chrome = spawn("chromium", ["--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-port=" + port,
  "--window-size=1400,1000", "--force-device-scale-factor=1", "about:blank"], { stdio: "ignore" });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
let targets;
for (let i = 0; i < 50; i++) {
  try { targets = await (await fetch("http://127.0.0.1:" + port + "/json")).json(); break; } catch { await sleep(200); }
}
const ws = new WebSocket(targets.find((t) => t.type === "page").webSocketDebuggerUrl);
await new Promise((r) => ws.addEventListener("open", r));
let id = 0; const pending = new Map(); const errors = [];
ws.addEventListener("message", (m) => {
  const msg = JSON.parse(m.data);
  if (msg.id && pending.has(msg.id)) { pending.get(msg.id)(msg); pending.delete(msg.id); }
  if (msg.method === "Runtime.exceptionThrown") errors.push(msg.params.exceptionDetails.exception?.description ?? JSON.stringify(msg.params));
  if (msg.method === "Runtime.consoleAPICalled" && msg.params.type === "error") errors.push(JSON.stringify(msg.params.args));
});
const send = (method, params = {}) => new Promise((r) => { const i = ++id; pending.set(i, r); ws.send(JSON.stringify({ id: i, method, params })); });
const js = async (expr) => (await send("Runtime.evaluate", { expression: expr, returnByValue: true })).result.result.value;
await send("Runtime.enable");
await send("Page.enable");
await send("Emulation.setDeviceMetricsOverride", { width: 1400, height: 1000, deviceScaleFactor: 1, mobile: false });
await send("Page.navigate", { url: "file://" + page });
await sleep(1500);
let ok = true;
const check = (name, cond, detail) => { console.log((cond ? "ok   " : "FAIL ") + name + (detail !== undefined ? "  " + JSON.stringify(detail) : "")); if (!cond) ok = false; };
const centre = async (sel) => js(`(() => { const r = document.querySelector(${JSON.stringify(sel)}).getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; })()`);
const click = async (x, y) => {
  await send("Input.dispatchMouseEvent", { type: "mouseMoved", x, y });
  await send("Input.dispatchMouseEvent", { type: "mousePressed", x, y, button: "left", buttons: 1, clickCount: 1 });
  await send("Input.dispatchMouseEvent", { type: "mouseReleased", x, y, button: "left", buttons: 0, clickCount: 1 });
  await sleep(100);
};
const zoom = () => js("window.tactileTimeline.zoom()");
const shownLanes = (kind) => js(`[...document.querySelectorAll('g.lane[data-kind="${kind}"]')].filter(g => g.getAttribute('display') !== 'none').length`);
const height = () => js("+document.querySelector('svg.timeline').getAttribute('height')");

check("starts at zoom 1", (await zoom()).scale === 1);
check("fingers start collapsed", (await shownLanes("finger")) === 0 && (await shownLanes("finger-summary")) === 1);
const h0 = await height();
await click(...(await centre("#timeline-zoom-in")));
check("+ zooms in 1.5×", Math.abs((await zoom()).scale - 1.5) < 1e-9, await js("document.getElementById('timeline-zoom-level').textContent"));
const ticks0 = await js("[...document.querySelectorAll('.ticks text')].map(t => t.textContent).join(' ')");
await click(...(await centre("#timeline-zoom-fit")));
check("Fit goes back to 1", (await zoom()).scale === 1);
check("Fit restores the ticks", ticks0.length > 0 && (await js("[...document.querySelectorAll('.ticks text')].map(t => t.textContent).join(' ')")).startsWith("0 s"));
// Ctrl + wheel over the plot.
await send("Input.dispatchMouseEvent", { type: "mouseWheel", x: 700, y: 300, deltaX: 0, deltaY: -500, modifiers: 2 });
await sleep(100);
const z1 = await zoom();
check("Ctrl + wheel zooms in about the pointer", z1.scale > 2, z1);
// A state mark keeps its size; its label moves with it.
const mark = await js(`(() => { const c = document.querySelector('g.recognizer circle.state'); const r = c.getBoundingClientRect(); return r.width; })()`);
check("marks keep their size when zoomed", Math.abs(mark - 9) < 1.5, mark);
// Drag to pan.
await send("Input.dispatchMouseEvent", { type: "mousePressed", x: 700, y: 300, button: "left", buttons: 1, clickCount: 1 });
await send("Input.dispatchMouseEvent", { type: "mouseMoved", x: 600, y: 300, button: "left", buttons: 1 });
await send("Input.dispatchMouseEvent", { type: "mouseMoved", x: 500, y: 300, button: "left", buttons: 1 });
await send("Input.dispatchMouseEvent", { type: "mouseReleased", x: 500, y: 300, button: "left", buttons: 0, clickCount: 1 });
await sleep(100);
const z2 = await zoom();
check("dragging left pans to later times", z2.from > z1.from + 50 / z1.scale, [z1.from, z2.from]);
check("ticks follow the zoom", await js("[...document.querySelectorAll('.ticks text')].every(t => / s$/.test(t.textContent)) && document.querySelectorAll('.ticks text').length >= 3"));
await click(...(await centre("#timeline-pan-left")));
check("◀ pans earlier", (await zoom()).from < z2.from);
// Pinch on a touchscreen.
await click(...(await centre("#timeline-zoom-fit")));
const t = (x, y, id) => ({ x, y, id, radiusX: 1, radiusY: 1, force: 1 });
await send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [t(650, 300, 1), t(750, 300, 2)] });
for (let d = 60; d <= 200; d += 20) {
  await send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [t(700 - d, 300, 1), t(700 + d, 300, 2)] });
}
await send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
await sleep(150);
const z3 = await zoom();
check("two fingers pinching apart zoom in", z3.scale > 3, z3);
await click(...(await centre("#timeline-zoom-fit")));
// Fingers.
await click(...(await centre("g.finger-summary")));
check("clicking the summary row shows the finger lanes", (await shownLanes("finger")) > 4 && (await shownLanes("finger-summary")) === 0);
check("the picture grows", (await height()) > h0 + 300, [h0, await height()]);
check("the button says collapse", (await js("document.getElementById('timeline-fingers').textContent")) === "Collapse the finger lanes");
const laneTops = await js(`[...document.querySelectorAll('g.lane')].filter(g => g.getAttribute('display') !== 'none').map(g => g.getBoundingClientRect().top)`);
check("lanes stay in order, top to bottom", laneTops.every((v, i) => i === 0 || v > laneTops[i - 1]));
await click(...(await centre("#timeline-fingers")));
check("the button collapses them again", (await shownLanes("finger")) === 0 && (await height()) === h0, await height());
// Filter.
const [fx, fy] = await centre("#timeline-filter");
await click(fx, fy);
await send("Input.insertText", { text: "pan" });
await sleep(100);
const names = await js(`[...document.querySelectorAll('g.lane[data-kind="recognizer"]')].filter(g => g.getAttribute('display') !== 'none').map(g => g.dataset.lane)`);
check("the filter keeps the matching recognizers", JSON.stringify(names) === JSON.stringify(["pan", "strip pan"]), names);
const connectors = await js(`[...document.querySelectorAll('g.connector')].filter(g => g.getAttribute('display') !== 'none').map(g => g.dataset.from + '→' + g.dataset.to)`);
check("connectors show only between shown lanes", connectors.every((c) => c.split("→").every((n) => n === "pan" || n === "strip pan")), connectors);
const top = await js(`document.querySelector('g.lane[data-lane="strip pan"]').getBoundingClientRect().top - document.querySelector('g.lane[data-lane="pan"]').getBoundingClientRect().top`);
check("shown lanes close up", top > 40 && top < 60, top);
await send("Input.insertText", { text: ", finger 3" });
await sleep(100);
check("a finger named in the filter shows", (await shownLanes("finger")) === 1 && (await shownLanes("finger-summary")) === 0);
// Connectors move with their lanes: filter to the taps, with the long press (whose lane was between) gone.
await send("Runtime.evaluate", { expression: "document.getElementById('timeline-filter').value = ''" });
await click(fx, fy);
await send("Input.insertText", { text: "single, double, pinch" });
await sleep(100);
const spans = await js(`(() => {
  const lane = (n) => document.querySelector('g.lane[data-lane="' + n + '"]').getBoundingClientRect();
  return [...document.querySelectorAll('g.connector')].filter(g => g.getAttribute('display') !== 'none').map(g => {
    const r = g.querySelector('path').getBoundingClientRect(), a = lane(g.dataset.from), b = lane(g.dataset.to);
    return { from: g.dataset.from, to: g.dataset.to, top: r.top, bottom: r.bottom, lo: Math.min(a.top, b.top), hi: Math.max(a.bottom, b.bottom) };
  });
})()`);
check("connectors between shown lanes run between them after the lanes move", spans.length > 0 && spans.every((c) => c.top >= c.lo - 1 && c.bottom <= c.hi + 1), spans.map((c) => c.from + "→" + c.to));
// Tooltips.
check("marks keep their tooltips", await js("document.querySelectorAll('svg.timeline title').length") > 500);
check("no script errors", errors.length === 0, errors);
ws.close();
chrome.kill();
process.exit(ok ? 0 : 1);
