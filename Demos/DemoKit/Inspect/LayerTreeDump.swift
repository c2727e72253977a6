import Foundation

/// A layer tree at one media time, as `layerdemos --dump-tree` prints it: for every layer its
/// class, name and frame, its main properties as the model holds them and as the screen shows
/// them (the presentation layer), and the animations attached to it with their timing and
/// progress. Read on the app side while the headless host's media clock is frozen at the
/// time of the dump; a pure function of the tree and that time.
package struct LayerTreeDump: Codable, Equatable {
    /// The media time of the dump, seconds.
    package var time: Double
    /// The root of the dumped tree (the demo's container).
    package var root: LayerNode

    /// One layer and its sublayers.
    package struct LayerNode: Codable, Equatable {
        /// The layer's Swift class name (e.g. `CAShapeLayer`).
        package var className: String
        /// The layer's `name`, nil when it has none.
        package var name: String?
        /// The model `frame` in the superlayer's coordinates: x, y, width, height (points).
        package var frame: [Double]
        /// The main properties, model and presentation side by side, in a fixed order.
        package var properties: [Property]
        /// The animations attached to the layer, in the order they were added.
        package var animations: [Animation]
        /// The sublayers, back to front (the mask is not listed).
        package var sublayers: [LayerNode]
    }

    /// One property: its key and its value on the model and on the presentation layer.
    /// Values are numbers: a point is x, y; a rect x, y, width, height; a colour un-premultiplied
    /// r, g, b, a (0...1); a transform its 16 entries m11...m44; a flag 0 or 1; nil for no colour.
    package struct Property: Codable, Equatable {
        /// The key (Apple's name, e.g. `position`, `backgroundColor`).
        package var key: String
        /// The model value.
        package var model: [Double]?
        /// The presentation value; the model value before the layer's first commit.
        package var presentation: [Double]?
    }

    /// One attached animation at the dump's time.
    package struct Animation: Codable, Equatable {
        /// The key it was added with; nil for `add(_:forKey: nil)`.
        package var key: String?
        /// The animation's Swift class name.
        package var className: String
        /// The animated key path (property animations), nil otherwise.
        package var keyPath: String?
        /// `beginTime`, in the layer's time (seconds; the commit stamps implicit ones).
        package var beginTime: Double
        /// The basic duration, seconds (0.25 when the animation says 0, as Apple runs it).
        package var duration: Double
        /// `repeatCount`, `speed`, `timeOffset`, `autoreverses` and `fillMode` as set.
        package var repeatCount: Double
        package var speed: Double
        package var timeOffset: Double
        package var autoreverses: Bool
        package var fillMode: String
        /// The timing function's control points c1x, c1y, c2x, c2y; nil for linear (none set).
        package var timingFunction: [Double]?
        /// `pending` (before its begin time), `active` or `finished`, at the layer's local time.
        package var phase: String
        /// How far through the current iteration it is, 0...1, before the timing function.
        package var progress: Double
        /// A group's animations, each at the group's local time (empty for other animations).
        package var children: [Animation]
    }
}

extension LayerTreeDump {
    /// The dump of `root` and its sublayers at the current (frozen) media time `time`.
    package init(root: CALayer, time: CFTimeInterval) {
        self.time = time
        self.root = Self.node(root, time: time)
    }

    private static func node(_ layer: CALayer, time: CFTimeInterval) -> LayerNode {
        var n = node(alone: layer, time: time)
        n.sublayers = (layer.sublayers ?? []).map { node($0, time: time) }
        return n
    }

    /// `layer`'s node at global media time `time` without its sublayers (an empty list): the
    /// values the inspector's panel shows for its selected layer, read as the dump reads them.
    package static func node(alone layer: CALayer, time: CFTimeInterval) -> LayerNode {
        let p = layer.presentationLayer(at: time)
        let f = layer.frame
        return LayerNode(className: String(describing: type(of: layer)), name: layer.name,
                         frame: [f.minX, f.minY, f.width, f.height].map(Double.init),
                         properties: properties(model: layer, presentation: p ?? layer),
                         animations: animations(of: layer, time: time), sublayers: [])
    }

    /// The main properties, read the same way from the model and the presentation layer.
    private static func properties(model: CALayer, presentation: CALayer) -> [Property] {
        let readers: [(String, (CALayer) -> [Double]?)] = [
            ("position", { [$0.position.x, $0.position.y].map(Double.init) }),
            ("bounds", { l in let b = l.bounds; return [b.minX, b.minY, b.width, b.height].map(Double.init) }),
            ("anchorPoint", { [$0.anchorPoint.x, $0.anchorPoint.y].map(Double.init) }),
            ("zPosition", { [Double($0.zPosition)] }),
            ("transform", { transform($0.transform) }),
            ("opacity", { [Double($0.opacity)] }),
            ("isHidden", { [$0.isHidden ? 1 : 0] }),
            ("backgroundColor", { color($0.backgroundColor) }),
            ("cornerRadius", { [Double($0.cornerRadius)] }),
            ("borderWidth", { [Double($0.borderWidth)] }),
            ("borderColor", { color($0.borderColor) }),
            ("shadowOpacity", { [Double($0.shadowOpacity)] }),
            ("contentsRect", { l in let r = l.contentsRect; return [r.minX, r.minY, r.width, r.height].map(Double.init) }),
        ]
        return readers.map { key, read in Property(key: key, model: read(model), presentation: read(presentation)) }
    }

