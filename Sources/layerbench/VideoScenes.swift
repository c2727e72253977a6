import Foundation
import LayerKit
import LayerKitVideo

/// The video scene: a 400 x 400 `AVPlayerLayer` playing a 2 s, 30 fps clip (made by this
/// run with `VideoFileWriter`) in the middle of the frame, frame f at media time f / 60,
/// against the same decoded pictures set as a plain layer's `contents` each frame (the
/// reference: what showing the frames costs without the player, its decoder thread and the
/// render-content seam).
enum VideoScenes {
    static let side = 400
    static let framesPerSecond = 30
    static let frameCount = 60

    static let all: [Scene] = [
        Scene(name: "video", summary: "a 400x400 AVPlayerLayer playing a 30 fps clip (decoded by FFmpeg on its thread)",
              layerKit: { ctx in player(ctx) }, reference: { ctx in contents(ctx) }),
    ]

    /// The bench's clip, written once per run into a temporary folder.
    static let clip: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layerbench-video-\(getpid()).mp4")
        do {
            let writer = try VideoFileWriter(url: url, width: side, height: side, framesPerSecond: framesPerSecond)
            for i in 0..<frameCount { try writer.append(picture(i)) }
            try writer.finish()
        } catch {
            FileHandle.standardError.write(Data("layerbench: cannot make the video clip: \(error)\n".utf8))
            exit(1)
        }
        atexit { try? FileManager.default.removeItem(at: VideoScenes.clip) }
        return url
    }()

    /// Frame `i`: a colour ramp whose hue moves with `i`, and a square turning with it.
    static func picture(_ i: Int) -> CGImage {
        let s = CGFloat(side)
        let ctx = CGContext(data: nil, width: side, height: side, bitsPerComponent: 8, bytesPerRow: side * 4,
                            space: CGColorSpaceCreateDeviceRGB(),
                            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        let phase = CGFloat(i) / CGFloat(frameCount)
        let ramp = CGGradient(colorsSpace: nil, colors: [CGColor(red: phase, green: 0.2, blue: 1 - phase, alpha: 1),
                                                         CGColor(red: 1 - phase, green: 0.8, blue: phase, alpha: 1)],
                              locations: nil)!
        ctx.drawLinearGradient(ramp, start: .zero, end: CGPoint(x: s, y: s), options: [])
        ctx.translateBy(x: s / 2, y: s / 2)
        ctx.rotate(by: 2 * .pi * phase)
        ctx.setFillColor(CGColor(gray: 1, alpha: 1))
        ctx.fill(CGRect(x: -80, y: -80, width: 160, height: 160))
        return ctx.makeImage()!
    }

    /// A layer of the clip's size in the middle of the stage.
    static func centred(_ ctx: SceneContext, _ layer: CALayer, on stage: LayerScenes.Stage) {
        layer.frame = CGRect(x: (ctx.width - side) / 2, y: (ctx.height - side) / 2, width: side, height: side)
        stage.root.addSublayer(layer)
    }

    static func player(_ ctx: SceneContext) -> SceneSide {
        let stage = LayerScenes.Stage(ctx)
        let player = AVPlayer(url: clip)
        let layer = AVPlayerLayer(player: player)
        centred(ctx, layer, on: stage)
        // Played from media time 0, so frame f (at f / 60 s) shows item time f / 60.
        MediaClock.freeze(at: 0)
        player.isLooping = true
        player.play()
        MediaClock.unfreeze()
        return stage.side { _ in _ = player }
    }

    static func contents(_ ctx: SceneContext) -> SceneSide {
        let stage = LayerScenes.Stage(ctx)
        let decoder = try! VideoDecoder(url: clip)
        var pictures: [CGImage] = []
        while let f = try? decoder.nextFrame() { pictures.append(f.image) }
        let layer = CALayer()
        centred(ctx, layer, on: stage)
        return stage.side { f in
            layer.contents = pictures[(f * framesPerSecond / 60) % pictures.count]
        }
    }
}
