// swift-tools-version:6.0
//
// LayerKit: Core Animation for Linux. One target per pipeline stage (see README.md,
// "Pipeline"); each target's `Module.swift` states its contract.
import PackageDescription

/// Swift 6's language mode, for the targets that build clean in it.
let swift6: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let package = Package(
    name: "LayerKit",
    products: [
        .library(name: "LayerKit", targets: ["LayerKit"]),
        // UIKit's layer-facing part (UIView, UIColor, UIImage, UIGraphics...), re-exporting LayerKit.
        .library(name: "UIKit", targets: ["UIKit", "_Testing_UIKit"]),
        .executable(name: "layerdemos", targets: ["layerdemos"]),
        .executable(name: "layerbench", targets: ["layerbench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `swift package generate-documentation`: the API reference (docs/api.md).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // C system libraries, each imported only by the target that needs it.
        .systemLibrary(name: "CCairo", path: "Sources/Shims/CCairo", pkgConfig: "cairo",
                       providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPango", path: "Sources/Shims/CPango", pkgConfig: "pangocairo pangoft2 fontconfig",
                       providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CX11", path: "Sources/Shims/CX11", pkgConfig: "x11 xext",
                       providers: [.apt(["libx11-dev", "libxext-dev"])]),
        // libwayland-client and xkbcommon for the Wayland host; the xdg-shell, viewporter,
        // fractional-scale and xdg-decoration glue is generated (scripts/generate-wayland-protocols.sh).
        .systemLibrary(name: "CWayland", path: "Sources/Shims/CWayland", pkgConfig: "wayland-client xkbcommon",
                       providers: [.apt(["libwayland-dev", "wayland-protocols", "libxkbcommon-dev"])]),
        .target(name: "CWaylandProtocols", dependencies: ["CWayland"]),
        // Tests only: a virtual pointer on the headless sway the Wayland end-to-end tests drive.
        .target(name: "CWaylandTestInput", dependencies: ["CWayland"]),
        .systemLibrary(name: "CPixman", path: "Sources/Shims/CPixman", pkgConfig: "pixman-1",
                       providers: [.apt(["libpixman-1-dev"])]),
        // Chipmunk2D 7 for chapter 11's physics; Debian ships no pkg-config file for it.
        .systemLibrary(name: "CChipmunk", path: "Sources/Shims/CChipmunk",
                       providers: [.apt(["libchipmunk-dev"])]),
        // EGL and GLES 2 headers for the OpenGL layer (6.14); the libraries are opened at run
        // time (see the shim), so no link line.
        .systemLibrary(name: "CEGL", path: "Sources/Shims/CEGL",
                       providers: [.apt(["libegl-dev", "libgles-dev", "libegl-mesa0", "libgl1-mesa-dri"])]),
        // FFmpeg for the video layer (6.15, 6.16): demuxing, decoding, encoding the clip, scaling.
        .systemLibrary(name: "CFFmpeg", path: "Sources/Shims/CFFmpeg",
                       providers: [.apt(["libavformat-dev", "libavcodec-dev", "libswscale-dev", "libavutil-dev"])]),

        // giflib for `layerdemos --record FILE.gif` (encoding, its median-cut quantizer) and the
        // tests that decode the GIF.
        // OpenJPEG for JPEG 2000 (14.7a); its header directory comes from pkg-config.
        .systemLibrary(name: "COpenJPEG", path: "Sources/Shims/COpenJPEG", pkgConfig: "libopenjp2",
                       providers: [.apt(["libopenjp2-7-dev"])]),
        .systemLibrary(name: "CGif", path: "Sources/Shims/CGif", pkgConfig: "libgif",
                       providers: [.apt(["libgif-dev"])]),

        // C code of ours: libjpeg-turbo needs setjmp error handling; PNG chunk checks; SIMD pixel kernels.
        .target(name: "CLayerKitJPEG", linkerSettings: [.linkedLibrary("jpeg")]),
        // zlib's crc32, to name a damaged PNG chunk (cairo's PNG reader reports it as out of memory),
        // and the deflated image data of animated PNG frames (Debian's libpng has no APNG).
        .target(name: "CLayerKitPNG", linkerSettings: [.linkedLibrary("z")]),
        // No unsafe flags, so that a package depending on LayerKit by version builds: the kernels
        // are built at the configuration's level (-O2 in release) and are strict-aliasing clean
        // (every vector load and store goes through the intrinsics' may-alias types).
        .target(name: "CLayerKitRaster"),
        // JPEG 2000 (14.7a) with OpenJPEG from memory.
        .target(name: "CLayerKitJP2", dependencies: ["COpenJPEG"]),

        // The pipeline, bottom up. Targets move to Swift 6's language mode (strict concurrency
        // checking) one at a time, as each builds clean in it; the rest are Swift 5 for now.
        .target(name: "LayerKitGeometry", swiftSettings: swift6),
        .target(name: "LayerKitGraphics",
                dependencies: ["LayerKitGeometry", "CCairo", "CPango", "CLayerKitJPEG", "CLayerKitPNG", "CLayerKitJP2"],
                swiftSettings: swift6),
        .target(name: "LayerKitAnimation",
                dependencies: ["LayerKitGeometry", "LayerKitGraphics"], swiftSettings: swift6),
        // CLayerKitRaster: the emitter's sprite-batch kernel.
        .target(name: "LayerKitLayers",
                dependencies: ["LayerKitGeometry", "LayerKitGraphics", "LayerKitAnimation", "CLayerKitRaster"]),
        .target(name: "LayerKitRaster",
                dependencies: ["LayerKitGeometry", "CLayerKitRaster"]),
        .target(name: "LayerKitCompositor",
                dependencies: ["LayerKitGeometry", "LayerKitGraphics", "LayerKitAnimation",
                               "LayerKitLayers", "LayerKitRaster", "CPixman"]),
        // Chapter 14: background decoding handed back to the host's main thread, forced
        // decompression, an LRU image cache. The host drains its hand-offs each frame.
        .target(name: "LayerKitImageIO", dependencies: ["LayerKitGraphics", "LayerKitAnimation"]),
        .target(name: "LayerKitHost",
                dependencies: ["LayerKitLayers", "LayerKitCompositor", "LayerKitGraphics", "LayerKitImageIO", "LayerKitRaster", "CX11",
                              "CWayland", "CWaylandProtocols"]),
        .target(name: "LayerKit",
                dependencies: ["LayerKitGeometry", "LayerKitGraphics", "LayerKitAnimation",
                               "LayerKitLayers", "LayerKitCompositor", "LayerKitImageIO", "LayerKitHost"]),
        // UIKit's thin layer over Core Animation, so `import UIKit` code compiles (re-exports LayerKit).
        .target(name: "UIKit", dependencies: ["LayerKit", "LayerKitGraphics", "LayerKitLayers", "LayerKitHost"]),
        // Empty: the cross-import overlay Swift Testing names for UIKit, so test files importing
        // both compile (see its Module.swift).
        .target(name: "_Testing_UIKit"),
        // Physics for chapter 11's demos: our thin wrapper of Chipmunk (not re-exported by LayerKit).
        .target(name: "LayerKitPhysics", dependencies: ["CChipmunk", "LayerKitLayers"]),
        // Chapter 6's layers that reach outside LayerKit (not re-exported by `LayerKit`, as on
        // Apple they live in OpenGLES and AVFoundation): an OpenGL ES layer on Mesa's EGL, and a
        // video layer and player on FFmpeg.
        .target(name: "LayerKitOpenGL", dependencies: ["CEGL", "LayerKitLayers"]),
        .target(name: "LayerKitVideo", dependencies: ["CFFmpeg", "LayerKitLayers"]),
        .target(name: "LayerKitTestSupport", dependencies: ["LayerKitGeometry", "LayerKitGraphics", "LayerKitAnimation", "CCairo", "CX11",
                                                            "CWaylandTestInput"]),

        // Executables.
        .executableTarget(name: "layerbench",
                          dependencies: ["LayerKit", "LayerKitRaster", "LayerKitCompositor", "LayerKitVideo", "CPixman", "CCairo", "CPango", "CLayerKitPNG",
                                         "LayerDemos"]),
        // The demos' Swift source as a resource (the files LayerDemos compiles, copied), for
        // `layerdemos --source` and the window's listing panel.
        .target(name: "DemoSources", path: "Demos", exclude: ["DemoKit", "layerdemos"], sources: ["DemoSources"],
                resources: [.copy("LayerDemos")]),
        .target(name: "DemoKit", dependencies: ["LayerKit", "UIKit", "DemoSources", "CLayerKitPNG", "CGif", "CX11"], path: "Demos/DemoKit"),
        .target(name: "LayerDemos", dependencies: ["LayerKit", "UIKit", "DemoKit", "LayerKitPhysics", "LayerKitOpenGL", "LayerKitVideo"],
                path: "Demos/LayerDemos"),
        .executableTarget(name: "layerdemos",
                          dependencies: ["LayerKit", "DemoKit", "DemoSources", "LayerDemos",
                                         .product(name: "ArgumentParser", package: "swift-argument-parser")],
                          path: "Demos/layerdemos"),

        // Tests: one target per stage, plus the demos, plus a Swift 6 language-mode client.
        .testTarget(name: "LayerKitGeometryTests", dependencies: ["LayerKitGeometry"]),
        .testTarget(name: "LayerKitGraphicsTests",
                    dependencies: ["LayerKitGraphics", "LayerKitTestSupport"],
                    exclude: ["Goldens"]),
        .testTarget(name: "LayerKitAnimationTests",
                    dependencies: ["LayerKitAnimation", "LayerKitTestSupport"]),
        .testTarget(name: "LayerKitLayersTests",
                    dependencies: ["LayerKitLayers", "LayerKitTestSupport"]),
        .testTarget(name: "LayerKitRasterTests",
                    dependencies: ["LayerKitRaster", "LayerKitTestSupport"],
                    exclude: ["Goldens"]),
        .testTarget(name: "LayerKitCompositorTests",
                    dependencies: ["LayerKit", "LayerKitCompositor", "LayerKitTestSupport"],
                    exclude: ["Goldens"]),
        .testTarget(name: "LayerKitImageIOTests",
                    dependencies: ["LayerKit", "LayerKitImageIO", "LayerKitTestSupport"]),
        .testTarget(name: "LayerKitHostTests",
                    dependencies: ["LayerKit", "LayerKitHost", "LayerKitTestSupport"]),
        .testTarget(name: "LayerKitPhysicsTests", dependencies: ["LayerKitPhysics", "LayerKitLayers"]),
        .testTarget(name: "LayerKitMediaTests",
                    dependencies: ["LayerKit", "LayerKitOpenGL", "LayerKitVideo", "LayerKitTestSupport"]),
        .testTarget(name: "LayerDemosTests",
                    dependencies: ["LayerKit", "UIKit", "DemoKit", "DemoSources", "LayerDemos", "LayerKitPhysics", "LayerKitOpenGL",
                                   "LayerKitVideo", "LayerKitTestSupport", "CGif"],
                    exclude: ["Goldens"]),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "_Testing_UIKit", "LayerKitTestSupport"]),
        .testTarget(name: "LayerKitSwift6Tests", dependencies: ["LayerKit"],
                    swiftSettings: [.swiftLanguageMode(.v6)]),
    ],
    swiftLanguageModes: [.v5]
)
