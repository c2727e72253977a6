import Foundation
import FuzzSupport
import LayerKit

/// `CAShapeLayer` with a path built from the input (lines, curves, arcs with any angles and
/// radii, rectangles, ellipses, closes), every stroke and fill property (dash patterns, trims,
/// caps, joins, miter limits, fill rules) and an animated `path`, `strokeEnd` or `lineWidth`,
/// rendered at increasing times.
func fuzzShapes(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    MediaClock.freeze(at: 1)
    defer { MediaClock.unfreeze() }
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 64, height: 48)
    let shape = CAShapeLayer()
    shape.frame = root.bounds
    shape.strokeColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    root.addSublayer(shape)
    let stage = FuzzStage(root)
    func path() -> CGPath {
        let p = CGMutablePath()
        for _ in 0..<Int(input.byte() % 8) {
            switch input.byte() % 8 {
            case 0: p.move(to: input.point())
            case 1: p.addLine(to: input.point())
            case 2: p.addQuadCurve(to: input.point(), control: input.point())
            case 3: p.addCurve(to: input.point(), control1: input.point(), control2: input.point())
            case 4: p.addArc(center: input.point(), radius: input.number(), startAngle: input.number(),
                             endAngle: input.number(), clockwise: input.byte() & 1 == 1)
            case 5: p.addRect(input.rect())
            case 6: p.addEllipse(in: input.rect())
            default: p.closeSubpath()
            }
        }
        return p
    }
    while input.hasMore {
        switch input.byte() % 10 {
        case 0: shape.path = path()
        case 1: shape.lineWidth = input.number(); shape.miterLimit = input.number()
        case 2: shape.lineDashPattern = (0..<Int(input.byte() % 5)).map { _ in NSNumber(value: Double(input.number())) }
        case 3: shape.lineDashPhase = input.number()
        case 4: shape.strokeStart = input.number(); shape.strokeEnd = input.number()
        case 5:
            shape.lineCap = input.pick([.butt, .round, .square]); shape.lineJoin = input.pick([.miter, .round, .bevel])
            shape.fillRule = input.pick([.nonZero, .evenOdd])
        case 6: shape.fillColor = input.byte() & 1 == 0 ? nil : input.color(); shape.strokeColor = input.color()
        case 7:
            let key = input.pick(["path", "strokeEnd", "lineWidth", "lineDashPhase"])
            let a = CABasicAnimation(keyPath: key)
            a.toValue = key == "path" ? path() : input.number() as Any
            a.duration = Double(input.number())
            shape.add(a, forKey: key)
        case 8: shape.transform = input.transform()
        default: stage.frame(after: Double(input.number()))
        }
    }
    stage.finish()
    return 0
}

/// The program's entry (SwiftPM names an executable's main `<Target>_main`).
@_cdecl("FuzzShapes_main")
public func fuzzShapesMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { data, size in data.map { fuzzShapes($0, size) } ?? 0 }
}
