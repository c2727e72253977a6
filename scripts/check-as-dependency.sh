#!/bin/sh
# Checks that LayerKit works as a user's versioned dependency: a clone of the committed HEAD is
# tagged 1.0.0 and a package outside the project depends on it by
# `.package(url: "file://...", from: "1.0.0")`, the way SwiftPM treats a release (it refuses
# unsafe flags there). The client builds in debug and release; it compiles the README's quick
# start (Examples/QuickStart) and runs a headless frame whose pixels it checks.
#   scripts/check-as-dependency.sh [WORKDIR]     (default: a new temporary folder)
set -eu
repo=$(cd "$(dirname "$0")/.." && pwd -P)
work=${1:-$(mktemp -d)}
rm -rf "$work/LayerKit" "$work/Client"
git clone -q "$repo" "$work/LayerKit"
git -C "$work/LayerKit" tag 1.0.0
mkdir -p "$work/Client/Sources/QuickStart" "$work/Client/Sources/Frame"
cp "$repo/Examples/QuickStart/Sources/QuickStart/main.swift" "$work/Client/Sources/QuickStart/"
cat > "$work/Client/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Client",
    dependencies: [.package(url: "file://$work/LayerKit", from: "1.0.0")],
    targets: [
        .executableTarget(name: "QuickStart", dependencies: [.product(name: "LayerKit", package: "LayerKit")]),
        .executableTarget(name: "Frame", dependencies: [.product(name: "LayerKit", package: "LayerKit")]),
    ]
)
SWIFT
cat > "$work/Client/Sources/Frame/main.swift" <<'SWIFT'
// Swift 6 language mode (the client's tools version), as a new user's package is.
// Two headless frames of a blue square spinning an eighth of a turn in 1 s: halfway, its
// corner has turned away from (27, 27); after the end it is back at the model value.
import Foundation
import LayerKit

let root = CALayer()
root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
let square = CALayer()
square.frame = CGRect(x: 25, y: 25, width: 50, height: 50)
square.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
root.addSublayer(square)
let renderer = CARenderer(size: CGSize(width: 100, height: 100))
renderer.layer = root
let spin = CABasicAnimation(keyPath: "transform.rotation.z")
spin.fromValue = 0
spin.toValue = CGFloat.pi / 4
spin.duration = 1
square.add(spin, forKey: "spin")
CATransaction.flush()
let start = CACurrentMediaTime()

func frame(_ renderer: CARenderer, at t: CFTimeInterval) -> CGImage {
    renderer.beginFrame(atTime: t)
    renderer.render()
    renderer.endFrame()
    return renderer.image
}
func isBlue(_ p: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool { p.red == 0 && p.blue == 255 }
func isWhite(_ p: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool { p.red == 255 && p.blue == 255 }

let halfway = frame(renderer, at: start + 0.5), after = frame(renderer, at: start + 1.5)
let checks = [
    ("halfway centre blue", isBlue(halfway.pixel(atX: 50, y: 50))),
    ("halfway corner turned away", isWhite(halfway.pixel(atX: 27, y: 27))),
    ("after the end corner blue", isBlue(after.pixel(atX: 27, y: 27))),
    ("outside white", isWhite(after.pixel(atX: 5, y: 5))),
]
for (what, ok) in checks where !ok {
    print("client frame wrong: \(what)")
    exit(1)
}
print("client frames: \(halfway.width)x\(halfway.height), \(checks.count) checks")
SWIFT
cd "$work/Client"
swift build --product QuickStart
swift build --product Frame
.build/debug/Frame
swift build -c release --product Frame
.build/release/Frame
echo "check-as-dependency: LayerKit 1.0.0 by version builds in debug and release and renders a frame"
