/// One piece of a layer's contents: where it goes in the layer's coordinates and which texels
/// it shows. A plain image is one piece; nine-slice scaling makes up to nine.
package struct ContentsPiece: Equatable {
    /// Destination in the layer's coordinates, points.
    package var destination: CGRect
    /// Source in texels of the image (may extend past the image: edge texels repeat).
    package var source: CGRect
    /// Texels sampling stays within (the image, or the slice for nine-slice pieces).
    package var clamp: CGRect
    /// Which sides of `destination` lie on the outline of the whole contents (the others are
    /// seams between slices and must not be antialiased).
    package var outerEdges: (top: Bool, left: Bool, bottom: Bool, right: Bool)

    package static func == (a: ContentsPiece, b: ContentsPiece) -> Bool {
        a.destination == b.destination && a.source == b.source && a.clamp == b.clamp
            && a.outerEdges == b.outerEdges
    }
}

/// Where a layer's contents go: gravity, `contentsRect`, `contentsScale` and
/// `contentsCenter` (nine-slice), as Apple documents them. Pure geometry, no pixels.
package enum ContentsLayout {
    /// How an image's contents are cut: not drawn, one piece (no nine-slice scaling, the usual
    /// case, handed over without an array), or the nine-slice pieces.
    package enum Layout {
        case none
        case one(ContentsPiece)
        case sliced([ContentsPiece])
    }

    /// The pieces for an image of `pixelSize` in a layer with the state in `box`; `flipped` is the
    /// layer's `contentsAreFlipped()` (vertical gravity names follow Core Animation's y-up
    /// convention, so `.top` is the bottom edge of an unflipped layer on a y-down screen).
    package static func pieces(imageSize pixelSize: CGSize, box: StateBox, flipped: Bool) -> [ContentsPiece] {
        switch layout(imageSize: pixelSize, box: box, flipped: flipped) {
        case .none: return []
        case .one(let piece): return [piece]
        case .sliced(let pieces): return pieces
        }
    }

    /// `pieces(imageSize:box:flipped:)` without an array for a single piece.
    package static func layout(imageSize pixelSize: CGSize, box: StateBox, flipped: Bool) -> Layout {
        let b = box.state.bounds.standardized
        guard pixelSize.width > 0, pixelSize.height > 0, b.width > 0, b.height > 0,
              box.state.contentsRect.isFiniteValue, box.state.rare.contentsCenter.isFiniteValue else { return .none }
        let r = box.state.contentsRect
        let source = CGRect(x: r.minX * pixelSize.width, y: r.minY * pixelSize.height,
                            width: r.width * pixelSize.width, height: r.height * pixelSize.height)
        guard source.width != 0, source.height != 0 else { return .none }
        let scale = box.state.contentsScale > 0 && box.state.contentsScale.isFinite ? box.state.contentsScale : 1
        let natural = CGSize(width: abs(source.width) / scale, height: abs(source.height) / scale)
        let dest = destination(natural: natural, bounds: b, gravity: box.state.rare.contentsGravity, flipped: flipped)
        guard dest.width > 0, dest.height > 0 else { return .none }
        let clamp = CGRect(origin: .zero, size: pixelSize)
        let c = box.state.rare.contentsCenter
        // Field by field: Foundation's `==` on CGRect is a call that is not inlined.
        if c.origin.x == 0, c.origin.y == 0, c.size.width == 1, c.size.height == 1 {
            return .one(ContentsPiece(destination: dest, source: source, clamp: clamp, outerEdges: (true, true, true, true)))
        }
        return .sliced(nineSlice(dest: dest, source: source, center: c.standardized, scale: scale, imageClamp: clamp))
    }

    /// The rectangle the contents occupy before slicing, from the gravity.
    package static func destination(natural n: CGSize, bounds b: CGRect, gravity g: CALayerContentsGravity,
                                    flipped: Bool) -> CGRect {
        switch g {
        case .resize:
            return b
        case .resizeAspect, .resizeAspectFill:
            let sx = b.width / n.width, sy = b.height / n.height
            let k = g == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let size = CGSize(width: n.width * k, height: n.height * k)
            return CGRect(x: b.midX - size.width / 2, y: b.midY - size.height / 2, width: size.width, height: size.height)
        default:
            let name = g.rawValue.lowercased()
            var x = b.midX - n.width / 2, y = b.midY - n.height / 2
            if name.hasSuffix("left") { x = b.minX }
            if name.hasSuffix("right") { x = b.maxX - n.width }
            // "top" is the larger y in Core Animation's naming unless the contents are flipped.
            let topIsMaxY = !flipped
            if name.hasPrefix("top") { y = topIsMaxY ? b.maxY - n.height : b.minY }
            if name.hasPrefix("bottom") { y = topIsMaxY ? b.minY : b.maxY - n.height }
            return CGRect(x: x, y: y, width: n.width, height: n.height)
        }
    }

    /// Nine pieces: corners at their natural size (shrunk proportionally when they do not fit),
    /// edges stretched along one axis, the centre both ways. `center` is in unit coordinates of
    /// the source rectangle.
    static func nineSlice(dest: CGRect, source: CGRect, center c: CGRect, scale: CGFloat, imageClamp: CGRect) -> [ContentsPiece] {
        // Source splits in texels.
        let sx = [source.minX, source.minX + c.minX * source.width, source.minX + c.maxX * source.width, source.maxX]
        let sy = [source.minY, source.minY + c.minY * source.height, source.minY + c.maxY * source.height, source.maxY]
        // Destination splits: corners keep their size in points, shrunk together if too big.
        var left = (sx[1] - sx[0]) / scale, right = (sx[3] - sx[2]) / scale
        var top = (sy[1] - sy[0]) / scale, bottom = (sy[3] - sy[2]) / scale
        if left + right > dest.width, left + right > 0 { let k = dest.width / (left + right); left *= k; right *= k }
        if top + bottom > dest.height, top + bottom > 0 { let k = dest.height / (top + bottom); top *= k; bottom *= k }
        let dx = [dest.minX, dest.minX + left, dest.maxX - right, dest.maxX]
        let dy = [dest.minY, dest.minY + top, dest.maxY - bottom, dest.maxY]
        var out: [ContentsPiece] = []
        for j in 0..<3 {
            for i in 0..<3 {
                let d = CGRect(x: dx[i], y: dy[j], width: dx[i + 1] - dx[i], height: dy[j + 1] - dy[j])
                guard d.width > 0, d.height > 0 else { continue }
                var s = CGRect(x: sx[i], y: sy[j], width: sx[i + 1] - sx[i], height: sy[j + 1] - sy[j])
                // A zero-width slice (a one-pixel stretch such as (0.5, 0.5, 0, 0)) samples the
                // texel under its position.
                if s.width == 0 { s.origin.x = (s.minX - 0.5).rounded(.down) + 0.5; s.size.width = 0 }
                if s.height == 0 { s.origin.y = (s.minY - 0.5).rounded(.down) + 0.5; s.size.height = 0 }
                let clamp = s.insetBy(dx: s.width == 0 ? -0.5 : 0, dy: s.height == 0 ? -0.5 : 0).intersection(imageClamp)
                out.append(ContentsPiece(destination: d, source: s, clamp: clamp.isNull ? imageClamp : clamp,
                                         outerEdges: (j == 0, i == 0, j == 2, i == 2)))
            }
        }
        return out
    }
}
