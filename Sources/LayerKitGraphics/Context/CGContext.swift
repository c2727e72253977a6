import CCairo

/// A drawing destination: a bitmap that paths, images, gradients and text are drawn into,
/// with Apple's graphics-state model (a stack of states, a current path, a clip).
///
/// **Coordinates are y-down with the origin at the top left**, like the context UIKit hands
/// to drawing code (`UIGraphicsGetCurrentContext()`), not like Apple's bitmap contexts, whose
/// default space is y-up with the origin at the bottom left. A listed difference: code that
/// flips its bitmap context (`translateBy(x: 0, y: height); scaleBy(x: 1, y: -1)`) to draw
/// like UIKit must leave the flip out. `draw(_:in:)` shows images upright in a bitmap
/// context, and upside down in a layer's `draw(in:)` context, as Apple's flipped layer
/// context does (see `draw(_:in:byTiling:)`).
///
/// Pixels are 8-bit premultiplied RGBA in device RGB (treated as sRGB). Drawing is done by
/// cairo. Operations with non-finite geometry are no-ops (documented per method) and never
/// leave the context unable to draw.
public final class CGContext {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Bytes between rows of `data`.
    public let bytesPerRow: Int
    /// Always 8.
    public var bitsPerComponent: Int { 8 }
    /// Always 32.
    public var bitsPerPixel: Int { 32 }
    /// The pixel layout of `data`.
    public let bitmapInfo: CGBitmapInfo
    /// Where alpha sits in a pixel of `data`.
    public var alphaInfo: CGImageAlphaInfo { layout.alphaInfo }
    /// The colour space (device RGB).
    public let colorSpace: CGColorSpace?
    /// The pixels in the layout that `bitmapInfo` names: the caller's buffer, or the
    /// context's own when it was created with `data: nil`; nil for a context that records
    /// (the one an asynchronously drawing layer hands to `draw(in:)`), which has no pixels.
    public var data: UnsafeMutableRawPointer? { mirror?.bytes ?? storage.map { UnsafeMutableRawPointer($0.pixels) } }

    /// The premultiplied ARGB32 pixels cairo draws into (the caller's memory when its layout
    /// is native); nil when the context records instead (`isRecording`). Every drawing call
    /// has finished writing them when it returns; they keep changing with later drawing, so
    /// share `makeImage()` rather than this storage.
    package let storage: PixelStorage?
    let layout: PixelLayout
    /// The caller-layout buffer kept in sync with `storage` when the layout is not native.
    let mirror: PixelMirror?
    let surface: OpaquePointer
    /// The cairo context; replaced (with the clip replayed) if cairo ever enters an error state.
    var cr: OpaquePointer
    /// The current graphics state and the saved ones.
    var state: GState
    var savedStates: [GState] = []
    /// The current path, in device space (points are transformed by the CTM when added, as in Core Graphics).
    var devicePath = CGMutablePath()
    /// The CTM the context started with: user space to device space before any drawing code
    /// changed it. Shadow offsets and blur are given in this space.
    let baseTransform: CGAffineTransform
    /// Whether this context stands for the one Apple hands a layer's `draw(in:)` (a flipped,
    /// y-down context): `draw(_:in:)` then puts an image's first row at the rect's `maxY`, so
    /// images come out upside down as on iOS. Set by the layer that makes the context.
    package var drawsImagesFlipped = false

