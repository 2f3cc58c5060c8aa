#!/usr/bin/env bash
# Renders the demo's timeline page in a real browser (headless Chromium, from Debian's packages) and saves the
# screenshot the README and the DocC catalog show, so the picture never goes stale: run it after changing the
# timeline or the demo. Docs only: neither the build nor the tests need Chromium.
#
#   scripts/timeline-screenshot.sh              # writes Sources/Tactile/Tactile.docc/Resources/demo-timeline.png
#   scripts/timeline-screenshot.sh '#zoom=4'    # a starting view of the page, for other pictures (not committed)
#
# The window is 1400×1000, a laptop's browser window: the page as a new user first sees it, the recognizer lanes,
# the decisions and the fingers' summary row above the fold.
set -euo pipefail
cd "$(dirname "$0")/.."

view="${1:-}"
if ! command -v chromium >/dev/null; then
    echo "== installing chromium (Debian package) for the screenshot"
    apt-get install -y chromium >/dev/null
fi

html="$(mktemp -d)/demo-timeline.html"
out=Sources/Tactile/Tactile.docc/Resources/demo-timeline.png
if [ -n "$view" ]; then out="$(dirname "$html")/demo-timeline.png"; fi
mkdir -p "$(dirname "$out")"
swift run tactile demo --timeline "$html" >/dev/null

# --virtual-time-budget lets the page's script lay the lanes out before the picture is taken.
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
    --virtual-time-budget=2000 --window-size=1400,1000 --screenshot="$PWD/$out" "file://$html$view" 2>/dev/null
echo "screenshot: $out (1400×1000 window)"
