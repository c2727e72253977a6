#!/bin/sh
# Regenerates Sources/CWaylandProtocols from Debian's wayland-protocols with wayland-scanner
# (apt-get install libwayland-dev wayland-protocols). The generated files are committed; run
# this from the repository root after upgrading either package and commit the result.
set -eu
protocols=$(pkg-config --variable=pkgdatadir wayland-protocols)
out=Sources/CWaylandProtocols
for xml in stable/xdg-shell/xdg-shell.xml \
           stable/viewporter/viewporter.xml \
           staging/fractional-scale/fractional-scale-v1.xml \
           unstable/xdg-decoration/xdg-decoration-unstable-v1.xml; do
    name=$(basename "$xml" .xml)
    wayland-scanner client-header "$protocols/$xml" "$out/include/$name-client-protocol.h"
    wayland-scanner private-code "$protocols/$xml" "$out/$name-protocol.c"
done
