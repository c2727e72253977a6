#!/usr/bin/env python3
"""In a window, side by side in one run: CPU per frame of LayerKit (`layerbench --window
rotate100-window`) and of Qt Quick's software renderer drawing the same scene (100 rotating
translucent 128x128 images, bilinear, 1280x720 points; scripts/qml/images.qml), alternating,
under one Xvfb. From the steering repository's ../shared/peers/windowbench.py, with a scale.
Run from the project's root after a release build of layerbench:
    python3 scripts/windowbench.py [ROUNDS] [--scale S]      (default 3 rounds, scale 1)
--scale 2 opens both at 2 pixels per point (2560x1440 pixels): `layerbench --scale 2`, and
Qt with QT_SCALE_FACTOR=2. Needs xvfb and Qt's qmlscene:
    apt-get install -y xvfb qmlscene qml-module-qtquick2 qml-module-qtquick-window2
Prints each round and the medians: fps and CPU ms per frame of the app (all its threads;
Qt's renderer is single-threaded, LayerKit's CPU counts every thread it uses, so the ratio is
total CPU, what a laptop's battery pays), and the X server's CPU per frame of each, apart."""
import argparse, json, os, re, shutil, statistics, subprocess, tempfile, time

ap = argparse.ArgumentParser()
ap.add_argument("rounds", nargs="?", type=int, default=3)
ap.add_argument("--scale", type=float, default=1.0, help="pixels per point for both (QT_SCALE_FACTOR for Qt)")
ap.add_argument("--seconds", type=float, default=5.0, help="seconds LayerKit is measured per round")
args = ap.parse_args()
here = os.path.dirname(os.path.realpath(__file__))
for tool in ("Xvfb", "qmlscene"):
    if not shutil.which(tool):
        raise SystemExit(f"{tool} not found: apt-get install -y xvfb qmlscene qml-module-qtquick2 qml-module-qtquick-window2")
bin_dir = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], capture_output=True, text=True).stdout.strip()
bench = os.environ.get("LAYERBENCH") or os.path.join(bin_dir, "layerbench")
if not os.path.exists(bench):
    raise SystemExit("build layerbench first: swift build -c release --product layerbench")
tck = os.sysconf("SC_CLK_TCK")

def cpu(pid):
    s = open(f"/proc/{pid}/stat").read()
    f = s[s.rindex(")") + 2:].split()
    return (int(f[11]) + int(f[12])) / tck

# The screen holds the window at its scale, with room to spare.
screen = f"{int(1280 * args.scale) + 120}x{int(720 * args.scale) + 180}x24"
display = next(f":{n}" for n in range(140, 200) if not os.path.exists(f"/tmp/.X11-unix/X{n}"))
xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", screen], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
time.sleep(1.5)
env = dict(os.environ, DISPLAY=display)

def layerkit():
    p = subprocess.Popen([bench, "--window", "rotate100-window", "--seconds", str(args.seconds), "--scale", str(args.scale),
                          "--json"], env=env, stdout=subprocess.PIPE, text=True)
    # The X server's CPU over the measured part (layerbench warms up for 0.5 s).
    time.sleep(1.0)
    xa, ta = cpu(xvfb.pid), time.monotonic()
    time.sleep(args.seconds - 1.0)
    xb, tb = cpu(xvfb.pid), time.monotonic()
    out = p.communicate(timeout=120)[0]
    o = [json.loads(l) for l in out.splitlines() if l.startswith("{")][-1]
    return o["fps"], o["cpu_ms_per_frame"], (xb - xa) / (o["fps"] * (tb - ta)) * 1e3, o["missed"]

def qt():
    a, b = 2.5, 7.5   # seconds after start: start-up excluded
    qenv = dict(env, QT_QUICK_BACKEND="software", QT_SCALE_FACTOR=f"{args.scale:g}")
    with tempfile.TemporaryFile("w+") as log:
        p = subprocess.Popen(["qmlscene", "images.qml"], cwd=os.path.join(here, "qml"), env=qenv,
                             stdout=log, stderr=subprocess.STDOUT)
        t0 = time.monotonic(); time.sleep(a)
        ca, xa, ta = cpu(p.pid), cpu(xvfb.pid), time.monotonic()
        time.sleep(b - a)
        cb, xb, tb = cpu(p.pid), cpu(xvfb.pid), time.monotonic()
        p.wait(timeout=30)   # the scene quits itself at 8 s
        log.seek(0); txt = log.read()
    fps_log = [(int(m.group(2)), int(m.group(1))) for m in re.finditer(r"FPS (\d+) total \d+ elapsed_ms (\d+)", txt)]
    fps = statistics.mean([f for t, f in fps_log if (ta - t0) * 1000 + 500 < t <= (tb - t0) * 1000 + 500])
    frames = fps * (tb - ta)
    return fps, (cb - ca) / frames * 1e3, (xb - xa) / frames * 1e3

rows = []
try:
    for i in range(args.rounds):
        lf, lc, lx, lm = layerkit()
        qf, qc, qx = qt()
        rows.append((lf, lc, qf, qc, qx, lx, lm))
        print(f"round {i + 1} (scale {args.scale:g}): LayerKit {lf:.1f} fps {lc:.2f} ms CPU/frame, {lm} missed (X server {lx:.2f}) | "
              f"Qt Quick {qf:.1f} fps {qc:.2f} ms (X server {qx:.2f})", flush=True)
finally:
    xvfb.terminate(); xvfb.wait()
med = lambda k: statistics.median(r[k] for r in rows)
print(f"median (scale {args.scale:g}): LayerKit {med(0):.1f} fps {med(1):.2f} ms (X server {med(5):.2f}), "
      f"missed {max(r[6] for r in rows)} at most | Qt Quick {med(2):.1f} fps {med(3):.2f} ms (X server {med(4):.2f}) | "
      f"Qt / LayerKit CPU per frame {med(3) / med(1):.2f}")
