import Foundation
import FuzzSupport
import LayerKit

/// `CAKeyframeAnimation` with values, key times, timing functions, tension values and paths
/// from the input (lengths that disagree, unsorted and NaN key times, every calculation and
/// rotation mode, repeat, autoreverse, speed and time offset), added to a layer and rendered
/// and presented at increasing times.
func fuzzKeyframes(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    MediaClock.freeze(at: 1)
    defer { MediaClock.unfreeze() }
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 64, height: 48)
    let layer = CALayer()
    layer.frame = CGRect(x: 8, y: 8, width: 8, height: 8)
    layer.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
    root.addSublayer(layer)
    let stage = FuzzStage(root)
    while input.hasMore {
        switch input.byte() % 4 {
        case 0, 1:
            let key = input.pick(["position", "opacity", "transform.rotation.z", "bounds.size", "backgroundColor", "transform"])
            let a = CAKeyframeAnimation(keyPath: key)
            let n = Int(input.byte() % 8)
            a.values = (0..<n).map { _ -> Any in
                switch key {
                case "position": return NSValue(cgPoint: input.point())
                case "bounds.size": return NSValue(cgSize: CGSize(width: input.number(), height: input.number()))
                case "backgroundColor": return input.color()
                case "transform": return NSValue(caTransform3D: input.transform())
                default: return NSNumber(value: Double(input.number()))
                }
            }
            if input.byte() & 1 == 1 { a.keyTimes = (0..<Int(input.byte() % 9)).map { _ in NSNumber(value: Double(input.number())) } }
            if input.byte() & 1 == 1 {
                a.timingFunctions = (0..<Int(input.byte() % 8)).map { _ in
                    CAMediaTimingFunction(controlPoints: input.float(), input.float(), input.float(), input.float())
                }
            }
            if input.byte() & 3 == 0 { a.tensionValues = (0..<Int(input.byte() % 8)).map { _ in NSNumber(value: Double(input.number())) } }
            if key == "position", input.byte() & 1 == 1 {
                let p = CGMutablePath()
                p.move(to: input.point())
                for _ in 0..<Int(input.byte() % 5) { p.addCurve(to: input.point(), control1: input.point(), control2: input.point()) }
                if input.byte() & 1 == 1 { p.closeSubpath() }
                a.path = p
            }
            a.calculationMode = input.pick([.linear, .discrete, .paced, .cubic, .cubicPaced])
            a.rotationMode = input.pick([nil, .rotateAuto, .rotateAutoReverse])
            a.duration = Double(input.number()); a.repeatCount = input.float()
            a.autoreverses = input.byte() & 1 == 1; a.speed = input.float(); a.timeOffset = Double(input.number())
            a.isAdditive = input.byte() & 7 == 0
            a.fillMode = input.pick([.removed, .forwards, .backwards, .both])
            layer.add(a, forKey: "k\(input.byte() % 3)")
        case 2: _ = layer.presentation()?.position; _ = layer.presentation()?.transform
        default: stage.frame(after: Double(input.number()) / 16)
        }
    }
    stage.finish()
    return 0
}

/// The program's entry (SwiftPM names an executable's main `<Target>_main`).
@_cdecl("FuzzKeyframes_main")
public func fuzzKeyframesMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { data, size in data.map { fuzzKeyframes($0, size) } ?? 0 }
}
