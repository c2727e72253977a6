extension CALayer {
    /// Stores `new` in `slot` (a field of `state`) unless it is equal; returns whether the
    /// value changed. The typed setters call `didChange` when it did. Types that can hold
    /// non-finite numbers take the `FiniteCheckable` overload instead, chosen at compile time:
    /// no run-time protocol cast (which boxed a rectangle or a transform on the heap for
    /// every set, and cost about 2,000 instructions for an optional colour).
    @inline(__always)
    package func assign<V: Equatable>(_ slot: inout V, _ new: V, _ key: String) -> Bool {
        guard slot != new else { return false }
        slot = new
        return true
    }

    /// `assign` for geometry: a non-finite value is refused with a one-time warning (Apple
    /// raises an exception) and the property keeps its value.
    @inline(__always)
    package func assign<V: Equatable & FiniteCheckable>(_ slot: inout V, _ new: V, _ key: String) -> Bool {
        guard new.isFiniteValue else {
            refuseNonFinite(key)
            return false
        }
        guard slot != new else { return false }
        slot = new
        return true
    }

    /// Warns, once, that a non-finite value for `key` was ignored.
    @inline(never)
    package func refuseNonFinite(_ key: String) {
        Diagnostics.warnOnce("ignored a non-finite value for '\(key)' on \(Swift.type(of: self)); the property keeps its value")
    }

    /// What follows any model change of `key`: commit, redisplay, action (`timing`: the key is
    /// one of the layer's `CAMediaTiming` values, which moves animation deadlines). The thread's
    /// transaction state is borrowed, not retained, for the commit queue and the actions switch.
    /// Under the layer-tree lock, so threads changing one layer take turns.
    package func didChange(_ key: String, timing: Bool = false) {
        guard !isPresentation else { return }
        TreeLock.lock()
        defer { TreeLock.unlock() }
        if timing { timingChangedSinceCapture = true }
        if !applyingStyle, key != lastExplicitKey {
            if !explicitlySetKeys.contains(key) { explicitlySetKeys.append(key) }
            lastExplicitKey = key
        }
        // One look-up of the thread's state for both the commit queue and the actions switch.
        let actionsDisabled = TransactionState.withCurrent { t -> Bool in
            if !queuedForCommit { markChanged(in: t) }
            return t.disableActions
        }
        // The length first: comparing strings of different lengths is a library call.
        if key.utf8.count == 6, key == "bounds" {
            // A new size lays out the sublayers again, as on Apple, and may redraw.
            setNeedsLayout()
            if displayOnBoundsChange { setNeedsDisplay() }
        }
        if Swift.type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
        if !actionsDisabled { runActionIfShown(forKey: key) }
    }

    /// Whether `key` is one of a layer's `CAMediaTiming` values (for setting by key path; the
    /// typed setters flag a timing change themselves). The lengths first: most keys are ruled
    /// out without comparing a string.
    static func isTimingKey(_ key: String) -> Bool {
        switch key.utf8.count {
        case 5: return key == "speed"
        case 8: return key == "duration" || key == "fillMode"
        case 9: return key == "beginTime"
        case 10: return key == "timeOffset"
        case 11: return key == "repeatCount"
        case 12: return key == "autoreverses"
        case 14: return key == "repeatDuration"
        default: return false
        }
    }

    /// Queues the layer so the next commit captures its model values.
    package func markChanged() {
        guard !isPresentation else { return }
        TreeLock.lock()
        defer { TreeLock.unlock() }
        guard !queuedForCommit else { return }
        TransactionState.withCurrent { markChanged(in: $0) }
    }

    /// `markChanged` with this thread's transaction state `transaction` at hand.
    private func markChanged(in transaction: TransactionState) {
        guard !queuedForCommit else { return }
        queuedForCommit = true
        transaction.enqueueCommit(self)
    }

    /// Looks up and runs the action for `event`, when actions are enabled and the layer can
    /// animate: it is shown and (for property changes) has been committed before, as on Apple.
    package func runAction(forKey event: String) {
        guard !isPresentation, !TransactionState.withCurrent({ $0.disableActions }) else { return }
        TreeLock.lock()
        defer { TreeLock.unlock() }
        runActionIfShown(forKey: event)
    }

    /// `runAction` once actions are known to be enabled (`didChange` has read the switch
    /// already): the action runs if the layer is shown and, for property changes, committed.
    private func runActionIfShown(forKey event: String) {
        let isOrderEvent = event == kCAOnOrderIn || event == kCAOnOrderOut
        guard isOrderEvent || committed != nil else { return }
        // Whether the tree is shown walks to the root: ask only when an action could be found
        // (building a deep tree of plain layers stays linear).
        guard mightHaveAction(forKey: event), isInDisplayedTree else { return }
        action(forKey: event)?.run(forKey: event, object: self, arguments: nil)
    }

    /// Whether the action search for `event` could find anything: a delegate, an `actions`
    /// or `style` entry, the class's `defaultAction(forKey:)`, or a built-in animation; and
    /// for a class made outside LayerKit, anything: it may override `action(forKey:)` (as
    /// Apple code does to animate a custom key or fade in on `onOrderIn`), which only calling
    /// it can tell. Cheap; it calls no delegate.
    private func mightHaveAction(forKey event: String) -> Bool {
        delegate != nil || actions != nil || style != nil
            || Swift.type(of: self).implicitlyAnimatedKeys.contains(event)
            || Swift.type(of: self).defaultAction(forKey: event) != nil
            || !Self.isLayerKitClass(Swift.type(of: self))
    }

    /// Whether `type` is one of LayerKit's layer classes, none of which overrides
    /// `action(forKey:)`: for them the search above is exact.
    private static func isLayerKitClass(_ type: CALayer.Type) -> Bool {
        type == CALayer.self || layerKitClasses.contains(ObjectIdentifier(type))
    }

    private static let layerKitClasses = Set(([
        CAShapeLayer.self, CATextLayer.self, CAGradientLayer.self, CAReplicatorLayer.self, CAEmitterLayer.self,
        CATiledLayer.self, CAScrollLayer.self, CATransformLayer.self,
    ] as [CALayer.Type]).map { ObjectIdentifier($0) })

    /// What `action(forKey:)` does: delegate, `actions`, `style`, `defaultAction(forKey:)`,
    /// then the built-in implicit animation; `NSNull` stops the search and gives nil. Under
    /// the layer-tree lock (the delegate is asked with it held, as Apple's is).
    package func lookUpAction(forKey event: String) -> CAAction? {
        TreeLock.lock()
        defer { TreeLock.unlock() }
        if let a = delegate?.action(for: self, forKey: event) { return a is NSNull ? nil : a }
        if let a = actions?[event] { return a is NSNull ? nil : a }
        if let a = Self.styleAction(style, event) { return a is NSNull ? nil : a }
        if let a = Swift.type(of: self).defaultAction(forKey: event) { return a is NSNull ? nil : a }
        return implicitAnimation(forKey: event)
    }

    /// `style["actions"][event]`, then the same in `style["style"]`, recursively.
    private static func styleAction(_ style: [AnyHashable: Any]?, _ event: String) -> CAAction? {
        var s = style
        var depth = 0
        while let current = s, depth < 32 {
            if let actions = current["actions"] as? [String: CAAction], let a = actions[event] { return a }
            if let actions = current["actions"] as? [AnyHashable: Any], let a = actions[event] as? CAAction { return a }
            s = current["style"] as? [AnyHashable: Any]
            depth += 1
        }
        return nil
    }

    /// The built-in implicit animation: from the value on screen now to the new model value, with
    /// the transaction's duration (none when it is 0) and timing function (default curve otherwise).
    private func implicitAnimation(forKey key: String) -> CAAction? {
        guard Swift.type(of: self).implicitlyAnimatedKeys.contains(key) else { return nil }
        let duration = CATransaction.animationDuration()
        guard duration > 0 else { return nil }
        let anim = CABasicAnimation(keyPath: key)
        anim.fromValue = presentationValue(forKey: key, at: CACurrentMediaTime())
        anim.duration = duration
        anim.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return anim
    }

    package static let baseAnimatableKeys: Set<String> =
        Set(LayerProperty.table.values.filter(\.isAnimatable).map(\.key))
}

