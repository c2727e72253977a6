import Foundation
import FuzzSupport
import LayerKit

/// `CATextLayer` with any UTF-8 text from the input (invalid sequences, controls and long runs
/// included), font names and sizes (zero, negative, NaN, huge), wrapping, alignment, truncation,
/// colours, frames and contents scales, rendered at increasing times.
func fuzzText(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    MediaClock.freeze(at: 1)
    defer { MediaClock.unfreeze() }
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 64, height: 48)
    let text = CATextLayer()
    text.frame = root.bounds
    root.addSublayer(text)
    let stage = FuzzStage(root)
    func string() -> String {
        let n = Int(input.byte() % 48)
        return String(decoding: (0..<n).map { _ in input.byte() }, as: UTF8.self)
    }
    while input.hasMore {
        switch input.byte() % 10 {
        case 0: text.string = string()
        case 1: text.fontSize = input.number()
        case 2: text.font = input.pick(["Helvetica", "DejaVu Sans Bold", "", "NoSuchFont-Italic", "Courier"]) as Any
        case 3: text.isWrapped = input.byte() & 1 == 1
        case 4: text.alignmentMode = input.pick([.natural, .left, .right, .center, .justified])
        case 5: text.truncationMode = input.pick([.none, .start, .end, .middle])
        case 6: text.foregroundColor = input.color()
        case 7: text.frame = input.rect()
        case 8: text.contentsScale = input.number()
        default: stage.frame(after: Double(input.number()))
        }
    }
    stage.finish()
    return 0
}

/// The program's entry (SwiftPM names an executable's main `<Target>_main`).
@_cdecl("FuzzText_main")
public func fuzzTextMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { data, size in data.map { fuzzText($0, size) } ?? 0 }
}
