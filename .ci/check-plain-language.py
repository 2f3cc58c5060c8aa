#!/usr/bin/env python3
"""Checks that what a user reads names no internal requirement or decision numbers and no in-house words
(Python 3 standard library only).

Users read the sources' doc comments, CLI text and error messages, the DocC articles, the README, BENCHMARKS.md,
Docs/ and the CHANGELOG. The documents those internal numbers point to are not in the repository, so a reference
like "(CTL-01)" or "decisions DIS-06" leads nowhere. Write what UIKit does and what Tactile does instead; when the
reason for a choice takes longer than a sentence, it goes in Docs/Behaviors.md and the text points there.

What fails (each hit is printed as `path:line: text`, with what to write instead):

  id        an internal number: one of the families EX DIS GAP CM TCH HIT GRI PIPE TD RSP TDC GTD GSM GR GRC FR EVT
            BP GCS RC SHK ORI EDT CTL CAP followed by `-<digits>` ("GRI-05", "GAP-05/06", "CM-17/GAP-08");
  list      the families named as a list: "requirements GR, GSM", "decisions DIS", "(GCS)", "(GTD, GRI)";
  file      the internal documents by name: "decisions.md", "requirements.md";
  in-house  "seed document(s)", and "seeds" meaning those documents ("the seeds", "the Guide's seeds", "as the
            seeds say", "the seeds' checkmark").

What passes: other hyphenated numbers ("UTF-16", "ISO-8601", "Listing 3-2"), anything inside a URL (an address is
not ours to reword), a single random-number seed ("SplitMix64 seed", `--seed`), and seeds on a line about fuzzing
or random numbers ("fuzz seed corpus", "the fuzzer's seeds", "random seeds"). Tests/ is not checked: tests may cite
the numbers in their names and comments.

Usage:
  .ci/check-plain-language.py                  checks Sources/, Migrator/Sources and Hosts/GTK/Sources (.swift, .md), README.md,
                                               Migrator/README.md, Hosts/GTK/README.md, BENCHMARKS.md, Docs/,
                                               CHANGELOG.md in the repository that holds this script
  .ci/check-plain-language.py --paths F [F…]   checks the given files (and directories) only
  .ci/check-plain-language.py --self-test      plants each forbidden pattern in a temporary tree and checks it is
                                               caught, and checks that the allowed texts pass

Exit status: 0 when nothing is found, 1 when something is (or the self-test fails), 2 on bad arguments.
"""

import argparse
import os
import re
import sys
import tempfile

FAMILIES = (
    "EX DIS GAP CM TCH HIT GRI PIPE TD RSP TDC GTD GSM GR GRC FR EVT BP GCS RC SHK ORI EDT CTL CAP".split()
)
# Longest first, so that "GRC" is not read as "GR" followed by "C".
FAMILY = "(?:" + "|".join(sorted(FAMILIES, key=len, reverse=True)) + ")"

ADVICE_ID = "say what UIKit does and what Tactile does; choices go in Docs/Behaviors.md"
ADVICE_FILE = "that document is not in the repository: say what UIKit does and what Tactile does, or point to Docs/Behaviors.md"
ADVICE_SEEDS = ("name Apple's Event Handling Guide (or say what UIKit does) and what Tactile does; "
                "choices go in Docs/Behaviors.md")

RULES = [
    # (name, pattern, advice, whether a line about fuzzing or random numbers is exempt). The families are matched
    # case-sensitively: the numbers are upper case, and "gr-1" or "Ex-2" are something else.
    ("id", re.compile(r"(?<![A-Za-z0-9_-])" + FAMILY + r"-\d+(?![A-Za-z0-9_])"), ADVICE_ID, False),
    ("list", re.compile(r"\b[Rr]equirements?\s+" + FAMILY + r"\b(?!-\d)"), ADVICE_ID, False),
    ("list", re.compile(r"\b[Dd]ecisions?\s+(?:DIS|GAP)\b(?!-\d)"), ADVICE_ID, False),
    ("list", re.compile(r"\(" + FAMILY + r"(?:\s*(?:,|/|and|or)\s*" + FAMILY + r")*\)"), ADVICE_ID, False),
    ("file", re.compile(r"\b(?:decisions|requirements)\.md\b"), ADVICE_FILE, False),
    ("in-house", re.compile(r"\bseed\s+documents?\b", re.IGNORECASE), ADVICE_SEEDS, False),
    ("in-house", re.compile(r"(?<![\w-])seeds\b(?![\w.-])", re.IGNORECASE), ADVICE_SEEDS, True),
]

