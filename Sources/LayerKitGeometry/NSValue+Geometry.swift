// Boxing geometry in `NSValue` as Apple code does for animation values and key-value coding:
// `NSValue(caTransform3D:)` (QuartzCore's CATransform3D.h) and `NSValue(cgPoint:)`,
// `NSValue(cgSize:)`, `NSValue(cgRect:)`, `NSValue(cgAffineTransform:)` (UIKit's
// UIGeometry.h on iOS), with their `...Value` accessors.
//
// Points, sizes and rectangles are swift-corelibs-foundation's own boxes (`NSValue(point:)`,
// type encodings `{CGPoint=dd}`, `{CGSize=dd}`, `{CGRect={CGPoint=dd}{CGSize=dd}}` as on Apple).
// Corelibs cannot box a struct encoding (`{CATransform3D=...}` traps in `NSConcreteValue`),
// so transforms are boxed as arrays of CGFloats: `[16d]` for `CATransform3D` (m11...m44, row
// by row) and `[6d]` for `CGAffineTransform` (a, b, c, d, tx, ty). `objCType` therefore
// differs from Apple's; equality and hashing compare the bytes, as on Apple.

extension NSValue {
    /// A box holding `point` (`+valueWithCGPoint:`).
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// A box holding `size` (`+valueWithCGSize:`).
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// A box holding `rect` (`+valueWithCGRect:`), as given (not standardized).
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

    /// The point in a box made by `init(cgPoint:)` (corelibs' `pointValue`).
    public var cgPointValue: CGPoint { pointValue }
    /// The size in a box made by `init(cgSize:)` (corelibs' `sizeValue`).
    public var cgSizeValue: CGSize { sizeValue }
    /// The rectangle in a box made by `init(cgRect:)` (corelibs' `rectValue`).
    public var cgRectValue: CGRect { rectValue }

    /// A box holding the 3D transform `t` (`+valueWithCATransform3D:`).
    public convenience init(caTransform3D t: CATransform3D) {
        var t = t
        self.init(bytes: &t, objCType: GeometryBox.transform3D)
    }

    /// A box holding the affine transform `t` (`+valueWithCGAffineTransform:`).
    public convenience init(cgAffineTransform t: CGAffineTransform) {
        var t = t
        self.init(bytes: &t, objCType: GeometryBox.affineTransform)
    }

    /// The 3D transform in a box made by `init(caTransform3D:)`. Any other box is a
    /// programming error and stops the program, as Apple's `-getValue:size:` raises on a size
    /// mismatch.
    public var caTransform3DValue: CATransform3D {
        guard let t = boxedCATransform3D else {
            preconditionFailure("caTransform3DValue of an NSValue holding \(String(cString: objCType)), not a CATransform3D")
        }
        return t
    }

    /// The affine transform in a box made by `init(cgAffineTransform:)`. Any other box stops
    /// the program, as `caTransform3DValue` does.
    public var cgAffineTransformValue: CGAffineTransform {
        guard let t = boxedCGAffineTransform else {
            preconditionFailure("cgAffineTransformValue of an NSValue holding \(String(cString: objCType)), not a CGAffineTransform")
        }
        return t
    }

    /// The 3D transform when this box holds one, nil for any other box.
    package var boxedCATransform3D: CATransform3D? {
        guard !(self is NSNumber), GeometryBox.holds(self, GeometryBox.transform3DEncoding) else { return nil }
        var t = CATransform3D.identity
        getValue(&t)
        return t
    }

    /// The affine transform when this box holds one, nil for any other box.
    package var boxedCGAffineTransform: CGAffineTransform? {
        guard !(self is NSNumber), GeometryBox.holds(self, GeometryBox.affineTransformEncoding) else { return nil }
        var t = CGAffineTransform.identity
        getValue(&t)
        return t
    }
}

/// The type encodings of the transform boxes (see the file's contract).
enum GeometryBox {
    /// One CGFloat's encoding: `d` where CGFloat is a Double (every 64-bit platform), else `f`.
    static let scalar = MemoryLayout<CGFloat>.size == 8 ? "d" : "f"
    /// `[16d]`: the 16 entries of a `CATransform3D`.
    static let transform3DEncoding = "[16\(scalar)]"
    /// `[6d]`: the 6 entries of a `CGAffineTransform`.
    static let affineTransformEncoding = "[6\(scalar)]"

    static var transform3D: String {
        precondition(MemoryLayout<CATransform3D>.size == 16 * MemoryLayout<CGFloat>.size)
        return transform3DEncoding
    }
    static var affineTransform: String {
        precondition(MemoryLayout<CGAffineTransform>.size == 6 * MemoryLayout<CGFloat>.size)
        return affineTransformEncoding
    }

    /// Whether `box`'s type encoding is `encoding`.
    static func holds(_ box: NSValue, _ encoding: String) -> Bool {
        String(cString: box.objCType) == encoding
    }
}
