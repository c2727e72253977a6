import LayerKitRaster

/// A benchmark scene: a LayerKit side and, where one exists, a reference side that does the
/// same pixel work with another library (pixman), each timed frame by frame in the same run.
///
/// Raster-level scenes drive `LayerKitRaster` directly; layer-level scenes (a layer tree through
/// the compositor) join the same table with the same two closures.
struct Scene {
    /// The name used on the command line and in the output.
    let name: String
    /// One line on what is drawn.
    let summary: String
    /// Builds the scene's state once and returns its renderer.
    let layerKit: (SceneContext) -> SceneSide
    /// The reference renderer, if there is one.
    let reference: ((SceneContext) -> SceneSide)?
}

/// What every scene is built with.
struct SceneContext {
    let width: Int
    let height: Int
    let seed: UInt64
    /// Bands for `parallelBands` (the machine's cores by default).
    let bands: Int
    let options: RasterOptions
}

/// One side of a scene: renders frame i into its own target, whose pixels it can show.
struct SceneSide {
    let render: (Int) -> Void
    /// The frame just rendered, premultiplied ARGB32 rows, for comparing the two sides.
    let pixels: () -> (UnsafePointer<UInt32>, stride: Int)
}


/// Every scene, in the order they run.
let allScenes: [Scene] = LayerScenes.all + [CommitScene.scene] + LayerScenes.textScenes + LayerScenes.contentScenes + [EmitterScene.scene] + VideoScenes.all + GridScenes.all + [RecordScenes.scene]
    + RasterScenes.all
