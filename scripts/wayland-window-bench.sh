#!/bin/bash
# The windowed benchmark on both hosts in one run: `layerbench --window rotate100-window` on a
# private Xvfb (the X11 host) and on a private headless sway (the Wayland host), alternately,
# ROUNDS times each, so that the machine's load falls on both alike. Prints layerbench's line
# for every run, then each host's median fps and CPU milliseconds per frame, and the refresh
# the headless output announces. A measurement, not a test.
#
#   scripts/wayland-window-bench.sh [ROUNDS] [SECONDS]
#
#   LAYERBENCH=path    the binary (default .build/release/layerbench: `swift build -c release`)
#   SWAY_MODE=WxH@RHz  the headless output's mode (default 1920x1200, whose refresh is 60 Hz)
#
# Run from the repository root. Sway refuses to run as root: as root, it runs as the system
# user layerkit-wayland (made once, as the tests' harness makes it) with its own runtime dir.
set -euo pipefail
rounds=${1:-3}
seconds=${2:-5}
bench=${LAYERBENCH:-.build/release/layerbench}
mode=${SWAY_MODE:-1920x1200}
scene=rotate100-window
for tool in Xvfb sway swaymsg "$bench"; do
    command -v "$tool" > /dev/null || { echo "wayland-window-bench: needs $tool" >&2; exit 2; }
done

runtime=$(mktemp -d /tmp/layerkit-bench-sway-XXXXXX)
display=:$((90 + RANDOM % 100))
pids=()
cleanup() {
    for p in "${pids[@]}"; do kill "$p" 2> /dev/null || true; done
    wait 2> /dev/null || true
    rm -rf "$runtime"
}
trap cleanup EXIT

Xvfb "$display" -screen 0 1920x1200x24 -nolisten tcp > /dev/null 2>&1 &
pids+=($!)

cat > "$runtime/config" << EOF
output HEADLESS-1 mode $mode position 0 0 scale 1
xwayland disable
for_window [app_id="layerkit"] floating enable, move position 0 0
EOF
swayenv=(XDG_RUNTIME_DIR="$runtime" HOME="$runtime" PATH=/usr/bin:/bin WLR_BACKENDS=headless
         WLR_LIBINPUT_NO_DEVICES=1 WLR_RENDERER=pixman)
if [ "$(id -u)" = 0 ]; then
    id layerkit-wayland > /dev/null 2>&1 ||
        useradd --system --no-create-home --shell /usr/sbin/nologin layerkit-wayland
    chown layerkit-wayland: "$runtime" "$runtime/config"
    env -i "${swayenv[@]}" USER=layerkit-wayland setpriv --reuid="$(id -u layerkit-wayland)" \
        --regid="$(id -g layerkit-wayland)" --clear-groups sway -c "$runtime/config" > /dev/null 2>&1 &
else
    env -i "${swayenv[@]}" sway -c "$runtime/config" > /dev/null 2>&1 &
fi
pids+=($!)
chmod 700 "$runtime"
for _ in $(seq 100); do
    socket=$(ls "$runtime" | grep -E '^wayland-[0-9]+$' | head -1 || true)
    ipc=$(ls "$runtime" | grep '^sway-ipc' | head -1 || true)
    [ -n "$socket" ] && [ -n "$ipc" ] && [ -e "/tmp/.X11-unix/X${display#:}" ] && break
    sleep 0.1
done
[ -n "$socket" ] && [ -n "$ipc" ] || { echo "wayland-window-bench: sway did not start" >&2; exit 2; }
refresh=$(SWAYSOCK="$runtime/$ipc" swaymsg -t get_outputs -r |
          python3 -c 'import json,sys; print(json.load(sys.stdin)[0]["current_mode"]["refresh"] / 1000)')

run() {  # host: prints layerbench's JSON line
    if [ "$1" = x11 ]; then
        env -u WAYLAND_DISPLAY LAYERKIT_HOST=x11 DISPLAY="$display" "$bench" --window "$scene" --seconds "$seconds" --json
    else
        env -u DISPLAY LAYERKIT_HOST=wayland XDG_RUNTIME_DIR="$runtime" WAYLAND_DISPLAY="$runtime/$socket" \
            "$bench" --window "$scene" --seconds "$seconds" --json
    fi
}

results=()
for round in $(seq "$rounds"); do
    for host in x11 wayland; do
        line=$(run "$host")
        echo "round $round $host: $line"
        results+=("$host $line")
    done
done
echo "headless sway output: mode $mode, refresh $refresh Hz"
printf '%s\n' "${results[@]}" | python3 -c '
import json, statistics, sys
by = {}
for line in sys.stdin:
    host, _, j = line.partition(" ")
    by.setdefault(host, []).append(json.loads(j))
for host in ("x11", "wayland"):
    r = by.get(host, [])
    if r:
        print("%-8s median %.1f fps, %.3f ms CPU per frame (%d runs)" % (host,
              statistics.median(x["fps"] for x in r), statistics.median(x["cpu_ms_per_frame"] for x in r), len(r)))
'
