import CPixman
import Foundation
import LayerKitGeometry
import LayerKitRaster

/// Raster-level scenes (`raster-` names): draw lists given straight to LayerKitRaster (using both cores through
/// `parallelBands`), against pixman compositing the same images with the same transforms.
enum RasterScenes {
    static let all: [Scene] = [
        Scene(name: "raster-rotate100", summary: "100 translucent 128x128 images rotating, opacity 0.8, bilinear",
              layerKit: { ctx in layerKit(ctx, sprites(ctx, 100), frame: rotating) },
              reference: { ctx in pixman(ctx, sprites(ctx, 100), frame: rotating) }),
        Scene(name: "raster-perspective100", summary: "100 translucent 128x128 images turning in perspective, opacity 0.8, bilinear",
              layerKit: { ctx in layerKit(ctx, sprites(ctx, 100), frame: turning) },
              reference: { ctx in pixman(ctx, sprites(ctx, 100), frame: turning) }),
        Scene(name: "raster-translate100", summary: "100 translucent 128x128 images moving by whole pixels",
              layerKit: { ctx in layerKit(ctx, sprites(ctx, 100), frame: sliding) },
              reference: { ctx in pixman(ctx, sprites(ctx, 100), frame: sliding) }),
        Scene(name: "raster-solid1000", summary: "1000 translucent 16x16 solid squares moving by whole pixels",
              layerKit: { ctx in layerKitSolids(ctx, squares(ctx)) },
              reference: { ctx in pixmanSolids(ctx, squares(ctx)) }),
    ]

    static let background: UInt32 = 0xFF20_2830
    static let spriteSize = 128

    /// An image with its motion.
    struct Sprite {
        let surface: Surface
        let texture: Texture
        let centre: CGPoint
        let phase: Double
        let speed: Double
        let velocity: (x: Int, y: Int)
    }

    /// `count` translucent 128x128 images: a soft-edged disc with stripes in a random hue.
    static func sprites(_ ctx: SceneContext, _ count: Int) -> [Sprite] {
        var rng = SplitMix64(seed: ctx.seed)
        let n = spriteSize
        return (0..<count).map { _ in
            let s = Surface(width: n, height: n)
            let (r, g, b) = (rng.uniform(0...1), rng.uniform(0...1), rng.uniform(0...1))
            for y in 0..<n {
                for x in 0..<n {
                    let dx = Double(x) + 0.5 - Double(n) / 2, dy = Double(y) + 0.5 - Double(n) / 2
                    let d = (dx * dx + dy * dy).squareRoot() / (Double(n) / 2)
                    let stripe = (x / 8 + y / 8) % 2 == 0 ? 1.0 : 0.6
                    let a = max(0, min(1, (1.05 - d) * 4)) * (0.55 + 0.45 * stripe)
                    func ch(_ v: Double) -> UInt32 { UInt32((v * stripe * a * 255).rounded()) }
                    s[x, y] = UInt32((a * 255).rounded()) << 24 | ch(r) << 16 | ch(g) << 8 | ch(b)
                }
            }
            return Sprite(surface: s, texture: Texture(s)!,
                          centre: CGPoint(x: rng.uniform(0...Double(ctx.width)), y: rng.uniform(0...Double(ctx.height))),
                          phase: rng.uniform(0...(2 * .pi)), speed: rng.uniform(-0.05...0.05),
                          velocity: (Int(rng.next() % 7) - 3, Int(rng.next() % 7) - 3))
        }
    }

    /// A sprite's local-to-device homography and opacity at a frame.
    typealias Motion = (Sprite, Int, SceneContext) -> (Homography, Float)

    static let rotating: Motion = { s, f, _ in
        let half = CGFloat(spriteSize) / 2
        let t = CGAffineTransform(translationX: -half, y: -half)
            .concatenating(CGAffineTransform(rotationAngle: s.phase + s.speed * Double(f)))
            .concatenating(CGAffineTransform(translationX: s.centre.x, y: s.centre.y))
        return (Homography(t), 0.8)
    }

