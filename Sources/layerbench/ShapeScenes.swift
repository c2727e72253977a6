import CPixman
import Foundation
import LayerKit
import LayerKitCompositor
import LayerKitRaster

extension LayerScenes {
    /// A 300x300 face image: a checker of two tones of `hue` with a border.
    static func faceImage(_ i: Int) -> CGImage {
        let n = 300
        let storage = PixelStorage(width: n, height: n)
        let tones: [(UInt32, UInt32)] = [(0xFFD0_4040, 0xFFA0_2020), (0xFF40_B040, 0xFF208020), (0xFF40_60D0, 0xFF2030A0),
                                          (0xFFD0_C040, 0xFFA09020), (0xFFC0_40C0, 0xFF902090), (0xFF40_C0C0, 0xFF209090)]
        let (a, b) = tones[i % tones.count]
        for y in 0..<n { for x in 0..<n {
            let edge = x < 6 || y < 6 || x >= n - 6 || y >= n - 6
            storage[x, y] = edge ? 0xFFF0_F0F0 : ((x / 30 + y / 30) % 2 == 0 ? a : b)
        } }
        return CGImage(storage: storage)
    }

    /// The cube's faces as transforms about the cube's centre (book 5.9, half-size 150).
    static let cubeFaces: [CATransform3D] = [
        CATransform3DMakeTranslation(0, 0, 150),
        CATransform3DRotate(CATransform3DMakeTranslation(150, 0, 0), .pi / 2, 0, 1, 0),
        CATransform3DRotate(CATransform3DMakeTranslation(0, -150, 0), .pi / 2, 1, 0, 0),
        CATransform3DRotate(CATransform3DMakeTranslation(0, 150, 0), -.pi / 2, 1, 0, 0),
        CATransform3DRotate(CATransform3DMakeTranslation(-150, 0, 0), -.pi / 2, 0, 1, 0),
        CATransform3DRotate(CATransform3DMakeTranslation(0, 0, -150), .pi, 0, 1, 0),
    ]

    /// The cube's own transform at frame `f`.
    static func cubeTurn(_ f: Int) -> CATransform3D {
        CATransform3DRotate(CATransform3DMakeRotation(0.45, 1, 0, 0), 0.02 * Double(f), 0, 1, 0)
    }

    /// A cube built as the book builds it: a transform layer with six faces, in perspective.
    static func cubeTree(_ stage: Stage) -> (cube: CALayer, faces: [CALayer]) {
        var p = CATransform3DIdentity
        p.m34 = -1.0 / 1000
        stage.root.sublayerTransform = p
        let cube = CATransformLayer()
        cube.position = CGPoint(x: stage.root.bounds.midX, y: stage.root.bounds.midY)
        stage.root.addSublayer(cube)
        let faces = cubeFaces.enumerated().map { i, t -> CALayer in
            let f = CALayer()
            f.bounds = CGRect(x: 0, y: 0, width: 300, height: 300)
            f.contents = faceImage(i)
            f.transform = t
            f.isDoubleSided = false
            cube.addSublayer(f)
            return f
        }
        return (cube, faces)
    }

    static func cube(_ ctx: SceneContext) -> SceneSide {
        let stage = Stage(ctx)
        let (cube, _) = cubeTree(stage)
        return stage.side { f in cube.transform = cubeTurn(f) }
    }

    /// 50 cards (160x100, white, corner radius 12, a 2-pt border, a soft shadow, a coloured
    /// band clipped to the rounded corners), laid out 10 x 5 and scrolling up 1 pt per frame.
    static func cardTree(_ stage: Stage) -> [CALayer] {
        (0..<50).map { i in
            let card = CALayer()
            card.bounds = CGRect(x: 0, y: 0, width: 160, height: 100)
            card.anchorPoint = .zero
            card.backgroundColor = CGColor(gray: 1, alpha: 1)
            card.cornerRadius = 12
            card.borderWidth = 2
            card.borderColor = CGColor(gray: 0.6, alpha: 1)
            card.shadowOpacity = 0.5
            card.shadowRadius = 8
            card.shadowOffset = CGSize(width: 0, height: 4)
            let band = CALayer()
            band.frame = CGRect(x: 0, y: 0, width: 160, height: 30)
            band.backgroundColor = CGColor(red: CGFloat(i % 5) / 5, green: 0.5, blue: 1 - CGFloat(i % 7) / 7, alpha: 1)
            let clip = CALayer()
            clip.frame = card.bounds
            clip.cornerRadius = 12
            clip.masksToBounds = true
            clip.addSublayer(band)
            card.addSublayer(clip)
            stage.root.addSublayer(card)
            return card
        }
    }

