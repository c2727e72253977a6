// LayerKitGeometry: the geometry stage.
//
// In:   numbers (CGFloat, CGPoint, CGSize, CGRect from Foundation).
// Out:  `CGAffineTransform` and `CATransform3D` with Apple's functions and conventions, the
//       decomposition used to interpolate transforms, and the homogeneous helpers
//       (`Vector4`, `Homography`) that the layer model, the compositor and the raster
//       stage share to map points through perspective.
// Never: draws, allocates per call, reads time, or holds mutable global state.
//
// Conventions, as on Apple: points are row vectors multiplied on the left, `p' = p * M`;
// `CATransform3DConcat(a, b)` applies `a` first, then `b`; the y axis points down on
// screen, so a positive rotation about z turns clockwise; `m34 = -1/d` puts the eye at
// distance `d` on the +z axis (larger z is nearer the viewer).
@_exported import Foundation
