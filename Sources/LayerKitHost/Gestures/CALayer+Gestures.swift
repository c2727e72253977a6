import Foundation

extension CALayer {
    /// Attaches `recognizer` to the layer (a LayerKit addition, like UIKit's
    /// `UIView.addGestureRecognizer(_:)`); a recognizer attached elsewhere moves here.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        GestureRegistry.add(recognizer, to: self)
    }

    /// Detaches `recognizer`; a no-op when it is not attached to this layer.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        GestureRegistry.remove(recognizer, from: self)
    }

    /// The recognizers attached to the layer, in the order added (nil when none).
    public var gestureRecognizers: [GestureRecognizer]? {
        let list = GestureRegistry.recognizers(of: self)
        return list.isEmpty ? nil : list
    }

    /// Detaches every recognizer of this layer and of the layers below it (sublayers and
    /// masks), for tearing a scene down.
    public func removeAllGestureRecognizersInTree() {
        GestureRegistry.removeAll { l in l === self || l.isDescendant(of: self) }
    }
}

/// Which recognizers each layer has. Layers cannot carry stored properties added by another
/// module, so this process-wide table (guarded by a lock, entries held by weak layer
/// references and dropped when their layer goes away) is the one place for them.
enum GestureRegistry {
    private final class Entry {
        weak var layer: CALayer?
        var recognizers: [GestureRecognizer] = []
        init(_ layer: CALayer) { self.layer = layer }
    }
    private static let lock = NSLock()
    nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]

    static func add(_ r: GestureRecognizer, to layer: CALayer) {
        if let old = r.layer { remove(r, from: old) }
        lock.lock(); defer { lock.unlock() }
        purge()
        let entry = entries[ObjectIdentifier(layer)].flatMap { $0.layer === layer ? $0 : nil } ?? Entry(layer)
        entry.recognizers.append(r)
        entries[ObjectIdentifier(layer)] = entry
        r.layer = layer
    }

    static func remove(_ r: GestureRecognizer, from layer: CALayer) {
        lock.lock(); defer { lock.unlock() }
        guard let entry = entries[ObjectIdentifier(layer)], entry.layer === layer else { return }
        let before = entry.recognizers.count
        entry.recognizers.removeAll { $0 === r }
        if entry.recognizers.count != before { r.layer = nil }
        if entry.recognizers.isEmpty { entries[ObjectIdentifier(layer)] = nil }
    }

    static func recognizers(of layer: CALayer) -> [GestureRecognizer] {
        lock.lock(); defer { lock.unlock() }
        guard let entry = entries[ObjectIdentifier(layer)], entry.layer === layer else { return [] }
        return entry.recognizers
    }

    static func removeAll(where matches: (CALayer) -> Bool) {
        lock.lock(); defer { lock.unlock() }
        for (key, entry) in entries {
            guard let l = entry.layer else { entries[key] = nil; continue }
            if matches(l) {
                for r in entry.recognizers { r.layer = nil }
                entries[key] = nil
            }
        }
    }

    /// Drops entries whose layer is gone (caller holds the lock).
    private static func purge() {
        for (key, entry) in entries where entry.layer == nil { entries[key] = nil }
    }
}
