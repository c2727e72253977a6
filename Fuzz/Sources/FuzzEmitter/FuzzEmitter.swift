import Foundation
import FuzzSupport
import LayerKit

/// `CAEmitterLayer` with cells and sub-cells three levels deep: every cell property (rates,
/// lifetimes, ranges, speeds, colours, contents rect, timing) and the layer's shape, mode,
/// render mode and multipliers from the input, then frames at increasing times. Counts that
/// multiply (layer rate times cell rate times sub-cells) must stay within the particle budget.
func fuzzEmitter(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    MediaClock.freeze(at: 1)
    defer { MediaClock.unfreeze() }
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 64, height: 48)
    let emitter = CAEmitterLayer()
    emitter.frame = root.bounds
    root.addSublayer(emitter)
    let stage = FuzzStage(root)
    let image = fuzzImage()
    func cell(level: Int) -> CAEmitterCell {
        let c = CAEmitterCell()
        c.contents = input.byte() % 4 == 0 ? nil : image
        c.birthRate = input.float(); c.lifetime = input.float(); c.lifetimeRange = input.float()
        c.velocity = input.number(); c.velocityRange = input.number()
        c.emissionLongitude = input.number(); c.emissionRange = input.number()
        c.xAcceleration = input.number(); c.yAcceleration = input.number()
        c.scale = input.number(); c.scaleRange = input.number(); c.scaleSpeed = input.number()
        c.spin = input.number(); c.spinRange = input.number()
        c.color = input.color(); c.alphaSpeed = input.float(); c.redRange = input.float()
        c.contentsRect = input.rect()
        c.beginTime = Double(input.number()); c.duration = Double(input.number())
        c.speed = input.float(); c.timeOffset = Double(input.number())
        c.repeatCount = input.float(); c.autoreverses = input.byte() & 1 == 1
        c.isEnabled = input.byte() % 8 != 0
        if level < 3 {
            let n = Int(input.byte() % 4)
            c.emitterCells = n == 0 ? nil : (0..<n).map { _ in cell(level: level + 1) }
        }
        return c
    }
    while input.hasMore {
        switch input.byte() % 8 {
        case 0: emitter.emitterCells = (0..<Int(input.byte() % 5)).map { _ in cell(level: 0) }
        case 1:
            emitter.birthRate = input.float(); emitter.lifetime = input.float()
            emitter.velocity = input.float(); emitter.scale = input.float(); emitter.spin = input.float()
        case 2:
            emitter.emitterPosition = input.point(); emitter.emitterSize = CGSize(width: input.number(), height: input.number())
            emitter.emitterZPosition = input.number(); emitter.emitterDepth = input.number()
        case 3:
            emitter.emitterShape = input.pick([.point, .line, .rectangle, .cuboid, .circle, .sphere])
            emitter.emitterMode = input.pick([.points, .outline, .surface, .volume])
        case 4:
            emitter.renderMode = input.pick([.unordered, .oldestFirst, .oldestLast, .backToFront, .additive])
            emitter.seed = UInt32(input.byte()) &* 2654435761
            emitter.preservesDepth = input.byte() & 1 == 1
        case 5: emitter.setValue(input.number(), forKeyPath: "emitterCells.\(input.byte() % 3).birthRate")
        case 6: emitter.transform = input.transform()
        default: stage.frame(after: Double(input.number()))
        }
    }
    stage.frame(after: 0.5)
    stage.finish()
    return 0
}

/// The program's entry (SwiftPM names an executable's main `<Target>_main`).
@_cdecl("FuzzEmitter_main")
public func fuzzEmitterMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { data, size in data.map { fuzzEmitter($0, size) } ?? 0 }
}
