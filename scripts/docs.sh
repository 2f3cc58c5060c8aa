#!/usr/bin/env bash
# Builds or previews the DocC documentation of Tactile's public modules with the toolchain's own `docc`.
#
#   scripts/docs.sh build                  # every public module; fails on any DocC warning
#   scripts/docs.sh build Tactile TactileMotion
#   scripts/docs.sh preview TactileTesting # serves one module at http://localhost:8080 (PORT=… to change)
#
# Each module's catalog is Sources/<Module>/<Module>.docc. The symbol graphs come from
# `swift package dump-symbol-graph` (public symbols, as a user sees them); each module is converted with only its own
# graphs, so a link to another module's symbol is an error here: write it in code voice (`CMMotionManager`).
# Output: .build/docs/<Module>.doccarchive (open with `docc preview` or host it with --transform-for-static-hosting).
set -euo pipefail
cd "$(dirname "$0")/.."

# The library products of Package.swift, which users import; each needs a catalog.
PUBLIC_MODULES=(
    Tactile TactileRender TactileMotion TactileMedia TactileStrokes TactileTrace TactileDBus TactileLinux TactileMPRIS
    TactileDesktop TactilePlayground TactilePlaygroundServer TactileTesting TactileXCTest
)

usage() {
    sed -n '2,7p' "$0" | sed 's/^# \{0,1\}//' >&2
    exit 2
}

docc_tool() {
    if command -v docc > /dev/null; then
        echo docc
    elif command -v xcrun > /dev/null; then
        echo "xcrun docc"
    else
        echo "error: no docc on PATH (it ships with the Swift toolchain)" >&2
        exit 1
    fi
}

check_module() {
    local module="$1" known
    for known in "${PUBLIC_MODULES[@]}"; do
        [ "$known" = "$module" ] && return 0
    done
    echo "error: $module is not a public module; choose one of: ${PUBLIC_MODULES[*]}" >&2
    exit 2
}

# Dumps the symbol graphs of the whole package once and prints the folder that holds them.
symbol_graphs() {
    local log
    log="$(mktemp)"
    if ! swift package dump-symbol-graph --minimum-access-level public --skip-inherited-docs > "$log" 2>&1; then
        cat "$log" >&2
        echo "error: swift package dump-symbol-graph failed" >&2
        exit 1
    fi
    local dir
    dir="$(sed -n 's/.*Files written to \(.*\)$/\1/p' "$log" | tail -n 1)"
    rm -f "$log"
    if [ -z "$dir" ] || [ ! -d "$dir" ]; then
        dir="$(find .build -type d -name symbolgraph -path '*/symbolgraph' -print -quit)"
    fi
    [ -n "$dir" ] && [ -d "$dir" ] || { echo "error: no symbol graphs found under .build" >&2; exit 1; }
    echo "$dir"
}

# Copies one module's graphs (its own, and its extensions of other modules' types) into a folder of their own.
module_graphs() {
    local all="$1" module="$2" out
    out=".build/docs/symbol-graphs/$module"
    rm -rf "$out"
    mkdir -p "$out"
    cp "$all/$module.symbols.json" "$out/"
    find "$all" -maxdepth 1 -name "$module@*.symbols.json" -exec cp {} "$out/" \;
    echo "$out"
}

build() {
    local modules=("$@")
    [ ${#modules[@]} -gt 0 ] || modules=("${PUBLIC_MODULES[@]}")
    local module
    for module in "${modules[@]}"; do check_module "$module"; done
    local docc all failed=()
    docc="$(docc_tool)"
    all="$(symbol_graphs)"
    for module in "${modules[@]}"; do
        local catalog="Sources/$module/$module.docc" graphs log
        if [ ! -d "$catalog" ]; then
            echo "error: $module has no catalog ($catalog)" >&2
            failed+=("$module")
            continue
        fi
        graphs="$(module_graphs "$all" "$module")"
        log=".build/docs/$module.log"
        if $docc convert "$catalog" --additional-symbol-graph-dir "$graphs" \
            --fallback-display-name "$module" --fallback-bundle-identifier "org.tactile-swift.$module" \
            --output-path ".build/docs/$module.doccarchive" --analyze --warnings-as-errors > "$log" 2>&1 \
            && ! grep -qE "^(warning|error):|: (warning|error):" "$log"; then
            echo "$module: no warnings"
        else
            grep -E "(warning|error)" "$log" >&2 || cat "$log" >&2
            echo "error: $module's documentation has warnings (full output in $log)" >&2
            failed+=("$module")
        fi
    done
    if [ ${#failed[@]} -gt 0 ]; then
        echo "error: documentation failed for: ${failed[*]}" >&2
        exit 1
    fi
}

preview() {
    [ $# -eq 1 ] || usage
    local module="$1" docc all graphs
    check_module "$module"
    docc="$(docc_tool)"
    all="$(symbol_graphs)"
    graphs="$(module_graphs "$all" "$module")"
    exec $docc preview "Sources/$module/$module.docc" --additional-symbol-graph-dir "$graphs" \
        --fallback-display-name "$module" --fallback-bundle-identifier "org.tactile-swift.$module" \
        --output-path ".build/docs/$module-preview" --port "${PORT:-8080}"
}

command="${1:-}"
[ $# -gt 0 ] && shift
case "$command" in
    build) build "$@" ;;
    preview) preview "$@" ;;
    *) usage ;;
esac
