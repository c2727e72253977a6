import DemoKit
import Foundation
import LayerKitGraphics
import Testing

/// A tool rather than a check: with LAYERKIT_ASSET_PREVIEW=<folder> set, writes every
/// asset magnified on a checkerboard, a contact sheet of the small ones, the photos, the
/// rainbow and the snowman variants there, for people to look at while drawing assets
/// (LAYERKIT_ASSET_ONLY=Name,Name limits the single-asset previews). Without the variable
/// it does nothing.
@Test("asset previews are written when LAYERKIT_ASSET_PREVIEW names a folder")
func writeAssetPreviews() throws {
    guard let dir = ProcessInfo.processInfo.environment["LAYERKIT_ASSET_PREVIEW"] else { return }
    try writeMagnifiedAssets(to: dir)
    try writeAssetContactSheet(to: dir)
    try writePhotoPreviews(to: dir)
}

/// Each asset at 1x and 2x, magnified with nearest-neighbour sampling over a checkerboard.
private func writeMagnifiedAssets(to dir: String) throws {
    let only = ProcessInfo.processInfo.environment["LAYERKIT_ASSET_ONLY"]
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    for name in AssetName.allCases where only == nil || only!.split(separator: ",").contains(Substring(name.rawValue)) {
        for scale: CGFloat in [1, 2] {
            let image = DemoAssets.image(name, scale: scale)
            let zoom = max(1, min(8, Int(512 / max(image.width, image.height))))
            let w = image.width * zoom, h = image.height * zoom
            let ctx = CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            let cell = 8 * zoom
            for y in stride(from: 0, to: h, by: cell) {
                for x in stride(from: 0, to: w, by: cell) {
                    ctx.setFillColor(gray: (x / cell + y / cell) % 2 == 0 ? 0.8 : 0.65, alpha: 1)
                    ctx.fill(CGRect(x: x, y: y, width: cell, height: cell))
                }
            }
            ctx.interpolationQuality = .none
            ctx.draw(image, in: CGRect(x: 0, y: 0, width: w, height: h))
            try ctx.makeImage()!.pngData().write(to: URL(fileURLWithPath: "\(dir)/\(name.rawValue)@\(Int(scale))x.png"))
        }
    }
}

/// A contact sheet of the small assets at 1x, magnified 3 times, on dark and light tiles.
private func writeAssetContactSheet(to dir: String) throws {
    let names: [AssetName] = [.button, .hourHand, .minuteHand, .secondHand, .digits, .ship, .spark, .ball,
                              .chalk, .circle, .key, .door]
    let zoom = 3, tile = 140 * 3 / 2
    let ctx = CGContext(data: nil, width: tile * names.count, height: tile * 2, bitsPerComponent: 8, bytesPerRow: 0,
                        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
    ctx.setFillColor(gray: 0.2, alpha: 1)
    ctx.fill(CGRect(x: 0, y: 0, width: tile * names.count, height: tile))
    ctx.setFillColor(gray: 0.85, alpha: 1)
    ctx.fill(CGRect(x: 0, y: tile, width: tile * names.count, height: tile))
    ctx.interpolationQuality = .none
    for (i, name) in names.enumerated() {
        let image = DemoAssets.image(name)
        var w = CGFloat(image.width * zoom), h = CGFloat(image.height * zoom)
        let fit = min(1, CGFloat(tile - 8) / max(w, h))
        w *= fit; h *= fit
        for row in 0..<2 {
            ctx.draw(image, in: CGRect(x: CGFloat(i * tile) + (CGFloat(tile) - w) / 2,
                                       y: CGFloat(row * tile) + (CGFloat(tile) - h) / 2, width: w, height: h))
        }
    }
    try ctx.makeImage()!.pngData().write(to: URL(fileURLWithPath: "\(dir)/Sheet.png"))
}

/// The photos at 800x600, the rainbow and the snowman variants.
private func writePhotoPreviews(to dir: String) throws {
    for i in 0..<DemoAssets.photoCount {
        try DemoAssets.photo(i, size: CGSize(width: 800, height: 600)).pngData()
            .write(to: URL(fileURLWithPath: "\(dir)/Photo\(i).png"))
    }
    try DemoAssets.rainbowGradient(size: CGSize(width: 512, height: 384)).pngData()
        .write(to: URL(fileURLWithPath: "\(dir)/Rainbow.png"))
    try DemoAssets.snowmanJPEGSource().pngData().write(to: URL(fileURLWithPath: "\(dir)/SnowmanJPEGSource.png"))
    try DemoAssets.snowmanMask().pngData().write(to: URL(fileURLWithPath: "\(dir)/SnowmanMask.png"))
    try DemoAssets.largeSnowman().pngData().write(to: URL(fileURLWithPath: "\(dir)/LargeSnowman.png"))
}
