import CCairo
import CPango

/// One run of shaped text as Pango laid it out: the font file its glyphs come from, how many
/// glyphs it has and its direction. For tests and diagnostics (which font draws a script).
package struct ShapedRun: Equatable, Sendable {
    /// The font file the run's glyphs are drawn from (nil when Pango found none).
    package var fontFile: String?
    /// The number of glyphs shaping produced.
    package var glyphCount: Int
    /// Whether the run is right to left (an odd bidi level).
    package var isRightToLeft: Bool
}

extension TextRenderer {
    /// The runs Pango shapes `text` into, in visual order, on one unwrapped line per paragraph.
    package static func shapedRuns(_ text: String, style: TextStyle) -> [ShapedRun] {
        withLayout(text, style: style) { layout in
            var runs: [ShapedRun] = []
            let iter = pango_layout_get_iter(layout)!
            defer { pango_layout_iter_free(iter) }
            repeat {
                guard let run = pango_layout_iter_get_run_readonly(iter) else { continue }
                let item = run.pointee.item.pointee
                runs.append(ShapedRun(fontFile: fontFile(of: item.analysis.font),
                                      glyphCount: Int(run.pointee.glyphs.pointee.num_glyphs),
                                      isRightToLeft: item.analysis.level % 2 == 1))
            } while pango_layout_iter_next_run(iter) != 0
            return runs
        }
    }

    /// The x (points from the layout's left) where the character starting at UTF-8 offset
    /// `byteOffset` of `text` is drawn: its leading edge is at the left for left-to-right text
    /// and its box's left side is returned either way.
    package static func characterX(_ text: String, byteOffset: Int, style: TextStyle) -> CGFloat {
        withLayout(text, style: style) { layout in
            var pos = PangoRectangle()
            pango_layout_index_to_pos(layout, Int32(byteOffset), &pos)
            let x = min(pos.x, pos.x + pos.width)
            return CGFloat(x) / PangoText.scale
        }
    }

    /// Calls `body` with an unwrapped layout of `text` on a measuring context.
    private static func withLayout<R>(_ text: String, style: TextStyle, _ body: (OpaquePointer) -> R) -> R {
        let context = pango_font_map_create_context(FontSet.fontMap())!
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        PangoText.configure(context, antialias: true)
        let layout = pango_layout_new(context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        PangoText.fill(layout, TextContent(text), style: style, box: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: .infinity))
        return body(layout)
    }

    /// The file a Pango font was loaded from.
    private static func fontFile(of font: UnsafeMutablePointer<PangoFont>?) -> String? {
        guard let font,
              let pattern = pango_fc_font_get_pattern(UnsafeMutableRawPointer(font).assumingMemoryBound(to: PangoFcFont.self))
        else { return nil }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        return String(cString: file)
    }
}
