/// A read-only view of premultiplied ARGB32 texels that paints sample from.
///
/// The view does not copy: `owner` (a `Surface`, a `PixelStorage`, anything) is retained so the
/// memory stays alive while the texture is in use. Sizes are limited to 1...32767 texels per
/// side (texel coordinates are 16.16 fixed point in the kernels) and `stride * height` to 2^31.
package struct Texture: @unchecked Sendable {
    /// The first texel of the first row.
    package let pixels: UnsafePointer<UInt32>
    /// Columns, in texels.
    package let width: Int
    /// Rows, in texels.
    package let height: Int
    /// Distance between rows, in texels.
    package let stride: Int
    /// Whether every texel has alpha 255 (lets the copy fast path replace blending by memcpy).
    package let isOpaque: Bool
    /// Downsampled levels for trilinear filtering; nil samples level 0 only.
    package let mips: MipChain?
    private let owner: AnyObject?

    /// The largest side the kernels accept.
    package static let maxSide = 32767

    /// A view of `pixels`; nil when a size is out of range or `stride < width`.
    package init?(pixels: UnsafePointer<UInt32>, width: Int, height: Int, stride: Int, isOpaque: Bool,
                  owner: AnyObject?, mips: MipChain? = nil) {
        guard (1...Texture.maxSide).contains(width), (1...Texture.maxSide).contains(height), stride >= width,
              stride <= Int(Int32.max) / height else { return nil }
        self.pixels = pixels
        self.width = width; self.height = height; self.stride = stride
        self.isOpaque = isOpaque
        self.owner = owner
        self.mips = mips
    }

    /// A view of a surface's pixels (retaining the surface); nil for an empty or oversized surface.
    package init?(_ surface: Surface, isOpaque: Bool = false) {
        self.init(pixels: UnsafePointer(surface.pixels), width: surface.width, height: surface.height,
                  stride: surface.stride, isOpaque: isOpaque, owner: surface)
    }

    /// The same view with a mip chain built from it (for `SampleFilter.trilinear`).
    package func withMips() -> Texture {
        Texture(pixels: pixels, width: width, height: height, stride: stride, isOpaque: isOpaque,
                owner: owner, mips: MipChain(self))!
    }

    /// The texel at `(i, j)`; the caller keeps the indices inside the texture.
    @inline(__always)
    package subscript(i: Int, j: Int) -> UInt32 { pixels[j * stride + i] }
}

/// The levels below a texture for trilinear filtering: each level halves the one above (sizes
/// rounded down, at least 1) by a 2x2 box average of premultiplied texels, down to 1x1.
///
/// Level 0 is the texture itself; a texel of level k + 1 averages texels (2i ... 2i + 1,
/// 2j ... 2j + 1) of level k, repeating the last row or column where the level above is odd.
package final class MipChain: @unchecked Sendable {
    /// Levels 1, 2, ... (level 0 is the texture the chain was built from).
    package let levels: [Surface]

    /// Builds every level below `texture`.
    package init(_ texture: Texture) {
        var out: [Surface] = []
        var src = (pixels: texture.pixels, width: texture.width, height: texture.height, stride: texture.stride)
        while src.width > 1 || src.height > 1 {
            let level = MipChain.halve(src.pixels, width: src.width, height: src.height, stride: src.stride)
            out.append(level)
            src = (UnsafePointer(level.pixels), level.width, level.height, level.stride)
        }
        levels = out
    }

    /// The number of levels including level 0.
    package var count: Int { levels.count + 1 }

    private static func halve(_ p: UnsafePointer<UInt32>, width: Int, height: Int, stride: Int) -> Surface {
        let w = max(1, width / 2), h = max(1, height / 2)
        let out = Surface(width: w, height: h)
        for j in 0..<h {
            let r0 = p + min(2 * j, height - 1) * stride, r1 = p + min(2 * j + 1, height - 1) * stride
            let dst = out.row(j)
            for i in 0..<w {
                let i0 = min(2 * i, width - 1), i1 = min(2 * i + 1, width - 1)
                var v: UInt32 = 0
                for shift: UInt32 in [0, 8, 16, 24] {
                    let sum = (r0[i0] >> shift & 255) + (r0[i1] >> shift & 255) + (r1[i0] >> shift & 255) + (r1[i1] >> shift & 255)
                    v |= ((sum + 2) >> 2) << shift
                }
                dst[i] = v
            }
        }
        return out
    }
}
