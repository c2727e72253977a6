// LayerKitRaster: the raster stage. Draws planar quads into pixel surfaces.
//
// In:   `DrawQuad` values (a local rect with corner radii, border ring and edge antialiasing,
//       a paint, an opacity and a blend mode, reaching device pixels through a 2D `Homography`),
//       a `RasterClip` (device rect, clip shapes under arbitrary homographies, convex device
//       polygons) and `RasterOptions` (which fast paths and SIMD levels may run); surfaces to
//       composite with integer offsets and masks; alpha to blur.
// Out:  premultiplied ARGB32 pixels (cairo's ARGB32, `a << 24 | r << 16 | g << 8 | b` in a
//       native-endian UInt32) in a `Surface`, written only inside the clip rect.
// Never: knows about layers, trees, time or the screen; keeps global mutable state (options are
//        arguments); writes outside the clip rect; crashes or hangs on NaN, infinite, singular
//        or huge geometry (such quads draw nothing, or only their finite visible part).
//
// Conventions: pixel (X, Y) covers [X, X + 1) x [Y, Y + 1) and is sampled at its centre
// (X + 0.5, Y + 0.5); texel (i, j) of a texture has its centre at (i + 0.5, j + 0.5).
// Homographies use the row-vector convention of LayerKitGeometry, `[x y 1] * H`.
//
// Every quad has one always-correct general path (per pixel of its device bounding box: map the
// pixel centre back through the inverse homography, compute coverage, sample, blend) and fast
// paths stacked on it (`FastPaths`: solid, copy, translate, affine, projective) that touch only
// covered pixels, scanline span by span, with the SIMD kernels of CLayerKitRaster. The contract
// is one step per channel; the fast paths in fact reproduce the general path bit for bit,
// because both evaluate the same device half-planes (`QuadGeometry`) and the same sampling and
// blending formulas (`PixelMath` in Swift, `lk_internal.h` in C). Texel coordinates are 16.16
// fixed point: stepped exactly in integers for affine maps in range, divided per pixel in
// double otherwise. Draws on disjoint bands of one surface may run concurrently
// (`parallelBands`).
//
// Files: the API (IntRect, Surface, Texture, Paint, QuadShape, DrawQuad, RasterClip,
// RasterOptions), the prepared draw (HalfPlane, ShapeModel, QuadGeometry, PaintSampler,
// DrawJob), the paths (GeneralPath, SpanPath, AxisAlignedPaths), and the offscreen helpers
// (Composite, Blur, ParallelBands).
import CLayerKitRaster
import LayerKitGeometry
