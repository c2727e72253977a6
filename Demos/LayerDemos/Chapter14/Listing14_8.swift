import Foundation
import LayerKit
import LayerKitOpenGL

/// Listing 14.8: a compressed texture in a `CAEAGLLayer` (CATALOG.md 14.8).
///
/// The book loads Snowman.pvr (PVRTC 4 bpp) with GLKit's texture loader and draws it on a
/// full-view quad. PVRTC is Apple's GPUs' own format and Mesa has no decoder for it, so the
/// stand-in is S3TC DXT5 (`GL_COMPRESSED_RGBA_S3TC_DXT5_EXT`), which Debian 12's llvmpipe
/// samples itself (GL_EXT_texture_compression_s3tc): the snowman texture DemoKit draws
/// (`DemoAssets.snowmanTexture()`, 1024x1024 with transparency, premultiplied) is compressed
/// by DemoKit's own encoder (`DXT5`, the PVRTexTool step) and uploaded with
/// `glCompressedTexImage2D`; DXT5 rather than DXT1 for its smooth alpha, at 8 bits a pixel
/// (PVRTC's 4 bpp keeps alpha, DXT1's 4 bpp only a 1-bit one). As in the listing: the 6.14
/// setup, the layer non-opaque, cleared to (0, 0, 0, 0), a triangle-fan quad over the whole
/// viewport with the texture modulated by white and blending off, so transparent texels show
/// the GL view's slate background. Under the view: the format, compressed against
/// uncompressed bytes (blocks x 16 against 4 a pixel) and each upload's time on the host's
/// clock (medians of five; an RGBA8 upload of the same pixels is timed alongside and thrown
/// away; 0.0 headless).
/// A driver without DXT5 gets the blocks decoded in software, uploaded as RGBA8, and the window
/// says so; without OpenGL the view says why.
public struct Listing14_8: Demo {
    /// What the demo found and measured, to read after building.
    public final class Results {
        /// The format uploaded: "S3TC DXT5" when GL decodes the blocks, "RGBA8 (DXT5 decoded in
        /// software)" when the driver lacks DXT5; nil without OpenGL.
        public internal(set) var format: String?
        /// The texture's side in pixels, its DXT5 blocks, and the bytes compressed and as RGBA8.
        public internal(set) var side = 0, blocks = 0, compressedBytes = 0, uncompressedBytes = 0
        /// Milliseconds of the host's clock to upload (and finish) each way; 0 headless.
        public internal(set) var compressedMilliseconds = 0.0, uncompressedMilliseconds = 0.0
        /// The lines under the view.
        public internal(set) var lines: [String] = []
    }

    /// The results.
    public let results = Results()
    /// Where OpenGL comes from (the system's unless a test injects a missing library).
    let libraries: EGLLibraries
    /// The driver's compressed formats as the demo sees them (a test hides DXT5 with it).
    let listedFormats: ([GLenum]) -> [GLenum]

    /// The demo, on `libraries` (`EGLLibraries.system` by default).
    public init(libraries: EGLLibraries = .system) { self.init(libraries: libraries, listedFormats: { $0 }) }

    init(libraries: EGLLibraries, listedFormats: @escaping ([GLenum]) -> [GLenum]) {
        self.libraries = libraries
        self.listedFormats = listedFormats
    }

    public var id: String { "14.8" }
    public var title: String { "A DXT5 texture (for PVRTC) in a CAEAGLLayer" }
    public var hint: String { "A DXT5-compressed snowman decoded by OpenGL ES; bytes and upload times below" }

