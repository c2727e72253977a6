/// Telling a layer that only moved: what the compositor's raster cache asks before it composites
/// a layer from the image it drew last frame instead of building its drawing again.
extension LayerState {
    /// Whether the states at `a` and `b` hold the same values but for `position`: plain values
    /// equal, references the very same objects, contents the same image or none. Each box holds
    /// its state unchanged while anything else holds the box, so objects compared by identity
    /// are unchanged too. Contents that are not an image, and custom values an animation wrote,
    /// answer false unless absent from both (false only costs a drawing).
    ///
    /// Field by field, not byte by byte: copies of a state leave its padding as they find it.
    /// A test changes every stored property but `position` in turn and expects false.
    static func sameButPosition(_ a: UnsafePointer<LayerState>, _ b: UnsafePointer<LayerState>) -> Bool {
        sameGeometryButPosition(a, b) && sameAppearance(a, b) && sameContents(a, b)
    }

    private static func sameGeometryButPosition(_ a: UnsafePointer<LayerState>, _ b: UnsafePointer<LayerState>) -> Bool {
        a.pointee.bounds == b.pointee.bounds && a.pointee.zPosition == b.pointee.zPosition
            && a.pointee.anchorPoint == b.pointee.anchorPoint && a.pointee.anchorPointZ == b.pointee.anchorPointZ
            && a.pointee.transform == b.pointee.transform && a.pointee.isGeometryFlipped == b.pointee.isGeometryFlipped
            && a.pointee.isDoubleSided == b.pointee.isDoubleSided && a.pointee.isHidden == b.pointee.isHidden
            && a.pointee.masksToBounds == b.pointee.masksToBounds
    }

    private static func sameAppearance(_ a: UnsafePointer<LayerState>, _ b: UnsafePointer<LayerState>) -> Bool {
        a.pointee.backgroundColor === b.pointee.backgroundColor && a.pointee.cornerRadius == b.pointee.cornerRadius
            && a.pointee.borderWidth == b.pointee.borderWidth && a.pointee.opacity == b.pointee.opacity
            && a.pointee.maskedCorners == b.pointee.maskedCorners && a.pointee.allowsGroupOpacity == b.pointee.allowsGroupOpacity
            && a.pointee.allowsEdgeAntialiasing == b.pointee.allowsEdgeAntialiasing
            && a.pointee.edgeAntialiasingMask == b.pointee.edgeAntialiasingMask
            && a.pointee.shouldRasterize == b.pointee.shouldRasterize && a.pointee.shadowOpacity == b.pointee.shadowOpacity
            && a.pointee.rare === b.pointee.rare
            && a.pointee.presentedCustom.isEmpty && b.pointee.presentedCustom.isEmpty
    }

    private static func sameContents(_ a: UnsafePointer<LayerState>, _ b: UnsafePointer<LayerState>) -> Bool {
        guard a.pointee.contentsRect == b.pointee.contentsRect, a.pointee.contentsScale == b.pointee.contentsScale,
              a.pointee.isOpaque == b.pointee.isOpaque, a.pointee.hasContents == b.pointee.hasContents else { return false }
        guard a.pointee.hasContents else { return true }
        guard let x = a.pointee.contents.image, let y = b.pointee.contents.image else { return false }
        return x === y
    }
}
