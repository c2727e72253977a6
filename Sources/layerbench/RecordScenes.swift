import CCairo
import CLayerKitPNG
import LayerKitRaster

/// The encoding half of `layerdemos --record`: one whole frame of the `gradient` scene (a
/// radial gradient whose stops move, ten different frames in turn, opaque) compressed as
/// animated-PNG image data by our writer (RGB rows, per-row filter choice, zlib level 6),
/// against cairo's PNG writer (which also writes an opaque surface as RGB; libpng, its default
/// filters and zlib level) on the same pixels. The frames are
/// rendered once before timing; only encoding is timed.
enum RecordScenes {
    static let scene = Scene(
        name: "apng-frame",
        summary: "a full radial-gradient frame encoded as APNG image data (ours on zlib) vs cairo's PNG writer (libpng)",
        layerKit: { ctx in ours(ctx) }, reference: { ctx in cairoPNG(ctx) })

    /// Ten different frames of the gradient scene, copied out.
    static func frames(_ ctx: SceneContext) -> [Surface] {
        let source = LayerScenes.gradient(ctx)
        return (0..<10).map { i in
            source.render(i * 12)
            let (pixels, stride) = source.pixels()
            let copy = Surface(width: ctx.width, height: ctx.height)
            for y in 0..<ctx.height { (copy.pixels + y * copy.stride).update(from: pixels + y * stride, count: ctx.width) }
            return copy
        }
    }

    static func ours(_ ctx: SceneContext) -> SceneSide {
        let all = frames(ctx)
        var shown = all[0]
        return SceneSide(render: { f in
            shown = all[f % all.count]
            var length = 0
            let data = lk_png_image_data(shown.pixels, shown.stride, 0, 0, UInt32(ctx.width), UInt32(ctx.height), 3, 6, &length)
            precondition(data != nil && length > 0, "APNG frame encoding failed")
            lk_png_free(data)
        }, pixels: { (UnsafePointer(shown.pixels), shown.stride) })
    }

    static func cairoPNG(_ ctx: SceneContext) -> SceneSide {
        let all = frames(ctx)
        let surfaces = all.map { s in
            s.pixels.withMemoryRebound(to: UInt8.self, capacity: s.stride * s.height * 4) {
                cairo_image_surface_create_for_data($0, CAIRO_FORMAT_ARGB32, Int32(s.width), Int32(s.height), Int32(s.stride * 4))!
            }
        }
        var shown = all[0]
        return SceneSide(render: { f in
            shown = all[f % all.count]
            var bytes = 0
            let status = cairo_surface_write_to_png_stream(surfaces[f % all.count], { closure, _, length in
                closure!.assumingMemoryBound(to: Int.self).pointee += Int(length)
                return CAIRO_STATUS_SUCCESS
            }, &bytes)
            precondition(status == CAIRO_STATUS_SUCCESS && bytes > 0, "cairo's PNG writer failed")
        }, pixels: { (UnsafePointer(shown.pixels), shown.stride) })
    }
}
