#!/usr/bin/env bash
# Runs the benchmark suites (TouchDispatch, Recordings, Motion; release build, ordo-one/benchmark with malloc
# counting), prints one table (median time and malloc count per event) and checks the budgets of issues 8 and 22
# (the move's instructions and time, began's and ended's allocations and time at 1,000 views, depth 20 and
# 5 recognizers): with
# report.py (medians, every iteration's malloc count, scaling with view count and depth, in time and, with
# valgrind, in instructions from run-callgrind.sh) and with the framework's static thresholds (Thresholds/: zero mallocs at p90 for every steady-state move benchmark, and 2 µs per move at
# p90 with 1,000 views and 5 recognizers). Exit status 1 when a budget is missed.
#
#   ./run.sh                      the default selection (every figure the budgets name), about 2 minutes
#   TACTILE_BENCH_FULL=1 ./run.sh the whole views × depth × recognizers grid
#   ./run.sh --filter 'move.*'    extra arguments go to `swift package benchmark baseline update`
#   ./run.sh --markdown           the table as Markdown (for the README)
#   ./run.sh --filter endurance   only the endurance session: one hour of session time (10 fingers at 240 Hz,
#                                 views and recognizers coming and going), events per second and resident memory
#                                 at 0, 30 and 60 minutes; PASS when RSS grows < 1 MB after warm-up. It runs with
#                                 every unfiltered run too; TACTILE_ENDURANCE_MINUTES=N shortens it (0 skips it).
#                                 Session time runs as fast as the machine allows (an hour in seconds);
#                                 TACTILE_ENDURANCE_REAL_TIME=1 paces it by the wall clock (an hour takes an hour).
#
# Needs the main package at .. (linked as .build-deps/Tactile) and, for the 3M and BROAD benchmarks,
# ../shared/data beside the repository (skipped with a message when absent).
set -uo pipefail
cd "$(dirname "$0")"
start=$SECONDS
markdown=()
args=()
endurance=auto
for a in "$@"; do
    if [ "$a" = "--markdown" ]; then markdown=(--markdown); else args+=("$a"); fi
    case "$a" in --filter) endurance=no ;; *endurance*) endurance=only ;; esac
done
mkdir -p .build-deps && ln -sfn ../.. .build-deps/Tactile
# SwiftPM does not always recompile the modules that use Tactile after a change to the layout of one of its classes,
# which leaves them calling the wrong methods through stale vtable offsets, nor always Tactile itself after a change
# to its sources (seen as instruction counts equal to the last run's): rebuild them every time (about a minute).
rm -rf .build/*/release/{Tactile,BenchmarkScenes,TactileTesting,TactileMotion,TactileLinux,TactileTrace,TactileStrokes,TactilePOSIX,EvaluationUnderBenchmark,TactileMedia,TouchDispatch,Recordings,Motion,LayoutSolverUnderBenchmark,SolverScenes,LayoutSolver,AutoLayout,alloc_probe,velocity_side_by_side,endurance}.build
# ...and the build plan, so that SwiftPM writes their output file maps again (without it, a release build after
# the benchmark plugin's own could fail with \"unable to load output file map\").
rm -f .build/release.yaml
results=.results
rm -rf "$results" .benchmarkBaselines/*/run
mkdir -p "$results"
export TACTILE_BENCH_NOTES="$PWD/$results/notes.tsv"

# The endurance session: its own executable (not an ordo-one benchmark), so that resident memory is the session's.
run_endurance() {
    local minutes=${TACTILE_ENDURANCE_MINUTES:-60}
    echo
    echo "== endurance: $minutes min of session time (TACTILE_ENDURANCE_MINUTES=N shortens it, 0 skips it)"
    if [ "$minutes" = 0 ]; then echo "endurance: skipped"; return 0; fi
    if ! swift build -c release --product endurance > "$results/endurance-build.log" 2>&1; then
        tail -20 "$results/endurance-build.log"
        echo "MISS  endurance: the build failed"
        return 1
    fi
    local pace=()
    [ "${TACTILE_ENDURANCE_REAL_TIME:-0}" = 1 ] && pace=(--real-time)
    .build/release/endurance "$minutes" ${pace[@]+"${pace[@]}"} | tee "$results/endurance.txt"
    return "${PIPESTATUS[0]}"
}
if [ "$endurance" = only ]; then
    run_endurance
    status=$?
    echo "run.sh took $((SECONDS - start)) s"
    exit $status
fi

echo "== building and running the benchmarks (log: Benchmarks/$results/run.log)"
if ! swift package --allow-writing-to-package-directory benchmark baseline update run --no-progress --quiet \
    ${args[@]+"${args[@]}"} > "$results/run.log" 2>&1; then
    tail -40 "$results/run.log"
    echo "error: the benchmark run failed"
    exit 1
fi
grep -a -E "not found|skipped" "$results/run.log" | sort -u
swift package --allow-writing-to-directory "$results" benchmark baseline read run --format histogramSamples \
    --path "$results" --no-progress --quiet >> "$results/run.log" 2>&1

callgrind=()
if command -v valgrind > /dev/null; then
    echo "== instructions per event (valgrind's callgrind: run-callgrind.sh)"
    N=200 ./run-callgrind.sh move-v10-d5-r0 move-v100-d20-r5 move-v1000-d20-r5 move-v10000-d20-r5 \
        began-v1000-d5-r5 began-v1000-d20-r5 began-v1000-d50-r5 ended-v1000-d20-r5 storm hittest-flat-v1000 \
        evemu-parse:20000 libinput-parse:20000 | tee "$results/callgrind.txt"
    # Taps through failure-requirement graphs: fewer of them (each is up to a thousand recognizers' worth). The
    # budget is on the exclusive scenes (the failure graph itself); the -sim- ones, all recognizing
    # simultaneously, are printed for information.
    N=20 ./run-callgrind.sh chaintap-10 chaintap-100 chaintap-1000 widetap-10 widetap-100 widetap-1000 \
        chaintap-sim-10 chaintap-sim-100 chaintap-sim-1000 widetap-sim-10 widetap-sim-100 widetap-sim-1000 \
        | tail -n +2 | tee -a "$results/callgrind.txt"
    callgrind=(--callgrind "$results/callgrind.txt")
else
    echo "valgrind not found: instruction counts skipped"
fi

echo
python3 report.py "$results" "$results/notes.tsv" ${markdown[@]+"${markdown[@]}"} ${callgrind[@]+"${callgrind[@]}"}
status=$?

echo
echo "== static thresholds (Thresholds/*.p90.json)"
swift package benchmark thresholds check run --no-progress > "$results/thresholds.log" 2>&1
thresholds=$?
grep -a -E "EQUAL|BETTER|WORSE|Deviations|^\S.*│|No thresholds" "$results/thresholds.log" | head -40
# The plugin exits non-zero for a result better than a threshold too ("BETTER than the defined thresholds"), so the
# verdict is read from its log: only "WORSE" (or a failure without a verdict) misses.
if grep -a -q "is WORSE than" "$results/thresholds.log"; then verdict=missed
elif [ "$thresholds" -eq 0 ] || grep -a -q "is BETTER than" "$results/thresholds.log"; then verdict=met
else verdict=missed; fi
case $verdict in
    met) echo "thresholds: met (every p90 at or under its threshold)" ;;
    *) echo "thresholds: MISSED (exit $thresholds; see Benchmarks/$results/thresholds.log)"; status=1 ;;
esac
if [ "$endurance" = auto ]; then run_endurance || status=1; fi
echo "run.sh took $((SECONDS - start)) s"
exit $status
