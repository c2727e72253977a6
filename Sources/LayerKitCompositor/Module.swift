// LayerKitCompositor: the compositing stage.
//
// In:   render trees (`RenderNode`, immutable, handed over by the commit: the root's node is
//       taken under `CATransaction.lock()`, everything after reads the nodes without it), a
//       frame time, the previous frame's scene and draw list; or a model tree (for
//       `render(in:)`).
// Out:  a draw list in visual order (quads with homographies, paints, coverage and clips,
//       and offscreen passes for group opacity, masks, shadows, rasterization,
//       transitions and tinted replicator instances), replicator instances drawn from the one
//       subtree (`DrawListBuilder+Replicator.swift`; depth-sorted with the 3D faces when the
//       replicator preserves depth, `DrawListBuilder+3D.swift`), the damaged region against the previous frame, the frame's pixels
//       through the raster stage (`CARenderer`), the frame's animation events (which
//       animations started, finished or left the tree since last reported, by layer and
//       animation identity: `AnimationTracker`), and when the next frame is needed; on request,
//       Apple's render debug overlays drawn over the frame from its draw list (`DebugOverlays`)
//       and the frame's counts and stage times (`FrameCounters`, `RenderTimings`: timed only
//       with a stopwatch the host lends).
// Never: reads a `CALayer` while building a frame (only its render nodes: the one layer a
//        renderer touches is its root, to take the root's node and, on the app side, to let
//        classes that redraw for animated keys draw before compositing); runs app code; reads
//        the clock (the frame time is an argument); changes model values (the app side does,
//        in `endFrame` on the host's thread: `AnimationEvent.apply` looks up only the layers
//        the events name); walks animations other than those of the tree it shows;
//        writes pixels except through LayerKitRaster and the one offscreen-surface mechanism.
//
// What follows change: a subtree that neither changed nor animates keeps its scene node and
// hands its last items on as one `DrawRun` (runs of runs, 16 wide), which damage compares by
// identity and the rasterizer opens only where the damage meets it; a costly layer that only
// moves by whole pixels is blended from an image of what it drew (`RasterCache`, within a byte
// budget; `rastercache` in LAYERKIT_DISABLE_FASTPATHS turns it off), and once its values but
// position, its sublayers' scene nodes and its map to the image are what its last image was
// built from, its items are not built again to be compared (`onlymoved` turns that off); leading
// items that stay the same for a few frames are drawn once into a frame-sized image that damaged
// regions copy before drawing the rest (`Backdrop`; `backdrop` turns it off); a layer that
// animates because one sublayer does hands the rest on as spans (`ChildSpans`), and its scene
// node takes the last frame's sublayer array over instead of copying it; a plain leaf whose
// model changed (a layer moved every frame) gets its last scene node back, updated in place,
// when nothing but the builder holds it (`SceneBuilder+Recycling.swift`); eight or more
// consecutive sublayers that draw only a solid background on whole device pixels are one item
// (`SolidBatch`; `solidbatch` turns it off), compared for damage layer by layer.
//
// The content seam: a layer class that draws something of its own adopts
// `RenderContentProvider` (LayerKitLayers) and returns a `RenderContent` for its presented
// values; `DrawListBuilder+RenderContent.swift` draws any such content in the layer's plane at
// the scale it is shown at, between the layer's contents image and its sublayers, and content
// that changes by itself (`nextChange(atTime:)`) keeps frames coming. Content that asks
// (`drawsVisiblePartOnly`: particles, tiles) is drawn only over its on-screen part, on whole
// device pixels, when its layer only scales and moves; a class whose content changes while its
// layer does not (`contentChangesOnItsOwn`: tiles arriving) makes frames look into the
// subtrees that hold it every time. Content that may be drawn on any thread
// (`drawsOnAnyThread`: shapes) only gets its bitmap while the list is built; the draws run
// together on the renderer's threads when the build ends (`ContentDraws`), each into its own
// bitmap, so the pixels do not depend on the threads. A new class touches the class and its
// content type, not this module.
@_exported import LayerKitLayers
