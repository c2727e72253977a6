import CCairo
import CPango

/// The Pango calls behind `TextRenderer`.
enum PangoText {
    static let scale = CGFloat(PANGO_SCALE)

    /// Unhinted metrics, unhinted gray anti-aliased outlines, 72 dpi (so points are user units).
    static func configure(_ context: OpaquePointer, antialias: Bool) {
        let options = cairo_font_options_create()!
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, antialias ? CAIRO_ANTIALIAS_GRAY : CAIRO_ANTIALIAS_NONE)
        pango_cairo_context_set_font_options(context, options)
        pango_cairo_context_set_resolution(context, 72)
        // Pango rounds glyph positions to whole units by default, which breaks linear scaling.
        pango_context_set_round_glyph_positions(context, 0)
    }

    /// Sets text, font, attributes, wrapping, truncation and alignment on `layout` for a
    /// layout box of `box`'s size (an infinite width means no limit).
    static func fill(_ layout: OpaquePointer, _ content: TextContent, style: TextStyle, box: CGRect) {
        pango_layout_set_text(layout, content.text, -1)
        let desc = fontDescription(name: style.fontName, size: style.validFontSize, weight: style.weight, italic: style.isItalic)
        pango_layout_set_font_description(layout, desc)
        pango_font_description_free(desc)
        pango_layout_set_attributes(layout, attributes(content, style: style))
        let spacing = style.lineSpacing.isFinite ? style.lineSpacing : 0
        pango_layout_set_spacing(layout, Int32(max(-1000, min(1000, spacing)) * scale))
        let limited = box.width.isFinite
        let width = limited ? Int32(min(max(0, box.width), 1_000_000) * scale) : -1
        if style.isWrapped && limited {
            pango_layout_set_width(layout, width)
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            if style.truncation != .none && box.height.isFinite {
                pango_layout_set_height(layout, Int32(min(max(0, box.height), 1_000_000) * scale))
            }
        } else if style.truncation != .none && limited {
            pango_layout_set_width(layout, width)
        }
        pango_layout_set_ellipsize(layout, ellipsize(style.truncation))
        pango_layout_set_justify(layout, style.alignment == .justified && style.isWrapped ? 1 : 0)
        pango_layout_set_alignment(layout, pangoAlignment(style.alignment, rightToLeft: isRightToLeft(layout)))
    }

    /// Pango's alignment for `alignment`. Pango mirrors alignment in right-to-left
    /// paragraphs (it means "start"/"end"), so explicit left and right are swapped there.
    static func pangoAlignment(_ alignment: TextStyle.Alignment, rightToLeft rtl: Bool) -> PangoAlignment {
        switch alignment {
        case .natural, .justified: return PANGO_ALIGN_LEFT
        case .center: return PANGO_ALIGN_CENTER
        case .left: return rtl ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
        case .right: return rtl ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT
        }
    }

    /// How far to move an unwrapped layout (which Pango aligns only within its own width)
    /// so that it sits in `box` as `style.alignment` says.
    static func alignmentOffset(_ layout: OpaquePointer, style: TextStyle, box: CGRect) -> CGFloat {
        guard pango_layout_get_width(layout) < 0, box.width.isFinite else { return 0 }
        let free = box.width - logicalRect(layout).maxX
        let rtl = isRightToLeft(layout)
        switch style.alignment {
        case .left: return 0
        case .right: return free
        case .center: return free / 2
        case .natural, .justified: return rtl ? free : 0
        }
    }

    /// Whether the first paragraph's resolved base direction is right to left.
    static func isRightToLeft(_ layout: OpaquePointer) -> Bool {
        guard let line = pango_layout_get_line_readonly(layout, 0) else { return false }
        return line.pointee.resolved_dir == PANGO_DIRECTION_RTL.rawValue
    }

    static func ellipsize(_ t: TextStyle.Truncation) -> PangoEllipsizeMode {
        switch t {
        case .none: return PANGO_ELLIPSIZE_NONE
        case .start: return PANGO_ELLIPSIZE_START
        case .middle: return PANGO_ELLIPSIZE_MIDDLE
        case .end: return PANGO_ELLIPSIZE_END
        }
    }

    /// A font description for a name (family or PostScript-style), absolute size in points;
    /// the family goes through `FontTable`, so Apple's names choose LayerKit's fonts.
    static func fontDescription(name: String, size: CGFloat, weight: Int, italic: Bool) -> OpaquePointer {
        let face = FontFace(name: name)
        let desc = pango_font_description_new()!
        pango_font_description_set_family(desc, FontSet.familyList(face.family))
        pango_font_description_set_absolute_size(desc, Double(size * scale))
        pango_font_description_set_weight(desc, PangoWeight(rawValue: UInt32(max(100, min(1000, face.weight ?? weight)))))
        pango_font_description_set_style(desc, face.isItalic || italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        return desc
    }

    /// The runs' colours, underlines and fonts as a Pango attribute list (the caller's layout keeps it).
    static func attributes(_ content: TextContent, style: TextStyle) -> OpaquePointer {
        let list = pango_attr_list_new()!
        defer { pango_attr_list_unref(list) }
        for run in content.runs where !run.bytes.isEmpty {
            func insert(_ attr: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attr else { return }
                attr.pointee.start_index = UInt32(run.bytes.lowerBound)
                attr.pointee.end_index = UInt32(run.bytes.upperBound)
                pango_attr_list_insert(list, attr)
            }
            if let c = run.color {
                let (r, g, b, a) = rgba16(c)
                insert(pango_attr_foreground_new(r, g, b))
                insert(pango_attr_foreground_alpha_new(max(1, a)))
            }
            if let u = run.underline { insert(pango_attr_underline_new(underline(u))) }
            if let c = run.underlineColor {
                let (r, g, b, _) = rgba16(c)
                insert(pango_attr_underline_color_new(r, g, b))
            }
            if run.fontName != nil || run.fontSize != nil {
                let size = run.fontSize.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? style.validFontSize
                let desc = fontDescription(name: run.fontName ?? style.fontName, size: size,
                                           weight: style.weight, italic: style.isItalic)
                insert(pango_attr_font_desc_new(desc))
                pango_font_description_free(desc)
            }
        }
        return pango_attr_list_ref(list)
    }

    static func underline(_ s: NSUnderlineStyle) -> PangoUnderline {
        if s.contains(.double) { return PANGO_UNDERLINE_DOUBLE }
        if s.contains(.thick) { return PANGO_UNDERLINE_SINGLE } // Pango has no thick underline
        return s.contains(.single) ? PANGO_UNDERLINE_SINGLE : PANGO_UNDERLINE_NONE
    }

    /// A colour clamped to 0...1 as Pango's 16-bit components.
    static func rgba16(_ c: CGColor) -> (UInt16, UInt16, UInt16, UInt16) {
        let v = c.rgba
        func u(_ x: CGFloat) -> UInt16 { UInt16((min(1, max(0, x)) * 65535).rounded()) }
        return (u(v.r), u(v.g), u(v.b), u(v.a))
    }

    /// The layout's logical rectangle in points, relative to its top-left.
    static func logicalRect(_ layout: OpaquePointer) -> CGRect {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return rect(logical)
    }

    /// The layout's ink rectangle in points, relative to its top-left.
    static func inkRect(_ layout: OpaquePointer) -> CGRect {
        var ink = PangoRectangle()
        pango_layout_get_extents(layout, &ink, nil)
        return rect(ink)
    }

    private static func rect(_ r: PangoRectangle) -> CGRect {
        CGRect(x: CGFloat(r.x) / scale, y: CGFloat(r.y) / scale, width: CGFloat(r.width) / scale, height: CGFloat(r.height) / scale)
    }
}
