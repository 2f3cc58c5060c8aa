#!/usr/bin/env python3
"""Side-by-side BROAD scores: Tactile's fusion filters next to pip's `vqf` and `imufusion`.

Runs, on the same BROAD trial CSVs and with the same metric:
  - Tactile VQF and Tactile Madgwick, through `swift run -c release tactile eval motion DIR --format json`;
  - pip `vqf` 2.1.x: `vqf.VQF(Ts).updateBatch(gyr, acc, mag)` (the C++ core, causal), 9-axis and 6-axis;
  - pip `vqf` `offlineVQF` (forward-backward, non-causal; shown for reference only);
  - pip `imufusion` 1.3.x (x-io Fusion) with its defaults, convention set to ENU after construction (its
    `AhrsSettings(convention=...)` keyword is ignored in 1.3.3), the exact sample period set with
    `set_sample_period` (its `sample_rate` setting is an integer), gyro in deg/s and acceleration in g.
It prints per-trial total / heading / inclination RMSE (degrees) and samples/s, the means, and the ratios of
Tactile's means to pip VQF's. With --compare-quaternions it also checks that Tactile's VQF quaternions match pip
VQF's sample by sample (the "exact port" check: max component difference, sign-aligned).

The metric (research/motion.md section 2): q_err = q_est * conj(q_ref) in the earth frame; total = 2 acos|w|,
heading = 2 atan2(|z|, |w|), inclination = 2 acos(sqrt(w^2 + z^2)); RMSE over rows with movement = 1 and a
reference; mean of per-trial RMSEs.

Setup:  pip install vqf imufusion numpy
Usage:  scripts/motion-side-by-side.py [DIR] [--scratch-path PATH] [--no-tactile] [--no-imufusion]
                                       [--compare-quaternions]
DIR defaults to ../shared/data/broad beside the package.
"""

import argparse
import glob
import json
import os
import subprocess
import sys
import tempfile
import time

import numpy as np

PACKAGE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_DIR = os.path.join(os.path.dirname(PACKAGE), "shared", "data", "broad")

# research/motion.md section 3.3: pip vqf 2.1.2 `VQF`, defaults, 9D, on the 8 shared trials.
REFERENCE_VQF = {
    "02_undisturbed_slow_rotation_B": (1.38, 1.31, 0.43),
    "07_undisturbed_fast_rotation_B": (1.75, 1.43, 1.02),
    "16_undisturbed_fast_translation_B": (0.74, 0.51, 0.54),
    "21_undisturbed_fast_combined": (4.08, 3.70, 1.72),
    "24_disturbed_tapping_A": (1.55, 1.42, 0.61),
    "27_disturbed_phone_vibration_B": (6.73, 6.72, 0.37),
    "30_disturbed_stationary_magnet_C": (2.57, 2.25, 1.25),
    "33_disturbed_attached_magnet_2cm": (3.75, 3.70, 0.60),
}
REFERENCE_VQF_MEAN = (2.82, 2.63, 0.82)


def read_trial(path):
    """Returns (name, rate_hz, t, gyr, acc, mag, quat, movement); empty quaternion fields become NaN."""
    rate = None
    with open(path) as f:
        first = f.readline()
    if first.startswith("#") and "sampling_rate_hz=" in first:
        rate = float(first.split("sampling_rate_hz=")[1].split(";")[0].split()[0])
    with open(path) as f:
        lines = [line for line in f if not line.startswith("#")]
    header = lines[0].strip().split(",")
    data = np.genfromtxt(lines[1:], delimiter=",", dtype=float)  # empty fields -> NaN
    col = {name: i for i, name in enumerate(header)}

    def cols(*names):
        return np.ascontiguousarray(data[:, [col[n] for n in names]], dtype=float)

    t = data[:, col["t"]]
    if rate is None:
        rate = (len(t) - 1) / (t[-1] - t[0])
    name = os.path.splitext(os.path.basename(path))[0]
    return (name, rate, t, cols("gyr_x", "gyr_y", "gyr_z"), cols("acc_x", "acc_y", "acc_z"),
            cols("mag_x", "mag_y", "mag_z"), cols("quat_w", "quat_x", "quat_y", "quat_z"),
            data[:, col["movement"]])


