// LayerKitLayers: the model stage and the commit.
//
// In:   property changes on `CALayer` trees from any thread; `CATransaction` calls; animations
//       added to layers; the time of each commit.
// Out:  the model tree (what apps set), action lookup and implicit animations, layout and
//       display passes, and at each commit a render tree: an immutable `RenderNode` for every
//       changed layer and its ancestors (values, stamped animations, class traits, sublayer
//       and mask nodes), sharing unchanged subtrees with the last commit, which the
//       compositor reads without touching a layer (a node is never changed while a frame
//       holds it; a plain leaf's spare is written again only once nothing else does);
//       `presentation()` evaluates the same committed values with the animation stage at a
//       given time; the content seam (`RenderContent`) and the classes that draw through it:
//       shapes, particles (`Emitter/`: a pure function of the committed emission history,
//       seed and time, drawn as one sprite batch with CLayerKitRaster's kernel) and tiles
//       (`Tiled/`: drawn by the layer's `draw(in:)` on background threads, handed to the
//       render side through the layer's `TileStore`).
// Never: draws pixels other than through a layer's own `draw(in:)` into its backing store or
//        a tile, or a render content's draw into the context the compositor hands it;
//        reads a clock but the current context's (`CACurrentMediaTime()`, `MediaClock.current`),
//        and that only at a commit or flush, at `presentation()` and when an implicit
//        animation starts from the presented value (Apple's three points of "now"); keeps
//        static mutable state except the per-thread transaction stacks (CATransaction.swift),
//        the group of tile drawings in flight that headless frames wait for (TileStore.swift),
//        the global layer-tree lock and the identity-to-layer map that frames' animation
//        events are applied through (AnimationEvents.swift). What follows time is kept per
//        clock (`MediaClock.attached`): pending callbacks and the animation registry.
@_exported import LayerKitAnimation
@_exported import LayerKitGraphics
@_exported import LayerKitGeometry
