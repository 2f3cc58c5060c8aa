#!/usr/bin/env python3
"""Side by side: Tactile's VelocityTracker against the velocities that AOSP's and Flutter's own tests expect.

Runs, on ../shared/data/velocity/ (recorded flings and gestures, with the upstream expected values):
  - Tactile's `VelocityTracker`, through the `velocity-side-by-side` executable of this package (release build),
    fed as the conformance tests feed it (Tests/TactileTests/Gestures/Velocity/VelocityConformanceTests.swift);
  - a NumPy re-derivation of the same estimator (unweighted quadratic least squares over the newest <= 20 samples
    within 100 ms, times relative to the newest, slope at t = 0, history cut at a gap of more than 40 ms, a line
    when fewer than 3 samples; AOSP: no velocity when the lift comes more than 40 ms after the last move), as the
    data's README describes it.
It prints every expected value with Tactile's and NumPy's, their ratios to the expected value, the largest
deviation per source, and the time per sample (add a sample, read the velocity) of both, with their ratio.

Setup:  pip install numpy
Usage:  Benchmarks/velocity-side-by-side.py [DATA_DIR]
"""

import json
import os
import subprocess
import sys
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_DIR = os.path.join(os.path.dirname(os.path.dirname(HERE)), "shared", "data", "velocity")


def tactile(data_dir):
    os.makedirs(os.path.join(HERE, ".build-deps"), exist_ok=True)
    link = os.path.join(HERE, ".build-deps", "Tactile")
    if not os.path.islink(link):
        os.symlink("../..", link)
    subprocess.run(["swift", "build", "-c", "release", "--product", "velocity-side-by-side"], cwd=HERE, check=True,
                   stdout=subprocess.DEVNULL)
    out = subprocess.run([os.path.join(HERE, ".build", "release", "velocity-side-by-side"), data_dir], cwd=HERE,
                         check=True, capture_output=True, text=True).stdout
    return json.loads(out)


def lsq2(window):
    """window: [(t, x, y)], oldest first, already cut to the horizon, the history size and the 40 ms gap rule."""
    if len(window) < 2:
        return 0.0, 0.0
    newest = window[-1][0]
    t = np.array([w[0] - newest for w in window])
    degree = min(2, len(window) - 1)
    vx = np.polyfit(t, np.array([w[1] for w in window]), degree)[-2]
    vy = np.polyfit(t, np.array([w[2] for w in window]), degree)[-2]
    return float(vx), float(vy)


def window_of(samples):
    newest = samples[-1][0]
    out = [samples[-1]]
    for s in reversed(samples[:-1]):
        # Times are in seconds from large integers: allow for rounding at the 40 ms and 100 ms boundaries.
        if out[-1][0] - s[0] > 0.040 + 1e-9 or newest - s[0] > 0.100 + 1e-9 or len(out) >= 20:
            break
        out.append(s)
    return list(reversed(out))


def numpy_rows(data_dir):
    aosp = json.load(open(os.path.join(data_dir, "aosp_velocity_tracker.json")))
    flutter = json.load(open(os.path.join(data_dir, "flutter_velocity_tracker.json")))
    values = {}
    for source, cases in (("AOSP recorded", aosp["cases"]), ("AOSP hand-made", aosp["synthetic_cases"])):
        for c in cases:
            samples, v = [], None
            for s in c["samples"]:
                t = s["t_ns"] / 1e9
                if s["action"] == "up":
                    v = (0.0, 0.0) if not samples or t - samples[-1][0] > 0.040 + 1e-9 else lsq2(window_of(samples))
                elif s["action"] == "down":
                    samples = [(t, s["x"], s["y"])]
                else:
                    samples.append((t, s["x"], s["y"]))
            if v is not None:
                values[(source, c["name"], "x")], values[(source, c["name"], "y")] = v
    for source, gestures in (("Flutter", flutter["gestures"]), ("Flutter interrupted", [flutter["interrupted"]])):
        for g in gestures:
            samples, v = [], None
            for e in g["events"]:
                if e["kind"] == "up":
                    v = lsq2(window_of(samples))
                else:
                    samples.append((e["t_us"] / 1e6, e["x"], e["y"]))
            if v is not None:
                values[(source, g["name"], "x")], values[(source, g["name"], "y")] = v
    # Time per sample: add it, then estimate, over every recorded sample (as Tactile's figure is taken).
    stream = []
    for c in aosp["cases"]:
        stream += [(s["t_ns"] / 1e9, s["x"], s["y"]) for s in c["samples"] if s["action"] != "up"]
    for g in flutter["gestures"]:
        stream += [(e["t_us"] / 1e6, e["x"], e["y"]) for e in g["events"] if e["kind"] != "up"]
    start = time.perf_counter()
    history = []
    for s in stream:
        if history and s[0] < history[-1][0]:
            history = []
        history.append(s)
        history = history[-20:]
        lsq2(window_of(history))
    per_sample = (time.perf_counter() - start) / len(stream) * 1e9
    return values, per_sample


def ratio(a, e):
    if e == 0:
        return "exact" if a == 0 else f"{a:+.3g} (expected 0)"
    return f"{a / e:.6f}"


def main():
    data_dir = sys.argv[1] if len(sys.argv) > 1 else DEFAULT_DIR
    if not os.path.exists(os.path.join(data_dir, "aosp_velocity_tracker.json")):
        print(f"{data_dir} not found: clone shared/ beside the repository")
        return 2
    t = tactile(data_dir)
    n, n_ns = numpy_rows(data_dir)
    print(f"{'source':<20} {'case':<42} {'axis':<4} {'expected':>12} {'Tactile':>14} {'Tactile/exp':>12} "
          f"{'NumPy':>14} {'NumPy/exp':>12}")
    worst = {}
    for r in t["rows"]:
        key = (r["source"], r["name"], r["axis"])
        e, a = r["expected"], r["tactile"]
        b = n.get(key)
        print(f"{r['source']:<20} {r['name'][:42]:<42} {r['axis']:<4} {e:>12.4f} {a:>14.4f} {ratio(a, e):>12} "
              f"{b if b is None else f'{b:.4f}':>14} {'-' if b is None else ratio(b, e):>12}")
        dev = abs(a - e) / abs(e) if e else abs(a)
        ndev = (abs(b - e) / abs(e) if e else abs(b)) if b is not None else float("nan")
        w = worst.setdefault(r["source"], [0, 0.0, 0.0])
        w[0] += 1
        w[1] = max(w[1], dev)
        w[2] = max(w[2], ndev)
    print()
    print(f"{'source':<20} {'values':>6} {'max |Tactile/exp - 1|':>22} {'max |NumPy/exp - 1|':>20}")
    for source, (count, dev, ndev) in worst.items():
        print(f"{source:<20} {count:>6} {dev:>22.2e} {ndev:>20.2e}")
    print()
    print(f"time per sample (add + estimate), {t['samples']} recorded samples: Tactile {t['nanosecondsPerSample']:.0f} ns, "
          f"NumPy {n_ns / 1e3:.1f} µs; NumPy/Tactile {n_ns / t['nanosecondsPerSample']:.0f}×")
    return 0


if __name__ == "__main__":
    sys.exit(main())
