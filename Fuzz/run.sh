#!/usr/bin/env bash
# Builds Tactile's libFuzzer targets and fuzzes each for a while, starting from the committed seed corpus.
#
#   Fuzz/run.sh [seconds-per-target] [target…]      e.g. Fuzz/run.sh 600            (a campaign)
#                                                        Fuzz/run.sh 8              (the CI smoke run)
#                                                        Fuzz/run.sh 300 FuzzDBus   (one target)
#
# Targets: FuzzEvemu FuzzLibinputYAML FuzzInputEvents FuzzTrace FuzzIIO FuzzMotionCSV FuzzDBus.
# Inputs found to add coverage go to .fuzz-work/<target>/corpus (not committed; copy good ones into
# Fuzz/Corpus/<target>/ by hand). A crash, hang (-timeout) or out-of-memory (-rss_limit_mb) is written to
# .fuzz-work/<target>/artifacts/ and makes the script exit 1; reproduce it with
#   SWIFT_BACKTRACE=enable=no .build-fuzz/debug/<target> <artifact>
# then add the input as a named test in Tests/…/FuzzRegressionTests.swift and fix the parser.
#
# Environment: FUZZ_SCRATCH (build directory, default <repo>/.build-fuzz), FUZZ_WORK (default <repo>/.fuzz-work),
# FUZZ_JOBS (parallel libFuzzer workers per target, default 1).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(dirname "$here")"
seconds="${1:-60}"
shift || true
all=(FuzzEvemu FuzzLibinputYAML FuzzInputEvents FuzzTrace FuzzIIO FuzzMotionCSV FuzzDBus)
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then targets=("${all[@]}"); fi
scratch="${FUZZ_SCRATCH:-$repo/.build-fuzz}"
work="${FUZZ_WORK:-$repo/.fuzz-work}"
jobs="${FUZZ_JOBS:-1}"

echo "== building the fuzz targets (-sanitize=fuzzer,address) in $scratch"
(cd "$here" && swift build --sanitize fuzzer --sanitize address -Xswiftc -parse-as-library --scratch-path "$scratch" 2>&1 \
    | grep -vE '^\[[0-9]+/[0-9]+\]|ld.gold: warning: Cannot export local symbol' || true)
bin="$scratch/debug"
for t in "${targets[@]}"; do
    [ -x "$bin/$t" ] || { echo "error: $bin/$t was not built"; exit 1; }
done

# The Swift backtracer hangs after a crash under libFuzzer; libFuzzer prints its own report.
export SWIFT_BACKTRACE=enable=no
# Leaks are not checked: every input builds a fresh application (TouchSimulator), and what one keeps alive after
# the input is done is not a parser bug (see the Bad input article).
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"
status=0
summary=()
for t in "${targets[@]}"; do
    mkdir -p "$work/$t/corpus" "$work/$t/artifacts"
    log="$work/$t/last-run.log"
    echo "== $t: ${seconds}s"
    set +e
    "$bin/$t" "$work/$t/corpus" "$here/Corpus/$t" \
        -max_total_time="$seconds" -detect_leaks=0 -timeout=10 -rss_limit_mb=2048 -max_len=16384 -print_final_stats=1 \
        -jobs="$jobs" -workers="$jobs" -artifact_prefix="$work/$t/artifacts/" > "$log" 2>&1
    rc=$?
    set -e
    if [ "$jobs" -gt 1 ]; then cat fuzz-*.log >> "$log" 2>/dev/null || true; rm -f fuzz-*.log; fi
    # A stale build directory once produced a binary without coverage instrumentation; check that it has it.
    if ! grep -q "INFO: Loaded 1 modules" "$log"; then
        echo "error: $t is not instrumented (no \"INFO: Loaded 1 modules\"); delete $scratch and build again"
        tail -20 "$log"
        exit 1
    fi
    runs=$(grep -o "stat::number_of_executed_units: [0-9]*" "$log" | awk '{s+=$2} END {print s+0}')
    cov=$(grep -oE "cov: [0-9]+" "$log" | tail -1 | awk '{print $2}')
    units=$(ls "$work/$t/corpus" | wc -l)
    if [ $rc -ne 0 ]; then
        status=1
        echo "!! $t failed (exit $rc); see $log and $work/$t/artifacts/"
        grep -E "ERROR: |Fatal error|fuzz invariant|Test unit written" "$log" | head -20 || true
        summary+=("$(printf '%-18s %6ss %10s runs  cov %6s  new units %5s  FAILED' "$t" "$seconds" "$runs" "${cov:-?}" "$units")")
    else
        summary+=("$(printf '%-18s %6ss %10s runs  cov %6s  new units %5s  ok' "$t" "$seconds" "$runs" "${cov:-?}" "$units")")
    fi
done
echo "== fuzz summary (${seconds}s per target, $jobs job(s) each)"
printf '%s\n' "${summary[@]}"
exit $status
