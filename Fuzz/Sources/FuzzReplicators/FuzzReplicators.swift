import Foundation
import FuzzSupport
import LayerKit

/// `CAReplicatorLayer`s nested up to six deep (each with an instance count, delay, transform,
/// colour and colour offsets from the input, counts past the cap and negative ones included),
/// changed and rendered at increasing times. The drawn instances of the whole nest must stay
/// within the replicator budget.
func fuzzReplicators(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    MediaClock.freeze(at: 1)
    defer { MediaClock.unfreeze() }
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 64, height: 48)
    var nest: [CAReplicatorLayer] = []
    var parent = root
    for _ in 0..<(1 + Int(input.byte() % 6)) {
        let r = CAReplicatorLayer()
        r.frame = CGRect(x: 0, y: 0, width: 16, height: 16)
        parent.addSublayer(r)
        nest.append(r)
        parent = r
    }
    let leaf = CALayer()
    leaf.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
    leaf.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    parent.addSublayer(leaf)
    let stage = FuzzStage(root)
    while input.hasMore {
        let r = input.pick(nest)
        switch input.byte() % 8 {
        case 0: r.instanceCount = input.count()
        case 1: r.instanceTransform = input.transform()
        case 2: r.instanceDelay = Double(input.number())
        case 3: r.instanceColor = input.color()
        case 4:
            r.instanceRedOffset = input.float(); r.instanceGreenOffset = input.float()
            r.instanceBlueOffset = input.float(); r.instanceAlphaOffset = input.float()
        case 5: r.preservesDepth = input.byte() & 1 == 1
        case 6:
            let a = CABasicAnimation(keyPath: input.pick(["instanceTransform.rotation.z", "position", "opacity", "instanceDelay"]))
            a.toValue = input.number()
            a.duration = Double(input.number())
            leaf.add(a, forKey: "a")
        default: stage.frame(after: Double(input.number()))
        }
    }
    stage.finish()
    return 0
}

/// The program's entry (SwiftPM names an executable's main `<Target>_main`).
@_cdecl("FuzzReplicators_main")
public func fuzzReplicatorsMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { data, size in data.map { fuzzReplicators($0, size) } ?? 0 }
}