# On a line about fuzzing or random numbers, "seeds" means what it says.
RANDOM_CONTEXT = re.compile(r"fuzz|corpus|corpora|random|rng\b|splitmix|prng|shuffle", re.IGNORECASE)
URL = re.compile(r"[a-z][a-z0-9+.-]*://[^\s)>\]\"'`]+", re.IGNORECASE)

SOURCE_EXTENSIONS = (".swift", ".md")


def repository_root():
    return os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def default_targets(root):
    """The files users read: Sources/ (.swift, .md), README.md, BENCHMARKS.md, Docs/, CHANGELOG.md, and the same of
    tactile-migrate's package (Migrator/Sources, Migrator/README.md) and of the GTK host's (Hosts/GTK/Sources,
    Hosts/GTK/README.md)."""
    targets = []
    for name in ("Sources", "Docs", os.path.join("Migrator", "Sources"), os.path.join("Hosts", "GTK", "Sources")):
        path = os.path.join(root, name)
        if os.path.isdir(path):
            targets.append(path)
    for name in (
        "README.md", "BENCHMARKS.md", "CHANGELOG.md", os.path.join("Migrator", "README.md"),
        os.path.join("Hosts", "GTK", "README.md"),
    ):
        path = os.path.join(root, name)
        if os.path.isfile(path):
            targets.append(path)
    return targets


def files_under(targets):
    """Every checked file of `targets` (files are taken as given; directories are walked for .swift and .md)."""
    for target in targets:
        if os.path.isdir(target):
            for directory, subdirectories, names in os.walk(target, followlinks=False):
                subdirectories[:] = sorted(d for d in subdirectories if not d.startswith("."))
                for name in sorted(names):
                    if name.endswith(SOURCE_EXTENSIONS):
                        yield os.path.join(directory, name)
        else:
            yield target


def findings_in_line(line):
    """The (rule name, matched text, advice) found in one line."""
    masked = URL.sub(lambda m: " " * len(m.group(0)), line)
    found = []
    random_context = RANDOM_CONTEXT.search(masked) is not None
    for name, pattern, advice, exempt_when_random in RULES:
        if exempt_when_random and random_context:
            continue
        for match in pattern.finditer(masked):
            found.append((name, match.group(0), advice))
    return found


def check(targets, root, out):
    """Prints every hit in `targets` to `out`; returns the number of lines with hits."""
    hits = 0
    for path in files_under(targets):
        try:
            with open(path, encoding="utf-8", errors="replace") as handle:
                lines = handle.read().split("\n")
        except OSError as error:
            out.write(f"{path}: cannot be read ({error.strerror})\n")
            hits += 1
            continue
        shown = os.path.relpath(path, root) if root and not os.path.relpath(path, root).startswith("..") else path
        for number, line in enumerate(lines, start=1):
            found = findings_in_line(line)
            if not found:
                continue
            hits += 1
            out.write(f"{shown}:{number}: {line.strip()}\n")
            advices = []
            for _, _, advice in found:
                if advice not in advices:
                    advices.append(advice)
            words = ", ".join(f'"{text}"' for _, text, _ in found)
            out.write(f"    {words}: {' / '.join(advices)}\n")
    return hits


def run(targets, root, out):
    hits = check(targets, root, out)
    if hits:
        out.write(f"error: {hits} line(s) name internal requirement or decision numbers or in-house documents. "
                  "Users cannot look those up: say what UIKit does and what Tactile does, and put the reason for a "
                  "choice in Docs/Behaviors.md (tests may keep the numbers).\n")
        return 1
    return 0


