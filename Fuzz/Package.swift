// swift-tools-version:6.0
//
// libFuzzer targets for LayerKit's public API (issue 15), kept out of the main package: they
// link libFuzzer's own main and build only with -sanitize=fuzzer. Run them with
// Fuzz/run.sh [SECONDS] (see the README's "Fuzzing"); seeds live in Fuzz/Corpus/<target>.
import PackageDescription

let fuzzer: [SwiftSetting] = [.unsafeFlags(["-sanitize=fuzzer,address", "-parse-as-library"])]
let linkFuzzer: [LinkerSetting] = [.unsafeFlags(["-sanitize=fuzzer,address"])]

let package = Package(
    name: "LayerKitFuzz",
    dependencies: [.package(name: "LayerKit", path: "..")],
    targets: [
        .executableTarget(name: "FuzzImages", dependencies: [.product(name: "LayerKit", package: "LayerKit")],
                          swiftSettings: fuzzer, linkerSettings: linkFuzzer),
        .executableTarget(name: "FuzzKeyPaths", dependencies: [.product(name: "LayerKit", package: "LayerKit")],
                          swiftSettings: fuzzer, linkerSettings: linkFuzzer),
        .executableTarget(name: "FuzzTrees", dependencies: [.product(name: "LayerKit", package: "LayerKit")],
                          swiftSettings: fuzzer, linkerSettings: linkFuzzer),
    ],
    swiftLanguageModes: [.v5]
)
