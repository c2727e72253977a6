/// What one frame saw happen to one committed animation: the render side's report, applied on
/// the app thread by `AnimationEvent.apply(_:)`.
///
/// Carries identities only (the layer's, as in `RenderNode.id`, and the animation object's),
/// so the render side never holds or touches a `CALayer`.
package struct AnimationEvent: Equatable, Sendable {
    /// What changed.
    package enum Kind: Equatable, Sendable {
        /// The animation's active period began (it left `.pending`).
        case started
        /// The animation's active period ended.
        case finished
        /// The animation left the renderer's tree before it finished (its layer was removed
        /// or the renderer shows another root): the app side looks after it again.
        case departed
    }

    package let kind: Kind
    /// The layer's identity (`RenderNode.id`).
    package let layer: ObjectIdentifier
    /// The identity of the layer's copy of the animation.
    package let animation: ObjectIdentifier
    /// The global media time of the frame that saw it.
    package let time: CFTimeInterval

    package init(_ kind: Kind, layer: ObjectIdentifier, animation: ObjectIdentifier, time: CFTimeInterval) {
        self.kind = kind; self.layer = layer; self.animation = animation; self.time = time
    }
}

/// A display host whose frames report their tree's animation events themselves (a
/// `CARenderer`): `CATransaction.flush()` looks at the animations of its tree only when they
/// are due (`AnimationDeadlines`), and the frames' reports are delivered too, whichever is first.
package protocol AnimationReportingHost: AnyObject {}

extension CALayer {
    /// Whether this layer's tree is shown by a host that reports its animations (a renderer).
    package var isInReportingTree: Bool { rootLayer.displayHost is AnimationReportingHost }
}

/// The layers that have committed animations, by identity, held weakly: how the app side
/// finds the layer an `AnimationEvent` names. Kept by the commit (and by retiring, and by a
/// layer's deinit), so it holds only layers with committed animations; looked up only for
/// reported identities, never walked. Process-wide, guarded by a lock: the one place the
/// identity-to-layer map is kept.
package enum AnimatedLayers {
    private final class Weak { weak var layer: CALayer?; init(_ l: CALayer) { layer = l } }
    private static let lock = NSLock()
    nonisolated(unsafe) private static var layers: [ObjectIdentifier: Weak] = [:]
    nonisolated(unsafe) private static var lastOrder: UInt64 = 0

    /// The next commit order of an animation (increasing, process-wide).
    static func nextOrder() -> UInt64 {
        lock.lock(); defer { lock.unlock() }
        lastOrder &+= 1
        return lastOrder
    }

    /// Adds or drops `layer` as its committed animations are or are not empty.
    static func update(_ layer: CALayer) {
        let animates = !(layer.committed?.animations.isEmpty ?? true)
        guard animates != layer.isIndexedForAnimations else { return }
        layer.isIndexedForAnimations = animates
        lock.lock(); defer { lock.unlock() }
        layers[ObjectIdentifier(layer)] = animates ? Weak(layer) : nil
    }

    /// Drops the layer with identity `id` (its deinit).
    static func remove(_ id: ObjectIdentifier) {
        lock.lock(); defer { lock.unlock() }
        layers[id] = nil
    }

    /// The live layer with identity `id`, if it has committed animations.
    package static func layer(_ id: ObjectIdentifier) -> CALayer? {
        lock.lock(); defer { lock.unlock() }
        return layers[id]?.layer
    }

    /// How many layers are indexed (tests: the map stays bounded).
    package static var count: Int {
        lock.lock(); defer { lock.unlock() }
        return layers.count
    }
}

