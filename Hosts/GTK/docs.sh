#!/usr/bin/env bash
# Builds the DocC documentation of the TactileGTK module with the toolchain's `docc`; fails on any warning.
#
#   Hosts/GTK/docs.sh        # output: Hosts/GTK/.build/docs/TactileGTK.doccarchive
#
# As Tactile's scripts/docs.sh does for its modules: the symbol graph of the public symbols, converted with only the
# module's own graphs (a link to another module's symbol is an error: write it in code voice).
set -euo pipefail
cd "$(dirname "$0")"
module=TactileGTK
log="$(mktemp)"
if ! swift package dump-symbol-graph --minimum-access-level public --skip-inherited-docs > "$log" 2>&1; then
    cat "$log" >&2
    echo "error: swift package dump-symbol-graph failed" >&2
    exit 1
fi
all="$(sed -n 's/.*Files written to \(.*\)$/\1/p' "$log" | tail -n 1)"
rm -f "$log"
graphs=".build/docs/symbol-graphs/$module"
rm -rf "$graphs"
mkdir -p "$graphs"
cp "$all/$module.symbols.json" "$graphs/"
find "$all" -maxdepth 1 -name "$module@*.symbols.json" -exec cp {} "$graphs/" \;
log=".build/docs/$module.log"
if docc convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.tactile-swift.$module" \
    --output-path ".build/docs/$module.doccarchive" --analyze --warnings-as-errors > "$log" 2>&1 \
    && ! grep -qE "^(warning|error):|: (warning|error):" "$log"; then
    echo "$module: no warnings"
else
    grep -E "(warning|error)" "$log" >&2 || cat "$log" >&2
    echo "error: $module's documentation has warnings (full output in $log)" >&2
    exit 1
fi
