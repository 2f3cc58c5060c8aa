#!/usr/bin/env bash
# Instructions per event from valgrind's callgrind, for the key cases: a count that does not depend on the
# machine's load or clock, unlike the times run.sh prints. Needs valgrind (apt-get install valgrind).
#
# alloc-probe runs N events of a scenario, each through `measuredEvent`, a function that is never inlined;
# callgrind counts only inside it (--toggle-collect), so setup is excluded, and the total divided by N is the
# count per event. Two values of N give the same figure when the per-event cost is steady.
#
#   ./run-callgrind.sh                 the key cases
#   ./run-callgrind.sh move-v1000-d20-r5 storm    chosen scenarios (see Sources/alloc-probe/main.swift)
#   N=1000 ./run-callgrind.sh          events per scenario (default 400)
#   ./run-callgrind.sh evemu-parse:20000   a scenario with its own N (the decoders need many events, so that
#                                          the header's fixed cost does not count)
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p .build-deps && ln -sfn ../.. .build-deps/Tactile
# SwiftPM does not always recompile the modules that use Tactile after a change to the layout of one of its classes,
# which leaves them calling the wrong methods through stale vtable offsets, nor always Tactile itself after a change
# to its sources (seen as instruction counts equal to the last run's): rebuild them every time (about a minute).
rm -rf .build/*/release/{Tactile,TactileRender,Render,BenchmarkScenes,TactileTesting,TactileMotion,TactileLinux,TactileTrace,TactileStrokes,TactilePOSIX,EvaluationUnderBenchmark,TactileMedia,TouchDispatch,Recordings,Motion,LayoutSolverUnderBenchmark,SolverScenes,LayoutSolver,alloc_probe,velocity_side_by_side}.build
# ...and the build plan, so that SwiftPM writes their output file maps again (without it, a release build after
# the benchmark plugin's own could fail with \"unable to load output file map\").
rm -f .build/release.yaml
build_log=$(mktemp)
if ! swift build -c release --product alloc-probe > "$build_log" 2>&1; then
    tail -20 "$build_log"
    echo "error: building alloc-probe failed"
    exit 1
fi
rm -f "$build_log"
n=${N:-400}
if [ $# -gt 0 ]; then
    scenarios=("$@")
else
    scenarios=(
        move-v10-d5-r0 move-v1000-d20-r0 move-v10-d5-r5 move-v1000-d20-r5 move-v10000-d20-r5 move-v1000-d5-r5
        move-v1000-d50-r5 move-v1000-d20-r20
        began-v1000-d5-r5 began-v1000-d20-r5 began-v1000-d50-r5 ended-v1000-d20-r5
        hittest-v1000-d5 hittest-v1000-d20 hittest-v1000-d50 hittest-flat-v1000
        storm velocity evemu-parse:20000 libinput-parse:20000
    )
fi
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# Valgrind 3.19 cannot read the DWARF 5 debug information of this toolchain's release builds ("unhandled dwarf2
# abbrev form code 0x25 ... Possibly corrupted debuginfo file"): callgrind runs a copy without it, whose symbol
# table still names every function.
probe=.build/release/alloc-probe
if command -v objcopy > /dev/null && objcopy --strip-debug "$probe" "$out/alloc-probe"; then probe="$out/alloc-probe"; fi
printf "%-22s %14s %10s\n" scenario "instructions" "per event"
for spec in "${scenarios[@]}"; do
    s=${spec%%:*}
    count=$n
    [ "$s" != "$spec" ] && count=${spec#*:}
    total=$(valgrind --tool=callgrind --callgrind-out-file="$out/cg.out" --toggle-collect='*measuredEvent*' \
        "$probe" "$count" "$s" 2>&1 | sed -n 's/.*Collected : \([0-9]*\).*/\1/p')
    printf "%-22s %14s %10s\n" "$s" "$total" "$((total / count))"
done
