import CCairo
import CPango

/// Lays out and draws text with Pango (shaping, bidi, wrapping, justification, ellipsizing)
/// for CATextLayer and the demos' labels.
///
/// Layout is in user units (points) and does not depend on the context's scale: font
/// metrics are not hinted, so measuring and drawing agree at every scale. Glyph outlines
/// are anti-aliased in gray, without hinting. Text colour is premultiplied by cairo when drawn.
package enum TextRenderer {
    /// Draws `text` in `rect` (user space of `context`): lines start at the rect's top and are
    /// placed horizontally by `style.alignment`; wrapped text wraps at the rect's width;
    /// truncated text is cut to the rect's width (and, when wrapped, its height) with an
    /// ellipsis. Text that does not fit is not clipped. Uses the context's alpha, blend mode,
    /// clip and shadow. A non-finite rect is a no-op.
    package static func draw(_ text: String, style: TextStyle, in rect: CGRect, context: CGContext) {
        draw(TextContent(text), style: style, in: rect, context: context)
    }

    /// Draws an attributed string: `style` gives the defaults and each range's attributes
    /// (colour, underline, font) override them (see `NSAttributedString.Key.foregroundColor`).
    package static func draw(_ text: NSAttributedString, style: TextStyle, in rect: CGRect, context: CGContext) {
        draw(TextContent(text), style: style, in: rect, context: context)
    }

    /// Draws `text` as `draw(_:style:in:context:)` does, reusing `cache`'s layout when nothing
    /// that affects layout changed since its last draw.
    package static func draw(_ text: String, style: TextStyle, in rect: CGRect, context: CGContext, cache: TextLayoutCache) {
        cache.draw(TextContent(text), style: style, in: rect, context: context)
    }

    /// Draws an attributed string through `cache` (see `draw(_:style:in:context:cache:)`).
    package static func draw(_ text: NSAttributedString, style: TextStyle, in rect: CGRect, context: CGContext,
                             cache: TextLayoutCache) {
        cache.draw(TextContent(text), style: style, in: rect, context: context)
    }

    /// The size `text` takes: at most `width` wide when wrapped (nil: no limit), in points.
    package static func measure(_ text: String, style: TextStyle, width: CGFloat?) -> CGSize {
        measure(TextContent(text), style: style, width: width)
    }

    /// The size an attributed string takes (see `measure(_:style:width:)`).
    package static func measure(_ text: NSAttributedString, style: TextStyle, width: CGFloat?) -> CGSize {
        measure(TextContent(text), style: style, width: width)
    }

    static func measure(_ content: TextContent, style: TextStyle, width: CGFloat?) -> CGSize {
        let box = CGRect(x: 0, y: 0, width: width.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } ?? .infinity, height: .infinity)
        return withMeasuringLayout(content, style: style, box: box) { layout in
            PangoText.logicalRect(layout).size
        }
    }

    /// One-shot drawing: a layout made for this call only.
    static func draw(_ content: TextContent, style: TextStyle, in rect: CGRect, context: CGContext) {
        TextLayoutCache().draw(content, style: style, in: rect, context: context)
    }

    /// Calls `body` with a layout of `content` made on a measuring context (no surface).
    private static func withMeasuringLayout<R>(_ content: TextContent, style: TextStyle, box: CGRect,
                                               _ body: (OpaquePointer) -> R) -> R {
        let pangoContext = pango_font_map_create_context(FontSet.fontMap())!
        defer { g_object_unref(UnsafeMutableRawPointer(pangoContext)) }
        PangoText.configure(pangoContext, antialias: true)
        let layout = pango_layout_new(pangoContext)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        PangoText.fill(layout, content, style: style, box: box)
        return body(layout)
    }
}
