/// Chapter 15 — Layer Performance.
///
/// Shared here: the book's scroll view (a layer whose bounds origin is the content offset,
/// scrolled by a drag or the wheel within its content size) and the 3D grid's constants and
/// culling arithmetic of 15.3-15.5.
public enum Chapter15 {
    /// The chapter's demos.
    public static var demos: [Demo] {
        [Listing15_1(), Listing15_2(), Listing15_3(), Listing15_4(), Listing15_5()]
    }

    /// The grid's layer side, points (the book's SIZE).
    public static let size: CGFloat = 100
    /// Distance between grid points, points (SPACING).
    public static let spacing: CGFloat = 150
    /// The perspective's eye distance, points (CAMERA_DISTANCE): m34 = -1/500.
    public static let cameraDistance: CGFloat = 500

    /// How much a layer `z` points behind the plane is scaled on screen (the book's
    /// PERSPECTIVE(z)): 500 / (z + 500).
    public static func perspective(_ z: CGFloat) -> CGFloat { cameraDistance / (z + cameraDistance) }

    /// The gray of a grid layer at depth index `z` of `depth`: 1 - z / depth (white in front).
    public static func gray(depthIndex z: Int, of depth: Int) -> CGColor {
        CGColor(gray: 1 - CGFloat(z) / CGFloat(depth), alpha: 1)
    }

    /// A grid of `width` x `height` x `depth` virtual layers spaced `spacing` apart.
    public struct Grid: Sendable, Equatable {
        /// Layers across, down and deep.
        public let width: Int, height: Int, depth: Int

        /// A grid of the given counts.
        public init(width: Int, height: Int, depth: Int) {
            self.width = width
            self.height = height
            self.depth = depth
        }

        /// How many virtual layers the grid has.
        public var count: Int { width * height * depth }

        /// The scroll view's content size: ((width - 1) x spacing, (height - 1) x spacing).
        public var contentSize: CGSize {
            CGSize(width: CGFloat(width - 1) * spacing, height: CGFloat(height - 1) * spacing)
        }

        /// Where the layer (x, y, z) sits: centre (x, y) x spacing, zPosition -z x spacing.
        public static func place(_ x: Int, _ y: Int, _ z: Int) -> (position: CGPoint, zPosition: CGFloat) {
            (CGPoint(x: CGFloat(x) * spacing, y: CGFloat(y) * spacing), -CGFloat(z) * spacing)
        }

        /// The grid points a viewport `visible` (content coordinates: the scroll bounds) shows,
        /// back to front (z = depth - 1 first), as the book culls them: the viewport grown by
        /// half a layer on every side, then for each depth enlarged about its centre by
        /// 1 / PERSPECTIVE(z x spacing); a point is in when minX <= x·spacing < maxX (and the
        /// same for y). The index ranges are computed, not searched, so the cost follows the
        /// visible count, not the grid's size.
        public func visiblePoints(in visible: CGRect) -> [(x: Int, y: Int, z: Int)] {
            let bounds = visible.insetBy(dx: -size / 2, dy: -size / 2)
            var out: [(x: Int, y: Int, z: Int)] = []
            for z in stride(from: depth - 1, through: 0, by: -1) {
                let k = 1 / perspective(CGFloat(z) * spacing)
                let adjusted = CGRect(x: bounds.midX - bounds.width * k / 2, y: bounds.midY - bounds.height * k / 2,
                                      width: bounds.width * k, height: bounds.height * k)
                let xs = Self.indices(from: adjusted.minX, to: adjusted.maxX, count: width)
                let ys = Self.indices(from: adjusted.minY, to: adjusted.maxY, count: height)
                for y in ys { for x in xs { out.append((x, y, z)) } }
            }
            return out
        }

        /// The indices i in 0..<count with lower <= i x spacing < upper.
        static func indices(from lower: CGFloat, to upper: CGFloat, count: Int) -> Range<Int> {
            let first = max(0, Int((lower / spacing).rounded(.up)))
            var last = min(count - 1, Int((upper / spacing).rounded(.down)))
            if last >= 0, CGFloat(last) * spacing >= upper { last -= 1 }
            return first <= last ? first..<(last + 1) : 0..<0
        }
    }