# ---------------------------------------------------------------------------------------------------------------------
# Self-test

FORBIDDEN = [
    "/// UIKit counterpart: `UIControl` (requirements CTL-01 to CTL-05, RSP-06, decisions GAP-10).",
    "/// reset to `.possible` and ``reset()`` runs (decisions DIS-06). Illegal transitions are ignored",
    "/// UIKit counterpart: `UIGestureRecognizer` (requirements GR, GSM, GRI, GTD, GCS).",
    "print(\"Tap the button (CTL-01)\")",
    "throw ValidationError(\"the demo follows GRI-05\")",
    "/// (requirements GAP-05 and GAP-06), so a single documented configuration type",
    "/// SHK-01, SHK-04; decisions GAP-05/06). Tactile uses the rule of Square's seismic",
    "@Test(\"CM-17/GAP-08: the magnetometer gives the heading\")",
    "/// TDC-02 / DIS-12: a view with `isExclusiveTouch` gets a touch only while",
    "// MARK: Subclass API (GCS)",
    "/// depends on every recognizer watching its touches (GTD).",
    "/// See decisions DIS for the reasons.",
    "/// The seeds give none either, so we choose.",
    "/// The checkmark recognizer from the seeds' \"Creating a Custom Gesture Recognizer\" listing.",
    "/// chosen above the pan hysteresis, so that, as the seeds say, a swipe meets a pan's conditions first",
    "/// seeds list (CTL-02) override it",
    "/// draws the Guide's seeds' checkmark",
    "/// Read the seed documents for the details.",
    "/// as the seed document says",
    "/// so decisions.md asks for a single documented configuration type",
    "/// Requirement IDs refer to requirements.md.",
    "| minimum alpha for hit-testing | 0.01 | UIKit (decisions DIS-17) |",
    "EX-12 HIT-01 PIPE-02 TD-06 FR-01 EVT-05 BP-05 RC-02 ORI-01 EDT-01 CAP-01 GSM-07 GRC-03 TCH-13",
]

ALLOWED = [
    "/// Strings are measured in UTF-16 code units and dates are ISO-8601.",
    "/// Template draws come from SplitMix64 seeded with --seed; the seed of the default runs is 2007.",
    "/// Each starts from a small committed fuzz seed corpus in `Fuzz/Corpus/<target>/`.",
    "/// `run.sh` refuses binaries whose first run over the fuzzer's seeds reports no coverage.",
    "/// Random seeds make every run different.",
    "/// `Fuzz/make-seeds.py` writes them from the test fixtures' shapes.",
    "/// See https://example.com/issues/GR-12 and <https://example.org/spec/DIS-06.html>.",
    "/// Listing 3-2 of Apple's guide; Figure 1-6 shows the two touches.",
    "/// The arbitration log records every decision; decisions are shown in a lane.",
    "/// Requirements: Swift 6 and a Linux kernel with evdev.",
    "/// A GRID-5 layout, XGR-12, GR_12 and EXIT-1 are not internal numbers; neither is CGRect-like code.",
    "/// The gesture requirements of Apple's guide (see Docs/Behaviors.md).",
    "let seed: UInt64 = 42 // a seed, singular",
]


