import CCairo
import CLayerKitJPEG
import CLayerKitPNG

/// Decoding PNG and JPEG (a LayerKit addition; Apple decodes with ImageIO's CGImageSource).
/// Decoded pixels are premultiplied ARGB32, as every `CGImage`.
extension CGImage {
    /// Decodes a PNG, JPEG or JPEG 2000 image, recognised by its signature (not by a name).
    ///
    /// PNG: any colour type and bit depth (cairo's reader; 16-bit channels are reduced to 8).
    /// JPEG: grayscale, YCbCr, RGB and CMYK/YCCK, Adobe's inverted CMYK included (libjpeg-turbo);
    /// the result is opaque. JPEG 2000: JP2 files and raw codestreams, gray or RGB with or
    /// without alpha (OpenJPEG; see `jpeg2000Data(compressionRatio:)`). The declared size is checked against
    /// `CGImageDecodingError.maximumSide` and `.maximumPixelCount` before pixels are allocated.
    /// - Throws: `CGImageDecodingError` for empty, unrecognised, truncated, corrupt or
    ///   oversized data. Never crashes on bad input.
    public convenience init(data: Data) throws {
        guard !data.isEmpty else { throw CGImageDecodingError.emptyData }
        let storage: PixelStorage
        switch ImageFormat(sniffing: data) {
        case .png: storage = try PNGCodec.decode(data)
        case .jpeg: storage = try JPEGCodec.decode(data)
        case .jpeg2000: storage = try JPEG2000Codec.decode(data)
        case nil: throw CGImageDecodingError.unrecognizedFormat
        }
        self.init(storage: storage)
    }

    /// Decodes the PNG or JPEG file at `url` (see `init(data:)`).
    /// - Throws: `CGImageDecodingError.unreadableFile` when the file cannot be read, otherwise as `init(data:)`.
    public convenience init(contentsOf url: URL) throws {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw CGImageDecodingError.unreadableFile(path: url.path, reason: "\(error.localizedDescription)")
        }
        try self.init(data: data)
    }

    /// An image of `width` x `height` premultiplied ARGB32 pixels, row-major and tightly packed
    /// (`width * height` of them). Nil for a size below 1 or a count that does not match.
    /// Components above alpha are clamped to alpha so the pixels are valid premultiplied colour.
    package convenience init?(width: Int, height: Int, premultipliedARGB pixels: [UInt32]) {
        guard width > 0, height > 0, width <= Int.max / height, pixels.count == width * height else { return nil }
        let storage = PixelStorage(width: width, height: height)
        for i in 0..<pixels.count {
            let p = pixels[i], a = p >> 24
            storage.pixels[i] = a << 24 | min(a, p >> 16 & 0xFF) << 16 | min(a, p >> 8 & 0xFF) << 8 | min(a, p & 0xFF)
        }
        self.init(storage: storage)
    }
}

/// The image formats LayerKit decodes, by signature.
enum ImageFormat {
    case png, jpeg, jpeg2000

    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    init?(sniffing data: Data) {
        if data.starts(with: ImageFormat.pngSignature) { self = .png; return }
        if data.starts(with: [0xFF, 0xD8, 0xFF]) { self = .jpeg; return }
        if JPEG2000Codec.isJPEG2000(data) { self = .jpeg2000; return }
        return nil
    }
}

