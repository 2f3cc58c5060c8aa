#!/usr/bin/env python3
"""Writes the committed seed corpora under Fuzz/Corpus/<target>/: small inputs in each format, made from the test
fixtures' shapes (never from ../shared/data). Run it again after changing a format; the corpora are committed."""
import os, struct, json

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "Corpus")

def write(target, name, data):
    d = os.path.join(root, target)
    os.makedirs(d, exist_ok=True)
    if isinstance(data, str):
        data = data.encode()
    with open(os.path.join(d, name), "wb") as f:
        f.write(data)

# --- evemu
touch_desc = """# EVEMU 1.3
# Input device name: "Tactile Test Touchscreen"
N: Tactile Test Touchscreen
I: 0018 1234 5678 0001
P: 02 00 00 00 00 00 00 00
B: 00 0b 00 00 00 00 00 00 00
B: 01 00 00 00 00 00 00 00 00
B: 01 00 04 00 00 00 00 00 00
B: 03 03 00 00 00 00 80 60 02
A: 00 0 1000 0 0 0
A: 01 0 1000 0 0 0
A: 2f 0 9 0 0 0
A: 35 0 1000 0 0 0
A: 36 0 1000 0 0 0
A: 39 0 65535 0 0 0
L: 00 0
S: 00 0
"""
events = """E: 0.000000 0003 002f 0
E: 0.000000 0003 0039 100
E: 0.000000 0003 0035 500
E: 0.000000 0003 0036 400
E: 0.000000 0001 014a 1
E: 0.000000 0000 0000 0000	# ------------ SYN_REPORT (0) ---------- +0ms
E: 0.010000 0003 002f 1
E: 0.010000 0003 0039 101
E: 0.010000 0003 0035 200
E: 0.010000 0003 0036 300
E: 0.010000 0000 0000 0000
E: 0.020000 0003 002f 0
E: 0.020000 0003 0039 -1
E: 0.020000 0000 0003 0000
E: 0.030000 0000 0000 0000
"""
write("FuzzEvemu", "touchscreen-protocol-b.evemu", touch_desc + events)
write("FuzzEvemu", "single-touch-1.1.evemu", """# EVEMU 1.1
N: Old Single Touch
I: 0003 0eef 0001 0100
P: 00 00 00 00 00 00 00 00
B: 01 00 00 00 00 00 00 00 00 00 04
A: 00 0 4095 0 0
A: 01 0 4095 0 0
A: 18 0 1 0 0
E: 1.000000 0003 0000 100
E: 1.000000 0003 0001 200
E: 1.000000 0001 014a 1
E: 1.000000 0000 0000 0
E: 1.016000 0001 014a 0
E: 1.016000 0000 0000 0
""")
write("FuzzEvemu", "protocol-a.evemu", """# EVEMU 1.2
N: Protocol A Pad
A: 35 0 1000 0 0 0
A: 36 0 1000 0 0 0
E: 5.000000 0003 0035 10
E: 5.000000 0003 0036 20
E: 5.000000 0000 0002 0
E: 5.000000 0003 0035 30
E: 5.000000 0003 0036 40
E: 5.000000 0000 0002 0
E: 5.000000 0000 0000 0
E: 5.010000 0000 0000 0
""")

# --- libinput YAML
write("FuzzLibinputYAML", "touchscreen.yml", """version: 1
ndevices: 1
libinput: {version: "1.22.1"}
system: {os: "debian:12", kernel: "6.1"}
devices:
- node: /dev/input/event0
  evdev:
    name: "Synthetic MT Touchscreen"
    id: [24, 4660, 22136, 1]
    codes: {0: [0, 1, 3], 1: [330], 3: [0, 1, 47, 53, 54, 57, 58]}
    absinfo: {53: [0, 4095, 0, 0, 16], 54: [0, 2047, 0, 0, 16], 47: [0, 9, 0, 0, 0], 57: [0, 65535, 0, 0, 0], 58: [0, 255, 0, 0, 0]}
    properties: [1]
  udev: {properties: [ID_INPUT=1, ID_INPUT_TOUCHSCREEN=1]}
  events:
  - evdev:
    - [  0,      0,  3,  47,      0]
    - [  0,      0,  3,  57,    100]
    - [  0,      0,  3,  53,   2048]
    - [  0,      0,  3,  54,   1024]
    - [  0,      0,  3,  58,    128]
    - [  0,      0,  0,   0,      0]
  - libinput: {type: "touch_down"}
  - evdev:
    - [  0,  16000,  3,  47,      1]
    - [  0,  16000,  3,  57,    101]
    - [  0,  16000,  3,  53,    100]
    - [  0,  16000,  0,   0,      0]
  - evdev:
    - [  0,  32000,  3,  47,      0]
    - [  0,  32000,  3,  57,     -1]
    - [  0,  32000,  0,   0,      0]
""")
write("FuzzLibinputYAML", "minimal.yml", "version: 1\ndevices:\n- evdev: {name: x, absinfo: {0: [0, 10, 0, 0, 0], 1: [0, 10, 0, 0, 0]}}\n  events:\n  - evdev: [[0, 0, 3, 0, 5], [0, 0, 1, 330, 1], [0, 0, 0, 0, 0]]\n")

