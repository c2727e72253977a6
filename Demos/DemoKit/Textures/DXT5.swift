/// S3TC DXT5 (BC3, `GL_COMPRESSED_RGBA_S3TC_DXT5_EXT`): chapter 14.8's stand-in for the book's
/// PVRTC, which only Apple's GPUs decode. Each 4x4 block of pixels takes 16 bytes, 8 bits a
/// pixel: an alpha half (two 8-bit endpoints, then sixteen 3-bit indices into the eight levels
/// between them) and a colour half (two RGB 5:6:5 endpoints, then sixteen 2-bit indices into
/// the endpoints and the two colours a third and two thirds between them). Blocks are stored
/// row by row, first block row first; pixels within a block row by row, first pixel in the
/// lowest bits. All integers are little-endian (EXT_texture_compression_s3tc).
///
/// Pixels in and out are RGBA, 8 bits a channel, rows first-row-first; the codec does not
/// care about premultiplication (chapter 14.8 gives it premultiplied pixels).
public enum DXT5 {
    /// Bytes a 4x4 block takes.
    public static let blockBytes = 16
    /// Pixels a block spans on each side.
    public static let blockSide = 4

    /// How many blocks a `width` x `height` image takes: each side rounded up to whole blocks.
    public static func blockCount(width: Int, height: Int) -> Int {
        blocksAcross(width) * blocksAcross(height)
    }

    /// The compressed size of a `width` x `height` image in bytes: blocks x 16.
    public static func byteCount(width: Int, height: Int) -> Int {
        blockCount(width: width, height: height) * blockBytes
    }

    /// Blocks needed to cover `pixels` pixels along one side.
    static func blocksAcross(_ pixels: Int) -> Int { (max(0, pixels) + blockSide - 1) / blockSide }

    // MARK: The palettes both directions use

    /// An RGB 5:6:5 endpoint widened to 8 bits a channel by repeating its top bits, as decoders do.
    static func expand565(_ c: UInt16) -> SIMD3<Int32> {
        let r = Int32(c >> 11 & 31), g = Int32(c >> 5 & 63), b = Int32(c & 31)
        return SIMD3(r << 3 | r >> 2, g << 2 | g >> 4, b << 3 | b >> 2)
    }

    /// The four colours of a colour half with endpoints `c0` and `c1`, by index: c0, c1,
    /// (2 c0 + c1) / 3, (c0 + 2 c1) / 3 (DXT5 always uses this four-colour mode).
    static func colorPalette(_ c0: UInt16, _ c1: UInt16) -> [SIMD3<Int32>] {
        let a = expand565(c0), b = expand565(c1)
        return [a, b, (2 &* a &+ b) / 3, (a &+ 2 &* b) / 3]
    }

    /// The eight alpha levels of an alpha half with endpoints `a0` > `a1`, by index: a0, a1,
    /// then six levels from a0 towards a1 in sevenths. With `a0` <= `a1`: a0, a1, four levels
    /// in fifths, then 0 and 255.
    static func alphaPalette(_ a0: UInt8, _ a1: UInt8) -> [Int32] {
        let p = Int32(a0), q = Int32(a1)
        if a0 > a1 { return [p, q] + (1...6).map { ((7 - $0) * p + $0 * q) / 7 } }
        return [p, q] + (1...4).map { ((5 - $0) * p + $0 * q) / 5 } + [0, 255]
    }
}

/// Why pixels or blocks cannot be converted: the buffer's size does not match the dimensions.
public struct DXT5SizeError: Error, CustomStringConvertible {
    /// What the buffer holds.
    public let what: String
    /// Bytes expected for the dimensions, and bytes given.
    public let expected: Int, actual: Int

    /// One line naming the buffer and both sizes.
    public var description: String { "DXT5: \(what) has \(actual) bytes, \(expected) expected" }
}
