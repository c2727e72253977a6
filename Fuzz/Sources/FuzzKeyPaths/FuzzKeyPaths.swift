import Foundation
import LayerKit

/// Key paths and value coercion: the input is split into a key path (text up to the first
/// zero byte) and a value chosen by the next byte (a number, a point, a size, a rect, a
/// colour, a transform, a string, nil, an array, NaN or infinity). The value is set with
/// `setValue(_:forKeyPath:)` on a plain layer, a text layer and a dashed shape layer (its
/// stroke is cut into dashes and trimmed by LayerKit), read back, and animated to with a basic
/// animation evaluated at a few times. Anything must end in a value or the documented
/// refusal, never a crash.
public func fuzzKeyPaths(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let buffer = UnsafeBufferPointer(start: bytes, count: count)
    let split = buffer.firstIndex(of: 0) ?? count
    let path = String(decoding: buffer[0..<split], as: UTF8.self)
    var rest = Array(buffer[min(count, split + 1)...])
    func number() -> CGFloat {
        guard rest.count >= 8 else { return CGFloat(rest.popLast() ?? 0) }
        let raw = rest.prefix(8).enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
        rest.removeFirst(8)
        return CGFloat(Double(bitPattern: raw))
    }
    let kind = rest.popLast() ?? 0
    let value: Any?
    switch kind % 12 {
    case 0: value = number()
    case 1: value = CGPoint(x: number(), y: number())
    case 2: value = CGSize(width: number(), height: number())
    case 3: value = CGRect(x: number(), y: number(), width: number(), height: number())
    case 4: value = CGColor(red: number(), green: number(), blue: number(), alpha: number())
    case 5: value = CATransform3DMakeRotation(number(), number(), number(), number())
    case 6: value = String(decoding: rest, as: UTF8.self)
    case 7: value = nil
    case 8: value = [number(), number()]
    case 9: value = CGFloat.nan
    case 10: value = Float(number())
    default: value = Int(truncatingIfNeeded: Int64(bitPattern: UInt64(rest.count) &* 2654435761))
    }
    MediaClock.freeze(at: 10)
    defer { MediaClock.unfreeze() }
    for layer in [CALayer(), CATextLayer(), dashedShape()] {
        layer.setValue(value, forKeyPath: path)
        _ = layer.value(forKeyPath: path)
        let a = CABasicAnimation(keyPath: path)
        a.toValue = value
        a.duration = 1
        layer.add(a, forKey: "fuzz")
        let r = CARenderer(size: CGSize(width: 8, height: 8))
        r.layer = layer
        CATransaction.flush()
        for t in [10.0, 10.5, 11.5] {
            _ = layer.presentation()?.value(forKeyPath: path)
            r.beginFrame(atTime: t)
            _ = r.updateBounds()
            r.render()
            r.endFrame()
        }
        r.layer = nil
    }
    CATransaction.flush()
    return 0
}

/// A shape layer with a closed curve, a line and a dot in its path, stroked with round caps
/// through a dash pattern and trimmed at both ends.
private func dashedShape() -> CAShapeLayer {
    let path = CGMutablePath()
    path.addEllipse(in: CGRect(x: 1, y: 1, width: 5, height: 4))
    path.move(to: CGPoint(x: 0, y: 7))
    path.addQuadCurve(to: CGPoint(x: 8, y: 7), control: CGPoint(x: 4, y: 2))
    path.move(to: CGPoint(x: 4, y: 4))
    path.addLine(to: CGPoint(x: 4, y: 4))
    let shape = CAShapeLayer()
    shape.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
    shape.path = path
    shape.strokeColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    shape.lineWidth = 1.5
    shape.lineCap = .round
    shape.lineDashPattern = [2, 1, 0, 1].map { NSNumber(value: $0) }
    shape.strokeStart = 0.1
    shape.strokeEnd = 0.9
    return shape
}

/// The program's entry (SwiftPM names an executable's main `FuzzKeyPaths_main`): hands the input
/// loop to libFuzzer's driver with `fuzzKeyPaths` as the target.
@_cdecl("FuzzKeyPaths_main")
public func fuzzKeyPathsMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    var count = argc
    var vector: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
    return libFuzzerDriver(&count, &vector) { data, size in
        guard let data else { return 0 }
        return fuzzKeyPaths(data, size)
    }
}

/// libFuzzer's driver (`LLVMFuzzerRunDriver`), linked by -sanitize=fuzzer.
@_silgen_name("LLVMFuzzerRunDriver")
private func libFuzzerDriver(_ argc: UnsafeMutablePointer<CInt>,
                             _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                             _ target: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt
