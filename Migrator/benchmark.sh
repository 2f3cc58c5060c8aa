#!/usr/bin/env bash
# Times `tactile-migrate --dry-run` on a generated 1,000-line UIKit file, in a release build, and prints the figure.
#
#   Migrator/benchmark.sh            (from the repository's root, or from Migrator/)
#
# The file holds 19 copies of Benchmark/PhotoViewController.swift.template (the tests' large sample is built from
# the same template), view controllers each with gesture recognizers, a control target, a bar button, a selector
# timer, a delayed perform, @objc and @IBAction methods, an edit-action check and a shake handler. The command runs
# five times; every run's wall-clock time is printed, then the fastest. The figure is printed, not checked: a
# release build should take well under a second. MIGRATOR_SCRATCH_PATH chooses another build folder (default
# Migrator/.build), so a benchmark can build while a debug build of the same checkout runs.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
scratch=()
if [[ -n "${MIGRATOR_SCRATCH_PATH:-}" ]]; then scratch=(--scratch-path "$MIGRATOR_SCRATCH_PATH"); fi

echo "Building tactile-migrate (release)…" >&2
swift build -c release --package-path "$here" "${scratch[@]}" --product tactile-migrate >&2
binary="$(swift build -c release --package-path "$here" "${scratch[@]}" --show-bin-path)/tactile-migrate"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
file="$work/Controllers.swift"
echo "import UIKit" > "$file"
for index in $(seq 0 18); do
    sed "s/__INDEX__/$index/g" "$here/Benchmark/PhotoViewController.swift.template" >> "$file"
done
lines=$(wc -l < "$file")

best=""
for run in 1 2 3 4 5; do
    start=$(date +%s%N)
    status=0
    "$binary" --dry-run "$file" > "$work/diff.txt" 2> "$work/report.txt" || status=$?
    end=$(date +%s%N)
    if [[ $status -gt 1 ]]; then
        echo "tactile-migrate failed (exit status $status):" >&2
        cat "$work/report.txt" >&2
        exit 1
    fi
    ms=$(( (end - start) / 1000000 ))
    echo "run $run: ${ms} ms"
    if [[ -z "$best" || $ms -lt $best ]]; then best=$ms; fi
done
echo "tactile-migrate --dry-run on a $lines-line UIKit file (release build): best of 5 runs ${best} ms" \
    "($(wc -l < "$work/diff.txt") diff lines; $(tail -n 1 "$work/report.txt"))"
