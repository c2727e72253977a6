import LayerKitPhysics

extension Chapter11 {
    /// The physics scene of listings 11.3-11.5: the book's 300 x 300 `containerView` with
    /// `isGeometryFlipped` set, so its sublayers share Chipmunk's y-up coordinates, a
    /// `PhysicsSpace` with gravity (0, −1000), and crates whose views follow their bodies.
    public final class CrateWorld {
        /// The physics space (Chipmunk does the physics).
        public let space = PhysicsSpace()
        /// The white, geometry-flipped container the crates are drawn in.
        public let containerView: CALayer
        /// The crates: each view and the body it follows, in the order added.
        public private(set) var crates: [(view: CALayer, body: PhysicsBody)] = []

        /// The world's side, points (the book's container is 300 x 300).
        public static let side: CGFloat = 300
        /// The crates' mass.
        public static let mass: CGFloat = 100

        /// A world in the book's `containerView` inside `container`.
        public init(in container: CALayer) {
            containerView = Chapter08.addContainerView(to: container)
            containerView.masksToBounds = true
            // Invert view coordinate system to match physics.
            containerView.isGeometryFlipped = true
            space.gravity = CGPoint(x: 0, y: -1000)
        }

        /// Adds a crate whose view has the book's UIKit `frame` (y down from the container's
        /// top, as the book writes it): the body is placed at (x + w/2, 300 − y − h/2) with
        /// mass 100 and a box's moment; its box shape has friction 0.5 and elasticity 0.8.
        /// Returns the body, or nil for a frame Chipmunk cannot take (empty or not finite).
        @discardableResult
        public func addCrate(frame: CGRect, image: CGImage, scale: CGFloat) -> PhysicsBody? {
            let size = frame.size
            let position = CGPoint(x: frame.minX + size.width / 2, y: Self.side - frame.minY - size.height / 2)
            guard let body = space.addBody(mass: Self.mass, moment: PhysicsSpace.momentForBox(mass: Self.mass, size: size),
                                           position: position),
                  let shape = space.addBox(to: body, size: size) else { return nil }
            shape.friction = 0.5
            shape.elasticity = 0.8
            let view = Self.crateView(size: size, image: image, scale: scale)
            view.name = "crate\(crates.count)"
            body.userObject = view
            containerView.addSublayer(view)
            crates.append((view, body))
            updateViews()
            return body
        }

        /// Adds the four walls along the container's edges: static segments of radius 1,
        /// collision type 2, friction 0.5 and elasticity 0.8.
        public func addWalls() {
            let s = Self.side
            let corners = [CGPoint(x: 0, y: 0), CGPoint(x: s, y: 0), CGPoint(x: s, y: s), CGPoint(x: 0, y: s)]
            for i in 0..<4 {
                guard let wall = space.addSegment(to: space.staticBody, from: corners[i], to: corners[(i + 1) % 4],
                                                  radius: 1) else { continue }
                wall.collisionType = 2
                wall.friction = 0.5
                wall.elasticity = 0.8
            }
        }

        /// Moves every crate's view to its body: centre at the body's position, turned by its
        /// angle (counterclockwise in the flipped container, as Chipmunk turns it).
        public func updateViews() {
            Chapter08.withoutActions {
                for crate in crates {
                    crate.view.position = crate.body.position
                    crate.view.setAffineTransform(CGAffineTransform(rotationAngle: crate.body.angle))
                }
            }
        }

        /// The view of a crate: the crate image, aspect-filling its bounds.
        private static func crateView(size: CGSize, image: CGImage, scale: CGFloat) -> CALayer {
            let view = CALayer()
            view.bounds = CGRect(origin: .zero, size: size)
            view.contents = image
            view.contentsGravity = .resizeAspectFill
            view.contentsScale = scale
            return view
        }
    }
}

extension Chapter11 {
    /// The book's five crates of 11.4 and 11.5, as UIKit frames in the 300 x 300 container.
    public static let fiveCrates: [CGRect] = [
        CGRect(x: 0, y: 0, width: 32, height: 32), CGRect(x: 32, y: 0, width: 32, height: 32),
        CGRect(x: 64, y: 0, width: 64, height: 64), CGRect(x: 128, y: 0, width: 32, height: 32),
        CGRect(x: 0, y: 32, width: 64, height: 64)]

    /// A walled world with the five crates, as 11.4 and 11.5 build it.
    static func walledWorld(in container: CALayer, environment: DemoEnvironment) -> CrateWorld {
        let world = CrateWorld(in: container)
        world.addWalls()
        for frame in fiveCrates { world.addCrate(frame: frame, image: environment.image(.crate), scale: environment.scale) }
        return world
    }
}
