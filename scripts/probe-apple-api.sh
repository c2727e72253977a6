#!/bin/sh
# Lists the members of Apple's QuartzCore and Core Graphics API that LayerKit lacks: type-checks
# scripts/AppleAPIProbe.swift (one member a line) against the debug build's modules and prints
# the trailing comment ("type | member") of every line that does not compile.
# Run `swift build` first. Usage: scripts/probe-apple-api.sh [build-dir]   (default .build/debug)
set -eu
cd "$(dirname "$0")/.."
build=$(cd "${1:-.build/debug}" && pwd)
flags="-I $build/Modules"
for map in "$PWD"/Sources/Shims/*/module.modulemap "$build"/*.build/module.modulemap; do
    [ -f "$map" ] && flags="$flags -Xcc -fmodule-map-file=$map"
done
for inc in Sources/CLayerKit*/include; do flags="$flags -Xcc -I$PWD/$inc"; done
for inc in $(pkg-config --cflags-only-I cairo pangocairo pangoft2 fontconfig x11 xext libopenjp2 libgif); do
    flags="$flags -Xcc $inc"
done
out=$(mktemp)
echo "probing with $build" >&2
# shellcheck disable=SC2086
swiftc -typecheck $flags scripts/AppleAPIProbe.swift >"$out" 2>&1 || true
grep -o 'AppleAPIProbe.swift:[0-9]*:[0-9]*: error' "$out" | cut -d: -f2 | sort -un | while read -r line; do
    sed -n "${line}p" scripts/AppleAPIProbe.swift | sed 's|.*// ||'
done
rm -f "$out"
