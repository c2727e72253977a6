import Foundation
import Testing
@testable import LayerKitLayers
import LayerKitPhysics

/// The Chipmunk wrapper: values go in and come out as Chipmunk defines them. Oracles: hand
/// computation of Chipmunk's step (it moves each body by the velocity it had, p += v·dt,
/// then adds gravity, v += g·dt; no damping by default), the moment of a solid box m(w² + h²)/12 (Chipmunk's documentation),
/// CATALOG.md 11.3 (the crate starts at (150, 250), gravity (0, −1000)), and the project's
/// rule for bad input (refused with a one-time warning, never a crash).
@Suite("Physics space (Chipmunk)")
struct PhysicsSpaceTests {
    /// The book's crate: mass 100, a box's moment, the frame (100, 0, 100, 100) placed at
    /// (x + w/2, 300 − y − h/2) in a y-up 300-point world.
    static func bookCrate(in space: PhysicsSpace) -> PhysicsBody {
        let size = CGSize(width: 100, height: 100)
        let body = space.addBody(mass: 100, moment: PhysicsSpace.momentForBox(mass: 100, size: size),
                                 position: CGPoint(x: 100 + 50, y: 300 - 0 - 50))!
        let shape = space.addBox(to: body, size: size)!
        shape.friction = 0.5
        shape.elasticity = 0.8
        return body
    }

    @Test("the book's crate starts at (150, 250), at rest and unrotated")
    func crateStart() {
        let space = PhysicsSpace()
        let crate = Self.bookCrate(in: space)
        #expect(crate.position == CGPoint(x: 150, y: 250))
        #expect(crate.angle == 0 && crate.velocity == .zero)
        #expect(space.bodies.count == 2 && space.shapes.count == 1)
    }

    @Test("the moment of a solid box is m(w² + h²)/12")
    func boxMoment() {
        #expect(abs(PhysicsSpace.momentForBox(mass: 100, size: CGSize(width: 100, height: 100)) - 100 * 20_000 / 12) < 1e-9)
    }

    @Test("n steps of dt under gravity g fall g·dt²·n(n−1)/2 and reach speed g·n·dt, with no rotation")
    func freeFall() {
        let space = PhysicsSpace()
        space.gravity = CGPoint(x: 0, y: -1000)
        let crate = Self.bookCrate(in: space)
        let dt = 1.0 / 60.0
        for _ in 0..<30 { space.step(dt) }
        let fallen = 1000 * dt * dt * 30 * 29 / 2
        #expect(abs(crate.position.y - (250 - fallen)) < 1e-9)
        #expect(abs(crate.velocity.y + 1000 * 0.5) < 1e-9)
        #expect(crate.position.x == 150 && crate.angle == 0)
        // CATALOG.md: about 125 after 0.5 s (the exact parabola), within integrator tolerance.
        #expect(abs(crate.position.y - 125) < 5)
    }

    @Test("a box dropped on a static floor segment comes to rest on it")
    func restsOnFloor() {
        let space = PhysicsSpace()
        space.gravity = CGPoint(x: 0, y: -1000)
        let floor = space.addSegment(to: space.staticBody, from: CGPoint(x: 0, y: 0), to: CGPoint(x: 300, y: 0), radius: 1)!
        floor.friction = 0.5
        floor.elasticity = 0.8
        floor.collisionType = 2
        #expect(floor.collisionType == 2 && floor.friction == 0.5 && floor.elasticity == 0.8)
        let box = space.addBody(mass: 1, moment: PhysicsSpace.momentForBox(mass: 1, size: CGSize(width: 20, height: 20)),
                                position: CGPoint(x: 150, y: 100))!
        space.addBox(to: box, size: CGSize(width: 20, height: 20))!.friction = 0.5
        for _ in 0..<600 { space.step(1.0 / 120) }
        // Resting on the floor's top (radius 1): its centre half a side above it, Chipmunk's
        // collision slop (0.1) allowing a little overlap.
        #expect(abs(box.position.y - 11) < 0.2)
        #expect(abs(box.velocity.y) < 1 && abs(box.angle) < 0.01, "angle \(box.angle)")
        #expect(space.staticBody.position == .zero && space.staticBody.mass == .infinity)
    }

    @Test("non-finite gravity, positions and steps are refused with a warning and change nothing")
    func nonFiniteInput() {
        let space = PhysicsSpace()
        space.gravity = CGPoint(x: 0, y: -1000)
        space.gravity = CGPoint(x: CGFloat.nan, y: 0)
        #expect(space.gravity == CGPoint(x: 0, y: -1000))
        #expect(Diagnostics.hasWarned(containing: "non-finite PhysicsSpace gravity"))
        let body = space.addBody(mass: 1, moment: 1, position: CGPoint(x: 5, y: 5))!
        body.position = CGPoint(x: CGFloat.infinity, y: 0)
        #expect(body.position == CGPoint(x: 5, y: 5))
        space.step(.nan)
        space.step(-1)
        space.step(0)
        #expect(body.position == CGPoint(x: 5, y: 5) && body.velocity == .zero)
        #expect(Diagnostics.hasWarned(containing: "PhysicsSpace step of"))
    }

    @Test("zero-size boxes, massless bodies and negative friction are refused, not handed to Chipmunk")
    func degenerateShapes() {
        let space = PhysicsSpace()
        let body = space.addBody(mass: 1, moment: 1)!
        #expect(space.addBox(to: body, size: .zero) == nil)
        #expect(space.addBox(to: body, size: CGSize(width: 10, height: -1)) == nil)
        #expect(space.addBody(mass: 0, moment: 1) == nil)
        #expect(space.addBody(mass: 1, moment: PhysicsSpace.momentForBox(mass: 1, size: .zero)) == nil)
        #expect(space.addSegment(to: body, from: .zero, to: CGPoint(x: CGFloat.nan, y: 0), radius: 1) == nil)
        let shape = space.addBox(to: body, size: CGSize(width: 10, height: 10))!
        shape.friction = -1
        shape.elasticity = .infinity
        #expect(shape.friction == 0 && shape.elasticity == 0)
        #expect(space.shapes.count == 1 && space.bodies.count == 2)
        #expect(Diagnostics.hasWarned(containing: "PhysicsSpace box of 0.0 x 0.0"))
    }

    @Test("bodies and shapes kept past their space still read their last values")
    func outliveSpace() {
        var space: PhysicsSpace? = PhysicsSpace()
        space!.gravity = CGPoint(x: 0, y: -10)
        let body = space!.addBody(mass: 1, moment: 1, position: CGPoint(x: 1, y: 2))!
        let shape = space!.addBox(to: body, size: CGSize(width: 1, height: 1))!
        space!.step(0.1)
        let y = body.position.y
        space = nil
        #expect(body.position.y == y && shape.body === body)
    }
}
