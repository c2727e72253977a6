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

/// SplitMix64: the benchmark's deterministic random numbers.
struct BenchRandom {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    /// A uniform value in `range`.
    mutating func uniform(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * Double(next() >> 11) / Double(1 << 53)
    }
}

/// Every scene, in the order they run.
let allScenes: [Scene] = LayerScenes.all + RasterScenes.all