    /// Card `i`'s top-left at frame `f` (whole points; the column scrolls and wraps).
    static func cardOrigin(_ i: Int, _ f: Int, _ ctx: SceneContext) -> (Int, Int) {
        let span = 5 * 150 + 150
        let y = ((i / 10) * 150 - f) % span
        return (20 + (i % 10) * 125, (y + span) % span - 100)
    }

    static func cards(_ ctx: SceneContext) -> SceneSide {
        let stage = Stage(ctx)
        let cards = cardTree(stage)
        return stage.side { f in
            for (i, c) in cards.enumerated() {
                let (x, y) = cardOrigin(i, f, ctx)
                c.position = CGPoint(x: x, y: y)
            }
        }
    }
}

/// pixman drawing the cube's visible faces with projective transforms (the same matrices).
enum CubeReference {
    static func pixman(_ ctx: SceneContext) -> SceneSide {
        let stage = LayerScenes.Stage(ctx)
        let (cube, faces) = LayerScenes.cubeTree(stage)
        let target = Surface(width: ctx.width, height: ctx.height)
        let dst = Pixman.image(target)
        let images = faces.map { f -> (OpaquePointer, Surface) in
            let img = f.contents as! CGImage
            let s = Surface(width: img.width, height: img.height)
            for y in 0..<img.height { s.row(y).update(from: img.storage.pixels + y * img.storage.stride, count: img.width) }
            let p = Pixman.image(s)
            pixman_image_set_filter(p, PIXMAN_FILTER_BILINEAR, nil, 0)
            return (p, s)
        }
        let frame = IntRect(x: 0, y: 0, width: ctx.width, height: ctx.height)
        return SceneSide(render: { f in
            cube.transform = LayerScenes.cubeTurn(f)
            Pixman.clear(target, to: RasterScenes.background)
            for (face, (img, _)) in zip(faces, images) {
                let h = face.homographyToRootSpace()
                guard h.determinant * (h.map(x: 150, y: 150).w) > 0, let inverse = h.inverse() else { continue }
                let box = box300(h).intersection(frame)
                guard !box.isEmpty else { continue }
                Pixman.setTransform(img, deviceToTexel: inverse, origin: (box.x, box.y))
                pixman_image_composite32(PIXMAN_OP_OVER, img, nil, dst, 0, 0, 0, 0,
                                         Int32(box.x), Int32(box.y), Int32(box.width), Int32(box.height))
            }
        }, pixels: { (UnsafePointer(target.pixels), target.stride) })
    }

    static func box300(_ h: Homography) -> IntRect {
        let pts = [CGPoint(x: 0, y: 0), CGPoint(x: 300, y: 0), CGPoint(x: 300, y: 300), CGPoint(x: 0, y: 300)].compactMap { h.apply($0) }
        guard pts.count == 4 else { return .zero }
        let xs = pts.map(\.x), ys = pts.map(\.y)
        return IntRect(minX: Int(xs.min()!.rounded(.down)), minY: Int(ys.min()!.rounded(.down)),
                       maxX: Int(xs.max()!.rounded(.up)), maxY: Int(ys.max()!.rounded(.up)))
    }
}

/// pixman compositing 50 copies of a card image that already holds the card and its shadow
/// (rendered once by LayerKit): the pixel work of the frame with every effect cached.
enum CardsReference {
    static func pixman(_ ctx: SceneContext) -> SceneSide {
        let margin = 24
        let one = CARenderer(size: CGSize(width: 160 + 2 * margin, height: 100 + 2 * margin), scale: 1, options: ctx.options, threads: 1)
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 160 + 2 * margin, height: 100 + 2 * margin)
        one.layer = root
        let stage = LayerScenes.Stage(ctx)
        let card = LayerScenes.cardTree(stage)[0]
        card.removeFromSuperlayer()
        card.position = CGPoint(x: margin, y: margin)
        root.addSublayer(card)
        CATransaction.flush()
        one.beginFrame(atTime: 0); _ = one.updateBounds(); one.render(); one.endFrame()
        let sprite = one.framebuffer
        let src = Pixman.image(sprite)
        let target = Surface(width: ctx.width, height: ctx.height)
        let dst = Pixman.image(target)
        return SceneSide(render: { f in
            Pixman.clear(target, to: RasterScenes.background)
            for i in 0..<50 {
                let (x, y) = LayerScenes.cardOrigin(i, f, ctx)
                pixman_image_composite32(PIXMAN_OP_OVER, src, nil, dst, 0, 0, 0, 0, Int32(x - margin), Int32(y - margin),
                                         Int32(sprite.width), Int32(sprite.height))
            }
        }, pixels: { (UnsafePointer(target.pixels), target.stride) })
    }
}
