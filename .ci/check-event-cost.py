#!/usr/bin/env python3
"""Guards what a touch costs: the instructions of a touch that begins, a move and a touch that ends, counted by
valgrind's callgrind and compared with the budgets in .ci/event-cost-budgets.json (Python 3 standard library and
valgrind only).

The probe, `tactile-event-cost` (Sources/tactile-event-cost/main.swift, an executable of the main package), sends
touch sequences through a phone-sized window of a few hundred views with a tap, a long press, a pan and a pinch on
the touch's path, and checks that the recognizers saw them (it exits with status 1 otherwise). Each measured event
goes through its own function that is never inlined; callgrind counts inside those three functions only
(--toggle-collect), so building the scene and the frames is not counted. The script reads each function's inclusive
count from callgrind's output, divides it by the number of events the probe reports, and compares.

An instruction count, unlike a time, is the same on every run, from any checkout, whatever else the machine is
doing: hashing is made deterministic (SWIFT_DETERMINISTIC_HASHING=1), and the probe runs from a folder whose path
always has the same length, with nothing else in its environment (see measure). It is a debug build's count, the build
CI makes anyway (a release build of the probe would cost CI minutes it does not have): a debug build runs the
standard library's generic code unspecialized and keeps every exclusivity and reference-counting call, so its counts
are 6 to 15 times a release build's (BENCHMARKS.md gives both). A change that makes the release build dearer almost
always makes the debug build dearer too; Benchmarks/run-callgrind.sh counts release builds.

What fails (exit status 1): a count more than the budgets file's tolerance (5 %) above its budget, or a probe that
fails its checks. A count more than 5 % below its budget passes, with a note to tighten the budget. After a
deliberate change (a feature that costs, or a new toolchain), run with --update and commit the budgets file.

Usage:
  .ci/check-event-cost.py              builds the probe (swift build --product tactile-event-cost), counts, compares
  .ci/check-event-cost.py --no-build   uses the probe already built in .build/debug
  .ci/check-event-cost.py --update     counts and writes the counts into the budgets file
  .ci/check-event-cost.py --self-test  checks the comparison (a 6 % rise fails, 4 % passes), the reading of
                                       callgrind's output and the writing of the budgets file, without valgrind
Without valgrind (apt-get install valgrind) the check is skipped with a message and exit status 0.

Exit status: 0 within budget (or skipped), 1 over budget or the probe failed, 2 bad arguments or setup errors.
"""

import argparse
import json
import os
import platform
import re
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUDGETS = os.path.join(ROOT, ".ci", "event-cost-budgets.json")
PRODUCT = "tactile-event-cost"
SEQUENCES = 20

# (key in the budgets file, the probe's measured function, what the row says)
PHASES = [
    ("began", "measuredTouchBegan", "a touch begins"),
    ("moved", "measuredTouchMoved", "a touch moves"),
    ("ended", "measuredTouchEnded", "a touch ends"),
]

ABOUT = ("Instructions per event of tactile-event-cost (Sources/tactile-event-cost) under valgrind's callgrind, "
         "in a debug build (swift build), as .ci/check-event-cost.py counts them; CI fails when one rises more than "
         "tolerance_percent above its budget. After a deliberate change, run .ci/check-event-cost.py --update and "
         "commit this file. BENCHMARKS.md (What a touch costs, checked in CI) explains the figures.")


class SetupError(Exception):
    """Something other than the cost went wrong: no probe, valgrind failed to run, unreadable output."""


# Reading callgrind's output ------------------------------------------------------------------------------------------

