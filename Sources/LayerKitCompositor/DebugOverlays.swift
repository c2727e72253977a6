import Foundation
import LayerKitRaster

/// The render debug options Apple ships in the Simulator's Debug menu and Instruments' Core
/// Animation tool, drawn by the compositor over each frame from its draw list (never from a
/// `CALayer`). Each tints what an item covers with 50% of a colour, in drawing order, so where
/// items stack the tint deepens as Apple's does (blended layers' red is 75%, see `OverlayTint`).
package struct DebugOverlays: OptionSet, Hashable, Sendable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// "Color Blended Layers": red over what is blended onto the frame (translucent colour or
    /// image, opacity, rounded corners, offscreen results), green over what is drawn opaque.
    package static let colorBlendedLayers = DebugOverlays(rawValue: 1)
    /// "Color Hits Green and Misses Red": over each layer drawn from a cached image of itself
    /// (`shouldRasterize`, and LayerKit's raster cache), green when the frame reused the image,
    /// red when it had to render it.
    package static let colorHitsGreenAndMissesRed = DebugOverlays(rawValue: 2)
    /// "Color Offscreen-Rendered Yellow": yellow over what was drawn through an offscreen pass
    /// (masks, shadows without `shadowPath`, group opacity, rasterization, transitions, cached layers).
    package static let colorOffscreenRenderedYellow = DebugOverlays(rawValue: 4)
    /// "Color Copied Images": cyan over images the compositor copied to draw them. LayerKit keeps
    /// every image in the one format it draws, so its only copy is a mip chain (trilinear filtering).
    package static let colorCopiedImages = DebugOverlays(rawValue: 8)
    /// "Flash Updated Regions": yellow over the region that changed in this frame; the next frame
    /// takes it away.
    package static let flashUpdatedRegions = DebugOverlays(rawValue: 16)
    /// "Color Misaligned Images": magenta over images whose pixels do not fall on device pixels
    /// (a fractional offset, a rotation), yellow over images drawn scaled.
    package static let colorMisalignedImages = DebugOverlays(rawValue: 32)

    /// Every overlay with Apple's name, its environment variable and its window key.
    package static let named: [(option: DebugOverlays, title: String, variable: String, key: String)] = [
        (.colorBlendedLayers, "Color Blended Layers", "LAYERKIT_COLOR_BLENDED_LAYERS", "F1"),
        (.colorHitsGreenAndMissesRed, "Color Hits Green and Misses Red", "LAYERKIT_COLOR_HITS_GREEN_AND_MISSES_RED", "F2"),
        (.colorOffscreenRenderedYellow, "Color Offscreen-Rendered Yellow", "LAYERKIT_COLOR_OFFSCREEN_RENDERED_YELLOW", "F3"),
        (.colorCopiedImages, "Color Copied Images", "LAYERKIT_COLOR_COPIED_IMAGES", "F4"),
        (.flashUpdatedRegions, "Flash Updated Regions", "LAYERKIT_FLASH_UPDATED_REGIONS", "F5"),
        (.colorMisalignedImages, "Color Misaligned Images", "LAYERKIT_COLOR_MISALIGNED_IMAGES", "F6"),
    ]

    /// The overlays whose variable is set to `1` (or `yes`, `true`) in `env`; other values are
    /// off.
    package static func fromEnvironment(_ env: [String: String] = ProcessInfo.processInfo.environment) -> DebugOverlays {
        var on: DebugOverlays = []
        for entry in named where isTrue(env[entry.variable]) { on.insert(entry.option) }
        return on
    }

    /// Whether an environment value means on.
    package static func isTrue(_ value: String?) -> Bool {
        guard let v = value?.trimmingCharacters(in: .whitespaces).lowercased() else { return false }
        return v == "1" || v == "yes" || v == "true"
    }

    /// Apple's titles of the overlays in this set, in menu order.
    package var titles: [String] { Self.named.filter { contains($0.option) }.map(\.title) }
}

/// The overlays' colours: premultiplied ARGB32 at alpha 0.5, and a 0.75 red for blending, so
/// that a blended layer over opaque ones (tinted green) still reads red, deepening as blended
/// layers stack.
enum OverlayTint {
    static let red: UInt32 = 0x8080_0000
    static let blendedRed: UInt32 = 0xBFBF_0000
    static let green: UInt32 = 0x8000_8000
    static let yellow: UInt32 = 0x8080_8000
    static let cyan: UInt32 = 0x8000_8080
    static let magenta: UInt32 = 0x8080_0080
}

/// Builds the items that draw the debug overlays of one frame, from its draw list alone.
struct OverlayPainter {
    /// The overlays to draw.
    let options: DebugOverlays
    /// Pass keys the frame drew from a kept image (true) or rendered (false).
    let cacheResults: [ItemKey: Bool]

    /// Overlay items for `leaves` (the frame's items with runs opened), then the flash over
    /// `damage`, in the order they are drawn.
    func items(for leaves: [DrawItem], damage: [IntRect], frame: IntRect) -> [DrawItem] {
        var out: [DrawItem] = []
        let perItem: [(DebugOverlays, (DrawItem) -> UInt32?)] = [
            (.colorBlendedLayers, Self.blendTint), (.colorOffscreenRenderedYellow, Self.offscreenTint),
            (.colorHitsGreenAndMissesRed, cacheTint), (.colorCopiedImages, Self.copyTint),
            (.colorMisalignedImages, Self.alignmentTint),
        ]
        // A batch is tinted layer by layer, as the layers' own items would be.
        let layers = leaves.flatMap { $0.batch?.layerItems(clip: $0.clip) ?? [$0] }
        for (option, tint) in perItem where options.contains(option) {
            for item in layers { if let t = tint(item), let o = Self.cover(item, with: t) { out.append(o) } }
        }
        if options.contains(.flashUpdatedRegions) {
            for r in damage where !r.intersection(frame).isEmpty { out.append(Self.fill(r.intersection(frame), OverlayTint.yellow)) }
        }
        return out
    }