def self_test():
    failures = []
    with tempfile.TemporaryDirectory() as root:
        sources = os.path.join(root, "Sources", "Tactile")
        os.makedirs(sources)
        os.makedirs(os.path.join(root, "Docs"))
        os.makedirs(os.path.join(root, "Tests"))
        with open(os.path.join(sources, "Forbidden.swift"), "w", encoding="utf-8") as handle:
            handle.write("\n".join(FORBIDDEN) + "\n")
        with open(os.path.join(sources, "Allowed.swift"), "w", encoding="utf-8") as handle:
            handle.write("\n".join(ALLOWED) + "\n")
        with open(os.path.join(sources, "Resource.json"), "w", encoding="utf-8") as handle:
            handle.write("\"GRI-05 in a resource that is neither Swift nor Markdown\"\n")
        with open(os.path.join(root, "Tests", "Cited.swift"), "w", encoding="utf-8") as handle:
            handle.write("@Test(\"GRI-05 tests may cite numbers\") func t() {}\n")
        for name, text in (("README.md", "See (CTL-01).\n"), ("BENCHMARKS.md", "As the seeds say.\n"),
                           ("CHANGELOG.md", "- Decisions DIS and GAP.\n"),
                           (os.path.join("Docs", "Behaviors.md"), "Tap (GRI-05).\n")):
            with open(os.path.join(root, name), "w", encoding="utf-8") as handle:
                handle.write(text)

        # Each forbidden line, and each line of the other user-facing files, is reported; nothing else is.
        import io
        out = io.StringIO()
        status = run(default_targets(root), root, out)
        report = out.getvalue()
        reported = set(re.findall(r"^(\S+?):(\d+): ", report, re.MULTILINE))
        forbidden_file = os.path.join("Sources", "Tactile", "Forbidden.swift")
        for number, line in enumerate(FORBIDDEN, start=1):
            if (forbidden_file, str(number)) not in reported:
                failures.append(f"not caught: {line}")
        allowed_file = os.path.join("Sources", "Tactile", "Allowed.swift")
        for number, line in enumerate(ALLOWED, start=1):
            if (allowed_file, str(number)) in reported:
                failures.append(f"wrongly caught: {line}")
        for name in ("README.md", "BENCHMARKS.md", "CHANGELOG.md", os.path.join("Docs", "Behaviors.md")):
            if (name, "1") not in reported:
                failures.append(f"not checked: {name}")
        for path, _ in reported:
            if path.startswith("Tests") or path.endswith(".json"):
                failures.append(f"checked what it must not: {path}")
        if status != 1:
            failures.append(f"exit status {status} with hits, expected 1")
        # Every ID of the last forbidden line is named in the report.
        for family in FAMILIES:
            if family in ("DIS", "GAP", "CM", "GRI", "GR", "GCS", "GTD", "CTL", "RSP", "SHK", "TDC"):
                continue  # named by earlier lines
            if not re.search(r'"' + family + r'-\d+"', report):
                failures.append(f"family {family} not reported")

        # --paths checks only what it is given, and a clean file passes.
        out = io.StringIO()
        if run([os.path.join(sources, "Allowed.swift")], root, out) != 0:
            failures.append("--paths with a clean file did not pass:\n" + out.getvalue())
        out = io.StringIO()
        if run([os.path.join(root, "README.md")], root, out) != 1 or "Forbidden.swift" in out.getvalue():
            failures.append("--paths did not check exactly the given file")
    if failures:
        for failure in failures:
            print("self-test: " + failure)
        print(f"self-test: FAILED ({len(failures)} problem(s))")
        return 1
    print(f"self-test: passed ({len(FORBIDDEN)} forbidden lines caught, {len(ALLOWED)} allowed lines passed, "
          "Tests/ and non-Swift, non-Markdown files under Sources/ left alone, --paths honoured)")
    return 0


def main(argv):
    parser = argparse.ArgumentParser(
        description="Fails when user-facing text names internal requirement/decision numbers or in-house words.")
    parser.add_argument("--paths", nargs="+", metavar="PATH",
                        help="check these files (and directories: their .swift and .md files) only")
    parser.add_argument("--self-test", action="store_true", help="check that the check catches what it must")
    arguments = parser.parse_args(argv)
    if arguments.self_test:
        return self_test()
    root = repository_root()
    if arguments.paths:
        missing = [p for p in arguments.paths if not os.path.exists(p)]
        if missing:
            for path in missing:
                print(f"error: {path}: no such file or directory", file=sys.stderr)
            return 2
        targets = arguments.paths
        root = os.getcwd()
    else:
        targets = default_targets(root)
    return run(targets, root, sys.stdout)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