    /// The GL view's frame in the container, points.
    public static let glViewFrame = CGRect(x: 72, y: 8, width: 256, height: 256)
    /// The GL view's background, which transparent texels show: slate blue.
    public static let background = CGColor(red: 0.25, green: 0.35, blue: 0.5, alpha: 1)

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let glView = CALayer()
        glView.name = "glView"
        glView.frame = Self.glViewFrame
        glView.backgroundColor = Self.background
        container.addSublayer(glView)
        do {
            try drawTexture(in: glView, environment: environment)
        } catch {
            ErrorText.show("\(error)", in: glView, named: "glError", color: CGColor(gray: 1, alpha: 1), environment: environment)
            return
        }
        let label = Label(text: results.lines.joined(separator: "\n"), frame: CGRect(x: 12, y: 276, width: 376, height: 116),
                          fontSize: 11)
        label.name = "readout"
        label.isWrapped = true
        environment.add(label, to: container)
    }

    /// Sets up the context and layer, uploads the texture and draws and presents one frame.
    private func drawTexture(in glView: CALayer, environment: DemoEnvironment) throws {
        let glContext = try EAGLContext(api: .openGLES2, libraries: libraries)
        EAGLContext.setCurrent(glContext)
        defer { EAGLContext.setCurrent(nil) }
        let glLayer = addGLLayer(to: glView, scale: environment.scale)
        glLayer.isOpaque = false
        let effect = try TextureEffect()
        defer { effect.tearDown() }
        let buffers = try FrameBuffers(context: glContext, layer: glLayer)
        defer { buffers.tearDown() }
        let texture = try load(clock: environment.realTime)
        defer { texture.delete() }
        effect.draw(texture, into: buffers)
        buffers.present(glContext)
    }

    /// How many times each upload is timed (the median is shown): the first upload of a
    /// process pays for the driver's first allocations, which is not what the format costs.
    static let timedUploads = 5

    /// Uploads the snowman's DXT5 blocks (decoded in software if the driver lacks DXT5), times
    /// that against an RGBA8 upload of the same pixels, and fills in the results.
    private func load(clock: () -> CFTimeInterval) throws -> GLTexture {
        let source = SnowmanTextureData.shared
        let side = source.side
        results.side = side
        results.blocks = DXT5.blockCount(width: side, height: side)
        results.compressedBytes = source.blocks.count
        results.uncompressedBytes = source.rgba.count
        let driverHasDXT5 = listedFormats(GLTexture.compressedFormats()).contains(GLenum(GL_COMPRESSED_RGBA_S3TC_DXT5_EXT))
        let upload = {
            try driverHasDXT5 ? GLTexture.compressed(source.blocks, side: side)
                              : GLTexture.rgba(DXT5.decode(source.blocks, width: side, height: side), side: side)
        }
        var texture: GLTexture?
        var compressed: [Double] = [], uncompressed: [Double] = []
        for _ in 0..<Self.timedUploads {
            texture?.delete()
            compressed.append(try Self.milliseconds(clock) { texture = try upload() })
            uncompressed.append(try Self.milliseconds(clock) { try GLTexture.rgba(source.rgba, side: side).delete() })
        }
        results.compressedMilliseconds = Self.median(compressed)
        results.uncompressedMilliseconds = Self.median(uncompressed)
        results.format = driverHasDXT5 ? "S3TC DXT5" : "RGBA8 (DXT5 decoded in software)"
        results.lines = Self.readout(results, driverHasDXT5: driverHasDXT5)
        return texture!
    }

    /// How long `body` takes on `clock`, milliseconds.
    private static func milliseconds(_ clock: () -> CFTimeInterval, _ body: () throws -> Void) rethrows -> Double {
        let start = clock()
        try body()
        return (clock() - start) * 1000
    }

    private static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

    /// The lines under the view.
    static func readout(_ r: Results, driverHasDXT5: Bool) -> [String] {
        let kib = { (bytes: Int) in "\(bytes / 1024) KiB" }
        let format = driverHasDXT5
            ? "Format: GL_COMPRESSED_RGBA_S3TC_DXT5_EXT, decoded by GL"
            : "This driver lacks GL_COMPRESSED_RGBA_S3TC_DXT5_EXT: the DXT5 blocks were decoded in software and uploaded as RGBA8"
        return [format,
                "\(r.side)×\(r.side): \(kib(r.compressedBytes)) (\(r.blocks) blocks × \(DXT5.blockBytes) B) "
                    + "vs \(kib(r.uncompressedBytes)) RGBA8",
                String(format: "Upload and finish (median of %d): %.1f ms %@, %.1f ms RGBA8", Self.timedUploads, r.compressedMilliseconds,
                       driverHasDXT5 ? "compressed" : "decoded here and uploaded", r.uncompressedMilliseconds)]
    }
}

/// The snowman texture's pixels and DXT5 blocks, made once per process (the PVRTexTool step).
struct SnowmanTextureData: Sendable {
    let side: Int
    /// Premultiplied RGBA, first row first.
    let rgba: [UInt8]
    /// The DXT5 blocks of `rgba`.
    let blocks: [UInt8]

    static let shared: SnowmanTextureData = {
        let side = DemoAssets.snowmanTextureSide
        let rgba = DemoAssets.rgbaBytes(of: DemoAssets.snowmanTexture(side: side))
        // The sizes match by construction: rgbaBytes gives side x side x 4 bytes.
        return SnowmanTextureData(side: side, rgba: rgba, blocks: try! DXT5.encode(rgba: rgba, width: side, height: side))
    }()
}
