// LayerKitGraphics: CoreGraphics-shaped drawing, the stage layers draw their contents with.
//
// In:   geometry from LayerKitGeometry; drawing commands on a `CGContext`; encoded PNG and
//       JPEG bytes (and JPEG 2000).
// Out:  `CGColor`, `CGPath`, `CGContext`, `CGImage`, `CGGradient` with Apple's names (plus
//       `CGFont`, `CTFont` and the attributed-string keys text needs), and, as package API,
//       text layout and drawing for CATextLayer and labels (`TextStyle`, `TextRenderer`), the
//       backing-store context `CGContext(pixelWidth:pixelHeight:scale:)` with its `storage`,
//       `CGPath.addToCairo(_:)`, path trimming by length (`CGPath.trimmed`) for CAShapeLayer
//       and dithered gradients (`CGContext.drawDitheredGradient`) for CAGradientLayer; and
//       UIKit's path builder `UIBezierPath` with `UIRectCorner` (a LayerKit addition). Pixels are premultiplied ARGB32 in
//       native byte order (cairo's `CAIRO_FORMAT_ARGB32`, the same bytes as X11's 32-bit
//       TrueColor), from decode to
//       compositor to window; they are un-premultiplied only at the PNG boundary and in
//       `CGImage.pixel(atX:y:)`.
// Never: knows about layers, time or the screen; reads or writes files except where an
//        image is explicitly loaded or saved.
//
// Built on cairo (vector drawing, PNG), Pango (text), libjpeg-turbo (JPEG) and OpenJPEG
// (JPEG 2000), imported only here. Contexts are y-down with the origin at the top left, like
// the context UIKit hands to drawing code (Apple's bitmap contexts are y-up: a listed difference). Non-finite
// geometry is a documented no-op everywhere; cairo never sees NaN, and a cairo error state
// is recovered from so later drawing still works.
@_exported import LayerKitGeometry
