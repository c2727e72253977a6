import Foundation
import LayerKit

/// A small layer-tree language: each input byte pair is an operation on a tree of at most 32
/// layers (add, remove, move, set a property to a value from the input, add an animation,
/// open or close a transaction, flush, render a frame at the next time), rendered headless by
/// a 64 x 48 `CARenderer` and hit-tested. Any program must run to its end, never crash.
public func fuzzTrees(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    MediaClock.freeze(at: 1)
    defer { MediaClock.unfreeze() }
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 64, height: 48)
    let renderer = CARenderer(size: CGSize(width: 64, height: 48))
    renderer.layer = root
    var layers: [CALayer] = [root]
    var depth = 0
    var time = 1.0
    var i = 0
    func next() -> UInt8 { defer { i += 1 }; return i < count ? bytes[i] : 0 }
    func pick() -> CALayer { layers[Int(next()) % layers.count] }
    func value() -> CGFloat {
        let b = next()
        switch b % 8 {
        case 0: return .nan
        case 1: return .infinity
        case 2: return 1e19
        case 3: return -CGFloat(b)
        default: return CGFloat(b) / 4
        }
    }
    while i < count {
        switch next() % 16 {
        case 0 where layers.count < 32:
            let l = [CALayer(), CATransformLayer(), CATextLayer(), CAScrollLayer()][Int(next()) % 4]
            l.frame = CGRect(x: value(), y: value(), width: value(), height: value())
            pick().addSublayer(l)
            layers.append(l)
        case 1: if layers.count > 1 { pick().removeFromSuperlayer() }
        case 2: pick().insertSublayer(pick(), at: UInt32(next()))
        case 3: pick().position = CGPoint(x: value(), y: value())
        case 4: pick().transform = CATransform3DRotate(CATransform3DMakeScale(value(), value(), value()), value(), 0, 1, 1)
        case 5: pick().opacity = Float(value())
        case 6: let l = pick(); l.cornerRadius = value(); l.masksToBounds = next() & 1 == 1
        case 7: let l = pick(); l.shadowOpacity = Float(value()); l.shadowRadius = value()
        case 8: let l = pick(); let m = pick(); if m !== l { l.mask = m }
        case 9:
            let a = CABasicAnimation(keyPath: ["position", "opacity", "transform.rotation.z", "bounds", "zPosition"][Int(next()) % 5])
            a.toValue = value()
            a.duration = Double(value())
            a.repeatCount = Float(next() % 4)
            a.autoreverses = next() & 1 == 1
            pick().add(a, forKey: "k\(next() % 4)")
        case 10: CATransaction.begin(); depth += 1
        case 11: if depth > 0 { CATransaction.commit(); depth -= 1 }
        case 12: CATransaction.flush()
        case 13:
            time += Double(next()) / 64
            renderer.beginFrame(atTime: time)
            _ = renderer.updateBounds()
            renderer.render()
            renderer.endFrame()
        case 14: _ = root.hitTest(CGPoint(x: value(), y: value()))
        default: pick().sublayerTransform = CATransform3DMakeTranslation(value(), value(), value())
        }
    }
    while depth > 0 { CATransaction.commit(); depth -= 1 }
    CATransaction.flush()
    renderer.beginFrame(atTime: time + 1)
    _ = renderer.updateBounds()
    renderer.render()
    renderer.endFrame()
    renderer.layer = nil
    return 0
}

/// The program's entry (SwiftPM names an executable's main `FuzzTrees_main`): hands the input
/// loop to libFuzzer's driver with `fuzzTrees` as the target.
@_cdecl("FuzzTrees_main")
public func fuzzTreesMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    var count = argc
    var vector: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
    return libFuzzerDriver(&count, &vector) { data, size in
        guard let data else { return 0 }
        return fuzzTrees(data, size)
    }
}

/// libFuzzer's driver (`LLVMFuzzerRunDriver`), linked by -sanitize=fuzzer.
@_silgen_name("LLVMFuzzerRunDriver")
private func libFuzzerDriver(_ argc: UnsafeMutablePointer<CInt>,
                             _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                             _ target: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt
