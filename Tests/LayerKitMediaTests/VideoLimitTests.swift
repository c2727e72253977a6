import Foundation
import LayerKit
@testable import LayerKitVideo
@testable import LayerKitOpenGL
@testable import LayerKitLayers
import Testing
import LayerKitTestSupport

/// Video numbers and files past their range: a time whose value is past `Int64` is invalid (as
/// Core Media's `CMTimeMakeWithSeconds` gives), and a writer whose file cannot be opened throws
/// and frees FFmpeg's state without writing a trailer. Oracles: Core Media's CMTime
/// documentation (invalid times), AVAssetWriter's failing initializer.
@Suite("CMTime and VideoFileWriter refuse values past their range", .ownMediaClock)
struct VideoLimitTests {
    @Test("CMTimeMakeWithSeconds(1e300, 600) is an invalid time, as on Apple; in-range times round to the timescale")
    func hugeSecondsInvalid() {
        #expect(!CMTimeMakeWithSeconds(1e300, preferredTimescale: 600).isValid)
        #expect(!CMTimeMakeWithSeconds(-1e300, preferredTimescale: 600).isValid)
        #expect(!CMTimeMakeWithSeconds(.nan, preferredTimescale: 600).isValid)
        #expect(!CMTimeMakeWithSeconds(1.6e16, preferredTimescale: 600).isValid, "9.6e18 units is past Int64")
        let t = CMTimeMakeWithSeconds(1.5, preferredTimescale: 600)
        #expect(t.value == 900 && t.timescale == 600)
        #expect(CMTimeMakeWithSeconds(1.5e16, preferredTimescale: 600).isValid, "9e18 units fits")
    }

    @Test("a VideoFileWriter to a path that cannot be opened throws cannotWrite and frees cleanly, many times over")
    func unopenablePathThrows() {
        let url = URL(fileURLWithPath: "/nonexistent-\(getpid())/folder/out.mp4")
        for _ in 0..<20 {
            do {
                _ = try VideoFileWriter(url: url, width: 64, height: 64, framesPerSecond: 30)
                Issue.record("a writer was made for \(url.path)")
            } catch VideoError.cannotWrite(let path, _) {
                #expect(path == url.path)
            } catch {
                Issue.record("unexpected \(error)")
            }
        }
    }
}

/// A GL layer's drawable has the one pixel budget: 100,000 x 100,000 points are cut to
/// `CGImageDecodingError.maximumPixelCount` pixels in all, said once. Oracle: LayerKit's
/// documented pixel budget (notes/reliability.md).
@Suite("CAEAGLLayer drawables are cut to the pixel budget", .ownMediaClock)
struct EAGLPixelBudgetTests {
    @Test("a CAEAGLLayer of 100,000 x 100,000 points asks for a drawable within the pixel budget, with a warning naming it")
    func drawableWithinBudget() {
        let layer = CAEAGLLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100_000, height: 100_000)
        let size = layer.drawablePixelSize
        #expect(size.width * size.height <= CGImageDecodingError.maximumPixelCount && size.width == size.height)
        #expect(Diagnostics.hasWarned(containing: "CAEAGLLayer drawable of 100000 x 100000 pixels"))
        layer.bounds = CGRect(x: 0, y: 0, width: 300, height: 200)
        #expect(layer.drawablePixelSize == (300, 200))
    }
}
