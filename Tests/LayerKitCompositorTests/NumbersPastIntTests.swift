@testable import LayerKitCompositor
import LayerKitTestSupport
import Testing

/// Numbers past `Int` and loops that follow a number, on tiled layers: each is clamped to a
/// documented LayerKit bound (notes/reliability.md) or refused as on a plain layer. Oracle:
/// Apple's CALayer.setNeedsDisplay(_:) documentation for the rect; LayerKit's limits otherwise.
@Suite("Tiled layers clamp numbers past Int instead of trapping or looping", .ownMediaClock)
struct NumbersPastIntTests {
    /// A 512 x 512 tiled layer that fills its tiles white, shown by a renderer.
    final class White: CATiledLayer {
        override func draw(in ctx: CGContext) {
            ctx.setFillColor(CGColor(gray: 1, alpha: 1))
            ctx.fill(CGRect(x: 0, y: 0, width: 512, height: 512))
        }
    }

    static func shown(_ configure: (CATiledLayer) -> Void) -> (CARenderer, CATiledLayer) {
        let t = White()
        t.frame = CGRect(x: 0, y: 0, width: 512, height: 512)
        configure(t)
        let r = renderer(of: t, size: CGSize(width: 128, height: 128))
        drawFrame(r)
        TileStore.waitForBackgroundDrawing()
        drawFrame(r, at: 1)
        return (r, t)
    }

    @Test("levelsOfDetail Int.max has maximumLevels levels: a level is picked at once, at any zoom")
    func levelsOfDetailIntMax() {
        let grid = TileGrid(bounds: CGRect(x: 0, y: 0, width: 2048, height: 2048), tileSize: CGSize(width: 256, height: 256),
                            contentsScale: 1, levels: Int.max, bias: Int.max)
        #expect(grid.levels == TileGrid.maximumLevels && grid.bias == TileGrid.maximumLevels - 1)
        #expect(grid.level(forPixelsPerPoint: 1e-300) == grid.bias - grid.levels + 1)
        #expect(grid.level(forPixelsPerPoint: 1) == 0)
        #expect(Diagnostics.hasWarned(containing: "levelsOfDetail above \(TileGrid.maximumLevels)"))
        let (_, t) = Self.shown { $0.levelsOfDetail = Int.max; $0.levelsOfDetailBias = Int.max }
        #expect(!(t.tileStore?.keptKeys.isEmpty ?? true), "tiles were drawn")
    }

    @Test("contentsScale 1e300 on a tiled layer draws at the maximum scale, with a warning naming it")
    func hugeContentsScale() {
        let grid = TileGrid(bounds: CGRect(x: 0, y: 0, width: 512, height: 512), tileSize: CGSize(width: 256, height: 256),
                            contentsScale: 1e300, levels: 1, bias: 0)
        #expect(grid.contentsScale == TileGrid.maximumScale)
        #expect(grid.keys(meeting: CGRect(x: 0, y: 0, width: 512, height: 512), level: 0).isEmpty,
                "more than 4,096 tiles at 1,024 pixels a point: none asked for")
        #expect(grid.keys(meeting: CGRect(x: 0, y: 0, width: 1, height: 1), level: 0).count == 16)
        #expect(Diagnostics.hasWarned(containing: "contentsScale above \(TileGrid.maximumScale)"))
        _ = Self.shown { $0.contentsScale = 1e300 }
    }

    @Test("tile numbers far past Int at a huge level are not asked for, and nothing traps")
    func tileNumbersPastInt() {
        let grid = TileGrid(bounds: CGRect(x: 0, y: 0, width: 1e30, height: 1e30), tileSize: CGSize(width: 1, height: 1),
                            contentsScale: 1024, levels: 64, bias: 63)
        #expect(grid.keys(meeting: CGRect(x: 9e29, y: 9e29, width: 1e-12, height: 1e-12), level: 63).isEmpty)
    }

    @Test("setNeedsDisplay with a NaN rect on a tiled layer marks nothing, as on a plain layer (Apple's docs: the rect is in the layer's coordinates)")
    func nanRectMarksNothing() {
        let (_, t) = Self.shown { _ in }
        let kept = t.tileStore?.keptKeys ?? []
        #expect(!kept.isEmpty)
        t.setNeedsDisplay(CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))
        t.setNeedsDisplay(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10))
        #expect(t.tileStore?.keptKeys == kept)
        t.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(t.tileStore?.keptKeys != kept, "a finite rect still forgets the tiles it meets")
    }
}
