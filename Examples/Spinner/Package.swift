// swift-tools-version:6.0
//
// An example client of LayerKit, written as an iOS developer writes UIKit and Core Animation
// code: a spinner view, a progress ring layer with a custom animatable property and a
// UIView.animate block, shown in a window (`swift run spinner-demo`) and rendered headless in
// its tests (`swift test`). It depends on LayerKit as a user's package would, through the
// package's `UIKit` and `LayerKit` products.
import PackageDescription

let package = Package(
    name: "Spinner",
    products: [
        .library(name: "Spinner", targets: ["Spinner"]),
    ],
    dependencies: [
        .package(name: "LayerKit", path: "../.."),
    ],
    targets: [
        .target(name: "Spinner", dependencies: [
            .product(name: "UIKit", package: "LayerKit"),
        ]),
        .executableTarget(name: "spinner-demo", dependencies: [
            "Spinner",
            .product(name: "UIKit", package: "LayerKit"),
        ]),
        .testTarget(name: "SpinnerTests", dependencies: [
            "Spinner",
            .product(name: "UIKit", package: "LayerKit"),
            .product(name: "LayerKit", package: "LayerKit"),
        ]),
    ],
    swiftLanguageModes: [.v5]
)
