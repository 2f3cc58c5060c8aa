#!/usr/bin/env bash
# Takes the playground's screenshot for its DocC article: runs the browser test (headless Chromium drives the page
# through a pinch, a rotation, a double tap, a pan and a mouse drag on the photo viewer), which saves
# .build/playground-artifacts/playground-photos.png, and copies that picture into the TactilePlayground catalog.
# Needs Debian's chromium (apt-get install chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --build-tests
swift test --skip-build --filter PlaygroundBrowserTests
cp .build/playground-artifacts/playground-photos.png Sources/TactilePlayground/TactilePlayground.docc/Resources/playground-photos.png
echo "updated Sources/TactilePlayground/TactilePlayground.docc/Resources/playground-photos.png"
