/// The decoder, written from the format's definition: what a GPU does when it samples DXT5.
/// Chapter 14.8 uses it to say what the driver should show, and to show the texture when
/// the driver cannot decode DXT5 itself. Drivers round the thirds and sevenths their own
/// way, within one level of these.
extension DXT5 {
    /// The `width` x `height` RGBA pixels (4 bytes each, first row first) that `blocks`, DXT5
    /// blocks for that size, decode to.
    /// - Throws: `DXT5SizeError` when `blocks` is not `byteCount(width:height:)` bytes.
    public static func decode(_ blocks: [UInt8], width: Int, height: Int) throws -> [UInt8] {
        guard width >= 0, height >= 0, blocks.count == byteCount(width: width, height: height) else {
            throw DXT5SizeError(what: "the DXT5 data", expected: byteCount(width: width, height: height), actual: blocks.count)
        }
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        let across = blocksAcross(width)
        for by in 0..<blocksAcross(height) {
            for bx in 0..<across {
                let offset = (by * across + bx) * blockBytes
                let pixels = decodeBlock(blocks, at: offset)
                for (i, p) in pixels.enumerated() {
                    let x = bx * 4 + i % 4, y = by * 4 + i / 4
                    guard x < width, y < height else { continue }
                    let o = (y * width + x) * 4
                    rgba[o] = UInt8(p.x); rgba[o + 1] = UInt8(p.y); rgba[o + 2] = UInt8(p.z); rgba[o + 3] = UInt8(p.w)
                }
            }
        }
        return rgba
    }

    /// The sixteen RGBA pixels of the block at `offset`, row by row.
    static func decodeBlock(_ b: [UInt8], at offset: Int) -> [SIMD4<Int32>] {
        let alphas = alphaPalette(b[offset], b[offset + 1])
        var alphaBits: UInt64 = 0
        for k in 0..<6 { alphaBits |= UInt64(b[offset + 2 + k]) << (8 * k) }
        let c0 = UInt16(b[offset + 8]) | UInt16(b[offset + 9]) << 8
        let c1 = UInt16(b[offset + 10]) | UInt16(b[offset + 11]) << 8
        let colors = colorPalette(c0, c1)
        var colorBits: UInt32 = 0
        for k in 0..<4 { colorBits |= UInt32(b[offset + 12 + k]) << (8 * k) }
        return (0..<16).map { i in
            let c = colors[Int(colorBits >> (2 * i) & 3)]
            return SIMD4(c, alphas[Int(alphaBits >> (3 * i) & 7)])
        }
    }
}
