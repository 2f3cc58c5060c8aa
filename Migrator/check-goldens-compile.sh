#!/usr/bin/env bash
# Type-checks what tactile-migrate calls finished: every golden expected output whose report has no warning
# (Tests/TactileMigrationTests/Golden/NAME.expected.swift), against the Tactile modules of the main package's debug
# build, in Swift 6 mode. A golden without imports gets `import Tactile` in front, as its file in an app would have.
#
#   swift build                         (in the repository's root: builds Tactile's modules)
#   Migrator/check-goldens-compile.sh
#
# Skipped, and said so: goldens that import a module other than Foundation, Tactile, TactileMotion and TactileMedia
# (they stand for files of an app whose other modules are not here).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
modules="$(cd "$here/.." && swift build --show-bin-path)/Modules"
if [[ ! -d "$modules" ]]; then
    echo "error: no Tactile build at $modules; run \`swift build\` in the repository's root first" >&2
    exit 1
fi
golden="$here/Tests/TactileMigrationTests/Golden"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

checked=0
failed=0
for expected in "$golden"/*.expected.swift; do
    name="$(basename "$expected" .expected.swift)"
    report="$golden/$name.report.txt"
    if [[ -f "$report" ]] && grep -q ": warning:" "$report"; then continue; fi
    others="$(grep -E '^(@[A-Za-z]+ )*import ' "$expected" | sed -E 's/^(@[A-Za-z]+ )*import (class |struct |enum |func |var |protocol )?//; s/\..*//' \
        | grep -vxE 'Foundation|Tactile|TactileMotion|TactileMedia' || true)"
    if [[ -n "$others" ]]; then
        echo "skipped $name: it imports $(echo $others | tr '\n' ' ')"
        continue
    fi
    file="$work/$name.swift"
    if grep -qE '^(@[A-Za-z]+ )*import ' "$expected"; then cp "$expected" "$file"; else { echo "import Tactile"; cat "$expected"; } > "$file"; fi
    checked=$((checked + 1))
    if ! output="$(swiftc -typecheck -swift-version 6 -I "$modules" "$file" 2>&1)" || grep -q "warning:" <<< "$output"; then
        echo "error: $name.expected.swift does not compile against Tactile without warnings:"
        echo "$output" | grep -E "error:|warning:" | grep -v "^ *|" | head -n 10
        failed=$((failed + 1))
    fi
done
echo "golden outputs without warnings that compile against Tactile: $((checked - failed)) of $checked"
[[ "$failed" -eq 0 ]]