def score(q_est, q_ref, movement):
    """BROAD RMSEs (total, heading, inclination) in degrees."""
    keep = (movement == 1) & ~np.isnan(q_ref).any(axis=1)
    e, r = q_est[keep], q_ref[keep]
    w1, x1, y1, z1 = e.T
    w2, x2, y2, z2 = r.T
    x2, y2, z2 = -x2, -y2, -z2  # conjugate of the reference
    w = w1 * w2 - x1 * x2 - y1 * y2 - z1 * z2
    z = w1 * z2 + x1 * y2 - y1 * x2 + z1 * w2
    total = 2 * np.arccos(np.clip(np.abs(w), 0, 1))
    heading = 2 * np.arctan2(np.abs(z), np.abs(w))
    inclination = 2 * np.arccos(np.clip(np.sqrt(w * w + z * z), 0, 1))
    return tuple(float(np.degrees(np.sqrt(np.mean(a ** 2)))) for a in (total, heading, inclination))


def run_vqf(trial):
    import vqf
    name, rate, t, gyr, acc, mag, quat, mv = trial
    start = time.perf_counter()
    out = vqf.VQF(1.0 / rate).updateBatch(gyr, acc, mag)
    seconds = time.perf_counter() - start
    start6 = time.perf_counter()
    out6 = vqf.VQF(1.0 / rate).updateBatch(gyr, acc)
    seconds6 = time.perf_counter() - start6
    return {
        "9D": score(out["quat9D"], quat, mv) + (len(t) / seconds,),
        "6D": score(out6["quat6D"], quat, mv) + (len(t) / seconds6,),
        "quat9D": out["quat9D"],
    }


def run_offline_vqf(trial):
    import vqf
    name, rate, t, gyr, acc, mag, quat, mv = trial
    start = time.perf_counter()
    out = vqf.offlineVQF(gyr, acc, mag, 1.0 / rate)
    seconds = time.perf_counter() - start
    return score(out["quat9D"], quat, mv) + (len(t) / seconds,)


def run_imufusion(trial):
    import imufusion
    name, rate, t, gyr, acc, mag, quat, mv = trial
    ahrs = imufusion.Ahrs()
    settings = imufusion.AhrsSettings()
    settings.sample_rate = int(round(rate))
    settings.convention = imufusion.CONVENTION_ENU  # assign after construction (1.3.3 ignores the keyword)
    ahrs.set_settings(settings)
    ahrs.set_sample_period(1.0 / rate)  # the exact period (sample_rate is an integer)
    gyr_deg = np.degrees(gyr)
    acc_g = acc / 9.81
    out = np.empty((len(t), 4))
    start = time.perf_counter()
    for i in range(len(t)):
        ahrs.update(gyr_deg[i], acc_g[i], mag[i])
        out[i] = ahrs.get_quaternion()
    seconds = time.perf_counter() - start
    return score(out, quat, mv) + (len(t) / seconds,)


def run_tactile(directory, algorithm, scratch_path, estimates_out=None):
    command = ["swift", "run", "-c", "release"]
    if scratch_path:
        command += ["--scratch-path", scratch_path]
    command += ["tactile", "eval", "motion", directory, "--filter", algorithm, "--format", "json"]
    if estimates_out:
        command += ["--estimates-out", estimates_out]
    result = subprocess.run(command, cwd=PACKAGE, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"error: {' '.join(command)} failed:\n{result.stderr}")
    report = json.loads(result.stdout[result.stdout.index("{"):])
    return {t["name"]: (t["total"], t["heading"], t["inclination"], t["samplesPerSecond"]) for t in report["trials"]}


