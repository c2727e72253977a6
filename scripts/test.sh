#!/bin/sh
# Every test of LayerKit, as CI runs them (after `scripts/setup.sh --tests`):
#  1. the library, the demos and the tests build in debug, as users build first;
#  2. the suite runs once, in release, one test at a time while a parallel hang is open
#     (docs/testing.md) (goldens, every demo headless, the
#     window under Xvfb and sway);
#  3. each fuzz target runs 30 seconds;
#  4. the example package (Examples/Spinner, a UIKit client) builds and its headless tests pass;
#  5. a package outside the project depends on LayerKit by version and renders a frame.
set -eu
cd "$(dirname "$0")/.."
scripts/check-readme-packages.sh
swift build --build-tests
swift build -c release -Xswiftc -enable-testing --build-tests
Fuzz/run.sh 30
swift test -c release -Xswiftc -enable-testing --skip-build --no-parallel
swift build --package-path Examples/Spinner --build-tests
swift test --package-path Examples/Spinner --skip-build
scripts/check-as-dependency.sh