    /// The book's scroll view: `layer` shows its content with `bounds.origin` as the content
    /// offset, clipped to its bounds; a drag moves the content with the pointer and the wheel
    /// scrolls, both within `contentSize` (no bounce or inertia). `didScroll` runs after each
    /// change of offset, as the scroll view's delegate callback.
    public final class ScrollView {
        /// The scroll view's layer; its sublayers are the content.
        public let layer = CALayer()
        /// How far the content can scroll: offsets run from 0 to contentSize - bounds size.
        public var contentSize = CGSize.zero
        /// Runs after every change of `contentOffset`.
        public var didScroll: () -> Void = {}

        /// A scroll view of `frame` (container points).
        init(frame: CGRect) {
            layer.name = "scrollView"
            layer.frame = frame
            layer.masksToBounds = true
        }

        /// The content offset: the top-left content point shown.
        public var contentOffset: CGPoint { layer.bounds.origin }

        /// Scrolls to `offset` clamped to the content, with actions off, and calls `didScroll`.
        public func scroll(to offset: CGPoint) {
            let maxX = max(0, contentSize.width - layer.bounds.width), maxY = max(0, contentSize.height - layer.bounds.height)
            let clamped = CGPoint(x: min(max(0, offset.x), maxX), y: min(max(0, offset.y), maxY))
            Chapter08.withoutActions { layer.bounds.origin = clamped }
            didScroll()
        }

        /// Lets a drag on the layer and the wheel anywhere scroll it; the environment keeps the
        /// scroll view while the demo runs (15.3 holds it nowhere else).
        func attach(to environment: DemoEnvironment) {
            environment.keep(self)
            environment.addGestureRecognizer(PanGestureRecognizer { [weak self] pan in
                guard let self else { return }
                let t = pan.translation(in: layer)
                pan.setTranslation(.zero, in: layer)
                scroll(to: CGPoint(x: contentOffset.x - t.x, y: contentOffset.y - t.y))
            }, to: layer)
            environment.onPointer { [weak self] event, _ in
                guard let self, event.phase == .scroll else { return }
                scroll(to: CGPoint(x: contentOffset.x + event.scrollDelta.width * 3,
                                   y: contentOffset.y + event.scrollDelta.height * 3))
            }
        }
    }

    /// A black scroll view of `frame` with perspective (m34 = -1/500) on its sublayers,
    /// scrolling over `grid`'s content size (not attached to input).
    public static func makeGridScrollView(frame: CGRect, grid: Grid) -> ScrollView {
        let scroll = ScrollView(frame: frame)
        scroll.layer.backgroundColor = CGColor(gray: 0, alpha: 1)
        scroll.contentSize = grid.contentSize
        var transform = CATransform3DIdentity
        transform.m34 = -1 / cameraDistance
        scroll.layer.sublayerTransform = transform
        return scroll
    }

    /// `makeGridScrollView` filling `container`, scrolled by drags and the wheel.
    static func addGridScrollView(in container: CALayer, environment: DemoEnvironment, grid: Grid) -> ScrollView {
        let scroll = makeGridScrollView(frame: container.bounds, grid: grid)
        container.addSublayer(scroll.layer)
        scroll.attach(to: environment)
        return scroll
    }

    /// Adds a readout line at the bottom of the stage (white on translucent black).
    static func addReadout(_ text: String, in container: CALayer, environment: DemoEnvironment) -> Label {
        let label = Label(text: text, frame: CGRect(x: 6, y: container.bounds.height - 26, width: container.bounds.width - 12, height: 20),
                          fontSize: 12)
        label.name = "readout"
        label.textColor = CGColor(gray: 1, alpha: 1)
        label.backgroundColor = CGColor(gray: 0, alpha: 0.6)
        label.cornerRadius = 4
        environment.add(label, to: container)
        return label
    }
}
