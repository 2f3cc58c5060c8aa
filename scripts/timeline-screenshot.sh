#!/usr/bin/env bash
# Renders the demo's timeline in a real browser (headless Chromium, from Debian's packages) and saves the
# screenshot the README and the DocC catalog show. Docs only: neither the build nor the tests need Chromium.
#
#   scripts/timeline-screenshot.sh            # writes Sources/Tactile/Tactile.docc/Resources/demo-timeline.png
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v chromium >/dev/null; then
    echo "== installing chromium (Debian package) for the screenshot"
    apt-get install -y chromium >/dev/null
fi

html="$(mktemp -d)/demo-timeline.html"
out=Sources/Tactile/Tactile.docc/Resources/demo-timeline.png
mkdir -p "$(dirname "$out")"
swift run tactile demo --timeline "$html" >/dev/null

# The window is the SVG's own size, so the screenshot has no scroll bars and no blank margin.
width=$(grep -o '<svg[^>]*' "$html" | head -1 | sed -E 's/.*width="([0-9]+)".*/\1/')
height=$(grep -o '<svg[^>]*' "$html" | head -1 | sed -E 's/.*height="([0-9]+)".*/\1/')
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
    --window-size="$((width + 16)),$((height + 16))" --screenshot="$PWD/$out" "file://$html" 2>/dev/null
echo "screenshot: $out (${width}×${height} SVG)"
