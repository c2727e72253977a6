import DemoKit
import Foundation
import LayerKitGraphics
import LayerKitTestSupport
import Testing

/// Helpers for the asset tests.
enum AssetCheck {
    /// Checks `image` against `Tests/LayerDemosTests/Goldens/assets-<name>.png` (the target's
    /// shared golden folder, which Package.swift excludes from the build).
    static func golden(_ image: CGImage, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let targetRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        Golden.check(Bitmap(image), named: "assets-\(name)",
                     filePath: targetRoot.appendingPathComponent("AssetGoldens.swift").path, sourceLocation: sourceLocation)
    }

    /// Whether every pixel of `image` is opaque.
    static func isOpaque(_ image: CGImage) -> Bool {
        let b = Bitmap(image)
        return b.pixels.allSatisfy { $0 >> 24 == 0xFF }
    }

    /// The pixels of a rectangle of `image` (in pixels).
    static func region(_ image: CGImage, _ x: Int, _ y: Int, _ w: Int, _ h: Int) -> [UInt32] {
        let b = Bitmap(image)
        var out: [UInt32] = []
        for row in y..<(y + h) { for col in x..<(x + w) { out.append(b[col, row]) } }
        return out
    }
}
