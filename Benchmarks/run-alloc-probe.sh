#!/usr/bin/env bash
# Prints valgrind's heap totals for 1,000 and 3,000 events of a scenario (default `probe`: two fingers moving, see
# Sources/alloc-probe/main.swift): equal totals mean the events allocate nothing. Needs valgrind
# (apt-get install valgrind).
#
#   ./run-alloc-probe.sh [scenario]      e.g. move-v1000-d20-r5, storm
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p .build-deps && ln -sfn ../.. .build-deps/Tactile
swift build -c release --product alloc-probe
scenario=${1:-probe}
for n in 1000 3000; do
    echo "events: $n ($scenario)"
    valgrind --tool=memcheck ".build/release/alloc-probe" "$n" "$scenario" 2>&1 \
        | grep -E "total heap usage|delivered|frames:|hits:|began:|velocity"
done
