import DemoKit
import Foundation
@testable import LayerDemos
import LayerKit
import LayerKitOpenGL
import LayerKitTestSupport
import Testing

/// Chapter 14.8's compressed texture checked against CATALOG.md's "Checks" (the texture fills
/// the view; the view's centre pixel is the texture's centre texel; transparent texels show
/// what is behind the non-opaque layer) and issue 13 (the format named in the window; sizes
/// are blocks x block bytes; GL's decoding within the codec's own error of the uncompressed
/// texture; an honest message without the format or without EGL), rendered headless by Mesa's
/// llvmpipe, plus a golden. Golden oracle: looked at when recorded; the snowman on slate blue
/// with the three readout lines under it.
extension HeadlessDemoTests {
    @Suite("Chapter 14 compressed texture")
    struct Chapter14TextureDemoTests {
        static let side = DemoAssets.snowmanTextureSide

        /// The texture drawn by GL one texel to a pixel (a `side`-point layer at scale 1), as
        /// premultiplied RGBA bytes, first row first; `upload` makes the texture.
        static func drawnOneToOne(_ upload: () throws -> GLTexture) throws -> [UInt8] {
            let context = try EAGLContext(api: .openGLES2, libraries: .system)
            EAGLContext.setCurrent(context)
            defer { EAGLContext.setCurrent(nil) }
            let layer = CAEAGLLayer()
            layer.bounds = CGRect(x: 0, y: 0, width: side, height: side)
            layer.isOpaque = false
            let effect = try TextureEffect()
            defer { effect.tearDown() }
            let buffers = try FrameBuffers(context: context, layer: layer)
            defer { buffers.tearDown() }
            let texture = try upload()
            defer { texture.delete() }
            effect.draw(texture, into: buffers)
            buffers.present(context)
            return DemoAssets.rgbaBytes(of: try #require(layer.contents as? CGImage))
        }

        /// `rgba` with each colour channel capped at its alpha, as the layer reads GL's colour
        /// (`CAEAGLLayer`: premultiplied); lossy blocks can decode to colour above alpha.
        static func capped(_ rgba: [UInt8]) -> [UInt8] {
            var out = rgba
            for i in stride(from: 0, to: out.count, by: 4) {
                for c in 0..<3 { out[i + c] = min(out[i + c], out[i + 3]) }
            }
            return out
        }

        /// Peak signal-to-noise ratio of `a` against `b` over all four channels, dB (infinite
        /// when equal), and the largest channel difference.
        static func compare(_ a: [UInt8], _ b: [UInt8]) -> (psnr: Double, maxError: Int) {
            var squares = 0.0, maxError = 0
            for (x, y) in zip(a, b) {
                let d = Int(x) - Int(y)
                squares += Double(d * d)
                maxError = max(maxError, abs(d))
            }
            let mse = squares / Double(a.count)
            return (mse == 0 ? .infinity : 10 * log10(255 * 255 / mse), maxError)
        }

        @Test("14.8: the driver lists DXT5, the demo uploads the blocks compressed and the window names the format")
        func formatReported() throws {
            let demo = Listing14_8()
            try DemoRun.with(demo) { run in
                _ = try run.frame(at: 0)
                #expect(demo.results.format == "S3TC DXT5")
                let readout = try #require(run.layer(named: "readout") as? Label)
                #expect(readout.text.contains("Format: GL_COMPRESSED_RGBA_S3TC_DXT5_EXT, decoded by GL"))
                #expect(run.messages.isEmpty, "\(run.messages)")
            }
            // Oracle: Mesa 22.3's llvmpipe lists the S3TC formats (GL_EXT_texture_compression_s3tc), 0x83F3 among them.
            let context = try EAGLContext(api: .openGLES2, libraries: .system)
            EAGLContext.setCurrent(context)
            defer { EAGLContext.setCurrent(nil) }
            #expect(GLTexture.compressedFormats().contains(0x83F3))
        }

        @Test("14.8: compressed bytes are blocks x 16, (1024 / 4)² x 16 = 1 MiB, against 4 MiB as RGBA8, and the window says so")
        func byteSizes() throws {
            let demo = Listing14_8()
            try DemoRun.with(demo) { run in
                _ = try run.frame(at: 0)
                let r = demo.results
                #expect(r.side == 1024 && r.blocks == 65_536)
                #expect(r.compressedBytes == 65_536 * 16 && r.compressedBytes == 1_048_576)
                #expect(r.uncompressedBytes == 1024 * 1024 * 4)
                let readout = try #require(run.layer(named: "readout") as? Label)
                #expect(readout.text.contains("1024×1024: 1024 KiB (65536 blocks × 16 B) vs 4096 KiB RGBA8"))
                // Headless the host's clock stands still: both upload times read 0.0.
                #expect(readout.text.contains("Upload and finish (median of 5): 0.0 ms compressed, 0.0 ms RGBA8"))
            }
        }

        /// Oracle for the tolerance: the codec's own error, measured on the CPU (the source
        /// against DemoKit's decoder, which follows the format's definition) and bounded below
        /// (an encoder that got worse fails); GL's decoding may differ from that decoder by up
        /// to two levels where llvmpipe computes the thirds, fifths and sevenths in fixed point
        /// (measured: 2,729 of 4,194,304 channels differ, 18 of them by 2, mostly alpha).
        @Test("14.8: GL's decoding of the DXT5 texture matches the RGBA8 upload within the codec's error")
        func decodedWithinCodecError() throws {
            let data = SnowmanTextureData.shared
            let software = Self.capped(try DXT5.decode(data.blocks, width: Self.side, height: Self.side))
            let codec = Self.compare(software, data.rgba)
            // Measured when written: 45.8 dB, largest error 92 levels (blocks of three colours at
            // the nose and scarf edges, which four colours on one line cannot all hit).
            #expect(codec.psnr >= 42, "DXT5 encoder PSNR \(codec.psnr) dB")
            let compressed = try Self.drawnOneToOne { try GLTexture.compressed(data.blocks, side: Self.side) }
            let uncompressed = try Self.drawnOneToOne { try GLTexture.rgba(data.rgba, side: Self.side) }
            // The uncompressed upload comes back unchanged: the comparison is of the codec alone.
            #expect(Self.compare(uncompressed, data.rgba).maxError <= 1)
            let gl = Self.compare(compressed, uncompressed)
            #expect(gl.psnr >= codec.psnr - 0.5, "GL \(gl.psnr) dB, codec \(codec.psnr) dB")
            #expect(gl.maxError <= codec.maxError + 2, "GL \(gl.maxError), codec \(codec.maxError)")
            #expect(Self.compare(compressed, software).maxError <= 2)
        }

        @Test("14.8: the view's centre pixel is the texture's centre texel; transparent texels show the view's slate background")
        func centreAndTransparency() throws {
            let image = try DemoRun.with(Listing14_8()) { try $0.frame(at: 0) }
            let view = Listing14_8.glViewFrame
            let texel = DemoAssets.snowmanTexture().pixel(atX: Self.side / 2, y: Self.side / 2)
            let centre = image.rgba(Int(view.midX), Int(view.midY))
            #expect(abs(centre.r - Int(texel.red)) <= 6 && abs(centre.g - Int(texel.green)) <= 6
                        && abs(centre.b - Int(texel.blue)) <= 6, "\(centre) vs \(texel)")
            // The texture's corners are transparent: the view's background, (0.25, 0.35, 0.5).
            for p in [CGPoint(x: view.minX + 2, y: view.minY + 2), CGPoint(x: view.maxX - 3, y: view.maxY - 3)] {
                #expect(image.isColor(at: p, 64, 89, 128, tolerance: 1), "\(p)")
            }
            // The texture fills the view: at points across it, the view shows the texel there
            // (the 2 x 2 texels linear minification reads, averaged) over the background.
            let source = Bitmap(DemoAssets.snowmanTexture())
            for (fx, fy) in [(0.5, 0.12), (0.5, 0.8), (0.3, 0.47), (0.75, 0.35), (0.5, 0.5)] {
                let tx = Int(fx * Double(Self.side)), ty = Int(fy * Double(Self.side))
                var texel = [0, 0, 0, 0]
                for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                    let p = source.premultiplied(tx + dx, ty + dy)
                    texel = zip(texel, [p.r, p.g, p.b, p.a]).map { $0 + $1 }
                }
                texel = texel.map { $0 / 4 }
                let expected = zip(texel.prefix(3), [64, 89, 128]).map { $0 + $1 * (255 - texel[3]) / 255 }
                let shown = image.rgba(Int(view.minX + CGFloat(fx) * view.width), Int(view.minY + CGFloat(fy) * view.height))
                #expect(abs(shown.r - expected[0]) <= 8 && abs(shown.g - expected[1]) <= 8 && abs(shown.b - expected[2]) <= 8,
                        "(\(fx), \(fy)): \(shown) vs \(expected)")
            }
        }

        @Test("14.8 when the driver lacks DXT5: the window says so and shows the blocks decoded in software")
        func driverWithoutFormat() throws {
            let hidden = Listing14_8(libraries: .system, listedFormats: { _ in [] })
            let fallback = try DemoRun.with(hidden) { run in
                _ = try run.frame(at: 0)
                #expect(hidden.results.format == "RGBA8 (DXT5 decoded in software)")
                let readout = try #require(run.layer(named: "readout") as? Label)
                #expect(readout.text.contains("This driver lacks GL_COMPRESSED_RGBA_S3TC_DXT5_EXT"))
                return run.frame
            }
            // The same blocks decoded by GL: the same picture within three levels per channel (the
            // decoders differ by up to two, and linear minification filters the compressed and
            // the RGBA8 texture at its own precision, one more).
            let normal = try DemoRun.with(Listing14_8()) { try $0.frame(at: 0) }
            let view = Listing14_8.glViewFrame
            for y in Int(view.minY)..<Int(view.maxY) {
                for x in Int(view.minX)..<Int(view.maxX) {
                    let a = normal.premultiplied(x, y), b = fallback.premultiplied(x, y)
                    let d = max(abs(a.r - b.r), abs(a.g - b.g), abs(a.b - b.b), abs(a.a - b.a))
                    if d > 3 { Issue.record("(\(x), \(y)): \(a) vs \(b)"); return }
                }
            }
        }

        @Test("14.8 without EGL: the GL view says why in the window and nothing crashes")
        func missingEGL() throws {
            let missing = EGLLibraries(egl: "/nonexistent/libEGL.so.1", gles: "libGLESv2.so.2")
            let demo = Listing14_8(libraries: missing)
            try DemoRun.with(demo) { run in
                _ = try run.frame(at: 0)
                let text = try #require(run.layer(named: "glError") as? CATextLayer)
                let message = try #require(text.string as? String)
                #expect(message.contains("cannot open /nonexistent/libEGL.so.1"))
                #expect(run.messages == [message])
                #expect(run.layer(named: "glLayer") == nil && demo.results.format == nil)
            }
        }

        @Test("goldens: 14.8")
        func goldens() throws {
            try DemoGolden.check(Listing14_8(), at: 0)
        }
    }
}
