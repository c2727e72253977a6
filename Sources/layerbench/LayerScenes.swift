import CPixman
import Foundation
import LayerKit
import LayerKitCompositor
import LayerKitRaster

/// Layer-level scenes: layer trees drawn by `CARenderer` (commit, draw list, damage,
/// raster), against pixman compositing the same pixels directly. These carry the names the
/// benchmark reports (rotate100, perspective100, translate100, solid1000, cube, cards50, idle,
/// smallmove); `fullframe` is smallmove's scene composited whole every frame, the yardstick
/// for damage-limited rendering.
enum LayerScenes {
    static let all: [Scene] = [
        Scene(name: "rotate100", summary: "100 rotating translucent 128x128 image layers (opacity 0.8)",
              layerKit: { ctx in sprites(ctx, RasterScenes.rotating) },
              reference: { ctx in RasterScenes.pixman(ctx, RasterScenes.sprites(ctx, 100), frame: RasterScenes.rotating) }),
        Scene(name: "perspective100", summary: "100 translucent image layers turning in perspective (m34 -1/500)",
              layerKit: { ctx in sprites(ctx, RasterScenes.turning) },
              reference: { ctx in RasterScenes.pixman(ctx, RasterScenes.sprites(ctx, 100), frame: RasterScenes.turning) }),
        Scene(name: "translate100", summary: "100 translucent image layers moving by whole points",
              layerKit: { ctx in sprites(ctx, RasterScenes.sliding) },
              reference: { ctx in RasterScenes.pixman(ctx, RasterScenes.sprites(ctx, 100), frame: RasterScenes.sliding) }),
        Scene(name: "solid1000", summary: "1,000 moving 16x16 translucent solid layers",
              layerKit: { ctx in solids(ctx) },
              reference: { ctx in RasterScenes.pixmanSolids(ctx, RasterScenes.squares(ctx)) }),
        Scene(name: "cube", summary: "a 6-face perspective cube of 300-pt image faces in a CATransformLayer, turning",
              layerKit: { ctx in cube(ctx) }, reference: { ctx in CubeReference.pixman(ctx) }),
        Scene(name: "cards50", summary: "50 rounded, bordered, shadowed cards scrolling",
              layerKit: { ctx in cards(ctx) }, reference: { ctx in CardsReference.pixman(ctx) }),
        Scene(name: "idle", summary: "the rotate100 scene with nothing changing: nothing composited",
              layerKit: { ctx in idle(ctx) }, reference: nil),
        Scene(name: "smallmove", summary: "one 64x64 layer moving over a static scene of 100 image layers",
              layerKit: { ctx in smallMove(ctx, whole: false) }, reference: nil),
        Scene(name: "fullframe", summary: "smallmove's scene composited whole every frame (no damage tracking)",
              layerKit: { ctx in smallMove(ctx, whole: true) }, reference: nil),
        Scene(name: "spin100", summary: "rotate100-window's scene offscreen: 100 image layers turned by CABasicAnimations",
              layerKit: { ctx in spin(ctx) }, reference: nil),
        Scene(name: "tree1k-one-moving", summary: "1,000 static 4x4 layers in 10 groups, one more layer animating",
              layerKit: { ctx in treeOneMoving(ctx, groups: 10, perGroup: 100) }, reference: nil),
        Scene(name: "tree100k-one-moving", summary: "100,000 static 4x4 layers in 1,000 groups, one more layer animating",
              layerKit: { ctx in treeOneMoving(ctx, groups: 1000, perGroup: 100) }, reference: nil),
    ]

    /// A renderer on a root the size of the frame, drawing frame `f` after `update(f)`.
    final class Stage {
        let renderer: CARenderer
        let root = CALayer()

        init(_ ctx: SceneContext) {
            renderer = CARenderer(size: CGSize(width: ctx.width, height: ctx.height), scale: 1,
                                  options: ctx.options, threads: ctx.bands)
            root.frame = CGRect(x: 0, y: 0, width: ctx.width, height: ctx.height)
            root.backgroundColor = CGColor(red: 0x20 / 255.0, green: 0x28 / 255.0, blue: 0x30 / 255.0, alpha: 1)
            renderer.layer = root
        }

        func side(whole: Bool = false, _ update: @escaping (Int) -> Void) -> SceneSide {
            SceneSide(render: { f in
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                update(f)
                CATransaction.commit()
                // As the host's tick does: the setup's implicit transaction encloses the
                // explicit one until flushed.
                CATransaction.flush()
                if whole { self.renderer.invalidateAll() }
                self.renderer.beginFrame(atTime: Double(f) / 60)
                _ = self.renderer.updateBounds()
                self.renderer.render()
                self.renderer.endFrame()
            }, pixels: { (UnsafePointer(self.renderer.framebuffer.pixels), self.renderer.framebuffer.stride) })
        }
    }

    /// An image of a raster sprite's pixels.
    static func image(_ s: RasterScenes.Sprite) -> CGImage {
        let storage = PixelStorage(width: s.surface.width, height: s.surface.height)
        for y in 0..<s.surface.height { (storage.pixels + y * storage.stride).update(from: s.surface.row(y), count: s.surface.width) }
        return CGImage(storage: storage)
    }

    /// The 100 sprites as image layers whose transform and opacity follow `motion`.
    static func spriteLayers(_ ctx: SceneContext, _ stage: Stage) -> [(CALayer, RasterScenes.Sprite)] {
        RasterScenes.sprites(ctx, 100).map { s in
            let l = CALayer()
            l.bounds = CGRect(x: 0, y: 0, width: RasterScenes.spriteSize, height: RasterScenes.spriteSize)
            l.contents = image(s)
            stage.root.addSublayer(l)
            return (l, s)
        }
    }

