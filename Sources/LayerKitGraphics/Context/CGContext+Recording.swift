import CCairo

/// Contexts for layer backing stores: one that starts from an earlier backing store's pixels
/// (a partial redraw keeps what lies outside its dirty rectangles), and replaying a
/// recording context (`init(recordingPixelWidth:pixelHeight:scale:)`, a cairo recording
/// surface) onto a bitmap, which is how an asynchronously drawing layer's commands are
/// executed on a background thread.
extension CGContext {
    /// Whether drawing is recorded (replayed later with `replay(onto:)`) rather than painted.
    package var isRecording: Bool { storage == nil }

    /// A backing-store context (see `init(pixelWidth:pixelHeight:scale:)`) whose pixels start
    /// as a copy of `image`'s (premultiplied ARGB32, row by row). Nil as that initializer is.
    package convenience init?(copyingPixelsOf image: CGImage, scale: CGFloat) {
        self.init(pixelWidth: image.width, pixelHeight: image.height, scale: scale)
        guard let storage else { return nil }
        let source = image.storage
        for y in 0..<image.height {
            (storage.pixels + y * storage.stride).update(from: source.pixels + y * source.stride, count: image.width)
        }
        cairo_surface_mark_dirty(surface)
    }

    /// Paints everything this recording context recorded onto `target`, a bitmap context of
    /// the same device size, with the operators it was drawn with, through `target`'s clip.
    /// The recording is replayed onto transparent pixels and the result laid over `target`
    /// (cairo's recording-surface source), so where `target` is transparent the pixels are
    /// the ones drawing directly would give. May run on any thread once nothing draws into
    /// this context any more. Does nothing when this context does not record.
    package func replay(onto target: CGContext) {
        guard isRecording, !target.isRecording else { return }
        cairo_surface_flush(surface)
        target.beginPixelAccess(nil)
        cairo_save(target.cr)
        cairo_identity_matrix(target.cr)
        cairo_set_source_surface(target.cr, surface, 0, 0)
        cairo_set_operator(target.cr, CAIRO_OPERATOR_OVER)
        cairo_paint(target.cr)
        cairo_restore(target.cr)
        target.recoverIfNeeded()
        target.endPixelAccess(nil)
    }

    /// `withDirectPixels` on a recording context: `body` writes transparent pixels of the
    /// device size within `clip`, and painting them over (as an image) is recorded.
    func recordDirectPixels(clip: CGRect, _ body: (PixelStorage, CGAffineTransform, CGRect) -> Void) {
        let pixels = PixelStorage(width: width, height: height)
        body(pixels, state.ctm, clip)
        let image = CGImage(storage: pixels)
        image.withCairoSurface { source in
            cairo_save(cr)
            cairo_identity_matrix(cr)
            cairo_set_source_surface(cr, source, 0, 0)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            cairo_rectangle(cr, clip.minX, clip.minY, clip.width, clip.height)
            cairo_fill(cr)
            cairo_restore(cr)
        }
        recoverIfNeeded()
    }
}
