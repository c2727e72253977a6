import Foundation
import LayerKit

/// Image decoding through every public entry point: `CGImage(data:)` (PNG and JPEG, by their
/// signatures) and `CGImage(contentsOf:)`; a decoded image is read back and encoded again.
/// Any input must end in an image or a `CGImageDecodingError`, never a crash or a leak.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImages(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let data = Data(bytes: bytes, count: count)
    if let image = try? CGImage(data: data) {
        _ = image.pixel(atX: 0, y: 0)
        _ = image.pixel(atX: image.width - 1, y: image.height - 1)
        if image.width * image.height <= 65_536 { _ = image.pngData() }
    }
    if count > 0 && bytes[0] & 1 == 1 {
        let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("lk-fuzz-\(getpid()).img")
        try? data.write(to: url)
        _ = try? CGImage(contentsOf: url)
    }
    return 0
}
