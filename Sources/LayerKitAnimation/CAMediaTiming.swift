/// What an animation does outside its active time.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A value with the given raw name (the same as `init(rawValue:)`).
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Holds the final value after the active time ends.
    public static let forwards = CAMediaTimingFillMode("forwards")
    /// Holds the initial value before the active time starts.
    public static let backwards = CAMediaTimingFillMode("backwards")
    /// Both `forwards` and `backwards`.
    public static let both = CAMediaTimingFillMode("both")
    /// No effect outside the active time (the default).
    public static let removed = CAMediaTimingFillMode("removed")
}

/// Apple's hierarchical timing model, adopted by layers and animations.
///
/// Local time = (parent time - `beginTime`) * `speed` + `timeOffset`; an object is active for
/// `duration` times `repeatCount` (doubled by `autoreverses`) or for `repeatDuration`.
public protocol CAMediaTiming: AnyObject {
    /// Start, in the parent's time space, seconds.
    var beginTime: CFTimeInterval { get set }
    /// Length of one iteration, seconds; 0 means the default (0.25 s for animations).
    var duration: CFTimeInterval { get set }
    /// Rate of local time against parent time; 0 pauses, negative runs backwards.
    var speed: Float { get set }
    /// Offset added to local time, seconds (in the local, already speed-scaled space).
    var timeOffset: CFTimeInterval { get set }
    /// Number of iterations, may be fractional; 0 means one. `.infinity` repeats forever.
    var repeatCount: Float { get set }
    /// Total active time, seconds; 0 means use `repeatCount`.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each iteration plays forwards then backwards.
    var autoreverses: Bool { get set }
    /// What the object does outside its active time.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// The name of a standard timing function.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A value with the given raw name (the same as `init(rawValue:)`).
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Constant rate: (0,0) (1,1).
    public static let linear = CAMediaTimingFunctionName("linear")
    /// Slow start: (0.42,0) (1,1).
    public static let easeIn = CAMediaTimingFunctionName("easeIn")
    /// Slow end: (0,0) (0.58,1).
    public static let easeOut = CAMediaTimingFunctionName("easeOut")
    /// Slow start and end: (0.42,0) (0.58,1).
    public static let easeInEaseOut = CAMediaTimingFunctionName("easeInEaseOut")
    /// The curve of implicit animations: (0.25,0.1) (0.25,1).
    public static let `default` = CAMediaTimingFunctionName("default")
}

/// How a keyframe animation computes values between keyframes.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A value with the given raw name (the same as `init(rawValue:)`).
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Straight-line interpolation between keyframes (the default).
    public static let linear = CAAnimationCalculationMode("linear")
    /// Each keyframe value holds until the next keyframe time.
    public static let discrete = CAAnimationCalculationMode("discrete")
    /// Linear, with keyframe times chosen for constant speed; keyTimes and timingFunctions are ignored.
    public static let paced = CAAnimationCalculationMode("paced")
    /// A Kochanek-Bartels spline through the keyframes (tension, continuity, bias).
    public static let cubic = CAAnimationCalculationMode("cubic")
    /// The cubic spline, paced for constant speed.
    public static let cubicPaced = CAAnimationCalculationMode("cubicPaced")
}

/// Whether a path animation turns the layer to the path's tangent.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A value with the given raw name (the same as `init(rawValue:)`).
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Rotate to the tangent.
    public static let rotateAuto = CAAnimationRotationMode("auto")
    /// Rotate to the tangent plus a half turn.
    public static let rotateAutoReverse = CAAnimationRotationMode("autoReverse")
}

/// The kind of a `CATransition`.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A value with the given raw name (the same as `init(rawValue:)`).
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Cross-fade (the default).
    public static let fade = CATransitionType("fade")
    /// The new content slides over the old.
    public static let moveIn = CATransitionType("moveIn")
    /// The new content pushes the old out.
    public static let push = CATransitionType("push")
    /// The old content slides away, revealing the new.
    public static let reveal = CATransitionType("reveal")
}

/// The direction of a `CATransition`.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A value with the given raw name (the same as `init(rawValue:)`).
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Motion from the right edge.
    public static let fromRight = CATransitionSubtype("fromRight")
    /// Motion from the left edge.
    public static let fromLeft = CATransitionSubtype("fromLeft")
    /// Motion from the top edge.
    public static let fromTop = CATransitionSubtype("fromTop")
    /// Motion from the bottom edge.
    public static let fromBottom = CATransitionSubtype("fromBottom")
}

/// The name of a `CAValueFunction`.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A value with the given raw name (the same as `init(rawValue:)`).
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Rotation about the x axis by one scalar, radians.
    public static let rotateX = CAValueFunctionName("rotateX")
    /// Rotation about the y axis by one scalar, radians.
    public static let rotateY = CAValueFunctionName("rotateY")
    /// Rotation about the z axis (in the layer's plane) by one scalar, radians.
    public static let rotateZ = CAValueFunctionName("rotateZ")
    /// Scale by three factors (x, y, z); a single number scales all three axes.
    public static let scale = CAValueFunctionName("scale")
    /// Scale along the x axis by one factor.
    public static let scaleX = CAValueFunctionName("scaleX")
    /// Scale along the y axis by one factor.
    public static let scaleY = CAValueFunctionName("scaleY")
    /// Scale along the z axis by one factor.
    public static let scaleZ = CAValueFunctionName("scaleZ")
    /// Translation by three distances (x, y, z), points; a single number moves along all three axes.
    public static let translate = CAValueFunctionName("translate")
    /// Translation along the x axis by one distance, points.
    public static let translateX = CAValueFunctionName("translateX")
    /// Translation along the y axis by one distance, points.
    public static let translateY = CAValueFunctionName("translateY")
    /// Translation along the z axis by one distance, points.
    public static let translateZ = CAValueFunctionName("translateZ")
}
