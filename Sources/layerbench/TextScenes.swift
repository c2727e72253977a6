import CCairo
import CPango
import Foundation
import LayerKit
import LayerKitCompositor
import LayerKitRaster

/// Text scenes: 100 labels, one of which changes its string every frame, as CATextLayers
/// (each lays its text out only when it changes and keeps its backing store) against Pango
/// and cairo drawing the same strings straight into a frame.
extension LayerScenes {
    static let textScenes: [Scene] = [
        Scene(name: "text100", summary: "100 CATextLayer labels (14 pt), one changing its string each frame",
              layerKit: { ctx in labels(ctx, whole: false) }, reference: { ctx in TextReference.pango(ctx) }),
        Scene(name: "text100-fullframe", summary: "text100 composited whole every frame (no damage tracking)",
              layerKit: { ctx in labels(ctx, whole: true) }, reference: { ctx in TextReference.pango(ctx) }),
    ]

    /// Label `i`'s frame: a 10 x 10 grid of 128 x 72 cells, each label 112 x 24 inside.
    static func labelFrame(_ i: Int) -> CGRect {
        CGRect(x: (i % 10) * 128 + 8, y: (i / 10) * 72 + 24, width: 112, height: 24)
    }

    /// Label `i`'s string at frame `f`: label 0 counts frames, the others stay.
    static func labelText(_ i: Int, _ f: Int) -> String {
        i == 0 ? "Frame \(f)" : "Label \(i)"
    }

    /// The label font's size in points.
    static let labelFontSize: CGFloat = 14

    static func labels(_ ctx: SceneContext, whole: Bool) -> SceneSide {
        let stage = Stage(ctx)
        let layers = (0..<100).map { i -> CATextLayer in
            let t = CATextLayer()
            t.frame = labelFrame(i)
            t.fontSize = labelFontSize
            t.string = labelText(i, 0)
            stage.root.addSublayer(t)
            return t
        }
        return stage.side(whole: whole) { f in layers[0].string = labelText(0, f) }
    }
}

/// Pango and cairo drawing the 100 labels straight into a frame: each label's layout is kept
/// (only label 0's text is set again each frame), and every frame clears the frame and shows
/// all 100 layouts, which is what drawing text directly costs per frame. Same font file
/// (Liberation Sans, Helvetica's stand-in) and options as LayerKit's text.
enum TextReference {
    static func pango(_ ctx: SceneContext) -> SceneSide {
        let target = Surface(width: ctx.width, height: ctx.height)
        let surface = target.pixels.withMemoryRebound(to: UInt8.self, capacity: target.stride * target.height * 4) {
            cairo_image_surface_create_for_data($0, CAIRO_FORMAT_ARGB32, Int32(target.width), Int32(target.height),
                                                Int32(target.stride * 4))!
        }
        let cr = cairo_create(surface)!
        let layouts = (0..<100).map { i -> OpaquePointer in
            let layout = pango_cairo_create_layout(cr)!
            configure(pango_layout_get_context(layout)!)
            let desc = pango_font_description_from_string("Liberation Sans")!
            pango_font_description_set_absolute_size(desc, Double(LayerScenes.labelFontSize) * Double(PANGO_SCALE))
            pango_layout_set_font_description(layout, desc)
            pango_font_description_free(desc)
            pango_layout_set_text(layout, LayerScenes.labelText(i, 0), -1)
            return layout
        }
        return SceneSide(render: { f in
            pango_layout_set_text(layouts[0], LayerScenes.labelText(0, f), -1)
            Pixman.clear(target, to: RasterScenes.background)
            cairo_surface_mark_dirty(surface)
            cairo_set_source_rgba(cr, 1, 1, 1, 1)
            for (i, layout) in layouts.enumerated() {
                let frame = LayerScenes.labelFrame(i)
                cairo_save(cr)
                cairo_rectangle(cr, frame.minX, frame.minY, frame.width, frame.height)
                cairo_clip(cr)
                cairo_move_to(cr, frame.minX, frame.minY)
                pango_cairo_show_layout(cr, layout)
                cairo_restore(cr)
            }
            cairo_surface_flush(surface)
        }, pixels: { (UnsafePointer(target.pixels), target.stride) })
    }

    /// LayerKit's text options: unhinted, gray anti-aliasing, 72 dpi, unrounded positions.
    static func configure(_ context: OpaquePointer) {
        let options = cairo_font_options_create()!
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        pango_cairo_context_set_resolution(context, 72)
        pango_context_set_round_glyph_positions(context, 0)
    }
}