def fmt(figures):
    if figures is None:
        return "      -      "
    return "%5.2f/%5.2f/%4.2f" % figures[:3]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("dir", nargs="?", default=DEFAULT_DIR, help="directory of BROAD trial CSVs")
    parser.add_argument("--scratch-path", help="passed to swift run (a build directory other than .build)")
    parser.add_argument("--no-tactile", action="store_true", help="skip Tactile (pip filters only)")
    parser.add_argument("--no-imufusion", action="store_true", help="skip imufusion (its Python loop is slow)")
    parser.add_argument("--compare-quaternions", action="store_true",
                        help="check Tactile VQF's quaternions against pip VQF's, sample by sample")
    args = parser.parse_args()

    try:
        import vqf  # noqa: F401
        if not args.no_imufusion:
            import imufusion  # noqa: F401
    except ImportError as error:
        sys.exit(f"error: {error}; install the reference filters with: pip install vqf imufusion numpy")

    files = sorted(glob.glob(os.path.join(args.dir, "*.csv")))
    if not files:
        sys.exit(f"error: no .csv files in {args.dir}")

    tactile_vqf = tactile_madgwick = {}
    estimates_dir = tempfile.mkdtemp(prefix="tactile-estimates-") if args.compare_quaternions else None
    if not args.no_tactile:
        print("running Tactile (swift run -c release tactile eval motion) ...", file=sys.stderr)
        tactile_vqf = run_tactile(args.dir, "vqf", args.scratch_path, estimates_dir)
        tactile_madgwick = run_tactile(args.dir, "madgwick", args.scratch_path)

    rows = []
    worst_difference = 0.0
    for path in files:
        trial = read_trial(path)
        name = trial[0]
        print(f"running pip filters on {name} ...", file=sys.stderr)
        v = run_vqf(trial)
        row = {
            "name": name, "samples": len(trial[2]),
            "tactile_vqf": tactile_vqf.get(name), "tactile_madgwick": tactile_madgwick.get(name),
            "pip_vqf": v["9D"], "pip_vqf_6d": v["6D"], "offline_vqf": run_offline_vqf(trial),
            "imufusion": None if args.no_imufusion else run_imufusion(trial),
        }
        if estimates_dir and not args.no_tactile:
            ours = np.genfromtxt(os.path.join(estimates_dir, name + ".csv"), delimiter=",", skip_header=1)[:, 1:5]
            theirs = v["quat9D"]
            sign = np.sign(np.sum(ours * theirs, axis=1, keepdims=True))
            difference = float(np.max(np.abs(ours * sign - theirs)))
            row["max_quaternion_difference"] = difference
            worst_difference = max(worst_difference, difference)
        rows.append(row)

    columns = [("tactile_vqf", "Tactile VQF"), ("tactile_madgwick", "Tactile Madgwick"), ("pip_vqf", "pip vqf"),
               ("offline_vqf", "pip offlineVQF*"), ("imufusion", "imufusion")]
    print("RMSE in degrees, total/heading/inclination (9-axis); * = non-causal, for reference only")
    print("%-34s" % "trial" + "".join("%-19s" % title for _, title in columns))
    for row in rows:
        print("%-34s" % row["name"] + "".join("%-19s" % fmt(row[key]) for key, _ in columns))

    def mean(key):
        values = [row[key] for row in rows if row[key] is not None]
        if len(values) != len(rows):
            return None
        return tuple(float(np.mean([v[i] for v in values])) for i in range(4))

    means = {key: mean(key) for key, _ in columns}
    print("%-34s" % f"mean of {len(rows)} trials" + "".join("%-19s" % fmt(means[key]) for key, _ in columns))
    print()
    print("samples/s (filter only; pip vqf is its C++ batch call, imufusion a per-sample Python loop)")
    print("%-34s" % "mean" + "".join("%-19s" % ("-" if means[k] is None else "%.0f" % means[k][3]) for k, _ in columns))

    print()
    six = mean("pip_vqf_6d")
    print("pip vqf 6-axis inclination (mean): %.2f" % six[2])
    ref = means["pip_vqf"]
    reproduced = all(abs(round(a, 2) - b) < 1e-9 for a, b in zip(ref[:3], REFERENCE_VQF_MEAN)) and all(
        tuple(round(x, 2) for x in row["pip_vqf"][:3]) == REFERENCE_VQF[row["name"]]
        for row in rows if row["name"] in REFERENCE_VQF)
    print("pip vqf reproduces research/motion.md's reference figures: %s (%.4f / %.4f / %.4f)"
          % ("yes" if reproduced else "NO", ref[0], ref[1], ref[2]))
    if means["tactile_vqf"] is not None:
        t = means["tactile_vqf"]
        print("ratio Tactile VQF / pip vqf: total %.4f, heading %.4f, inclination %.4f, speed %.2f"
              % (t[0] / ref[0], t[1] / ref[1], t[2] / ref[2], t[3] / ref[3]))
        m = means["tactile_madgwick"]
        print("ratio Tactile Madgwick / pip vqf: total %.2f, heading %.2f, inclination %.2f"
              % (m[0] / ref[0], m[1] / ref[1], m[2] / ref[2]))
        if means["imufusion"] is not None:
            f = means["imufusion"]
            print("ratio imufusion / pip vqf: total %.2f, heading %.2f, inclination %.2f"
                  % (f[0] / ref[0], f[1] / ref[1], f[2] / ref[2]))
    if estimates_dir and not args.no_tactile:
        print("largest quaternion component difference, Tactile VQF vs pip vqf (9D): %.3g (%s 1e-6)"
              % (worst_difference, "within" if worst_difference <= 1e-6 else "NOT within"))


if __name__ == "__main__":
    main()
