/// Callbacks about an animation's life.
public protocol CAAnimationDelegate: AnyObject {
    /// The animation began (its active time started).
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended (`flag` true) or was removed before its end (`flag` false).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Default: nothing happens when the animation starts.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Default: nothing happens when the animation stops.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The abstract base of every animation: timing, a timing function and a delegate.
///
/// A layer copies an animation when it is added (`add(_:forKey:)`), so changing it afterwards
/// does not affect the running copy. Arbitrary keys can be stored with `setValue(_:forKey:)`.
open class CAAnimation: NSObject, NSCopying, CAMediaTiming, CAAction {
    /// The pacing curve applied to each iteration; nil means linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Told when the animation starts and stops; held strongly, as on Apple.
    open var delegate: CAAnimationDelegate?
    /// Whether the layer drops the animation once it has finished (default true).
    open var isRemovedOnCompletion = true

    /// Start in the parent's time (the layer's or group's), seconds; a layer's animation at 0 starts at its commit.
    open var beginTime: CFTimeInterval = 0 { didSet { invalidateMemo() } }
    /// Length of one iteration, seconds; 0 (the default) means 0.25 s.
    open var duration: CFTimeInterval = 0 { didSet { invalidateMemo() } }
    /// Rate of the animation's time against the layer's (default 1; 0 freezes it, negative plays backwards).
    open var speed: Float = 1 { didSet { invalidateMemo() } }
    /// Offset into the animation's own time, seconds, not scaled by `speed`; the position wraps within the active time.
    open var timeOffset: CFTimeInterval = 0 { didSet { invalidateMemo() } }
    /// Number of iterations, may be fractional; 0 (the default) means one, `.infinity` repeats forever.
    open var repeatCount: Float = 0 { didSet { invalidateMemo() } }
    /// Total active time, seconds, overriding `repeatCount` when positive; 0 (the default) means unused.
    open var repeatDuration: CFTimeInterval = 0 { didSet { invalidateMemo() } }
    /// Whether each iteration plays forwards then backwards (default false).
    open var autoreverses = false { didSet { invalidateMemo() } }
    /// What the animation shows before its start and after its end (default `.removed`: nothing).
    open var fillMode: CAMediaTimingFillMode = .removed { didSet { invalidateMemo() } }

    /// Values stored under arbitrary keys (`setValue(_:forKey:)`).
    private var userValues: [String: Any] = [:]

    /// What evaluation derived from the properties marked `invalidateMemo()` (`AnimationMemo`).
    let memo = MemoCell()

    /// Creates an animation with default timing.
    public required override init() { super.init() }

    /// The default for `key`: nil for every key, as on Apple.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// Whether the value for `key` should be archived; always true.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// A value stored under `key`, or one of the animation's own properties by name.
    open func value(forKey key: String) -> Any? {
        if let v = userValues[key] { return v }
        return ownProperty(key) ?? type(of: self).defaultValue(forKey: key)
    }

    /// Stores `value` under `key` (nil removes it); Apple's timing property names set those properties.
    open func setValue(_ value: Any?, forKey key: String) {
        if setOwnProperty(key, value) { return }
        userValues[key] = value
    }

    private func ownProperty(_ key: String) -> Any? {
        switch key {
        case "duration": return duration
        case "beginTime": return beginTime
        case "speed": return speed
        case "timeOffset": return timeOffset
        case "repeatCount": return repeatCount
        case "repeatDuration": return repeatDuration
        case "autoreverses": return autoreverses
        case "fillMode": return fillMode.rawValue
        case "removedOnCompletion": return isRemovedOnCompletion
        default: return nil
        }
    }

    private func setOwnProperty(_ key: String, _ value: Any?) -> Bool {
        func num() -> Double? {
            if let n = value as? NSNumber { return n.doubleValue }
            if let d = value as? Double { return d }
            if let f = value as? Float { return Double(f) }
            if let c = value as? CGFloat { return Double(c) }
            if let i = value as? Int { return Double(i) }
            return nil
        }
        switch key {
        case "duration": if let d = num() { duration = d }
        case "beginTime": if let d = num() { beginTime = d }
        case "speed": if let d = num() { speed = Float(d) }
        case "timeOffset": if let d = num() { timeOffset = d }
        case "repeatCount": if let d = num() { repeatCount = Float(d) }
        case "repeatDuration": if let d = num() { repeatDuration = d }
        default: return false
        }
        return true
    }