    private static func color(_ c: CGColor?) -> [Double]? {
        guard let c else { return nil }
        let v = c.rgba
        return [v.r, v.g, v.b, v.a].map(Double.init)
    }

    private static func transform(_ t: CATransform3D) -> [Double] {
        [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
         t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44].map(Double.init)
    }

    /// The attached animations with their phase and progress at the layer's local time for
    /// global media time `time`.
    private static func animations(of layer: CALayer, time: CFTimeInterval) -> [Animation] {
        let local = layer.localTime(fromGlobal: time, committed: true)
        return layer.attachedAnimations.map { attached in
            animation(stamped(attached, at: local), key: attached.hasPublicKey ? attached.key : nil, atParentTime: local)
        }
    }

    /// The animation as the next commit will run it: one added since the last commit with
    /// `beginTime` 0 is stamped by that commit with the layer's current time (Apple: "the
    /// begin time is the time the animation is committed"), so at the dump's time it is just
    /// starting, not an animation that began at 0 and has long finished.
    private static func stamped(_ attached: AttachedAnimation, at local: CFTimeInterval) -> CAAnimation {
        let a = attached.animation
        guard !attached.isCommitted, a.beginTime == 0, let copy = a.copy() as? CAAnimation else { return a }
        copy.beginTime = local
        return copy
    }

    /// `a` at time `t` of its parent (the layer, or its group), as the evaluation sees it: a
    /// duration of 0 stands for `defaultDuration`; `endInclusive` holds a group's end.
    private static func animation(_ a: CAAnimation, key: String?, atParentTime t: CFTimeInterval,
                                  defaultDuration: CFTimeInterval = 0.25, endInclusive: Bool = false) -> Animation {
        let model = a.timingModel(defaultDuration: defaultDuration)
        let state = model.state(atParentTime: t, endInclusive: endInclusive)
        let phase = phaseName(state.phase)
        let progress = state.sample?.fraction ?? (state.phase == .finished ? 1 : 0)
        var children: [Animation] = []
        if let group = a as? CAAnimationGroup {
            children = (group.animations ?? []).map { child in
                guard let sample = state.sample else {
                    var c = animation(child, key: nil, atParentTime: 0, defaultDuration: model.duration)
                    c.phase = phase
                    c.progress = progress
                    return c
                }
                // As the group evaluates its children: its timing function warps their time.
                var local = sample.time
                if let f = group.timingFunction, sample.duration.isFinite, sample.duration > 0 {
                    local = sample.duration * f.solve(sample.time / sample.duration)
                }
                return animation(child, key: nil, atParentTime: local, defaultDuration: sample.duration,
                                 endInclusive: sample.time >= sample.duration)
            }
        }
        return Animation(key: key, className: String(describing: type(of: a)),
                         keyPath: (a as? CAPropertyAnimation)?.keyPath,
                         beginTime: a.beginTime, duration: model.duration,
                         repeatCount: Double(a.repeatCount), speed: Double(a.speed),
                         timeOffset: a.timeOffset, autoreverses: a.autoreverses,
                         fillMode: a.fillMode.rawValue, timingFunction: controlPoints(a.timingFunction),
                         phase: phase, progress: progress, children: children)
    }

    /// c1x, c1y, c2x, c2y of `function`; nil for none (linear).
    private static func controlPoints(_ function: CAMediaTimingFunction?) -> [Double]? {
        guard let function else { return nil }
        var c = [Float](repeating: 0, count: 4)
        c.withUnsafeMutableBufferPointer { p in
            function.getControlPoint(at: 1, values: p.baseAddress!)
            function.getControlPoint(at: 2, values: p.baseAddress! + 2)
        }
        return c.map(Double.init)
    }

    private static func phaseName(_ p: AnimationPhase) -> String {
        switch p {
        case .pending: return "pending"
        case .active: return "active"
        case .finished: return "finished"
        }
    }
}

extension LayerTreeDump.LayerNode {
    /// The node with its animations' begin times counted from media time `origin` (the
    /// animations attached to the layer, whose `beginTime` is on the layer's clock; a group's
    /// children count from the group and are left as they are). Sublayers are not changed.
    package func countingFrom(_ origin: CFTimeInterval) -> LayerTreeDump.LayerNode {
        var node = self
        for i in node.animations.indices { node.animations[i].beginTime -= origin }
        return node
    }
}