# --- binary input_event streams (first byte: which device the fuzz target decodes for)
def rec(usec, t, c, v):
    return struct.pack("<qqHHi", usec // 1000000, usec % 1000000, t, c, v)
def mt(usec, slot, tid, x, y):
    out = rec(usec, 3, 0x2f, slot)
    if tid is not None: out += rec(usec, 3, 0x39, tid)
    return out + rec(usec, 3, 0x35, x) + rec(usec, 3, 0x36, y)
syn = lambda u: rec(u, 0, 0, 0)
s = mt(0, 0, 10, 100, 100) + mt(0, 1, 11, 500, 500) + syn(0) + mt(8000, 0, None, 120, 110) + syn(8000)
s += rec(16000, 3, 0x2f, 1) + rec(16000, 3, 0x39, -1) + syn(16000) + rec(24000, 0, 3, 0) + rec(24000, 3, 0x35, 9) + syn(32000)
write("FuzzInputEvents", "protocol-b-two-fingers.bin", bytes([0]) + s)
s = rec(0, 3, 0x35, 10) + rec(0, 3, 0x36, 0) + rec(0, 0, 2, 0) + rec(0, 3, 0x35, -400) + rec(0, 0, 2, 0) + syn(0) + syn(10000)
write("FuzzInputEvents", "protocol-a.bin", bytes([1]) + s)
s = rec(0, 3, 0, 2000) + rec(0, 3, 1, 1000) + rec(0, 1, 0x14a, 1) + syn(0) + rec(9000, 3, 0, 2100) + syn(9000) + rec(18000, 1, 0x14a, 0) + syn(18000)
write("FuzzInputEvents", "single-touch.bin", bytes([2]) + s)
# A pen: in range and hovering (BTN_TOOL_PEN), touching with pressure and tilt (one value out of range), lifting,
# the eraser touching, and leaving.
s = rec(0, 1, 0x140, 1) + rec(0, 3, 0, 1000) + rec(0, 3, 1, 1000) + rec(0, 3, 0x19, 30) + syn(0)
s += rec(5000, 3, 0x18, 900) + rec(5000, 3, 0x1a, 40) + rec(5000, 3, 0x1b, 500) + rec(5000, 1, 0x14a, 1) + syn(5000)
s += rec(10000, 3, 0, 1200) + rec(10000, 3, 0x1a, -30) + syn(10000) + rec(15000, 1, 0x14a, 0) + syn(15000)
s += rec(20000, 1, 0x140, 0) + rec(20000, 1, 0x141, 1) + rec(20000, 1, 0x14a, 1) + syn(20000)
s += rec(25000, 1, 0x14a, 0) + rec(25000, 1, 0x141, 0) + syn(25000)
write("FuzzInputEvents", "pen-hover-tilt-eraser.bin", bytes([3]) + s)

# --- trace JSONL
lines = [
    {"kind": "header", "version": 1, "device": "Tactile Test Touchscreen", "screen": [800, 600]},
    {"kind": "digitizer", "t": 1000.0, "contacts": [{"id": 1, "x": 150.5, "y": 200, "state": "touching", "force": 1, "radius": 5, "type": "direct"}]},
    {"kind": "digitizer", "t": 1000.016, "contacts": [{"id": 1, "x": 160, "y": 210, "state": "lifted", "force": 0, "radius": 5, "type": "pencil"}]},
    {"kind": "key", "t": 1000.1, "code": 40, "down": True, "chars": "\r"},
    {"kind": "shake", "t": 1000.2, "phase": "began"},
    {"kind": "remote", "t": 1000.3, "subtype": 103},
    {"kind": "motion", "t": 1000.4, "sensor": "accelerometer", "x": 0.01, "y": -0.02, "z": -1},
    {"kind": "log", "t": 1000.0, "message": "hit-test contact 1: V", "source": "dispatch", "event": "hit-test", "contact": 1, "view": "V"},
    {"kind": "log", "t": 1000.0, "message": "V touchesBegan [1]", "source": "dispatch", "event": "call", "view": "V", "phase": "began", "contacts": [1]},
    {"event": "waiting", "kind": "log", "message": "single: recognized, waiting for double to fail", "others": ["double"], "recognizer": "single", "source": "arbitration", "t": 1000.05},
    {"kind": "log", "t": 1000.06, "message": "pan: possible → began", "source": "arbitration", "recognizer": "pan", "event": "transition", "from": "possible", "to": "began"},
    {"kind": "log", "t": 1000.07, "message": "held", "source": "arbitration", "event": "view-delivery", "delivery": "held", "view": "V", "contact": 1, "phase": "moved"},
    {"kind": "future-kind", "t": 6},
]
write("FuzzTrace", "every-kind.jsonl", "\n".join(json.dumps(l, ensure_ascii=False) for l in lines) + "\n")
write("FuzzTrace", "taps.jsonl", "\n".join(json.dumps(l) for l in lines[:3]) + "\n")

# --- IIO: type lines, NUL, scan bytes
def iio(types, scans):
    return ("\n".join(types) + "\n").encode() + b"\0" + scans
three = struct.pack("<hhhxx", 10, -20, 1000) + struct.pack("<q", 123456789)
write("FuzzIIO", "accel-s16-timestamp.bin", iio(["le:s16/16>>0"] * 3 + ["le:s64/64>>0", "M 0, 1, 0; 1, 0, 0; 0, 0, -1", "A 12.5 25 50 100"], three * 3))
write("FuzzIIO", "be-u12-shift4.bin", iio(["be:u12/16>>4"] * 3 + ["A [0.5 0.5 200]"], bytes(range(6)) * 4 + b"\x01"))
write("FuzzIIO", "floats-repeat.bin", iio(["le:f32/32>>0", "le:f32/32>>0", "le:f32/32>>0", "le:s64/64>>0", "le:f16/16>>0", "le:s32/32X4>>0", "le:f64/64>>0"], struct.pack("<fffxxxx", 9.8, 0.1, -0.2) * 2))

# --- motion CSV (BROAD)
header = "t,gyr_x,gyr_y,gyr_z,acc_x,acc_y,acc_z,mag_x,mag_y,mag_z,quat_w,quat_x,quat_y,quat_z,movement"
comment = "# BROAD trial test; sampling_rate_hz=285.714286; units as in BROAD"
rows = ["0.000000,0.003,0.003,0,0.087,0.11,9.85,0.4,16.1,-42.7,,,,,0",
        "0.003500,0.001,0.002,0.003,0.08,0.11,9.84,0.4,16.2,-42.6,0.5,0.5,0.5,0.5,1",
        "0.007000,0,0,0,0,0,9.81,0,16,-42,1,0,0,0,1"]
write("FuzzMotionCSV", "trial.csv", "\n".join([comment, header] + rows) + "\n")
write("FuzzMotionCSV", "no-rate-crlf.csv", "\r\n".join([header] + rows[1:]) + "\r\n")

# --- D-Bus: [setup byte, split byte] + messages as a bus sends them
def pad(b, n):
    return b + b"\0" * ((-len(b)) % n)
class W:
    def __init__(s): s.b = b""
    def align(s, n): s.b = pad(s.b, n)
    def u32(s, v): s.align(4); s.b += struct.pack("<I", v)
    def i64(s, v): s.align(8); s.b += struct.pack("<q", v)
    def dbl(s, v): s.align(8); s.b += struct.pack("<d", v)
    def string(s, v): v = v.encode(); s.u32(len(v)); s.b += v + b"\0"
    def sig(s, v): v = v.encode(); s.b += bytes([len(v)]) + v + b"\0"
def message(kind, serial, fields, signature, body_writer):
    body = body_writer.b if body_writer else b""
    h = W()
    h.b = b"l" + bytes([kind, 0, 1])
    h.u32(len(body)); h.u32(serial)
    f = W()
    codes = {"path": (1, "o"), "interface": (2, "s"), "member": (3, "s"), "error": (4, "s"), "reply": (5, "u"), "destination": (6, "s"), "sender": (7, "s")}
    items = list(fields.items()) + ([("signature", signature)] if signature else [])
    for name, value in items:
        f.align(8)
        if name == "signature":
            f.b += bytes([8]); f.sig("g"); f.sig(value); continue
        code, t = codes[name]
        f.b += bytes([code]); f.sig(t)
        if t == "u": f.u32(value)
        else: f.string(value)
    # fields array: length then 8-aligned contents, counted from message start (header is 16 bytes, 8-aligned)
    h.u32(len(f.b)); h.align(8)
    h.b += f.b
    h.align(8)
    return h.b + body
def call(serial, path, interface, member, signature="", body=None):
    fields = {"path": path, "member": member, "destination": "org.mpris.MediaPlayer2.fuzz", "sender": ":1.7"}
    if interface: fields = {"path": path, "interface": interface, "member": member, "destination": "org.mpris.MediaPlayer2.fuzz", "sender": ":1.7"}
    return message(1, serial, fields, signature, body)
P = "/org/mpris/MediaPlayer2"; PI = "org.mpris.MediaPlayer2.Player"; PROPS = "org.freedesktop.DBus.Properties"
def body(*ops):
    w = W()
    for op, v in ops: getattr(w, op)(v)
    return w
get = call(1, P, PROPS, "Get", "ss", body(("string", PI), ("string", "PlaybackStatus")))
getall = call(2, P, PROPS, "GetAll", "s", body(("string", PI)))
w = body(("string", PI), ("string", "Rate")); w.sig("d"); w.dbl(1.5)
setrate = call(3, P, PROPS, "Set", "ssv", w)
seek = call(4, P, PI, "Seek", "x", body(("i64", -5000000)))
w = W(); w.u32(len(b"/org/mpris/MediaPlayer2/Track/1")); w.b += b"/org/mpris/MediaPlayer2/Track/1\0"; w.i64(30000000)
setpos = call(5, P, PI, "SetPosition", "ox", w)
intro = call(6, P, "org.freedesktop.DBus.Introspectable", "Introspect")
ping = call(7, "/", "org.freedesktop.DBus.Peer", "Ping")
play = call(8, P, PI, "PlayPause")
sig = message(4, 9, {"path": "/org/freedesktop/DBus", "interface": "org.freedesktop.DBus", "member": "NameAcquired", "sender": "org.freedesktop.DBus"}, "s", body(("string", ":1.7")))
ret = message(2, 10, {"reply": 1, "sender": "org.freedesktop.DBus"}, "s", body(("string", ":1.7")))
err = message(3, 11, {"reply": 2, "error": "org.freedesktop.DBus.Error.Failed", "sender": ":1.9"}, "s", body(("string", "no")))
write("FuzzDBus", "properties-calls.bin", bytes([0, 9]) + get + getall + setrate)
write("FuzzDBus", "player-calls.bin", bytes([2, 3]) + seek + setpos + play + intro + ping)
write("FuzzDBus", "no-handlers.bin", bytes([1, 0]) + play + seek + get)
write("FuzzDBus", "failing-handlers.bin", bytes([3, 40]) + setrate + play + setpos)
write("FuzzDBus", "signal-return-error.bin", bytes([0, 1]) + sig + ret + err)
write("FuzzDBus", "address.txt", "Aunix:path=/run/user/1000/bus,guid=0123456789abcdef0123456789abcdef;tcp:host=localhost,port=1234")

# --- quick actions: Info.plist-style property lists (XML and OpenStep)
def shortcut(t, title, extra=""):
    return ("<dict><key>UIApplicationShortcutItemType</key><string>%s</string>"
            "<key>UIApplicationShortcutItemTitle</key><string>%s</string>%s</dict>" % (t, title, extra))
def shortcut_plist(items):
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0"><dict><key>CFBundleName</key><string>Fuzz</string>'
            "<key>UIApplicationShortcutItems</key><array>%s</array></dict></plist>\n" % "".join(items))
