import CLayerKitRaster
import Foundation

/// The fast paths stacked on the general path; each can be switched off to prove that it
/// agrees with the general one.
package struct FastPaths: OptionSet, Hashable, Sendable {
    package let rawValue: UInt16
    package init(rawValue: UInt16) { self.rawValue = rawValue }
    /// Axis-aligned solid rects: fills and per-edge coverage without mapping pixels back.
    package static let solid = FastPaths(rawValue: 1)
    /// Opaque texture, 1:1 at an integer offset, opacity 1: rows copied with memcpy.
    package static let copy = FastPaths(rawValue: 2)
    /// Texture 1:1 at an integer offset, translucent or with opacity: rows blended directly.
    package static let translate = FastPaths(rawValue: 4)
    /// Affine quads: scanline spans of covered pixels, SIMD sampling with no per-pixel divide.
    package static let affine = FastPaths(rawValue: 8)
    /// Perspective quads: scanline spans with a per-pixel divide, SIMD sampling.
    package static let projective = FastPaths(rawValue: 16)
    /// Layers that only move by whole pixels are composited from a cached image of what they
    /// drew (the compositor's raster cache) instead of being drawn again.
    package static let rasterCache = FastPaths(rawValue: 32)
    /// Leading draw items that stay the same from frame to frame are drawn once into a
    /// frame-sized image, which damaged regions copy before drawing the rest (`Backdrop`).
    package static let backdrop = FastPaths(rawValue: 64)
    /// Render content shown on the device's pixel grid is drawn over the box it paints
    /// (`RenderContent.paintedExtent`), not its whole extent: a smaller bitmap to clear, draw
    /// and composite, with the same pixels.
    package static let tightContent = FastPaths(rawValue: 128)
    /// Runs of sibling layers that draw only a solid background on whole device pixels (no
    /// corners, border, shadow, contents or sublayers) become one draw item holding them all
    /// (`SolidBatch`), blended as the `solid` path blends each: no item, signature and extent
    /// per layer. Taken only with `solid` on.
    package static let solidBatch = FastPaths(rawValue: 256)
    /// A layer the raster cache composites from its image that only moved since last frame
    /// (its values the same but for position, the same sublayer nodes, the same map to its
    /// image) reuses last frame's pass instead of building its items again: the same items, so
    /// the same pixels. Taken only with `rasterCache` on.
    package static let onlyMoved = FastPaths(rawValue: 512)
    /// The paths a single draw takes (every one but the compositor's caches).
    package static let drawPaths: FastPaths = [.solid, .copy, .translate, .affine, .projective]
    /// Every fast path.
    package static let all: FastPaths = drawPaths.union([.rasterCache, .backdrop, .tightContent, .solidBatch, .onlyMoved])

    /// Each path by its name in `LAYERKIT_DISABLE_FASTPATHS`.
    package static let named: [(String, FastPaths)] =
        [("solid", .solid), ("copy", .copy), ("translate", .translate), ("affine", .affine), ("projective", .projective),
         ("rastercache", .rasterCache), ("backdrop", .backdrop),
         ("tightcontent", .tightContent), ("solidbatch", .solidBatch), ("onlymoved", .onlyMoved)]
}

/// What a draw may use beyond the general path. Passed to every draw: there is no global switch.
package struct RasterOptions: Equatable, Sendable {
    /// The fast paths that may run.
    package var fastPaths: FastPaths
    /// Whether SIMD kernels may run (scalar C kernels otherwise; results are identical).
    package var simd: Bool

    /// Options; by default everything on.
    package init(fastPaths: FastPaths = .all, simd: Bool = true) {
        self.fastPaths = fastPaths; self.simd = simd
    }

    /// Everything on.
    package static let `default` = RasterOptions()
    /// Only the general path, scalar.
    package static let generalOnly = RasterOptions(fastPaths: [], simd: false)

    /// Options from the environment: `LAYERKIT_DISABLE_FASTPATHS` is a comma-separated list of
    /// path names (`solid`, `copy`, `translate`, `affine`, `projective`, `rastercache`,
    /// `backdrop`, `tightcontent`, `solidbatch`, `onlymoved`) or `all` (unknown names
    /// are ignored), `LAYERKIT_DISABLE_SIMD=1` selects the scalar kernels, and
    /// `LAYERKIT_MAX_SIMD=sse2|avx2` caps the kernel level below what the CPU has (to compare
    /// levels on one machine; the results are identical at every level).
    package static func fromEnvironment(_ env: [String: String] = ProcessInfo.processInfo.environment) -> RasterOptions {
        var options = RasterOptions()
        for name in (env["LAYERKIT_DISABLE_FASTPATHS"] ?? "").split(separator: ",") {
            let key = name.trimmingCharacters(in: .whitespaces).lowercased()
            if key == "all" { options.fastPaths = [] }
            if let path = FastPaths.named.first(where: { $0.0 == key }) { options.fastPaths.remove(path.1) }
        }
        if env["LAYERKIT_DISABLE_SIMD"] == "1" { options.simd = false }
        switch env["LAYERKIT_MAX_SIMD"]?.lowercased() {
        case "sse2": options.maxSimdLevel = Int32(LK_SIMD_SSE2)
        case "avx2": options.maxSimdLevel = Int32(LK_SIMD_AVX2)
        default: break
        }
        return options
    }

    /// The highest kernel level to use when `simd` is on (tests lower it to check SSE2 and AVX2 on
    /// CPUs with more).
    var maxSimdLevel = Int32(LK_SIMD_AVX512)

    /// The kernel level to pass to CLayerKitRaster.
    var simdLevel: Int32 { simd ? min(maxSimdLevel, lk_simd_available()) : Int32(LK_SIMD_SCALAR) }

    func allows(_ path: FastPaths) -> Bool { fastPaths.contains(path) }
}
