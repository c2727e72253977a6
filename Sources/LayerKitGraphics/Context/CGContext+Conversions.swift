// CGContext's space conversions for sizes and rectangles and the `copy()` of CoreGraphics'
// immutable objects, in Apple's Swift names.

extension CGContext {
    /// `size` mapped from user space to device space by the CTM's linear part (no
    /// translation); components may be negative, as Apple's `CGContextConvertSizeToDeviceSpace`.
    public func convertToDeviceSpace(_ size: CGSize) -> CGSize { size.applying(state.ctm) }

    /// `size` mapped from device space to user space (the inverse CTM's linear part).
    public func convertToUserSpace(_ size: CGSize) -> CGSize { size.applying(state.ctm.inverted()) }

    /// The smallest device-space rectangle containing `rect` mapped by the CTM
    /// (`CGContextConvertRectToDeviceSpace`).
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(state.ctm) }

    /// The smallest user-space rectangle containing device-space `rect` mapped back.
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(state.ctm.inverted()) }
}

extension CGColor {
    /// A colour in the sRGB space (`CGColor(srgbRed:green:blue:alpha:)`): the same colour as
    /// `init(red:green:blue:alpha:)`, since LayerKit treats device RGB as sRGB.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A copy of the colour (`CGColorCreateCopy`): CGColor is immutable, so this is the colour
    /// itself, which is equal to a copy in every way Apple code can observe.
    public func copy() -> CGColor? { self }
}

extension CGImage {
    /// A copy of the image (`CGImageCreateCopy`): CGImage is immutable, so this is the image
    /// itself.
    public func copy() -> CGImage? { self }
}
