import LayerKitPhysics

/// Listing 11.3: one crate falling under Chipmunk physics (CATALOG.md 11.3).
///
/// A 100 x 100 crate with the UIKit frame (100, 0, 100, 100) becomes a body of mass 100 at
/// (150, 250) in the flipped, y-up container, with a box shape (friction 0.5, elasticity 0.8);
/// gravity is (0, −1000). A display link steps the space by the measured frame time and puts
/// the crate's view on its body. With no walls it drops out of the container (which clips
/// it, so it does not fall across the rest of the window). A press drops it again.
public struct Listing11_3: Demo {
    /// The world of the last build.
    public let handle = Chapter11.WorldHandle()

    public init() {}
    public var id: String { "11.3" }
    public var title: String { "Chipmunk physics: one falling crate" }
    public var hint: String { "The crate falls under gravity (0, −1000) and leaves the box; click to drop it again" }

    /// The crate's frame as the book gives it (UIKit points, y down).
    public static let crateFrame = CGRect(x: 100, y: 0, width: 100, height: 100)

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let drop = { [handle] in
            handle.world?.containerView.removeFromSuperlayer()
            let world = Chapter11.CrateWorld(in: container)
            world.addCrate(frame: Self.crateFrame, image: environment.image(.crate), scale: environment.scale)
            handle.world = world
            handle.lastStep = CACurrentMediaTime()
        }
        drop()
        environment.addDisplayLink { _ in handle.stepMeasured() }
        environment.onPointer { event, _ in if event.phase == .down { drop() } }
    }
}

/// Listing 11.4: five crates in a walled box, gravity from the keyboard or the mouse
/// (CATALOG.md 11.4).
///
/// Four static segments along the container's edges (radius 1, collision type 2, friction
/// 0.5, elasticity 0.8) hold the book's five crates. The book sets gravity from the
/// accelerometer, (accel.y · 1000, −accel.x · 1000) in landscape; here the arrow keys point
/// it at 1000 towards that side of the screen, and a drag points it along the drag (from
/// press to pointer), as tilting the device would. The display link steps by the measured
/// frame time, as in 11.3.
public struct Listing11_4: Demo {
    /// The world of the last build.
    public let handle = Chapter11.WorldHandle()

    public init() {}
    public var id: String { "11.4" }
    public var title: String { "Walls, five crates, tilt gravity" }
    public var hint: String { "Arrow keys or a drag tilt gravity (the arrows no longer switch examples here)" }

    /// The gravity's strength, points per second squared.
    public static let g: CGFloat = 1000

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let world = Chapter11.walledWorld(in: container, environment: environment)
        handle.world = world
        handle.lastStep = CACurrentMediaTime()
        environment.addDisplayLink { [handle] _ in handle.stepMeasured() }
        Chapter11.tiltGravity(of: world.space, environment: environment)
    }

    /// The gravity an arrow key sets (y up: Down pulls towards the bottom of the screen);
    /// nil for other keys.
    public static func gravity(for key: KeyEvent.Key) -> CGPoint? {
        switch key {
        case .left: return CGPoint(x: -g, y: 0)
        case .right: return CGPoint(x: g, y: 0)
        case .up: return CGPoint(x: 0, y: g)
        case .down: return CGPoint(x: 0, y: -g)
        default: return nil
        }
    }

    /// The gravity a drag of `vector` (screen points, y down) sets: strength 1000 along the
    /// drag, in the world's y-up axes; nil for drags shorter than 8 points or not finite.
    public static func gravity(forDrag vector: CGPoint) -> CGPoint? {
        let length = (vector.x * vector.x + vector.y * vector.y).squareRoot()
        guard length.isFinite, length >= 8 else { return nil }
        return CGPoint(x: g * vector.x / length, y: -g * vector.y / length)
    }
}

extension Chapter11 {
    /// What a physics demo (11.3-11.5) exposes of its last build, for its display link and tests.
    public final class WorldHandle {
        /// The crate world of the last build (or the last drop, in 11.3).
        public internal(set) var world: CrateWorld?
        /// Media time of the last physics step, seconds.
        var lastStep: CFTimeInterval = 0

        /// The book's variable step: advances the space by the time since the last call
        /// (`CACurrentMediaTime()` − lastStep), then moves the views to their bodies.
        func stepMeasured() {
            let thisStep = CACurrentMediaTime()
            let stepDuration = thisStep - lastStep
            lastStep = thisStep
            world?.space.step(stepDuration)
            world?.updateViews()
        }
    }
}

extension Chapter11 {
    /// The accelerometer's stand-in of 11.4 and 11.5: arrow keys (kept from the shell) and
    /// drags (from the press to the pointer) set `space`'s gravity.
    static func tiltGravity(of space: PhysicsSpace, environment: DemoEnvironment) {
        environment.onKey { key in
            guard let gravity = Listing11_4.gravity(for: key.key) else { return false }
            space.gravity = gravity
            return true
        }
        var pressedAt: CGPoint?
        environment.onPointer { event, _ in
            switch event.phase {
            case .down: pressedAt = event.location
            case .moved:
                guard let start = pressedAt else { return }
                let drag = CGPoint(x: event.location.x - start.x, y: event.location.y - start.y)
                if let gravity = Listing11_4.gravity(forDrag: drag) { space.gravity = gravity }
            default: pressedAt = nil
            }
        }
    }
}
