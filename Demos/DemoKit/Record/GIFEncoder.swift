import CGif
import Foundation

/// Writes a looping GIF89a through giflib, full frames of one size with one global palette
/// (`GIFPalette`, chosen over the whole recording before the first frame is written).
///
/// GIF delays are in hundredths of a second: frame `k` is shown from `round(100 k / fps)` to
/// `round(100 (k + 1) / fps)`, so the frames keep their media times to the nearest 1/100 s and
/// the total is exact (at 30 fps the delays repeat 3, 4, 3: frames end at 3, 7, 10, ... hundredths). Browsers stretch delays under
/// 2/100 s, so GIFs play true at 50 fps or less.
package final class GIFEncoder {
    private let gif: UnsafeMutablePointer<GifFileType>
    private let width: Int, height: Int, fps: Int
    private let index: [UInt8]
    /// Where giflib's output function appends the file's bytes (giflib holds the pointer).
    private let buffer = UnsafeMutablePointer<Data>.allocate(capacity: 1)
    private var written = 0
    private var closed = false

    /// Starts a GIF of `width` x `height` pixels at `fps` with the palette of `palette`; throws
    /// when the palette is empty or giflib fails.
    package init(width: Int, height: Int, fps: Int, palette: GIFPalette) throws(LaunchError) {
        guard let (colors, index) = palette.quantize() else { throw LaunchError("recording: no colours to make a GIF palette from") }
        self.width = width; self.height = height; self.fps = fps; self.index = index
        buffer.initialize(to: Data())
        var error: Int32 = 0
        guard let g = EGifOpen(buffer, { file, bytes, count in
            guard let file, let bytes, let sink = file.pointee.UserData else { return 0 }
            sink.assumingMemoryBound(to: Data.self).pointee.append(bytes, count: Int(count))
            return count
        }, &error) else {
            buffer.deinitialize(count: 1); buffer.deallocate()
            throw Self.failure("open", error)
        }
        gif = g
        try start(colors)
    }

    deinit {
        if !closed { var e: Int32 = 0; EGifCloseFile(gif, &e) }
        buffer.deinitialize(count: 1)
        buffer.deallocate()
    }

    /// The logical screen, the palette (padded to a power of two) and the loop-forever block.
    private func start(_ colors: [GifColorType]) throws(LaunchError) {
        EGifSetGifVersion(gif, true)
        var bits: Int32 = 1
        while 1 << bits < colors.count { bits += 1 }
        var padded = colors + [GifColorType](repeating: GifColorType(), count: (1 << Int(bits)) - colors.count)
        guard let map = GifMakeMapObject(1 << bits, &padded) else { throw LaunchError("recording: out of memory for the GIF palette") }
        defer { GifFreeMapObject(map) }
        try check(EGifPutScreenDesc(gif, Int32(width), Int32(height), bits, 0, map), "write the screen")
        var app = Array("NETSCAPE2.0".utf8), loop: [UInt8] = [1, 0, 0]
        try check(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE), "write the loop block")
        try check(EGifPutExtensionBlock(gif, 11, &app), "write the loop block")
        try check(EGifPutExtensionBlock(gif, 3, &loop), "write the loop block")
        try check(EGifPutExtensionTrailer(gif), "write the loop block")
    }

    /// Appends the next frame, each pixel as its box's palette index.
    package func append(_ image: CGImage) throws(LaunchError) {
        guard image.width == width, image.height == height else {
            throw LaunchError("recording: a frame of \(image.width)x\(image.height) pixels in a \(width)x\(height) recording")
        }
        let delay = Int((Double(100 * (written + 1)) / Double(fps)).rounded()) - Int((Double(100 * written) / Double(fps)).rounded())
        // Graphics control: no disposal (the next frame covers this one), the delay, no transparency.
        var control: [UInt8] = [1 << 2, UInt8(delay & 0xFF), UInt8(delay >> 8), 0]
        try check(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, 4, &control), "write a frame's delay")
        try check(EGifPutImageDesc(gif, 0, 0, Int32(width), Int32(height), false, nil), "write a frame")
        var line = [UInt8](repeating: 0, count: width)
        let s = image.storage
        for y in 0..<height {
            let row = s.pixels + y * s.stride
            for x in 0..<width { line[x] = index[GIFPalette.box(row[x])] }
            try check(EGifPutLine(gif, &line, Int32(width)), "write a frame")
        }
        written += 1
    }

    /// Closes the stream and returns the file's bytes; once.
    package func finish() throws(LaunchError) -> Data {
        guard !closed else { throw LaunchError("recording: the GIF was already finished") }
        closed = true
        var error: Int32 = 0
        guard EGifCloseFile(gif, &error) == GIF_OK else { throw Self.failure("finish", error) }
        return buffer.pointee
    }

    private func check(_ result: Int32, _ what: String) throws(LaunchError) {
        guard result == GIF_OK else { throw Self.failure(what, gif.pointee.Error) }
    }

    private static func failure(_ what: String, _ code: Int32) -> LaunchError {
        let reason = GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)"
        return LaunchError("recording: giflib could not \(what) (\(reason))")
    }
}
