import Foundation
import LayerKitAnimation
import LayerKitLayers

extension UIView {
    /// The options of an animation block, with UIKit's raw values. Only the ones that change
    /// an animation here exist: the curve, repeating and reversing, and starting from the
    /// current state (which every animation here does: it starts from the presentation value).
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// Options with UIKit's raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Starts from what is on screen (always so here; kept for source compatibility, bit 2).
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats indefinitely.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs forwards then backwards (each repeat, with `.repeat`).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Ease in and out (the default curve, value 0).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Ease in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Linear.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// The timing function of the curve bits.
        var timingFunction: CAMediaTimingFunction {
            switch (rawValue >> 16) & 0xF {
            case 1: return CAMediaTimingFunction(name: .easeIn)
            case 2: return CAMediaTimingFunction(name: .easeOut)
            case 3: return CAMediaTimingFunction(name: .linear)
            default: return CAMediaTimingFunction(name: .easeInEaseOut)
            }
        }
    }

    /// Animates the changes `animations` makes to views' animatable properties (`frame`,
    /// `bounds`, `center`, `transform`, `alpha`, `backgroundColor`, and the backing layer's
    /// `cornerRadius`, `contentsRect`, `contentsCenter`) over `duration` seconds after `delay`:
    /// each change adds a `CABasicAnimation` to the view's layer under the property's key,
    /// from the value on screen to the new model value. `completion` runs once every one of
    /// them (and any other animation added in the block) has stopped, or on the next frame or
    /// flush when there were none, with `finished` false if any was removed before its end. Changes to layers that back no view animate
    /// as they would outside the block (implicitly, with the transaction's duration).
    /// A duration that is not finite and positive changes the properties without animating.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        run(AnimationBlock(duration: duration, delay: delay, options: options, spring: nil),
            animations, completion)
    }

    /// `animate(withDuration:delay:options:animations:completion:)` with no delay.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// `animate(withDuration:animations:completion:)` with no completion.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates as `animate(withDuration:delay:options:animations:completion:)` with a
    /// `CASpringAnimation`: `dampingRatio` 0...1 (1 does not overshoot; clamped to 0.01...1)
    /// and `velocity` the initial speed in whole distances per second. The spring (mass 1) is
    /// chosen to settle to 0.1 % of the distance at `duration`, so the motion ends at rest.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let spring = AnimationBlock.Spring(dampingRatio: dampingRatio, velocity: velocity)
        run(AnimationBlock(duration: duration, delay: delay, options: options, spring: spring), animations, completion)
    }

    /// Runs `actionsWithoutAnimation` with view animations off, even inside an animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let stack = AnimationBlock.stack
        stack.append(nil)
        defer { stack.removeLast() }
        actionsWithoutAnimation()
    }

    /// The duration of the innermost animation block (0 outside blocks and inside
    /// `performWithoutAnimation`).
    public class var inheritedAnimationDuration: TimeInterval { AnimationBlock.current?.duration ?? 0 }

    /// Runs `animations` inside `block` and a transaction whose completion seals it.
    private class func run(_ block: AnimationBlock, _ animations: () -> Void, _ completion: ((Bool) -> Void)?) {
        block.completion = completion
        let stack = AnimationBlock.stack
        CATransaction.begin()
        CATransaction.setCompletionBlock { block.seal() }
        stack.append(block.animates ? block : nil)
        animations()
        stack.removeLast()
        CATransaction.commit()
    }

    /// The properties UIKit animates in a block, by the backing layer's key.
    static let animatedKeys: Set<String> = ["bounds", "position", "transform", "opacity", "backgroundColor",
                                            "cornerRadius", "contentsRect", "contentsCenter"]

    /// `action(for:forKey:)`: see the declaration in the class.
    func backingLayerAction(_ target: CALayer, forKey event: String) -> CAAction? {
        guard target === layer else { return nil }
        guard let block = AnimationBlock.current, Self.animatedKeys.contains(event) else { return NSNull() }
        return block.animation(for: target, keyPath: event)
    }
}

extension UIView {
    /// Opens an animation block in the old (iOS 4) style, as `UIView.beginAnimations(_:context:)`:
    /// until the matching `commitAnimations()`, changes to views' animatable properties animate
    /// over 0.2 s (UIKit's default for these blocks) with the ease-in-ease-out curve, as inside
    /// `animate(withDuration:animations:)`. `animationID` and `context` are not used (no
    /// delegate selectors here). Blocks nest; each must be closed on the thread that opened it.
    public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        let stack = AnimationBlock.stack
        CATransaction.begin()
        stack.append(AnimationBlock(duration: 0.2, delay: 0, options: [], spring: nil))
        stack.openedByBegin += 1
    }

    /// Closes the innermost block opened by `beginAnimations(_:context:)`; nothing when none
    /// is open (UIKit ignores an unmatched commit).
    public class func commitAnimations() {
        let stack = AnimationBlock.stack
        guard stack.openedByBegin > 0 else { return }
        stack.openedByBegin -= 1
        stack.removeLast()
        CATransaction.commit()
    }
}
