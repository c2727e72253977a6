/// The content seam: what a layer class draws on the render side, beyond its `contents` image.
///
/// A layer class that draws something of its own (a path, a gradient, particles, tiles, frames
/// from elsewhere) adopts `RenderContentProvider`; for each frame the compositor asks the class
/// for the content of the layer's presented values (so animated properties draw animated
/// content) and draws it between the layer's `contents` and its sublayers, in the layer's
/// plane at the scale the layer is shown at. Adding a class touches the class and its content
/// type, not the compositor. Content is drawn by LayerKit code only, never by app code.
package protocol RenderContent: AnyObject, Sendable {
    /// The area the content covers, in the layer's coordinates (points): it may reach past
    /// `bounds` (a stroked path is not clipped to its layer unless the layer masks to bounds).
    func extent(bounds: CGRect) -> CGRect

    /// The area the content covers at the layer's local time `t` (content that moves by itself,
    /// such as particles); `extent(bounds:)` by default.
    func extent(bounds: CGRect, atTime t: CFTimeInterval) -> CGRect

    /// A box inside `extent(bounds:atTime:)` that still holds every pixel the content paints
    /// at local time `t` (layer points; antialiasing included). Where the layer is shown on the
    /// device's pixel grid the compositor draws only this box: its bitmap's pixels are the
    /// device's, so a smaller box moves nothing that is drawn. The extent itself by default.
    func paintedExtent(bounds: CGRect, atTime t: CFTimeInterval) -> CGRect

    /// Whether the compositor may draw only the part of the content that is on screen, aligned
    /// to device pixels, when the layer is shown without turn or perspective (content that is
    /// large or costly to draw whole: particles, tiles); false by default, drawing the whole
    /// extent.
    var drawsVisiblePartOnly: Bool { get }

    /// Whether `draw(in:atTime:)` may run on any thread, at the same time as other content's
    /// draws (each into its own context): it touches nothing shared that is not locked. The
    /// compositor then draws a frame's content of such layers on all its threads at once,
    /// after the draw list is built; false by default (drawn in order, on the render side's
    /// thread).
    var drawsOnAnyThread: Bool { get }

    /// Whether the content is drawn as a background is: over the background colour, in the
    /// layer's shape (its rounded corners clip it, with or without `masksToBounds`), under the
    /// layer's `contents` (a gradient, which Apple's overview says "draws a color gradient over
    /// its background color, filling the shape of the layer (including rounded corners)");
    /// false by default: drawn over the contents, as a shape layer's path is.
    var fillsLayerShape: Bool { get }

    /// Draws the content as it is at the layer's local time `t` into `context`, whose user
    /// space is the layer's coordinates (points, y-down), already scaled to pixels and clipped
    /// to `extent(bounds:)` (grown to whole device pixels where the layer is shown unrotated,
    /// so content must clip itself where it must not reach past its extent).
    func draw(in context: CGContext, atTime t: CFTimeInterval)

    /// The first local time at or after `t` at which the content looks different without any
    /// animation (particles, video): `t` itself while it changes continuously, `.infinity`
    /// for content that only changes when its layer's values do.
    func nextChange(atTime t: CFTimeInterval) -> CFTimeInterval
}

extension RenderContent {
    /// The whole extent is drawn by default.
    package var drawsVisiblePartOnly: Bool { false }

    /// Drawn in order on the render side's thread by default.
    package var drawsOnAnyThread: Bool { false }

    /// Drawn over the contents, unclipped by the layer's shape, by default.
    package var fillsLayerShape: Bool { false }

    /// The same extent at every time by default.
    package func extent(bounds: CGRect, atTime t: CFTimeInterval) -> CGRect { extent(bounds: bounds) }

    /// The extent by default.
    package func paintedExtent(bounds: CGRect, atTime t: CFTimeInterval) -> CGRect { extent(bounds: bounds, atTime: t) }

    /// Static content by default.
    package func nextChange(atTime t: CFTimeInterval) -> CFTimeInterval { .infinity }
}

/// A layer class that draws render content (see `RenderContent`).
package protocol RenderContentProvider: CALayer {
    /// The content a layer of this class with values `state` draws; nil draws nothing. Called
    /// on the render side with presented values: it must read only `state`, and custom keys
    /// through `state.customValue(_:)` (animated values are kept beside `custom`).
    static func renderContent(for state: LayerState) -> RenderContent?

    /// Whether content of this class may change while its layer does not (tiles drawn in the
    /// background): frames then look at such layers even when nothing above them changed
    /// (false by default).
    static var contentChangesOnItsOwn: Bool { get }
}

extension RenderContentProvider {
    /// Content changes only with its layer's values by default.
    package static var contentChangesOnItsOwn: Bool { false }
}