/// PNG through cairo's reader (libpng underneath, with its own longjmp error handling).
enum PNGCodec {
    static func decode(_ data: Data) throws -> PixelStorage {
        try checkHeader(data)
        try checkChunks(data)
        let surface: OpaquePointer = data.withUnsafeBytes { raw in
            var reader = ByteReader(bytes: raw)
            return withUnsafeMutablePointer(to: &reader) { ptr in
                cairo_image_surface_create_from_png_stream({ closure, out, length in
                    let reader = closure!.assumingMemoryBound(to: ByteReader.self)
                    return reader.pointee.read(into: out!, count: Int(length))
                }, ptr)!
            }
        }
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            let message = String(cString: cairo_status_to_string(status))
            throw status == CAIRO_STATUS_READ_ERROR ? CGImageDecodingError.truncated(message)
                                                    : CGImageDecodingError.corrupt(message)
        }
        return copyPixels(of: surface)
    }

    /// Checks the IHDR chunk's declared size before cairo allocates anything.
    /// Every chunk whole and with its CRC intact, so a fault is named (cairo's reader reports
    /// every libpng error as "out of memory").
    static func checkChunks(_ data: Data) throws {
        var message = [CChar](repeating: 0, count: 160)
        let failed = data.withUnsafeBytes { raw in
            lk_png_check_chunks(raw.baseAddress!.assumingMemoryBound(to: UInt8.self), raw.count, &message, message.count)
        }
        guard failed != 0 else { return }
        let text = String(cString: message)
        throw text.contains("cut short") || text.contains("ends before") ? CGImageDecodingError.truncated(text)
                                                                          : CGImageDecodingError.corrupt(text)
    }

    static func checkHeader(_ data: Data) throws {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24 else { throw CGImageDecodingError.truncated("the PNG header is incomplete") }
        guard bytes[12...15].elementsEqual("IHDR".utf8) else {
            throw CGImageDecodingError.corrupt("the PNG does not start with an IHDR chunk")
        }
        func be32(_ i: Int) -> Int { bytes[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        try CGImageDecodingError.checkSize(width: be32(16), height: be32(20))
    }

    /// Copies a decoded surface (ARGB32, or RGB24 for images without alpha) into storage.
    static func copyPixels(of surface: OpaquePointer) -> PixelStorage {
        cairo_surface_flush(surface)
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let opaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
        let storage = PixelStorage(width: w, height: h)
        guard let data = cairo_image_surface_get_data(surface) else { return storage }
        for y in 0..<h {
            let src = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            let dst = storage.pixels + y * storage.stride
            if opaque {
                for x in 0..<w { dst[x] = src[x] | 0xFF00_0000 }
            } else {
                dst.update(from: src, count: w)
            }
        }
        return storage
    }
}

/// Feeds bytes to cairo's PNG stream reader.
struct ByteReader {
    let bytes: UnsafeRawBufferPointer
    var offset = 0

    /// Copies `count` bytes, or reports a read error (a truncated file) when fewer are left.
    mutating func read(into out: UnsafeMutablePointer<UInt8>, count: Int) -> cairo_status_t {
        guard count <= bytes.count - offset else { return CAIRO_STATUS_READ_ERROR }
        if count > 0 { out.update(from: bytes.baseAddress!.assumingMemoryBound(to: UInt8.self) + offset, count: count) }
        offset += count
        return CAIRO_STATUS_SUCCESS
    }
}

/// The decoding both C codecs offer (libjpeg-turbo, OpenJPEG): the size first, checked against
/// the pixel budget, then the pixels into new storage. Each call writes its error text into a
/// 256-byte message, which `check` turns, with the call's result, into a thrown error.
enum SizedDecode {
    typealias Bytes = UnsafePointer<UInt8>
    typealias Message = UnsafeMutablePointer<CChar>

    static func run<R>(_ data: Data, check: (R, [CChar]) throws -> Void,
                       size: (Bytes, Int, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>, Message, Int) -> R,
                       pixels: (Bytes, Int, PixelStorage, Int32, Int32, Message, Int) -> R) throws -> PixelStorage {
        try data.withUnsafeBytes { raw in
            let base = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
            var message = [CChar](repeating: 0, count: 256)
            var w: Int32 = 0, h: Int32 = 0
            let sized = message.withUnsafeMutableBufferPointer { m in size(base, raw.count, &w, &h, m.baseAddress!, m.count) }
            try check(sized, message)
            try CGImageDecodingError.checkSize(width: Int(w), height: Int(h))
            let storage = PixelStorage(width: Int(w), height: Int(h))
            let decoded = message.withUnsafeMutableBufferPointer { m in pixels(base, raw.count, storage, w, h, m.baseAddress!, m.count) }
            try check(decoded, message)
            return storage
        }
    }
}

/// JPEG through libjpeg-turbo (CLayerKitJPEG).
enum JPEGCodec {
    static func decode(_ data: Data) throws -> PixelStorage {
        try SizedDecode.run(data, check: check, size: { lk_jpeg_read_size($0, $1, $2, $3, $4, $5) },
                            pixels: { lk_jpeg_decode($0, $1, $2.pixels, $2.stride, $3, $4, $5, $6) })
    }

    /// Turns a result code into a thrown error with libjpeg's message.
    static func check(_ result: lk_jpeg_result, _ message: [CChar]) throws {
        let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        switch result {
        case LK_JPEG_OK: return
        case LK_JPEG_TRUNCATED: throw CGImageDecodingError.truncated(text.isEmpty ? "premature end of JPEG data" : text)
        default: throw CGImageDecodingError.corrupt(text.isEmpty ? "the JPEG could not be decoded" : text)
        }
    }
}