    /// Green for an item drawn opaque onto the frame, red for one blended.
    static func blendTint(_ item: DrawItem) -> UInt32 {
        if let b = item.batch { return b.isOpaque ? OverlayTint.green : OverlayTint.blendedRed }
        guard case .quad(let q) = item.operation, q.opacity >= 1, q.blend == .sourceOver, q.shape.ringWidth == nil,
              q.shape.radii.isZero, item.clip.polygons.isEmpty, item.clip.shapes.allSatisfy({ $0.radii.isZero }) else {
            return OverlayTint.blendedRed
        }
        switch q.paint {
        case .solid(let c): return c >> 24 == 0xFF ? OverlayTint.green : OverlayTint.blendedRed
        case .texture(let t, _, _, _): return t.isOpaque ? OverlayTint.green : OverlayTint.blendedRed
        case .alphaTint: return OverlayTint.blendedRed
        }
    }

    /// Yellow for an item whose pixels come from an offscreen pass that was drawn (not one
    /// given as an image: a `shadowPath`'s mask).
    static func offscreenTint(_ item: DrawItem) -> UInt32? {
        switch item.operation {
        case .composite: return OverlayTint.yellow
        case .texturedPass(let pass, _, _): return pass.image == nil ? OverlayTint.yellow : nil
        case .quad, .run, .solids: return nil
        }
    }

    /// Green for a cached pass the frame reused, red for one it rendered.
    func cacheTint(_ item: DrawItem) -> UInt32? {
        guard let key = Self.cachedPassKey(item), let hit = cacheResults[key] else { return nil }
        return hit ? OverlayTint.green : OverlayTint.red
    }

    /// The key of the kept pass an item draws (`shouldRasterize` or the raster cache), if any.
    static func cachedPassKey(_ item: DrawItem) -> ItemKey? {
        let pass: OffscreenPass
        switch item.operation {
        case .composite(let p, _, _, _): pass = p
        case .texturedPass(let p, _, _): pass = p
        case .quad, .run, .solids: return nil
        }
        guard let key = pass.cacheKey, FrameRasterizer.isKeptImage(key) else { return nil }
        return key
    }

    /// Cyan for an image drawn through a mip chain the compositor made from it.
    static func copyTint(_ item: DrawItem) -> UInt32? {
        guard case .quad(let q) = item.operation, case .texture(let t, _, _, _) = q.paint, t.mips != nil else { return nil }
        return OverlayTint.cyan
    }

    /// Yellow for an image drawn scaled, magenta for one drawn 1:1 off the pixel grid or
    /// turned; nothing for an image whose texels land on device pixels.
    static func alignmentTint(_ item: DrawItem) -> UInt32? {
        guard case .quad(let q) = item.operation, case .texture(_, let source, _, _) = q.paint,
              source.width > 0, source.height > 0 else { return nil }
        let h = q.transform
        guard h.isAffine, h.m12 == 0, h.m21 == 0 else { return OverlayTint.magenta }
        let a = h.affine, rect = q.shape.rect.standardized
        // Device pixels per texel along each axis, and where texel (0, 0)'s corner lands.
        let sx = a.a * rect.width / source.width, sy = a.d * rect.height / source.height
        if abs(abs(sx) - 1) > 1e-3 || abs(abs(sy) - 1) > 1e-3 { return OverlayTint.yellow }
        let x0 = a.a * rect.minX + a.tx - sx * source.minX, y0 = a.d * rect.minY + a.ty - sy * source.minY
        let off = { (v: CGFloat) in abs(v - v.rounded()) > 1e-3 }
        return off(x0) || off(y0) ? OverlayTint.magenta : nil
    }

    /// An item painting `tint` over what `item` covers, within its clip.
    static func cover(_ item: DrawItem, with tint: UInt32) -> DrawItem? {
        switch item.operation {
        case .quad(let q), .texturedPass(_, let q, _):
            var shape = q.shape
            shape.antialiasedEdges = []
            let quad = DrawQuad(transform: q.transform, shape: shape, paint: .solid(tint))
            return DrawItem(operation: .quad(quad), clip: item.clip, bounds: item.bounds, key: item.key, signature: 0)
        case .composite:
            return fill(item.bounds, tint, clip: item.clip)
        case .solids(let b):
            return DrawItem(operation: .solids(b.tinted(tint)), clip: item.clip, bounds: item.bounds, key: item.key,
                            signature: 0)
        case .run:
            return nil
        }
    }

    /// An item filling device rect `r` with `tint`.
    static func fill(_ r: IntRect, _ tint: UInt32, clip: RasterClip? = nil) -> DrawItem {
        let rect = CGRect(x: CGFloat(r.x), y: CGFloat(r.y), width: CGFloat(r.width), height: CGFloat(r.height))
        let quad = DrawQuad(transform: .identity, shape: QuadShape(rect: rect, antialiasedEdges: []), paint: .solid(tint))
        return DrawItem(operation: .quad(quad), clip: clip ?? RasterClip(rect: r), bounds: r,
                        key: ItemKey(ObjectIdentifier(OverlayTint.self), .background), signature: 0)
    }
}