write("FuzzShortcutPlist", "six-keys.plist", shortcut_plist([
    shortcut("com.example.compose", "New", "<key>UIApplicationShortcutItemSubtitle</key><string>Draft</string>"
             "<key>UIApplicationShortcutItemIconType</key><string>UIApplicationShortcutIconTypeCompose</string>"
             "<key>UIApplicationShortcutItemIconFile</key><string>compose</string>"
             "<key>UIApplicationShortcutItemUserInfo</key><dict><key>n</key><integer>1</integer>"
             "<key>l</key><array><real>0.5</real><true/></array></dict>"),
    shortcut("event://camera", "Camera"),
]))
write("FuzzShortcutPlist", "six-items.plist", shortcut_plist([shortcut("t%d" % i, "T%d" % i) for i in range(6)]))
write("FuzzShortcutPlist", "bad-items.plist", shortcut_plist([shortcut("", "Empty"), "<string>x</string>"]))
write("FuzzShortcutPlist", "openstep.plist",
      '{ UIApplicationShortcutItems = ( { UIApplicationShortcutItemType = "a-b"; UIApplicationShortcutItemTitle = A; } ); }\n')

# --- saved user activities (user-activity.json, as UserActivityStore.save writes them: sorted keys, indented)
def activity(**fields):
    base = {"version": 1, "activityType": "com.example.reading", "isEligibleForHandoff": True, "isEligibleForSearch": False}
    base.update(fields)
    return json.dumps(base, indent=2, sort_keys=True, ensure_ascii=False) + "\n"
