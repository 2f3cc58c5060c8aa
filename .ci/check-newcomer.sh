#!/usr/bin/env bash
# Proves that the README's instructions work for someone who follows only them: a new library package
# (`swift package init --type library`) gets the README's dependency and product lines in its Package.swift, the
# README's first test as its test file, and builds and runs it against this repository; then the README's first
# replay runs in this checkout, as the README tells a reader who cloned it; and the README's line for depending on a
# clone by path resolves (`swift package describe`).
#
# Everything is read from README.md (the `.package(url:…)` line, the `targets:` lines, the first test, the replay
# command and what the README says it prints), so the check breaks when the README drifts. The package URL is
# mirrored with `swift package config set-mirror` to a bare clone of this repository whose only tag is the README's
# version, on this checkout's HEAD commit (uncommitted changes are not part of it). The new package builds in a temporary
# directory of its own and reuses nothing from this checkout's build; Tactile's other dependencies are fetched as
# for any user (SwiftPM's cache makes that quick after the first time).
#
#   .ci/check-newcomer.sh            (run from anywhere; needs git, python3 and the Swift toolchain)
set -euo pipefail
cd "$(dirname "$0")/.."
repo="$PWD"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
start=$SECONDS
step() { echo "-- $* ($((SECONDS - start))s)"; }

step "reading the README's instructions"
python3 - "$repo/README.md" "$work" <<'EOF'
import re, sys
readme, work = open(sys.argv[1], encoding="utf-8").read(), sys.argv[2]

def section(heading):
    match = re.search(r"^## " + re.escape(heading) + r"\n(.*?)(?=^## |\Z)", readme, re.M | re.S)
    if not match:
        sys.exit(f"error: README.md has no section '## {heading}'")
    return match.group(1)

def first_block(text, language, where):
    match = re.search(r"^```" + language + r"\n(.*?)^```$", text, re.M | re.S)
    if not match:
        sys.exit(f"error: README.md's {where} has no ```{language} block")
    return match.group(1)

manifest = first_block(section("Add Tactile to your package"), "", "section 'Add Tactile to your package'")
package = re.search(r'\.package\(url: "([^"]+)", from: "([^"]+)"\)', manifest)
if not package or "targets: [" not in manifest:
    sys.exit("error: the README's manifest lines lack the .package(url:from:) line or the targets")
for product in ('.product(name: "Tactile", package: "Tactile")', '.product(name: "TactileTesting", package: "Tactile")'):
    if product not in manifest:
        sys.exit(f"error: the README's manifest lines lack {product}")
open(f"{work}/manifest-lines", "w").write(manifest)
open(f"{work}/package-url", "w").write(package.group(1))
open(f"{work}/package-version", "w").write(package.group(2))
open(f"{work}/FirstTest.swift", "w").write(first_block(section("Your first test"), "swift", "section 'Your first test'"))
replay = re.search(r"^(swift run tactile replay \S+)$", section("Try it in 30 seconds"), re.M)
prints = re.search(r"\(it prints `([^`]+)`\):\n+```sh\n" + re.escape(replay.group(1) if replay else "") + "\n",
                   section("Try it in 30 seconds"))
if not replay or not prints:
    sys.exit("error: the README's 'Try it in 30 seconds' has no 'swift run tactile replay FILE' after '(it prints `…`):'")
open(f"{work}/replay-command", "w").write(replay.group(1))
clone = re.search(r'^\.package\(name: "Tactile", path: "\.\./([^"/]+)"\),$', section("Add Tactile to your package"), re.M)
if not clone:
    sys.exit('error: the README\'s "Add Tactile to your package" lacks the .package(name: "Tactile", path: "../FOLDER") line')
open(f"{work}/clone-line", "w").write(clone.group(0))
open(f"{work}/clone-folder", "w").write(clone.group(1))
open(f"{work}/replay-prints", "w").write(prints.group(1))
EOF
url="$(cat "$work/package-url")"
version="$(cat "$work/package-version")"

step "a bare clone of this repository, tagged $version at HEAD, as the mirror of $url"
git clone --quiet --bare --no-tags "$repo" "$work/Tactile.git"
git -C "$work/Tactile.git" tag "$version" "$(git rev-parse HEAD)"

step "swift package init --type library (MyApp), with the README's dependency and target lines"
mkdir "$work/MyApp"
cd "$work/MyApp"
swift package init --type library --name MyApp > /dev/null
python3 - "$work/manifest-lines" <<'EOF'
import re, sys
lines = open(sys.argv[1]).read().rstrip("\n")
manifest = open("Package.swift").read()
# The generated `targets: [ … ],` (its closing bracket is the first one indented like it) becomes the README's lines.
edited, count = re.subn(r"^    targets: \[\n.*?^    \],\n",
                        lambda _: "\n".join("    " + line if line else line for line in lines.split("\n")) + ",\n",
                        manifest, count=1, flags=re.M | re.S)
if count != 1:
    sys.exit("error: swift package init wrote a Package.swift without the expected targets: [ … ] list")
open("Package.swift", "w").write(edited)
EOF
swift package config set-mirror --original "$url" --mirror "$work/Tactile.git"
cp "$work/FirstTest.swift" Tests/MyAppTests/MyAppTests.swift

step "swift build"
swift build > "$work/build.log" 2>&1 || { tail -n 40 "$work/build.log"; echo "error: the new package does not build"; exit 1; }

step "swift test"
if ! swift test > "$work/test.log" 2>&1 || ! grep -qE "Test run with [1-9][0-9]* tests? .*passed" "$work/test.log"; then
    tail -n 40 "$work/test.log"
    echo "error: the README's first test does not pass in the new package"
    exit 1
fi
grep -E "Test run with" "$work/test.log"

step "the README's line for a clone by path: swift package describe resolves the products through it"
mkdir -p "$work/ByPath/Sources/ByPath"
ln -s "$repo" "$work/$(cat "$work/clone-folder")"
cat > "$work/ByPath/Package.swift" <<MANIFEST
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "ByPath",
    dependencies: [$(cat "$work/clone-line")],
    targets: [.target(name: "ByPath", dependencies: [.product(name: "Tactile", package: "Tactile")])]
)
MANIFEST
echo "import Tactile" > "$work/ByPath/Sources/ByPath/ByPath.swift"
(cd "$work/ByPath" && swift package describe > "$work/by-path.log" 2>&1) \
    || { cat "$work/by-path.log"; echo "error: the README's line for a clone by path does not resolve"; exit 1; }

cd "$repo"
replay="$(cat "$work/replay-command")"
step "$replay (in this checkout)"
if ! $replay > "$work/replay.log" 2>&1 || ! grep -qF "$(cat "$work/replay-prints")" "$work/replay.log"; then
    tail -n 40 "$work/replay.log"
    echo "error: the README's first replay fails or does not print \"$(cat "$work/replay-prints")\""
    exit 1
fi
grep -F "$(cat "$work/replay-prints")" "$work/replay.log"
step "done: the README's instructions work"
