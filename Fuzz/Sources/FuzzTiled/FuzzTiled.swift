import Foundation
import FuzzSupport
import LayerKit

/// `CATiledLayer` with a drawing delegate: tile size, levels of detail and their bias, contents
/// scale, frame, transform (zoom) and `setNeedsDisplay(_:)` rectangles from the input (NaN,
/// infinite and huge ones included), rendered at increasing times so tiles are drawn and faded.
func fuzzTiled(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    MediaClock.freeze(at: 1)
    defer { MediaClock.unfreeze() }
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 64, height: 48)
    let tiled = CATiledLayer()
    tiled.frame = CGRect(x: 0, y: 0, width: 256, height: 256)
    let painter = TilePainter()
    tiled.delegate = painter
    root.addSublayer(tiled)
    let stage = FuzzStage(root)
    tiled.setNeedsDisplay()
    while input.hasMore {
        switch input.byte() % 9 {
        case 0: tiled.tileSize = CGSize(width: input.number(), height: input.number())
        case 1: tiled.levelsOfDetail = input.count()
        case 2: tiled.levelsOfDetailBias = input.count()
        case 3: tiled.contentsScale = input.number()
        case 4: tiled.frame = input.rect()
        case 5: tiled.transform = input.transform()
        case 6: tiled.setNeedsDisplay(input.rect())
        case 7: tiled.setNeedsDisplay()
        default: stage.frame(after: Double(input.number()))
        }
    }
    stage.finish()
    tiled.delegate = nil
    return 0
}

/// Fills each tile it is asked for and strokes its clip, so drawing touches every tile's pixels.
final class TilePainter: NSObject, CALayerDelegate {
    /// Draws the tile `ctx` is clipped to.
    func draw(_ layer: CALayer, in ctx: CGContext) {
        let box = ctx.boundingBoxOfClipPath
        ctx.setFillColor(CGColor(red: 0.2, green: 0.6, blue: 0.9, alpha: 1))
        ctx.fill(box)
    }
}

/// The program's entry (SwiftPM names an executable's main `<Target>_main`).
@_cdecl("FuzzTiled_main")
public func fuzzTiledMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { data, size in data.map { fuzzTiled($0, size) } ?? 0 }
}