every_value = {
    "page": {"int": 3}, "progress": {"double": 0.5}, "done": {"bool": False}, "name": {"string": "Émile"},
    "link": {"url": "https://example.com/emma?p=3#top"}, "opened": {"date": 1700000000.25},
    "digest": {"data": "CQoL"}, "tags": {"array": [{"string": "a"}, {"int": -2}, {"array": []}]},
    "where": {"dictionary": {"x": {"int": 1}, "inner": {"dictionary": {"y": {"double": -1e-3}}}}},
}
write("FuzzUserActivity", "every-value.json",
      activity(title="Emma", webpageURL="https://example.com/emma", userInfo=every_value))
write("FuzzUserActivity", "minimal.json", activity())
write("FuzzUserActivity", "empty-userinfo.json", activity(userInfo={}, title=""))
# Broken: each is rejected for one reason.
write("FuzzUserActivity", "wrong-version.json", activity(version=2))
write("FuzzUserActivity", "empty-type.json", activity(activityType=""))
write("FuzzUserActivity", "two-type-keys.json", activity(userInfo={"page": {"int": 3, "string": "3"}}))
write("FuzzUserActivity", "bad-values.json",
      activity(userInfo={"d": {"data": "%%%"}, "u": {"url": ""}, "i": {"int": 1.5}, "b": {"bool": "yes"}}))
