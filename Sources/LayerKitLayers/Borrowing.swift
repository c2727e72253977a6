/// Walking arrays of layers without retaining each one.
///
/// A loop over an array of objects retains and releases every element it visits: two atomic
/// operations on each layer, which the commit pays several times for every changed layer.
/// While the array itself is held and not changed, its elements cannot go away, so they can
/// be lent out instead.
extension Array where Element: AnyObject {
    /// Calls `body` with each element in order, lent for the call, not retained; `self` holds
    /// them throughout (it must not be changed by `body`).
    @inline(__always)
    func forEachLent(_ body: (Element) throws -> Void) rethrows {
        for i in indices {
            try Unmanaged.passUnretained(self[i])._withUnsafeGuaranteedRef(body)
        }
    }

    /// `forEachLent` from the last element to the first.
    @inline(__always)
    func forEachLentBackwards(_ body: (Element) throws -> Void) rethrows {
        for i in indices.reversed() {
            try Unmanaged.passUnretained(self[i])._withUnsafeGuaranteedRef(body)
        }
    }
}
