#!/usr/bin/env bash
# Compiles what tactile-migrate calls finished: every golden expected output whose report has no warning
# (Tests/TactileMigrationTests/Golden/NAME.expected.swift), against the Tactile modules of the main package's debug
# build, in Swift 6 mode, with no error and no warning. A golden without imports gets `import Tactile` in front, as
# its file in an app would have.
#
# Each file goes through `swiftc -emit-sil`, not only `-typecheck`: Swift 6's data-race checks of values sent
# between isolation domains ("sending 'note' risks causing data races") run on SIL, after type checking, so a
# type check alone passes code that a build refuses. Before the goldens, the script compiles a known-bad snippet
# (a notification observer that sends a `Notification` into the main actor) and stops if it is not refused, so
# that the check cannot silently lose those diagnostics again.
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

# What a build checks, in Swift 6 mode: type checking, then the diagnostics that run on SIL (data races included).
compile() {
    swiftc -emit-sil -o /dev/null -swift-version 6 -module-name GoldenCheck -I "$modules" "$1" 2>&1
}

canary="$work/canary.swift"
cat > "$canary" <<'SWIFT'
import Tactile

final class CanaryViewController: UIViewController {
    private var observers: [any NSObjectProtocol] = []

    func listen() {
        observers.append(NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
        ) { [weak self] note in
            MainActor.assumeIsolated { self?.keyboardWillShow(note) }
        })
    }

    func keyboardWillShow(_ note: Notification) {}
}
SWIFT
if canary_output="$(compile "$canary")" || ! grep -q "risks causing data races" <<< "$canary_output"; then
    echo "error: the check no longer catches data races: a Notification sent into the main actor compiled" >&2
    echo "$canary_output" | head -n 10 >&2
    exit 1
fi

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
    if ! output="$(compile "$file")" || grep -q "warning:" <<< "$output"; then
        echo "error: $name.expected.swift does not compile against Tactile without warnings:"
        echo "$output" | grep -E "error:|warning:" | grep -v "^ *|" | head -n 10
        failed=$((failed + 1))
    fi
done
echo "golden outputs without warnings that compile against Tactile in Swift 6 mode: $((checked - failed)) of $checked"
[[ "$failed" -eq 0 ]]
