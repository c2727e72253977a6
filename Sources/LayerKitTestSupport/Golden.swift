import Foundation
import LayerKitGeometry
import Testing

/// Golden-image checks: one small image per behaviour, stored next to the test file in
/// `Goldens/<name>.png`.
///
/// - A missing golden is written and the check fails, so a new golden is always looked at.
/// - With `LAYERKIT_RECORD_GOLDENS=1` every checked image is (re)written and the check passes.
/// - A mismatch writes `<name>.actual.png`, `<name>.expected.png` and `<name>.diff.png`
///   (differing pixels in red over a faded copy of the expected image) into
///   `.golden-failures/` at the package root, and fails with the largest channel difference.
public enum Golden {
    /// Whether this run records goldens instead of comparing.
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["LAYERKIT_RECORD_GOLDENS"] == "1" }

    /// Compares `bitmap` with the golden `name`; `tolerance` is the largest accepted
    /// per-channel difference in 0...255 steps (0: exact).
    public static func check(_ bitmap: Bitmap, named name: String, tolerance: Int = 0,
                             filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) {
        let dir = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
        let path = dir.appendingPathComponent(name + ".png").path
        if isRecording {
            write(bitmap, to: path, sourceLocation: sourceLocation)
            return
        }
        guard let expected = Bitmap(pngFile: path) else {
            write(bitmap, to: path, sourceLocation: sourceLocation)
            Issue.record("golden \(name) was missing and has been recorded at \(path); look at it, then run again",
                         sourceLocation: sourceLocation)
            return
        }
        let (maxDelta, count) = bitmap.difference(from: expected, tolerance: tolerance)
        let sameSize = bitmap.width == expected.width && bitmap.height == expected.height
        guard !sameSize || count > 0 else { return }
        let out = failureDirectory(from: filePath)
        try? FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        try? bitmap.writePNG(to: "\(out)/\(name).actual.png")
        try? expected.writePNG(to: "\(out)/\(name).expected.png")
        if sameSize { try? diffImage(bitmap, expected, tolerance: tolerance).writePNG(to: "\(out)/\(name).diff.png") }
        let what = sameSize
            ? "\(count) pixels differ by more than \(tolerance) (largest difference \(maxDelta))"
            : "size \(bitmap.width)x\(bitmap.height) differs from the golden's \(expected.width)x\(expected.height)"
        Issue.record("golden \(name): \(what); see \(out)/\(name).*.png", sourceLocation: sourceLocation)
    }

    private static func write(_ bitmap: Bitmap, to path: String, sourceLocation: SourceLocation) {
        do {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try bitmap.writePNG(to: path)
        } catch {
            Issue.record("cannot write golden \(path): \(error)", sourceLocation: sourceLocation)
        }
    }

    /// `.golden-failures` in the directory that holds Package.swift above `filePath`.
    static func failureDirectory(from filePath: String) -> String {
        var dir = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while dir.path != "/" {
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) {
                return dir.appendingPathComponent(".golden-failures").path
            }
            dir.deleteLastPathComponent()
        }
        return NSTemporaryDirectory() + "layerkit-golden-failures"
    }

    static func diffImage(_ a: Bitmap, _ b: Bitmap, tolerance: Int) -> Bitmap {
        var out = [UInt32](repeating: 0, count: a.pixels.count)
        for i in 0..<out.count {
            let d = Bitmap.channelDelta(a.pixels[i], b.pixels[i])
            if d > tolerance {
                out[i] = 0xFF00_0000 | UInt32(min(255, 128 + d)) << 16
            } else {
                let p = b.pixels[i]
                let gray = ((p >> 16 & 0xFF) + (p >> 8 & 0xFF) + (p & 0xFF)) / 3
                let faded = 192 + gray / 4
                out[i] = 0xFF00_0000 | faded << 16 | faded << 8 | faded
            }
        }
        return Bitmap(width: a.width, height: a.height, pixels: out)
    }
}

/// The seeded generator tests use (the package's one SplitMix64).
package typealias SeededRandom = SplitMix64