write("FuzzUserActivity", "wrong-flag-type.json", activity(isEligibleForHandoff="yes"))
write("FuzzUserActivity", "truncated.json", activity(userInfo=every_value)[:150])
write("FuzzUserActivity", "not-an-object.json", "[1, 2, 3]\n")

# --- the playground's WebSocket messages (one or more frames separated by the byte 0x1E)
def pg(**fields):
    return json.dumps(fields, separators=(",", ":"))
def pg_sample(pid, phase, x, y, t, kind="touch", **extra):
    s = {"pointerId": pid, "pointerType": kind, "phase": phase, "x": x, "y": y, "timeStamp": t}
    s.update(extra)
    return s
def pg_frames(*frames):
    return "\x1e".join(frames)
pg_hello = pg(kind="hello", viewport={"width": 300, "height": 300}, devicePixelRatio=2, scene="fuzz")
write("FuzzPlaygroundMessage", "hello.json", pg_hello)
write("FuzzPlaygroundMessage", "tap.json", pg_frames(
    pg(kind="pointers", samples=[pg_sample(1, "down", 100, 100, 1000)]),
    pg(kind="pointers", samples=[pg_sample(1, "up", 101, 100, 1050)])))
write("FuzzPlaygroundMessage", "pinch.json", pg_frames(*(
    [pg(kind="pointers", samples=[pg_sample(1, "down", 100, 150, 0), pg_sample(2, "down", 200, 150, 0)])] +
    [pg(kind="pointers", samples=[pg_sample(1, "move", 100 - 4 * i, 150, 16 * i), pg_sample(2, "move", 200 + 4 * i, 150, 16 * i)]) for i in range(1, 8)] +
    [pg(kind="pointers", samples=[pg_sample(1, "up", 72, 150, 130), pg_sample(2, "up", 228, 150, 130)])])))
