import Foundation
import FuzzSupport
import LayerKit

/// `CAGradientLayer` of every type with colour lists and locations from the input (empty,
/// mismatched lengths, unsorted, NaN and out-of-range locations, coincident and non-finite
/// start and end points), an animated `colors` or `locations`, rendered at increasing times.
func fuzzGradients(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    MediaClock.freeze(at: 1)
    defer { MediaClock.unfreeze() }
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 64, height: 48)
    let gradient = CAGradientLayer()
    gradient.frame = root.bounds
    root.addSublayer(gradient)
    let stage = FuzzStage(root)
    func colors() -> [Any] { (0..<Int(input.byte() % 6)).map { _ in input.color() } }
    func locations() -> [NSNumber] { (0..<Int(input.byte() % 6)).map { _ in NSNumber(value: Double(input.number())) } }
    while input.hasMore {
        switch input.byte() % 8 {
        case 0: gradient.colors = input.byte() % 8 == 0 ? nil : colors()
        case 1: gradient.locations = input.byte() % 4 == 0 ? nil : locations()
        case 2: gradient.startPoint = input.point(); gradient.endPoint = input.point()
        case 3: gradient.type = input.pick([.axial, .radial, .conic])
        case 4:
            let a = CABasicAnimation(keyPath: "colors")
            a.toValue = colors()
            a.duration = Double(input.number())
            gradient.add(a, forKey: "colors")
        case 5:
            let a = CABasicAnimation(keyPath: input.pick(["locations", "startPoint", "endPoint"]))
            a.toValue = input.byte() & 1 == 0 ? locations() as Any : NSValue(cgPoint: input.point())
            a.duration = Double(input.number())
            gradient.add(a, forKey: "geometry")
        case 6: gradient.frame = input.rect()
        default: stage.frame(after: Double(input.number()))
        }
    }
    stage.finish()
    return 0
}

/// The program's entry (SwiftPM names an executable's main `<Target>_main`).
@_cdecl("FuzzGradients_main")
public func fuzzGradientsMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { data, size in data.map { fuzzGradients($0, size) } ?? 0 }
}
