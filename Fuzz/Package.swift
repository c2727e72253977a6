// swift-tools-version:6.0
//
// libFuzzer targets for LayerKit's public API (issue 15), kept out of the main package: they
// link libFuzzer's own main, so they build only as Fuzz/run.sh builds them, with
// -sanitize=fuzzer,address on every module (LayerKit's too, so the fuzzer sees its coverage)
// and -parse-as-library. Seeds live in Fuzz/Corpus/<target>.
import PackageDescription

let fuzzer: [SwiftSetting] = []
let linkFuzzer: [LinkerSetting] = []

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
        // The layer classes of the later rounds (issue 33): one target each, sharing the input
        // reader, the headless stage and the driver in FuzzSupport.
        .target(name: "FuzzSupport", dependencies: [.product(name: "LayerKit", package: "LayerKit")]),
    ] + ["FuzzEmitter", "FuzzReplicators", "FuzzTiled", "FuzzShapes", "FuzzText", "FuzzGradients", "FuzzKeyframes"].map {
        .executableTarget(name: $0, dependencies: ["FuzzSupport", .product(name: "LayerKit", package: "LayerKit")],
                          swiftSettings: fuzzer, linkerSettings: linkFuzzer)
    },
    swiftLanguageModes: [.v5]
)