    /// A copy carrying every property and stored value; the delegate is shared.
    open func copy(with zone: NSZone? = nil) -> Any {
        let c = type(of: self).init()
        c.timingFunction = timingFunction
        c.delegate = delegate
        c.isRemovedOnCompletion = isRemovedOnCompletion
        c.beginTime = beginTime; c.duration = duration; c.speed = speed; c.timeOffset = timeOffset
        c.repeatCount = repeatCount; c.repeatDuration = repeatDuration
        c.autoreverses = autoreverses; c.fillMode = fillMode
        c.userValues = userValues
        return c
    }

    /// As an action, the animation adds itself to the layer under the event's key.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? AnimationHost)?.add(self, forKey: event)
    }

    /// Writes this animation's values at `sample` into `target`; the evaluation stage's hook
    /// (see `evaluate(into:atLayerTime:)`). A bare `CAAnimation` animates nothing.
    package func apply(_ sample: TimingSample, to target: AnimationTarget) {}
}

/// An animation of one property, named by a key path such as `"position"` or `"transform.rotation.z"`.
open class CAPropertyAnimation: CAAnimation {
    /// The animated key path.
    open var keyPath: String? { didSet { invalidateMemo() } }
    /// Whether the animated value is added to the property's current value instead of replacing it.
    open var isAdditive = false { didSet { invalidateMemo() } }
    /// Whether each repeat continues from where the previous iteration ended.
    open var isCumulative = false { didSet { invalidateMemo() } }
    /// A function turning the animated scalars into the property's value (a transform).
    open var valueFunction: CAValueFunction? { didSet { invalidateMemo() } }

    /// An animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let c = super.copy(with: zone) as! CAPropertyAnimation
        c.keyPath = keyPath; c.isAdditive = isAdditive; c.isCumulative = isCumulative
        c.valueFunction = valueFunction
        return c
    }

    /// Reads the property, computes the value, applies additive and writes it (`applyProperty`).
    override package func apply(_ sample: TimingSample, to target: AnimationTarget) {
        applyProperty(sample, to: target)
    }

    /// The animated value at `sample` in the value domain `V` (the property's type, or the
    /// scalars of a `valueFunction`), cumulative repeats included and additive not yet applied;
    /// nil when the animation has nothing to show. `current` stands for a missing endpoint.
    package func value<V: AnimatableValue>(at sample: TimingSample, current: V, coerce: (Any) -> V?) -> V? { nil }
}

/// An animation between two values (`fromValue`, `toValue`, `byValue`, in Apple's combinations).
open class CABasicAnimation: CAPropertyAnimation {
    /// The start value; nil means the property's current presentation value (or `toValue - byValue`).
    open var fromValue: Any? { didSet { invalidateMemo() } }
    /// The end value; nil means the current value (or `fromValue + byValue`).
    open var toValue: Any? { didSet { invalidateMemo() } }
    /// A relative change.
    open var byValue: Any? { didSet { invalidateMemo() } }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let c = super.copy(with: zone) as! CABasicAnimation
        c.fromValue = fromValue; c.toValue = toValue; c.byValue = byValue
        return c
    }

    @_specialize(where V == CGFloat)
    override package func value<V: AnimatableValue>(at sample: TimingSample, current: V, coerce: (Any) -> V?) -> V? {
        basicValue(at: sample, current: current, coerce: coerce, cumulative: isCumulative)
    }

    /// How far from the start value to the end value the animation is at `sample`: the timing
    /// function applied to the iteration fraction (springs override it with their motion).
    package func progress(at sample: TimingSample) -> Double { timedFraction(sample) }
}

