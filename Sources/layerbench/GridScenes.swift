import LayerDemos
import LayerKit

/// Chapter 15's scenes: the book's perspective grid scrolled in a 1280 x 720 scroll view.
/// `grid1000-3d` is 15.3 (all 1,000 layers alive); the `cull` scenes are 15.4 (each frame's
/// update makes the visible layers anew and replaces the sublayers) over virtual grids of
/// 10 x 10 x 10, 100 x 100 x 10 and 1000 x 1000 x 10, and `cull100k-pool` is 15.5 (reusing
/// them from a pool). Every scene scrolls the same path, so the cull scenes differ only in
/// the grid's size, and in how much of it is visible: at 1280 x 720 the small grid fills no
/// depth's culling rect (the deepest is 3.7 times the view, 5,100 points across, the grid
/// 1,350), so cull1k shows about 900 layers a frame where cull100k and cull10m show 1,900.
/// The `-320x480` pair is the fair test of "the cost does not grow with the grid": 15.4's own
/// viewport (CATALOG: 320 x 480) centred on the stage, on a path the small grid fills at every
/// depth, so both grids show the same layers, frame for frame.
enum GridScenes {
    static let all: [Scene] = [
        Scene(name: "grid1000-3d", summary: "15.3: 1,000 layers in a 10x10x10 perspective grid, scrolling",
              layerKit: { ctx in grid(ctx) }, reference: nil),
        Scene(name: "cull1k", summary: "15.4 over a 10x10x10 grid (too small to fill 1280x720: ~900 layers in view, not ~1,900)",
              layerKit: { ctx in cull(ctx, Chapter15.Grid(width: 10, height: 10, depth: 10), recycling: false) }, reference: nil),
        Scene(name: "cull100k", summary: "15.4 over a 100x100x10 grid: visible layers made anew each scrolled frame",
              layerKit: { ctx in cull(ctx, Listing15_4.grid, recycling: false) }, reference: nil),
        Scene(name: "cull10m", summary: "15.4 over a 1000x1000x10 grid (10,000,000 virtual layers), same path",
              layerKit: { ctx in cull(ctx, Chapter15.Grid(width: 1000, height: 1000, depth: 10), recycling: false) }, reference: nil),
        Scene(name: "cull1k-320x480", summary: "15.4 at 320x480 over 10x10x10 on a path it fills: the same layers as cull100k-320x480",
              layerKit: { ctx in cull(ctx, Chapter15.Grid(width: 10, height: 10, depth: 10), recycling: false, viewport: phone) },
              reference: nil),
        Scene(name: "cull100k-320x480", summary: "15.4 at 320x480 over 100x100x10 on the same path: grid size the only difference",
              layerKit: { ctx in cull(ctx, Listing15_4.grid, recycling: false, viewport: phone) }, reference: nil),
        Scene(name: "cull100k-pool", summary: "15.5 over a 100x100x10 grid: layers recycled from a pool each scrolled frame",
              layerKit: { ctx in cull(ctx, Listing15_4.grid, recycling: true) }, reference: nil),
    ]

    /// The scroll offset of frame `f`: down and back over 600 points, 4 points a frame, with a
    /// slow sideways sway of 60 points.
    static func offset(_ f: Int) -> CGPoint {
        let y = f % 300
        return CGPoint(x: 30 + 30 * sin(Double(f) / 40), y: CGFloat(y < 150 ? y : 300 - y) * 4)
    }

    /// A viewport of the cull scenes: its frame on the stage and its scroll offset at frame `f`.
    struct Viewport {
        let frame: (SceneContext) -> CGRect
        let offset: (Int) -> CGPoint
    }

    /// The whole 1280 x 720 stage, scrolled by `offset(_:)`.
    static let wholeStage = Viewport(frame: { CGRect(x: 0, y: 0, width: $0.width, height: $0.height) }, offset: offset)

    /// 15.4's 320 x 480 viewport centred on the stage, scrolled down and back over 180 points, 2
    /// a frame, with the same sway as `offset(_:)`. The 10 x 10 x 10 grid (points 0...1,350)
    /// fills every depth's culling rect there: the deepest is the view grown by 50 a side,
    /// times 3.7 about its centre, so its far edges reach x <= 60 + 160 + 1.85 x 420 = 997
    /// and y <= 180 + 240 + 1.85 x 580 = 1,493, short of the next grid point, 1,500.
    static let phone = Viewport(frame: { CGRect(x: CGFloat($0.width) / 2 - 160, y: CGFloat($0.height) / 2 - 240, width: 320, height: 480) },
                                offset: { f in
                                    let y = f % 180
                                    return CGPoint(x: 30 + 30 * sin(Double(f) / 40), y: CGFloat(y < 90 ? y : 180 - y) * 2)
                                })

    static func grid(_ ctx: SceneContext) -> SceneSide {
        let stage = LayerScenes.Stage(ctx)
        let grid = Listing15_3.grid
        let scroll = Chapter15.makeGridScrollView(frame: stage.root.bounds, grid: grid)
        for z in stride(from: grid.depth - 1, through: 0, by: -1) {
            for y in 0..<grid.height { for x in 0..<grid.width { scroll.layer.addSublayer(Listing15_3.makeLayer(x, y, z, depth: grid.depth)) } }
        }
        stage.root.addSublayer(scroll.layer)
        return stage.side { f in scroll.layer.bounds.origin = offset(f) }
    }

    static func cull(_ ctx: SceneContext, _ grid: Chapter15.Grid, recycling: Bool, viewport: Viewport = wholeStage) -> SceneSide {
        let stage = LayerScenes.Stage(ctx)
        let scroll = Chapter15.makeGridScrollView(frame: viewport.frame(ctx), grid: grid)
        stage.root.addSublayer(scroll.layer)
        let culler = Chapter15.LayerCuller(grid: grid, recycling: recycling)
        let handle = Chapter15.CullingHandle()
        return stage.side { f in
            scroll.layer.bounds.origin = viewport.offset(f)
            culler.update(scroll.layer, handle: handle)
        }
    }
}