    /// Places a sprite layer as `motion` places the raster sprite: the layer's own transform,
    /// about its centre, at the sprite's centre.
    static func place(_ l: CALayer, _ s: RasterScenes.Sprite, _ motion: RasterScenes.Motion, _ f: Int, _ ctx: SceneContext) {
        let (h, opacity) = motion(s, f, ctx)
        // The motion maps the sprite's top-left-origin square to the device: with the anchor at
        // the layer's origin and no position, the layer's transform is that map.
        let t = CATransform3D(m11: h.m11, m12: h.m12, m13: 0, m14: h.m13, m21: h.m21, m22: h.m22, m23: 0, m24: h.m23,
                              m31: 0, m32: 0, m33: 1, m34: 0, m41: h.m31, m42: h.m32, m43: 0, m44: h.m33)
        l.position = .zero
        l.anchorPoint = .zero
        l.transform = t
        l.opacity = opacity
    }

    static func sprites(_ ctx: SceneContext, _ motion: @escaping RasterScenes.Motion) -> SceneSide {
        let stage = Stage(ctx)
        let layers = spriteLayers(ctx, stage)
        return stage.side { f in for (l, s) in layers { place(l, s, motion, f, ctx) } }
    }

    /// The window benchmark's scene (`WindowBench.rotate100`) drawn offscreen, its animations
    /// begun a second before frame 0: what the window's frames cost, measurable with callgrind.
    static func spin(_ ctx: SceneContext) -> SceneSide {
        let stage = Stage(ctx)
        MediaClock.freeze(at: -1)
        WindowBench.rotate100(stage.root, CGSize(width: ctx.width, height: ctx.height))
        CATransaction.flush()
        MediaClock.unfreeze()
        return stage.side { _ in }
    }

    static func solids(_ ctx: SceneContext) -> SceneSide {
        let stage = Stage(ctx)
        let squares = RasterScenes.squares(ctx)
        let layers = squares.map { s -> CALayer in
            let l = CALayer()
            l.bounds = CGRect(x: 0, y: 0, width: 16, height: 16)
            l.anchorPoint = .zero
            let a = CGFloat(s.colour >> 24) / 255
            func c(_ shift: UInt32) -> CGFloat { a > 0 ? CGFloat(s.colour >> shift & 255) / 255 / a : 0 }
            l.backgroundColor = CGColor(red: c(16), green: c(8), blue: c(0), alpha: a)
            stage.root.addSublayer(l)
            return l
        }
        return stage.side { f in
            for (l, s) in zip(layers, squares) {
                let (x, y) = RasterScenes.squarePosition(s, f, ctx)
                l.position = CGPoint(x: x, y: y)
            }
        }
    }

    static func idle(_ ctx: SceneContext) -> SceneSide {
        let stage = Stage(ctx)
        let layers = spriteLayers(ctx, stage)
        for (l, s) in layers { place(l, s, RasterScenes.rotating, 0, ctx) }
        return stage.side { _ in }
    }

    static func smallMove(_ ctx: SceneContext, whole: Bool) -> SceneSide {
        let stage = Stage(ctx)
        let layers = spriteLayers(ctx, stage)
        for (l, s) in layers { place(l, s, RasterScenes.rotating, 0, ctx) }
        let mover = CALayer()
        mover.bounds = CGRect(x: 0, y: 0, width: 64, height: 64)
        mover.backgroundColor = CGColor(red: 1, green: 0.8, blue: 0.2, alpha: 1)
        stage.root.addSublayer(mover)
        return stage.side(whole: whole) { f in
            mover.position = CGPoint(x: 100 + (3 * f) % 1000, y: 100 + (2 * f) % 500)
        }
    }

    /// `groups` x `perGroup` static 4x4 solid layers tiled over the frame, each group a layer
    /// of its own, and one 32x32 layer moved by a repeating animation (not by commits): what
    /// a frame costs should follow what changes, not the size of the tree.
    static func treeOneMoving(_ ctx: SceneContext, groups: Int, perGroup: Int) -> SceneSide {
        let stage = Stage(ctx)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let columns = ctx.width / 4
        for g in 0..<groups {
            let group = CALayer()
            group.frame = CGRect(x: 0, y: 0, width: ctx.width, height: ctx.height)
            for i in 0..<perGroup {
                let n = g * perGroup + i
                let l = CALayer()
                l.frame = CGRect(x: (n % columns) * 4, y: (n / columns) % (ctx.height / 4) * 4, width: 4, height: 4)
                l.backgroundColor = CGColor(red: CGFloat(n % 7) / 7, green: CGFloat(n % 5) / 5, blue: 0.5, alpha: 1)
                group.addSublayer(l)
            }
            stage.root.addSublayer(group)
        }
        let mover = CALayer()
        mover.frame = CGRect(x: 100, y: 100, width: 32, height: 32)
        mover.backgroundColor = CGColor(red: 1, green: 0.8, blue: 0.2, alpha: 1)
        stage.root.addSublayer(mover)
        CATransaction.commit()
        CATransaction.flush()
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 100
        slide.toValue = 1100
        slide.duration = 10
        slide.beginTime = 1e-9
        slide.repeatCount = .infinity
        mover.add(slide, forKey: "slide")
        return stage.side { _ in }
    }
}
