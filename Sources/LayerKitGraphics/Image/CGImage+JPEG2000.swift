import CLayerKitJP2

/// JPEG 2000 encoding (a LayerKit addition; Apple encodes with ImageIO's CGImageDestination).
extension CGImage {
    /// The image as a JP2 file's bytes (OpenJPEG): 8-bit RGBA with its alpha channel,
    /// un-premultiplied here. `compressionRatio` is how many times smaller than the raw RGBA the
    /// file should be (the irreversible 9/7 wavelet, lossy); 0 encodes losslessly (the
    /// reversible 5/3 wavelet), so decoding gives back every opaque pixel exactly. Nil for a
    /// negative or non-finite ratio or if OpenJPEG fails.
    public func jpeg2000Data(compressionRatio: Double = 0) -> Data? {
        guard compressionRatio.isFinite, compressionRatio >= 0 else { return nil }
        var buffer: UnsafeMutablePointer<UInt8>?
        var length = 0
        var message = [CChar](repeating: 0, count: 256)
        let result = lk_jp2_encode(storage.pixels, storage.stride, Int32(width), Int32(height), Float(compressionRatio),
                                   &buffer, &length, &message, message.count)
        guard result == 0, let buffer else { return nil }
        defer { lk_jp2_free(buffer) }
        return Data(bytes: buffer, count: length)
    }
}

/// JPEG 2000 through OpenJPEG (CLayerKitJP2).
enum JPEG2000Codec {
    static func isJPEG2000(_ data: Data) -> Bool {
        data.withUnsafeBytes { raw in
            lk_jp2_is_jpeg2000(raw.baseAddress!.assumingMemoryBound(to: UInt8.self), raw.count) != 0
        }
    }

    static func decode(_ data: Data) throws -> PixelStorage {
        try SizedDecode.run(data, check: check, size: { lk_jp2_read_size($0, $1, $2, $3, $4, $5) },
                            pixels: { lk_jp2_decode($0, $1, $2.pixels, $2.stride, $3, $4, $5, $6) })
    }

    /// Turns a result code into a thrown error with OpenJPEG's message.
    static func check(_ result: Int32, _ message: [CChar]) throws {
        let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        switch result {
        case 0: return
        case 2: throw CGImageDecodingError.truncated(text.isEmpty ? "the JPEG 2000 data ends early" : text)
        default: throw CGImageDecodingError.corrupt(text.isEmpty ? "the JPEG 2000 data cannot be decoded" : text)
        }
    }
}
