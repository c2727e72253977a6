import Foundation
import LayerKit

/// Photo-like opaque images for the image-IO chapters: eight procedurally drawn scenes
/// (designed at 800x600 and scaled to the requested pixel size) with film grain, and the
/// flat rainbow gradient of chapter 14.6.
enum PhotoArt {
    /// The scenes in `DemoAssets.photo(_:size:)` order.
    static let scenes: [(CGContext) -> Void] = [
        PhotoScenes.coast, PhotoScenes.mountainLake, PhotoScenes.desertSunset, PhotoScenes.forest,
        PhotoScenes.nightCity, PhotoScenes.meadow, PhotoScenes.winterVillage, PhotoScenes.island,
    ]

    /// Grain strength in levels per channel: enough texture to make PNG files several times
    /// larger than JPEG files of the same photo, as with real photos.
    static let grain = 6

    /// Scene `scene` (0..<scenes.count) at `width` x `height` pixels, opaque.
    static func render(scene: Int, width: Int, height: Int) -> CGImage {
        let context = AssetCanvas.makeContext(size: CGSize(width: width, height: height), scale: 1)
        context.withGState {
            context.scaleBy(x: CGFloat(width) / Scenery.width, y: CGFloat(height) / Scenery.height)
            scenes[scene](context)
        }
        AssetCanvas.addGrain(to: context, amount: grain, seed: 0x5EED_0000 + UInt64(scene))
        return context.makeImage()!
    }

    /// Hues from red through violet left to right, lighter at the top and darker at the
    /// bottom; smooth, with no grain.
    static func renderRainbow(width: Int, height: Int) -> CGImage {
        AssetCanvas.image(size: CGSize(width: width, height: height), scale: 1) { c in
            let all = Shape.rect(CGRect(x: 0, y: 0, width: width, height: height))
            let hues: [UInt32] = [0xFF_0000, 0xFF_8000, 0xFF_FF00, 0x00_FF00, 0x00_FFFF, 0x00_00FF, 0x8000_FF, 0xFF_00FF]
            c.paint(all, gradient(hues.map { rgb($0) }), from: .zero, to: CGPoint(x: width, y: 0))
            c.paint(all, gradient([(0, rgb(0xFF_FFFF, alpha: 0.55)), (0.5, rgb(0xFF_FFFF, alpha: 0)),
                                   (0.5, rgb(0x00_0000, alpha: 0)), (1, rgb(0x00_0000, alpha: 0.55))]),
                    from: .zero, to: CGPoint(x: 0, y: height))
        }
    }
}
