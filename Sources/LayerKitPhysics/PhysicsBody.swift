import CChipmunk
import Foundation
import LayerKitLayers

/// A rigid body of a `PhysicsSpace` (a Chipmunk `cpBody`): where it is, how it is turned and
/// how fast it moves, in the space's y-up coordinates. Made by `PhysicsSpace.addBody` (or the
/// space's `staticBody`).
public final class PhysicsBody {
    /// The Chipmunk body (owned).
    let body: OpaquePointer
    /// What the app hangs on the body (the book's back-pointer from shape to view).
    public var userObject: AnyObject?

    init(_ body: OpaquePointer) { self.body = body }

    deinit { cpBodyFree(body) }

    /// The centre of gravity, units, y up. Non-finite points are refused with a one-time
    /// warning and the body stays where it is.
    public var position: CGPoint {
        get { CGPoint(cpBodyGetPosition(body)) }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else {
                Diagnostics.warnOnce("ignored a non-finite PhysicsBody position (\(newValue.x), \(newValue.y))")
                return
            }
            cpBodySetPosition(body, cpVect(newValue))
        }
    }

    /// The rotation, radians, counterclockwise in the space's y-up coordinates (so clockwise
    /// on a y-down screen unless the view's geometry is flipped).
    public var angle: CGFloat { cpBodyGetAngle(body) }

    /// The velocity of the centre of gravity, units per second, y up.
    public var velocity: CGPoint { CGPoint(cpBodyGetVelocity(body)) }

    /// The rate of rotation, radians per second, counterclockwise.
    public var angularVelocity: CGFloat { cpBodyGetAngularVelocity(body) }

    /// The mass (infinite for the static body).
    public var mass: CGFloat { cpBodyGetMass(body) }
}

/// A collision shape attached to a `PhysicsBody` (a Chipmunk `cpShape`): a box or a segment.
/// Made by `PhysicsSpace.addBox` and `addSegment`.
public final class PhysicsShape {
    /// The Chipmunk shape (owned).
    let shape: OpaquePointer
    /// The body the shape moves with (kept alive by the shape).
    public let body: PhysicsBody

    init(_ shape: OpaquePointer, body: PhysicsBody) {
        self.shape = shape
        self.body = body
    }

    deinit { cpShapeFree(shape) }

    /// The Coulomb friction coefficient (0: frictionless; the book uses 0.5). Negative or
    /// non-finite values are refused with a one-time warning.
    public var friction: CGFloat {
        get { cpShapeGetFriction(shape) }
        set { if Self.accepts(newValue, "friction") { cpShapeSetFriction(shape, newValue) } }
    }

    /// The elasticity (0: no bounce, 1: a perfect bounce; the book uses 0.8). Negative or
    /// non-finite values are refused with a one-time warning.
    public var elasticity: CGFloat {
        get { cpShapeGetElasticity(shape) }
        set { if Self.accepts(newValue, "elasticity") { cpShapeSetElasticity(shape, newValue) } }
    }

    /// A number the app uses to tell kinds of shapes apart in collisions (the book's walls use 2).
    public var collisionType: UInt {
        get { UInt(cpShapeGetCollisionType(shape)) }
        set { cpShapeSetCollisionType(shape, cpCollisionType(newValue)) }
    }

    private static func accepts(_ value: CGFloat, _ name: String) -> Bool {
        guard value.isFinite, value >= 0 else {
            Diagnostics.warnOnce("ignored a PhysicsShape \(name) of \(value) (it must be finite and not negative)")
            return false
        }
        return true
    }
}
