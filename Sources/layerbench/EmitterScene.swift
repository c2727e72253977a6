import CPixman
import Foundation
import LayerKit
import LayerKitCompositor
import LayerKitRaster

/// The `emitter` scene: a `CAEmitterLayer` with 5,000 live additive particles (one cell, 1,000
/// births a second living 5 s, 28x28 sprites fading to a quarter alpha) over the frame, emitted
/// from its centre, the emission begun 5 s before frame 0 so every frame is steady. Against
/// pixman adding the same particles (the same list, computed in its frame too) as each one's
/// colour through the sprite's alpha (the same pixels, the sprite being white), at the same
/// whole pixels.
enum EmitterScene {
    static let scene = Scene(name: "emitter", summary: "5,000 live additive 28x28 particles (CAEmitterLayer)",
                             layerKit: { ctx in layerKit(ctx) }, reference: { ctx in pixman(ctx) })

    /// A soft white disc with alpha, 28x28 (premultiplied).
    static let sprite: CGImage = {
        let c = CGContext(data: nil, width: 28, height: 28, bitsPerComponent: 8, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        let g = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                           colors: [CGColor(gray: 1, alpha: 0.9), CGColor(gray: 1, alpha: 0)], locations: [0, 1])!
        c.drawRadialGradient(g, startCenter: CGPoint(x: 14, y: 14), startRadius: 0, endCenter: CGPoint(x: 14, y: 14),
                             endRadius: 14, options: [])
        return c.makeImage()!
    }()

    static func cell() -> CAEmitterCell {
        let cell = CAEmitterCell()
        cell.contents = sprite
        cell.birthRate = 1000
        cell.lifetime = 5
        cell.color = CGColor(red: 1, green: 0.5, blue: 0.1, alpha: 1)
        cell.alphaSpeed = -0.15
        cell.velocity = 70
        cell.velocityRange = 70
        cell.emissionRange = 2 * .pi
        return cell
    }

    /// The emitter on a stage, committed with the media clock held 5 s before frame 0.
    static func emitter(_ ctx: SceneContext) -> (LayerScenes.Stage, CAEmitterLayer) {
        let stage = LayerScenes.Stage(ctx)
        stage.root.backgroundColor = CGColor(gray: 0, alpha: 1)
        let emitter = CAEmitterLayer()
        emitter.frame = stage.root.bounds
        emitter.renderMode = .additive
        emitter.emitterPosition = CGPoint(x: ctx.width / 2, y: ctx.height / 2)
        emitter.seed = UInt32(truncatingIfNeeded: ctx.seed)
        emitter.emitterCells = [cell()]
        stage.root.addSublayer(emitter)
        MediaClock.freeze(at: -5)
        CATransaction.flush()
        MediaClock.unfreeze()
        return (stage, emitter)
    }

    static func layerKit(_ ctx: SceneContext) -> SceneSide {
        let (stage, _) = emitter(ctx)
        return stage.side { _ in }
    }

    static func pixman(_ ctx: SceneContext) -> SceneSide {
        let (_, layer) = emitter(ctx)
        let history = layer.state.customValue("emitterHistory") as! EmitterHistory
        let target = Surface(width: ctx.width, height: ctx.height)
        let dst = Pixman.image(target)
        let spriteSurface = Surface(width: 28, height: 28)
        for y in 0..<28 { spriteSurface.row(y).update(from: sprite.storage.pixels + y * sprite.storage.stride, count: 28) }
        let sprite = Pixman.image(spriteSurface)
        return SceneSide(render: { f in
            // The pixman sprite wraps the surface's memory: the closure keeps it alive.
            withExtendedLifetime(spriteSurface) {}
            Pixman.clear(target, to: 0xFF00_0000)
            for p in EmitterParticles.particles(history, atTime: Double(f) / 60) {
                let colour = Pixman.solid(premultiplied(p.color))
                let x = Int32((p.position.x - 14).rounded()), y = Int32((p.position.y - 14).rounded())
                pixman_image_composite32(PIXMAN_OP_ADD, colour, sprite, dst, 0, 0, 0, 0, x, y, 28, 28)
                pixman_image_unref(colour)
            }
        }, pixels: { (UnsafePointer(target.pixels), target.stride) })
    }

    /// Straight RGBA 0...1 as premultiplied ARGB32.
    static func premultiplied(_ c: SIMD4<Double>) -> UInt32 {
        func b(_ v: Double) -> UInt32 { UInt32((v * 255).rounded()) }
        return b(c.w) << 24 | b(c.x * c.w) << 16 | b(c.y * c.w) << 8 | b(c.z * c.w)
    }
}