    static let turning: Motion = { s, f, _ in
        let half = CGFloat(spriteSize) / 2
        var t = CATransform3DMakeTranslation(-half, -half, 0)
        t = CATransform3DConcat(t, CATransform3DMakeRotation(1.1 * sin(s.phase + s.speed * Double(f)), 0, 1, 0))
        t = CATransform3DConcat(t, CATransform3DMakeRotation(0.4 * cos(s.phase + s.speed * Double(f)), 1, 0, 0))
        var p = CATransform3DIdentity
        p.m34 = -1.0 / 500
        t = CATransform3DConcat(t, p)
        t = CATransform3DConcat(t, CATransform3DMakeTranslation(s.centre.x, s.centre.y, 0))
        return (Homography(t), 0.8)
    }

    static let sliding: Motion = { s, f, ctx in
        let span = (x: ctx.width + spriteSize, y: ctx.height + spriteSize)
        func wrap(_ v: Int, _ m: Int) -> Int { ((v % m) + m) % m }
        let x = wrap(Int(s.centre.x) + s.velocity.x * f, span.x) - spriteSize
        let y = wrap(Int(s.centre.y) + s.velocity.y * f, span.y) - spriteSize
        return (Homography(CGAffineTransform(translationX: CGFloat(x), y: CGFloat(y))), 1)
    }

    static func layerKit(_ ctx: SceneContext, _ sprites: [Sprite], frame motion: @escaping Motion) -> SceneSide {
        let target = Surface(width: ctx.width, height: ctx.height)
        let whole = CGRect(x: 0, y: 0, width: spriteSize, height: spriteSize)
        return SceneSide(render: { f in
            let quads = sprites.map { s -> DrawQuad in
                let (h, opacity) = motion(s, f, ctx)
                return DrawQuad(transform: h, shape: QuadShape(rect: whole),
                                paint: .texture(s.texture, source: whole, clamp: whole, filter: .bilinear), opacity: opacity)
            }
            parallelBands(target.bounds, count: ctx.bands) { band in
                target.clear(band, to: background)
                let clip = RasterClip(rect: band)
                for q in quads { draw(q, into: target, clip: clip, options: ctx.options) }
            }
        }, pixels: { (UnsafePointer(target.pixels), target.stride) })
    }

    static func pixman(_ ctx: SceneContext, _ sprites: [Sprite], frame motion: @escaping Motion) -> SceneSide {
        let target = Surface(width: ctx.width, height: ctx.height)
        let dst = Pixman.image(target)
        let images = sprites.map { s -> OpaquePointer in
            let img = Pixman.image(s.surface)
            pixman_image_set_filter(img, PIXMAN_FILTER_BILINEAR, nil, 0)
            return img
        }
        var masks: [Float: OpaquePointer] = [:]
        let frame = IntRect(x: 0, y: 0, width: ctx.width, height: ctx.height)
        return SceneSide(render: { f in
            Pixman.clear(target, to: background)
            for (s, img) in zip(sprites, images) {
                let (h, opacity) = motion(s, f, ctx)
                let box = deviceBox(h).intersection(frame)
                guard !box.isEmpty, let inverse = h.inverse() else { continue }
                var mask: OpaquePointer?
                if opacity < 1 {
                    let alpha = UInt32((opacity * 255).rounded())
                    mask = masks[opacity] ?? Pixman.solid(alpha << 24)
                    masks[opacity] = mask
                }
                if h.isAffine, h.m11 == 1, h.m22 == 1, h.m12 == 0, h.m21 == 0 {
                    pixman_image_set_transform(img, nil)
                    pixman_image_composite32(PIXMAN_OP_OVER, img, mask, dst, Int32(box.x) - Int32(h.m31), Int32(box.y) - Int32(h.m32),
                                             0, 0, Int32(box.x), Int32(box.y), Int32(box.width), Int32(box.height))
                } else {
                    Pixman.setTransform(img, deviceToTexel: inverse, origin: (box.x, box.y))
                    pixman_image_composite32(PIXMAN_OP_OVER, img, mask, dst, 0, 0, 0, 0,
                                             Int32(box.x), Int32(box.y), Int32(box.width), Int32(box.height))
                }
            }
        }, pixels: { (UnsafePointer(target.pixels), target.stride) })
    }