write("FuzzPlaygroundMessage", "pen-and-mouse.json", pg_frames(
    pg(kind="pointers", samples=[pg_sample(3, "move", 10, 10, 5, "pen", pressure=0, tiltX=20, tiltY=-10)]),
    pg(kind="pointers", samples=[pg_sample(3, "down", 10, 10, 9, "pen", pressure=0.4, tiltX=20, tiltY=-10, width=2, height=2),
                                 pg_sample(3, "move", 14, 12, 12, "pen", pressure=0.8, tiltX=30, tiltY=-5)]),
    pg(kind="pointers", samples=[pg_sample(3, "cancel", 14, 12, 20, "pen")]),
    pg(kind="pointers", samples=[pg_sample(1, "down", 50, 50, 30, "mouse"), pg_sample(1, "up", 80, 50, 60, "mouse")])))
write("FuzzPlaygroundMessage", "scene-and-record.json", pg_frames(
    pg(kind="record", action="start"), pg(kind="scene", name="fuzz"), pg(kind="scene", name="elsewhere"),
    pg(kind="record", action="start"), pg(kind="pointers", samples=[pg_sample(1, "down", 100, 100, 0)]),
    pg(kind="record", action="stop")))
pg_trace = "\n".join([
    json.dumps({"kind": "header", "version": 1, "device": "tactile playground", "screen": [300, 300], "scene": "fuzz"}, sort_keys=True),
    json.dumps({"kind": "digitizer", "t": 10.0, "contacts": [{"id": 1, "x": 100, "y": 100, "state": "touching", "force": 0, "radius": 0, "type": "direct"}]}, sort_keys=True),
    json.dumps({"kind": "digitizer", "t": 10.05, "contacts": [{"id": 1, "x": 100, "y": 100, "state": "lifted", "force": 0, "radius": 0, "type": "direct"}]}, sort_keys=True),
    ""])
write("FuzzPlaygroundMessage", "replay.json", pg(kind="replay", trace=pg_trace))
# Broken: each is refused for one reason.
write("FuzzPlaygroundMessage", "unknown-kind.json", pg(kind="explode"))
write("FuzzPlaygroundMessage", "missing-field.json", pg(kind="pointers", samples=[{"pointerId": 1, "phase": "down"}]))
write("FuzzPlaygroundMessage", "bad-numbers.json", pg_frames(
    pg(kind="pointers", samples=[pg_sample(-1, "down", 0, 0, 0)]),
    pg(kind="pointers", samples=[pg_sample(1, "down", 1e9, 0, 0)]),
    pg(kind="pointers", samples=[pg_sample(1, "down", 0, 0, 0, pressure=2)]),
    '{"kind":"pointers","samples":[{"pointerId":1,"pointerType":"touch","phase":"down","x":NaN,"y":0,"timeStamp":0}]}',
    '{"kind":"pointers","samples":[{"pointerId":1,"pointerType":"touch","phase":"down","x":1e400,"y":0,"timeStamp":0}]}'))
write("FuzzPlaygroundMessage", "out-of-order.json",
      pg(kind="pointers", samples=[pg_sample(1, "down", 0, 0, 10), pg_sample(1, "move", 1, 0, 5)]))
write("FuzzPlaygroundMessage", "crowd.json", pg_frames(
    pg(kind="pointers", samples=[pg_sample(i, "down", 10 * i, 10, 0) for i in range(21)]),
    pg(kind="pointers", samples=[pg_sample(i, "down", 10 * i, 10, 0) for i in range(20)]),
    pg(kind="pointers", samples=[pg_sample(99, "down", 5, 5, 1), pg_sample(3, "down", 5, 5, 1)])))
write("FuzzPlaygroundMessage", "not-json.json", pg_frames("hello", "[1,2]", '{"kind":', "null", '{"kind":"hello"}'))
write("FuzzPlaygroundMessage", "bad-trace.json", pg(kind="replay", trace="not a trace\n"))
