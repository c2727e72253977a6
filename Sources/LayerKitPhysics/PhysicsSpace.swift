// LayerKitPhysics: a thin Swift wrapper of Chipmunk2D 7 (Debian's libchipmunk-dev), the
// engine chapter 11 of the book uses. Not part of Core Animation, so not re-exported by
// `LayerKit`; the demos import it.
//
// In:   bodies (mass, moment, position), box and segment shapes (friction, elasticity,
//       collision type), gravity, and time steps in seconds, all from the caller.
// Out:  each body's position, angle and velocities after `step(_:)`.
// Never: does physics of its own (Chipmunk integrates and collides); reads a clock;
//        hands Chipmunk a value that makes it abort (non-finite numbers, non-positive
//        mass, moment or box size are refused with a one-time warning instead).
//
// Coordinates are Chipmunk's: y up, angles in radians counterclockwise, any length unit
// (the book uses points), time in seconds.
import CChipmunk
import Foundation
import LayerKitLayers

/// A Chipmunk space: the world that bodies and shapes live in and that `step(_:)` advances.
///
/// The space keeps every body and shape added to it alive and releases them with itself;
/// a body or shape kept past its space still reads its last values safely.
public final class PhysicsSpace {
    /// The Chipmunk space (owned).
    let space: OpaquePointer
    /// The bodies added, in order (the static body first).
    public private(set) var bodies: [PhysicsBody] = []
    /// The shapes added, in order.
    public private(set) var shapes: [PhysicsShape] = []
    /// A static body of this space's own, for walls and floors: it never moves.
    public let staticBody: PhysicsBody

    /// An empty space with zero gravity and Chipmunk's defaults (10 solver iterations, no damping).
    public init() {
        space = cpSpaceNew()
        staticBody = PhysicsBody(cpBodyNewStatic())
        cpSpaceAddBody(space, staticBody.body)
        bodies.append(staticBody)
    }

    deinit {
        // Take everything out first, so shapes and bodies outliving the space hold no
        // pointer into it; each wrapper frees its own Chipmunk object.
        for s in shapes { cpSpaceRemoveShape(space, s.shape) }
        for b in bodies { cpSpaceRemoveBody(space, b.body) }
        cpSpaceFree(space)
    }

    /// The acceleration every dynamic body gets, units per second squared, y up (the book's
    /// (0, -1000) pulls down). A non-finite vector is refused with a one-time warning and
    /// the space keeps its gravity.
    public var gravity: CGPoint {
        get { CGPoint(cpSpaceGetGravity(space)) }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else {
                Diagnostics.warnOnce("ignored a non-finite PhysicsSpace gravity (\(newValue.x), \(newValue.y)); the space keeps its gravity")
                return
            }
            cpSpaceSetGravity(space, cpVect(newValue))
        }
    }

    /// Advances the world by `dt` seconds in one Chipmunk step. Zero is a no-op; a negative or
    /// non-finite `dt` is refused with a one-time warning.
    public func step(_ dt: CFTimeInterval) {
        guard dt.isFinite, dt >= 0 else {
            Diagnostics.warnOnce("ignored a PhysicsSpace step of \(dt) s (it must be finite and not negative)")
            return
        }
        guard dt > 0 else { return }
        cpSpaceStep(space, dt)
    }

    /// Adds a dynamic body of `mass` (finite, positive) and `moment` of inertia (finite,
    /// positive) at `position` (y up), at rest; nil, with a one-time warning, for other values.
    public func addBody(mass: CGFloat, moment: CGFloat, position: CGPoint = .zero) -> PhysicsBody? {
        guard Self.isPositive(mass), Self.isPositive(moment), position.x.isFinite, position.y.isFinite else {
            Diagnostics.warnOnce("ignored a PhysicsSpace body of mass \(mass), moment \(moment) at \(position) "
                                 + "(mass and moment must be finite and positive, the position finite)")
            return nil
        }
        let body = PhysicsBody(cpBodyNew(mass, moment))
        body.position = position
        cpSpaceAddBody(space, body.body)
        bodies.append(body)
        return body
    }

    /// Adds a `size` box (width and height finite and positive) centred on `body`'s position,
    /// with rounded corners of `radius`: the book's four-vertex polygon (0, 0), (0, h), (w, h),
    /// (w, 0) moved by (-w/2, -h/2). Nil, with a one-time warning, for other sizes.
    public func addBox(to body: PhysicsBody, size: CGSize, radius: CGFloat = 0) -> PhysicsShape? {
        guard Self.isPositive(size.width), Self.isPositive(size.height), radius.isFinite, radius >= 0 else {
            Diagnostics.warnOnce("ignored a PhysicsSpace box of \(size.width) x \(size.height), radius \(radius) "
                                 + "(sides must be finite and positive)")
            return nil
        }
        let w = size.width, h = size.height
        let corners = [cpv(0, 0), cpv(0, h), cpv(w, h), cpv(w, 0)]
        let shape = corners.withUnsafeBufferPointer {
            cpPolyShapeNew(body.body, 4, $0.baseAddress, cpTransformTranslate(cpv(-w / 2, -h / 2)), radius)
        }
        return add(PhysicsShape(shape!, body: body))
    }

    /// Adds a segment from `a` to `b` (in `body`'s space, y up) of thickness `radius` to
    /// `body` (the static body for walls); nil, with a one-time warning, for non-finite values.
    public func addSegment(to body: PhysicsBody, from a: CGPoint, to b: CGPoint, radius: CGFloat) -> PhysicsShape? {
        guard [a.x, a.y, b.x, b.y, radius].allSatisfy(\.isFinite), radius >= 0 else {
            Diagnostics.warnOnce("ignored a PhysicsSpace segment from \(a) to \(b), radius \(radius) (values must be finite)")
            return nil
        }
        return add(PhysicsShape(cpSegmentShapeNew(body.body, cpVect(a), cpVect(b), radius), body: body))
    }

    /// The moment of inertia of a solid `size` box of `mass` about its centre
    /// (Chipmunk's `cpMomentForBox`).
    public static func momentForBox(mass: CGFloat, size: CGSize) -> CGFloat {
        cpMomentForBox(mass, size.width, size.height)
    }

    private func add(_ shape: PhysicsShape) -> PhysicsShape {
        cpSpaceAddShape(space, shape.shape)
        shapes.append(shape)
        return shape
    }

    private static func isPositive(_ v: CGFloat) -> Bool { v.isFinite && v > 0 }
}

extension CGPoint {
    /// The point of a Chipmunk vector.
    init(_ v: cpVect) { self.init(x: v.x, y: v.y) }
}

extension cpVect {
    /// The Chipmunk vector of a point.
    init(_ p: CGPoint) { self.init(x: p.x, y: p.y) }
}