/// A damped spring from `fromValue` to `toValue`; its progress follows the spring's motion in
/// local seconds, overshooting when underdamped.
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring (default 1).
    open var mass: CGFloat = 1
    /// The spring constant (default 100).
    open var stiffness: CGFloat = 100
    /// The damping coefficient (default 10).
    open var damping: CGFloat = 10
    /// The initial velocity, in units of the whole distance per second (default 0).
    open var initialVelocity: CGFloat = 0
    /// Whether damping above critical is honoured (default false, as on Apple: clamped to critical).
    open var allowsOverdamping = false

    open override func copy(with zone: NSZone? = nil) -> Any {
        let c = super.copy(with: zone) as! CASpringAnimation
        c.mass = mass; c.stiffness = stiffness; c.damping = damping
        c.initialVelocity = initialVelocity; c.allowsOverdamping = allowsOverdamping
        return c
    }

    /// The estimated time for the spring to come to rest, in seconds, for the current
    /// parameters (independent of `duration`): 1.4727 s for the defaults, as on Apple.
    open var settlingDuration: CFTimeInterval { SpringMotion(self).settlingDuration }

    /// The pace of the spring: its undamped period `2π √(mass / stiffness)`, in seconds.
    open var perceptualDuration: CFTimeInterval { SpringMotion(self, clampingDamping: false).perceptualDuration }

    /// How bouncy the spring is: 0 critically damped, up to 1 undamped, negative overdamped
    /// (down to -1), from the damping ratio ζ as `1 - ζ` (ζ ≤ 1) or `1/ζ - 1` (ζ > 1).
    open var bounce: CGFloat { CGFloat(SpringMotion(self, clampingDamping: false).bounce) }

    /// The spring's progress at `sample`: its motion at the iteration's time in seconds
    /// (warped by `timingFunction` when one is set).
    override package func progress(at sample: TimingSample) -> Double { springProgress(at: sample) }
}

/// An animation through a sequence of values, or along a path.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values.
    open var values: [Any]? { didSet { invalidateMemo() } }
    /// A path for point properties; overrides `values`.
    open var path: CGPath?
    /// Keyframe times as fractions 0...1 of the duration, one per value (one per segment end for paths).
    open var keyTimes: [NSNumber]? { didSet { invalidateMemo() } }
    /// One timing function per segment (`values.count - 1`).
    open var timingFunctions: [CAMediaTimingFunction]? { didSet { invalidateMemo() } }
    /// How values between keyframes are computed.
    open var calculationMode: CAAnimationCalculationMode = .linear { didSet { invalidateMemo() } }
    /// Spline tension per keyframe for cubic modes.
    open var tensionValues: [NSNumber]? { didSet { invalidateMemo() } }
    /// Spline continuity per keyframe for cubic modes.
    open var continuityValues: [NSNumber]? { didSet { invalidateMemo() } }
    /// Spline bias per keyframe for cubic modes.
    open var biasValues: [NSNumber]? { didSet { invalidateMemo() } }
    /// Whether a path animation also rotates the layer to the path's tangent.
    open var rotationMode: CAAnimationRotationMode?

    open override func copy(with zone: NSZone? = nil) -> Any {
        let c = super.copy(with: zone) as! CAKeyframeAnimation
        c.values = values; c.path = path; c.keyTimes = keyTimes; c.timingFunctions = timingFunctions
        c.calculationMode = calculationMode; c.tensionValues = tensionValues
        c.continuityValues = continuityValues; c.biasValues = biasValues; c.rotationMode = rotationMode
        return c
    }

    /// Along `path` when set (point properties), otherwise through `values`.
    override package func apply(_ sample: TimingSample, to target: AnimationTarget) {
        if let path { applyPath(path, sample, to: target) } else { applyProperty(sample, to: target) }
    }

    override package func value<V: AnimatableValue>(at sample: TimingSample, current: V, coerce: (Any) -> V?) -> V? {
        keyframeValue(at: sample, coerce: coerce)
    }
}

/// Several animations run together in the group's time; each child's time is clipped to the
/// group's active time, not scaled.
open class CAAnimationGroup: CAAnimation {
    /// The grouped animations.
    open var animations: [CAAnimation]?