extension AnimationEvent {
    /// Applies a frame's events on the app thread, as Apple's app side does for its render
    /// server: each animation's events in commit order, `animationDidStart` once, then on
    /// finishing `animationDidStop` and the transaction's completion group, removal of
    /// `isRemovedOnCompletion` animations and new render nodes; callbacks are queued for
    /// `PendingCallbacks.deliver()`. Events of layers or animations that are gone are
    /// ignored. Linear in the events (plus one index of each reported layer's animations).
    package static func apply(_ events: [AnimationEvent]) {
        guard !events.isEmpty else { return }
        TreeLock.lock()
        defer { TreeLock.unlock() }
        var found = FoundAnimations()
        for e in events { found.add(e) }
        var notices = AnimationNotices()
        for item in found.inCommitOrder() {
            guard let index = found.index(of: item) else { continue }
            if item.kinds.contains(.started) || item.kinds.contains(.finished) { notices.start(item.layer, at: index) }
            if item.kinds.contains(.finished) {
                notices.finish(item.layer, at: index)
            } else if item.kinds.contains(.departed) {
                AnimationRegistry.current.register(item.layer, item.layer.attachedAnimations[index])
            }
        }
        notices.retire()
    }
}

/// The reported animations a frame's events name, found in their layers' attached
/// animations (each reported layer indexed once).
private struct FoundAnimations {
    struct Item {
        let layer: CALayer
        let animation: ObjectIdentifier
        let order: UInt64
        var kinds: [AnimationEvent.Kind]
    }
    private var items: [ObjectIdentifier: Item] = [:]
    private var indexes: [ObjectIdentifier: [ObjectIdentifier: Int]] = [:]

    /// Notes `e` when its layer is alive and still has the animation attached.
    mutating func add(_ e: AnimationEvent) {
        if items[e.animation] != nil { items[e.animation]!.kinds.append(e.kind); return }
        guard let layer = AnimatedLayers.layer(e.layer) else { return }
        let index = indexes[e.layer] ?? Self.index(layer)
        indexes[e.layer] = index
        guard let i = index[e.animation] else { return }
        items[e.animation] = Item(layer: layer, animation: e.animation, order: layer.attachedAnimations[i].order,
                                  kinds: [e.kind])
    }

    /// The items, in the order their animations were committed.
    func inCommitOrder() -> [Item] { items.values.sorted { $0.order < $1.order } }

    /// Where `item`'s animation is in its layer's attached animations now.
    func index(of item: Item) -> Int? { indexes[ObjectIdentifier(item.layer)]?[item.animation] }

    private static func index(_ layer: CALayer) -> [ObjectIdentifier: Int] {
        Dictionary(layer.attachedAnimations.enumerated().map { (ObjectIdentifier($0.element.animation), $0.offset) },
                   uniquingKeysWith: { a, _ in a })
    }
}

/// The app side's response to animations starting and finishing, shared by frames' events and
/// `AnimationRegistry.process`: delegate callbacks queued, completion groups left, and the
/// finished `isRemovedOnCompletion` animations retired with one rebuild of render nodes.
/// Call under the layer-tree lock; indexes are into the layer's attached animations, which
/// do not change until `retire()`.
struct AnimationNotices {
    private var retiring: [ObjectIdentifier: (layer: CALayer, animations: Set<ObjectIdentifier>)] = [:]

    /// Queues `animationDidStart` unless it was queued before.
    func start(_ layer: CALayer, at index: Int) {
        guard !layer.attachedAnimations[index].hasAnnouncedStart else { return }
        layer.attachedAnimations[index].hasAnnouncedStart = true
        let anim = layer.attachedAnimations[index].animation
        if let d = anim.delegate { PendingCallbacks.enqueue { d.animationDidStart(anim) } }
    }

    /// Queues `animationDidStop(finished: true)`, releases the completion groups and marks the
    /// animation for removal when it is removed on completion.
    mutating func finish(_ layer: CALayer, at index: Int) {
        let attached = layer.attachedAnimations[index]
        AnimationRegistry.current.unregister([attached.animation])
        // A flush and a frame may both see the end: the first delivers it.
        guard !attached.hasAnnouncedStop else { return }
        layer.attachedAnimations[index].hasAnnouncedStop = true
        CALayer.announceStop(attached, finished: true)
        if attached.animation.isRemovedOnCompletion {
            retiring[ObjectIdentifier(layer), default: (layer, [])].animations.insert(ObjectIdentifier(attached.animation))
        }
    }

    /// Removes the finished animations marked and makes the render nodes again.
    func retire() {
        guard !retiring.isEmpty else { return }
        for (layer, ended) in retiring.values { layer.retireFinishedAnimations(ended) }
        CALayer.rebuildRenderNodes(retiring.values.map(\.layer))
    }
}