    /// The device pixel box of a sprite (its four corners; every motion keeps them in front).
    static func deviceBox(_ h: Homography) -> IntRect {
        let n = CGFloat(spriteSize)
        let pts = [CGPoint(x: 0, y: 0), CGPoint(x: n, y: 0), CGPoint(x: n, y: n), CGPoint(x: 0, y: n)].compactMap { h.apply($0) }
        guard pts.count == 4 else { return .zero }
        let xs = pts.map(\.x), ys = pts.map(\.y)
        return IntRect(minX: Int(xs.min()!.rounded(.down)), minY: Int(ys.min()!.rounded(.down)),
                       maxX: Int(xs.max()!.rounded(.up)), maxY: Int(ys.max()!.rounded(.up)))
    }

    // MARK: Solid squares

    struct Square { let x: Int, y: Int, vx: Int, vy: Int, colour: UInt32 }

    static func squares(_ ctx: SceneContext) -> [Square] {
        var rng = SplitMix64(seed: ctx.seed ^ 0x5EED)
        return (0..<1000).map { _ in
            let a = UInt32(128 + rng.next() % 128)
            func c() -> UInt32 { UInt32(rng.next() % UInt64(a + 1)) }
            return Square(x: Int(rng.next() % UInt64(ctx.width)), y: Int(rng.next() % UInt64(ctx.height)),
                          vx: Int(rng.next() % 9) - 4, vy: Int(rng.next() % 9) - 4, colour: a << 24 | c() << 16 | c() << 8 | c())
        }
    }

    static func squarePosition(_ s: Square, _ f: Int, _ ctx: SceneContext) -> (Int, Int) {
        func wrap(_ v: Int, _ m: Int) -> Int { ((v % m) + m) % m }
        return (wrap(s.x + s.vx * f, ctx.width + 16) - 16, wrap(s.y + s.vy * f, ctx.height + 16) - 16)
    }

    static func layerKitSolids(_ ctx: SceneContext, _ squares: [Square]) -> SceneSide {
        let target = Surface(width: ctx.width, height: ctx.height)
        let rect = CGRect(x: 0, y: 0, width: 16, height: 16)
        return SceneSide(render: { f in
            let quads = squares.map { s -> DrawQuad in
                let (x, y) = squarePosition(s, f, ctx)
                return DrawQuad(transform: Homography(CGAffineTransform(translationX: CGFloat(x), y: CGFloat(y))),
                                shape: QuadShape(rect: rect), paint: .solid(s.colour))
            }
            parallelBands(target.bounds, count: ctx.bands) { band in
                target.clear(band, to: background)
                let clip = RasterClip(rect: band)
                for q in quads { draw(q, into: target, clip: clip, options: ctx.options) }
            }
        }, pixels: { (UnsafePointer(target.pixels), target.stride) })
    }

    static func pixmanSolids(_ ctx: SceneContext, _ squares: [Square]) -> SceneSide {
        let target = Surface(width: ctx.width, height: ctx.height)
        let dst = Pixman.image(target)
        let colours = squares.map { Pixman.solid($0.colour) }
        return SceneSide(render: { f in
            Pixman.clear(target, to: background)
            for (s, src) in zip(squares, colours) {
                let (x, y) = squarePosition(s, f, ctx)
                pixman_image_composite32(PIXMAN_OP_OVER, src, nil, dst, 0, 0, 0, 0, Int32(x), Int32(y), 16, 16)
            }
        }, pixels: { (UnsafePointer(target.pixels), target.stride) })
    }
}
