// LayerKitCompositor: the compositing stage.
//
// In:   committed layer trees (read under `CATransaction.lock()`), a frame time, the
//       previous frame's draw list; or a model tree (for `render(in:)`).
// Out:  a draw list in visual order (quads with homographies, paints, coverage and clips,
//       and offscreen passes for group opacity, masks, shadows, rasterization and
//       transitions), the damaged region against the previous frame, and the frame's
//       pixels through the raster stage (`CARenderer`).
// Never: reads the clock (the frame time is an argument), changes model values, or writes
//        pixels except through LayerKitRaster and the one offscreen-surface mechanism.
@_exported import LayerKitLayers