    /// A copy with copies of the children. A group that contains itself (directly or through
    /// nested groups) is copied without the child that would close the loop, so copying ends.
    /// Iterative, with one set of the groups on the current path: deep nesting costs memory
    /// in proportion to the groups, not to their square, and no stack.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let top = shallowCopy()
        var onPath: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        // Each entry: a group being copied, its copy, the copied children so far, the next child.
        var stack: [(group: CAAnimationGroup, copy: CAAnimationGroup, children: [CAAnimation]?, next: Int)] =
            [(self, top, animations.map { _ in [] }, 0)]
        while let (group, next) = stack.last.map({ ($0.group, $0.next) }) {
            let children = group.animations ?? []
            guard next < children.count else {
                let done = stack.removeLast()
                done.copy.animations = done.children
                onPath.remove(ObjectIdentifier(group))
                if !stack.isEmpty { stack[stack.count - 1].children?.append(done.copy) }
                continue
            }
            stack[stack.count - 1].next += 1
            let child = children[next]
            guard let g = child as? CAAnimationGroup else {
                if let c = child.copy() as? CAAnimation { stack[stack.count - 1].children?.append(c) }
                continue
            }
            guard onPath.insert(ObjectIdentifier(g)).inserted else { continue }
            stack.append((g, g.shallowCopy(), g.animations.map { _ in [] }, 0))
        }
        return top
    }

    /// A copy of this group's own properties, without its children.
    private func shallowCopy() -> CAAnimationGroup {
        super.copy(with: nil) as! CAAnimationGroup
    }

    /// Releases nested groups one level at a time, so a chain nested 100,000 deep is freed
    /// without a recursion as deep (children still referenced elsewhere are left alone).
    deinit {
        guard var pending = animations, pending.contains(where: { $0 is CAAnimationGroup }) else { return }
        animations = nil
        while var last = pending.popLast() {
            guard isKnownUniquelyReferenced(&last), let g = last as? CAAnimationGroup, let kids = g.animations else { continue }
            g.animations = nil
            pending.append(contentsOf: kids)
        }
    }

    /// Whether the group contains itself or another group it is inside of: a loop that no
    /// layer can run (adding such a group is refused). Iterative, so deep nesting is safe.
    package var containsLoop: Bool {
        // Depth-first over groups, with an explicit stack: grey groups are on the current path.
        var grey: Set<ObjectIdentifier> = [], black: Set<ObjectIdentifier> = []
        var stack: [(group: CAAnimationGroup, next: Int)] = [(self, 0)]
        grey.insert(ObjectIdentifier(self))
        while let (group, next) = stack.last {
            let children = group.animations ?? []
            guard next < children.count else {
                stack.removeLast()
                grey.remove(ObjectIdentifier(group))
                black.insert(ObjectIdentifier(group))
                continue
            }
            stack[stack.count - 1].next += 1
            guard let child = children[next] as? CAAnimationGroup else { continue }
            let id = ObjectIdentifier(child)
            if grey.contains(id) { return true }
            if black.contains(id) { continue }
            grey.insert(id)
            stack.append((child, 0))
        }
        return false
    }

    /// Evaluates every child in the group's local time.
    override package func apply(_ sample: TimingSample, to target: AnimationTarget) {
        applyChildren(sample, to: target)
    }
}

/// An animated change between a layer's old and new states (fade, push, move in, reveal),
/// always attached under the key `"transition"`.
open class CATransition: CAAnimation {
    /// The kind of transition (default `.fade`).
    open var type: CATransitionType = .fade
    /// The direction for push, move in and reveal.
    open var subtype: CATransitionSubtype?
    /// Where in the transition to start, 0...1.
    open var startProgress: Float = 0
    /// Where in the transition to end, 0...1, not below `startProgress`.
    open var endProgress: Float = 1

    open override func copy(with zone: NSZone? = nil) -> Any {
        let c = super.copy(with: zone) as! CATransition
        c.type = type; c.subtype = subtype; c.startProgress = startProgress; c.endProgress = endProgress
        return c
    }

    /// As an action, a transition is added under `"transition"` whatever the event.
    open override func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? AnimationHost)?.add(self, forKey: "transition")
    }

    /// Reports the transition's progress to the target.
    override package func apply(_ sample: TimingSample, to target: AnimationTarget) {
        target.setTransition(self, progress: progress(at: sample))
    }
}
