#!/usr/bin/env bash
# Prints valgrind's heap totals for 1,000 and 3,000 events of a scenario (default `probe`: two fingers moving, see
# Sources/alloc-probe/main.swift): equal totals mean the events allocate nothing. Needs valgrind
# (apt-get install valgrind).
#
#   ./run-alloc-probe.sh [scenario]      e.g. move-v1000-d20-r5, storm
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p .build-deps && ln -sfn ../.. .build-deps/Tactile
# SwiftPM does not always recompile the modules that use Tactile after a change to the layout of one of its classes,
# which leaves them calling the wrong methods through stale vtable offsets: rebuild them every time (seconds).
rm -rf .build/*/release/{BenchmarkScenes,TactileTesting,TactileMotion,TactileLinux,TactileTrace,TactileStrokes,TactilePOSIX,EvaluationUnderBenchmark,TactileMedia,TouchDispatch,Recordings,Motion,LayoutSolverUnderBenchmark,SolverScenes,LayoutSolver,alloc_probe,velocity_side_by_side}.build
# ...and the build plan, so that SwiftPM writes their output file maps again (without it, a release build after
# the benchmark plugin's own could fail with \"unable to load output file map\").
rm -f .build/release.yaml
swift build -c release --product alloc-probe
scenario=${1:-probe}
for n in 1000 3000; do
    echo "events: $n ($scenario)"
    valgrind --tool=memcheck ".build/release/alloc-probe" "$n" "$scenario" 2>&1 \
        | grep -E "total heap usage|delivered|frames:|hits:|began:|velocity"
done