def inclusive_costs(path, names):
    """The inclusive instruction count of each function whose name contains one of `names`, from a callgrind output
    file, and the file's total. A function's inclusive count is its own cost lines plus the cost lines of the calls
    it makes (the line after each `calls=`). Handles name compression (`fn=(12) name`, then `fn=(12)`) and ignores
    the position column, whichever its compression. With --toggle-collect, everything counted is inside one of the
    measured functions, so their inclusive counts add up to the total; the caller checks that."""
    ids = {}           # compressed id → name, shared by fn= and cfn=
    current = None     # the function the following cost lines belong to
    costs = {name: 0 for name in names}
    totals = None
    events = None

    def resolve(value):
        match = re.match(r"\((\d+)\)\s*(.*)$", value)
        if not match:
            return value
        if match.group(2):
            ids[match.group(1)] = match.group(2)
        return ids.get(match.group(1), value)

    def measured(function):
        return next((name for name in names if function and name in function), None)

    with open(path, encoding="utf-8", errors="replace") as handle:
        for raw in handle:
            line = raw.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            if line.startswith("events:"):
                events = line.split()[1:]
                continue
            if line.startswith("totals:") or line.startswith("summary:"):
                totals = int(line.split()[1])
                continue
            key, sep, value = line.partition("=")
            if sep and key == "fn":
                current = measured(resolve(value.strip()))
                continue
            if sep and key in ("cfn", "cfi", "cfl", "cob", "ob", "fl", "fi", "fe"):
                if key == "cfn":
                    resolve(value.strip())
                continue
            if sep and key == "calls":
                continue  # the next cost line is the call's inclusive cost, which counts for the caller
            if line[0] in "0123456789+-*":
                if current is not None:
                    fields = line.split()
                    if len(fields) >= 2:
                        costs[current] += int(fields[1])
                continue
            # other header lines (version, creator, cmd, positions, part, desc…) carry no cost
    if events is not None and (not events or events[0] != "Ir"):
        raise SetupError(f"{path}: the first event is {events[:1]}, not Ir (instructions)")
    return costs, totals


EVENTS_LINE = re.compile(r"^events began=(\d+) moved=(\d+) ended=(\d+)$", re.M)


def event_counts(output):
    """The number of events of each phase the probe measured, from its `events began=… moved=… ended=…` line."""
    match = EVENTS_LINE.search(output)
    if not match:
        raise SetupError("the probe printed no `events began=… moved=… ended=…` line:\n" + output)
    return {"began": int(match.group(1)), "moved": int(match.group(2)), "ended": int(match.group(3))}


# Comparing ------------------------------------------------------------------------------------------------------------

def compare(budgets, measured, tolerance):
    """Rows of (phase, budget, measured, change in %, verdict) and whether any rose beyond the tolerance. The verdict
    is "over" (fails), "lower" (fell by more than the tolerance: tighten the budget) or "ok"."""
    rows, failed = [], False
    for key, _, _ in PHASES:
        budget, value = budgets.get(key), measured[key]
        if not budget:
            rows.append((key, None, value, None, "new"))
            continue
        change = (value - budget) * 100.0 / budget
        if change > tolerance:
            verdict = "over"
            failed = True
        elif change < -tolerance:
            verdict = "lower"
        else:
            verdict = "ok"
        rows.append((key, budget, value, change, verdict))
    return rows, failed


def table(rows):
    describe = {key: what for key, _, what in PHASES}
    lines = [f"  {'phase':16} {'budget':>10} {'measured':>10} {'change':>9}"]
    for key, budget, value, change, verdict in rows:
        budget_text = f"{budget:,}" if budget else "none"
        change_text = f"{change:+.2f} %" if change is not None else ""
        notes = {"over": "  over budget", "lower": "  lower: tighten the budget", "new": "  no budget yet"}
        note = notes.get(verdict, "")
        lines.append(f"  {describe[key]:16} {budget_text:>10} {value:>10,} {change_text:>9}{note}")
    return "\n".join(lines)


def load_budgets(path):
    try:
        with open(path, encoding="utf-8") as handle:
            data = json.load(handle)
    except FileNotFoundError:
        return {"budgets": {}, "tolerance_percent": 5}
    except (OSError, json.JSONDecodeError) as error:
        raise SetupError(f"{path}: cannot read the budgets ({error}); expected a JSON object with \"budgets\": "
                         "{\"began\": …, \"moved\": …, \"ended\": …}")
    budgets = data.get("budgets")
    if not isinstance(budgets, dict) or not all(isinstance(budgets.get(k, 0), int) for k, _, _ in PHASES):
        raise SetupError(f"{path}: \"budgets\" must map began, moved and ended to whole numbers of instructions")
    tolerance = data.get("tolerance_percent", 5)
    if not isinstance(tolerance, (int, float)) or tolerance < 0:
        raise SetupError(f"{path}: \"tolerance_percent\" must be a number of at least 0, not {tolerance!r}")
    return data


def write_budgets(path, data, measured, toolchain, architecture):
    updated = {
        "about": ABOUT,
        "build": "debug",
        "toolchain": toolchain,
        "architecture": architecture,
        "probe": f"{PRODUCT} {SEQUENCES} (touch sequences after 3 to warm up; 20 moves each)",
        "tolerance_percent": data.get("tolerance_percent", 5),
        "budgets": {key: measured[key] for key, _, _ in PHASES},
    }
    with open(path, "w", encoding="utf-8") as handle:
        json.dump(updated, handle, indent=2)
        handle.write("\n")


