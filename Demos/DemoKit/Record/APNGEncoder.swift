import CLayerKitPNG
import Foundation

/// Writes an animated PNG (APNG: the PNG extension with `acTL`, `fcTL` and `fdAT` chunks),
/// frame by frame, from premultiplied ARGB32 `CGImage`s of one size. Our own small writer:
/// Debian's libpng has no APNG support, so the chunks are laid out here and the image data
/// (filtered RGBA rows, deflated) comes from zlib through `CLayerKitPNG`.
///
/// Opaque recordings (every demo's: frames show the harness gray under the demo) are written
/// as RGB, others as RGBA, un-premultiplied. Frame 0 is the default image (`fcTL` then `IDAT`), whole; every later frame is the
/// smallest rectangle that changed since the one before (`fcTL` offsets, dispose none, blend
/// source), so decoders rebuild every frame exactly. Each frame shows for `1 / fps` s; the
/// animation loops forever. A viewer without APNG support shows frame 0.
package struct APNGEncoder {
    /// Frame size, pixels.
    package let width: Int, height: Int
    /// The frames announced; nil: as many as are appended (a window's recording, whose length
    /// is known when it stops).
    private let frameCount: Int?
    private let fps: Int
    /// Whether frames are written as RGB (every frame must then be opaque).
    private let opaque: Bool
    /// The signature and IHDR; `acTL` follows them in `finish()`, once the count is known.
    private var head = Data()
    /// The frames' chunks.
    private var out = Data()
    private var sequence: UInt32 = 0
    private var written = 0
    private var previous: CGImage?

    /// An encoder of `frameCount` frames (nil: any number, at least one) of `width` x `height`
    /// pixels at `fps` frames per second, as RGB when `opaque` (then a frame with a
    /// translucent pixel is an error).
    package init(width: Int, height: Int, frameCount: Int?, fps: Int, opaque: Bool) {
        self.width = width; self.height = height; self.frameCount = frameCount; self.fps = fps; self.opaque = opaque
        head.append(contentsOf: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // IHDR: 8-bit RGB or RGBA, deflate, adaptive filtering, no interlace.
        Self.chunk("IHDR", Self.be32(width) + Self.be32(height) + [8, opaque ? 2 : 6, 0, 0, 0], to: &head)
    }

    /// Appends the next frame; throws when it is not the encoder's size, when more frames
    /// come than announced, or when memory runs out.
    package mutating func append(_ image: CGImage) throws(LaunchError) {
        guard image.width == width, image.height == height else {
            throw LaunchError("recording: a frame of \(image.width)x\(image.height) pixels in a \(width)x\(height) recording")
        }
        guard written < frameCount ?? .max else { throw LaunchError("recording: more than the \(frameCount) frames announced") }
        guard !opaque || image.isOpaque else { throw LaunchError("recording: frame \(written) is not opaque in an opaque (RGB) recording") }
        let rect = previous.map { Self.changedRect(from: $0, to: image) } ?? (0, 0, width, height)
        let control = Self.be32(rect.2) + Self.be32(rect.3) + Self.be32(rect.0) + Self.be32(rect.1)
            + Self.be16(1) + Self.be16(fps) + [0, 0]  // delay 1/fps; dispose none, blend source
        chunk("fcTL", nextSequence() + control)
        let data = try Self.imageData(image, rect, channels: opaque ? 3 : 4)
        if written == 0 { chunk("IDAT", data) } else { chunk("fdAT", nextSequence() + data) }
        written += 1
        previous = image
    }

    /// The file's bytes; throws when fewer frames were appended than announced.
    package mutating func finish() throws(LaunchError) -> Data {
        guard written == frameCount ?? max(1, written) else {
            throw LaunchError("recording: \(written) frames written of the \(frameCount ?? 1) announced")
        }
        var file = head
        // acTL: the frame count and 0 plays (loop forever); then the frames.
        Self.chunk("acTL", Self.be32(written) + Self.be32(0), to: &file)
        file.append(out)
        Self.chunk("IEND", [], to: &file)
        return file
    }

    /// The changed rectangle x, y, width, height; 1 x 1 at the origin for an unchanged frame
    /// (APNG frames cannot be empty).
    private static func changedRect(from a: CGImage, to b: CGImage) -> (Int, Int, Int, Int) {
        var r: [UInt32] = [0, 0, 0, 0]
        let changed = lk_png_changed_rect(a.storage.pixels, a.storage.stride, b.storage.pixels, b.storage.stride,
                                          UInt32(a.width), UInt32(a.height), &r)
        return changed == 0 ? (0, 0, 1, 1) : (Int(r[0]), Int(r[1]), Int(r[2]), Int(r[3]))
    }

    private static func imageData(_ image: CGImage, _ r: (Int, Int, Int, Int), channels: Int32) throws(LaunchError) -> [UInt8] {
        var length = 0
        guard let buffer = lk_png_image_data(image.storage.pixels, image.storage.stride, UInt32(r.0), UInt32(r.1),
                                             UInt32(r.2), UInt32(r.3), channels, 6, &length) else {
            throw LaunchError("recording: out of memory compressing a frame")
        }
        defer { lk_png_free(buffer) }
        return Array(UnsafeBufferPointer(start: buffer, count: length))
    }

    private mutating func nextSequence() -> [UInt8] {
        defer { sequence += 1 }
        return Self.be32(Int(sequence))
    }

    /// Appends a chunk: length, type, data, CRC of type and data.
    private mutating func chunk(_ type: String, _ data: [UInt8]) { Self.chunk(type, data, to: &out) }

    private static func chunk(_ type: String, _ data: [UInt8], to out: inout Data) {
        let body = Array(type.utf8) + data
        out.append(contentsOf: be32(data.count))
        out.append(contentsOf: body)
        out.append(contentsOf: be32(Int(lk_png_crc32(body, body.count))))
    }

    private static func be32(_ v: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: v >> $0) } }
    private static func be16(_ v: Int) -> [UInt8] { [8, 0].map { UInt8(truncatingIfNeeded: v >> $0) } }
}
