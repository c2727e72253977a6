import CCairo
import CLayerKitJPEG

/// Encoding (LayerKit additions; Apple encodes with ImageIO's CGImageDestination).
extension CGImage {
    /// The image as a PNG file's bytes: 8-bit RGBA, un-premultiplied here at the boundary
    /// (by cairo's writer, rounding to nearest). Decoding the result gives back opaque pixels
    /// exactly and translucent ones within one step per channel. Empty only if cairo fails
    /// to allocate.
    public func pngData() -> Data {
        var out = Data()
        let status: cairo_status_t = withCairoSurface { surface in
            withUnsafeMutablePointer(to: &out) { ptr in
                cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
                    let data = closure!.assumingMemoryBound(to: Data.self)
                    data.pointee.append(bytes!, count: Int(length))
                    return CAIRO_STATUS_SUCCESS
                }, ptr)
            }
        }
        return status == CAIRO_STATUS_SUCCESS ? out : Data()
    }

    /// The image as a baseline JPEG file's bytes at `quality` 0...1 (mapped to libjpeg's
    /// 1...100; clamped). JPEG has no alpha: translucent pixels come out composited over
    /// black (their premultiplied colour). Nil for a non-finite quality or if encoding fails.
    public func jpegData(quality: CGFloat) -> Data? {
        guard quality.isFinite else { return nil }
        let q = Int32((min(1, max(0, quality)) * 100).rounded())
        var buffer: UnsafeMutablePointer<UInt8>?
        var length = 0
        var message = [CChar](repeating: 0, count: 256)
        let result = lk_jpeg_encode(storage.pixels, storage.stride, Int32(width), Int32(height), max(1, q),
                                    &buffer, &length, &message, message.count)
        guard result == LK_JPEG_OK, let buffer else { return nil }
        defer { lk_jpeg_free(buffer) }
        return Data(bytes: buffer, count: length)
    }
}
