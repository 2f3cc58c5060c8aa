#!/usr/bin/env bash
# Prints valgrind's heap totals for 1,000 and 3,000 moves. Needs valgrind (apt-get install valgrind).
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p .build-deps && ln -sfn ../.. .build-deps/Tactile
swift build -c release --product alloc-probe
for n in 1000 3000; do
    echo "moves: $n"
    valgrind --tool=memcheck ".build/release/alloc-probe" "$n" 2>&1 | grep -E "total heap usage|moves delivered"
done
