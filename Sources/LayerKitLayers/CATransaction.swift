/// Groups layer changes into atomic updates of what is displayed, with the animation
/// duration, timing function, action switch and completion block they use.
///
/// Every thread has a stack of transactions. The first change outside an explicit
/// transaction opens an implicit one, committed by `flush()` (the window host flushes on each
/// tick). Nested transactions inherit their enclosing values; only the outermost commit
/// makes changes visible.
open class CATransaction: NSObject {
    /// Key of the animation duration value.
    public static let animationDurationKey = "animationDuration"
    /// Key of the timing function value.
    public static let animationTimingFunctionKey = "animationTimingFunction"
    /// Key of the disable-actions value.
    public static let disableActionsKey = "disableActions"
    /// Key of the completion block value.
    public static let completionBlockKey = "completionBlock"

    /// Opens a transaction on this thread.
    open class func begin() {
        TransactionState.current.frames.append(TransactionFrame(implicit: false))
    }

    /// Closes the innermost transaction; closing the outermost one commits its changes.
    open class func commit() {
        let s = TransactionState.current
        guard let frame = s.frames.popLast() else { return }
        frame.completionGroup?.seal()
        if s.frames.isEmpty { Commit.run(s, at: CACurrentMediaTime()) }
    }

    /// Commits the implicit transaction, if one is open and no explicit transaction is, and
    /// delivers completion blocks and delegate callbacks that are due.
    open class func flush() {
        let s = TransactionState.current
        if s.frames.count == 1, s.frames[0].isImplicit {
            let frame = s.frames.removeLast()
            frame.completionGroup?.seal()
            Commit.run(s, at: CACurrentMediaTime())
        } else if s.frames.isEmpty && (!s.changedIsEmpty || s.hasPendingPasses) {
            Commit.run(s, at: CACurrentMediaTime())
        }
        // Every tree, shown by a renderer or not, as media time passes; a shown tree's
        // animations are looked at only when due (AnimationRegistry).
        AnimationRegistry.current.process(at: CACurrentMediaTime())
        PendingCallbacks.deliver()
    }

    /// Whether this thread has changes, layout or display waiting for a commit (hosts tick for them).
    package static var hasPendingChanges: Bool {
        let s = TransactionState.current
        return !s.frames.isEmpty || s.hasPendingPasses || !s.changed.isEmpty
    }

    /// Takes the global layer-tree lock (recursive); commits and the compositor hold it.
    open class func lock() { treeLock.lock() }

    /// Releases the global layer-tree lock.
    open class func unlock() { treeLock.unlock() }

    /// The one lock between commits and compositing, and around every model access.
    package static let treeLock = TreeLock()

    /// The duration implicit animations use, seconds (0.25 unless set).
    open class func animationDuration() -> CFTimeInterval {
        (value(forKey: animationDurationKey) as? Double) ?? 0.25
    }

    /// Sets the duration for implicit animations in this transaction.
    open class func setAnimationDuration(_ dur: CFTimeInterval) { setValue(dur, forKey: animationDurationKey) }

    /// The timing function implicit animations use; nil means the default curve.
    open class func animationTimingFunction() -> CAMediaTimingFunction? {
        value(forKey: animationTimingFunctionKey) as? CAMediaTimingFunction
    }

    /// Sets the timing function for implicit animations in this transaction.
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        setValue(function, forKey: animationTimingFunctionKey)
    }

    /// Whether property changes skip their actions (no implicit animations).
    open class func disableActions() -> Bool { TransactionState.current.disableActions }

    /// Turns actions off (or on) for this transaction.
    open class func setDisableActions(_ flag: Bool) { setValue(flag, forKey: disableActionsKey) }

    /// The completion block of the innermost transaction that set one.
    open class func completionBlock() -> (() -> Void)? { value(forKey: completionBlockKey) as? () -> Void }

    /// Sets a block to run once every animation added afterwards in this transaction (and in
    /// transactions nested in it) has finished or been removed; with none, after the commit.
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        let s = TransactionState.current
        let frame = s.top
        frame.values[completionBlockKey] = block
        frame.completionGroup?.seal()
        frame.completionGroup = CompletionGroup(block: block)
    }

    /// A value stored in the innermost transaction that sets `key`.
    open class func value(forKey key: String) -> Any? { TransactionState.current.value(forKey: key) }

    /// Stores `anObject` under `key` in the innermost transaction (opening the implicit one if needed).
    open class func setValue(_ anObject: Any?, forKey key: String) {
        TransactionState.current.top.values[key] = anObject
    }
}

extension TransactionState {
    var changedIsEmpty: Bool { changed.isEmpty }
}

/// Apple's name for the transaction key of the animation duration (`CATransaction.setValue(_:forKey:)`).
public let kCATransactionAnimationDuration = CATransaction.animationDurationKey
/// Apple's name for the transaction key of the animation timing function.
public let kCATransactionAnimationTimingFunction = CATransaction.animationTimingFunctionKey
/// Apple's name for the transaction key of the disable-actions flag.
public let kCATransactionDisableActions = CATransaction.disableActionsKey
/// Apple's name for the transaction key of the completion block.
public let kCATransactionCompletionBlock = CATransaction.completionBlockKey
