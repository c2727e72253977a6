import CPixman
import LayerKitRaster

/// `CALayer.compositingFilter`: the blend a layer (with its sublayers) is composited with over
/// what is behind it, and the one place that blends with it.
///
/// Contract: a layer with a blend is drawn into a device-resolution pass, as group opacity
/// and masks are (`appendGroup`), and that pass is composited with the blend at execution
/// time over whatever its target holds there: the frame, or the enclosing pass of a group (an
/// isolated group, as an offscreen-rendered layer is on Apple). The arithmetic is pixman's
/// PDF separable and HSL operators, which implement the W3C Compositing and Blending formulas
/// on premultiplied colours: `co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(Cb, Cs)`,
/// `αo = αs + αb·(1 − αs)`. A layer without a `compositingFilter` takes none of this.
package enum CompositingBlend: Int, Sendable {
    case sourceOver, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight,
         hardLight, difference, exclusion, hue, saturation, color, luminosity

    /// Core Image's filter names (without the `CI` prefix, first letter lower case), by blend.
    static let byName: [String: CompositingBlend] = [
        "sourceOverCompositing": .sourceOver, "multiplyBlendMode": .multiply, "screenBlendMode": .screen,
        "overlayBlendMode": .overlay, "darkenBlendMode": .darken, "lightenBlendMode": .lighten,
        "colorDodgeBlendMode": .colorDodge, "colorBurnBlendMode": .colorBurn, "softLightBlendMode": .softLight,
        "hardLightBlendMode": .hardLight, "differenceBlendMode": .difference, "exclusionBlendMode": .exclusion,
        "hueBlendMode": .hue, "saturationBlendMode": .saturation, "colorBlendMode": .color,
        "luminosityBlendMode": .luminosity,
    ]

    /// The blend a `compositingFilter` value names: a filter name, `"CI"`-prefixed or not.
    /// Nil for nil, and for anything else, which is said once (the layer draws source-over).
    static func named(_ value: Any?) -> CompositingBlend? {
        guard let value else { return nil }
        if let name = value as? String {
            if let b = byName[name] { return b }
            if name.hasPrefix("CI"), let first = name.dropFirst(2).first {
                if let b = byName[first.lowercased() + name.dropFirst(3)] { return b }
            }
        }
        Diagnostics.warnOnce("compositingFilter \(String(describing: value)) is not a Core Image blend filter name LayerKit knows; the layer draws as if it had none")
        return nil
    }

    /// The blend of a layer whose presented values are `box`, or nil: a layer with no values
    /// of its own kind (`custom` empty, nearly every layer) is answered without a lookup.
    static func of(_ box: StateBox) -> CompositingBlend? {
        guard box.state.rare.hasCustomValues else { return nil }
        return named(box.state.customValue("compositingFilter"))
    }

    /// pixman's operator for the blend.
    var pixmanOperator: pixman_op_t {
        switch self {
        case .sourceOver: return PIXMAN_OP_OVER
        case .multiply: return PIXMAN_OP_MULTIPLY
        case .screen: return PIXMAN_OP_SCREEN
        case .overlay: return PIXMAN_OP_OVERLAY
        case .darken: return PIXMAN_OP_DARKEN
        case .lighten: return PIXMAN_OP_LIGHTEN
        case .colorDodge: return PIXMAN_OP_COLOR_DODGE
        case .colorBurn: return PIXMAN_OP_COLOR_BURN
        case .softLight: return PIXMAN_OP_SOFT_LIGHT
        case .hardLight: return PIXMAN_OP_HARD_LIGHT
        case .difference: return PIXMAN_OP_DIFFERENCE
        case .exclusion: return PIXMAN_OP_EXCLUSION
        case .hue: return PIXMAN_OP_HSL_HUE
        case .saturation: return PIXMAN_OP_HSL_SATURATION
        case .color: return PIXMAN_OP_HSL_COLOR
        case .luminosity: return PIXMAN_OP_HSL_LUMINOSITY
        }
    }

    /// Blends `source` (premultiplied ARGB32), placed with its origin at `origin`, onto
    /// `destination` inside `clip`, through the alpha of `mask` (same size and place as the
    /// source, when given) and `opacity` (0...1; NaN or 0 draws nothing).
    func composite(_ source: Surface, at origin: (x: Int, y: Int), mask: Surface?, opacity: Float,
                   into destination: Surface, clip: IntRect) {
        guard opacity > 0 else { return }
        let placed = IntRect(x: origin.x, y: origin.y, width: source.width, height: source.height)
        let r = placed.intersection(clip).intersection(destination.bounds)
        guard !r.isEmpty else { return }
        let src = Self.image(source), dst = Self.image(destination)
        defer { pixman_image_unref(src); pixman_image_unref(dst) }
        let maskImage = Self.coverage(mask, opacity: min(opacity, 1))
        defer { if let maskImage { pixman_image_unref(maskImage) } }
        pixman_image_composite32(pixmanOperator, src, maskImage, dst,
                                 Int32(r.x - origin.x), Int32(r.y - origin.y), Int32(r.x - origin.x), Int32(r.y - origin.y),
                                 Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height))
    }

    /// A pixman image over `s`'s pixels (not copied; `s` outlives it).
    private static func image(_ s: Surface) -> OpaquePointer {
        pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(s.width), Int32(s.height), s.pixels, Int32(s.stride * 4))!
    }

    /// The mask pixman blends through: nil for full coverage, a solid alpha for an opacity
    /// alone, or the mask's pixels scaled by the opacity (a copy; the pass stays as rendered).
    private static func coverage(_ mask: Surface?, opacity: Float) -> OpaquePointer? {
        var alpha = pixman_color_t(red: 0, green: 0, blue: 0, alpha: UInt16(Double(opacity) * 65535 + 0.5))
        guard let mask else { return opacity >= 1 ? nil : pixman_image_create_solid_fill(&alpha) }
        let m = image(mask)
        guard opacity < 1 else { return m }
        defer { pixman_image_unref(m) }
        let scaled = pixman_image_create_bits(PIXMAN_a8, Int32(mask.width), Int32(mask.height), nil, 0)!
        pixman_image_composite32(PIXMAN_OP_SRC, m, nil, scaled, 0, 0, 0, 0, 0, 0, Int32(mask.width), Int32(mask.height))
        let solid = pixman_image_create_solid_fill(&alpha)!
        defer { pixman_image_unref(solid) }
        pixman_image_composite32(PIXMAN_OP_IN, solid, nil, scaled, 0, 0, 0, 0, 0, 0, Int32(mask.width), Int32(mask.height))
        return scaled
    }
}

extension DrawListBuilder {
    /// A layer with a `compositingFilter` blend: drawn into its group pass (with its mask and
    /// opacity, as `appendGroup` draws it), the pass composited with `blend`.
    func appendBlended(_ node: SceneNode, _ blend: CompositingBlend, _ h: Homography, _ clip: RasterClip,
                       opacity: Float, flipped: Bool, into items: inout [DrawItem]) {
        var grouped: [DrawItem] = []
        appendGroup(node, h, clip, opacity: opacity, flipped: flipped, into: &grouped)
        for item in grouped {
            guard case .composite(let pass, _, _, _) = item.operation else { items.append(item); continue }
            pass.blend = blend
            var hsh = FastHasher()
            hsh.combine(item.signature); hsh.combine(blend.rawValue)
            items.append(DrawItem(operation: item.operation, clip: item.clip, bounds: item.bounds, key: item.key,
                                  signature: hsh.finalize()))
        }
    }
}