extension CALayer {
    /// Changes a subclass property stored under `key` (in `state.custom`), as the typed
    /// setters do for built-in properties: refuses non-finite values, skips equal values,
    /// then commits, redisplays and runs the action.
    package func changeCustom<V>(_ key: String, to value: V?, same: (V?, V?) -> Bool) {
        if let v = value as? FiniteCheckable, !v.isFiniteValue {
            refuseNonFinite(key)
            return
        }
        let old = customValue(key) as V?
        guard !same(old, value) else { return }
        state.custom[key] = value
        didChange(key)
    }

    /// The value of a subclass property: its stored value, or the class's default.
    package func customValue<V>(_ key: String) -> V? {
        (state.customValue(key) ?? Swift.type(of: self).defaultValue(forKey: key)) as? V
    }
}

extension CALayer {
    /// Sets every property named in `style` (and its nested styles, nearest first) that the
    /// layer has not set itself.
    package func applyStyle() {
        var values: [String: Any] = [:]
        var s = style
        var depth = 0
        while let current = s, depth < 32 {
            for (k, v) in current {
                guard let key = k as? String, key != "style", key != "actions", values[key] == nil else { continue }
                values[key] = v
            }
            s = current["style"] as? [AnyHashable: Any]
            depth += 1
        }
        applyingStyle = true
        defer { applyingStyle = false }
        for (key, value) in values where !explicitlySetKeys.contains(key) && LayerProperty.table[key] != nil {
            setValue(value, forKey: key)
        }
    }
}
