import Foundation
import LayerKitAnimation
import LayerKitLayers

/// One `UIView.animate` call: its timing, the animations it made and its completion.
///
/// Blocks nest per thread (`stack`, in the thread's dictionary: no process-wide stack); a nil
/// entry is `performWithoutAnimation`. Every animation made gets the block as its delegate,
/// which records whether each finished; the completion runs when the block's transaction
/// completes: when every animation added in it has stopped (their `animationDidStop` calls
/// are delivered before it), or at the next frame or flush when none was added.
final class AnimationBlock: NSObject, CAAnimationDelegate {
    /// The spring variant's parameters.
    struct Spring {
        let dampingRatio: CGFloat
        let velocity: CGFloat
    }

    let duration: TimeInterval
    let delay: TimeInterval
    let options: UIView.AnimationOptions
    let spring: Spring?
    var completion: ((Bool) -> Void)?
    private var allFinished = true

    init(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, spring: Spring?) {
        self.duration = duration
        self.delay = delay.isFinite && delay > 0 ? delay : 0
        self.options = options
        self.spring = spring
    }

    /// Whether changes in the block animate (a duration that is finite and positive).
    var animates: Bool { duration.isFinite && duration > 0 }

    /// The animation for a change of `keyPath` on `layer`, from its presentation value.
    func animation(for layer: CALayer, keyPath: String) -> CABasicAnimation {
        let anim = spring.map { makeSpring($0, keyPath) } ?? CABasicAnimation(keyPath: keyPath)
        anim.fromValue = layer.presentationValue(forKey: keyPath, at: CACurrentMediaTime())
        anim.duration = duration
        anim.timingFunction = spring == nil ? options.timingFunction : nil
        if delay > 0 {
            anim.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + delay
            anim.fillMode = .backwards
        }
        if options.contains(.repeat) { anim.repeatCount = .greatestFiniteMagnitude }
        if options.contains(.autoreverse) { anim.autoreverses = true }
        anim.delegate = self
        return anim
    }

    /// A spring of mass 1 that settles to 0.1 % of the distance at `duration`:
    /// ω₀ = ln(1000) / (ζ · duration), stiffness ω₀², damping 2ζω₀.
    private func makeSpring(_ s: Spring, _ keyPath: String) -> CASpringAnimation {
        let anim = CASpringAnimation(keyPath: keyPath)
        let zeta = s.dampingRatio.isFinite ? min(max(s.dampingRatio, 0.01), 1) : 1
        let omega = log(1000) / (zeta * CGFloat(duration))
        anim.mass = 1
        anim.stiffness = omega * omega
        anim.damping = 2 * zeta * omega
        anim.initialVelocity = s.velocity.isFinite ? s.velocity : 0
        return anim
    }

    /// Records whether an animation of the block ran to its end.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        allFinished = allFinished && flag
    }

    /// The block's transaction completed: runs the completion once.
    func seal() {
        guard let c = completion else { return }
        completion = nil
        c(allFinished)
    }

    // MARK: The thread's blocks

    /// The innermost block of this thread (nil outside blocks and inside `performWithoutAnimation`).
    static var current: AnimationBlock? { stack.top }

    /// This thread's stack of blocks.
    static var stack: Stack {
        let dictionary = Thread.current.threadDictionary
        if let s = dictionary[Stack.key] as? Stack { return s }
        let s = Stack()
        dictionary[Stack.key] = s
        return s
    }

    /// A thread's nested blocks.
    final class Stack {
        static let key = "LayerKit.UIKit.AnimationBlocks"
        private var entries: [AnimationBlock?] = []
        var top: AnimationBlock? { entries.last ?? nil }
        func append(_ block: AnimationBlock?) { entries.append(block) }
        func removeLast() { entries.removeLast() }
        /// How many blocks `beginAnimations(_:context:)` opened and `commitAnimations()` has not closed.
        var openedByBegin = 0
    }
}
