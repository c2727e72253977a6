import CCairo
import CPango
import Foundation

/// One piece of text laid out by Pango and kept between draws: drawing it again with the same
/// text, font, size, wrapping, alignment, truncation, box size and scale reuses the layout
/// (shaping, line breaking and justification are not done again); anything else lays it out
/// afresh. The text colour of plain text is not part of the layout, so a colour change only
/// paints. `CATextLayer` keeps one (shared with its presentation copies); `TextRenderer`'s
/// one-shot drawing uses a fresh one per call.
///
/// Thread safety: one draw at a time (a lock); a layout made on one thread's font map is
/// laid out again when another thread draws (Pango font maps are per thread).
package final class TextLayoutCache: @unchecked Sendable {
    /// What a layout depends on.
    private struct Key: Equatable {
        var content: TextContent
        var fontName: String
        var fontSize: CGFloat
        var weight: Int
        var isItalic: Bool
        var alignment: TextStyle.Alignment
        var isWrapped: Bool
        var truncation: TextStyle.Truncation
        var lineSpacing: CGFloat
        var boxSize: CGSize
        var antialias: Bool
        var fontMap: UnsafeMutablePointer<PangoFontMap>
    }

    private let lock = NSLock()
    private var key: Key?
    private var context: OpaquePointer?
    private var layout: OpaquePointer?
    private var serial: UInt32 = 0
    /// The linear part of the matrix the context was last updated for (Pango lays out again
    /// whenever its context's matrix is set, even to the same value).
    private var drawnMatrix: CGAffineTransform?
    /// Where the layout sits in its box (see `PangoText.alignmentOffset`) and its ink, in points.
    private var offsetX: CGFloat = 0
    private var ink: CGRect = .zero

    /// An empty cache.
    package init() {}

    deinit { release() }

    /// How many times text was laid out on the calling thread (a layout made, or Pango laying
    /// one out again for a new scale): the counter tests use to prove that unchanged text
    /// costs no layout. Per thread, so tests drawing side by side do not count each other's.
    package static var layoutsMade: Int {
        Thread.current.threadDictionary[counterKey] as? Int ?? 0
    }

    private static let counterKey = "LayerKit.TextLayoutCache.layoutsMade"

    private static func countLayout() {
        let d = Thread.current.threadDictionary
        d[counterKey] = (d[counterKey] as? Int ?? 0) + 1
    }

    /// Draws `content` as `TextRenderer.draw` does, laying it out only when its key changed.
    func draw(_ content: TextContent, style: TextStyle, in rect: CGRect, context ctx: CGContext) {
        guard rect.isFiniteRect, ctx.ctm.isInvertible else { return }
        let box = rect.standardized
        lock.lock()
        defer { lock.unlock() }
        let antialias = ctx.state.antialias
        prepare(content, style: style, box: box, antialias: antialias)
        guard let pangoContext = context, let layout else { return }
        let origin = CGPoint(x: box.minX + offsetX, y: box.minY)
        let bounds = ink.offsetBy(dx: origin.x, dy: origin.y).insetBy(dx: -2, dy: -2).applying(ctx.ctm)
        let ctm = ctx.ctm
        ctx.perform(DrawOperation(bounds: bounds) { cr, alpha in
            CGContext.setMatrix(cr, ctm)
            if alpha < 1 { cairo_push_group(cr) }
            self.updateContext(pangoContext, for: cr, ctm: ctm, antialias: antialias)
            self.countPangoRelayout(layout)
            CGContext.setSource(cr, style.color, alpha: 1)
            cairo_move_to(cr, origin.x, origin.y)
            pango_cairo_show_layout(cr, layout)
            if alpha < 1 {
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, alpha)
            }
        })
    }

    /// Makes the layout for this key unless the cached one is for it.
    private func prepare(_ content: TextContent, style: TextStyle, box: CGRect, antialias: Bool) {
        let map = FontSet.fontMap()
        let newKey = Key(content: content, fontName: style.fontName, fontSize: style.validFontSize,
                         weight: style.weight, isItalic: style.isItalic, alignment: style.alignment,
                         isWrapped: style.isWrapped, truncation: style.truncation, lineSpacing: style.lineSpacing,
                         boxSize: box.size, antialias: antialias, fontMap: map)
        guard newKey != key else { return }
        let pangoContext = reusableContext(map: map, antialias: antialias) ?? newContext(map: map, antialias: antialias)
        if let layout { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let layout = pango_layout_new(pangoContext)!
        PangoText.fill(layout, content, style: style, box: box)
        // Measured on the context as it is (unscaled when new, else at the scale last drawn at):
        // metrics are unhinted, so placement does not depend on the scale.
        offsetX = PangoText.alignmentOffset(layout, style: style, box: box)
        ink = PangoText.inkRect(layout)
        serial = pango_layout_get_serial(layout)
        context = pangoContext
        self.layout = layout
        key = newKey
        Self.countLayout()
    }

    /// The cached context when it is on `map` with `antialias`: it already has the scale last
    /// drawn at, so a new layout on it is not laid out again when drawn at that scale.
    private func reusableContext(map: UnsafeMutablePointer<PangoFontMap>, antialias: Bool) -> OpaquePointer? {
        guard let context, let key, key.fontMap == map, key.antialias == antialias else { return nil }
        return context
    }

    /// A fresh context on `map` (the previous one and its layout released).
    private func newContext(map: UnsafeMutablePointer<PangoFontMap>, antialias: Bool) -> OpaquePointer {
        release()
        let pangoContext = pango_font_map_create_context(map)!
        PangoText.configure(pangoContext, antialias: antialias)
        return pangoContext
    }

    /// Gives the context the drawing's scale and font options when its scale is new.
    private func updateContext(_ pangoContext: OpaquePointer, for cr: OpaquePointer, ctm: CGAffineTransform, antialias: Bool) {
        let linear = CGAffineTransform(a: ctm.a, b: ctm.b, c: ctm.c, d: ctm.d, tx: 0, ty: 0)
        guard linear != drawnMatrix else { return }
        drawnMatrix = linear
        pango_cairo_update_context(cr, pangoContext)
        PangoText.configure(pangoContext, antialias: antialias)
    }

    /// Counts a layout Pango makes again because the context changed (a new scale).
    private func countPangoRelayout(_ layout: OpaquePointer) {
        let now = pango_layout_get_serial(layout)
        if now != serial {
            serial = now
            Self.countLayout()
        }
    }

    private func release() {
        if let layout { g_object_unref(UnsafeMutableRawPointer(layout)) }
        if let context { g_object_unref(UnsafeMutableRawPointer(context)) }
        layout = nil
        context = nil
        key = nil
        drawnMatrix = nil
    }
}
