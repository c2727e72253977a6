// LayerKitAnimation: time and animation, a pure function of values and time.
//
// In:   animation objects (`CABasicAnimation`, `CAKeyframeAnimation`, `CASpringAnimation`,
//       `CAAnimationGroup`, `CATransition`), a time in the attached layer's local time
//       space, and an `AnimationTarget` that reads and writes presentation values by key path.
// Out:  the presentation values those animations produce at that time (written into the
//       target), the phase of each animation (pending, active, finished), Apple's media
//       timing model (`CAMediaTiming`), timing functions, interpolation for every
//       animatable type (`AnimatableValue`), sub-key access for composite values
//       (`KeyValueComposite`), and media clocks (`MediaClock`: one per context, bound to a
//       task or thread with `MediaClock.withClock`, else the process's; `CACurrentMediaTime()`
//       reads the current one).
// Never: knows about layers, transactions or pixels; reads a clock anywhere but
//        `MediaClock`; keeps state between evaluations (an evaluation at time t
//        depends only on the animation and t: what an animation keeps between frames,
//        `AnimationMemo`, is derived from its own properties and dropped when one is set).
@_exported import LayerKitGeometry
@_exported import LayerKitGraphics

#if !canImport(Darwin)
/// Seconds, as Apple's `CFTimeInterval`.
public typealias CFTimeInterval = Double
#endif
