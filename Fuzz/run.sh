#!/usr/bin/env bash
# Builds Tactile's libFuzzer targets and fuzzes each for a while, starting from the committed seed corpus.
#
#   Fuzz/run.sh [seconds-per-target] [target…]      e.g. Fuzz/run.sh 600            (a campaign)
#                                                        Fuzz/run.sh 8              (the CI smoke run)
#                                                        Fuzz/run.sh 300 FuzzDBus   (one target)
#
# Targets: FuzzEvemu FuzzLibinputYAML FuzzInputEvents FuzzTrace FuzzIIO FuzzMotionCSV FuzzDBus FuzzShortcutPlist
# FuzzUserActivity FuzzPlaygroundMessage.
# Inputs found to add coverage go to .fuzz-work/<target>/corpus (not committed; copy good ones into
# Fuzz/Corpus/<target>/ by hand). A crash, hang (-timeout) or out-of-memory (-rss_limit_mb) is written to
# .fuzz-work/<target>/artifacts/ and makes the script exit 1; reproduce it with
#   SWIFT_BACKTRACE=enable=no .build-fuzz/debug/<target> <artifact>       (release/ for FUZZ_CONFIGURATION=release)
# then add the input as a named test in Tests/…/FuzzRegressionTests.swift and fix the parser.
#
# Environment: FUZZ_SCRATCH (build directory, default <repo>/.build-fuzz), FUZZ_WORK (default <repo>/.fuzz-work),
# FUZZ_JOBS (parallel libFuzzer workers per target, default 1), FUZZ_CONFIGURATION (debug, the default, or
# release: optimized, with assertions kept; a clean build takes about 2.3 times the CPU of a debug one, 8.6 CPU
# minutes instead of 3.5, and FuzzPlaygroundMessage then runs about twice as many inputs a second, which pays off
# in campaigns of 10 minutes and more; CI's smoke run builds debug; the binaries are in <scratch>/release),
# ASAN_OPTIONS (default detect_leaks=0:malloc_context_size=0).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(dirname "$here")"
seconds="${1:-60}"
configuration="${FUZZ_CONFIGURATION:-debug}"
case "$configuration" in
    debug) configuration_flags=() ;;
    # FuzzDBus uses @testable; -assert-config Debug keeps assert() and assertionFailure() on, as in debug.
    release) configuration_flags=(-c release -Xswiftc -enable-testing -Xswiftc -assert-config -Xswiftc Debug) ;;
    *) echo "error: FUZZ_CONFIGURATION is debug or release, not $configuration"; exit 2 ;;
esac
shift || true
all=(FuzzEvemu FuzzLibinputYAML FuzzInputEvents FuzzTrace FuzzIIO FuzzMotionCSV FuzzDBus FuzzShortcutPlist FuzzUserActivity FuzzPlaygroundMessage)
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then targets=("${all[@]}"); fi
scratch="${FUZZ_SCRATCH:-$repo/.build-fuzz}"
work="${FUZZ_WORK:-$repo/.fuzz-work}"
jobs="${FUZZ_JOBS:-1}"

build() {
    echo "== building the fuzz targets (-sanitize=fuzzer,address, $configuration) in $scratch"
    # `--sanitize fuzzer --sanitize address` alone is not enough: SwiftPM passes them to swiftc as two flags, in no
    # fixed order, and swiftc keeps only the last `-sanitize=`; with address last, the Swift code gets no coverage
    # instrumentation (only the C code does). The trailing `-sanitize=fuzzer,address` keeps both; `--sanitize`
    # stays for SwiftPM to link the executables for libFuzzer's `main`.
    (cd "$here" && swift build "${configuration_flags[@]}" --sanitize fuzzer --sanitize address -Xswiftc -sanitize=fuzzer,address \
        -Xswiftc -parse-as-library --scratch-path "$scratch" 2>&1 \
        | grep -vE '^\[[0-9]+/[0-9]+\]|ld.gold: warning: Cannot export local symbol' || true)
    for t in "${targets[@]}"; do
        [ -x "$scratch/$configuration/$t" ] || { echo "error: $scratch/$configuration/$t was not built"; exit 1; }
    done
}

