import Foundation
import Synchronization

/// What evaluating an animation works out from its properties alone, kept between frames.
///
/// Every frame evaluates each attached animation again, and most of what an evaluation needs
/// does not change between frames: the timing model, the key path resolved for the target,
/// the `fromValue`/`toValue`/`byValue` converted to the property's type. An animation keeps
/// them here, made on first use and dropped whenever one of the properties they come from is
/// set (the setters' observers call `invalidateMemo()`), so a result never depends on the
/// memo, only on the animation's current properties and the time. Added animations are copies
/// nobody else holds, so in practice a memo is made once per animation; a copy starts empty.
///
/// The render thread and the app (`presentation()`) can evaluate one animation at once: the
/// memo lives in a `MemoCell`, locked briefly per part, never while evaluating.
///
/// Its parts are objects, not tuples or structs: reading an optional struct out of the memo
/// copies it through the runtime's value witnesses, a hundred instructions or more a read.
struct AnimationMemo {
    /// The timing model and the stand-in for a zero duration it was made with.
    var timing: TimingMemo?
    /// A property animation's settings and resolved key path (`PropertyPlan`).
    var plan: PropertyPlan?
    /// A basic animation's endpoints converted to the property's type (`TypedEndpoints<V>`),
    /// or a keyframe animation's track (`TypedTrack<V>`).
    var endpoints: AnyObject?
}

/// A timing model and the stand-in for a zero duration it was made with.
final class TimingMemo {
    let defaultDuration: CFTimeInterval
    let model: MediaTimingModel

    init(defaultDuration: CFTimeInterval, model: MediaTimingModel) {
        self.defaultDuration = defaultDuration
        self.model = model
    }
}

/// A property animation's settings that evaluation reads every frame, with its key path as
/// targets of one domain resolve it (`AnimationTarget.resolveKeyPath`): one read of the memo
/// a frame, where each read of an `open` stored property is a dynamically dispatched getter
/// with an access check.
final class PropertyPlan {
    let isAdditive: Bool
    let isCumulative: Bool
    let valueFunction: CAValueFunction?
    /// The targets' `keyPathDomain` the path was resolved for.
    let domain: ObjectIdentifier
    /// The resolved key path.
    let path: AnyObject

    init(isAdditive: Bool, isCumulative: Bool, valueFunction: CAValueFunction?, domain: ObjectIdentifier, path: AnyObject) {
        self.isAdditive = isAdditive
        self.isCumulative = isCumulative
        self.valueFunction = valueFunction
        self.domain = domain
        self.path = path
    }
}

/// `fromValue`, `toValue` and `byValue` converted to `V` (nil where unset); `fits` is false
/// when a set value does not convert, which leaves the animation without effect.
final class TypedEndpoints<V: AnimatableValue> {
    let from: V?, to: V?, by: V?
    let fits: Bool

    /// Converts each set value with `coerce`.
    init(from: Any?, to: Any?, by: Any?, coerce: (Any) -> V?) {
        var fits = true
        func typed(_ raw: Any?) -> V? {
            guard let raw else { return nil }
            let v = coerce(raw)
            if v == nil { fits = false }
            return v
        }
        self.from = typed(from); self.to = typed(to); self.by = typed(by)
        self.fits = fits
    }
}

/// An animation's memo behind a lock: a spin lock on one atomic flag. Each section under it
/// reads or stores one reference, so a thread rarely waits, and then yields while it does. (The
/// standard library's `Mutex` asks the kernel for the thread's id on every lock on Linux, and
/// a pthread mutex costs several times as much as the few reads it would guard.)
final class MemoCell: @unchecked Sendable {
    private let locked = Atomic<Bool>(false)
    /// Only touched under the lock, so its accesses need no run-time exclusivity check.
    @exclusivity(unchecked) private var memo = AnimationMemo()

    /// `body` applied to the memo, under the lock.
    @inline(__always)
    func withLock<T>(_ body: (inout AnimationMemo) -> T) -> T {
        while !locked.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged {
            sched_yield()
        }
        defer { locked.store(false, ordering: .releasing) }
        return body(&memo)
    }
}

extension CAAnimation {
    /// Forgets everything derived from the properties; the setters of those properties call it.
    func invalidateMemo() {
        memo.withLock { $0 = AnimationMemo() }
    }

    /// The timing model with `defaultDuration` for a zero duration, made once.
    func memoizedTimingModel(defaultDuration: CFTimeInterval) -> MediaTimingModel {
        if let t = memo.withLock({ $0.timing }), t.defaultDuration == defaultDuration { return t.model }
        let model = MediaTimingModel(self, defaultDuration: defaultDuration)
        memo.withLock { $0.timing = TimingMemo(defaultDuration: defaultDuration, model: model) }
        return model
    }
}

extension CAPropertyAnimation {
    /// The settings and key path for targets of `target`'s domain, made once per domain; nil
    /// without a key path.
    func plan(for target: AnimationTarget) -> PropertyPlan? {
        let domain = target.keyPathDomain
        if let p = memo.withLock({ $0.plan }), p.domain == domain { return p }
        guard let keyPath else { return nil }
        let p = PropertyPlan(isAdditive: isAdditive, isCumulative: isCumulative, valueFunction: valueFunction,
                             domain: domain, path: target.resolveKeyPath(keyPath))
        memo.withLock { $0.plan = p }
        return p
    }
}

extension CABasicAnimation {
    /// The endpoints converted to `V` with `coerce`, once per type. Within one animation a
    /// given `V` always comes with the same conversion (`V.coerce`, or the value function's
    /// vectors, and the value function is memoized with the plan).
    func typedEndpoints<V: AnimatableValue>(coerce: (Any) -> V?) -> TypedEndpoints<V> {
        if let e = memo.withLock({ $0.endpoints }) as? TypedEndpoints<V> { return e }
        let e = TypedEndpoints(from: fromValue, to: toValue, by: byValue, coerce: coerce)
        memo.withLock { $0.endpoints = e }
        return e
    }
}
