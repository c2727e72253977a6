import Foundation
import LayerKit
@testable import LayerKitVideo
import Testing

/// Video numbers and files past their range: a time whose value is past `Int64` is invalid (as
/// Core Media's `CMTimeMakeWithSeconds` gives), and a writer whose file cannot be opened throws
/// and frees FFmpeg's state without writing a trailer. Oracles: Core Media's CMTime
/// documentation (invalid times), AVAssetWriter's failing initializer.
@Suite("CMTime and VideoFileWriter refuse values past their range")
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