# Measuring ------------------------------------------------------------------------------------------------------------

def toolchain_version():
    try:
        result = subprocess.run(["swift", "--version"], capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        return "unknown"
    lines = (result.stdout or result.stderr).strip().splitlines()
    return lines[0].strip() if lines else "unknown"


def build_probe():
    result = subprocess.run(["swift", "build", "--product", PRODUCT], cwd=ROOT, capture_output=True, text=True)
    if result.returncode != 0:
        raise SetupError(f"swift build --product {PRODUCT} failed:\n{(result.stdout + result.stderr)[-4000:]}")


def measure(binary, work):
    """Runs the probe under callgrind and returns the instructions per event of each phase, the probe's output and
    the seconds valgrind took."""
    if not os.path.exists(binary):
        raise SetupError(f"{binary} does not exist: build it with `swift build --product {PRODUCT}` (or run without "
                         "--no-build)")
    # The probe runs as ./tactile-event-cost from a folder whose path always has the same length
    # (/tmp/tactile-event-cost.XXXXXXXX), in an environment that holds only SWIFT_DETERMINISTIC_HASHING=1: the
    # process's path and environment are copied onto the heap at start, and their lengths move every later
    # allocation, whose addresses decide where objects land in hashed sets. With them fixed, the counts are the same on
    # every run, from any checkout; with them free, they moved by up to 0.03 %.
    # Debug information is stripped from the copy: this toolchain's debug builds write DWARF 4, which valgrind reads,
    # but its release builds write DWARF 5, which valgrind 3.19 cannot ("unhandled dwarf2 abbrev form code 0x25"); the
    # symbol table, which names every function, is all callgrind needs.
    probe = os.path.join(work, PRODUCT)
    if not shutil.which("objcopy") or subprocess.run(
            ["objcopy", "--strip-debug", binary, probe], capture_output=True).returncode != 0:
        shutil.copy2(binary, probe)
    out = os.path.join(work, "callgrind.out")
    command = [shutil.which("valgrind") or "valgrind", "--tool=callgrind", f"--callgrind-out-file={out}",
               "--compress-strings=no", "--compress-pos=no"]
    command += [f"--toggle-collect=*{function}*" for _, function, _ in PHASES]
    command += [f"./{PRODUCT}", str(SEQUENCES)]
    environment = {"SWIFT_DETERMINISTIC_HASHING": "1"}
    start = time.monotonic()
    result = subprocess.run(command, capture_output=True, text=True, env=environment, cwd=work)
    seconds = time.monotonic() - start
    if result.returncode != 0:
        # The probe's own lines, without valgrind's (which start with ==pid==).
        said = "\n".join(line for line in result.stderr.splitlines() if not line.startswith("=="))
        raise ProbeFailed(f"the probe failed under valgrind (exit status {result.returncode}):\n"
                          f"{result.stdout}{said[-4000:]}")
    counts = event_counts(result.stdout)
    functions = [function for _, function, _ in PHASES]
    costs, totals = inclusive_costs(out, functions)
    for key, function, _ in PHASES:
        if costs[function] == 0 or counts[key] == 0:
            raise SetupError(f"callgrind counted nothing in {function} ({counts[key]} events): is the probe's function "
                             "renamed, or inlined?")
    if totals is not None and sum(costs.values()) != totals:
        raise SetupError(f"the measured functions add up to {sum(costs.values()):,} instructions but callgrind "
                         f"counted {totals:,}: something was counted outside them, or twice")
    per_event = {key: round(costs[function] / counts[key]) for key, function, _ in PHASES}
    return per_event, counts, result.stdout, seconds


class ProbeFailed(Exception):
    """The probe's own checks failed: the scene did not behave as the measurement needs."""


# Self-test ------------------------------------------------------------------------------------------------------------

SAMPLE_CALLGRIND = """\
# callgrind format
version: 1
creator: callgrind-3.19.0
positions: line
events: Ir
summary: 1900
ob=(1) /probe
fl=(1) ???
fn=(1) $s18tactile_event_cost18measuredTouchBeganyyF
0 100
cfl=(1)
cfn=(2) $s7Tactile13UIApplicationC17enqueueAndProcessyyF
calls=1 0
0 400
fn=(2)
0 400
fn=(3) $s18tactile_event_cost18measuredTouchMovedyyF
+2 50
* 50
cfn=(2)
calls=2 0
0 1000
fn=(4) $s18tactile_event_cost18measuredTouchEndedyyF
0 300
fn=(1)
0 0
"""


def self_test():
    failures = []

    def expect(condition, what):
        if not condition:
            failures.append(what)

    budgets = {"began": 100_000, "moved": 100_000, "ended": 100_000}

    def with_change(percent):
        return {key: 100_000 + round(percent * 1000) if key == "moved" else 100_000 for key, _, _ in PHASES}

    rows, failed = compare(budgets, with_change(6), 5)
    expect(failed and rows[1][4] == "over", "a 6 % rise of the move did not fail")
    rows, failed = compare(budgets, with_change(4), 5)
    expect(not failed and rows[1][4] == "ok", "a 4 % rise of the move failed")
    rows, failed = compare(budgets, with_change(5), 5)
    expect(not failed, "a rise of exactly 5 % failed (only more than 5 % fails)")
    rows, failed = compare(budgets, with_change(-6), 5)
    expect(not failed and rows[1][4] == "lower", "a 6 % fall was not noted as a budget to tighten")
    rows, failed = compare({"began": 100_000}, with_change(0), 5)
    expect(not failed and rows[1][4] == "new", "a phase without a budget was not reported as new")
    expect("over budget" in table(compare(budgets, with_change(6), 5)[0]), "the table does not say what is over budget")

    with tempfile.TemporaryDirectory() as work:
        sample = os.path.join(work, "callgrind.out")
        with open(sample, "w", encoding="utf-8") as handle:
            handle.write(SAMPLE_CALLGRIND)
        names = [function for _, function, _ in PHASES]
        costs, totals = inclusive_costs(sample, names)
        expected = {"measuredTouchBegan": 500, "measuredTouchMoved": 1100, "measuredTouchEnded": 300}
        expect(costs == expected, f"inclusive counts read as {costs}, expected {expected}")
        expect(totals == 1900 and sum(costs.values()) == totals, f"the total read as {totals}, expected 1900")

        counts = event_counts("scene: 360 views\nevents began=20 moved=400 ended=20\n")
        expect(counts == {"began": 20, "moved": 400, "ended": 20}, f"the probe's event counts read as {counts}")
        try:
            event_counts("no counts here\n")
            failures.append("a probe output without counts was accepted")
        except SetupError:
            pass

        # The whole verdict, as main() reaches it: exit status 1 on a 6 % rise, 0 at 4 %, and --update makes it pass.
        data = {"budgets": budgets, "tolerance_percent": 5, "toolchain": "Swift version 6.3.1",
                "architecture": "x86_64"}
        said = []
        expect(report(data, with_change(6), "Swift version 6.3.1", "x86_64", None, said.append) == 1,
               "the check passed a 6 % rise of the move")
        expect(any("--update" in line for line in said), "a failure does not say how to update the budgets")
        expect(report(data, with_change(4), "Swift version 6.3.1", "x86_64", None, said.append) == 0,
               "the check failed a 4 % rise of the move")
        said.clear()
        expect(report(data, with_change(-6), "Swift version 6.3.1", "x86_64", None, said.append) == 0
               and any("tighten" in line for line in said), "a 6 % fall did not pass with a note to tighten")
        updated = os.path.join(work, "updated.json")
        expect(report(data, with_change(6), "Swift version 6.3.1", "x86_64", updated, said.append) == 0
               and load_budgets(updated)["budgets"] == with_change(6), "--update did not write the measured counts")
        expect(report(load_budgets(updated), with_change(6), "Swift version 6.3.1", "x86_64", None, said.append) == 0,
               "the counts just written by --update do not pass")

        path = os.path.join(work, "budgets.json")
        measured = {"began": 1234, "moved": 567, "ended": 890}
        write_budgets(path, load_budgets(path), measured, "Swift version 6.3.1", "x86_64")
        data = load_budgets(path)
        expect(data["budgets"] == measured and data["tolerance_percent"] == 5, f"--update wrote {data}")
        rows, failed = compare(data["budgets"], measured, data["tolerance_percent"])
        expect(not failed and all(r[4] == "ok" for r in rows), "the budgets just written do not pass")
        with open(path, "w", encoding="utf-8") as handle:
            handle.write('{"budgets": {"began": "many"}}')
        try:
            load_budgets(path)
            failures.append("a budgets file with a non-number was accepted")
        except SetupError:
            pass

    if failures:
        for failure in failures:
            print("self-test: " + failure)
        print(f"self-test: FAILED ({len(failures)} problem(s))")
        return 1
    print("self-test: passed (a 6 % rise fails with exit status 1, 4 % and 5 % pass, a 6 % fall passes with a note to "
          "tighten, callgrind's inclusive counts and the probe's event counts are read, --update writes budgets that "
          "pass)")
    return 0


# Main -----------------------------------------------------------------------------------------------------------------

def main(argv):
    parser = argparse.ArgumentParser(
        description="Compares the instructions of a touch that begins, moves and ends with the committed budgets.")
    parser.add_argument("--update", action="store_true", help="write the measured counts into the budgets file")
    parser.add_argument("--no-build", action="store_true", help="use the probe already built in .build/debug")
    parser.add_argument("--budgets", default=BUDGETS, help="the budgets file (default: .ci/event-cost-budgets.json)")
    parser.add_argument("--self-test", action="store_true",
                        help="check the comparison and the parsing, without valgrind")
    arguments = parser.parse_args(argv)
    if arguments.self_test:
        return self_test()

    if not shutil.which("valgrind"):
        print("skipped: valgrind is not installed (Debian: apt-get install valgrind), so the instructions per touch "
              "event are not counted")
        return 0
    try:
        data = load_budgets(arguments.budgets)
        if not arguments.no_build:
            build_probe()
        # The folder's name always has the same length (see measure).
        with tempfile.TemporaryDirectory(prefix=f"{PRODUCT}.", dir="/tmp" if os.path.isdir("/tmp") else None) as work:
            measured, counts, output, seconds = measure(os.path.join(ROOT, ".build", "debug", PRODUCT), work)
    except ProbeFailed as failure:
        print(f"error: {failure}")
        return 1
    except SetupError as error:
        print(f"error: {error}")
        return 2

    toolchain, architecture = toolchain_version(), platform.machine()
    print("\n".join(line for line in output.splitlines() if not line.startswith("events ")))
    print(f"Instructions per event, debug build, callgrind ({counts['began']} touches began, {counts['moved']} moves, "
          f"{counts['ended']} ended; valgrind took {seconds:.0f} s):")
    return report(data, measured, toolchain, architecture, arguments.budgets if arguments.update else None, print)


def report(data, measured, toolchain, architecture, update_path, say):
    """Prints the table and the notes through `say`, writes the budgets when `update_path` is given, and returns the
    exit status: 1 when a count rose beyond the tolerance (and nothing was updated), else 0."""
    tolerance = data.get("tolerance_percent", 5)
    if update_path:
        write_budgets(update_path, data, measured, toolchain, architecture)
        rows, _ = compare(data.get("budgets", {}), measured, tolerance)
        say(table(rows))
        say(f"Wrote the measured counts to {os.path.relpath(update_path, ROOT)}; commit it with the change that "
            "explains them.")
        return 0
    if data.get("architecture") and data["architecture"] != architecture:
        rows, _ = compare({}, measured, tolerance)
        say(table(rows))
        say(f"skipped the comparison: the budgets were counted on {data['architecture']}, this machine is "
            f"{architecture}, whose instructions are others")
        return 0
    rows, failed = compare(data.get("budgets", {}), measured, tolerance)
    say(table(rows))
    if data.get("toolchain") and data["toolchain"] != toolchain:
        say(f"note: the budgets were counted with {data['toolchain']}; this is {toolchain}. A new compiler changes "
            "the counts: if it alone explains a change, update the budgets.")
    if any(row[4] == "lower" for row in rows):
        say(f"note: a count fell by more than {tolerance} %: tighten the budget with .ci/check-event-cost.py --update "
            "and commit .ci/event-cost-budgets.json")
    if any(row[4] == "new" for row in rows):
        say("note: a phase has no budget yet: write them with .ci/check-event-cost.py --update")
    if failed:
        say(f"error: a touch costs more than {tolerance} % over its budget. Find the cause with callgrind "
            "(Benchmarks/run-callgrind.sh for a release build). If the rise is deliberate, run "
            ".ci/check-event-cost.py --update and commit .ci/event-cost-budgets.json with the change.")
        return 1
    say(f"Within budget (a rise of more than {tolerance} % fails).")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
