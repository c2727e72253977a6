import CLayerKitRaster

/// The path that is always right: every pixel of the quad's device bounds, mapped back through
/// the inverse homography, with coverage from `QuadGeometry.coverage`, sampled and blended by
/// the Swift definitions in `PixelMath`. Slow; the reference the fast paths must reproduce.
struct GeneralPath {
    let job: DrawJob
    init(_ job: DrawJob) { self.job = job }

    func run() {
        let b = job.geometry.bounds
        withUnsafeTemporaryAllocation(of: lk_span_map.self, capacity: max(1, job.paint.levels.count)) { maps in
            let maps = maps.baseAddress!
            for y in b.minY..<b.maxY {
                let py = Double(y) + 0.5
                job.rowMaps(py, maps)
                let row = job.surface.row(y)
                for x in b.minX..<b.maxX {
                    let px = Double(x) + 0.5
                    let cov = job.geometry.coverage(px, py)
                    guard cov > 0 else { continue }
                    let m = job.factor(cov)
                    guard m > 0 else { continue }
                    job.blendPixel(job.sample(x, px, py, maps), m, &row[x])
                }
            }
        }
    }
}