    /// Creates a bitmap context over `data` (or over memory of its own when `data` is nil).
    ///
    /// Supported layouts (8 bits per component, 32 bits per pixel, an RGB `space`):
    /// `premultipliedFirst | byteOrder32Little` (B, G, R, A in memory: cairo's native layout,
    /// drawn into directly), `premultipliedLast` (R, G, B, A), `premultipliedFirst` (A, R, G, B),
    /// `premultipliedLast | byteOrder32Little` (A, B, G, R) and the `noneSkipFirst`/`noneSkipLast`
    /// forms of these (alpha written as 255). Non-native layouts are drawn into a native copy
    /// that is converted to the caller's buffer after every drawing operation, and read back
    /// from it before, over the operation's device bounds: a cost of about two memory passes
    /// over those pixels per operation.
    ///
    /// With `data` nil and the native layout, rows are packed (`bytesPerRow` reports `width * 4`).
    ///
    /// Returns nil for a width or height outside 1...32767, `bitsPerComponent` other than 8,
    /// `bytesPerRow` smaller than `width * 4` (0 computes it), a layout not listed, floats,
    /// or a colour space that is not RGB.
    public init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                 bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        guard (1...32767).contains(width), (1...32767).contains(height), bitsPerComponent == 8,
              space.model == .rgb, !info.contains(.floatComponents),
              let layout = PixelLayout(info), bytesPerRow == 0 || bytesPerRow >= width * 4,
              width * 4 <= Int.max / height else { return nil }
        let rowBytes = bytesPerRow == 0 ? width * 4 : bytesPerRow
        guard rowBytes <= Int.max / height else { return nil }
        let storage: PixelStorage
        var mirror: PixelMirror?
        if let data, layout.isNative, rowBytes % 4 == 0, Int(bitPattern: data) % 4 == 0 {
            storage = PixelStorage(wrapping: data.assumingMemoryBound(to: UInt32.self),
                                   width: width, height: height, stride: rowBytes / 4)
        } else if data == nil && layout.isNative {
            storage = PixelStorage(width: width, height: height)
        } else {
            storage = PixelStorage(width: width, height: height)
            mirror = PixelMirror(bytes: data, width: width, height: height, bytesPerRow: rowBytes, layout: layout)
        }
        guard let surface = CGContext.makeSurface(storage) else { return nil }
        self.width = width
        self.height = height
        self.bytesPerRow = mirror == nil ? storage.stride * 4 : rowBytes
        self.bitmapInfo = info
        self.colorSpace = space
        self.layout = layout
        self.mirror = mirror
        self.storage = storage
        self.surface = surface
        self.cr = cairo_create(surface)
        self.baseTransform = .identity
        self.state = GState(ctm: .identity)
        mirror?.read(into: storage, region: nil)
    }

    /// A context for a layer's backing store: `pixelWidth` x `pixelHeight` premultiplied
    /// ARGB32 pixels, user space in points (the CTM scales by `scale`), y-down, origin top-left.
    /// The pixels start transparent, or, when `cleared` is false, undefined until
    /// `clearPixels()` (a bitmap made on one thread and cleared and drawn on another).
    /// Nil for sizes outside 1...32767 or a scale that is not finite and positive.
    package init?(pixelWidth: Int, pixelHeight: Int, scale: CGFloat, cleared: Bool = true) {
        guard (1...32767).contains(pixelWidth), (1...32767).contains(pixelHeight),
              scale.isFinite, scale > 0 else { return nil }
        let storage = cleared ? PixelStorage(width: pixelWidth, height: pixelHeight)
            : PixelStorage(uninitializedWidth: pixelWidth, height: pixelHeight)
        guard let surface = CGContext.makeSurface(storage) else { return nil }
        width = pixelWidth
        height = pixelHeight
        bytesPerRow = storage.stride * 4
        bitmapInfo = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue).union(.byteOrder32Little)
        colorSpace = .deviceRGB
        layout = PixelLayout(bitmapInfo)!
        mirror = nil
        self.storage = storage
        self.surface = surface
        cr = cairo_create(surface)
        baseTransform = CGAffineTransform(scaleX: scale, y: scale)
        state = GState(ctm: baseTransform)
    }

    /// A context that records what is drawn instead of painting it (a cairo recording surface
    /// of `pixelWidth` x `pixelHeight` device pixels), with a backing store's user space (points,
    /// the CTM scales by `scale`, y-down). `replay(onto:)` paints the recording later, on any
    /// thread; it has no pixels (`data` and `makeImage()` are nil). Nil for sizes outside
    /// 1...32767 or a scale that is not finite and positive.
    package init?(recordingPixelWidth pixelWidth: Int, pixelHeight: Int, scale: CGFloat) {
        guard (1...32767).contains(pixelWidth), (1...32767).contains(pixelHeight),
              scale.isFinite, scale > 0 else { return nil }
        var extents = cairo_rectangle_t(x: 0, y: 0, width: Double(pixelWidth), height: Double(pixelHeight))
        guard let surface = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        width = pixelWidth
        height = pixelHeight
        bytesPerRow = 0
        bitmapInfo = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue).union(.byteOrder32Little)
        colorSpace = .deviceRGB
        layout = PixelLayout(bitmapInfo)!
        mirror = nil
        storage = nil
        self.surface = surface
        cr = cairo_create(surface)
        baseTransform = CGAffineTransform(scaleX: scale, y: scale)
        state = GState(ctm: baseTransform)
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_finish(surface)
        cairo_surface_destroy(surface)
    }

    private static func makeSurface(_ storage: PixelStorage) -> OpaquePointer? {
        let bytes = UnsafeMutableRawPointer(storage.pixels).assumingMemoryBound(to: UInt8.self)
        let s = cairo_image_surface_create_for_data(bytes, CAIRO_FORMAT_ARGB32, Int32(storage.width),
                                                    Int32(storage.height), Int32(storage.stride * 4))
        guard let s, cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else {
            if let s { cairo_surface_destroy(s) }
            return nil
        }
        return s
    }

    /// A snapshot of the context's pixels as an image (a copy: later drawing does not change
    /// it); nil for a recording context. Reads a caller's buffer in a non-native layout first, so direct writes to it show.
    public func makeImage() -> CGImage? {
        guard let storage else { return nil }
        beginPixelAccess(nil)
        cairo_surface_flush(surface)
        return CGImage(storage: storage.copy(cropping: 0, 0, storage.width, storage.height))
    }

    /// Runs `body` with the context's pixels (premultiplied ARGB32) for LayerKit code that
    /// writes them directly (a particle batch): cairo's pending drawing is finished first and
    /// told afterwards that the pixels changed. `body` gets the current CTM (user space to
    /// pixels) and must not draw through the context. A recording context has no pixels: then
    /// `body` is not called.
    package func withPixels(_ body: (PixelStorage, CGAffineTransform) -> Void) {
        guard let storage else { return }
        cairo_surface_flush(surface)
        body(storage, state.ctm)
        cairo_surface_mark_dirty(surface)
    }

    /// Sets every pixel to transparent, before anything is drawn (a context made with
    /// `cleared: false`); cairo is told the pixels changed.
    package func clearPixels() {
        guard let storage else { return }
        cairo_surface_flush(surface)
        storage.clear()
        cairo_surface_mark_dirty(surface)
    }

    /// An image that shares the pixels this context will draw, made before they are drawn:
    /// for drawing that is finished (`finishImage()`) before anything reads the image, such
    /// as the compositor's content drawn after its draw list is built. Taken as not opaque.
    /// The context's own memory only: nil over a caller's buffer and for a recording context.
    package func pendingImage() -> CGImage? {
        guard mirror == nil, let storage else { return nil }
        return CGImage(pendingStorage: storage)
    }

    /// The pixels drawn so far as an image that shares them, without the copy `makeImage()`
    /// makes, for a context that is done: cairo is finished with the surface, so later drawing
    /// into it does nothing. The context's own memory only: nil over a caller's buffer and for
    /// a recording context.
    package func finishImage() -> CGImage? {
        guard mirror == nil, let storage else { return nil }
        beginPixelAccess(nil)
        cairo_surface_flush(surface)
        cairo_surface_finish(surface)
        return CGImage(storage: storage)
    }

    /// The device-space rectangle of the whole bitmap.
    var deviceBounds: CGRect { CGRect(x: 0, y: 0, width: width, height: height) }
}
