import Foundation
import LayerKit

/// Image decoding through every public entry point: `CGImage(data:)` (PNG, JPEG and JPEG
/// 2000, by their signatures) and `CGImage(contentsOf:)`; a decoded image is read back and encoded again.
/// Any input must end in an image or a `CGImageDecodingError`, never a crash or a leak.
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

/// The program's entry (SwiftPM names an executable's main `FuzzImages_main`): hands the input
/// loop to libFuzzer's driver with `fuzzImages` as the target.
@_cdecl("FuzzImages_main")
public func fuzzImagesMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    var count = argc
    var vector: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
    return libFuzzerDriver(&count, &vector) { data, size in
        guard let data else { return 0 }
        return fuzzImages(data, size)
    }
}

/// libFuzzer's driver (`LLVMFuzzerRunDriver`), linked by -sanitize=fuzzer.
@_silgen_name("LLVMFuzzerRunDriver")
private func libFuzzerDriver(_ argc: UnsafeMutablePointer<CInt>,
                             _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                             _ target: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt
