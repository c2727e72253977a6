import Foundation
import LayerKit

/// The commit's own cost: 1,000 layers that each change six properties every frame (position,
/// bounds, opacity, background colour, corner radius, z position) inside a hidden container,
/// so the frame is the setters, the commit's capture and the render-tree rebuild, with next to
/// nothing composited. What the layer-tree lock costs the single-threaded path (issue 33).
enum CommitScene {
    static let scene = Scene(name: "commit1000", summary: "1,000 hidden layers changing six properties each per frame (setters and commit only)",
                             layerKit: { ctx in side(ctx) }, reference: nil)

    static func side(_ ctx: SceneContext) -> SceneSide {
        let stage = LayerScenes.Stage(ctx)
        let container = CALayer()
        container.frame = stage.root.bounds
        container.isHidden = true
        stage.root.addSublayer(container)
        let layers = (0..<1000).map { _ -> CALayer in
            let l = CALayer()
            container.addSublayer(l)
            return l
        }
        return stage.side { f in
            for (i, l) in layers.enumerated() {
                let k = CGFloat((i + f) % 97)
                l.position = CGPoint(x: k * 3, y: CGFloat(i % 40) * 9)
                l.bounds = CGRect(x: 0, y: 0, width: 8 + k / 8, height: 8)
                l.opacity = Float(k) / 97
                l.backgroundColor = CGColor(red: k / 97, green: 0.5, blue: 0.25, alpha: 1)
                l.cornerRadius = k / 20
                l.zPosition = k
            }
        }
    }
}
