import Foundation
import Testing
@testable import LayerKitHost
import LayerKitCompositor

/// Oracle: the render tree's contract (RenderNode.swift, LayerKitCompositor's Module.swift):
/// the render side reads immutable render nodes only, so compositing on another thread gives
/// the pixels compositing in place gives, and the app may change its tree meanwhile.
extension HostTimeTests {
    @Suite("The render thread")
    struct RenderThreadTests {
        /// An animated scene: twelve translucent squares turning at different speeds.
        func spinningScene() throws -> HeadlessHost {
            let host = try HeadlessHost(size: CGSize(width: 160, height: 120), startTime: 10)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            host.rootLayer.backgroundColor = CGColor(gray: 0.2, alpha: 1)
            for i in 0..<12 {
                let l = CALayer()
                l.frame = CGRect(x: 10 + (i % 4) * 36, y: 10 + (i / 4) * 36, width: 30, height: 30)
                l.backgroundColor = CGColor(red: CGFloat(i) / 12, green: 0.5, blue: 1 - CGFloat(i) / 12, alpha: 0.7)
                l.cornerRadius = 6
                host.rootLayer.addSublayer(l)
                let spin = CABasicAnimation(keyPath: "transform.rotation.z")
                spin.byValue = CGFloat.pi * 2
                spin.duration = 1 + Double(i) * 0.1
                spin.repeatCount = .infinity
                l.add(spin, forKey: "spin")
            }
            CATransaction.commit()
            return host
        }

        @Test("headless frames composited on the render thread are identical in 10 runs")
        func deterministic() throws {
            var first: Data?
            for run in 0..<10 {
                let host = try spinningScene()
                try host.run(until: 10.37)
                let png = try #require(host.image.pngData())
                host.finish()
                if let first { #expect(png == first, "run \(run) differs") } else { first = png }
            }
        }

        @Test("the render thread gives the pixels compositing on the app thread gives")
        func sameAsInPlace() throws {
            let threaded = try spinningScene()
            try threaded.run(until: 10.5)
            let a = try #require(threaded.image.pngData())
            threaded.finish()
            let direct = try spinningScene()
            _ = direct.scene.tick(now: 10.5, target: 10.5)
            let b = try #require(direct.image.pngData())
            direct.finish()
            #expect(a == b)
        }

        @Test("one thread adds, removes and commits sublayers while another renders frames, without a crash")
        func treeChangesWhileRendering() throws {
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
            root.backgroundColor = CGColor(gray: 1, alpha: 1)
            let renderer = CARenderer(size: CGSize(width: 64, height: 64), scale: 1, options: .default, threads: 1)
            renderer.layer = root
            CATransaction.flush()
            let done = DispatchSemaphore(value: 0)
            let changer = Thread {
                for i in 0..<2_000 {
                    let l = CALayer()
                    l.frame = CGRect(x: i % 48, y: i % 40, width: 16, height: 16)
                    l.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
                    root.addSublayer(l)
                    CATransaction.flush()
                    l.removeFromSuperlayer()
                    CATransaction.flush()
                }
                done.signal()
            }
            changer.start()
            var frames = 0
            while done.wait(timeout: .now()) == .timedOut {
                let input = renderer.prepareFrame(atTime: Double(frames))
                _ = renderer.composite(input)
                frames += 1
            }
            let input = renderer.prepareFrame(atTime: Double(frames))
            _ = renderer.composite(input)
            #expect(renderer.image.pixel(atX: 60, y: 60).red == 255, "the last frame shows the tree as last committed")
            #expect(root.sublayers == nil)
            #expect(frames > 0)
        }
    }
}
