import Foundation
import LayerKitTestSupport
import Testing
@testable import DemoKit

/// Tests that freeze the process-wide media clock (headless runs), one at a time.
@Suite("Headless demos", .serialized)
enum HeadlessDemoTests {}

/// A demo built in a headless host as `layerdemos --headless` builds it; call `finish()`.
struct BuiltDemo {
    let host: HeadlessHost
    let container: CALayer
    let environment: DemoEnvironment

    init(_ demo: Demo, scale: CGFloat = 1) throws {
        host = try HeadlessHost(size: demo.contentSize, scale: scale)
        container = DemoContainer.make(for: demo)
        host.rootLayer.backgroundColor = DemoContainer.gray
        host.rootLayer.addSublayer(container)
        let env = DemoEnvironment(container: container, scene: host.scene, isHeadless: true) { _ in }
        environment = env
        host.scene.pointerHandler = { event, hit in env.deliver(event, hit: hit) }
        demo.build(in: container, environment: env)
    }

    /// The layer named `name` in the container's tree.
    func layer(named name: String) -> CALayer? {
        func find(_ l: CALayer) -> CALayer? {
            if l.name == name { return l }
            for s in l.sublayers ?? [] { if let f = find(s) { return f } }
            return nil
        }
        return find(container)
    }

    func finish() {
        environment.tearDown()
        host.finish()
    }
}

extension Bitmap {
    /// The pixel at `(x, y)` as premultiplied ARGB32.
    func at(_ x: Int, _ y: Int) -> UInt32 { pixels[y * width + x] }
}