# Whether every target is instrumented for coverage. An incremental build has produced binaries whose Tactile
# modules lacked the instrumentation: they still print "INFO: Loaded 1 modules" but run without coverage ("INITED"
# without "cov:", then "Is the code instrumented for coverage?"). One run over the seeds tells.
instrumented() {
    for t in "${targets[@]}"; do
        out=$(SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 "$scratch/$configuration/$t" -runs=0 "$here/Corpus/$t" 2>&1 || true)
        if ! grep -q "INFO: Loaded 1 modules" <<<"$out" || ! grep -qE "INITED.* cov: [0-9]+" <<<"$out"; then
            echo "$t is not instrumented for coverage"
            return 1
        fi
    done
}

build
if ! instrumented; then
    echo "== rebuilding from scratch ($scratch)"
    rm -rf "$scratch"
    build
    instrumented || { echo "error: the fuzz targets are still not instrumented"; exit 1; }
fi
bin="$scratch/$configuration"

# The Swift backtracer hangs after a crash under libFuzzer; libFuzzer prints its own report.
export SWIFT_BACKTRACE=enable=no
# Leaks are not checked: every input builds a fresh application (TouchSimulator), and what one keeps alive after
# the input is done is not a parser bug (see the Bad input article). malloc_context_size=0: AddressSanitizer
# still finds every bad access, but records no stack for each allocation and free, which took about an eighth of
# the playground target's time; a finding's report then lacks where the memory was allocated and freed, and
# running the target again on the artifact (above, without ASAN_OPTIONS) prints them.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0:malloc_context_size=0}"
status=0
summary=()
for t in "${targets[@]}"; do
    mkdir -p "$work/$t/corpus" "$work/$t/artifacts"
    log="$work/$t/last-run.log"
    echo "== $t: ${seconds}s"
    set +e
    parallel=()
    if [ "$jobs" -gt 1 ]; then parallel=(-jobs="$jobs" -workers="$jobs"); fi
    (cd "$work/$t" && "$bin/$t" "$work/$t/corpus" "$here/Corpus/$t" \
        -max_total_time="$seconds" -detect_leaks=0 -timeout=10 -rss_limit_mb=2048 -max_len=16384 -print_final_stats=1 \
        "${parallel[@]}" -artifact_prefix="$work/$t/artifacts/" > "$log" 2>&1)
    rc=$?
    set -e
    if [ "$jobs" -gt 1 ]; then cat "$work/$t"/fuzz-*.log >> "$log" 2>/dev/null || true; rm -f "$work/$t"/fuzz-*.log; fi
    if ! grep -q "INFO: Loaded 1 modules" "$log" || grep -q "Is the code instrumented for coverage" "$log"; then
        echo "error: $t is not instrumented (no \"INFO: Loaded 1 modules\"); delete $scratch and build again"
        tail -20 "$log"
        exit 1
    fi
    runs=$( (grep -o "stat::number_of_executed_units: [0-9]*" "$log" || true) | awk '{s+=$2} END {print s+0}')
    cov=$( (grep -oE "cov: [0-9]+" "$log" || true) | tail -1 | awk '{print $2}')
    units=$(find "$work/$t/corpus" -type f | wc -l)
    if [ $rc -ne 0 ]; then
        status=1
        echo "!! $t failed (exit $rc); see $log and $work/$t/artifacts/"
        grep -E "ERROR: |Fatal error|fuzz invariant|Test unit written" "$log" | head -20 || true
        summary+=("$(printf '%-21s %6ss %10s runs  cov %6s  new units %5s  FAILED' "$t" "$seconds" "$runs" "${cov:-?}" "$units")")
    else
        summary+=("$(printf '%-21s %6ss %10s runs  cov %6s  new units %5s  ok' "$t" "$seconds" "$runs" "${cov:-?}" "$units")")
    fi
done
echo "== fuzz summary (${seconds}s per target, $jobs job(s) each)"
printf '%s\n' "${summary[@]}"
exit $status
